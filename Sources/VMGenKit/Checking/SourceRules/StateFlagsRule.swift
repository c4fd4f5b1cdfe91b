/// OBS-04: loading and error state live in the state enum, not in separate stored flags.
struct StateFlagsRule: SourceRule {
    static let flagNames: Set<String> = ["isLoading", "loading", "error", "errorMessage", "hasError", "isFailed"]

    static let description = RuleDescription(
        id: "OBS-04", name: "state-enum-not-flags", severity: .warning,
        summary: "an @Observable ViewModel keeps loading/error in one state enum; flags are computed from it",
        rationale: """
            Seed 002: "MUST use enums for loading/async states (idle, loading, loaded, failed)" and \
            "MUST derive computed state (no duplication)". Separate isLoading and error properties \
            can be loading=true and error≠nil at once — an invalid state the enum cannot express. \
            (Seed 001's three stored properties are the pattern this replaces.)
            """,
        triggering: [
            .swift("@MainActor @Observable\nfinal class FeedViewModel {\n    private(set) var posts: [String] = []\n    private(set) var ↓isLoading = false\n    private(set) var ↓errorMessage: String?\n}\n", path: "Sources/App/FeedViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class TileViewModel {\n    private(set) var state: LoadingState = .idle\n    var ↓error: Error?\n}\n", path: "Sources/App/TileViewModel.swift"),
        ],
        nonTriggering: [
            .swift("@MainActor @Observable\nfinal class FeedViewModel {\n    private(set) var state: LoadingState = .idle\n    var isLoading: Bool {\n        if case .loading = state { return true }\n        return false\n    }\n}\n", path: "Sources/App/FeedViewModel.swift"),
            .swift("struct Form {\n    var isLoading = false\n}\n", path: "Sources/App/Form.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.allDeclarations.filter(\.isObservableViewModel).flatMap { viewModel in
            viewModel.storedProperties.filter { Self.flagNames.contains($0.name) }.map {
                RuleFinding("'\($0.name)' duplicates the loading state; keep one state enum (idle, loading, loaded, failed) and compute '\($0.name)' from it", at: $0.nameLocation)
            }
        }
    }
}
