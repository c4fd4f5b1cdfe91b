/// VMID-07 on Swift: `.init(id: title)` / `ViewModelId(id: title)` builds a ViewModel's identity
/// from a display label.
struct LabelIdentitySourceRule: SourceRule {
    static let description = LabelIdentityRule.description

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for viewModel in file.viewModelTypes {
            for expression in file.vmIdExpressions(of: viewModel) {
                let texts = expression.map(\.text)
                let argument: Int
                if texts.starts(with: [".", "init", "(", "id", ":"]) {
                    argument = 5
                } else if texts.starts(with: ["ViewModelId", "(", "id", ":"]) {
                    argument = 4
                } else {
                    continue
                }
                // A lone name (`title`, `self.title`) read as the id: a label, when it is named so.
                var name = argument
                if name + 2 < expression.count, texts[name] == "self", texts[name + 1] == "." { name += 2 }
                guard name + 1 < expression.count, expression[name].kind == .identifier, texts[name + 1] == ")",
                    LabelIdentityRule.isDisplayLabel(texts[name]), Self.isString(texts[name], in: viewModel)
                else { continue }
                findings.append(RuleFinding(
                    "\(viewModel.name)'s vmId is built from '\(texts[name])', a display label: two items may show the same text, and an edit changes the identity; use the item's id",
                    at: expression[name].location))
            }
        }
        return findings
    }

    /// Whether `name` is a `String` property or init parameter of `viewModel` (a `LocalizableString`
    /// cannot be an id at all).
    private static func isString(_ name: String, in viewModel: SwiftDeclaration) -> Bool {
        let types = viewModel.members.filter { $0.name == name }.compactMap(\.typeAnnotation)
            + viewModel.members.filter { $0.kind == .`init` }.flatMap(\.parameters).filter { $0.name == name }.map(\.type)
        return types.contains { $0 == "String" || $0 == "String?" }
    }
}
