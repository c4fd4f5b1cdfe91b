/// LOC-05: a key read as a list is a YAML sequence; a key read as one text is a scalar.
struct TranslationShapeRule: ProjectRule {
    static let description = RuleDescription(
        id: "LOC-05", name: "translation-shape", severity: .error,
        summary: "@LocalizedStrings and indexed keys are YAML sequences; every other key is a single value",
        rationale: """
            FOSMVVM's YAML store keeps a sequence as an array and a scalar as a string, and each \
            wrapper looks up one shape: @LocalizedStrings and @LocalizedString(…, index: n) read an \
            array, @LocalizedString and @LocalizedSubs read a string (YamlLocalizationStore; \
            LocalizableRef's arrayValue vs value). With the other shape the lookup finds nothing and \
            the text is missing at runtime although the key is there.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    @LocalizedStrings public var tags\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n").with(.yaml("en:\n  CardViewModel:\n    ↓tags: \"Fresh, Popular\"\nes:\n  CardViewModel:\n    tags:\n      - \"Nuevo\"\n")),
            .swift("@ViewModel\npublic struct CardViewModel {\n    @LocalizedString public var title\n    @LocalizedString(propertyName: \"steps\", index: 0) public var firstStep\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n").with(.yaml("en:\n  CardViewModel:\n    ↓title:\n      - \"Card\"\n    ↓steps: \"Open the hatch\"\n")),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    @LocalizedStrings public var tags\n    @LocalizedString public var title\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n").with(.yaml("en:\n  CardViewModel:\n    title: \"Card\"\n    tags:\n      - \"Fresh\"\n      - \"Popular\"\nes:\n  CardViewModel:\n    title: \"Tarjeta\"\n    tags: [\"Nuevo\", \"Popular\"]\n")),
            .swift("@ViewModel\npublic struct CardViewModel {\n    @LocalizedString(propertyName: \"steps\", index: 1) public var secondStep\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n").with(.yaml("en:\n  CardViewModel:\n    steps:\n      - \"Open the hatch\"\n      - \"Step in\"\n  OtherViewModel:\n    steps: \"Not bound here\"\n")),
        ])

    static let findsInSwiftFiles = false  // at the YAML entry

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        // The shape each bound key is read with; a key read both ways is left alone (a clash
        // between two Swift declarations, not a YAML mistake).
        var readAsList: [String: Bool] = [:]
        var mixed: Set<String> = []
        for binding in corpus.bindings {
            if let earlier = readAsList[binding.key], earlier != binding.isList { mixed.insert(binding.key) }
            readAsList[binding.key] = binding.isList
        }
        return corpus.localization.entries.compactMap { entry in
            guard let isList = readAsList[entry.key], !mixed.contains(entry.key), isList != entry.isList else { return nil }
            return isList
                ? RuleFinding("'\(entry.key)' (\(entry.locale)) is read as a list (@LocalizedStrings or an index) but is a single value here; write it as a YAML sequence (- …)", at: entry.location)
                : RuleFinding("'\(entry.key)' (\(entry.locale)) is read as a single text but is a list here; write one value, or read it with @LocalizedStrings", at: entry.location)
        }
    }
}
