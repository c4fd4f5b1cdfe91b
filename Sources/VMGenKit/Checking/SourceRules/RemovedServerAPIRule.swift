/// FAC-01: the server APIs FOSMVVM removed in 0.5.0 are never used.
struct RemovedServerAPIRule: SourceRule {
    static let removedTypes: Set<String> = ["VaporViewModelFactory", "VaporModelFactoryContext"]

    static let description = RuleDescription(
        id: "FAC-01", name: "removed-server-api", severity: .error,
        summary: "no VaporViewModelFactory, VaporModelFactoryContext or register(viewModel:) (removed in FOSMVVM 0.5.0)",
        rationale: """
            FOSMVVM 0.5.0 removed VaporViewModelFactory, VaporModelFactoryContext and \
            Application.register(viewModel:). The server factory is VaporResponseBodyFactory with a \
            synchronous body(context:), and routes register with app.register(request:app:). The \
            FOSMVVM skill templates still show the removed forms.
            """,
        triggering: [
            .swift("extension DashboardViewModel: ↓VaporViewModelFactory {\n    public static func model(context: ↓VaporModelFactoryContext<DashboardRequest>) async throws -> Self { .stub() }\n}\n", path: "Sources/WebServer/ViewModelFactories/D.swift"),
            .swift("func routes(_ app: Application) throws {\n    try app.↓register(viewModel: DashboardViewModel.self)\n}\n", path: "Sources/WebServer/routes.swift"),
        ],
        nonTriggering: [
            .swift("extension DashboardViewModel: VaporResponseBodyFactory {\n    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self where R.ResponseBody == Self { .init() }\n}\n", path: "Sources/WebServer/ViewModelFactories/D.swift"),
            .swift("func routes(_ app: Application) throws {\n    try app.register(request: DashboardRequest.self, app: app)\n}\n", path: "Sources/WebServer/routes.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        let code = file.codeTokens
        var findings: [RuleFinding] = []
        for (index, token) in code.enumerated() where token.kind == .identifier {
            // Both removed names start with "V": most identifiers skip the set's hashing.
            if token.text.utf8.first == UInt8(ascii: "V"), Self.removedTypes.contains(token.text) {
                findings.append(RuleFinding("\(token.text) was removed in FOSMVVM 0.5.0; write 'extension X: VaporResponseBodyFactory' with 'static func body(context:)'", at: token.location))
            } else if token.text == "register", index + 3 < code.count, code[index + 1].text == "(", code[index + 2].text == "viewModel", code[index + 3].text == ":" {
                findings.append(RuleFinding("register(viewModel:) was removed in FOSMVVM 0.5.0; register the request: 'app.register(request: XRequest.self, app: app)'", at: token.location))
            }
        }
        return findings
    }
}
