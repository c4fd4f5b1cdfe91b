/// LOC-01 on specs: every localized text has its text in every configured locale.
struct MissingLocaleTextRule: SpecRule {
    static let description = RuleDescription(
        id: "LOC-01", name: "missing-translation", aliases: ["translations-complete"], severity: .error,
        summary: "each localized text has a value for every locale in vmgen.yml",
        rationale: """
            FOSMVVM's expectTranslations encodes every ViewModel's stub in every locale and fails on a \
            missing or empty value, and a blank text would reach the user. So a missing value is an \
            error: `generate` writes nothing and `check` fails until the spec gives it. A project \
            that would rather ship one locale's text than none names it in vmgen.yml \
            (`fallbackLocale: en`): vmgen then writes that text, marked in a YAML comment as a \
            fallback, and reports only texts the fallback locale lacks too. Set to a warning \
            (`rules: { LOC-01: warning }`), vmgen writes "" marked UNRATIFIED, as it did before. In \
            Swift sources, the same rule checks each @LocalizedString key against the YAML files.
            """,
        triggering: [
            .spec("viewModel: A\nhosting: server\ntext:\n  ↓title: { en: \"Title\" }\n"),
            .spec("viewModel: A\nhosting: server\nenums:\n  State:\n    ↓open: { es: \"Abierto\" }\n"),
            .spec("viewModel: A\nhosting: server\nform:\n  name: BoatFields\n  fields:\n    ↓size: { type: Int, title: { en: \"Size\" } }\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    @LocalizedString public var ↓title\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n").with(.yaml("en:\n  CardViewModel:\n    title: \"Card\"\n")),
            .swift("@ViewModel\npublic struct CardViewModel {\n    @LocalizedString(propertyName: \"heading\") public var ↓title\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n").with(.yaml("en:\n  CardViewModel:\n    title: \"Card\"\nes:\n  CardViewModel:\n    title: \"Tarjeta\"\n")),
        ],
        nonTriggering: [
            .spec("viewModel: A\nhosting: server\ntext:\n  title: { en: \"Title\", es: \"Título\" }\n"),
            .spec("viewModel: A\nhosting: client\nenums:\n  State:\n    open: { en: \"Open\", es: \"Abierto\" }\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    @LocalizedString(parentKeys: \"header\", propertyName: \"title\") public var headerTitle\n    @LocalizedInt(value: 42) public var count\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n").with(.yaml("en:\n  CardViewModel:\n    header:\n      title: \"Card\"\nes:\n  CardViewModel:\n    header:\n      title: \"Tarjeta\"\n")),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        let locales = context.config.locales
        let fallback = context.config.fallbackLocale
        func require(_ present: [String], what: String, at location: SourceLocation) {
            // The fallback locale's text stands in for the others (the user chose it).
            if let fallback, present.contains(fallback) { return }
            let missing = locales.filter { !present.contains($0) }
            if !missing.isEmpty {
                let fix = fallback == nil ? ": give it in the spec (or name a fallbackLocale in vmgen.yml)" : ""
                findings.append(RuleFinding("\(what) has no text for \(missing.map { "'\($0)'" }.joined(separator: ", "))\(fix)", at: location))
            }
        }
        for viewModel in context.set.viewModels {
            for text in viewModel.texts {
                switch text.kind {
                case .string(let values), .substitutions(let values, _):
                    require(values.locales, what: "the text '\(text.name)' of \(viewModel.typeName)", at: text.location)
                case .compound(let pieces, let separator):
                    require(Array(pieces.keys), what: "the pieces of '\(text.name)'", at: text.location)
                    if let separator { require(separator.locales, what: "the separator of '\(text.name)'", at: text.location) }
                }
            }
            for displayEnum in viewModel.enums {
                for enumCase in displayEnum.cases {
                    require(enumCase.labels.locales, what: "the label of \(displayEnum.name).\(enumCase.name)", at: enumCase.location)
                }
            }
            // A form's fields: each title, placeholder and message goes in the Messages YAML.
            for field in viewModel.form?.fields ?? [] {
                // No title at all is the spec error that asks for one.
                if !field.title.entries.isEmpty {
                    require(field.title.locales, what: "the title of the field '\(field.name)'", at: field.location)
                }
                if let placeholder = field.placeholder {
                    require(placeholder.locales, what: "the placeholder of the field '\(field.name)'", at: field.location)
                }
                for message in field.messages {
                    require(message.text.locales, what: "the message '\(message.key)' of the field '\(field.name)'", at: message.location)
                }
            }
        }
        return findings
    }
}
