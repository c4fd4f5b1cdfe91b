/// REQ-06: the client reaches the server through `ServerRequest.processRequest(mvvmEnv:)`,
/// not a URL or `URLRequest` it builds by hand.
struct HandBuiltServerCallRule: SourceRule {
    static let description = RuleDescription(
        id: "REQ-06", name: "no-hand-built-server-call", severity: .error,
        summary: "no hand-built URLs or URLRequests to the server: send a ServerRequest with processRequest(mvvmEnv:)",
        rationale: """
            FOSMVVM: a ServerRequest is the one way to the server — its URL comes from the request \
            type, its query, body, headers, credential and version ride with it, and the server \
            registered the same type (FOSMVVM: try await request.processRequest(mvvmEnv:)). \
            A URL glued onto serverBaseURL, or a URLRequest sent from a ViewModel or an operation, \
            skips all of that and breaks silently when the request's path or shape changes. Decided \
            here: serverBaseURL extended into a URL (.appending…, URL(string:relativeTo:), \
            interpolated into a string) anywhere, and URLRequest or URLSession in a @ViewModel or in \
            a …ViewModelOperations implementation. Other app code may call other services (an app's \
            own API client, a third-party service) and is not read; a string path to the server is \
            not told apart from other strings. Test code is not checked.
            """,
        triggering: [
            .swift("import FOSMVVM\n\npublic struct BerthOps: BerthViewModelOperations {\n    public func release(berthId: ModelIdType, mvvmEnv: MVVMEnvironment) async throws {\n        var request = ↓URLRequest(url: try await mvvmEnv.↓serverBaseURL.appending(path: \"berths/release\"))\n        request.httpMethod = \"POST\"\n        _ = try await ↓URLSession.shared.data(for: request)\n    }\n}\n", path: "Sources/ViewModels/Berth/BerthViewModelOperations.swift"),
            .swift("import FOSMVVM\n\nfunc dockURL(_ env: MVVMEnvironment, id: String) async throws -> URL? {\n    URL(string: \"\\(try await env.↓serverBaseURL)/docks/\\(id)\")\n}\n", path: "Sources/App/Docks/DockLinks.swift"),
        ],
        nonTriggering: [
            .swift("import FOSMVVM\n\npublic struct BerthOps: BerthViewModelOperations {\n    public func release(berthId: ModelIdType, mvvmEnv: MVVMEnvironment) async throws {\n        _ = try await BerthReleaseRequest(requestBody: .init(berthId: berthId)).processRequest(mvvmEnv: mvvmEnv)\n    }\n}\n", path: "Sources/ViewModels/Berth/BerthViewModelOperations.swift"),
            .swift("import Foundation\n\nstruct TideClient {\n    func tides() async throws -> Data {\n        let request = URLRequest(url: URL(string: \"https://tides.example/api/v1/today\")!)\n        return try await URLSession.shared.data(for: request).0\n    }\n}\n", path: "Sources/App/Tides/TideClient.swift"),
            .swift("import FOSMVVM\n\nlet package = URLPackage(serverBaseURL: URL(string: \"https://api.harbor.example\")!)\nfunc fetch(_ env: MVVMEnvironment) async throws -> DockViewModel? {\n    try await DockRequest(query: nil).processRequest(baseURL: try await env.serverBaseURL)\n}\n", path: "Sources/App/Deployments.swift"),
        ])

