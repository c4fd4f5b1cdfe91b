import VMGenKit

/// Replaying and recording a run's result (`RunRecord`): a run over inputs and outputs that
/// have not changed since a recorded run reports that run's result instead of parsing,
/// checking and rendering everything again.
extension GenerationRun {
    /// The recorded result, when `record` is current for the inputs (`key`) and for the
    /// output folders as they are now. Costs one `stat` per recorded file and folder (on all
    /// cores), and reads only what is too recent for its stamp to tell.
    static func replay(_ record: RunRecord, in cache: RunCache, key: ContentHash, project: Project, started: FileTime) -> Generator.Output? {
        guard record.key == key, let recent = verifiedOutputs(record, project: project) else { return nil }
        // What was read to verify need not be read again next time, unless it was touched
        // too close to this run's start for its stamp to tell.
        let trusted = started.minus(seconds: RunRecord.clockSlack)
        if recent.contains(where: { $0.isTrusted(before: trusted) }) {
            var refreshed = record
            refreshed.trustedBefore = max(record.trustedBefore, trusted)
            cache.save(refreshed)
        }
        return record.replayedOutput
    }

    /// Whether the output folders still hold exactly what `record` says (by stamp; by content
    /// or listing where a stamp is too recent to tell): the stamps of what had to be read or
    /// listed to tell, or nil when something changed.
    static func verifiedOutputs(_ record: RunRecord, project: Project) -> [FileStamp]? {
        let folderStamps = Parallel.map(record.folders) { FileSystem.folderStamp(project.absolute($0.path)) }
        let outputStamps = Parallel.map(record.outputs) { FileSystem.fileStamp(project.absolute($0.path)) }
        guard case .current(let verifying, let listing) = record.compare(key: record.key, folders: folderStamps, outputs: outputStamps) else { return nil }
        for index in listing {
            let folder = record.folders[index].path
            guard FileSystem.entryNames(of: project.absolute(folder)) == record.entries(of: folder) else { return nil }
        }
        if !verifying.isEmpty {
            let same = Parallel.map(verifying.map { record.outputs[$0] }) { output in
                DirectoryListing.read(project.absolute(output.path)).map(ContentHash.init) == output.hash
            }
            guard !same.contains(false) else { return nil }
        }
        return verifying.map { record.outputs[$0].stamp } + listing.compactMap { record.folders[$0].stamp }
    }

    /// Records a full run whose plan changes nothing: the next run with the same inputs and
    /// outputs reports the same.
    /// `known`: the hash of each output file as the run read it.
    func recordUnchanged(_ output: Generator.Output, known: [String: ContentHash], in cache: RunCache) {
        record(actions: output.plan.actions, diagnostics: output.diagnostics, summaries: output.summaries, known: known, in: cache)
    }

    /// Records what the next run will find after `output.plan` was written over the outputs
    /// the run read (`known`, their hashes): the same diagnostics, and every written file
    /// unchanged — when that is so. A written localization file is read back by the next run (its translations), so
    /// `Generator.writtenFilesSettle` reads each back and renders it again as that run will,
    /// and plans every written file against its bytes; a file that would not compare
    /// unchanged leaves no record (the next run does the full work).
    func recordWritten(_ output: Generator.Output, input: Generator.Input, known: [String: ContentHash], in cache: RunCache) {
        guard Generator.writtenFilesSettle(output, input: input) else { return }
        var known = known
        var actions: [FileAction] = []
        let written = output.plan.actions.filter { $0.kind == .create || $0.kind == .update }
        for (action, hash) in zip(written, Parallel.map(written) { $0.withContents(ContentHash.init) ?? ContentHash([]) }) {
            known[action.path] = hash
        }
        for action in output.plan.actions {
            switch action.kind {
            case .create, .update: actions.append(FileAction(path: action.path, kind: .unchanged))
            case .delete: known[action.path] = nil
            case .unchanged, .skip: actions.append(action)
            }
        }
        record(actions: actions, diagnostics: output.diagnostics, summaries: output.summaries, known: known, in: cache)
    }

    /// Saves the record of the output folders as they are now, with `known` (the hash of
    /// what the run knows each output holds; other files there are read) — unless the Swift
    /// and YAML files there are not the ones the run knows of, or a stopped run left
    /// temporary files (a full run cleans them up). A file or folder touched after this run
    /// started is stamped later than `trustedBefore`, so the next run checks its contents,
    /// not only its stamp.
    /// `summaries` (`Generator.Output.summaries`) go in with each spec's hash, for the next
    /// run to be incremental.
    private func record(actions: [FileAction], diagnostics: [Diagnostic], summaries: [SpecSummary], known: [String: ContentHash], in cache: RunCache) {
        guard let key, let base else { return }
        let tree = FileSystem.tree(of: project.config.outputFolders, in: project.outputRoot)
        // The Swift and YAML files there must be exactly those the run saw: one that appeared
        // meanwhile was not planned for (the next full run would delete or skip it).
        guard known.keys.allSatisfy({ tree.files[$0] != nil }),
            tree.files.keys.allSatisfy({ known[$0] != nil || !Self.isOutputKind($0) && !Self.isTemporary($0) })
        else { return }
        let paths = tree.files.keys.sorted()
        let hashes = Parallel.map(paths) { path in
            known[path] ?? DirectoryListing.read(project.absolute(path)).map(ContentHash.init)
        }
        var outputs: [RunRecord.Output] = []
        outputs.reserveCapacity(paths.count)
        for (path, hash) in zip(paths, hashes) {
            guard let hash else { return }
            outputs.append(RunRecord.Output(path: path, stamp: tree.files[path]!, hash: hash))
        }
        let roots = Set(project.config.outputFolders)
        let folderPaths = Array(roots.union(tree.folders))
        let folderStamps = Parallel.map(folderPaths) { FileSystem.folderStamp(project.absolute($0)) }
        var record = RunRecord(
            key: key, trustedBefore: started.minus(seconds: RunRecord.clockSlack),
            folders: zip(folderPaths, folderStamps).map { RunRecord.Folder(path: $0, stamp: $1) }, outputs: outputs,
            actions: actions, diagnostics: diagnostics)
        record.base = base
        if summaries.count == specs.count {
            record.specs = summaries.compactMap { summary in specHashes[summary.path].map { RunRecord.Spec(hash: $0, summary: summary) } }
            if record.specs.count != specs.count { record.specs = [] }
        }
        cache.save(record)
    }

    /// The files `Project.existingOutputs` reads.
    static func isOutputKind(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".yml")
    }
}
