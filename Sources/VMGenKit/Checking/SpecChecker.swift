/// Runs the spec rules over the typed model before anything is generated, with `rules:`
/// settings and `# vmgen:disable…` comments applied. `generate` refuses to write when an
/// error-level rule fails.
public enum SpecChecker {
    public static func check(_ set: ViewModelSet, config: ProjectConfig, specs: [SpecFile] = []) -> [Diagnostic] {
        let context = SpecRuleContext(set: set, config: config)
        let settings = RuleSettings(config: config)
        var findings: [String: [(RuleDescription, RuleFinding)]] = [:]
        for rule in SpecRules.all where settings.isEnabled(type(of: rule).description) {
            for finding in rule.check(context) {
                findings[finding.location.file, default: []].append((type(of: rule).description, finding))
            }
        }
        var diagnostics: [Diagnostic] = []
        let specsByPath = Dictionary(specs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for path in Set(findings.keys).union(specsByPath.keys).sorted() {
            let comments = specsByPath[path].map { YAMLComments.comments(in: $0.bytes, file: path) } ?? []
            var suppressions = SuppressionSet(comments: comments)
            for (rule, finding) in findings[path] ?? [] where !suppressions.suppresses(rule, line: finding.location.line) {
                diagnostics.append(settings.diagnostic(for: rule, finding))
            }
            for finding in suppressions.problems(knownNames: RuleCatalogue.knownNames, isOff: settings.isOff) {
                let rule = finding.message.contains("needs a reason") ? SuppressionRules.justification : SuppressionRules.unused
                if settings.isEnabled(rule) { diagnostics.append(settings.diagnostic(for: rule, finding)) }
            }
        }
        return diagnostics + ResponseErrorLocales.check(set, locales: config.locales, fallbackLocale: config.fallbackLocale)
    }
}

/// What a spec rule sees: every ViewModel of the project and the configuration.
public struct SpecRuleContext: Sendable {
    public var set: ViewModelSet
    public var config: ProjectConfig

    /// ViewModels used as the element of another ViewModel's list property, with where.
    public var listElements: [String: SourceLocation] {
        var result: [String: SourceLocation] = [:]
        for viewModel in set.viewModels {
            for property in viewModel.properties {
                var type = property.type
                if case .optional(let wrapped) = type { type = wrapped }
                if case .array(let element) = type, case .viewModel(let name) = element.base {
                    result[name] = result[name] ?? property.location
                }
            }
        }
        return result
    }
}

/// A rule over specs: checked by `vmgen check` and before every `generate`.
public protocol SpecRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ context: SpecRuleContext) -> [RuleFinding]
}