    private static let urlExtensions: Set<String> = ["appending", "appendingPathComponent", "appendingPathExtension"]

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        let buildsFromBaseURL = file.mentions("serverBaseURL")
        let usesURLLoading = file.mentions("URLRequest") || file.mentions("URLSession")
        guard buildsFromBaseURL || usesURLLoading, !file.isTestSource else { return [] }
        var findings: [RuleFinding] = []
        if buildsFromBaseURL { findings += baseURLExtensions(file) }
        if usesURLLoading { findings += networkingInViewModelsAndOperations(file) }
        return findings.sorted { $0.location.offset < $1.location.offset }
    }

    /// `serverBaseURL.appending(…)`, `URL(string: …, relativeTo: serverBaseURL)`,
    /// `URL(string: "\(serverBaseURL)/…")`. Other strings (a log line) may show the URL.
    private func baseURLExtensions(_ file: SwiftSourceFile) -> [RuleFinding] {
        let code = file.codeTokens
        var findings: [RuleFinding] = []
        /// The end of the `URL(string:` literal being read, if any.
        var urlLiteralEnd = -1
        for index in code.indices {
            let token = code[index]
            if token.text == "URL", index + 4 < code.count, code[index + 1].text == "(", code[index + 2].text == "string", code[index + 3].text == ":" {
                urlLiteralEnd = Self.literalEnd(code, from: index + 4)
            }
            guard token.kind == .identifier, token.text == "serverBaseURL" else { continue }
            // `serverBaseURL:` is an argument label (a URLPackage's init), not a use.
            if index + 1 < code.count, code[index + 1].text == ":" { continue }
            let extended = index + 2 < code.count && code[index + 1].text == "." && Self.urlExtensions.contains(code[index + 2].text)
            let relative = index >= 2 && code[index - 1].text == ":" && code[index - 2].text == "relativeTo"
                || (index >= 4 && code[index - 1].text == "." && code[index - 3].text == ":" && code[index - 4].text == "relativeTo")
            if extended || relative || index < urlLiteralEnd {
                findings.append(RuleFinding(
                    "a URL to the server built by hand from serverBaseURL: send a ServerRequest with processRequest(mvvmEnv:) — its URL, query, headers and credential come from the request type the server registered",
                    at: token.location))
            }
        }
        return findings
    }

    /// The index past the string literal starting at `start` (its pieces and interpolations).
    private static func literalEnd(_ code: CodeTokenList, from start: Int) -> Int {
        var index = start
        var depth = 0
        while index < code.count {
            let kind = code[index].kind
            if kind == .interpolationStart { depth += 1 } else if kind == .interpolationEnd { depth -= 1 } else if depth == 0, kind != .string { break }
            index += 1
        }
        return index
    }

    /// `URLRequest(` and `URLSession` in ViewModels and operations implementations (and their
    /// extensions in this file).
    private func networkingInViewModelsAndOperations(_ file: SwiftSourceFile) -> [RuleFinding] {
        let owners = file.allDeclarations.filter { ($0.kind == .struct && $0.isViewModel) || $0.isOperationsImplementation }
        guard !owners.isEmpty else { return [] }
        let ownerNames = Set(owners.map { SwiftSourceFile.baseName($0.name) })
        let extensions = ownerNames.flatMap { file.extensions(of: $0) }
        var ranges = (owners + extensions).map { ($0.bodyTokens, $0.name) }.sorted { $0.0.lowerBound < $1.0.lowerBound }
        // A nested owner lies inside its parent's body: read each token once.
        var covered = 0
        ranges = ranges.compactMap { range, name in
            let lower = max(range.lowerBound, covered)
            guard lower < range.upperBound else { return nil }
            covered = range.upperBound
            return (lower..<range.upperBound, name)
        }
        var findings: [RuleFinding] = []
        for (range, name) in ranges {
            let code = file.codeTokens(in: range)
            for (index, token) in code.enumerated() where token.kind == .identifier && (token.text == "URLRequest" || token.text == "URLSession") {
                guard index == 0 || code[index - 1].text != "." else { continue }
                let next = index + 1 < code.count ? code[index + 1].text : ""
                let used = token.text == "URLRequest" ? next == "(" || (next == "." && index + 2 < code.count && code[index + 2].text == "init") : next == "." || next == "("
                guard used else { continue }
                findings.append(RuleFinding(
                    "\(name) talks to the network with \(token.text): a ViewModel or an operation reaches the server only by sending a ServerRequest (processRequest(mvvmEnv:)), whose URL, body and credential come from the request type",
                    at: token.location))
            }
        }
        return findings
    }
}
