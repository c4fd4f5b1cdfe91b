/// STUB-05: stub values come from the reserved fake vocabulary, never plausible real data.
struct StubVocabularyRule: SpecRule {
    static let description = RuleDescription(
        id: "STUB-05", name: "stub-vocabulary", aliases: ["stub-vocabulary"], severity: .error,
        summary: "stub values use the reserved fake vocabulary (Flintstones, 42, 1914), not plausible data",
        rationale: """
            FOSMVVM's review checklist (stub-vocabulary): stubs use Flintstones names and data ("Fred \
            Flintstone", "Bedrock"), numbers at or near ±42 and dates around 1914. A plausible \
            email, phone number or a contemporary date in a stub cannot be told apart from real data \
            when it leaks into a screenshot, a test fixture or production. In Swift, the string \
            literals of every static stub(…) — its default arguments and its body — are checked \
            (emails and phone numbers; dates there are computed, not literals).
            """,
        triggering: [
            .spec("viewModel: User\nhosting: server\nproperties:\n  ↓email: { type: String, stub: \"jane.doe@gmail.com\" }\n"),
            .spec("viewModel: User\nhosting: server\nproperties:\n  ↓joined: { type: Date, stub: \"2023-05-17\" }\n"),
            .spec("viewModel: User\nhosting: server\nproperties:\n  ↓phone: { type: String, stub: \"+1 415 867 5309\" }\n"),
            .spec("viewModel: Team\nhosting: server\nproperties:\n  members: [Member]\nchildren:\n  Member:\n    nested: true\n    properties:\n      id: ModelIdType\n      ↓email: { type: String, stub: \"jane.doe@gmail.com\" }\n"),
            .swift("@ViewModel\npublic struct UserViewModel {\n    public let email: String\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub(email: String = ↓\"jane.doe@gmail.com\") -> Self { .init(email: email) }\n}\n"),
            .swift("public struct Contact: Stubbable {\n    public let phone: String\n    public static func stub() -> Self {\n        .init(phone: ↓\"+1 415 867 5309\")\n    }\n}\n"),
        ],
        nonTriggering: [
            .spec("viewModel: User\nhosting: server\nproperties:\n  email: { type: String, stub: \"fred@bedrock.example\" }\n  joined: { type: Date, stub: \"1914-02-03\" }\n"),
            .spec("viewModel: User\nhosting: server\nproperties:\n  phone: { type: String, stub: \"555-0142\" }\n  name: String\n"),
            // Identifiers made of digits that are not personal data: an ISBN, a version, an order number, a date.
            .spec("viewModel: Book\nhosting: server\nproperties:\n  isbn: { type: String, stub: \"978-0-00-000042-1\" }\n  edition: { type: String, stub: \"1.42.0\" }\n  order: { type: String, stub: \"1914-000042\" }\n  printed: { type: String, stub: \"1914-02-03\" }\n"),
            .swift("@ViewModel\npublic struct UserViewModel {\n    public let email: String\n    public let phone: String\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub(email: String = \"fred@bedrock.example\", phone: String = \"555-0142\") -> Self { .init(email: email, phone: phone) }\n    public static func support() -> Self { .init(email: \"help@harbor.com\", phone: \"+1 415 867 5309\") }\n}\n"),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        // A nested type's properties are the parent's data too.
        context.set.viewModels.flatMap { viewModel in
            (viewModel.properties + viewModel.nestedTypes.flatMap(\.properties)).compactMap { property -> RuleFinding? in
                guard let stub = property.stub, let problem = Self.problem(stub, type: property.type) else { return nil }
                return RuleFinding("the stub of '\(property.name)' \(problem); use the reserved fake vocabulary (fred@bedrock.example, 555-0142, 1914-02-03)", at: property.location)
            }
        }
    }

    static func problem(_ value: StubValue, type: TypeRef) -> String? {
        switch value {
        case .list(let items):
            return items.lazy.compactMap { problem($0, type: type.base) }.first
        case .string(let text):
            if type.base == .plain(.date), let seconds = StubDate.secondsSince1970(text), seconds > StubDate.secondsSince1970("1949-12-31")! {
                return "is a contemporary date (\(text))"
            }
            guard type.base == .plain(.string) else { return nil }
            return textProblem(text)
        default:
            return nil
        }
    }

    /// A string stub value that looks like a real email address or phone number.
    static func textProblem(_ text: String) -> String? {
        if let at = text.firstIndex(ofASCII: "@"), text[text.index(after: at)...].contains("."), !isReservedDomain(String(text[text.index(after: at)...])) {
            return "looks like a real email address (\(text))"
        }
        if isPhoneNumber(text) {
            return "looks like a real phone number (\(text))"
        }
        return nil
    }

    /// Whether text reads as a phone number (personal data), not as one of the many other
    /// digit strings a stub may hold: an ISBN (`978-0-00-000042-1`), a date (`2024-01-02`), a
    /// version or an address (`1.2.3`, `10.0.0.1`), an order or account number with long
    /// groups (`2024-000123`). A phone number is 7 to 15 digits (E.164), written with a `+`
    /// or an area code in parentheses, or in two to five groups of at most four digits
    /// (`415 867 5309`, `867-5309`). 555 numbers are fiction by convention.
    static func isPhoneNumber(_ text: String) -> Bool {
        let digits = text.filter(\.isNumber)
        guard (7...15).contains(digits.count), text.allSatisfy({ $0.isNumber || " +-().".contains($0) }) else { return false }
        if digits.hasPrefix("555") || digits.hasPrefix("1555") { return false }
        if digits.count == 13, digits.hasPrefix("978") || digits.hasPrefix("979") { return false }  // ISBN-13
        // Dotted: a version or an address (`1.42.0`, `10.0.0.1`), unless grouped as a phone (`415.867.5309`).
        if text.allSatisfy({ $0.isNumber || $0 == "." }) { return text.split(separator: ".").map(\.count) == [3, 3, 4] }
        if text.hasPrefix("+") || text.contains("(") { return true }
        let groups = text.split { " -.".contains($0) }
        guard (2...5).contains(groups.count), groups.allSatisfy({ $0.count <= 4 }) else { return false }
        // `2024-01-02`, `02.01.2024`: a date.
        let sizes = groups.map(\.count)
        return sizes != [4, 2, 2] && sizes != [2, 2, 4]
    }

    /// `example`, `.test`, `.invalid` (RFC 2606) and Bedrock's own domains are never real.
    static func isReservedDomain(_ domain: String) -> Bool {
        let lower = domain.lowercased()
        return lower.hasSuffix(".example") || lower.hasSuffix("example.com") || lower.hasSuffix(".test")
            || lower.hasSuffix(".invalid") || lower.contains("bedrock")
    }
}
