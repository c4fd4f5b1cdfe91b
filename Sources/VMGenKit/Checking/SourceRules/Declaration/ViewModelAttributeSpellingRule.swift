/// DECL-02: the macro is spelled exactly `@ViewModel`, on a struct.
struct ViewModelAttributeSpellingRule: SourceRule {
    static let description = RuleDescription(
        id: "DECL-02", name: "viewmodel-macro-spelling", severity: .error,
        summary: "write @ViewModel unqualified, and only on a struct",
        rationale: """
            @ViewModel is purely syntactic: it runs only when the attribute text is exactly \
            "ViewModel". @FOSMVVM.ViewModel expands to nothing, so the type silently lacks \
            propertyNames() and its conformances, and errors surface far away. On a class or enum \
            the macro fails ("@ViewModel can only be applied to structs").
            """,
        triggering: [
            .swift("↓@FOSMVVM.ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("↓@ViewModel\npublic final class CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for declaration in file.allDeclarations {
            for attribute in declaration.attributes {
                if attribute.name.hasSuffix(".ViewModel") {
                    findings.append(RuleFinding("'@\(attribute.name)' is ignored by the macro, which only expands '@ViewModel'; drop the module name", at: attribute.location))
                } else if attribute.name == "ViewModel", declaration.kind != .struct {
                    findings.append(RuleFinding("@ViewModel can only be applied to structs; \(declaration.name) is \(SwiftNames.article(declaration.kind.rawValue)) \(declaration.kind.rawValue)", at: attribute.location))
                }
            }
        }
        return findings
    }
}
