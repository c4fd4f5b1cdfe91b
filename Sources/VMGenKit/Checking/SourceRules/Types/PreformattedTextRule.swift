/// TYPE-02 on Swift: a ViewModel stores a date or a count as a `Localizable*`, not a String.
struct PreformattedTextRule: SourceRule {
    static let description = PreformattedTextSpecRule.description

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.viewModelStructs.flatMap { viewModel in
            file.storedProperties(of: viewModel).compactMap { property in
                guard let type = property.typeAnnotation, type == "String" || type == "String?",
                    let kind = PreformattedTextSpecRule.kind(of: property.name)
                else { return nil }
                return RuleFinding(PreformattedTextSpecRule.message(property.name, kind: kind, spec: false), at: property.nameLocation)
            }
        }
    }
}
