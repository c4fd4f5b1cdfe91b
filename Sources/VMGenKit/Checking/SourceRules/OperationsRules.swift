/// Operations files: the protocol, live and stub implementations of a ViewModel's actions.
extension SwiftSourceFile {
    var isOperationsFile: Bool {
        path.hasSuffix("Operations.swift") || path.hasSuffix("Ops.swift")
            || allDeclarations.contains { $0.isOperationsImplementation || ($0.kind == .protocol && $0.inheritance.contains("ViewModelOperations")) }
    }
}

/// OPS-08: never fail silently — no `try?`, no empty `catch {}` in Operations.
struct SilentFailureRule: SourceRule {
    static let description = RuleDescription(
        id: "OPS-08", name: "no-silent-failure", aliases: ["no-silent-failure"], severity: .error,
        summary: "operations never swallow errors: no try?, no empty catch",
        rationale: """
            Seed: "Never fail silently. No try?, no empty catch {}. Surface errors to observable state \
            or a logger." A user tapped a button; if the request fails, the failure must reach a \
            ViewModel error or a log, or the button simply seems broken.
            """,
        triggering: [
            .swift("public struct InfoOps: InfoViewModelOperations {\n    public func disconnect(mvvmEnv: MVVMEnvironment) async throws {\n        _ = ↓try? await InfoRequest().processRequest(mvvmEnv: mvvmEnv)\n    }\n}\n", path: "Sources/ViewModels/Info/InfoViewModelOperations.swift"),
            .swift("public struct InfoOps: InfoViewModelOperations {\n    public func disconnect() async throws {\n        do {\n            try await send()\n        } ↓catch {\n            // nothing to do\n        }\n    }\n}\n", path: "Sources/ViewModels/Info/InfoViewModelOperations.swift"),
        ],
        nonTriggering: [
            .swift("public struct InfoOps: InfoViewModelOperations {\n    public func disconnect() async throws {\n        do { try await send() } catch { logger.error(\"\\(error)\"); throw error }\n    }\n}\n", path: "Sources/ViewModels/Info/InfoViewModelOperations.swift"),
            .swift("func parse() { let x = try? decode() }\n", path: "Sources/ViewModels/Info/Parsing.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard file.isOperationsFile else { return [] }
        let code = file.codeTokens
        var findings: [RuleFinding] = []
        for (index, token) in code.enumerated() {
            if token.text == "try", index + 1 < code.count, code[index + 1].text == "?", code[index + 1].location.offset == token.endOffset {
                findings.append(RuleFinding("'try?' discards the error; handle it (surface it to the ViewModel or log it) or let it throw", at: token.location))
            }
            if token.text == "catch", token.kind == .keyword,
                let open = code[(index + 1)...].firstIndex(where: { $0.text == "{" }),
                open + 1 < code.count, code[open + 1].text == "}"
            {
                findings.append(RuleFinding("an empty catch block swallows the error; surface it to observable state or a logger, or rethrow", at: token.location))
            }
        }
        return findings
    }
}

/// OPS-09: a stub records the call; it never does the work (no await, no sleep).
struct StubDoesNoWorkRule: SourceRule {
    static let description = RuleDescription(
        id: "OPS-09", name: "stub-records-only", severity: .warning,
        summary: "stub operations record the call and never await or sleep",
        rationale: """
            Seed: "A stub records; it never performs the operation's work (ratified 2026-08-25): no \
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

/// OPS-06 on Swift: a live operation marked async awaits something.
struct AsyncWithoutAwaitRule: SourceRule {
    static let description = AsyncClientOperationSpecRule.description

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.allDeclarations.filter { $0.isOperationsImplementation && !$0.isStubOperations }.flatMap { ops in
            ops.members.filter { $0.kind == .func && $0.effects.contains("async") && $0.hasBody }.compactMap { method in
                file.codeTokens(in: method.bodyTokens).contains { $0.text == "await" } ? nil : RuleFinding(
                    "'\(method.name)' is async but never awaits; make it synchronous (async only for real I/O)", at: method.nameLocation)
            }
        }
    }
}

/// OPS-04 on Swift: a client-hosted ViewModel's operations take `output storage:` last.
struct OutputParameterLastRule: SourceRule {
    static let description = ClientOutputSpecRule.description

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for proto in file.allDeclarations where proto.kind == .protocol && proto.name.hasSuffix("ViewModelOperations") {
            let viewModel = String(proto.name.dropLast("Operations".count))
            guard context.index.viewModels[viewModel]?.isClientHosted == true else { continue }
            for method in proto.members where method.kind == .func && !method.parameters.isEmpty {
                let labels = method.parameters.map { $0.label ?? $0.name }
                guard let last = method.parameters.last else { continue }
                if labels.last != "output" {
                    findings.append(RuleFinding(
                        "the client-hosted operation '\(method.name)' must take the storage it writes last, labelled output ('output storage: T'), not '\(labels.last ?? "")'",
                        at: last.location))
                }
            }
        }
        return findings
    }
}
