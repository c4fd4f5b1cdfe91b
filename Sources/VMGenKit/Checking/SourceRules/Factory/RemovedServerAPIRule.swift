/// FAC-01: the server APIs FOSMVVM removed in 0.5.0 are never used.
struct RemovedServerAPIRule: SourceRule {
    static let removedTypes: Set<String> = ["VaporViewModelFactory", "VaporModelFactoryContext"]

    static let description = RuleDescription(
        id: "FAC-01", name: "removed-server-api", severity: .error,
        summary: "no VaporViewModelFactory, VaporModelFactoryContext, context.req, model(_ req:vmRequest:) or register(viewModel:) (removed in FOSMVVM 0.5.0)",
        rationale: """
            FOSMVVM 0.5.0 removed VaporViewModelFactory, VaporModelFactoryContext and \
            Application.register(viewModel:). The server factory is VaporResponseBodyFactory with a \
            synchronous body(context:), and routes register with app.register(request:app:). The \
            FOSMVVM skill templates still show the removed forms, and older code the shapes before \
            them: a factory reaching the Vapor request through context.req (the projection no longer \
            has it, nor the database), and model(_ req: Vapor.Request, vmRequest:) methods.
            """,
        triggering: [
            .swift("extension DashboardViewModel: ↓VaporViewModelFactory {\n    public static func model(context: ↓VaporModelFactoryContext<DashboardRequest>) async throws -> Self { .stub() }\n}\n", path: "Sources/WebServer/ViewModelFactories/D.swift"),
            .swift("func routes(_ app: Application) throws {\n    try app.↓register(viewModel: DashboardViewModel.self)\n}\n", path: "Sources/WebServer/routes.swift"),
            .swift("""
                extension UserViewModel: ViewModelFactory {
                    static func ↓model(_ req: Vapor.Request, vmRequest: UserRequest) async throws -> Self {
                        .init(name: try await User.find(req))
                    }
                    @Version(.v1_0_0)
                    static func ↓model_v1_0_0(_ req: Request, vmRequest: UserRequest) async throws -> Self { .stub() }
                }
                """, path: "Sources/WebServer/ViewModelFactories/UserViewModel+Factory.swift"),
            .swift("""
                extension DocksViewModel {
                    public static func model(context: DocksContext) async throws -> Self {
                        let db = ↓context.req.db
                        return .init(docks: try await Dock.query(on: db).all())
                    }
                }
                """, path: "Sources/WebServer/ViewModelFactories/DocksViewModel+Factory.swift"),
        ],
        nonTriggering: [
            .swift("extension DashboardViewModel: VaporResponseBodyFactory {\n    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self where R.ResponseBody == Self { .init() }\n}\n", path: "Sources/WebServer/ViewModelFactories/D.swift"),
            .swift("func routes(_ app: Application) throws {\n    try app.register(request: DashboardRequest.self, app: app)\n}\n", path: "Sources/WebServer/routes.swift"),
            // Today's client-hosted factory takes a vmRequest too, and a controller the Vapor request.
            .swift("""
                extension SettingsViewModel {
                    static func model(context: ClientHostedModelFactoryContext<Request, AppState>, vmRequest: Request) async throws -> Self { try modelSync(context: context) }
                }
                struct DocksController {
                    static func modelResponse(_ req: Vapor.Request, for request: some ResolvableViewModelRequest) async throws -> Response { try await req.serve(request) }
                    func log(context: LogContext) { print(context.request) }
                }
                """, path: "Sources/WebServer/Controllers/DocksController.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        let code = file.codeTokens
        var findings = oldFactoryShapes(file)
        // Most files name neither removed API: no need to walk their tokens.
        guard file.mentions("register") || Self.removedTypes.contains(where: file.mentions) else {
            return findings.sorted { $0.location.offset < $1.location.offset }
        }
        for (index, token) in code.enumerated() where token.kind == .identifier {
            // Both removed names start with "V": most identifiers skip the set's hashing.
            if token.text.utf8.first == UInt8(ascii: "V"), Self.removedTypes.contains(token.text) {
                findings.append(RuleFinding("\(token.text) was removed in FOSMVVM 0.5.0; write 'extension X: VaporResponseBodyFactory' with 'static func body(context:)'", at: token.location))
            } else if token.text == "register", index + 3 < code.count, code[index + 1].text == "(", code[index + 2].text == "viewModel", code[index + 3].text == ":" {
                findings.append(RuleFinding("register(viewModel:) was removed in FOSMVVM 0.5.0; register the request: 'app.register(request: XRequest.self, app: app)'", at: token.location))
            }
        }
        return findings.sorted { $0.location.offset < $1.location.offset }
    }

    /// The factory shapes before VaporModelFactoryContext: `model(_ req: Vapor.Request,
    /// vmRequest:)`, and `context.req` in a factory method (a `model…` or `body` taking
    /// `context`), which the removed context offered and the projection context does not.
    private func oldFactoryShapes(_ file: SwiftSourceFile) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for method in file.allDeclarations where method.kind == .func && (method.name.hasPrefix("model") || method.name == "body") {
            let labels = method.parameters.map { $0.label ?? $0.name }
            if let first = method.parameters.first, Self.vaporRequestTypes.contains(first.type), labels.contains("vmRequest") {
                findings.append(RuleFinding(
                    "\(method.name)(_ req: \(first.type), vmRequest:) is the server factory shape FOSMVVM removed; write 'extension X: VaporResponseBodyFactory' with 'static func body(context:)' and declare the data it reads",
                    at: method.nameLocation))
            }
            guard method.hasBody, method.parameters.contains(where: { ($0.label ?? $0.name) == "context" }) else { continue }
            let body = file.codeTokens(in: method.bodyTokens)
            for index in body.indices.dropLast(2) where body[index].text == "context" && body[index + 1].text == "." && body[index + 2].text == "req" {
                if index > 0, body[index - 1].text == "." { continue }
                findings.append(RuleFinding(
                    "context.req was the Vapor request of the removed VaporModelFactoryContext; the projection context has no request and no database: declare the records the factory reads (ComposableFactory) instead of loading them",
                    at: body[index].location))
            }
        }
        return findings
    }

    static let vaporRequestTypes: Set<String> = ["Request", "Vapor.Request"]
}
