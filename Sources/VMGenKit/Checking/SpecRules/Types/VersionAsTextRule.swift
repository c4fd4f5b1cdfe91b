/// TYPE-01: a version or a hostname is typed data, not localized text.
struct VersionAsTextRule: SpecRule {
    static let description = RuleDescription(
        id: "TYPE-01", name: "version-not-text", severity: .warning,
        summary: "a version is a SystemVersion and a hostname a String, never localized text",
        rationale: """
            FOSMVVM's guidance: "A version or an identity/hostname is NOT localizable text — do not wrap it in \
            LocalizableString." They are the same in every locale, so localizing them adds a key that \
            can never legitimately differ, and (for a version) throws away the typed comparison \
            FOSMVVM relies on. Make it a SystemVersion or String property instead.
            """,
        triggering: [
            .spec("viewModel: About\nhosting: client\ntext:\n  ↓appVersion: { en: \"1.2.0\" }\n"),
            .spec("viewModel: Node\nhosting: server\ntext:\n  ↓hostname: { en: \"db.example\" }\n"),
            .spec("viewModel: About\nhosting: client\nproperties:\n  ↓serverVersion: LocalizableString\n"),
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct AboutViewModel {\n    @LocalizedString public var ↓appVersion\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct NodeViewModel: RequestableViewModel {\n    public typealias Request = NodeRequest\n    public let ↓hostname: LocalizableString\n    public let serverVersion: SystemVersion\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ],
        nonTriggering: [
            .spec("viewModel: About\nhosting: client\ntext:\n  versionLabel: { en: \"Version\" }\nproperties:\n  version: SystemVersion\n"),
            .spec("viewModel: Node\nhosting: server\ntext:\n  hostTitle: { en: \"Host\" }\nproperties:\n  host: String\n"),
            .swift("@ViewModel\npublic struct NodeViewModel {\n    @LocalizedString public var versionLabel\n    @LocalizedString public var hostTitle\n    public let version: SystemVersion\n    public let host: String\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ])

    /// Names that hold the value itself (a label for it, like `versionLabel`, is fine).
    static func isValueName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("version") || lower == "host" || lower.hasSuffix("hostname") || lower.hasSuffix("host")
    }

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        context.set.viewModels.flatMap { viewModel in
            let texts = viewModel.texts.filter { Self.isValueName($0.name) }.map { ($0.name, $0.location, "localized text") }
            // A LocalizableString property is text too (seed: "do not wrap it in LocalizableString").
            let properties = viewModel.properties.filter { $0.type.base == .plain(.localizableString) && Self.isValueName($0.name) }
                .map { ($0.name, $0.location, "a LocalizableString") }
            return (texts + properties).map { name, location, what in
                let isVersion = name.lowercased().hasSuffix("version")
                return RuleFinding(
                    "'\(name)' looks like a \(isVersion ? "version" : "hostname"), which is the same in every locale: make it a \(isVersion ? "SystemVersion" : "String") property, not \(what)",
                    at: location)
            }
        }
    }
}
