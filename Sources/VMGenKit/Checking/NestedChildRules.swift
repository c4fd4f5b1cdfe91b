/// The structural rules of `nested: true` children (`NestedTypeBuilder` enforces them): a plain
/// type nested in its one parent, holding plain data only.
extension StructuralRules {
    public static let nestedChildOneParent = RuleDescription(
        id: "NEST-01", name: "nested-child-one-parent", severity: .error,
        summary: "a nested child type is used by exactly one ViewModel, of its own spec",
        rationale: """
            FOSMVVM's guidance: "If child is only used by one parent and represents a summary/reference (not a \
            full ViewModel), nest it inside the parent file instead." A `nested: true` child is \
            declared inside its parent's type, so no other ViewModel, spec, operation or query can \
            name it; one that nothing uses has no parent to live in. To share it, remove \
            `nested: true`: it is then a child ViewModel of its own.
            """,
        triggering: [
            .spec("viewModel: Board\nhosting: server\nproperties:\n  rows: [Row]\n  card: Card\nchildren:\n  Row:\n    nested: true\n    properties:\n      id: ModelIdType\n  Card:\n    properties:\n      ↓row: Row\n"),
            .spec("viewModel: Board\nhosting: server\nchildren:\n  Row:\n    ↓nested: true\n    properties:\n      id: ModelIdType\n"),
        ],
        nonTriggering: [
            .spec("viewModel: Board\nhosting: server\nproperties:\n  rows: [Row]\n  pinned: Row?\nchildren:\n  Row:\n    nested: true\n    properties:\n      id: ModelIdType\n"),
            .spec("viewModel: Board\nhosting: server\nproperties:\n  cards: [Card]\nchildren:\n  Card:\n    identity: { id: id }\n    properties:\n      id: ModelIdType\n      rows: [Row]\n  Row:\n    nested: true\n    properties:\n      id: String\n"),
        ])

    public static let nestedChildPlainData = RuleDescription(
        id: "NEST-02", name: "nested-child-plain-data", severity: .error,
        summary: "a nested child type holds plain data: no text, child ViewModels, vmId or enums of its own",
        rationale: """
            A nested child is a plain `Codable, Sendable, Identifiable, Stubbable` struct, not a \
            `@ViewModel`. FOSMVVM's localizing encoder collects property-name bindings only from \
            the ViewModel it encodes and from children that are themselves ViewModels (or lists \
            and optionals of them), never from inside a plain struct: a `@Localized…` wrapper or a \
            child ViewModel there makes encoding throw "Unable to resolve the property name" \
            (FOSMVVM's localizing `JSONEncoder` extension). So it takes no `text`, `form`, \
            `identity` (it has no vmId) or `enums` (it has no YAML file), and no property of a \
            ViewModel or nested type; `Localizable*` projections and the parent's enums are fine.
            """,
        triggering: [
            .spec("viewModel: Board\nhosting: server\nproperties:\n  rows: [Row]\nchildren:\n  Row:\n    nested: true\n    ↓text:\n      title: { en: \"Row\" }\n    properties:\n      id: ModelIdType\n"),
            .spec("viewModel: Board\nhosting: server\nproperties:\n  rows: [Row]\nchildren:\n  Row:\n    nested: true\n    properties:\n      id: ModelIdType\n      ↓card: Card\n  Card:\n    properties:\n      title: String\n"),
        ],
        nonTriggering: [
            .spec("viewModel: Board\nhosting: server\nproperties:\n  rows: [Row]\nenums:\n  Kind:\n    open: { en: \"Open\" }\nchildren:\n  Row:\n    nested: true\n    properties:\n      id: ModelIdType\n      kind: Kind\n      length: { type: Double, display: LocalizableDouble }\n"),
            .spec("viewModel: Board\nhosting: server\nproperties:\n  rows: [Row]\nchildren:\n  Row:\n    text:\n      title: { en: \"Row\" }\n    identity: { id: id }\n    properties:\n      id: ModelIdType\n      card: Card\n  Card:\n    properties:\n      title: String\n"),
        ])
}
