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
            id: "published-representation", name: "published-representation",
            summary: "a sealed type's encoded shape (JSON keys, token format) is never stated on a public surface (DocC, CHANGELOG, README)",
            reason: """
                Which types are meant to be opaque is a design decision the code does not carry, and \
                telling a documented contract from an incidental layout in prose needs a reader. \
                The name is accepted in fosmvvm-review suppressions.
                """),
        UndecidedRule(
            id: "representation-test", name: "representation-test",
            summary: "a test asserts what a type's contract guarantees (equality, round trips, old data decoding), not its exact encoded bytes",
            reason: """
                Whether an exact encoded string in a test pins an incidental layout or a format the \
                type documents as its contract depends on that documentation, not on the test's \
                code. The name is accepted in fosmvvm-review suppressions.
                """),
        UndecidedRule(
            id: "testhost-mirrors-vm-settings", name: "testhost-mirrors-vm-settings",
            summary: "a UI test host builds its @Observable environment state from the ViewModel stub's settings, as production binds it",
            reason: """
                Whether the environment and the ViewModel hold the same instance is data flow \
                through TestConfiguration at run time, across the test and the app; source shows \
                only the calls. The name is accepted in fosmvvm-review suppressions.
                """),
        UndecidedRule(
            id: "stored-display-scalars", name: "stored-display-scalars",
            summary: "a ViewModel stores no bare Date or Int that its view must format",
            reason: """
                A stored Date or Int is often data the ViewModel needs (a count it pages by, an \
                expiry it compares), which source cannot tell from a value a view will format. \
                TYPE-02 and TYPE-03 report the forms that are display data, and VIEW-01 a view \
                that formats a ViewModel's value.
                """),
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
