/// REQ-02: every request declares its `ResponseError` — there is no default.
struct RequestResponseErrorRule: SourceRule {
    static let description = RuleDescription(
        id: "REQ-02", name: "request-declares-response-error", severity: .error,
        summary: "a request declares ResponseError (typealias or nested type)",
        rationale: """
            ServerRequest's associatedtype ResponseError has no default: a request that does not name \
            it does not conform. Name the error the operation really throws (EmptyError when none).
            """,
        triggering: [
            .swift("public final class ↓DashboardRequest: ViewModelRequest, @unchecked Sendable {\n    public var responseBody: DashboardViewModel?\n}\n"),
            .swift("public final class ↓SaveRequest: CreateRequest, @unchecked Sendable {\n    public struct RequestBody: ServerRequestBody {}\n}\n"),
        ],
        nonTriggering: [
            .swift("public final class DashboardRequest: ViewModelRequest, @unchecked Sendable {\n    public typealias ResponseError = EmptyError\n}\n"),
            .swift("public final class SaveRequest: CreateRequest, @unchecked Sendable {\n    public struct ResponseError: ServerRequestError {}\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.allDeclarations.filter(RequestProtocols.isRequest).compactMap { request in
            let members = request.members + file.extensions(of: request.name).flatMap(\.members)
            return members.contains(where: { $0.name == "ResponseError" }) ? nil : RuleFinding(
                "\(request.name) does not declare ResponseError, which has no default; add 'public typealias ResponseError = EmptyError' or the error it throws",
                at: request.nameLocation)
        }
    }
}
