/// FAC-03: a factory's load requirements are stored `static let` handles, so each has one identity.
struct StableRequirementRule: SourceRule {
    /// `LoadRequirement`'s constructors.
    static let verbs: Set<String> = ["read", "write", "create", "delete"]

    static let description = RuleDescription(
        id: "FAC-03", name: "stable-requirement-handles", severity: .warning,
        summary: "dataRequirements and candidates list static let LoadRequirement handles; none is built in a computed property",
        rationale: """
            A LoadRequirement mints its identity when it is constructed, and context.records(handle) \
            finds a factory's records by that identity. A requirement built inside a computed \
            dataRequirements (or candidates, or any computed handle) is a new one on every read: \
            FOSMVVMVapor's boot check rejects it ("unstable requirement tokens"), and a lookup with \
            it never matches. Declare `static let items = LoadRequirement.read(…)` and list \
            `[items]` — "stored, never computed". Test targets are not \
            checked: a test that registers such a fixture fails at boot by itself, and tests build \
            computed ones on purpose (plan-shape fixtures, the boot check's own negative cases).
            """,
        triggering: [
            .swift("extension DashboardViewModel: ComposableFactory {\n    public static var dataRequirements: [any DataRequirement] {\n        [↓LoadRequirement.read(Item.self, in: .parentRoot)]\n    }\n}\n", path: "Sources/WebServer/ViewModelFactories/Dashboard/DashboardViewModel+Factory.swift"),
            .swift("extension IdeaUpdateRequest.RequestBody: DataModelWriter {\n    static var ↓candidates: LoadRequirement<Idea> {\n        .write(Idea.self, in: .parentRoot)\n    }\n}\n", path: "Sources/WebServer/Writers/IdeaUpdateRequest+Writer.swift"),
            .swift("extension BoardViewModel: ComposableFactory {\n    static var ↓cards: LoadRequirement<Card> { .read(Card.self, in: .parentRoot) }\n    static var dataRequirements: [any DataRequirement] { [cards, ↓.read(Lane.self, in: .parentRoot)] }\n}\n", path: "Sources/WebServer/ViewModelFactories/Board/BoardViewModel+Factory.swift"),
        ],
        nonTriggering: [
            .swift("extension DashboardViewModel: ComposableFactory {\n    static let items = LoadRequirement.read(Item.self, in: .parentRoot)\n    public static var dataRequirements: [any DataRequirement] { [items] }\n}\n", path: "Sources/WebServer/ViewModelFactories/Dashboard/DashboardViewModel+Factory.swift"),
            // A test target's fixture: FOSMVVM's own tests compute requirements on purpose.
            .swift("private struct BoardFixture: PlanFixture {\n    static var dataRequirements: [any DataRequirement] {\n        [LoadRequirement.read(Card.self, in: .parentRoot)]\n    }\n}\n", path: "Tests/ServerTests/PlanShapeTests.swift"),
            .swift("public protocol WriteTargetProviding: Sendable {\n    associatedtype Target: DataModel\n    static var candidates: LoadRequirement<Target> { get }\n}\nextension IdeaUpdateRequest.RequestBody: DataModelWriter {\n    static let candidates = LoadRequirement.write(Idea.self, in: .parentRoot)\n}\n", path: "Sources/WebServer/Writers/IdeaUpdateRequest+Writer.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard !file.isTestSource else { return [] }
        var findings: [RuleFinding] = []
        for declaration in file.allDeclarations where declaration.kind != .protocol && (declaration.kind == .extension || declaration.isNominalTypeDeclaration) {
            for member in declaration.members where member.kind == .var && member.isStatic && member.hasBody && member.initializer == nil {
                if member.name == "dataRequirements" {
                    let code = file.codeTokens(in: member.bodyTokens)
                    for (index, token) in code.enumerated() where Self.constructs(code, at: index) {
                        findings.append(RuleFinding("this requirement is built anew on every read of the computed dataRequirements, so it has no stable identity; declare it 'static let' and list the handle", at: token.location))
                    }
                } else if member.typeAnnotation?.hasPrefix("LoadRequirement") == true || member.name == "candidates" {
                    findings.append(RuleFinding("'\(member.name)' is computed, so each read mints a new requirement identity that records(_:) and the boot check cannot match; make it 'static let \(member.name) = LoadRequirement…'", at: member.nameLocation))
                }
            }
        }
        return findings
    }

    /// Whether the token at `index` starts a requirement's construction: `LoadRequirement…`, or
    /// `.read(` / `.write(` / `.create(` / `.delete(` not after an expression.
    static func constructs(_ code: [SwiftToken], at index: Int) -> Bool {
        let token = code[index]
        if token.kind == .identifier, token.text == "LoadRequirement" { return true }
        guard token.text == ".", index + 2 < code.count, verbs.contains(code[index + 2 - 1].text), code[index + 2].text == "(" else { return false }
        guard index > 0 else { return true }
        let previous = code[index - 1].text
        return previous == "[" || previous == "," || previous == "(" || previous == "{" || previous == "return"
    }
}
