/// OPS-04 on specs: a client-hosted operation writes `@Observable` storage through its last
/// parameter, `output storage:`.
struct ClientOutputSpecRule: SpecRule {
    static let description = RuleDescription(
        id: "OPS-04", name: "client-op-output-last", aliases: ["ops-output-param-last"], severity: .warning,
        summary: "a client-hosted operation takes the storage it writes as its last parameter, labelled output",
        rationale: """
            FOSMVVM's guidance: "Client-hosted ops mutate one or more @Observable storage objects the View holds in \
            @Environment. Each mutating method takes scalar inputs first and the write target last, \
            labeled output." The View hands the storage in at the call site; the reference never \
            passes through the ViewModel, which holds scalars only. `in storage:` is wrong. In Swift, \
            where the ViewModel is not among the linted files (its hosting unknown), an output \
            parameter that is not last is still reported: that is wrong whatever the hosting.
            """,
        triggering: [
            .spec("viewModel: Prefs\nhosting: client\noperations:\n  ↓setTheme:\n    parameters: { theme: String }\n"),
            .swift("""
                public protocol PrefsViewModelOperations: ViewModelOperations {
                    func setTheme(_ theme: String, ↓in storage: UserSettings)
                }
                @ViewModel(options: [.clientHostedFactory])
                public struct PrefsViewModel { public var vmId: ViewModelId = .init(type: Self.self) }
                """),
            .swift("""
                @ViewModel(options: [.clientHostedFactory])
                public struct PrefsViewModel { public var vmId: ViewModelId = .init(type: Self.self) }
                public protocol PrefsViewModelOperations: ViewModelOperations {
                    func reset(output storage: UserSettings, ↓animated: Bool)
                }
                """),
            // The implementation of an operations protocol the project does not declare (another
            // module's): vmgen checks what it can see.
            .swift("""
                @ViewModel(options: [.clientHostedFactory])
                public struct PrefsViewModel { public var vmId: ViewModelId = .init(type: Self.self) }
                public struct PrefsOps: PrefsViewModelOperations {
                    public func setTheme(_ theme: String, ↓in storage: UserSettings) {}
                }
                """),
            // Whatever the hosting (the ViewModel is not among the linted files), output not last is wrong.
            .swift("""
                public protocol SettingsViewModelOperations: ViewModelOperations {
                    func setTheme(↓output storage: UserSettings, _ theme: String)
                }
                """),
        ],
        nonTriggering: [
            // The protocol is the project's: its requirement is checked, not each implementation again.
            .swift("""
                @ViewModel(options: [.clientHostedFactory])
                public struct PrefsViewModel { public var vmId: ViewModelId = .init(type: Self.self) }
                public protocol PrefsViewModelOperations: ViewModelOperations {
                    func setTheme(_ theme: String, output storage: UserSettings)
                }
                public struct PrefsOps: PrefsViewModelOperations {
                    public func setTheme(_ theme: String, output storage: UserSettings) {}
                    private func log(_ line: String, to sink: TextSink) {}
                }
                """),
            .spec("viewModel: Prefs\nhosting: client\noperations:\n  setTheme:\n    parameters: { theme: String }\n    output: UserSettings\n"),
            .swift("""
                @ViewModel(options: [.clientHostedFactory])
                public struct PrefsViewModel { public var vmId: ViewModelId = .init(type: Self.self) }
                public protocol PrefsViewModelOperations: ViewModelOperations {
                    func setTheme(_ theme: String, output storage: UserSettings)
                }
                """),
            .swift("""
                @ViewModel
                public struct InfoViewModel: RequestableViewModel { public var vmId: ViewModelId = .init(type: Self.self) }
                public protocol InfoViewModelOperations: ViewModelOperations {
                    func disconnect(deviceId: String) async throws
                }
                """),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        context.set.viewModels.filter { $0.hosting == .client }.flatMap { viewModel in
            viewModel.operations.filter { $0.output == nil }.map { operation in
                RuleFinding(
                    "the client-hosted operation '\(operation.name)' writes no storage: give it 'output:', the @Observable type it writes (becomes the last parameter 'output storage:')",
                    at: operation.location)
            }
        }
    }
}
