import VMGenKit

/// Replaying and recording a run's result (`RunRecord`): a run over inputs and outputs that
/// have not changed since a recorded run reports that run's result instead of parsing,
/// checking and rendering everything again.
extension GenerationRun {
    /// The recorded result, when `cache` holds a record that is current for the inputs
    /// (`key`) and the output files (`stamps`, taken before anything was read).
    static func replay(_ cache: RunCache, key: ContentHash, stamps: [String: FileStamp], project: Project, started: FileTime) -> Generator.Output? {
        guard let record = cache.load(), let outputs = recordedOutputs(stamps, project: project),
            case .current(let verifying) = record.compare(key: key, outputs: outputs)
        else { return nil }
        if !verifying.isEmpty {
            let suspects = verifying.map { record.outputs[$0] }
            let same = Parallel.map(suspects) { output in
                DirectoryListing.read(project.absolute(output.path)).map(ContentHash.init) == output.hash
            }
            guard !same.contains(false) else { return nil }
            // Their contents are checked now: the next run need not read them again, unless
            // they were touched too close to this run's start for their stamps to tell.
            let trusted = started.minus(seconds: RunRecord.clockSlack)
            if suspects.contains(where: { $0.stamp.latest < trusted }) {
                var refreshed = record
                refreshed.trustedBefore = max(record.trustedBefore, trusted)
                cache.save(refreshed)
            }
        }
        return record.replayedOutput
    }

    /// Records a full run whose plan changes nothing: the next run with the same inputs and
    /// outputs reports the same.
    func recordUnchanged(_ output: Generator.Output, existing: [String: [UInt8]], in cache: RunCache) {
        record(actions: output.plan.actions, diagnostics: output.diagnostics, contents: existing, in: cache)
    }

    /// Records what the next run will find after `output.plan` was written: the same
    /// diagnostics, and every written file unchanged. Only when every change is to a Swift
    /// file — a written localization file is read back by the next run (its translations),
    /// so only that run can say what it reports; Swift outputs are only compared with what
    /// is rendered, and a file vmgen just wrote compares unchanged.
    func recordWritten(_ output: Generator.Output, existing: [String: [UInt8]], in cache: RunCache) {
        guard output.plan.changes.allSatisfy({ $0.path.hasSuffix(".swift") }) else { return }
        var contents = existing
        var actions: [FileAction] = []
        for action in output.plan.actions {
            switch action.kind {
            case .create, .update:
                contents[action.path] = action.contents ?? []
                actions.append(FileAction(path: action.path, kind: .unchanged))
            case .delete:
                contents[action.path] = nil
            case .unchanged, .skip:
                actions.append(action)
            }
        }
        record(actions: actions, diagnostics: output.diagnostics, contents: contents, in: cache)
    }

    /// Saves the record of `contents` (what the run knows each output file holds) with the
    /// output files' stamps as they are now — unless the files there are not exactly those.
    /// A file written after this run started is stamped with a later time than
    /// `trustedBefore`, so the next run checks its contents, not only its stamp.
    private func record(actions: [FileAction], diagnostics: [Diagnostic], contents: [String: [UInt8]], in cache: RunCache) {
        let now = FileSystem.snapshot(of: project.config.outputFolders.map(project.absolute))
        guard let stamps = Self.recordedOutputs(now, project: project), stamps.count == contents.count else { return }
        let paths = stamps.keys.sorted()
        guard paths.allSatisfy({ contents[$0] != nil }) else { return }
        let hashes = Parallel.map(paths) { ContentHash(contents[$0]!) }
        let outputs = zip(paths, hashes).map { path, hash in RunRecord.Output(path: path, stamp: stamps[path]!, hash: hash) }
        cache.save(RunRecord(
            key: key, trustedBefore: started.minus(seconds: RunRecord.clockSlack), outputs: outputs,
            actions: actions, diagnostics: diagnostics))
    }

    /// The stamps of the files `Project.existingOutputs` reads (Swift and YAML in the output
    /// folders), by project-relative path; nil when a stopped run left temporary files there
    /// (a full run cleans them up).
    static func recordedOutputs(_ stamps: [String: FileStamp], project: Project) -> [String: FileStamp]? {
        let rootLength = project.outputRoot.utf8.count + 1
        var result: [String: FileStamp] = [:]
        result.reserveCapacity(stamps.count)
        for (path, stamp) in stamps {
            if isTemporary(path) { return nil }
            guard path.hasSuffix(".swift") || path.hasSuffix(".yml") else { continue }
            result[String(decoding: path.utf8.dropFirst(rootLength), as: UTF8.self)] = stamp
        }
        return result
    }
}
