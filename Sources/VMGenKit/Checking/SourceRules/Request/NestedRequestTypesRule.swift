/// REQ-03: a request's RequestBody, ResponseBody and ResponseError are nested in it.
struct NestedRequestTypesRule: SourceRule {
    /// Types the library provides for these roles.
    static let libraryTypes: Set<String> = [
        "EmptyBody", "EmptyError", "ValidationError", "CredentialRejectedError",
    ]

    static let description = RuleDescription(
        id: "REQ-03", name: "request-types-nested", severity: .warning,
        summary: "a request's RequestBody, ResponseBody and ResponseError are declared inside the request class",
        rationale: """
            FOSMVVM's serverrequest-generator: "ResponseError MUST be nested inside the request class, \
            just like RequestBody and ResponseBody … This avoids namespace pollution and provides unique \
            YAML localization keys automatically." A top-level body or error is one more public name \
            per request, and is easily shared by requests whose payloads later diverge. The library's \
            Empty types, ValidationError and a ViewModel as ResponseBody (a ViewModelRequest's response \
            is its screen's ViewModel) are not reported; nor are test targets. Only a type declared at \
            the top level of the request's own file is reported: one from another file may be shared \
            on purpose (a vmgen spec's responseError: names a hand-written type).
            """,
        triggering: [
            .swift("public struct BerthMoveBody: ServerRequestBody, ValidatableModel {}\npublic struct BerthMoveError: ServerRequestError {}\n\npublic final class BerthMoveRequest: UpdateRequest, @unchecked Sendable {\n    public typealias ↓RequestBody = BerthMoveBody\n    public typealias ↓ResponseError = BerthMoveError\n    public typealias ResponseBody = EmptyBody\n}\n", path: "Sources/ViewModels/Requests/BerthMoveRequest.swift"),
            .swift("public final class BerthShowRequest: ShowRequest, @unchecked Sendable {\n    public typealias ResponseError = EmptyError\n    public var ↓responseBody: BerthSummary?\n}\n\npublic struct BerthSummary: ServerRequestBody {\n    public let number: Int\n}\n", path: "Sources/ViewModels/Requests/BerthShowRequest.swift"),
        ],
        nonTriggering: [
            .swift("public final class BerthMoveRequest: UpdateRequest, @unchecked Sendable {\n    public struct RequestBody: ServerRequestBody, ValidatableModel {}\n    public struct ResponseError: ServerRequestError {}\n    public typealias ResponseBody = EmptyBody\n    public let requestBody: RequestBody?\n}\n", path: "Sources/ViewModels/Requests/BerthMoveRequest.swift"),
            .swift("public final class DashboardRequest: ViewModelRequest, @unchecked Sendable {\n    public typealias ResponseError = EmptyError\n    public var responseBody: DashboardViewModel?\n}\npublic final class DockRequest: ViewModelRequest, @unchecked Sendable {\n    public struct Body: ServerRequestBody {}\n    public typealias ResponseBody = Body\n    public typealias ResponseError = ValidationError\n}\n"),
            .swift("struct EchoBody: ServerRequestBody {}\nfinal class EchoUpdateRequest: UpdateRequest, @unchecked Sendable {\n    typealias RequestBody = EchoBody\n}\n", path: "Tests/ViewModelsTests/WriteFixtures.swift"),
            .swift("struct BerthListVM: RequestableViewModel {\n    typealias Request = BerthListRequest\n}\nfinal class BerthListRequest: ViewModelRequest, @unchecked Sendable {\n    typealias ResponseBody = BerthListVM\n}\n"),
            .swift("public final class AnnouncementsRequest: ViewModelRequest, @unchecked Sendable {\n    public typealias ResponseError = AnnouncementsError\n    public var responseBody: AnnouncementsViewModel?\n}\n", path: "Sources/NewsViewModels/Announcements/AnnouncementsRequest.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard !file.isTestSource else { return [] }
        // Types declared at the top level of this file, beside the request: they could simply
        // move inside it. A type from another file may be shared on purpose (vmgen's own spec
        // names a hand-written ResponseError), so it is not judged.
        let topLevel = Set(file.declarations.filter { [.struct, .class, .enum].contains($0.kind) && !Self.isViewModel($0) }.map(\.name))
        guard !topLevel.isEmpty else { return [] }
        var findings: [RuleFinding] = []
        for request in file.allDeclarations where RequestProtocols.isRequest(request) {
            let members = request.members + file.extensions(of: request.name).flatMap(\.members)
            let nested = Set(members.filter { [.struct, .class, .enum].contains($0.kind) }.map(\.name))
            var aliased: Set<String> = []
            var roles: [(role: String, type: String, location: SourceLocation)] = []
            for alias in members where alias.kind == .typealias && ["RequestBody", "ResponseBody", "ResponseError"].contains(alias.name) {
                aliased.insert(alias.name)
                if let type = alias.initializer { roles.append((alias.name, type, alias.nameLocation)) }
            }
            // Without a typealias the stored property's type names the role.
            for (property, role) in [("requestBody", "RequestBody"), ("responseBody", "ResponseBody")] where !aliased.contains(role) && !nested.contains(role) {
                guard let member = members.first(where: { ($0.kind == .var || $0.kind == .let) && $0.name == property && !$0.isStatic }),
                    let type = member.typeAnnotation.map(Self.unwrapped)
                else { continue }
                roles.append((role, type, member.nameLocation))
            }
            for (role, type, location) in roles where topLevel.contains(type) && !nested.contains(type) && !Self.libraryTypes.contains(type) {
                if role == "ResponseBody", type.hasSuffix("ViewModel") { continue }
                findings.append(RuleFinding("\(request.name)'s \(role) is \(type), declared beside it at the top level; declare it inside the request (public struct \(role): …) so each request owns its payload and its YAML keys", at: location))
            }
        }
        return findings
    }

    /// A `@ViewModel`, or a type conforming to a ViewModel protocol by hand: a request's
    /// response may be its screen's ViewModel, which is declared on its own.
    static func isViewModel(_ declaration: SwiftDeclaration) -> Bool {
        declaration.isViewModel || declaration.inheritance.contains { ["ViewModel", "RequestableViewModel", "LiveViewModel", "ModelIdentifiedViewModel"].contains($0) }
    }

    static func unwrapped(_ type: String) -> String {
        var type = type
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type
    }
}
