extension LintRun {
    /// Every YAML file's facts, and the file parsed where it came as bytes.
    static func yamlFacts(_ inputs: Inputs) -> [(facts: YAMLLintFacts, parsed: YAMLFile?)] {
        Parallel.map(count: inputs.yamlPaths.count) { position in
            switch inputs.yaml(position) {
            case .facts(let facts): return (facts, nil)
            case .bytes(let bytes, let hash):
                let file = YAMLFile(path: inputs.yamlPaths[position], bytes: bytes)
                return (YAMLLintFacts(file, contentHash: hash), file)
            }
        }
    }

    /// The digest of what the project rules read: the index's `viewModels` (DOM-06 asks which
    /// ViewModels are server-hosted), as each file's part has them, every Swift file's
    /// bindings and every YAML file.
    static func projectDigest(swift: [FileLintFacts], yaml: [YAMLLintFacts]) -> ContentHash {
        var builder = ContentHash.Builder()
        for file in swift {
            guard let digest = file.viewModelsDigest else { continue }
            builder.add(digest)
        }
        builder.add(-1)
        for file in swift {
            guard let digest = file.bindingsDigest else { continue }
            builder.add(digest)
        }
        builder.add(-1)
        for file in yaml {
            builder.add(file.path)
            builder.add(file.contentHash)
        }
        return builder.finish()
    }

    /// `lint --stdin`'s corpus: the bindings and localization entries of the buffer's keys,
    /// in file order — all that the rules that find in Swift files read, as they judge only
    /// those keys (`LintCorpus.reportedKeys`). A file whose encoded bindings or entries have
    /// none of the keys is not decoded. Nil when facts from the cache do not decode.
    static func bufferLocalization(_ buffer: String, swift: [FileLintFacts], yaml: [YAMLLintFacts]) -> (bindings: [LocalizationBinding], index: LocalizationIndex)? {
        guard let own = swift.first(where: { $0.path == buffer }).map({ $0.bindings() }) ?? [] else { return nil }
        // A buffer that binds no key: those rules find nothing in it.
        guard !own.isEmpty else { return ([], LocalizationIndex(entries: [])) }
        let keys = StringMatcher(Set(own.map(\.key)))
        let bindings = Parallel.map(swift) { file -> [LocalizationBinding]? in
            if file.path == buffer { return own }
            guard let names = file.bindingsName(keys) else { return nil }
            return names ? file.bindings(alone: true)?.filter { keys.strings.contains($0.key) } : []
        }
        let entries = Parallel.map(yaml) { file -> (entries: [LocalizationIndex.Entry], any: Bool)? in
            guard let names = file.entriesName(keys) else { return nil }
            guard names else { return ([], file.hasEntries) }
            return file.entries(alone: true).map { found in (found.filter { keys.strings.contains($0.key) }, file.hasEntries) }
        }
        let readBindings = bindings.compactMap { $0 }
        let readEntries = entries.compactMap { $0 }
        guard readBindings.count == bindings.count, readEntries.count == entries.count else { return nil }
        return (readBindings.flatMap { $0 }, LocalizationIndex(entries: readEntries.flatMap(\.entries), hasEntries: readEntries.contains(where: \.any)))
    }

    /// What the project rules are given of the merged index: its `viewModels` only, which is
    /// what `projectDigest` follows. A project rule that read another field would find it
    /// empty, and its tests fail, rather than keep findings the field has made stale.
    static func projectIndex(_ index: ProjectIndex) -> ProjectIndex {
        var read = ProjectIndex()
        read.viewModels = index.viewModels
        return read
    }

    /// Each enabled project rule's findings, in rule order: the earlier lint's when it read
    /// the same (`digest`), else the rules run again. In `--stdin` mode only the rules that
    /// find in Swift files run, on the localization entries the YAML facts hold. Nil when
    /// facts from the cache do not decode.
    static func projectFindings(
        _ inputs: Inputs, rules: [any ProjectRule], digest: ContentHash, swift: [FileLintFacts],
        yaml: [(facts: YAMLLintFacts, parsed: YAMLFile?)], index: ProjectIndex
    ) -> (findings: [[RuleFinding]], ran: Bool, corpus: LintCorpus?)? {
        if let earlier = inputs.earlier?.projectFindings.value ?? nil, earlier.digest == digest, earlier.findings.count == rules.count {
            return (earlier.findings, false, nil)
        }
        let context = LintContext(config: inputs.config, index: projectIndex(index))
        let corpus: LintCorpus
        var running = rules.map { _ in true }
        if let buffer = inputs.reportingOnly {
            guard let localization = bufferLocalization(buffer, swift: swift, yaml: yaml.map(\.facts)) else { return nil }
            corpus = LintCorpus(bindings: localization.bindings, yaml: [], localization: localization.index, reportingOnly: buffer)
            running = rules.map { type(of: $0).findsInSwiftFiles }
        } else {
            var bindings: [LocalizationBinding] = []
            for file in swift {
                guard let found = file.bindings() else { return nil }
                bindings += found
            }
            let files = Parallel.map(count: yaml.count) { position in
                yaml[position].parsed ?? YAMLFile(path: yaml[position].facts.path, bytes: inputs.rereadYAML(position))
            }
            corpus = LintCorpus(bindings: bindings, yaml: files)
        }
        // The project rules are independent of each other; each runs on a core of its own, the
        // costliest handed out first, so that no core is left with one of them at the end.
        let order = rules.indices.sorted { type(of: rules[$0]).isCostly && !type(of: rules[$1]).isCostly }
        let found = Parallel.map(order) { [running] position in
            running[position] ? rules[position].check(corpus, context: context) : []
        }
        var findings = [[RuleFinding]](repeating: [], count: rules.count)
        for (place, position) in order.enumerated() { findings[position] = found[place] }
        return (findings, true, corpus)
    }
}
