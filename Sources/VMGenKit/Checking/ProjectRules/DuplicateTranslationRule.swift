/// LOC-03: a key is defined once per locale; FOSMVVM merges files in no fixed order.
struct DuplicateTranslationRule: ProjectRule {
    static let description = RuleDescription(
        id: "LOC-03", name: "duplicate-translation-key", severity: .warning,
        summary: "a localization key is defined in one file only",
        rationale: """
            FOSMVVM loads every .yml file of the resource folder and merges them per locale; a key \
            defined in two files silently takes one of the values, in no fixed order, so the text \
            on screen can change between launches.
            """,
        triggering: [
            .yaml("en:\n  CardViewModel:\n    title: \"Card\"\n").with(.yaml("en:\n  CardViewModel:\n    ↓title: \"Other card\"\n", path: "Sources/Resources/ViewModels/Old/CardViewModel.yml")),
            .yaml("es:\n  Theme:\n    dark: \"Oscuro\"\n", path: "Sources/Resources/Theme.yml").with(.yaml("es:\n  Theme:\n    light: \"Claro\"\n    ↓dark: \"Noche\"\n", path: "Sources/Resources/More.yml")),
        ],
        nonTriggering: [
            .yaml("en:\n  CardViewModel:\n    title: \"Card\"\n").with(.yaml("es:\n  CardViewModel:\n    title: \"Tarjeta\"\n", path: "Sources/Resources/es.yml")),
            .yaml("en:\n  CardViewModel:\n    title: \"Card\"\n  RowViewModel:\n    title: \"Row\"\n"),
        ])

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        var first: [String: SourceLocation] = [:]
        var findings: [RuleFinding] = []
        for entry in corpus.localization.entries {
            let id = entry.locale + "\u{0}" + entry.key
            if let earlier = first[id] {
                if earlier.file != entry.location.file {
                    findings.append(RuleFinding("'\(entry.key)' (\(entry.locale)) is also defined in \(earlier.file):\(earlier.line); FOSMVVM keeps one of them at random", at: entry.location))
                }
            } else {
                first[id] = entry.location
            }
        }
        return findings
    }
}
