/// OPS-05: server-backed operations never take an `output:` parameter — the server owns storage.
struct ServerOutputSpecRule: SpecRule {
    static let description = RuleDescription(
        id: "OPS-05", name: "server-op-no-output", severity: .error,
        summary: "a server-backed operation dispatches a request and takes no output storage",
        rationale: """
            FOSMVVM's guidance: "Server-backed ops. The server owns storage (database, via Vapor request context). \
            Ops dispatch a ServerRequest and never take an output: parameter." Local storage written \
            by a server-hosted screen's operation would disagree with the server's next projection.
            """,
        triggering: [
            .spec("viewModel: Info\nhosting: server\noperations:\n  disconnect:\n    parameters: { id: String }\n    output: ↓UserSettings\n"),
            .spec("viewModel: Info\nhosting: server\noperations:\n  refresh:\n    output: ↓{ type: Cache }\n"),
            .swift("""
                @ViewModel
                public struct InfoViewModel: RequestableViewModel {
                    public typealias Request = InfoRequest
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                public protocol InfoViewModelOperations: ViewModelOperations {
                    func disconnect(deviceId: String, ↓output storage: DeviceList) async throws
                }
                """),
            .swift("""
                public protocol DocksViewModelOperations: ViewModelOperations {
                    func refresh(↓output cache: DockCache)
                }
                """, path: "Sources/ViewModels/Docks/DocksViewModelOperations.swift")
                .with(.swift("@ViewModel\npublic struct DocksViewModel: RequestableViewModel {\n    public typealias Request = DocksRequest\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Docks/DocksViewModel.swift")),
        ],
        nonTriggering: [
            .spec("viewModel: Info\nhosting: server\noperations:\n  disconnect:\n    parameters: { id: String }\n"),
            .spec("viewModel: Prefs\nhosting: client\noperations:\n  set:\n    parameters: { on: Bool }\n    output: UserSettings\n"),
            .swift("""
                @ViewModel(options: [.clientHostedFactory])
                public struct PrefsViewModel { public var vmId: ViewModelId = .init(type: Self.self) }
                public protocol PrefsViewModelOperations: ViewModelOperations {
                    func setTheme(_ theme: String, output storage: UserSettings)
                }
                """),
            // The ViewModel is not among the linted files: its hosting is not known, and an
            // output parameter in last place is right for a client-hosted one.
            .swift("""
                public protocol SettingsViewModelOperations: ViewModelOperations {
                    func setTheme(_ theme: String, output storage: UserSettings)
                }
                """),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        context.set.viewModels.filter { $0.hosting == .server }.flatMap { viewModel in
            viewModel.operations.compactMap { operation in
                operation.output.map {
                    RuleFinding("the server-backed operation '\(operation.name)' takes output storage '\($0.type)': the server owns storage; dispatch a request instead", at: $0.location)
                }
            }
        }
    }
}
