/// TYPE-01 on Swift: a ViewModel's version or hostname is not a localized text.
struct VersionAsTextSourceRule: SourceRule {
    static let description = VersionAsTextRule.description

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.viewModelTypes.flatMap { viewModel in
            file.storedProperties(of: viewModel).filter { property in
                VersionAsTextRule.isValueName(property.name) && Self.isLocalizedText(property)
            }.map { property in
                let isVersion = property.name.lowercased().hasSuffix("version")
                return RuleFinding(
                    "'\(property.name)' looks like a \(isVersion ? "version" : "hostname"), which is the same in every locale: make it a \(isVersion ? "SystemVersion" : "String") property, not localized text",
                    at: property.nameLocation)
            }
        }
    }

    /// `@LocalizedString var appVersion`, `let host: LocalizableString`.
    static func isLocalizedText(_ property: SwiftDeclaration) -> Bool {
        if property.attributes.contains(where: { $0.name == "LocalizedString" || $0.name == "LocalizedSubs" }) { return true }
        guard var type = property.typeAnnotation else { return false }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type == "LocalizableString" || type == "FOSMVVM.LocalizableString"
    }
}
