extension LintCacheRecord {
    /// The recorded facts of each of `paths` (sorted, as a scope gives them).
    public func swiftFacts(for paths: [String]) -> [Stamped<FileLintFacts>?] {
        Self.align(swift, at: scope.swiftPaths, to: paths)
    }

    public func yamlFacts(for paths: [String]) -> [Stamped<YAMLLintFacts>?] {
        Self.align(yaml, at: scope.yamlPaths, to: paths)
    }

    /// Records `output`'s files (at `swiftPaths` and `yamlPaths`, with the stamps they had
    /// before they were read; nil: not recorded) under `scope`; a file of the scope the output
    /// does not record keeps what `kept` has for it (the file on disk whose buffer `--stdin`
    /// linted). Facts whose findings were left unresolved (`FileLintFacts.isUnresolved`) are
    /// never recorded: the file has no row, and the next lint reads it. Also the output's runs
    /// and project findings.
    public mutating func take(
        _ output: LintRun.Output, swiftPaths: [String], swiftStamps: [FileStamp?], yamlPaths: [String], yamlStamps: [FileStamp?],
        scope: RecordedScope, kept: [String: Stamped<FileLintFacts>] = [:]
    ) {
        let swiftRows = zip(output.swift, swiftStamps).map { facts, stamp in
            facts.isUnresolved ? nil : stamp.map { Stamped(stamp: $0, facts: facts) }
        }
        let yamlRows = zip(output.yaml, yamlStamps).map { facts, stamp in stamp.map { Stamped(stamp: $0, facts: facts) } }
        self.scope = scope
        var swift = Self.align(swiftRows, at: swiftPaths, to: scope.swiftPaths)
        for (position, path) in scope.swiftPaths.enumerated() where swift[position] == nil {
            swift[position] = kept[path]
        }
        tables = .value(FileTables(swift: swift, yaml: Self.align(yamlRows, at: yamlPaths, to: scope.yamlPaths)))
        runs = output.runs
        fullIndex = output.fullIndex
        projectFindings = output.projectFindings
    }

    /// `rows` (one per `paths`) for each of `wanted`. Both are usually sorted (a scope's
    /// paths): a walk beside each other; otherwise by a dictionary.
    static func align<Row>(_ rows: [Row?], at paths: [String], to wanted: [String]) -> [Row?] {
        guard rows.count == paths.count else { return wanted.map { _ in nil } }
        if paths == wanted { return rows }
        var result: [Row?] = []
        result.reserveCapacity(wanted.count)
        var next = 0
        var previous: String?
        for path in wanted {
            if let previous, path < previous { return alignByDictionary(rows, at: paths, to: wanted) }
            previous = path
            while next < paths.count, paths[next] < path {
                if next > 0, paths[next] < paths[next - 1] { return alignByDictionary(rows, at: paths, to: wanted) }
                next += 1
            }
            result.append(next < paths.count && paths[next] == path ? rows[next] : nil)
        }
        return result
    }

    private static func alignByDictionary<Row>(_ rows: [Row?], at paths: [String], to wanted: [String]) -> [Row?] {
        let byPath = Dictionary(zip(paths, rows).map { ($0, $1) }) { first, _ in first }
        return wanted.map { byPath[$0] ?? nil }
    }
}

extension LintCacheRecord {
    /// This record with its facts only if they were made under `factsKey` (the same
    /// configuration); its folders, build files and scope either way.
    public func keepingFacts(for factsKey: ContentHash) -> LintCacheRecord {
        guard factsKey != self.factsKey else { return self }
        var record = self
        record.factsKey = factsKey
        record.tables = .value(FileTables(swift: scope.swiftPaths.map { _ in nil }, yaml: scope.yamlPaths.map { _ in nil }))
        record.runs = .value([])
        record.fullIndex = .value(nil)
        record.projectFindings = .value(nil)
        return record
    }
}
