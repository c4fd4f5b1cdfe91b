/// TYPE-05: a value that changes is a stored `LocalizableString`, not an assigned `@LocalizedString`.
struct DynamicLocalizedStringRule: SourceRule {
    /// Wrappers whose text comes from their own YAML key whatever was assigned.
    static let boundWrappers: Set<String> = ["LocalizedString", "LocalizedSubs", "LocalizedStrings", "LocalizedCompoundString"]

    static let description = RuleDescription(
        id: "TYPE-05", name: "dynamic-text-stored", severity: .warning,
        summary: "text that depends on data (an enum's label) is a stored LocalizableString, never assigned to a @LocalizedString",
        rationale: """
            FOSMVVM's guidance: "For dynamic enum values (status, state, category), use a stored \
            LocalizableString — NOT @LocalizedString. @LocalizedString always looks up the same key \
            (the property name)." The localizing encoder replaces a @LocalizedString's value with \
            its own key's text, so a value assigned to it in init is silently dropped; store \
            `public let stateDisplay: LocalizableString` = `state.localizableString` instead.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct SessionCardViewModel {\n    @LocalizedString public var stateDisplay\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(state: SessionState) {\n        self.↓stateDisplay = state.localizableString\n    }\n}\n"),
            .swift("@ViewModel\npublic struct BadgeViewModel {\n    @LocalizedString public var label\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(isNew: Bool) {\n        if isNew { ↓label = .constant(\"New\") }\n    }\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct SessionCardViewModel {\n    @LocalizedString public var stateTitle\n    public let stateDisplay: LocalizableString\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(state: SessionState) {\n        self.stateDisplay = state.localizableString\n    }\n}\n"),
            .swift("@ViewModel\npublic struct BadgeViewModel {\n    @LocalizedString public var label\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(isNew: Bool) {\n        var label = LocalizableString.empty\n        if isNew { label = .constant(\"New\") }\n        _ = label == self.label\n    }\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for viewModel in file.viewModelStructs {
            let wrapped = Set(viewModel.members.filter { member in
                member.kind == .var && member.attributes.contains { Self.boundWrappers.contains($0.name) }
            }.map(\.name))
            guard !wrapped.isEmpty else { continue }
            let members = viewModel.members + file.extensions(of: viewModel.name).flatMap(\.members)
            for function in members where function.kind == .`init` || function.kind == .func {
                let code = file.codeTokens(in: function.bodyTokens)
                var locals: Set<String> = []
                for (index, token) in code.enumerated() where token.kind == .identifier && wrapped.contains(token.text) {
                    let previous = index > 0 ? code[index - 1].text : ""
                    if previous == "var" || previous == "let" { locals.insert(token.text) }
                    guard index + 1 < code.count, code[index + 1].text == "=" else { continue }
                    let isSelf = previous == "." && index > 1 && code[index - 2].text == "self"
                    guard isSelf || (previous != "." && previous != "var" && previous != "let" && !locals.contains(token.text)) else { continue }
                    findings.append(RuleFinding("@LocalizedString '\(token.text)' always shows its own key's text (\(viewModel.name).\(token.text)); the value assigned here is dropped when the ViewModel is encoded — store a 'LocalizableString' property for text that depends on data", at: token.location))
                }
            }
        }
        return findings
    }
}
