/// VMID-05: a ViewModel shown once per screen takes the singleton identity `.init(type: Self.self)`,
/// neither a random id nor a hand-written constant.
struct SingletonIdentityRule: SourceRule {
    static let description = RuleDescription(
        id: "VMID-05", name: "singleton-identity", severity: .warning,
        summary: "a top-level ViewModel, or one with a constant id, uses .init(type: Self.self)",
        rationale: """
            FOSMVVM's viewmodel-generator: "Singleton — one per screen (top-level page, a child shown \
            once): .init(type: Self.self)"; a random .init() is the last resort. A top-level \
            ViewModel (a RequestableViewModel, or client-hosted) with a random vmId gets a new \
            identity on every fetch, so SwiftUI rebuilds the whole screen; a constant string id \
            (.init(id: "dashboard")) is a singleton spelled by hand, which can collide with another \
            type's, while .init(type:) is module-qualified. A top-level ViewModel with a data id, or \
            a ModelIdentifiedViewModel (one per model, not per screen), is VMID-03's. Test targets are not checked.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct DashboardViewModel: RequestableViewModel {\n    public typealias Request = DashboardRequest\n    public var vmId: ViewModelId = ↓.init()\n}\n"),
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    public let vmId: ViewModelId\n    public init(theme: Theme) {\n        vmId = ↓ViewModelId()\n    }\n}\n@ViewModel\npublic struct HeaderViewModel {\n    public var vmId: ViewModelId = ↓.init(id: \"header\")\n}\n"),
        ],
        nonTriggering: [
            // One per model, not per screen: VMID-03 reports its random vmId.
            .swift("@ViewModel\npublic struct GadgetViewModel: RequestableViewModel, ModelIdentifiedViewModel {\n    public typealias Request = GadgetRequest\n    public let vmId: ViewModelId\n    public let modelIdentity: ModelIdentity\n    public init(gadget: Gadget) throws {\n        modelIdentity = try gadget.modelIdentity\n        vmId = .init()\n    }\n}\n"),
            .swift("@ViewModel\npublic struct DashboardViewModel: RequestableViewModel {\n    public typealias Request = DashboardRequest\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n@ViewModel\npublic struct ToastViewModel {\n    public var vmId: ViewModelId = .init()\n}\n"),
            .swift("@ViewModel\npublic struct BerthViewModel: RequestableViewModel {\n    public let vmId: ViewModelId\n    public init(berthId: ModelIdType) { vmId = .init(id: berthId) }\n}\n@ViewModel\npublic struct CellViewModel {\n    public let vmId: ViewModelId\n    public init(row: Int, column: Int) { vmId = .init(id: \"\\(row)-\\(column)\") }\n}\n"),
            .swift("@ViewModel\nstruct ResponseBody: RequestableViewModel {\n    var vmId: ViewModelId = .init()\n}\n", path: "Tests/ViewModelsTests/TestViewModel.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard !file.isTestSource else { return [] }
        var findings: [RuleFinding] = []
        for viewModel in file.viewModelStructs {
            let isTopLevel = viewModel.inheritance.contains("RequestableViewModel") || (viewModel.viewModelAttribute?.arguments ?? "").contains(".clientHostedFactory")
            let hasDataId = viewModel.members.filter { $0.kind == .`init` }.flatMap(\.parameters).contains { RandomVMIdRule.isIdLike($0.name) }
                || RandomVMIdRule.hasModelIdentity(viewModel, in: file)
            for expression in file.vmIdExpressions(of: viewModel) {
                if isTopLevel, !hasDataId, VMIdForm.isRandom(expression) {
                    findings.append(RuleFinding("\(viewModel.name) is a top-level ViewModel, one per screen, but its vmId is random: every fetch rebuilds the screen; use .init(type: Self.self)", at: expression[0].location))
                } else if let id = VMIdForm.stringId(expression), !id.contains(where: { $0.kind == .interpolationStart }) {
                    findings.append(RuleFinding("\(viewModel.name)'s vmId is a constant string, a singleton spelled by hand that can collide with another type's; use .init(type: Self.self)", at: expression[0].location))
                }
            }
        }
        return findings
    }
}
