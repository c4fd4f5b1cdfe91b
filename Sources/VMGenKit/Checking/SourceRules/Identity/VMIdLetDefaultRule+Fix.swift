/// VMID-02's fix: `let vmId = …` becomes `var vmId = …`, which is decoded.
extension VMIdLetDefaultRule: CorrectableSourceRule {
    static let fix = RuleFix(
        summary: "turns 'let vmId = …' into 'var vmId = …'",
        examples: [
            FixExample(
                .swift("@ViewModel\npublic struct AViewModel {\n    public ↓let vmId: ViewModelId = .init(type: Self.self)\n}\n"),
                "@ViewModel\npublic struct AViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            FixExample(
                .swift("@ViewModel\npublic struct BViewModel {\n    ↓let vmId = ViewModelId(type: Self.self)\n}\n"),
                "@ViewModel\npublic struct BViewModel {\n    var vmId = ViewModelId(type: Self.self)\n}\n"),
        ])

    func corrections(_ file: SwiftSourceFile, context: FixContext) -> [RuleCorrection] {
        file.viewModelStructs.flatMap { viewModel in
            viewModel.members.filter { $0.kind == .let && $0.name == "vmId" && $0.initializer != nil }.compactMap { member -> RuleCorrection? in
                guard let position = file.codePosition(atOffset: member.location.offset) else { return nil }
                let keyword = file.codeToken(position)
                guard keyword.kind == .keyword, keyword.text == "let" else { return nil }
                return RuleCorrection(location: member.location, edits: [TextEdit(keyword.offset..<keyword.endOffset, "var")])
            }
        }
    }
}
