/// REQ-10: the body of a Create, Update or Replace request is a `ValidatableModel`.
struct WriteRequestBodyRule: SourceRule {
    /// The request protocols that require `RequestBody: ValidatableModel`.
    static let validatingRequests: Set<String> = ["CreateRequest", "UpdateRequest", "ReplaceRequest"]

    static let description = RuleDescription(
        id: "REQ-10", name: "write-request-validatable-body", severity: .error,
        summary: "a Create, Update or Replace request's RequestBody conforms to ValidatableModel",
        rationale: """
            FOSMVVM's CreateRequest, UpdateRequest and ReplaceRequest require `RequestBody: \
            ValidatableModel` (its serverrequest-generator: "Validation: RequestBody: ValidatableModel \
            for write operations"), so the server checks what the client sent as the client's form \
            does, and answers with a ValidationError. A body that is not one does not conform. Adopt \
            ValidatableModel and write validate(fields:validations:), or adopt the form's Fields \
            protocol, which refines it. Test targets are not checked.
            """,
        triggering: [
            .swift("public final class IdeaCreateRequest: CreateRequest, @unchecked Sendable {\n    public struct ↓RequestBody: ServerRequestBody {\n        public let content: String\n    }\n}\n"),
            .swift("public final class IdeaMoveRequest: UpdateRequest, @unchecked Sendable {\n    public struct ↓RequestBody: Codable, Sendable {}\n}\n"),
        ],
        nonTriggering: [
            .swift("public final class IdeaCreateRequest: CreateRequest, @unchecked Sendable {\n    public struct RequestBody: ServerRequestBody, ValidatableModel {\n        public let content: String\n    }\n}\n"),
            .swift("public final class VesselUpdateRequest: UpdateRequest, @unchecked Sendable {\n    public struct RequestBody: ServerRequestBody, VesselFields {\n        public var name: String\n    }\n}\n"),
            .swift("public final class IdeaDeleteRequest: DeleteRequest, @unchecked Sendable {\n    public struct RequestBody: ServerRequestBody {\n        public let reason: String\n    }\n}\n"),
            .swift("final class EchoCreateRequest: CreateRequest, @unchecked Sendable {\n    struct RequestBody: ServerRequestBody {}\n}\n", path: "Tests/ViewModelsTests/WriteFixtures.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard !file.isTestSource else { return [] }
        var findings: [RuleFinding] = []
        for request in file.allDeclarations where request.kind == .class {
            guard let kind = request.inheritance.first(where: Self.validatingRequests.contains) else { continue }
            for body in request.members where (body.kind == .struct || body.kind == .class) && body.name == "RequestBody" {
                // A form's Fields protocol refines ValidatableModel.
                guard !body.inheritance.contains(where: { $0 == "ValidatableModel" || $0.hasSuffix("Fields") }) else { continue }
                findings.append(RuleFinding(
                    "\(request.name) is a \(kind), whose RequestBody must be a ValidatableModel: add ValidatableModel and validate(fields:validations:), or adopt the form's Fields protocol",
                    at: body.nameLocation))
            }
        }
        return findings
    }
}
