/// REQ-01: every request implements `init(query:sort:fragment:requestBody:responseBody:)`.
struct RequestInitRule: SourceRule {
    static let labels = ["query", "sort", "fragment", "requestBody", "responseBody"]

    static let description = RuleDescription(
        id: "REQ-01", name: "request-five-argument-init", severity: .error,
        summary: "a request implements init(query:sort:fragment:requestBody:responseBody:)",
        rationale: """
            FOSMVVM 0.13's ServerRequest requires the 5-argument init; the 4-argument \
            init(query:fragment:requestBody:responseBody:) is only a convenience that forwards sort: \
            nil and does not satisfy the protocol ("type does not conform"). The FOSMVVM skill \
            templates still write the 4-argument form.
            """,
        triggering: [
            .swift("public final class ↓DashboardRequest: ViewModelRequest, @unchecked Sendable {\n    public typealias ResponseError = EmptyError\n    public var responseBody: DashboardViewModel?\n    public init(query: EmptyQuery? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: DashboardViewModel? = nil) {\n        self.responseBody = responseBody\n    }\n}\n"),
            .swift("public final class ↓MoveRequest: UpdateRequest, @unchecked Sendable {\n    public typealias ResponseError = EmptyError\n}\n"),
        ],
        nonTriggering: [
            .swift("public final class DashboardRequest: ViewModelRequest, @unchecked Sendable {\n    public typealias ResponseError = EmptyError\n    public var responseBody: DashboardViewModel?\n    public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: DashboardViewModel? = nil) {\n        self.responseBody = responseBody\n    }\n}\n"),
            .swift("final class Cache: Codable {\n    init(query: String) {}\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.allDeclarations.filter(RequestProtocols.isRequest).compactMap { request in
            let members = request.members + file.extensions(of: request.name).flatMap(\.members)
            let hasInit = members.contains { member in
                member.kind == .`init` && member.parameters.map { $0.label ?? $0.name } == Self.labels
            }
            return hasInit ? nil : RuleFinding(
                "\(request.name) has no init(query:sort:fragment:requestBody:responseBody:), which FOSMVVM 0.13's ServerRequest requires (the 4-argument form is only a convenience)",
                at: request.nameLocation)
        }
    }
}
