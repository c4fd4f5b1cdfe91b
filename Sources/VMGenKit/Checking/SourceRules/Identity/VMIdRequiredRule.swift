/// VMID-01: every ViewModel — `@ViewModel` or conforming by hand — has a `vmId: ViewModelId`.
struct VMIdRequiredRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "VMID-01", name: "vmid-required", severity: .error,
        summary: "every ViewModel (with @ViewModel or conforming by hand) declares vmId: ViewModelId",
        rationale: """
            ViewModel requires `var vmId: ViewModelId { get }`; the @ViewModel macro does not add it. \
            vmId parameterizes SwiftUI's .id() on the view that renders the ViewModel, so it decides \
            whether SwiftUI reuses or rebuilds the view on refresh — it must be declared on purpose, \
            from the data's identity. A type conforming to ViewModel by hand needs it just the same; \
            an extension of the type, or of a protocol it adopts, may give it, in any file.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct ↓CardViewModel {\n    public let title: String\n    public static func stub() -> Self { .init(title: \"x\") }\n}\n"),
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct ↓SettingsViewModel {\n    public let id: String\n    public init(id: String) { self.id = id }\n    public static func stub() -> Self { .init(id: \"x\") }\n}\n"),
            .swift("public struct ↓BerthViewModel: RequestableViewModel {\n    public typealias Request = BerthRequest\n    public let name: String\n    public func propertyNames() -> [LocalizableId: String] { [:] }\n    public static func stub() -> Self { .init(name: \"Fred\") }\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init() }\n}\n"),
            .swift("@ViewModel\npublic struct RowViewModel {\n    public let vmId: ViewModelId\n    public init(id: Int) { self.vmId = .init(id: id) }\n    public static func stub() -> Self { .init(id: 42) }\n}\n"),
            .swift("public struct NotAViewModel {\n    public let title: String\n}\n"),
            // A hand-conforming fixture whose protocol's extension, in another file, gives vmId.
            .swift("private struct DockPageVM: PageFixture, RequestableViewModel {\n    typealias Request = DockPageRequest\n    init() {}\n}\n", path: "Tests/AppTests/DockPageTests.swift")
                .with(.swift("extension PageFixture {\n    var vmId: ViewModelId { ViewModelId() }\n    static func stub() -> Self { .init() }\n}\n", path: "Tests/AppTests/PageFixture.swift")),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        let missing = file.viewModelTypes.filter { viewModel in
            !file.membersWithExtensions(of: viewModel).contains { ($0.kind == .var || $0.kind == .let) && $0.name == "vmId" }
        }.map { (name: $0.name, inheritance: file.inheritanceWithExtensions(of: $0), location: $0.nameLocation) }
        guard !missing.isEmpty else { return .none }
        return PendingFindings { [missing] index in
            missing.filter { !ExtensionWitnesses.provides(index.extensionWitnesses.vmId, to: $0.name, inheriting: $0.inheritance) }.map {
                RuleFinding(
                    "\($0.name) has no vmId; declare it from the data's identity, e.g. 'public var vmId: ViewModelId = .init(type: Self.self)' for one per screen or 'self.vmId = .init(id: id)' for rows",
                    at: $0.location)
            }
        }
    }
}
