/// Checks of FOSMVVM's catalogue (the reference checklist and the review skill's checks) that
/// vmgen does not run as rules of their own, each with why: the part that cannot be decided
/// from Swift, YAML or paths, or the rule that decides the part that can. `docs/rules.md` and
/// `vmgen explain` list them, so a reader knows the gap is deliberate, not an oversight.
public struct UndecidedRule: Sendable, Hashable {
    /// The reference's id (`LOC-06`) or the review check's name.
    public var id: String
    public var name: String
    /// What FOSMVVM asks, in one line.
    public var summary: String
    /// Why vmgen does not decide it, and what it decides instead or a reviewer looks at.
    public var reason: String

    public init(id: String, name: String, summary: String, reason: String) {
        self.id = id
        self.name = name
        self.summary = summary
        self.reason = reason
    }
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
            id: "LOC-06", name: "authored-truth",
            summary: "localization values are authored truth: no stub vocabulary, no design sample data, unknown values marked UNRATIFIED",
            reason: """
                Its decidable part, stub vocabulary in a YAML value, is STUB-06 (FOSMVVM's stub-leakage), \
                which checks specs and localization files. Whether a value is sample data copied from a \
                design, or still awaits its owner, only the owner knows; FOSMVVM defines no UNRATIFIED \
                marker syntax to look for.
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
