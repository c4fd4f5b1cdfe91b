/// VMID-04: a ViewModel used as the element of another ViewModel's list has no singleton vmId.
struct SingletonRowRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "VMID-04", name: "row-not-singleton", severity: .error,
        summary: "a ViewModel used as a list element never takes the singleton vmId .init(type: Self.self)",
        rationale: """
            FOSMVVM's viewmodel-generator: a singleton identity (.init(type: Self.self)) is for a \
            ViewModel shown once; list rows "MUST carry the row's stable data identity". Every row \
            built with the type's identity has the same vmId, so SwiftUI's ForEach sees duplicates: \
            rows are dropped or swapped, and selection jumps between them. Use .init(id: <the row's \
            id>). A list is a [Row] or Array<Row> property or init parameter of a @ViewModel in any \
            linted file (in specs this is part of VMID-03).
            """,
        triggering: [
            .swift("@ViewModel\npublic struct BoardViewModel {\n    public let cards: [CardViewModel]\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n\n@ViewModel\npublic struct CardViewModel {\n    public let title: String\n    public var vmId: ViewModelId = ↓.init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    public let vmId: ViewModelId\n    public init(title: String) {\n        self.vmId = ↓ViewModelId(type: Self.self)\n    }\n}\n", path: "Sources/ViewModels/Board/CardViewModel.swift")
                .with(.swift("@ViewModel\npublic struct BoardViewModel {\n    public init(cards: [CardViewModel]?) {}\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Board/BoardViewModel.swift")),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct BoardViewModel {\n    public let cards: [CardViewModel]\n    public let header: HeaderViewModel\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n\n@ViewModel\npublic struct HeaderViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    public let id: ModelIdType\n    public let vmId: ViewModelId\n    public init(id: ModelIdType) { self.vmId = .init(id: id) }\n}\n@ViewModel\npublic struct BoardViewModel {\n    public let cards: [CardViewModel]\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var singletons: [(name: String, location: SourceLocation)] = []
        for viewModel in file.viewModelStructs {
            for expression in file.vmIdExpressions(of: viewModel) where VMIdForm.isSingleton(expression) {
                singletons.append((viewModel.name, expression.first { $0.text != "try" }!.location))
            }
        }
        guard !singletons.isEmpty else { return .none }
        return PendingFindings { [singletons] index in
            singletons.filter { index.listElements.contains($0.name) }.map {
                RuleFinding("\($0.name) is a list row, but its vmId is the type's singleton identity: every row gets the same vmId and SwiftUI drops or swaps rows; use .init(id: <the row's stable id>)", at: $0.location)
            }
        }
    }
}
