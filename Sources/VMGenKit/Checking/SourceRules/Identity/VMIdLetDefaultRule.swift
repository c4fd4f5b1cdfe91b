/// VMID-02: never `let vmId: ViewModelId = …` — an immutable property with a default is not decoded.
struct VMIdLetDefaultRule: SourceRule {
    static let description = RuleDescription(
        id: "VMID-02", name: "vmid-let-default", severity: .warning,
        summary: "vmId is 'var … = default' or 'let' assigned in init, never 'let … = default'",
        rationale: """
            FOSMVVM's guidance: "Do not write let vmId: ViewModelId = .init(type: Self.self) as a property default — \
            an immutable property with a default is excluded from Codable decoding (the compiler \
            warns); use var with a default, or let assigned in init."
            """,
        triggering: [
            .swift("@ViewModel\npublic struct AViewModel {\n    public ↓let vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct BViewModel {\n    ↓let vmId = ViewModelId(type: Self.self)\n}\n"),
            .swift("struct MainViewModel: ViewModel {\n    @LocalizedString var title\n    ↓let vmId: ViewModelId = .init(type: Self.self)\n    static func stub() -> Self { .init() }\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct AViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct BViewModel {\n    public let vmId: ViewModelId\n    public init() { self.vmId = .init(type: Self.self) }\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.viewModelTypes.flatMap { viewModel in
            viewModel.members.filter { $0.kind == .let && $0.name == "vmId" && $0.initializer != nil }.map {
                RuleFinding("'let vmId' with a default value is never decoded; write 'public var vmId: ViewModelId = …' or assign the let in init", at: $0.location)
            }
        }
    }
}
