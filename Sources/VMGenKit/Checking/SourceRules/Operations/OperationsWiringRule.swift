/// OPS-03: an interactive ViewModel wires its operations as FOSMVVM's generator does: a
/// `private let isStub: Bool`, a computed `operations` that picks the stub or live operations
/// by it, and a private `init(isStub:…)`.
struct OperationsWiringRule: SourceRule {
    static let description = RuleDescription(
        id: "OPS-03", name: "operations-wiring", severity: .warning,
        summary: "an interactive ViewModel has private let isStub: Bool, a computed operations property that picks by isStub, and a private init(isStub:…)",
        rationale: """
            FOSMVVM's viewmodel-generator, "Wiring on the VM": "a private isStub: Bool flag plus a \
            public var operations: any {Name}ViewModelOperations computed property that returns Ops in \
            production and StubOps in stub()", with "a private init(isStub:, …) that the public init and \
            stub() both delegate to". A stored operations property is encoded with the ViewModel (an \
            existential is not Codable); one that ignores isStub hands previews and UI tests the live \
            operations; a public isStub or init(isStub:) lets callers build a stub in production, and \
            a client-hosted ViewModel's AppState would gain it. The #if canImport(SwiftUI) around \
            operations follows the StubOps, which FOSMVVM's own example leaves unguarded, so it is not \
            required. Members in extensions in the same file count; test code is not checked.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct InfoViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public let ↓operations: any InfoViewModelOperations = InfoOps()\n    public init() {}\n}\n"),
            .swift("@ViewModel\npublic struct InfoViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public var ↓isStub: Bool\n\n    #if canImport(SwiftUI)\n    public var ↓operations: any InfoViewModelOperations {\n        InfoOps()\n    }\n    #endif\n\n    public init(deviceId: String) { self.init(isStub: false, deviceId: deviceId) }\n    ↓init(isStub: Bool, deviceId: String) { self.isStub = isStub }\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct InfoViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    private let isStub: Bool\n\n    #if canImport(SwiftUI)\n    public var operations: any InfoViewModelOperations {\n        isStub ? InfoStubOps() : InfoOps()\n    }\n    #endif\n\n    public init(deviceId: String) { self.init(isStub: false, deviceId: deviceId) }\n    private init(isStub: Bool, deviceId: String) { self.isStub = isStub }\n    public static func stub() -> Self { .init(isStub: true, deviceId: \"bedrock-42\") }\n}\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public let title: String\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard file.mentions("isStub") || file.mentions("operations"), file.mentions("@ViewModel"), !file.isTestSource else { return [] }
        var findings: [RuleFinding] = []
        for viewModel in file.viewModelStructs {
            let members = viewModel.members + file.extensions(of: viewModel.name).flatMap(\.members)
            let operations = members.first { ($0.kind == .var || $0.kind == .let) && $0.name == "operations" && !$0.isStatic }
            let isStub = members.first { ($0.kind == .var || $0.kind == .let) && $0.name == "isStub" && !$0.isStatic }
            guard operations != nil || isStub != nil else { continue }
            if let operations {
                let stored = operations.kind == .let || !operations.hasBody || file.hasObservers(operations)
                let stem = Self.stem(viewModel.name)
                if isStub == nil {
                    findings.append(RuleFinding(
                        "\(viewModel.name) has operations but no 'private let isStub: Bool', so stub() cannot hand previews and UI tests the stub operations\(stored ? "; and make operations computed (a stored one is encoded with the ViewModel)" : ""): isStub ? \(stem)StubOps() : \(stem)Ops()",
                        at: operations.nameLocation))
                } else if stored {
                    findings.append(RuleFinding(
                        "\(viewModel.name).operations is stored: it is encoded with the ViewModel and cannot switch to the stub; make it a computed property, isStub ? \(stem)StubOps() : \(stem)Ops()",
                        at: operations.nameLocation))
                } else if !file.codeTokens(in: operations.bodyTokens).contains(where: { $0.text == "isStub" }) {
                    findings.append(RuleFinding(
                        "\(viewModel.name).operations never reads isStub, so stub() hands previews and UI tests the live operations; return isStub ? \(stem)StubOps() : \(stem)Ops()",
                        at: operations.nameLocation))
                }
            }
            guard let isStub else { continue }
            if isStub.kind != .let || !isStub.modifiers.contains("private") || isStub.typeAnnotation != "Bool" {
                findings.append(RuleFinding(
                    "declare it 'private let isStub: Bool': it is set once by the private init(isStub:…), and callers (and a client-hosted AppState) must not see or set it",
                    at: isStub.nameLocation))
            }
            let stubInits = members.filter { $0.kind == .`init` && $0.parameters.contains { $0.name == "isStub" } }
            if stubInits.isEmpty {
                findings.append(RuleFinding(
                    "\(viewModel.name) has isStub but no 'private init(isStub: Bool, …)' for the public init (isStub: false) and stub() (isStub: true) to delegate to",
                    at: isStub.nameLocation))
            }
            for initializer in stubInits where !initializer.modifiers.contains("private") {
                findings.append(RuleFinding(
                    "make init(isStub:…) private: only the public init (isStub: false) and stub() (isStub: true) call it, so production code cannot build a ViewModel with stub operations",
                    at: initializer.nameLocation))
            }
        }
        return findings.sorted { $0.location.offset < $1.location.offset }
    }

    /// `InfoViewModel` → `Info`.
    static func stem(_ name: String) -> String {
        name.hasSuffix("ViewModel") ? String(name.dropLast("ViewModel".count)) : name
    }
}
