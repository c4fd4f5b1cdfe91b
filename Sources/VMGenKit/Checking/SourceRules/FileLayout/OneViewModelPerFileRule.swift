/// FILE-01: one `@ViewModel` per file, in a file named for it.
struct OneViewModelPerFileRule: SourceRule {
    static let description = RuleDescription(
        id: "FILE-01", name: "one-viewmodel-per-file", severity: .warning,
        summary: "each @ViewModel type is alone in a file named for it (nested types excepted; tests are exempt)",
        rationale: """
            FOSMVVM's app-setup skill: "One type per file, named for the type. Each @ViewModel \
            type — the top-level composite and every composed child — lives in its own file named \
            for the type … Never chain several @ViewModel types into one file." Nested summary \
            types used by one parent may stay in the parent's file; test files, which declare \
            fixtures beside the tests, are not checked.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct DocksViewModel {\n    public let docks: [DockViewModel]\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n\n@ViewModel\npublic struct ↓DockViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Docks/DocksViewModel.swift"),
            .swift("@ViewModel\npublic struct ↓HarborViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Docks/DocksViewModel.swift"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct DocksViewModel {\n    public let rows: [RowSummary]\n    public var vmId: ViewModelId = .init(type: Self.self)\n\n    /// A dock's summary, used only here.\n    public struct RowSummary: Codable, Sendable, Identifiable, Stubbable {\n        public let id: ModelIdType\n    }\n}\n", path: "Sources/ViewModels/Docks/DocksViewModel.swift"),
            .swift("@ViewModel\nstruct FixtureAViewModel {\n    var vmId: ViewModelId = .init()\n}\n@ViewModel\nstruct FixtureBViewModel {\n    var vmId: ViewModelId = .init()\n}\n", path: "Tests/ViewModelsTests/FixtureTests.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard !file.pathFacts.isTest else { return [] }
        let viewModels = file.declarations.filter { declaration in
            declaration.kind == .struct && declaration.attributes.contains { $0.name == "ViewModel" || $0.name.hasSuffix(".ViewModel") }
        }
        guard !viewModels.isEmpty else { return [] }
        let stem = SourcePath.fileStem(of: file.path)
        let named = viewModels.firstIndex { $0.name == stem }
        return viewModels.enumerated().compactMap { position, viewModel in
            if position == named { return nil }
            if named == nil, position == 0 {
                return RuleFinding("\(viewModel.name) is in \(stem).swift; name the file \(viewModel.name).swift", at: viewModel.nameLocation)
            }
            return RuleFinding("one @ViewModel per file: move \(viewModel.name) to its own \(viewModel.name).swift", at: viewModel.nameLocation)
        }
    }
}
