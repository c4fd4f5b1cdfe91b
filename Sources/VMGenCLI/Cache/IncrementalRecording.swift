import VMGenKit

/// An incremental run (`Generator.runIncremental`) over a project on disk: which specs changed
/// since the record, reading just those, their context and their outputs, and bringing the
/// record up to date afterwards without walking the output folders again.
struct IncrementalState {
    /// The record the run started from (its outputs verified current).
    let record: RunRecord
    /// Every spec's hash now, by path.
    let hashes: [String: ContentHash]
    /// The specs edited since the record, and the specs redone because they read an edited
    /// one's names (`SpecSummary.dependents`).
    let changed: Set<String>
    /// The specs of `changed` redone only because they read an edited one's names.
    var readers: Set<String> = []
    /// The edited specs' outputs, stamped before they were read.
    let stamps: [String: FileStamp]
    /// A spec added since the record, and the files it creates (absent when the run looked):
    /// the record is not brought up to date after such a run (the next run is a full one).
    var added: String? = nil
    var created: [String] = []
    /// A spec removed since the record: its files were planned as no spec's (stale).
    var removed: String? = nil
}

extension GenerationRun {
    /// The result of a full run computed incrementally, or nil when that does not apply
    /// (`Generator.runIncremental`) or the outputs changed since the record.
    static func incremental(
        _ record: RunRecord, base: ContentHash, hashes: [ContentHash], specs: [SpecFile], templates: TemplateSet, project: Project
    ) -> (output: Generator.Output, state: IncrementalState)? {
        guard record.base == base, !record.specs.isEmpty, abs(record.specs.count - specs.count) <= 1 else { return nil }
        var changed = Set<String>()
        var now: [String: ContentHash] = [:]
        for (spec, hash) in zip(specs, hashes) { now[spec.path] = hash }
        // At most one recorded spec gone, and at most one spec added, outside the output folders.
        var removed: String?
        for spec in record.specs {
            guard let hash = now[spec.summary.path] else {
                guard removed == nil else { return nil }
                removed = spec.summary.path
                continue
            }
            if hash != spec.hash { changed.insert(spec.summary.path) }
        }
        let recorded = Set(record.specs.map(\.summary.path))
        let new = specs.lazy.map(\.path).filter { !recorded.contains($0) }
        guard new.count <= 1 else { return nil }
        let added = new.first
        if let added, record.folders.contains(where: { added.hasPrefix($0.path + "/") }) { return nil }
        // Far from one edit, a full run costs about as much and is simpler to trust.
        let limit = max(8, specs.count / 10)
        guard !changed.isEmpty || added != nil || removed != nil, changed.count <= limit else { return nil }
        // A spec in an output folder is read as an output too: the full run sorts that out.
        guard !record.outputs.contains(where: { now[$0.path] != nil }) else { return nil }
        guard verifiedOutputs(record, project: project) != nil else { return nil }

        let summaries = record.specs.map(\.summary)
        func attempt(_ changed: Set<String>) -> (output: Generator.Output, state: IncrementalState)? {
            incremental(
                record, changed: changed, added: added, removed: removed, summaries: summaries, hashes: now, specs: specs, templates: templates, project: project)
        }
        if let result = attempt(changed) { return result }
        // A spec whose shape changed is redone with every spec that reads its names, and
        // those that read theirs (`Generator.runIncremental`).
        let dependents = SpecSummary.dependents(of: changed, in: summaries)
        guard !dependents.isEmpty, changed.count + dependents.count <= limit, var result = attempt(changed.union(dependents)) else { return nil }
        result.state.readers = dependents
        return result
    }

    /// `incremental`, redoing the specs of `changed` (edited, or read by an edited one).
    private static func incremental(
        _ record: RunRecord, changed: Set<String>, added: String?, removed: String?, summaries: [SpecSummary], hashes now: [String: ContentHash],
        specs: [SpecFile], templates: TemplateSet, project: Project
    ) -> (output: Generator.Output, state: IncrementalState)? {
        let context = SpecSummary.context(of: changed, in: summaries)
        var outputs = summaries.filter { changed.contains($0.path) || $0.path == removed }.flatMap(\.outputs)
        // An added or removed ViewModel changes the App file (`Generator.runIncremental`).
        if let app = project.config.app, added != nil || removed != nil { outputs.append(OutputPaths(config: project.config).app(app)) }
        // Stamped before reading: a file changed after this is noticed when writing.
        var stamps: [String: FileStamp] = [:]
        for path in outputs { stamps[path] = FileSystem.fileStamp(project.absolute(path)) }
        var existing: [String: [UInt8]] = [:]
        for (path, bytes) in zip(outputs, DirectoryListing.read(outputs.map(project.absolute))) {
            guard let bytes else { return nil }
            existing[path] = bytes
        }
        var input = Generator.IncrementalInput(
            config: project.config, templates: templates, specs: specs.filter { context.paths.contains($0.path) || $0.path == added }, changed: changed,
            context: context, summaries: summaries, diagnostics: record.diagnostics, actions: record.actions, existing: existing)
        if let added {
            input.added = added
            input.allSpecs = specs
        }
        input.removed = removed
        guard let output = Generator.runIncremental(input) else { return nil }
        var state = IncrementalState(record: record, hashes: now, changed: changed, stamps: stamps)
        state.removed = removed
        if let added {
            // The new spec's files, planned as absent — but for the files of a removed spec it
            // renders again (a renamed spec), read and stamped with the removed spec's: any
            // other file at their paths (recorded, as a stale file vmgen keeps, or not; or at
            // one differing only in case, on a case-insensitive disk) is planned by the full run.
            let created = output.created
            let renamed = Set(removed.flatMap { path in summaries.first { $0.path == path }?.outputs } ?? [])
            let folded = Set(record.outputs.map { $0.path.lowercased() })
            guard created.allSatisfy({ path in
                renamed.contains(path)
                    || !folded.contains(path.lowercased()) && FileSystem.fileStamp(project.absolute(path)) == nil && !FileSystem.exists(project.absolute(path))
            })
            else { return nil }
            state.added = added
            state.created = created
        }
        return (output, state)
    }

