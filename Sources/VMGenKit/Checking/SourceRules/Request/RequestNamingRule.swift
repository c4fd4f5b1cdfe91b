/// REQ-04: requests are named noun-first (`BerthUpdateRequest`); a screen read names no verb.
struct RequestNamingRule: SourceRule {
    /// Words that read only as verbs at the start of a request name. Words that are as often
    /// nouns (`Post`, `Archive`, `Download`, `Change`) are left out: `PostDetailRequest` reads a post.
    static let verbs: Set<String> = [
        "Create", "Update", "Replace", "Delete", "Destroy", "Move", "Mint", "Get", "Fetch", "Show", "Load", "Add",
        "Remove", "Save", "Set", "Submit", "Send", "Reset", "Toggle", "Find", "Retrieve", "Generate", "Insert", "Modify",
    ]

    /// The verbs NAMES.md forbids in a screen read (`ViewModelRequest`) anywhere in its name.
    static let readVerbs: Set<String> = ["Show", "Get", "Fetch"]

    static let description = RuleDescription(
        id: "REQ-04", name: "request-noun-first", severity: .warning,
        summary: "requests are named noun-first (BerthUpdateRequest, not UpdateBerthRequest); a screen read has no verb",
        rationale: """
            FOSMVVM's NAMES.md, "Red flags — STOP": "A request name that starts with a verb (Create…, \
            Update…, Move…, Mint…) — flip it noun-first", and "A screen read request carrying a \
            Show/Get/Fetch verb — drop it; the noun alone is the read." Noun-first keeps an entity's \
            requests together (UserCreateRequest, UserDeleteRequest, UserShowRequest), and FOSMVVM \
            derives the served path from the type name. In a spec, a request under requests: is \
            checked the same way. Test targets are not checked: FOSMVVM's review applies its request \
            checks to Sources.
            """,
        triggering: [
            .spec("viewModel: Berth\nhosting: server\nrequests:\n  ↓CreateBerth: { action: create }\n  ↓MoveIdea: { action: update }\n"),
            .swift("public final class ↓UpdateBerthRequest: UpdateRequest, @unchecked Sendable {\n    public typealias ResponseError = EmptyError\n}\n", path: "Sources/ViewModels/Requests/UpdateBerthRequest.swift"),
            .swift("public final class ↓DashboardFetchRequest: ViewModelRequest, @unchecked Sendable {\n    public var responseBody: DashboardViewModel?\n}\nfinal class ↓MoveIdeaRequest: ServerRequest, @unchecked Sendable {}\n"),
        ],
        nonTriggering: [
            .spec("viewModel: Berth\nhosting: server\nrequests:\n  BerthCreate: {}\n  IdeaMove: { action: update }\n  PostDetailShow: {}\n"),
            .swift("public final class BerthUpdateRequest: UpdateRequest, @unchecked Sendable {}\npublic final class UserShowRequest: ShowRequest, @unchecked Sendable {}\npublic final class DashboardRequest: ViewModelRequest, @unchecked Sendable {}\n"),
            .swift("final class PostDetailRequest: ViewModelRequest, @unchecked Sendable {}\n"),
            .swift("final class CreateBerthRequest: CreateRequest, @unchecked Sendable {}\n", path: "Tests/ViewModelsTests/WriteFixtures.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard !file.isTestSource else { return [] }
        return file.allDeclarations.filter(RequestProtocols.isRequest).compactMap { request in
            let words = TypeNameWords.words(request.name)
            guard words.count >= 3, words.last == "Request" else { return nil }
            let noun = words.dropFirst().dropLast().joined()
            if Self.verbs.contains(words[0]) {
                let isScreenRead = request.inheritance.contains("ViewModelRequest") && Self.readVerbs.contains(words[0])
                let better = isScreenRead ? noun + "Request" : noun + words[0] + "Request"
                return RuleFinding("'\(request.name)' starts with the verb '\(words[0])'; FOSMVVM names requests noun-first: '\(better)'", at: request.nameLocation)
            }
            if request.inheritance.contains("ViewModelRequest"), let verb = words.dropLast().first(where: Self.readVerbs.contains) {
                let better = words.dropLast().filter { $0 != verb }.joined() + "Request"
                return RuleFinding("'\(request.name)' is a screen read carrying the verb '\(verb)'; the noun alone is the read: '\(better)'", at: request.nameLocation)
            }
            return nil
        }
    }
}
