/// VMID-07 on specs: a ViewModel's identity comes from data that is unique, never from the text
/// it displays.
struct LabelIdentityRule: SpecRule {
    static let description = RuleDescription(
        id: "VMID-07", name: "identity-not-label", severity: .warning,
        summary: "a vmId is built from data that identifies the item (an id), never from a display label (title, label, caption…)",
        rationale: """
            FOSMVVM's guidance on identity: the vmId carries the row's stable data identity — \
            "uniqueness, not an init parameter". A label is what the row shows: two rows may show \
            the same title, so they collide on one identity, and an edit of the text gives the row a \
            new identity, so SwiftUI rebuilds it and drops its selection and focus. Build the id from \
            the item's id (identity: { id: id } in a spec, .init(id: id) in Swift). vmgen takes a \
            String property named label, title, caption, subtitle, heading, text, displayName or \
            ending in Label or Title for a display label.
            """,
        triggering: [
            .spec("viewModel: Board\nhosting: server\nproperties:\n  cards: [Card]\nchildren:\n  Card:\n    identity: ↓{ id: title }\n    properties:\n      title: String\n"),
            .spec("viewModel: Tags\nhosting: server\nproperties:\n  tags: [Tag]\nchildren:\n  Tag:\n    identity: ↓{ compose: [label, color] }\n    properties:\n      label: String\n      color: String\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    public let title: String\n    public let vmId: ViewModelId\n    public init(title: String) {\n        self.title = title\n        vmId = .init(id: ↓title)\n    }\n}\n"),
        ],
        nonTriggering: [
            .spec("viewModel: Board\nhosting: server\nproperties:\n  cards: [Card]\nchildren:\n  Card:\n    identity: { id: id }\n    properties:\n      id: ModelIdType\n      title: String\n"),
            .spec("viewModel: Nodes\nhosting: server\nproperties:\n  nodes: [Node]\nchildren:\n  Node:\n    identity: { compose: [host, port] }\n    properties:\n      host: String\n      port: Int\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    public let title: String\n    public let vmId: ViewModelId\n    public init(id: ModelIdType, title: String) {\n        self.title = title\n        vmId = .init(id: id)\n    }\n}\n"),
        ])

    /// Whether a property or parameter name reads as the text an item displays.
    static func isDisplayLabel(_ name: String) -> Bool {
        let names: Set<String> = ["label", "title", "caption", "subtitle", "heading", "text", "displayName", "displayText", "headline"]
        return names.contains(name) || name.hasSuffix("Label") || name.hasSuffix("Title")
    }

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        context.set.viewModels.flatMap { viewModel -> [RuleFinding] in
            let names: [String]
            switch viewModel.identity {
            case .id(let property): names = [property]
            case .composed(let properties): names = properties
            default: names = []
            }
            return names.compactMap { name -> RuleFinding? in
                guard Self.isDisplayLabel(name), let property = viewModel.properties.first(where: { $0.name == name }),
                    property.type == .plain(.string)
                else { return nil }
                return RuleFinding(
                    "\(viewModel.typeName)'s identity is built from '\(name)', a display label: two items may show the same text, and an edit changes the identity; use the item's id",
                    at: viewModel.identityLocation ?? viewModel.location)
            }
        }
    }
}
