/// LOC-02: localization files end in `.yml`; FOSMVVM ignores `.yaml`.
struct YMLExtensionRule: ProjectRule {
    static let description = RuleDescription(
        id: "LOC-02", name: "yml-extension", severity: .error,
        summary: "localization files are named .yml (FOSMVVM does not load .yaml)",
        rationale: """
            FOSMVVM's YAML store loads only files whose extension is exactly "yml"; a .yaml file is \
            silently skipped and every key in it reads as missing at runtime.
            """,
        triggering: [
            .yaml("↓en:\n  CardViewModel:\n    title: \"Card\"\n", path: "Sources/Resources/ViewModels/CardViewModel.yaml"),
            .yaml("↓es:\n  Theme:\n    dark: \"Oscuro\"\n", path: "Sources/Resources/Theme.yaml"),
        ],
        nonTriggering: [
            .yaml("en:\n  CardViewModel:\n    title: \"Card\"\n", path: "Sources/Resources/ViewModels/CardViewModel.yml"),
            .yaml("name: ci\non: push\n", path: ".github/workflows/ci.yaml"),
        ])

    static let findsInSwiftFiles = false  // at the .yaml file

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        corpus.yaml.filter { $0.path.hasSuffix(".yaml") && LocalizationIndex.isLocalizationFile($0) }.map {
            RuleFinding("FOSMVVM only loads .yml files: rename \($0.path) to \($0.path.dropLast(5)).yml", at: $0.root?.mapping?.first?.keyLocation ?? SourceLocation(file: $0.path, line: 1, column: 1))
        }
    }
}
