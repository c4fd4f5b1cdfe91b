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
        swiftPaths: [String], reading: @escaping @Sendable (Int) -> [UInt8], yaml: [(path: String, bytes: [UInt8])],
        config: ProjectConfig, options: Options = Options(), progress: ProgressCounter? = nil
    ) -> Result {
        let yamlBytes = yaml.map(\.bytes)
        let inputs = LintRun.Inputs(
            swiftPaths: swiftPaths, swift: { .bytes(reading($0), nil) }, rereadSwift: reading, yamlPaths: yaml.map(\.path),
            yaml: { .bytes(yamlBytes[$0], nil) }, rereadYAML: { yamlBytes[$0] }, config: config, options: options, progress: progress)
        // Without facts from a cache nothing is decoded, so nothing can fail to.
        guard let output = lint(inputs) else { preconditionFailure("a lint of bytes alone decodes nothing") }
        return output.result
    }

    /// A lint whose files may come as facts an earlier lint left (`LintRun`); the result is
    /// the one a lint of every file's bytes gives. Nil when facts from the cache do not decode
    /// (then lint the bytes).
    public static func lint(_ inputs: LintRun.Inputs) -> LintRun.Output? {
        // Every file informs the index and the localization checks; generated files (their spec
        // was checked) are only linted themselves when asked.
        // Each file is read, checked and reduced to its facts on all cores; results are
        // gathered in file order, so the report never depends on timing. Rules that need the
        // index of every file leave their decision until the index is complete.
        let settings = RuleSettings(config: inputs.config)
        let rules = LintedFile.PreparedRule.enabled(settings)
        let projectRules = ProjectRules.all.filter { settings.isEnabled(type(of: $0).description) }
        let yaml = LintRun.yamlFacts(inputs)
        let yamlFacts = yaml.map(\.facts)
        let earlierProject = (inputs.earlier?.projectFindings.value ?? nil)?.digest
        let facts = LintRun.swiftFacts(inputs, rules: rules) { facts in
            LintRun.projectDigest(swift: facts, yaml: yamlFacts) != earlierProject
        }
        guard let swift = facts else { return nil }
        let projectDigest = LintRun.projectDigest(swift: swift.facts, yaml: yamlFacts)
        let project = LintRun.projectFindings(
            inputs, rules: projectRules, digest: projectDigest, swift: swift.facts, yaml: yaml, index: swift.index ?? ProjectIndex())
        guard let project,
            let result = report(inputs, settings: settings, rules: rules, projectRules: projectRules, swift: swift.facts, yaml: yamlFacts, project: project.findings)
        else { return nil }
        var output = LintRun.Output(result: result, swift: swift.facts, yaml: yamlFacts, runs: swift.runs, fullIndex: swift.fullIndex)
        // `--stdin` findings were worked out with the buffer: the next lint of the files on disk
        // keeps the earlier lint's.
        if inputs.reportingOnly == nil {
            output.projectFindings = .value(LintRun.ProjectFindings(digest: projectDigest, findings: project.findings))
        } else {
            output.projectFindings = inputs.earlier?.projectFindings ?? .value(nil)
            output.runs = inputs.earlier?.runs ?? .value([])
            output.fullIndex = inputs.earlier?.fullIndex ?? .value(nil)
        }
        output.read = swift.read
        output.reread = swift.reread
        output.indexReplaced = swift.indexReplaced
        output.indexMerged = swift.indexMerged
        output.indexEncodedMeanwhile = swift.indexEncodedMeanwhile
        output.ranProjectRules = project.ran
        output.index = swift.index
        output.held = swift.held
        output.held.values.append(yaml)
        if let corpus = project.corpus { output.held.values.append(corpus) }
        return output
    }

    /// Settles each reported file's findings against its suppressions. Nil when facts from
    /// the cache do not decode.
    private static func report(
        _ inputs: LintRun.Inputs, settings: RuleSettings, rules: [LintedFile.PreparedRule], projectRules: [any ProjectRule],
        swift: [FileLintFacts], yaml: [YAMLLintFacts], project: [[RuleFinding]]
    ) -> Result? {
        let generated = Set(swift.filter(\.isGenerated).map(\.path)).union(yaml.filter(\.isGenerated).map(\.path))
        let reporting = { (path: String) in inputs.reportingOnly.map { $0 == path } ?? true }
        let linted = { (path: String) in (inputs.options.includeGenerated || !generated.contains(path)) && reporting(path) }
        var checked: [(path: String, facts: FileLintFacts.Checked)] = []
        for file in swift where file.isChecked && linted(file.path) {
            guard let facts = file.checked(), facts.results.allSatisfy({ $0.rule < rules.count }) else { return nil }
            checked.append((file.path, facts))
        }
        var findingsByFile: [String: [(RuleDescription, RuleFinding)]] = [:]
        for (_, facts) in checked {
            for (rule, findings) in facts.results {
                for finding in findings { findingsByFile[finding.location.file, default: []].append((rules[rule].description, finding)) }
            }
        }
        for (rule, findings) in zip(projectRules, project) {
            for finding in findings where linted(finding.location.file) {
                findingsByFile[finding.location.file, default: []].append((type(of: rule).description, finding))
            }
        }
        // A file without suppression comments needs settling only if it has findings.
        var comments: [String: [SuppressionSet.Comment]] = [:]
        for (path, facts) in checked where !facts.comments.isEmpty { comments[path] = facts.comments }
        var unreadYAML: (errors: [Diagnostic], notes: [Diagnostic]) = ([], [])
        for file in yaml where linted(file.path) {
            guard let details = file.details() else { return nil }
            comments[file.path] = details.comments
            unreadYAML.errors += details.errors
            unreadYAML.notes += details.notes
        }
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
        diagnostics += unreadYAML.errors
        let partlyRead = checked.compactMap(\.facts.partlyRead) + unreadYAML.notes
        return Result(
            diagnostics: diagnostics.sortedForOutput(), swiftFilesLinted: checked.count, yamlFilesRead: yaml.count,
            generated: inputs.options.includeGenerated ? [] : swift.filter { $0.isGenerated && reporting($0.path) }.map(\.path), partlyRead: partlyRead)
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
