/// STUB-04: an interactive ViewModel's stub builds it with `init(isStub: true, …)`.
struct InteractiveStubRule: SourceRule {
    static let description = RuleDescription(
        id: "STUB-04", name: "interactive-stub-is-stub", severity: .warning,
        summary: "an interactive ViewModel's stub() calls init(isStub: true, …), so previews and tests get the stub operations",
        rationale: """
            FOSMVVM's viewmodel-generator: an interactive ViewModel keeps private let isStub, its \
            operations property returns the StubOps when isStub is set, and "public static func \
            stub() -> Self { .init(isStub: true, …) }". A stub built through the public init (which \
            passes isStub: false) hands previews and UI tests the live operations: a tap in a \
            preview would reach the server.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct InfoViewModel {\n    private let isStub: Bool\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(deviceId: String) { self.init(isStub: false, deviceId: deviceId) }\n    private init(isStub: Bool, deviceId: String) { self.isStub = isStub }\n    public static func stub() -> Self {\n        ↓.init(deviceId: \"bedrock-42\")\n    }\n}\n"),
            .swift("@ViewModel\npublic struct InfoViewModel {\n    private let isStub: Bool\n    public var vmId: ViewModelId = .init(type: Self.self)\n    private init(isStub: Bool, deviceId: String) { self.isStub = isStub }\n}\n\nextension InfoViewModel {\n    public static func stub() -> Self {\n        ↓Self(isStub: false, deviceId: \"bedrock-42\")\n    }\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct InfoViewModel {\n    private let isStub: Bool\n    public var vmId: ViewModelId = .init(type: Self.self)\n    private init(isStub: Bool, deviceId: String, since: Date) { self.isStub = isStub }\n    public static func stub() -> Self {\n        .init(isStub: true, deviceId: \"bedrock-42\", since: .init(timeIntervalSince1970: -1_767_225_600))\n    }\n    public static func stub(deviceId: String) -> Self {\n        var stub = stub()\n        return stub\n    }\n}\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    public let title: String\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init(title: \"Fred\") }\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for viewModel in file.viewModelStructs where viewModel.members.contains(where: { $0.name == "isStub" && ($0.kind == .let || $0.kind == .var) }) {
            let members = viewModel.members + file.extensions(of: viewModel.name).flatMap(\.members)
            guard members.contains(where: { $0.kind == .`init` && $0.parameters.contains { $0.name == "isStub" } }) else { continue }
            for stub in members where stub.kind == .func && stub.name == "stub" && stub.isStatic {
                for call in Self.initializerCalls(in: file.codeTokens(in: stub.bodyTokens), typeName: viewModel.name) where !call.passesIsStubTrue {
                    findings.append(RuleFinding("\(viewModel.name)'s stub builds it without isStub: true, so previews and tests get the live operations; call .init(isStub: true, …)", at: call.location))
                }
            }
        }
        return findings
    }

    struct InitializerCall {
        var location: SourceLocation
        var passesIsStubTrue: Bool
    }

    /// The calls at the top level of a stub's body that build the ViewModel: `.init(…)`,
    /// `Self(…)`, `Self.init(…)`, `Name(…)`, `Name.init(…)`, with whether `isStub: true` is an
    /// argument. Calls nested in arguments (`id: .init()`) build other values.
    static func initializerCalls(in code: [SwiftToken], typeName: String) -> [InitializerCall] {
        var calls: [InitializerCall] = []
        var depth = 0
        var index = 0
        while index < code.count {
            let text = code[index].text
            if text == "(" || text == "[" || text == "{" {
                depth += 1
            } else if text == ")" || text == "]" || text == "}" {
                depth -= 1
            } else if depth == 0, let open = callOpen(code, at: index, typeName: typeName) {
                var argumentDepth = 0
                var cursor = open
                var passes = false
                while cursor < code.count {
                    let argument = code[cursor].text
                    if argument == "(" || argument == "[" || argument == "{" { argumentDepth += 1 }
                    if argument == ")" || argument == "]" || argument == "}" {
                        argumentDepth -= 1
                        if argumentDepth == 0 { break }
                    }
                    if argumentDepth == 1, argument == "isStub", cursor + 2 < code.count, code[cursor + 1].text == ":", code[cursor + 2].text == "true" { passes = true }
                    cursor += 1
                }
                calls.append(InitializerCall(location: code[index].location, passesIsStubTrue: passes))
                index = cursor + 1
                continue
            }
            index += 1
        }
        return calls
    }

    /// The index of the `(` when an initializer call of the ViewModel starts at `index`.
    private static func callOpen(_ code: [SwiftToken], at index: Int, typeName: String) -> Int? {
        func text(_ offset: Int) -> String? { index + offset < code.count ? code[index + offset].text : nil }
        let startsExpression = index == 0 || ["return", "=", "(", ",", "{", ";"].contains(code[index - 1].text) || code[index - 1].location.line < code[index].location.line
        guard startsExpression else { return nil }
        if text(0) == ".", text(1) == "init", text(2) == "(" { return index + 2 }
        if text(0) == "Self" || text(0) == typeName {
            if text(1) == "(" { return index + 1 }
            if text(1) == ".", text(2) == "init", text(3) == "(" { return index + 3 }
        }
        return nil
    }
}
