/// STUB-07: a write request (Create, Update, Replace, Delete, Destroy) has `static func stub()`.
struct WriteRequestStubRule: IndexedSourceRule {
    /// The request protocols that refine Stubbable.
    static let stubbableRequests: Set<String> = ["CreateRequest", "UpdateRequest", "ReplaceRequest", "DeleteRequest", "DestroyRequest"]

    static let description = RuleDescription(
        id: "STUB-07", name: "write-request-stub", severity: .error,
        summary: "a Create, Update, Replace, Delete or Destroy request implements static func stub()",
        rationale: """
            FOSMVVM's write request protocols refine Stubbable (CreateRequest: ServerRequest, \
            Stubbable, and so on), and a request class gets no synthesized stub: without a \
            zero-argument static func stub() -> Self it does not conform. FOSMVVM's fixtures write \
            .init(query: nil, sort: nil, fragment: nil, requestBody: nil, responseBody: nil). A stub \
            with parameters, even all defaulted, does not satisfy the requirement.
            """,
        triggering: [
            .swift("public final class ↓BerthMoveRequest: UpdateRequest, @unchecked Sendable {\n    public typealias ResponseError = EmptyError\n    public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil, requestBody: RequestBody? = nil, responseBody: EmptyBody? = nil) {}\n}\n"),
            .swift("public final class ↓IdeaCreateRequest: CreateRequest, @unchecked Sendable {\n    public static func stub(content: String = \"Yabba dabba doo\") -> Self {\n        .init(requestBody: .init(content: content))\n    }\n}\n"),
        ],
        nonTriggering: [
            .swift("public final class BerthMoveRequest: UpdateRequest, @unchecked Sendable {\n    public static func stub() -> Self {\n        .init(query: nil, sort: nil, fragment: nil, requestBody: nil, responseBody: nil)\n    }\n}\npublic final class DashboardRequest: ViewModelRequest, @unchecked Sendable {}\n"),
            .swift("public final class BerthDeleteRequest: DeleteRequest, @unchecked Sendable {}\n", path: "Sources/ViewModels/Requests/BerthDeleteRequest.swift")
                .with(.swift("extension BerthDeleteRequest {\n    public static func stub() -> Self { .init() }\n}\n", path: "Sources/ViewModels/Requests/BerthDeleteRequest+Stub.swift")),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var missing: [(name: String, location: SourceLocation, protocol: String)] = []
        for request in file.allDeclarations where request.kind == .class {
            guard let stubbable = request.inheritance.first(where: Self.stubbableRequests.contains) else { continue }
            let members = request.members + file.extensions(of: request.name).flatMap(\.members)
            if !members.contains(where: \.isZeroArgumentStub) {
                missing.append((request.name, request.nameLocation, stubbable))
            }
        }
        guard !missing.isEmpty else { return .none }
        return PendingFindings { [missing] index in
            missing.filter { !index.stubbedByExtension.contains($0.name) }.map {
                RuleFinding("\($0.name) conforms to \($0.protocol), which refines Stubbable: add 'public static func stub() -> Self { .init(query: nil, sort: nil, fragment: nil, requestBody: nil, responseBody: nil) }'", at: $0.location)
            }
        }
    }
}
