/// VMID-03's fix on Swift: a random vmId assigned in an initializer that takes the
/// ViewModel's id becomes `.init(id: <that parameter>)`.
extension RandomVMIdRule: CorrectableSourceRule {
    /// Parameter types `ViewModelId.init(id:)` accepts (`String?`, `Int`, `UUID`).
    static let idTypes: Set<String> = ["String", "String?", "Int", "UUID", "Foundation.UUID", "ModelIdType"]

    static let fix = RuleFix(
        summary: "in an init that takes the id, a random vmId (.init(), ViewModelId(), .init(id: nil)) becomes .init(id: <the id parameter>)",
        leaves: "a random vmId as a property default, an init without an id parameter, and an id whose type ViewModelId cannot take (a list row without an id needs one first)",
        examples: [
            FixExample(
                .swift("@ViewModel\npublic struct RowViewModel {\n    public let id: String\n    public let vmId: ViewModelId\n    public init(id: String) {\n        self.id = id\n        self.vmId = ↓.init()\n    }\n}\n"),
                "@ViewModel\npublic struct RowViewModel {\n    public let id: String\n    public let vmId: ViewModelId\n    public init(id: String) {\n        self.id = id\n        self.vmId = .init(id: id)\n    }\n}\n"),
            FixExample(
                .swift("@ViewModel\npublic struct RowViewModel {\n    public let accountId: ModelIdType\n    public let vmId: ViewModelId\n    public init(accountId: ModelIdType) {\n        self.accountId = accountId\n        vmId = ↓ViewModelId(id: nil)\n    }\n}\n"),
                "@ViewModel\npublic struct RowViewModel {\n    public let accountId: ModelIdType\n    public let vmId: ViewModelId\n    public init(accountId: ModelIdType) {\n        self.accountId = accountId\n        vmId = ViewModelId(id: accountId)\n    }\n}\n"),
            FixExample(
                .swift("@ViewModel\npublic struct RowViewModel {\n    public let id: String\n    public var vmId: ViewModelId = ↓.init()\n    public init(id: String) { self.id = id }\n}\n"),
                "@ViewModel\npublic struct RowViewModel {\n    public let id: String\n    public var vmId: ViewModelId = ↓.init()\n    public init(id: String) { self.id = id }\n}\n"),
        ])

    func corrections(_ file: SwiftSourceFile, context: FixContext) -> [RuleCorrection] {
        var corrections: [RuleCorrection] = []
        for viewModel in file.viewModelStructs {
            for initializer in viewModel.members where initializer.kind == .`init` {
                guard let id = initializer.parameters.first(where: { Self.isIdLike($0.name) && Self.idTypes.contains($0.type) }),
                    id.name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                else { continue }
                let code = file.codeTokens(in: initializer.bodyTokens)
                for (index, token) in code.enumerated() where token.text == "vmId" && index + 1 < code.count && code[index + 1].text == "=" {
                    let rest = Array(code[(index + 2)...].prefix(8))
                    guard let form = Self.randomForms.first(where: { rest.map(\.text).starts(with: $0) }) else { continue }
                    let first = rest[0]
                    let last = rest[form.count - 1]
                    let replacement = first.is(".") ? ".init(id: \(id.name))" : "ViewModelId(id: \(id.name))"
                    corrections.append(RuleCorrection(location: first.location, edits: [TextEdit(first.offset..<last.endOffset, replacement)]))
                }
            }
        }
        return corrections
    }
}
