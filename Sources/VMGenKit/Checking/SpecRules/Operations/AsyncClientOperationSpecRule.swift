/// OPS-06 on specs: client-hosted operations are synchronous.
struct AsyncClientOperationSpecRule: SpecRule {
    static let description = RuleDescription(
        id: "OPS-06", name: "async-only-when-awaiting", aliases: ["ops-not-async-unless-needed"], severity: .warning,
        summary: "an operation is async only when its body awaits real I/O",
        rationale: """
            FOSMVVM's guidance: "async only when the body awaits. Do not mark ops async speculatively. An async \
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
            // vmgen's skeleton: the live body is an empty region awaiting the request it will send.
            .swift("""
                public struct AlphaOps: AlphaViewModelOperations {
                    public func refresh(mvvmEnv: MVVMEnvironment) async throws {
                        // vmgen:begin refresh
                        // _ = try await SomeRequest().processRequest(mvvmEnv: mvvmEnv)
                        // vmgen:end refresh
                    }
                }
                """),
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
