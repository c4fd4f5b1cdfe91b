/// A spec added since the recorded run, redone alone (`Generator.runIncremental`): only when
/// nothing the other specs, their files or the App read can differ from the record, so the
/// full run would plan the record's actions plus the new spec's own files.
///
/// That holds when the new spec is a leaf both ways — it mentions no name another spec
/// declares, and no other spec holds a word it declares (read from their bytes: a recorded
/// spec's mentions were taken from the names known then, and a type no spec declared may now
/// resolve to the new spec's) — its names clash with none of the record's, also ignoring case
/// (`TypeNameValidator`), and its facts (`SpecFacts`) reach no other file: it writes no
/// storage (`StorageCreation.all` is read by the App and every spec's tests), no request of
/// it is served (the routes file registers each), its requests have no error cases (`ErrorDisplayResolver.checkMessageNames` may report a shared message
/// name in the other spec). The App file, which registers every ViewModel's view, is made
/// again from the specs' summaries (`SpecSummary.app`) when it declares a ViewModel.
enum AddedSpec {
    /// Whether `summary` (of the added spec, from `set`) may be redone alone, given every
    /// name the other specs declare (`known`) and their files (`others`).
    static func isNeutral(_ summary: SpecSummary, set: ViewModelSet, known: Set<String>, others: [SpecFile], config: ProjectConfig) -> Bool {
        let names = Set(summary.names)
        guard summary.storages.isEmpty else { return false }
        // The routes file registers every page's request and controller: made again in full.
        let paths = OutputPaths(config: config)
        guard !summary.outputs.contains(where: paths.isRouted) else { return false }
        for request in set.requests where request.location.file == summary.path {
            guard request.errors?.cases.isEmpty ?? true else { return false }
        }
        guard names.isDisjoint(with: known) else { return false }
        let folded = Set(known.map { $0.lowercased() })
        guard !names.contains(where: { folded.contains($0.lowercased()) }) else { return false }
        for viewModel in set.viewModels where viewModel.location.file == summary.path {
            guard viewModel.generatedRequestErrors.allSatisfy({ $0.errors.cases.isEmpty }) else { return false }
        }
        // Every spec's bytes, on all cores: the one part of an added spec's run that grows with
        // the project beside reading and hashing the specs.
        return !Parallel.map(others) { $0.path != summary.path && mentionsAny(names, in: $0.bytes) }.contains(true)
    }

    /// Whether `bytes` hold one of `names` as an identifier-like word anywhere (text sections
    /// and comments too: a superset of what a spec refers to).
    static func mentionsAny(_ names: Set<String>, in bytes: [UInt8]) -> Bool {
        guard !names.isEmpty else { return false }
        // Only a word as long as a name can be one: most words (keys, types) are not, and are
        // never made into strings.
        var lengths = [Bool](repeating: false, count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for name in names { lengths[name.utf8.count] = true }
        let longest = lengths.count - 1
        var start = 0
        for index in 0...bytes.count {
            if index < bytes.count, SpecShape.isWordByte(bytes[index]) { continue }
            let length = index - start
            if length > 0, length <= longest, lengths[length], names.contains(String(decoding: bytes[start..<index], as: UTF8.self)) { return true }
            start = index + 1
        }
        return false
    }
}
