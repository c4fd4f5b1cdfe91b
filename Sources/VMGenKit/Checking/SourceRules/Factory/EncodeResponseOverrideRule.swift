/// FAC-02: a response-body factory keeps FOSMVVM's `encodeResponse`, which localizes on serve.
struct EncodeResponseOverrideRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "FAC-02", name: "no-encode-response-override", severity: .warning,
        summary: "a VaporResponseBodyFactory does not override encodeResponse",
        rationale: """
            VaporResponseBodyFactory's default encodeResponse(for:) is the single place a served \
            ViewModel is localized (it delegates to buildResponse). A factory that writes its own \
            sends unlocalized text or duplicates that pipeline; FOSMVVM's plans call emitting one \
            "the red flag that localization leaked its owner".
            """,
        triggering: [
            .swift("extension DashboardViewModel: VaporResponseBodyFactory {\n    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self where R.ResponseBody == Self { .stub() }\n    public func ↓encodeResponse(for request: Request) async throws -> Response {\n        try await encodeResponse(status: .ok, for: request)\n    }\n}\n", path: "Sources/WebServer/ViewModelFactories/Dashboard/DashboardViewModel+Factory.swift"),
            .swift("extension CardViewModel: VaporResponseBodyFactory {}\nextension CardViewModel {\n    func ↓encodeResponse(for request: Request) async throws -> Response { Response() }\n}\n", path: "Sources/WebServer/ViewModelFactories/Dashboard/CardViewModel+Factory.swift"),
        ],
        nonTriggering: [
            .swift("extension DashboardViewModel: VaporResponseBodyFactory {\n    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self where R.ResponseBody == Self { .stub() }\n}\n", path: "Sources/WebServer/ViewModelFactories/Dashboard/DashboardViewModel+Factory.swift"),
            .swift("extension VaporResponseBodyFactory {\n    public func encodeResponse(for request: Request) async throws -> Response { try await buildResponse(request) }\n}\nstruct Health: AsyncResponseEncodable {\n    func encodeResponse(for request: Request) async throws -> Response { Response() }\n}\n", path: "Sources/WebServer/Health.swift"),
        ])

    struct Candidate: Sendable {
        var type: String
        var location: SourceLocation
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var candidates: [Candidate] = []
        for declaration in file.allDeclarations where declaration.kind != .protocol && (declaration.kind == .extension || declaration.isNominalTypeDeclaration) {
            for member in declaration.members where member.kind == .func && member.name == "encodeResponse" {
                candidates.append(Candidate(type: SwiftSourceFile.baseName(declaration.name), location: member.nameLocation))
            }
        }
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.filter { index.types.conforms($0.type, to: "VaporResponseBodyFactory") }.map {
                RuleFinding("\($0.type) is a VaporResponseBodyFactory, whose encodeResponse localizes the body on serve; remove this override", at: $0.location)
            }
        }
    }
}
