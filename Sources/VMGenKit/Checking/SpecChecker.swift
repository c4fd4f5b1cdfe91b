/// Runs the spec rules over the typed model before anything is generated. `generate` refuses
/// to write when an error-level rule fails.
public enum SpecChecker {
    public static func check(_ set: ViewModelSet, config: ProjectConfig) -> [Diagnostic] {
        let context = SpecRuleContext(set: set, config: config)
        return SpecRules.all.flatMap { rule in
            rule.check(context).map { finding in
                Diagnostic(rule.defaultSeverity, finding.message, at: finding.location, code: rule.id, notes: finding.notes)
            }
        }
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
                if case .array(let element) = property.type.isOptional ? unwrap(property.type) : property.type,
                    case .viewModel(let name) = element.base
                {
                    result[name] = result[name] ?? property.location
                }
            }
        }
        return result
    }

    private func unwrap(_ type: TypeRef) -> TypeRef {
        if case .optional(let wrapped) = type { return wrapped }
        return type
    }
}

/// One problem a spec rule found.
public struct SpecFinding: Sendable, Hashable {
    public var message: String
    public var location: SourceLocation
    public var notes: [String] = []

    public init(_ message: String, at location: SourceLocation, notes: [String] = []) {
        self.message = message
        self.location = location
        self.notes = notes
    }
}

/// A rule over specs: stable id, default severity, a rationale from the seed.
public protocol SpecRule: Sendable {
    var id: String { get }
    var defaultSeverity: Severity { get }
    var summary: String { get }
    func check(_ context: SpecRuleContext) -> [SpecFinding]
}
