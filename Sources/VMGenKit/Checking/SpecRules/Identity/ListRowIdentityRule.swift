/// VMID-03 on specs: a ViewModel used as a list row carries its row's stable data identity.
struct ListRowIdentityRule: SpecRule {
    static let description = RuleDescription(
        id: "VMID-03", name: "row-identity", aliases: ["stable-row-identity"], severity: .error,
        summary: "a list row, or a ViewModel with a data id, has a stable identity: never singleton (rows) or random",
        rationale: """
            FOSMVVM's guidance: "Instance — many per screen, ESPECIALLY List/ForEach rows. The vmId MUST carry the \
            row's stable data identity." A singleton id makes every row collide on one identity; a \
            random one (a bare .init()) mints a new identity on every fetch, so SwiftUI tears each row \
            down and rebuilds it, taking selection, scroll position and focus with it. In Swift, a \
            singleton vmId on a list row is VMID-04 (row-not-singleton); this rule reports the random \
            forms there.
            """,
        triggering: [
            .spec("viewModel: Board\nhosting: server\nproperties:\n  cards: [Card]\nchildren:\n  ↓Card:\n    properties:\n      title: String\n"),
            .spec("viewModel: Feed\nhosting: server\nproperties:\n  items: \"[Item]?\"\nchildren:\n  ↓Item:\n    identity: { random: \"rows are rebuilt anyway\" }\n    properties:\n      text: String\n"),
        .swift("@ViewModel\npublic struct RowViewModel {\n    public let id: ModelIdType\n    public var vmId: ViewModelId = ↓.init()\n    public init(id: ModelIdType) { self.id = id }\n}\n"),
        .swift("@ViewModel\npublic struct ListViewModel {\n    public let rows: [RowViewModel]\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n@ViewModel\npublic struct RowViewModel {\n    public let vmId: ViewModelId\n    public init(title: String) {\n        self.vmId = ↓ViewModelId()\n    }\n}\n"),
        .swift("@ViewModel\npublic struct NodeViewModel {\n    public let vmId: ViewModelId\n    public init(nodeId: String) { vmId = ↓.init(id: nil) }\n}\n"),
        .swift("struct BerthRowViewModel: ViewModel {\n    let berthId: String\n    let vmId: ViewModelId\n    init(berthId: String) {\n        self.berthId = berthId\n        vmId = ↓ViewModelId()\n    }\n    static func stub() -> Self { .init(berthId: \"42\") }\n}\n"),
        // One per model: its identity is its model's.
        .swift("@ViewModel\npublic struct GadgetViewModel: RequestableViewModel, ModelIdentifiedViewModel {\n    public typealias Request = GadgetRequest\n    public let vmId: ViewModelId\n    public let modelIdentity: ModelIdentity\n    public init(gadget: Gadget) throws {\n        modelIdentity = try gadget.modelIdentity\n        vmId = ↓.init()\n    }\n}\n"),
        ],
        nonTriggering: [
            .spec("viewModel: Board\nhosting: server\nproperties:\n  cards: [Card]\nchildren:\n  Card:\n    identity: { id: id }\n    properties:\n      id: ModelIdType\n"),
            .spec("viewModel: Board\nhosting: server\nproperties:\n  header: Header\nchildren:\n  Header:\n    identity: singleton\n    properties:\n      title: String\n"),
            .spec("viewModel: Nodes\nhosting: server\nproperties:\n  nodes: [Node]\nchildren:\n  Node:\n    identity: { compose: [host, port] }\n    properties:\n      host: String\n      port: Int\n"),
        .swift("@ViewModel\npublic struct RowViewModel {\n    public let vmId: ViewModelId\n    public init(id: ModelIdType) { self.vmId = .init(id: id) }\n}\n"),
        .swift("@ViewModel\npublic struct ToastViewModel {\n    public var vmId: ViewModelId = .init()\n    public init(message: String) {}\n}\n"),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        let rows = context.listElements
        return context.set.viewModels.compactMap { viewModel in
            guard let useLocation = rows[viewModel.name] else { return nil }
            let use = useLocation.file == viewModel.location.file ? "line \(useLocation.line)" : "\(useLocation)"
            switch viewModel.identity {
            case .singleton:
                return RuleFinding(
                    "\(viewModel.typeName) is a list row (used at \(use)) but its identity is singleton: every row would share one vmId; use identity: { id: … } or { compose: [ … ] }",
                    at: viewModel.location)
            case .random:
                return RuleFinding(
                    "\(viewModel.typeName) is a list row (used at \(use)) with a random identity: every refresh rebuilds each row; use identity: { id: … } or { compose: [ … ] }",
                    at: viewModel.location)
            default:
                return nil
            }
        }
    }
}
