/// OPS-09: a stub records the call; it never does the work (no await, no sleep).
struct StubDoesNoWorkRule: SourceRule {
    static let description = RuleDescription(
        id: "OPS-09", name: "stub-records-only", severity: .warning,
        summary: "stub operations record the call and never await or sleep",
        rationale: """
            FOSMVVM's guidance: "A stub records; it never performs the operation's work: no \
            await on real calls, no Task.sleep, no network or storage reach — a UI test proves the \
            button is wired to the operation, not that the operation does something, and a stub \
            that does work turns that wiring test into a timing-dependent behavior test."
            """,
        triggering: [
            .swift("public final class InfoStubOps: InfoViewModelOperations, @unchecked Sendable {\n    public func disconnect() async throws {\n        ↓try await Task.sleep(nanoseconds: 1_000)\n        disconnectCalled = true\n    }\n}\n"),
            .swift("public final class InfoStubOps: InfoViewModelOperations, @unchecked Sendable {\n    public func refresh(mvvmEnv: MVVMEnvironment) async throws {\n        _ = try ↓await InfoRequest().processRequest(mvvmEnv: mvvmEnv)\n    }\n}\n"),
        ],
        nonTriggering: [
            .swift("public final class InfoStubOps: InfoViewModelOperations, @unchecked Sendable {\n    public func disconnect(deviceId: String) async throws {\n        disconnectCalledWith = deviceId\n    }\n}\n"),
            .swift("public struct InfoOps: InfoViewModelOperations {\n    public func refresh(mvvmEnv: MVVMEnvironment) async throws {\n        _ = try await InfoRequest().processRequest(mvvmEnv: mvvmEnv)\n    }\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for stub in file.allDeclarations where stub.isStubOperations {
            for method in stub.members where method.kind == .func {
                let code = file.codeTokens(in: method.bodyTokens)
                var reported = Set<Int>()  // token indices already covered by a sleep finding
                for (index, token) in code.enumerated() where token.text == "Task" {
                    guard index + 2 < code.count, code[index + 1].text == ".", code[index + 2].text == "sleep" else { continue }
                    var start = index
                    if start > 0, code[start - 1].text == "await" { start -= 1 }
                    if start > 0, code[start - 1].text == "try" { start -= 1 }
                    reported.formUnion(start...index)
                    findings.append(RuleFinding("a stub operation sleeps; it should only record the call", at: code[start].location))
                }
                for (index, token) in code.enumerated() where token.text == "await" && !reported.contains(index) {
                    findings.append(RuleFinding("a stub operation awaits real work; it should only record the call (and, client-hosted, mirror the write to storage)", at: token.location))
                }
            }
        }
        return findings
    }
}
