/// OPS-08: never fail silently — no `try?`, no empty `catch {}` in Operations.
struct SilentFailureRule: SourceRule {
    static let description = RuleDescription(
        id: "OPS-08", name: "no-silent-failure", aliases: ["no-silent-failure"], severity: .error,
        summary: "operations never swallow errors: no try?, no empty catch",
        rationale: """
            FOSMVVM's guidance: "Never fail silently. No try?, no empty catch {}. Surface errors to observable state \
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
        // A finding is a `try?` (the `?` right after `try`) or a `catch`.
        guard file.isOperationsFile, file.mentions("try?") || file.mentions("catch") else { return [] }
        let code = file.codeTokens
        var findings: [RuleFinding] = []
        for (index, token) in code.enumerated() {
            if token.text == "try", index + 1 < code.count, code[index + 1].text == "?", code[index + 1].offset == token.endOffset {
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
