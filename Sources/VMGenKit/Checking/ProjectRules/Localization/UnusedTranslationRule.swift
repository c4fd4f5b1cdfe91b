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

    static let findsInSwiftFiles = false  // at the YAML key
    static let isCostly = true

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        let bindings = corpus.bindings
        let knownTypes = Set(bindings.map(\.typeName))
        let keys = Set(bindings.map(\.key))
        return corpus.localization.entries.compactMap { entry in
            let typeName = Self.typeName(of: entry.key)
            guard knownTypes.contains(typeName), !keys.contains(entry.key) else { return nil }
            let hint = Suggestion.didYouMean(entry.key, in: keys.filter { $0.hasPrefix(typeName + ".") }.sorted())
            return RuleFinding("no property of \(typeName) uses '\(entry.key)' (\(entry.locale))\(hint)", at: entry.location)
        }
    }

    /// The key up to its first `.` (found in the bytes of an ASCII key, nearly all of them).
    static func typeName(of key: String) -> String {
        key.firstIndex(ofASCII: ".").map { String(key[..<$0]) } ?? key
    }
}
