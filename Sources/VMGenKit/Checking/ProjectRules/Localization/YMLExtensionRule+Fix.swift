/// LOC-02's fix: the `.yaml` localization file is renamed to `.yml`, its bytes unchanged
/// (`LintFixer` renames; the CLI never replaces a `.yml` that exists).
extension YMLExtensionRule {
    static let fix = RuleFix(
        summary: "renames the .yaml localization file to .yml",
        leaves: "a file whose .yml name is taken already (merge the two by hand)",
        examples: [
            FixExample(
                .yaml("↓en:\n  CardViewModel:\n    title: \"Card\"\n", path: "Sources/Resources/ViewModels/CardViewModel.yaml"),
                "en:\n  CardViewModel:\n    title: \"Card\"\n", renamedTo: "Sources/Resources/ViewModels/CardViewModel.yml"),
        ])
}
