/// DECL-06: a localized property is one the macro can see: the wrapper spelled with its alias
/// name, one variable per declaration, not inside `#if`.
struct LocalizedWrapperSpellingRule: SourceRule {
    /// The wrapper names `@ViewModel`, `@FieldValidationModel` and `@LocalizableError` list in
    /// `propertyNames()` (FOSMacros' `knownLocalizedPropertyNames`).
    static let aliases: Set<String> = [
        "LocalizedString", "LocalizedInt", "LocalizedDouble", "LocalizedDate", "LocalizedCompoundString", "LocalizedSubs", "LocalizedStrings",
    ]

    /// The macros that write `propertyNames()` from the struct body.
    static let macros: Set<String> = ["ViewModel", "FieldValidationModel", "LocalizableError"]

    static let description = RuleDescription(
        id: "DECL-06", name: "localized-wrapper-spelling", severity: .error,
        summary: "a localized property is written @LocalizedString (or another alias) var name, one per declaration, outside #if",
        rationale: """
            The macro lists a property in propertyNames() only when its wrapper is spelled exactly \
            LocalizedString, LocalizedInt, LocalizedDouble, LocalizedDate, LocalizedCompoundString, \
            LocalizedSubs or LocalizedStrings, and it reads only the first variable of a declaration \
            and only the declarations directly in the struct body (not those inside #if). Any other \
            property is missing from propertyNames(), and encoding the ViewModel throws "Unable to \
            resolve the property name".
            """,
        triggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    ↓@FOSMVVM.LocalizedString public var title\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    #if DEBUG\n    ↓@LocalizedString public var debugBanner\n    #endif\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@FieldValidationModel\npublic struct UserFieldsMessages {\n    @LocalizedString public var emailRequired, ↓nameRequired\n    public init() {}\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    @LocalizedString public var title\n    @LocalizedStrings public var pieces\n    @LocalizedInt(value: 42) public var count\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("public struct Plain {\n    @FOSMVVM.LocalizedString public var title\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for type in file.allDeclarations where type.kind == .struct && type.attributes.contains(where: { Self.macros.contains($0.name) }) {
            var previous: SwiftDeclaration?
            for member in type.members where member.kind == .var {
                defer { previous = member }
                guard let wrapper = member.attributes.first(where: Self.isLocalizedWrapper) else { continue }
                if !Self.aliases.contains(wrapper.name) {
                    let alias = Self.alias(for: wrapper.name)
                    findings.append(RuleFinding("@\(wrapper.name) is not seen by the macro, so '\(member.name)' is missing from propertyNames() and encoding throws; write @\(alias)", at: wrapper.location))
                } else if member.conditions.count > type.conditions.count {
                    findings.append(RuleFinding("the macro does not look inside #if, so '\(member.name)' is missing from propertyNames() and encoding throws; declare it outside the #if", at: wrapper.location))
                } else if let previous, previous.location == member.location {
                    findings.append(RuleFinding("'\(member.name)' shares a declaration with '\(previous.name)': a property wrapper applies to one variable, and the macro reads only the first; declare it on its own", at: member.nameLocation))
                }
            }
        }
        return findings
    }

    /// A wrapper that is one of FOSMVVM's localized property wrappers, however spelled.
    static func isLocalizedWrapper(_ attribute: SwiftAttribute) -> Bool {
        let last = attribute.name.lastPart(separatedBy: ".")
        return aliases.contains(last) || last.hasPrefix("_LocalizedProperty") || last.hasPrefix("_LocalizedArrayProperty")
    }

    /// The alias to write instead of `name`.
    static func alias(for name: String) -> String {
        let last = name.lastPart(separatedBy: ".")
        if aliases.contains(last) { return last }
        if last.hasPrefix("_LocalizedArrayProperty") { return "LocalizedStrings" }
        for (value, alias) in [("LocalizableInt", "LocalizedInt"), ("LocalizableDouble", "LocalizedDouble"), ("LocalizableDate", "LocalizedDate"), ("LocalizableSubstitutions", "LocalizedSubs"), ("LocalizableCompoundValue", "LocalizedCompoundString")]
        where last.contains(value) {
            return alias
        }
        return "LocalizedString"
    }
}