    /// Saves the record of an incremental run once its plan is carried out (`written`: it
    /// wrote something). The record it started from stays true of every other file: their
    /// stamps were verified, and nothing else was written; the edited specs' files get their
    /// new stamps and hashes, and their folders new stamps. An added spec goes in with its
    /// summary, and the files it created with their folders (any folder made for them too).
    /// Skipped when a written localization file would not read back the same
    /// (`Generator.writtenFilesSettle`).
    func recordIncremental(_ output: Generator.Output, state: IncrementalState, written: Bool, in cache: RunCache) {
        guard let key else { return }
        if written {
            let input = Generator.Input(config: project.config, specs: [], templates: templates, existing: [:])
            guard Generator.writtenFilesSettle(output, input: input) else { return }
        }
        var record = state.record
        record.key = key
        record.actions = output.plan.actions.filter { $0.kind != .delete }.map { FileAction(path: $0.path, kind: $0.kind == .skip ? .skip : .unchanged) }
        record.diagnostics = output.diagnostics
        // The edited specs' summaries are the output's (made again where their shape changed).
        let redone = state.changed.union(state.added.map { [$0] } ?? [])
        let summaries = Dictionary(output.summaries.lazy.filter { redone.contains($0.path) }.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        record.specs = record.specs.map { spec in
            var spec = spec
            spec.hash = state.hashes[spec.summary.path] ?? spec.hash
            spec.summary = summaries[spec.summary.path] ?? spec.summary
            return spec
        }
        record.specs.removeAll { $0.summary.path == state.removed }
        if let added = state.added {
            guard let hash = state.hashes[added], let summary = summaries[added] else { return }
            record.specs.append(RunRecord.Spec(hash: hash, summary: summary))
            record.specs.sort { $0.summary.path < $1.summary.path }
        }
        var hashes: [String: ContentHash] = [:]
        for action in output.plan.actions where action.kind == .create || action.kind == .update {
            guard let hash = action.withContents(ContentHash.init) else { return }
            hashes[action.path] = hash
        }
        // Every file the added spec created was written (the run planned each as absent), or
        // is a renamed spec's file, recorded already.
        guard state.created.allSatisfy({ hashes[$0] != nil || record.index(ofOutput: $0) != nil }) else { return }
        var touchedFolders = Set<String>()
        // The written files are few: each found by search in the sorted outputs, rather than
        // every output looked up among them.
        for (path, hash) in hashes {
            guard let stamp = FileSystem.fileStamp(project.absolute(path)) else { return }
            if record.index(ofOutput: path) == nil {
                guard state.created.contains(path), addFolders(of: path, to: &record, touched: &touchedFolders) else { return }
            }
            record.insert(RunRecord.Output(path: path, stamp: stamp, hash: hash))
            touchedFolders.insert(FileSystem.parentFolder(of: path))
        }
        // A deleted file leaves the record, and so does each folder the deletion emptied
        // (`Deletion.emptyFolders`); the first one left holds fewer entries.
        for action in output.plan.actions where action.kind == .delete {
            guard record.removeOutput(action.path) else { return }
            var folder = FileSystem.parentFolder(of: action.path)
            while let index = record.index(ofFolder: folder), !project.config.outputFolders.contains(folder), FileSystem.folderStamp(project.absolute(folder)) == nil {
                record.folders.remove(at: index)
                folder = FileSystem.parentFolder(of: folder)
            }
            touchedFolders.insert(folder)
        }
        // A folder written in holds exactly the entries recorded: anything else appeared
        // after this run looked, and the next run must see it.
        for index in record.folders.indices where touchedFolders.contains(record.folders[index].path) {
            let folder = record.folders[index].path
            record.folders[index].stamp = FileSystem.folderStamp(project.absolute(folder))
            guard FileSystem.entryNames(of: project.absolute(folder)) == record.entries(of: folder) else { return }
        }
        // Every recorded file was verified by this run: those touched before it started need
        // no reading next time; the ones it wrote are stamped after, so they are read.
        record.trustedBefore = max(record.trustedBefore, started.minus(seconds: RunRecord.clockSlack))
        cache.save(record)
    }

    /// Records the folders a created file at `path` went in that the record does not hold
    /// (made by the write), up to one it holds, which is `touched` with them: false when no
    /// recorded folder holds the file (it is outside the output folders the record keeps).
    private func addFolders(of path: String, to record: inout RunRecord, touched: inout Set<String>) -> Bool {
        var folder = FileSystem.parentFolder(of: path)
        while record.index(ofFolder: folder) == nil {
            guard folder != ".", folder != "/" else { return false }
            record.insert(RunRecord.Folder(path: folder, stamp: nil))
            touched.insert(folder)
            folder = FileSystem.parentFolder(of: folder)
        }
        touched.insert(folder)
        return true
    }
}
