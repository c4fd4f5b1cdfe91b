/// DOM-06: a server-hosted ViewModel's localization YAML is not in the shared ViewModels module.
struct ServerYAMLPlacementRule: ProjectRule {
    static let description = RuleDescription(
        id: "DOM-06", name: "server-yaml-outside-shared-module", severity: .warning,
        summary: "a server-hosted ViewModel's YAML is in the server's resources, not inside the shared ViewModels module",
        rationale: """
            FOSMVVM's app-setup skill: localization .yml files of server-hosted ViewModels "are \
            server-only resources in a sibling Sources/Resources/ tree … The *.yml therefore must \
            NOT live in the shared contract module — the client links that module and would ship \
            the strings." The server localizes when it encodes; only client-hosted ViewModels \
            bundle their text with the client.
            """,
        triggering: [
            .yaml("en:\n  ↓DashboardViewModel:\n    pageTitle: \"Dashboard\"\n", path: "Sources/ViewModels/Resources/Localizations/DashboardViewModel.yml")
                .with(.swift("@ViewModel\npublic struct DashboardViewModel: RequestableViewModel {\n    public typealias Request = DashboardRequest\n    @LocalizedString public var pageTitle\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Dashboard/DashboardViewModel.swift")),
            .yaml("en:\n  SettingsViewModel:\n    title: \"Settings\"\n  ↓CardViewModel:\n    openLabel: \"Open\"\n", path: "Sources/ViewModels/Dashboard/Localization.yml")
                .with(.swift("@ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    @LocalizedString public var title\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n@ViewModel\npublic struct CardViewModel {\n    @LocalizedString public var openLabel\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Dashboard/Models.swift")),
        ],
        nonTriggering: [
            .yaml("en:\n  DashboardViewModel:\n    pageTitle: \"Dashboard\"\n", path: "Sources/Resources/ViewModels/DashboardViewModel.yml")
                .with(.swift("@ViewModel\npublic struct DashboardViewModel: RequestableViewModel {\n    public typealias Request = DashboardRequest\n    @LocalizedString public var pageTitle\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Dashboard/DashboardViewModel.swift")),
            .yaml("en:\n  SettingsViewModel:\n    title: \"Settings\"\n", path: "Sources/ViewModels/Resources/Localizations/SettingsViewModel.yml")
                .with(.swift("@ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    @LocalizedString public var title\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Settings/SettingsViewModel.swift")),
        ])

    static let findsInSwiftFiles = false  // at the YAML key of the ViewModel

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for file in corpus.yaml where context.isInViewModelsTarget(file.path) && LocalizationIndex.isLocalizationFile(file) {
            var reported: Set<String> = []
            for locale in file.root?.mapping ?? [] {
                for type in locale.value.mapping ?? [] {
                    let name = type.key.text
                    guard let facts = context.index.viewModels[name], !facts.isClientHosted, reported.insert(name).inserted else { continue }
                    findings.append(RuleFinding("\(name) is server-hosted: the server localizes it, so its text belongs in the server's resources (\(context.config.resources.server)), not in the ViewModels module every client links", at: type.keyLocation))
                }
            }
        }
        return findings
    }
}
