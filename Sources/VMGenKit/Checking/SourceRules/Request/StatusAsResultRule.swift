/// REQ-07: code does not branch on a specific HTTP status to decide what an operation did.
struct StatusAsResultRule: SourceRule {
    static let description = RuleDescription(
        id: "REQ-07", name: "status-interpreted-as-result", aliases: ["status-interpreted-as-result"], severity: .error,
        summary: "no business branching on a specific HTTP status (catch DataFetchError.badStatus(401)): catch the request's typed ResponseError",
        rationale: """
            FOSMVVM's review checklist (status-interpreted-as-result, blocker): "Statuses govern transport \
            consequences only (logging, caching, retry/backoff); result semantics ride the typed error \
            path — the server throws a ServerRequestError and the client catches the typed case." Any \
            failure can wear a 401, so a branch keyed on one learns nothing typed. Decided here: a \
            catch, case or comparison keyed on one status number of DataFetchError.badStatus, the error \
            processRequest throws for a non-2xx response. A statusCode comparison is not read: outside \
            a ServerRequest (a hand-built call, which REQ-06 reports, an app's own network client, \
            FOSMVVM's own event stream) a status is transport. Building the error (throw \
            ….badStatus(httpStatusCode: 500)) and test code are not checked; whether a branch only logs \
            is not read, so such a branch takes a suppression with its reason.
            """,
        triggering: [
            .swift("import FOSMVVM\n\nstruct IdeaOps: IdeaViewModelOperations {\n    func save(mvvmEnv: MVVMEnvironment) async {\n        do {\n            _ = try await IdeaSaveRequest(requestBody: nil).processRequest(mvvmEnv: mvvmEnv)\n        } catch DataFetchError.↓badStatus(401) {\n            await refreshSessionAndRetry()\n        } catch {\n            await report(error)\n        }\n    }\n}\n", path: "Sources/App/Idea/IdeaOps.swift"),
            .swift("import FOSFoundation\n\nfunc screen(after error: DataFetchError) -> Screen {\n    if case DataFetchError.↓badStatus(httpStatusCode: 404) = error { return .missing }\n    switch error {\n    case .↓badStatus(httpStatusCode: 403): return .forbidden\n    default: return .failed\n    }\n}\n", path: "Sources/App/Routing/Screen.swift"),
        ],
        nonTriggering: [
            .swift("import FOSMVVM\n\nstruct IdeaOps: IdeaViewModelOperations {\n    func save(mvvmEnv: MVVMEnvironment) async {\n        do {\n            _ = try await IdeaSaveRequest(requestBody: nil).processRequest(mvvmEnv: mvvmEnv)\n        } catch let error as IdeaSaveRequest.ResponseError {\n            await show(error)\n        } catch {\n            await report(error)\n        }\n    }\n}\n", path: "Sources/App/Idea/IdeaOps.swift"),
            .swift("import FOSFoundation\n\nfunc check(_ response: HTTPURLResponse) throws {\n    guard (200..<300).contains(response.statusCode) else {\n        throw DataFetchError.badStatus(httpStatusCode: response.statusCode)\n    }\n}\n", path: "Sources/App/Networking/Check.swift"),
            .swift("import FOSMVVM\n\nfunc open(_ response: HTTPURLResponse) throws {\n    if response.statusCode == 401 { credentialProvider.refresh() }\n    if case SSEStreamOpenError.badStatus(401) = error { return }\n}\n", path: "Sources/App/Live/Stream.swift"),
            .swift("import FOSMVVM\n\n@Test func rejects() async {\n    await #expect(throws: DataFetchError.badStatus(httpStatusCode: 401)) { try await send() }\n    #expect(response.statusCode == 401)\n}\n", path: "Tests/AppTests/AuthTests.swift"),
        ])

    /// Tokens before a pattern that make it a branch: `catch P`, `case P`, `x == P`.
    private static let branchingTokens: Set<String> = ["catch", "case", "==", "!=", "~="]

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard file.mentions("badStatus"), !file.isTestSource else { return [] }
        let code = file.codeTokens
        var findings: [RuleFinding] = []
        for index in code.indices where code[index].kind == .identifier && code[index].text == "badStatus" {
            if let status = Self.literalArgument(code, after: index), Self.isPattern(code, at: index) {
                findings.append(RuleFinding(Self.message(status), at: code[index].location))
            }
        }
        return findings
    }

    static func message(_ status: Int) -> String {
        "this branch reads HTTP status \(status) as the operation's result: any failure can wear a \(status), so the client learns nothing typed; have the server throw a ServerRequestError and catch its typed case (statuses are for logging, caching and retry only)"
    }

    /// `badStatus(401)` / `badStatus(httpStatusCode: 401)`: the status when it is a literal.
    private static func literalArgument(_ code: CodeTokenList, after index: Int) -> Int? {
        var cursor = index + 1
        guard cursor < code.count, code[cursor].text == "(" else { return nil }
        cursor += 1
        if cursor + 1 < code.count, code[cursor].kind == .identifier, code[cursor + 1].text == ":" { cursor += 2 }
        guard cursor + 1 < code.count, code[cursor].kind == .number, code[cursor + 1].text == ")" else { return nil }
        return HTTPStatusText.status(code[cursor].text)
    }

    /// Whether the `badStatus` at `index` is DataFetchError's (`.badStatus`, `DataFetchError.badStatus`)
    /// and matched (after `catch`, `case`, `==`), not built: the token before it decides. Another
    /// type's `badStatus` (FOSMVVM's own `SSEStreamOpenError`) is a transport error, not a result.
    private static func isPattern(_ code: CodeTokenList, at index: Int) -> Bool {
        guard index >= 2, code[index - 1].text == "." else { return false }
        var cursor = index - 2
        if code[cursor].kind == .identifier {
            guard code[cursor].text == "DataFetchError", cursor >= 1 else { return false }
            cursor -= 1
        }
        return branchingTokens.contains(code[cursor].text)
    }
}
