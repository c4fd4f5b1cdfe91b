import VMGenKit

/// The files `lint.include` chose, kept in the lint cache: when vmgen.yml is the same, every
/// folder listed then holds what it did (`CachedListing.recordHolds`) — each `lint.include`
/// entry among them (an entry that names a file is not stamped: such a scope is walked again)
/// — and no symbolic link was met, a walk would choose the same files, so none is made.
enum CachedScope {
    /// The recorded scope as `LintScope` gives it, when it still holds.
    /// `namedFolders`: the folders named on the command line (project-relative, "" for the
    /// project's own), whose scope the record must be; nil for `lint.include`'s.
    static func targets(
        _ record: LintCacheRecord?, scopeKey: ContentHash, listing: CachedListing?, project: Project, namedFolders: [String]? = nil
    ) -> (LintScope.Targets, yaml: [String])? {
        let roots = namedFolders.map { $0.map { $0.isEmpty ? project.root : project.root + "/" + $0 } }
            ?? project.config.lint.include.map { project.root + "/" + $0 }
        guard let record, let listing, record.scopeKey == scopeKey, !record.scope.hasLinks, listing.recordHolds,
            roots.allSatisfy({ listing.current($0) != nil })
        else { return nil }
        var skipped: [(path: String, reason: LintSkips.Reason)] = []
        for file in record.scope.skipped {
            guard let reason = LintSkips.Reason(words: file.reason) else { return nil }
            skipped.append((file.path, reason))
        }
        let targets = LintScope.Targets(
            swift: record.scope.swiftPaths, found: record.scope.found, skipped: skipped, filesNamed: false, named: namedFolders,
            exclude: project.config.lint.exclude)
        return (targets, record.scope.yamlPaths)
    }

    /// What the next record keeps of a scope `LintScope` chose.
    static func record(_ targets: LintScope.Targets, yaml: [String]) -> RecordedScope {
        RecordedScope(
            swiftPaths: targets.swift, yamlPaths: yaml, found: targets.found,
            skipped: targets.skipped.map { RecordedScope.SkippedFile(path: $0.path, reason: $0.reason.words) },
            hasLinks: targets.skipped.contains { if case .link = $0.reason { true } else if case .brokenLink = $0.reason { true } else { false } }
                || targets.metLinks)
    }
}

extension LintSkips.Reason {
    /// The reason as words, for the lint cache.
    var words: [String] {
        switch self {
        case .notSource(let folder, let what): ["notSource", folder, what]
        case .excluded(let entry): ["excluded", entry]
        case .generated: ["generated"]
        case .link(let target): ["link", target]
        case .brokenLink: ["brokenLink"]
        }
    }

    init?(words: [String]) {
        switch (words.first, words.count) {
        case ("notSource", 3): self = .notSource(folder: words[1], what: words[2])
        case ("excluded", 2): self = .excluded(words[1])
        case ("generated", 1): self = .generated
        case ("link", 2): self = .link(to: words[1])
        case ("brokenLink", 1): self = .brokenLink
        default: return nil
        }
    }
}
