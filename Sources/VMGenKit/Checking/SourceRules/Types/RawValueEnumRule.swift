/// TYPE-04: a ViewModel-module enum models its vocabulary without a raw type.
struct RawValueEnumRule: SourceRule {
    static let rawTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Character", "Substring",
    ]

    static let description = RuleDescription(
        id: "TYPE-04", name: "raw-less-enum", severity: .warning,
        summary: "an enum of the ViewModels module (or inside a ViewModel) has no String or Int raw type",
        rationale: """
            FOSMVVM's guidance: "ViewModel enums carry no String/Int raw backing when avoidable. Codable \
            synthesizes for a raw-value-less enum (it encodes by case name), and the localization \
            key is the case name via String(describing:) — so a raw type buys nothing. A raw \
            backing actively invites mayhem: init?(rawValue:) from arbitrary input, a .rawValue \
            that tempts stringly-typed comparisons, and it silently couples the wire format to the \
            case spelling." CodingKeys are exempt.
            """,
        triggering: [
            .swift("public enum BerthLiveness: ↓String, CaseIterable, Codable, Sendable {\n    case live, idle\n}\n", path: "Sources/ViewModels/Docks/BerthLiveness.swift"),
            .swift("@ViewModel\npublic struct SessionViewModel {\n    public enum State: ↓Int, Codable, Sendable { case pending, running }\n    public let state: State\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/App/Session/SessionViewModel.swift"),
        ],
        nonTriggering: [
            .swift("public enum BerthLiveness: CaseIterable, Codable, Sendable {\n    case live, idle\n    enum CodingKeys: String, CodingKey { case live }\n}\n", path: "Sources/ViewModels/Docks/BerthLiveness.swift"),
            .swift("enum Endpoint: String {\n    case feed = \"/api/feed\"\n}\n", path: "Sources/App/Network/Endpoint.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var enums: [SwiftDeclaration] = []
        if context.isInViewModelsTarget(file.path) {
            enums = file.allDeclarations.filter { $0.kind == .enum }
        } else {
            for viewModel in file.viewModelStructs {
                enums += SwiftDeclaration.flatten(viewModel.members).filter { $0.kind == .enum }
            }
        }
        return enums.compactMap { declaration in
            guard let raw = declaration.inheritance.first, Self.rawTypes.contains(raw),
                declaration.name != "CodingKeys", !declaration.inheritance.contains("CodingKey"),
                let token = file.headerToken(raw, of: declaration)
            else { return nil }
            return RuleFinding("a ViewModel enum needs no raw type: Codable encodes the case name and the localization key is String(describing:); drop ': \(raw)' (and any rawValue use)", at: token.location)
        }
    }
}
