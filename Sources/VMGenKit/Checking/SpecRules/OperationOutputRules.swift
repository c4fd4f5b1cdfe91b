/// OPS-04 on specs: a client-hosted operation writes `@Observable` storage through its last
/// parameter, `output storage:`.
struct ClientOutputSpecRule: SpecRule {
    static let description = RuleDescription(
        id: "OPS-04", name: "client-op-output-last", aliases: ["ops-output-param-last"], severity: .warning,
        summary: "a client-hosted operation takes the storage it writes as its last parameter, labelled output",
        rationale: """
            Seed: "Client-hosted ops mutate one or more @Observable storage objects the View holds in \
            @Environment. Each mutating method takes scalar inputs first and the write target last, \
            labeled output." The View hands the storage in at the call site; the reference never \
            passes through the ViewModel, which holds scalars only. `in storage:` is wrong.
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
        ],
        nonTriggering: [
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

/// OPS-05: server-backed operations never take an `output:` parameter — the server owns storage.
struct ServerOutputSpecRule: SpecRule {
    static let description = RuleDescription(
        id: "OPS-05", name: "server-op-no-output", severity: .error,
        summary: "a server-backed operation dispatches a request and takes no output storage",
        rationale: """
            Seed: "Server-backed ops. The server owns storage (database, via Vapor request context). \
            Ops dispatch a ServerRequest and never take an output: parameter." Local storage written \
            by a server-hosted screen's operation would disagree with the server's next projection.
            """,
        triggering: [
            .spec("viewModel: Info\nhosting: server\noperations:\n  disconnect:\n    parameters: { id: String }\n    output: ↓UserSettings\n"),
            .spec("viewModel: Info\nhosting: server\noperations:\n  refresh:\n    output: ↓{ type: Cache }\n"),
        ],
        nonTriggering: [
            .spec("viewModel: Info\nhosting: server\noperations:\n  disconnect:\n    parameters: { id: String }\n"),
            .spec("viewModel: Prefs\nhosting: client\noperations:\n  set:\n    parameters: { on: Bool }\n    output: UserSettings\n"),
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

/// OPS-06 on specs: client-hosted operations are synchronous.
struct AsyncClientOperationSpecRule: SpecRule {
    static let description = RuleDescription(
        id: "OPS-06", name: "async-only-when-awaiting", aliases: ["ops-not-async-unless-needed"], severity: .warning,
        summary: "an operation is async only when its body awaits real I/O",
        rationale: """
            Seed: "async only when the body awaits. Do not mark ops async speculatively. An async \
            call site becomes Task { try await op(...) }; for a body that just mutates state, that \
            introduces arbitrary Task completion ordering — rapid user taps can land out of order and \
            the last write isn't always the last tap." Client-hosted operations write local storage \
            and are synchronous; a live operation marked async must await.
            """,
        triggering: [
            .spec("viewModel: Prefs\nhosting: client\noperations:\n  ↓setTheme:\n    parameters: { theme: String }\n    output: UserSettings\n    async: true\n"),
            .swift("""
                public struct InfoOps: InfoViewModelOperations {
                    public func ↓refresh() async throws {
                        counter += 1
                    }
                }
                """, path: "Sources/ViewModels/Info/InfoViewModelOperations.swift"),
        ],
        nonTriggering: [
            .spec("viewModel: Prefs\nhosting: client\noperations:\n  setTheme:\n    parameters: { theme: String }\n    output: UserSettings\n"),
            .swift("""
                public struct InfoOps: InfoViewModelOperations {
                    public func refresh(mvvmEnv: MVVMEnvironment) async throws {
                        _ = try await InfoRequest().processRequest(mvvmEnv: mvvmEnv)
                    }
                }
                """, path: "Sources/ViewModels/Info/InfoViewModelOperations.swift"),
            .swift("""
                public final class InfoStubOps: InfoViewModelOperations, @unchecked Sendable {
                    public func refresh() async throws { refreshCalled = true }
                }
                """, path: "Sources/ViewModels/Info/InfoViewModelOperations.swift"),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        context.set.viewModels.filter { $0.hosting == .client }.flatMap { viewModel in
            viewModel.operations.filter(\.isAsync).map { operation in
                RuleFinding("the client-hosted operation '\(operation.name)' is async, but it only writes local storage: remove 'async: true'", at: operation.location)
            }
        }
    }
}
