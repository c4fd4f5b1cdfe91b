/// DECL-10 on Swift: no generic `ErrorViewModel` / `ToastViewModel`.
struct GenericErrorViewModelSourceRule: SourceRule {
    static let description = GenericErrorViewModelRule.description

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.viewModelTypes.compactMap { viewModel in
            guard viewModel.name.hasSuffix("ViewModel") else { return nil }
            let name = String(viewModel.name.dropLast("ViewModel".count))
            guard GenericErrorViewModelRule.genericNames.contains(name) else { return nil }
            return RuleFinding(
                "\(viewModel.name) is a generic error ViewModel; make one per error scenario, e.g. \(name == "Toast" ? "IdeaMove" : "SignIn")ErrorViewModel wrapping that request's ResponseError",
                at: viewModel.nameLocation)
        }
    }
}
