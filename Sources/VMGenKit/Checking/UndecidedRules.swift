/// Checks of FOSMVVM's catalogue (the reference checklist and the review skill's checks) that
/// vmgen does not run as rules of their own, each with why: the part that cannot be decided
/// from Swift, YAML or paths, or the rule that decides the part that can. `docs/rules.md`
/// lists them, so a reader never has to guess whether a check was forgotten.
public struct UndecidedRule: Sendable, Hashable {
    /// The reference's id (`LOC-06`) or the review check's name (`published-representation`).
    public var id: String
    /// What FOSMVVM asks, in one line.
    public var summary: String
    /// Why vmgen does not decide it, and what it decides instead.
    public var reason: String

    public init(id: String, summary: String, reason: String) {
        self.id = id
        self.summary = summary
        self.reason = reason
    }
}

public enum UndecidedRules {
    public static let all: [UndecidedRule] = [
        UndecidedRule(
            id: "LOC-06", summary: "localization values are authored truth: no stub vocabulary, no design sample data, unknown values marked UNRATIFIED",
            reason: """
                Its decidable part, stub vocabulary in a YAML value, is STUB-06 (FOSMVVM's stub-leakage), \
                which checks specs and localization files. Whether a value is sample data copied from a \
                design, or still awaits its owner, only the owner knows; FOSMVVM defines no UNRATIFIED \
                marker syntax to look for.
                """),
    ]
}
