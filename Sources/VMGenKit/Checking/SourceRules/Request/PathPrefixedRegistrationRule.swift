/// REQ-08: a request is registered on a middleware-only group, and a server base URL is a bare
/// host: the client derives a request's URL from its type alone.
struct PathPrefixedRegistrationRule: SourceRule {
    static let description = RuleDescription(
        id: "REQ-08", name: "no-path-prefixed-registration", severity: .error,
        summary: "register requests on middleware-only groups, never a .grouped(\"path\") prefix; a serverBaseURL is a bare host with no path",
        rationale: """
            FOSMVVM's ServerOverview: "Mount only on middleware-only groups (app.grouped(middleware)): a \
            path-prefixing group (app.grouped(\"admin\")) would change the served URL while clients \
            derive it from the request type, so registration rejects that at boot" \
            (ContainmentError.pathPrefixedMount). The client side is the same contract: \
            ServerRequest.requestURL(baseURL:) replaces the base URL's path with the request's own, so \
            a serverBaseURL of https://host/api silently loses /api and every request 404s. Decided \
            here: register(request:) on a .grouped(\"…\") or .group(\"…\") { } with a string path, \
            chained or through a local name in the same file, and a serverBaseURL or deploymentURLs \
            URL(string:) literal with a path. Test code is not checked (it proves the boot error).
            """,
        triggering: [
            .swift("import FOSMVVMVapor\nimport Vapor\n\nfunc routes(_ app: Application) throws {\n    try app.↓grouped(\"api\").register(request: DashboardRequest.self, app: app)\n    let admin = app.↓grouped(\"admin\", \"v1\")\n    try admin.register(request: BerthMoveRequest.self, app: app)\n}\n", path: "Sources/WebServer/routes.swift"),
            .swift("import FOSMVVM\n\nlet deployments: [Deployment: URLPackage] = [\n    .production: .init(serverBaseURL: URL(string: ↓\"https://api.harbor.example/v2\")!),\n    .debug: .init(serverBaseURL: URL(string: \"http://localhost:8080\")!),\n]\n", path: "Sources/App/Deployments.swift"),
        ],
        nonTriggering: [
            .swift("import FOSMVVMVapor\nimport Vapor\n\nfunc routes(_ app: Application) throws {\n    let authed = app.grouped(ClientCredentialMiddleware(verifier: HarborVerifier()))\n    try authed.register(request: DashboardRequest.self, app: app)\n    try app.register(request: LandingRequest.self, app: app)\n    let files = app.grouped(\"files\")\n    files.get(\":name\") { req in try await serveFile(req) }\n}\n", path: "Sources/WebServer/routes.swift"),
            .swift("import FOSMVVM\n\nlet environment = MVVMEnvironment(appBundle: .main, deploymentURLs: [\n    .production: .init(serverBaseURL: URL(string: \"https://api.harbor.example\")!),\n    .staging: .init(serverBaseURL: URL(string: \"https://staging.harbor.example\")!, resourcesBaseURL: URL(string: \"https://cdn.harbor.example/images\")!),\n    .debug: .init(serverBaseURL: URL(string: \"http://localhost:8080/\")!),\n])\nlet docs = URL(string: \"https://harbor.example/help/berths\")!\n", path: "Sources/App/Deployments.swift"),
            .swift("@Test func prefixedGroupIsRejected() throws {\n    #expect(throws: ContainmentError.self) { try app.grouped(\"admin\").register(request: DashboardRequest.self, app: app) }\n}\n", path: "Tests/WebServerTests/RoutesTests.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        let registers = file.mentions("register(request:")
        let configuresURLs = file.mentions("serverBaseURL") || file.mentions("deploymentURLs")
        guard registers || configuresURLs, !file.isTestSource else { return [] }
        let code = file.codeTokens
        var findings: [RuleFinding] = []
        if registers { findings += prefixedRegistrations(code) }
        if configuresURLs { findings += baseURLsWithPaths(code) }
        return findings.sorted { $0.location.offset < $1.location.offset }
    }

    // MARK: - Registration on a path-prefixing group

    private func prefixedRegistrations(_ code: CodeTokenList) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        /// Local names bound to a path-prefixing group, with the group's call.
        var prefixedNames: [String: SwiftToken] = [:]
        var index = 0
        while index < code.count {
            let token = code[index]
            defer { index += 1 }
            if token.kind == .identifier, prefixedNames.keys.contains(token.text), index == 0 || code[index - 1].text != ".",
               let group = prefixedNames[token.text], Self.isRegistration(code, at: index + 1) {
                findings.append(Self.finding(group))
                prefixedNames[token.text] = nil  // once per group is enough
                continue
            }
            guard token.kind == .identifier, token.text == "grouped" || token.text == "group", index > 0, code[index - 1].text == ".",
                  index + 2 < code.count, code[index + 1].text == "(", code[index + 2].kind == .string,
                  let close = Self.closingIndex(code, from: index + 1)
            else { continue }
            if token.text == "group" {
                // `app.group("admin") { admin in try admin.register(request: …) }`
                if close + 1 < code.count, code[close + 1].text == "{", let end = Self.closingIndex(code, from: close + 1),
                   (close + 2..<end).contains(where: { code[$0].text == "register" && Self.isRequestCall(code, at: $0) }) {
                    findings.append(Self.finding(token))
                }
                continue
            }
            if Self.isRegistration(code, at: close + 1) {
                findings.append(Self.finding(token))
            } else if let name = Self.boundName(code, receiverEndingAt: index - 1) {
                prefixedNames[name] = token
            }
        }
        return findings
    }

    private static func finding(_ group: SwiftToken) -> RuleFinding {
        RuleFinding(
            "a request is registered on a path-prefixing group: the served URL gains the prefix while the client derives the URL from the request type, so FOSMVVM rejects it at boot (pathPrefixedMount); register on a middleware-only group (app.grouped(middleware)) or on the Application",
            at: group.location)
    }

    /// Whether `.register(request:` (after any further `.grouped(…)` middleware calls) starts at `index`.
    private static func isRegistration(_ code: CodeTokenList, at start: Int) -> Bool {
        var index = start
        while index + 1 < code.count, code[index].text == ".", code[index + 1].text == "grouped",
              let close = closingIndex(code, from: index + 2) {
            index = close + 1
        }
        return index + 1 < code.count && code[index].text == "." && code[index + 1].text == "register" && isRequestCall(code, at: index + 1)
    }

    /// `register(request:` at `index`.
    private static func isRequestCall(_ code: CodeTokenList, at index: Int) -> Bool {
        index + 3 < code.count && code[index + 1].text == "(" && code[index + 2].text == "request" && code[index + 3].text == ":"
    }

    /// `let admin = app.grouped(…)`: `admin`, given the index of the `.` before `grouped`.
    private static func boundName(_ code: CodeTokenList, receiverEndingAt dot: Int) -> String? {
        var cursor = dot - 1
        while cursor >= 0, code[cursor].kind == .identifier || code[cursor].text == "." || code[cursor].text == "self" { cursor -= 1 }
        guard cursor >= 2, code[cursor].text == "=", code[cursor - 1].kind == .identifier,
              code[cursor - 2].text == "let" || code[cursor - 2].text == "var"
        else { return nil }
        return code[cursor - 1].text
    }

    /// The index of the bracket closing the one at `open`.
    static func closingIndex(_ code: CodeTokenList, from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < code.count {
            let text = code[index].text
            if code[index].kind == .punctuation {
                if text == "(" || text == "[" || text == "{" { depth += 1 }
                if text == ")" || text == "]" || text == "}" {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return nil
    }

    // MARK: - Base URLs with a path

    private func baseURLsWithPaths(_ code: CodeTokenList) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        var index = 0
        while index + 1 < code.count {
            let token = code[index]
            guard token.kind == .identifier, token.text == "serverBaseURL" || token.text == "deploymentURLs", code[index + 1].text == ":" else {
                index += 1
                continue
            }
            // The argument runs to the `,` or `)` that closes it at its own depth.
            var depth = 0
            var cursor = index + 2
            while cursor < code.count {
                let text = code[cursor].text
                if code[cursor].kind == .punctuation {
                    if text == "(" || text == "[" || text == "{" { depth += 1 }
                    if text == ")" || text == "]" || text == "}" { if depth == 0 { break }; depth -= 1 }
                    if text == ",", depth == 0 { break }
                }
                // A resources or invalidation base URL may have a path (FOSMVVM appends to it).
                let ownLabel = cursor >= 2 && code[cursor - 1].text == ":" ? code[cursor - 2].text : ""
                if text == "URL", ownLabel != "resourcesBaseURL", ownLabel != "invalidationBaseURL", cursor + 4 < code.count, code[cursor + 1].text == "(", code[cursor + 2].text == "string", code[cursor + 3].text == ":",
                   code[cursor + 4].kind == .string, cursor + 5 < code.count, code[cursor + 5].text == ")" || code[cursor + 5].text == ",",
                   let path = Self.path(ofLiteral: code[cursor + 4].text) {
                    findings.append(RuleFinding(
                        "this server base URL has a path (\(path)): FOSMVVM builds each request's URL from the base URL's host and replaces its path with the request's own, so \(path) is silently dropped; give the bare host, and serve the requests at their own paths",
                        at: code[cursor + 4].location))
                }
                cursor += 1
            }
            index = cursor
        }
        return findings
    }

    /// `"https://host:8080/api"` → `/api`; nil for a bare host (`/` allowed) or a literal that
    /// is not a plain absolute URL.
    static func path(ofLiteral literal: String) -> String? {
        guard literal.hasPrefix("\""), literal.hasSuffix("\""), literal.count >= 2, !literal.hasPrefix("\"\"\"") else { return nil }
        let text = literal.dropFirst().dropLast()
        guard let scheme = text.range(of: "://") else { return nil }
        let afterHost = text[scheme.upperBound...].drop { $0 != "/" && $0 != "?" && $0 != "#" }
        let path = afterHost.prefix { $0 != "?" && $0 != "#" }
        return path.isEmpty || path == "/" ? nil : String(path)
    }
}
