/// Catalogue rules vmgen does not check, each with why it cannot be decided from Swift, YAML
/// or paths. They are documented (docs/rules.md, `vmgen explain`) so a reader knows the gap is
/// deliberate, not an oversight.
public struct UndecidedRule: Sendable, Hashable {
    public var id: String
    public var name: String
    /// What the rule wants, as the reference states it.
    public var summary: String
    /// Why lint cannot decide it, and what a reviewer looks at instead.
    public var reason: String
}

public enum UndecidedRules {
    public static let all: [UndecidedRule] = [
        UndecidedRule(
            id: "DECL-08", name: "one-screen-viewmodel",
            summary: "one top-level ViewModel per screen composing child ViewModels, never a mega-ViewModel",
            reason: """
                Whether a ViewModel fuses several independent sections is a design judgement: \
                nothing in the code says which properties belong to one section. A count of \
                properties or children would be an arbitrary threshold that flags large but \
                coherent screens and misses small fused ones. Review it; vmgen generates one \
                ViewModel per spec and a child per `children:` entry.
                """),
        UndecidedRule(
            id: "TYPE-06", name: "derived-values-stored",
            summary: "derived values needed after serialization are stored, not computed",
            reason: """
                A computed property is not encoded, which matters only to a reader of the JSON \
                that cannot run Swift (a Leaf template, a web client); a Swift client recomputes \
                it after decoding, and FOSMVVM's own operations property is computed on purpose. \
                Who reads a ViewModel's JSON is not in the code, so lint cannot tell a missing \
                stored value from a correct computed one.
                """),
    ]

    /// The undecided rule with this id or name (case-insensitive on ids).
    public static func rule(named name: String) -> UndecidedRule? {
        all.first { $0.name == name || $0.id.lowercased() == name.lowercased() }
    }
}
