/// TYPE-02 on specs: a date or a count is not a pre-formatted String.
struct PreformattedTextSpecRule: SpecRule {
    static let description = RuleDescription(
        id: "TYPE-02", name: "no-preformatted-text", severity: .warning,
        summary: "a date is a Date shown as LocalizableDate and a count an Int shown as LocalizableInt, never a pre-formatted String",
        rationale: """
            FOSMVVM's guidance: "Never send pre-formatted strings. Use localizable types: createdAt: \
            LocalizableDate // NOT String, itemCount: LocalizableInt // NOT String. The client \
            formats these according to user's locale and timezone." A String formatted by the \
            server shows one locale's format (and the server's time zone) to everyone. vmgen \
            reads a String property named like a date (…At, …Date) or a count (…Count) as one.
            """,
        triggering: [
            .spec("viewModel: Card\nhosting: server\nproperties:\n  ↓createdAt: String\n"),
            .spec("viewModel: Inbox\nhosting: server\nproperties:\n  ↓unreadCount: String?\n"),
            .spec("viewModel: Inbox\nhosting: server\nproperties:\n  threads: [Conversation]\nchildren:\n  Conversation:\n    nested: true\n    properties:\n      id: ModelIdType\n      ↓sentAt: String\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    public let ↓createdAt: String\n    public let ↓dueDate: String?\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct InboxViewModel {\n    public let ↓unreadCount: String\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ],
        nonTriggering: [
            .spec("viewModel: Card\nhosting: server\nproperties:\n  createdAt: { type: Date, display: LocalizableDate }\n  unreadCount: { type: Int, display: LocalizableInt }\n"),
            .spec("viewModel: Card\nhosting: server\nproperties:\n  format: String\n  dateFormat: String\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    public let createdAt: LocalizableDate\n    public let unreadCount: LocalizableInt\n    public let dateFormat: String\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("struct Row {\n    let createdAt: String\n}\n", path: "Sources/App/Row.swift"),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        // A nested type's properties are the parent's data too.
        context.set.viewModels.flatMap { viewModel in
            (viewModel.properties + viewModel.nestedTypes.flatMap(\.properties)).compactMap { property in
                guard property.type.base == .plain(.string), property.display == nil, let kind = Self.kind(of: property.name) else { return nil }
                return RuleFinding(Self.message(property.name, kind: kind, spec: true), at: property.location)
            }
        }
    }

    /// Whether a String named `name` looks like a formatted date or count.
    enum Kind { case date, count }

    static func kind(of name: String) -> Kind? {
        let lower = name.lowercased()
        if lower == "date" || lower == "timestamp" || camelSuffix(name, "At") || camelSuffix(name, "Date") { return .date }
        if lower == "count" || camelSuffix(name, "Count") { return .count }
        return nil
    }

    /// `createdAt` ends with the word `At`; `format` does not.
    private static func camelSuffix(_ name: String, _ word: String) -> Bool {
        guard name.hasSuffix(word), name.count > word.count else { return false }
        let before = name[name.index(name.endIndex, offsetBy: -word.count - 1)]
        return before.isLowercase || before.isNumber
    }

    static func message(_ name: String, kind: Kind, spec: Bool) -> String {
        switch kind {
        case .date:
            return spec
                ? "'\(name)' looks like a date formatted ahead of time: make it { type: Date, display: LocalizableDate } so each client formats it in its own locale and time zone"
                : "'\(name)' looks like a date formatted ahead of time: store a LocalizableDate (built from a Date in the init) so each client formats it in its own locale and time zone"
        case .count:
            return spec
                ? "'\(name)' looks like a number formatted ahead of time: make it { type: Int, display: LocalizableInt } so each client formats it for its locale"
                : "'\(name)' looks like a number formatted ahead of time: store a LocalizableInt (built from an Int in the init) so each client formats it for its locale"
        }
    }
}
