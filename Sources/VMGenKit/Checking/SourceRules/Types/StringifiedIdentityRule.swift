/// TYPE-07: a ViewModel keeps a typed data identity; it does not turn a UUID into a String.
struct StringifiedIdentityRule: SourceRule {
    /// Conformances that make a type (or extension) a factory building ViewModels.
    static let factoryProtocols: Set<String> = [
        "VaporResponseBodyFactory", "ResponseBodyFactory", "ComposableFactory", "ViewModelFactory", "ClientHostedViewModelFactory",
    ]

    static let description = RuleDescription(
        id: "TYPE-07", name: "typed-identity", severity: .error,
        summary: "a ViewModel or factory passes a data id as its type (ModelIdType/UUID), never as its .uuidString",
        rationale: """
            FOSMVVM's review checklist (stringly-typed-identity, blocker): "A String (or raw UUID) \
            used as an identity … has no encapsulation wall: anyone can mint, parse, or route on \
            it. Identities must be minted from types … and kept opaque." FOSMVVM's guidance: "Data identity \
            is id: ModelIdType (typed)", and ViewModelId takes a UUID as it is. vmgen reports the \
            decidable case — a UUID's .uuidString given to an id or assigned to one in a ViewModel \
            or factory; whether a String id stands for a typed one elsewhere depends on the data's \
            type, which lint cannot see.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    public let id: String\n    public let vmId: ViewModelId\n    public init(card: CardRecord) {\n        self.id = card.id.↓uuidString\n        self.vmId = .init(id: card.id.↓uuidString)\n    }\n}\n"),
            .swift("extension BoardViewModel: VaporResponseBodyFactory {\n    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self where R.ResponseBody == Self {\n        .init(cards: try context.records(Self.cards).map { CardViewModel(cardId: try $0.requireID().↓uuidString, title: $0.title) })\n    }\n}\n", path: "Sources/WebServer/ViewModelFactories/Board/BoardViewModel+Factory.swift"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    public let id: ModelIdType\n    public let vmId: ViewModelId\n    public init(id: ModelIdType) {\n        self.id = id\n        self.vmId = .init(id: id)\n    }\n}\n"),
            .swift("@ViewModel\npublic struct ExportViewModel {\n    public let fileName: String\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(exportId: UUID) {\n        self.fileName = \"export-\\(exportId.uuidString).csv\"\n    }\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard file.mentions("uuidString") else { return [] }
        var owners = file.viewModelStructs
        owners += file.viewModelStructs.flatMap { file.extensions(of: $0.name) }
        owners += file.allDeclarations.filter { declaration in
            (declaration.kind == .extension || declaration.isNominalTypeDeclaration)
                && declaration.inheritance.contains { Self.factoryProtocols.contains(SwiftTypeText.unqualified($0)) }
        }
        var findings: [RuleFinding] = []
        var seen: Set<Int> = []
        for owner in owners {
            for function in owner.members where function.hasBody && (function.kind == .`init` || function.kind == .func || function.kind == .var) {
                let code = file.codeTokens(in: function.bodyTokens)
                for (index, token) in code.enumerated() where token.text == "uuidString" && index > 0 && code[index - 1].text == "." {
                    guard seen.insert(token.offset).inserted, let target = Self.identityTarget(code, before: index) else { continue }
                    findings.append(RuleFinding("'\(target)' gets a UUID as a String: keep the id typed (ModelIdType / UUID; ViewModelId(id:) takes a UUID) so it cannot be minted or parsed from text", at: token.location))
                }
            }
        }
        return findings
    }

    /// The id-like label or property the expression ending at `index` is given to, if it is the
    /// whole argument or the whole right-hand side (not a piece of a longer string).
    static func identityTarget(_ code: [SwiftToken], before index: Int) -> String? {
        var position = index - 1
        var depth = 0
        while position >= 0 {
            let text = code[position].text
            if text == ")" || text == "]" || text == "}" { depth += 1 }
            if text == "(" || text == "[" || text == "{" {
                if depth == 0 { return nil }
                depth -= 1
            }
            if depth == 0 {
                if code[position].kind == .string || code[position].kind == .interpolationStart || text == "," { return nil }
                if text == ":" || text == "=", position > 0 {
                    let name = code[position - 1].text
                    return isIdLike(name) ? name : nil
                }
            }
            position -= 1
        }
        return nil
    }

    static func isIdLike(_ name: String) -> Bool {
        name == "id" || name == "vmId" || name.hasSuffix("Id") || name.hasSuffix("ID")
    }
}
