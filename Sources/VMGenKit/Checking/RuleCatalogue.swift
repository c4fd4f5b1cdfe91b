/// The whole catalogue: every rule vmgen checks, on specs and on Swift sources.
public enum RuleCatalogue {
    /// Each rule once, ordered by id.
    public static let all: [RuleDescription] = {
        var byID: [String: RuleDescription] = [:]
        let descriptions = SpecRules.all.map { type(of: $0).description }
            + SourceRules.all.map { type(of: $0).description }
            + ProjectRules.all.map { type(of: $0).description }
            + StructuralRules.all + [SuppressionRules.justification, SuppressionRules.unused]
        for description in descriptions where byID[description.id] == nil {
            byID[description.id] = description
        }
        return byID.values.sorted { $0.id < $1.id }
    }()

    /// Every id, name and alias, for suppressions and settings.
    public static let knownNames: Set<String> = Set(all.flatMap(\.allNames))

    /// The rule with this id, name or alias (case-insensitive on ids).
    public static func rule(named name: String) -> RuleDescription? {
        all.first { $0.allNames.contains(name) || $0.id.lowercased() == name.lowercased() }
    }
}

/// Rules the spec model itself enforces (a spec that breaks them cannot be generated), listed
/// here so they are documented, explained and tested like every other rule.
public enum StructuralRules {
    public static let domainType = RuleDescription(
        id: "DOM-02", name: "domain-free-viewmodel", severity: .error,
        summary: "no domain or wire types in a ViewModel: its module must not depend on them",
        rationale: """
            FOSMVVM's guidance, a hard rule: "The ViewModel module never imports the domain/wire module. A domain \
            type as a ViewModel field is a category error." The factory projects domain values onto \
            plain types and ViewModel-owned display enums. In specs, a type from a module listed in \
            vmgen.yml's domainModules is rejected by name; in Swift, lint reports the import (DOM-01).
            """,
        triggering: [
            .spec("viewModel: Node\nhosting: server\nproperties:\n  platform: ↓HarborData.Platform\n"),
            .spec("viewModel: Node\nhosting: server\nproperties:\n  berths: [↓HarborData.Berth]\n"),
        ],
        nonTriggering: [
            .spec("viewModel: Node\nhosting: server\nproperties:\n  platform: Platform\nenums:\n  Platform:\n    linux: { en: \"Linux\", es: \"Linux\" }\n"),
            .spec("viewModel: Node\nhosting: server\nproperties:\n  host: String\n"),
        ])

    public static let childOperations = RuleDescription(
        id: "OPS-10", name: "child-without-operations", severity: .error,
        summary: "child ViewModels don't own operations",
        rationale: """
            FOSMVVM's guidance: "Child ViewModels don't own Operations — if a child's rendering has actions, those \
            dispatch through the top-level VM's Operations, or the child is promoted to a top-level \
            ViewModel with its own Operations file."
            """,
        triggering: [
            .spec("viewModel: Board\nhosting: server\nchildren:\n  Card:\n    ↓operations:\n      open: {}\n"),
            .spec("viewModel: Board\nhosting: client\nchildren:\n  Row:\n    ↓operations: {}\n"),
        ],
        nonTriggering: [
            .spec("viewModel: Board\nhosting: server\noperations:\n  open:\n    parameters: { cardId: String }\nchildren:\n  Card: {}\n"),
            .spec("viewModel: Card\nhosting: server\noperations:\n  open: {}\n"),
        ])

    public static let all = [domainType, childOperations, nestedChildOneParent, nestedChildPlainData]
}

/// Rules about suppression comments themselves.
public enum SuppressionRules {
    public static let justification = RuleDescription(
        id: "SUP-01", name: "suppression-without-justification", aliases: ["suppression-without-justification"], severity: .warning,
        summary: "a suppression comment says why",
        rationale: """
            FOSMVVM's review checklist: a disable comment without a reason hides a finding from the \
            next reader with no way to judge it. Write `// vmgen:disable:next RULE — why`.
            """,
        triggering: [
            .swift("public struct A {\n    ↓// vmgen:disable:next VMID-02\n    let x = 1\n}\n"),
            .spec("viewModel: A\nhosting: server\n↓# vmgen:disable:next TYPE-01\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct AViewModel {\n    // vmgen:disable:next VMID-02 — decoded from a fixed fixture\n    public let vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init() }\n}\n"),
            .spec("viewModel: A\nhosting: server\n# just a comment about vmgen\n"),
        ])

    public static let unused = RuleDescription(
        id: "SUP-02", name: "unused-suppression", severity: .warning,
        summary: "a suppression comment suppresses something",
        rationale: """
            A suppression that no longer matches a finding (the code was fixed, or the rule id is \
            misspelt) silently keeps hiding whatever comes next; remove it. Only what vmgen can \
            tell is reported: a `vmgen:` comment whose rules are on. A rule turned off in vmgen.yml \
            may be turned back on; a `fosmvvm-review:` comment serves FOSMVVM's review skill, whose \
            checks reach further than vmgen's rules (its no-silent-failure covers every `try?`, \
            OPS-08 only operations files), so vmgen honours it and checks its reason but never \
            calls it unused; and a check of the review that vmgen does not run is not an unknown \
            rule (only a likely misspelling is reported).
            """,
        triggering: [
            .swift("public struct A {\n    ↓// vmgen:disable:next VMID-02 — legacy\n    let x = 1\n}\n"),
            .spec("viewModel: A\nhosting: server\n↓# vmgen:disable:next TYPE-01 — legacy\nproperties:\n  host: String\n"),
            .swift("struct Token {\n    ↓// fosmvvm-review:disable:next no-silent-failur — typo\n    let raw: String\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct AViewModel {\n    // vmgen:disable:next VMID-02 — decoded from a fixed fixture\n    public let vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init() }\n}\n"),
            .swift("struct TitleView: View {\n    var body: some View {\n        // fosmvvm-review:disable:next no-silent-failure -- \"<Missing>\" is the failure handler\n        Text((try? title()) ?? \"<Missing>\")\n    }\n}\n", path: "Sources/App/TitleView.swift"),
            .swift("struct Token {\n    // fosmvvm-review:disable:next stringly-typed-identity — the wire format\n    let raw: String\n}\n"),
            .spec("viewModel: About\nhosting: client\ntext:\n  # vmgen:disable:next TYPE-01 — the marketing name of the release, translated\n  appVersion: { en: \"Autumn\" }\n"),
        ])
}
