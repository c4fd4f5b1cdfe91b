/// VMID-01: every `@ViewModel` struct has a `vmId: ViewModelId`.
struct VMIdRequiredRule: SourceRule {
    static let description = RuleDescription(
        id: "VMID-01", name: "vmid-required", severity: .error,
        summary: "every @ViewModel struct declares vmId: ViewModelId",
        rationale: """
            ViewModel requires `var vmId: ViewModelId { get }`; the @ViewModel macro does not add it. \
            vmId parameterizes SwiftUI's .id() on the view that renders the ViewModel, so it decides \
            whether SwiftUI reuses or rebuilds the view on refresh — it must be declared on purpose, \
            from the data's identity.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct ↓CardViewModel {\n    public let title: String\n    public static func stub() -> Self { .init(title: \"x\") }\n}\n"),
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct ↓SettingsViewModel {\n    public let id: String\n    public init(id: String) { self.id = id }\n    public static func stub() -> Self { .init(id: \"x\") }\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init() }\n}\n"),
            .swift("@ViewModel\npublic struct RowViewModel {\n    public let vmId: ViewModelId\n    public init(id: Int) { self.vmId = .init(id: id) }\n    public static func stub() -> Self { .init(id: 42) }\n}\n"),
            .swift("public struct NotAViewModel {\n    public let title: String\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.viewModelStructs.compactMap { viewModel in
            let members = viewModel.members + file.extensions(of: viewModel.name).flatMap(\.members)
            guard !members.contains(where: { ($0.kind == .var || $0.kind == .let) && $0.name == "vmId" }) else { return nil }
            return RuleFinding(
                "\(viewModel.name) has no vmId; declare it from the data's identity, e.g. 'public var vmId: ViewModelId = .init(type: Self.self)' for one per screen or 'self.vmId = .init(id: id)' for rows",
                at: viewModel.nameLocation)
        }
    }
}
