/// LOC-01 on Swift: every localized property's key is translated in every configured locale.
struct TranslationPresentRule: ProjectRule {
    static let description = MissingLocaleTextRule.description

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        let index = LocalizationIndex(corpus.yaml)
        guard !index.entries.isEmpty else { return [] }  // no localization files in this run
        var present: [String: Set<String>] = [:]
        for entry in index.entries { present[entry.locale, default: []].insert(entry.key) }
        var findings: [RuleFinding] = []
        for file in corpus.swift {
            for binding in LocalizationKeys.bindings(in: file) {
                let missing = context.config.locales.filter { !(present[$0.lowercased()]?.contains(binding.key) ?? false) }
                if !missing.isEmpty {
                    findings.append(RuleFinding("'\(binding.key)' has no translation for \(missing.map { "'\($0)'" }.joined(separator: ", ")) in any localization file (.yml)", at: binding.location))
                }
            }
        }
        return findings
    }
}

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
        for entry in LocalizationIndex(corpus.yaml).entries {
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

/// LOC-09: keys of a known type that no property or case derives are dead text.
struct UnusedTranslationRule: ProjectRule {
    static let description = RuleDescription(
        id: "LOC-09", name: "unused-translation-key", severity: .warning,
        summary: "every key of a known type in the YAML is bound by a property or enum case",
        rationale: """
            A key that no @LocalizedString, @LocalizedStrings or @LocalizedSubs property (or enum \
            label) derives is never shown: usually a renamed property whose old key stayed behind, \
            while the new key is missing. Only types declared in the linted Swift are checked.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    @LocalizedString public var title\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n").with(.yaml("en:\n  CardViewModel:\n    title: \"Card\"\n    ↓subtitle: \"Old\"\n")),
            .swift("public enum Theme: CaseIterable, Codable, Hashable, Sendable {\n    case dark\n    public var localizableString: LocalizableString {\n        .localized(LocalizableRef(for: Self.self, propertyName: String(describing: self)))\n    }\n}\n").with(.yaml("en:\n  Theme:\n    dark: \"Dark\"\n    ↓sepia: \"Sepia\"\n")),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    @LocalizedString public var title\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n").with(.yaml("en:\n  CardViewModel:\n    title: \"Card\"\n  OtherModule:\n    anything: \"x\"\n")),
            .swift("@FieldValidationModel\npublic struct UserFieldsMessages {\n    @LocalizedString(\"email\", messageGroup: \"validationMessages\", messageKey: \"required\") public var emailRequired\n}\n").with(.yaml("en:\n  UserFieldsMessages:\n    email:\n      validationMessages:\n        required: \"Required\"\n")),
        ])

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        let bindings = corpus.swift.flatMap(LocalizationKeys.bindings(in:))
        let knownTypes = Set(bindings.map(\.typeName))
        let keys = Set(bindings.map(\.key))
        return LocalizationIndex(corpus.yaml).entries.compactMap { entry in
            let typeName = String(entry.key.prefix { $0 != "." })
            guard knownTypes.contains(typeName), !keys.contains(entry.key) else { return nil }
            let hint = Suggestion.didYouMean(entry.key, in: keys.filter { $0.hasPrefix(typeName + ".") }.sorted())
            return RuleFinding("no property of \(typeName) uses '\(entry.key)' (\(entry.locale))\(hint)", at: entry.location)
        }
    }
}

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

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        corpus.yaml.filter { $0.path.hasSuffix(".yaml") && LocalizationIndex.isLocalizationFile($0) }.map {
            RuleFinding("FOSMVVM only loads .yml files: rename \($0.path) to \($0.path.dropLast(5)).yml", at: $0.root?.mapping?.first?.keyLocation ?? SourceLocation(file: $0.path, line: 1, column: 1))
        }
    }
}

/// Every project rule, in catalogue order.
public enum ProjectRules {
    public static let all: [any ProjectRule] = [
        TranslationPresentRule(),
        DuplicateTranslationRule(),
        YMLExtensionRule(),
        UnusedTranslationRule(),
    ]
}
