/// REQ-05: a `ServerRequestError` is the operation's typed failure, not a free-text reason or an
/// HTTP status.
struct ResponseErrorModelsThrowRule: SourceRule {
    /// Case names that are HTTP statuses or transport categories, not operation outcomes.
    static let statusNames: Set<String> = [
        "ok", "created", "noContent", "badRequest", "unauthorized", "paymentRequired", "forbidden", "notFound",
        "methodNotAllowed", "notAcceptable", "requestTimeout", "preconditionFailed", "payloadTooLarge",
        "unsupportedMediaType", "unprocessableEntity", "tooManyRequests", "internalServerError", "serverError",
        "notImplemented", "badGateway", "serviceUnavailable", "gatewayTimeout", "httpError", "networkError", "transportError",
    ]

    /// The library's own errors, which are not the application's to shape.
    static let libraryErrors: Set<String> = ["EmptyError", "ValidationError"]

    static let description = RuleDescription(
        id: "REQ-05", name: "responseerror-models-the-throw", aliases: ["responseerror-models-the-throw"], severity: .error,
        summary: "a ServerRequestError carries typed failure data, not only free-text Strings, and no HTTP-status cases",
        rationale: """
            FOSMVVM's review checklist (responseerror-models-the-throw, blocker): "A ResponseError must \
            declare the operation's failure vocabulary as typed data — what the operation would throw \
            locally — not mirror the transport." A reason-only shape mirrors a middleware abort body, so \
            any rejection decodes into it and the client cannot tell cases apart; cases named \
            unauthorized, badRequest or …401 leak the transport into the result. Name outcomes \
            (duplicateContent, quotaExceeded, sessionExpired). In a spec, the cases of a request's \
            errors: are checked the same way. Test targets are not checked.
            """,
        triggering: [
            .spec("viewModel: Berth\nhosting: server\nrequest:\n  errors:\n    cases:\n      ↓unauthorized: { en: \"Sign in again\" }\n      berthRemoved: { en: \"This berth no longer exists\" }\nrequests:\n  BerthUpdate:\n    errors:\n      cases:\n        ↓error404: { en: \"Not there\" }\n"),
            .swift("public final class IdeaCreateRequest: CreateRequest, @unchecked Sendable {\n    public struct ↓ResponseError: ServerRequestError {\n        public let reason: String\n        public let detail: String?\n    }\n}\n"),
            .swift("public struct IdeaMoveError: ServerRequestError {\n    public enum ErrorCode: String, Codable, Sendable {\n        case ↓unauthorized401\n        case ↓badRequest\n        case boardArchived\n    }\n    public let code: ErrorCode\n}\n"),
        ],
        nonTriggering: [
            .spec("viewModel: Berth\nhosting: server\nrequest:\n  errors:\n    cases:\n      sessionExpired: { en: \"Sign in again\" }\n"),
            .swift("public final class IdeaCreateRequest: CreateRequest, @unchecked Sendable {\n    @LocalizableError\n    public struct ResponseError: ServerRequestError {\n        public let count: Int\n        public let maximum: Int\n        @LocalizedSubs(substitutions: \\.subs) public var errorMessage\n    }\n}\n"),
            .swift("public enum IdeaMoveError: ServerRequestError {\n    case boardArchived\n    case ideaNotFound(id: ModelIdType)\n    case quotaExceeded(limit: Int)\n}\n"),
            .swift("private struct PermissiveError: ServerRequestError {\n    let note: String?\n}\n", path: "Tests/ViewModelsTests/ErrorFixtures.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard !file.isTestSource, file.mentions("ServerRequestError") else { return [] }
        var findings: [RuleFinding] = []
        let conformedByExtension = Set(file.allDeclarations.filter { $0.kind == .extension && $0.inheritance.contains("ServerRequestError") }.map { SwiftSourceFile.baseName($0.name) })
        for error in file.allDeclarations where [.struct, .enum, .class].contains(error.kind) {
            guard error.inheritance.contains("ServerRequestError") || conformedByExtension.contains(error.name), !Self.libraryErrors.contains(error.name) else { continue }
            let stored = file.storedProperties(of: error)
            if error.kind != .enum, !stored.isEmpty, stored.allSatisfy({ Self.isString($0.typeAnnotation) }) {
                findings.append(RuleFinding(
                    "\(error.name) carries only free text (\(stored.map(\.name).joined(separator: ", "))); any rejection decodes into it and the client cannot tell failures apart: model the operation's failures as typed data (an outcome enum, counts, ids)",
                    at: error.nameLocation))
            }
            let enums = (error.kind == .enum ? [error] : []) + error.members.filter { $0.kind == .enum }
            for enumeration in enums {
                for enumCase in enumeration.members where enumCase.kind == .case && Self.isStatusName(enumCase.name) {
                    findings.append(RuleFinding("'\(enumCase.name)' names an HTTP status, not what the operation failed at; name the outcome (quotaExceeded, sessionExpired, ideaNotFound)", at: enumCase.nameLocation))
                }
            }
        }
        return findings
    }

    static func isString(_ type: String?) -> Bool {
        guard var type else { return false }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type == "String" || type == "Swift.String" || type == "Substring"
    }

    /// `unauthorized`, `badRequest`, or any name ending in an HTTP status number (`error404`).
    static func isStatusName(_ name: String) -> Bool {
        if statusNames.contains(name) { return true }
        let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
        guard digits.count == 3, let code = Int(String(digits.reversed())) else { return false }
        return (100...599).contains(code)
    }
}
