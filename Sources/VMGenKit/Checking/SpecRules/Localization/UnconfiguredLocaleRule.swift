/// LOC-10: a spec's text is in the locales vmgen.yml lists, and no other — the mirror of LOC-01.
///
/// A rule, not a check of the spec model: the model of a screen does not depend on the project
/// (the same spec is valid in a project with other locales), while the locales are the
/// project's. As a rule it is documented and explained like LOC-01, reported with every other
/// finding of a spec, and a project adding a locale can lower it to a warning for a while. The
/// renderer writes only the configured locales either way, so such text is never shipped.
struct UnconfiguredLocaleRule: SpecRule {
    static let description = RuleDescription(
        id: "LOC-10", name: "unconfigured-locale", severity: .error,
        summary: "a spec's text is only in the locales vmgen.yml lists",
        rationale: """
            vmgen writes the localization YAML of the locales in vmgen.yml's locales, and FOSMVVM \
            looks a text up by the locale the app runs in. Text in another locale — a typo such as \
            'EN' or 'en_GB' for 'en-GB', or a language not enabled yet — would never be shown: \
            add the locale to vmgen.yml, or fix or remove the text.
            """,
        triggering: [
            .spec("viewModel: A\nhosting: server\ntext:\n  title: { en: \"Title\", es: \"Título\", fr: ↓\"Titre\" }\n"),
            .spec("viewModel: A\nhosting: client\nenums:\n  State:\n    open: { en: \"Open\", ES: ↓\"Abierto\" }\n"),
            .spec("viewModel: A\nhosting: client\nform:\n  name: BoatFields\n  fields:\n    size: { type: Int, title: { en: \"Size\", es: \"Tamaño\", fr: ↓\"Taille\" } }\n"),
        ],
        nonTriggering: [
            .spec("viewModel: A\nhosting: server\ntext:\n  title: { en: \"Title\", es: \"Título\" }\n"),
            .spec("viewModel: A\nhosting: server\ntext:\n  terms:\n    pieces: { en: [\"Terms\", \"Conditions\"], es: [\"Términos\", \"Condiciones\"] }\n    separator: { en: \" & \", es: \" y \" }\n"),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        let locales = context.config.locales
        var findings: [RuleFinding] = []
        func check(_ locale: String, at location: SourceLocation) {
            guard !locales.contains(locale) else { return }
            let hint = Suggestion.didYouMean(locale, in: locales)
            let advice = hint.isEmpty ? "; vmgen would not write it — add '\(locale)' to locales or remove the text" : hint
            findings.append(RuleFinding(
                "text in '\(locale)', which is not a locale of this project (locales: \(locales.joined(separator: ", ")) in vmgen.yml)\(advice)",
                at: location))
        }
        func check(_ values: LocalizedValues) {
            for entry in values.entries { check(entry.locale, at: entry.location) }
        }
        for viewModel in context.set.viewModels {
            for text in viewModel.texts {
                switch text.kind {
                case .string(let values), .substitutions(let values, _):
                    check(values)
                case .compound(let pieces, let separator):
                    // The pieces keep no location per locale: the text's name stands for them.
                    for locale in pieces.keys.sorted() { check(locale, at: text.location) }
                    if let separator { check(separator) }
                }
            }
            for displayEnum in viewModel.enums {
                for enumCase in displayEnum.cases { check(enumCase.labels) }
            }
            for field in viewModel.form?.fields ?? [] {
                check(field.title)
                if let placeholder = field.placeholder { check(placeholder) }
                for message in field.messages { check(message.text) }
            }
        }
        return findings
    }
}
