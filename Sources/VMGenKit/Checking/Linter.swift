/// `vmgen lint`: the catalogue's source and project rules over Swift files (and the
/// localization YAML they bind to), with suppressions and per-rule settings applied.
public enum Linter {
    public struct Options: Sendable {
        /// Lint files that carry vmgen's header too (skipped by default: their spec was checked).
        public var includeGenerated = false
        public init(includeGenerated: Bool = false) { self.includeGenerated = includeGenerated }
    }

    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        public var swiftFilesLinted: Int
        public var yamlFilesRead: Int
        /// The Swift files not linted because vmgen generated them, in input order.
        public var generated: [String] = []
        /// One note per linted Swift file the reader could not read all of (where, and what it
        /// met), and per YAML file in a form vmgen does not read: not findings, so no baseline,
        /// `--strict` or report format counts them.
        public var partlyRead: [Diagnostic] = []
    }

    /// `swift` and `yaml` are project-relative paths with their bytes.
    public static func lint(swift: [(path: String, bytes: [UInt8])], yaml: [(path: String, bytes: [UInt8])], config: ProjectConfig, options: Options = Options()) -> Result {
        lint(swiftPaths: swift.map(\.path), reading: { swift[$0].bytes }, yaml: yaml, config: config, options: options)
    }

    /// `swiftPaths` are project-relative; `reading(i)` gives the bytes of `swiftPaths[i]`. It is
    /// called once per file, on any thread, so the caller can read files as they are linted.
    public static func lint(
        swiftPaths: [String], reading: @Sendable (Int) -> [UInt8], yaml: [(path: String, bytes: [UInt8])],
        config: ProjectConfig, options: Options = Options(), progress: ProgressCounter? = nil
    ) -> Result {
        // Every file informs the index and the localization checks; generated files (their spec
        // was checked) are only linted themselves when asked.
        // Each file is read, checked and reduced to its findings on all cores; results are
        // gathered in file order, so the report never depends on timing. Rules that need the
        // index of every file leave their decision until the index is complete.
        let settings = RuleSettings(config: config)
        let rules = SourceRules.all.filter { settings.isEnabled(type(of: $0).description) }.map(LintedFile.PreparedRule.init)
        let fileContext = LintContext(config: config, index: ProjectIndex())
        let includeGenerated = options.includeGenerated
        let files = Parallel.map(count: swiftPaths.count) { position in
            defer { progress?.advance() }
            return LintedFile(path: swiftPaths[position], bytes: reading(position), rules: rules, context: fileContext, includeGenerated: includeGenerated)
        }
        let generated = Set(files.filter(\.isGenerated).map(\.path))
            .union(yaml.filter { GeneratedHeader.isGenerated($0.bytes) }.map(\.path))
        let linted = { (path: String) in options.includeGenerated || !generated.contains(path) }
        // Visited in place: copying every file's results into a second array was a serial cost.
        let sources = files.lazy.filter { $0.checked != nil && linted($0.path) }
        let yamlFiles = Parallel.map(yaml) { YAMLFile(path: $0.path, bytes: $0.bytes) }
        let index = ProjectIndex.merged(files.map(\.index))
        let context = LintContext(config: config, index: index)
        let corpus = LintCorpus(bindings: files.flatMap(\.bindings), yaml: yamlFiles)

        var findingsByFile: [String: [(RuleDescription, RuleFinding)]] = [:]
        for file in sources {
            for (rule, finding) in file.findings(index: index) {
                findingsByFile[finding.location.file, default: []].append((rule, finding))
            }
        }
        // The project rules are independent of each other; each runs on a core of its own.
        let projectRules = ProjectRules.all.filter { settings.isEnabled(type(of: $0).description) }
        let projectFindings = Parallel.map(projectRules) { rule in rule.check(corpus, context: context) }
        for (rule, findings) in zip(projectRules, projectFindings) {
            for finding in findings where linted(finding.location.file) {
                findingsByFile[finding.location.file, default: []].append((type(of: rule).description, finding))
            }
        }

        // A file without suppression comments needs settling only if it has findings.
        var comments: [String: [SuppressionSet.Comment]] = [:]
        for file in sources {
            if let found = file.checked?.comments, !found.isEmpty { comments[file.path] = found } else { comments[file.path] = nil }
        }
        for file in yamlFiles where linted(file.path) { comments[file.path] = file.comments }
        // Suppressions apply within one file, so files are settled in parallel.
        let settled = findingsByFile
        let paths = Set(settled.keys).union(comments.keys).sorted()
        var diagnostics = Parallel.map(paths) { [comments] path in
            var diagnostics: [Diagnostic] = []
            var suppressions = SuppressionSet(comments: comments[path] ?? [])
            for (rule, finding) in settled[path] ?? [] where !suppressions.suppresses(rule, line: finding.location.line) {
                diagnostics.append(settings.diagnostic(for: rule, finding))
            }
            for finding in suppressions.problems(knownNames: RuleCatalogue.knownNames, isOff: settings.isOff) {
                let rule = finding.message.contains("needs a reason") ? SuppressionRules.justification : SuppressionRules.unused
                if settings.isEnabled(rule) { diagnostics.append(settings.diagnostic(for: rule, finding)) }
            }
            return diagnostics
        }.flatMap { $0 }
        let unreadYAML = YAMLReadProblems.of(yamlFiles.filter { linted($0.path) })
        diagnostics += unreadYAML.errors
        let partlyRead = Array(sources.compactMap { file in file.checked.flatMap { SyntaxDiagnostics.partlyRead($0.diagnostics) } })
            + unreadYAML.notes
        return Result(
            diagnostics: diagnostics.sortedForOutput(), swiftFilesLinted: sources.reduce(0) { count, _ in count + 1 }, yamlFilesRead: yamlFiles.count,
            generated: options.includeGenerated ? [] : files.filter(\.isGenerated).map(\.path), partlyRead: partlyRead)
    }
}

extension SwiftSourceFile {
    /// Comment tokens, for suppressions.
    var comments: [SuppressionSet.Comment] {
        tokens.compactMap { token in
            switch token.kind {
            case .lineComment, .blockComment, .docComment: .init(text: token.text, location: token.location)
            default: nil
            }
        }
    }
}

/// The `rules:` settings of `vmgen.yml`, resolved against the catalogue.
public struct RuleSettings: Sendable {
    var settings: [String: ProjectConfig.RuleSetting]

    public init(config: ProjectConfig) {
        settings = config.ruleSettings
    }

    func setting(for rule: RuleDescription) -> ProjectConfig.RuleSetting? {
        rule.allNames.lazy.compactMap { settings[$0] }.first
    }

    public func isEnabled(_ rule: RuleDescription) -> Bool {
        setting(for: rule) != .off
    }

    /// Whether the rule with this id, name or alias is turned off.
    func isOff(_ name: String) -> Bool {
        RuleCatalogue.rule(named: name).map { !isEnabled($0) } ?? false
    }

    public func severity(of rule: RuleDescription) -> Severity {
        switch setting(for: rule) {
        case .error?: .error
        case .warning?: .warning
        default: rule.severity
        }
    }

    public func diagnostic(for rule: RuleDescription, _ finding: RuleFinding) -> Diagnostic {
        Diagnostic(severity(of: rule), finding.message, at: finding.location, code: rule.id, notes: finding.notes)
    }
}
