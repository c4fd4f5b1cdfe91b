/// DECL-02's fix: `@FOSMVVM.ViewModel` on a struct becomes `@ViewModel`, which the macro
/// expands.
extension ViewModelAttributeSpellingRule: CorrectableSourceRule {
    static let fix = RuleFix(
        summary: "drops the module name: '@FOSMVVM.ViewModel' on a struct becomes '@ViewModel'",
        leaves: "@ViewModel on a class or enum (make it a struct, or drop the macro: no single right answer), and another module's ViewModel attribute",
        examples: [
            FixExample(
                .swift("↓@FOSMVVM.ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
                "@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            FixExample(
                .swift("↓@FOSMVVM.ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
                "@ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            FixExample(
                .swift("↓@ViewModel\npublic final class CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
                "↓@ViewModel\npublic final class CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ])

    func corrections(_ file: SwiftSourceFile, context: FixContext) -> [RuleCorrection] {
        file.allDeclarations.filter { $0.kind == .struct && !$0.expandsViewModelMacro }.flatMap { declaration in
            declaration.attributes.filter { $0.name == "FOSMVVM.ViewModel" }.compactMap { attribute -> RuleCorrection? in
                guard let position = file.codePosition(atOffset: attribute.location.offset) else { return nil }
                let token = file.codeToken(position)
                guard token.kind == .attribute, token.text == "@FOSMVVM.ViewModel" else { return nil }
                return RuleCorrection(location: attribute.location, edits: [TextEdit(token.offset..<token.endOffset, "@ViewModel")])
            }
        }
    }
}
