/// Facts about `@Observable` ViewModel classes the style rules share.
extension SwiftDeclaration {
    var isObservableClass: Bool {
        kind == .class && attributes.contains { $0.name == "Observable" }
    }

    /// An `@Observable` class named like a ViewModel.
    var isObservableViewModel: Bool { isObservableClass && name.hasSuffix("ViewModel") }
}

/// OBS-02: an `@Observable` ViewModel is a `@MainActor final class`.
struct ObservableFinalMainActorRule: SourceRule {
    static let description = RuleDescription(
        id: "OBS-02", name: "observable-final-mainactor", severity: .error,
        summary: "an @Observable ViewModel is a @MainActor final class",
        rationale: """
            Seed 001: "Every ViewModel is @MainActor @Observable final class. @MainActor because views \
            read it on the main thread; final because subclassing an Observable breaks tracking." \
            Without @MainActor a network callback that mutates state crashes with "Property access \
            must be on main actor".
            """,
        triggering: [
            .swift("@Observable\nfinal class ↓FeedViewModel {\n    var posts: [String] = []\n}\n", path: "Sources/App/FeedViewModel.swift"),
            .swift("@MainActor\n@Observable\nclass ↓ProfileViewModel {\n    private(set) var name = \"\"\n}\n", path: "Sources/App/ProfileViewModel.swift"),
        ],
        nonTriggering: [
            .swift("@MainActor\n@Observable\nfinal class FeedViewModel {\n    private(set) var posts: [String] = []\n}\n", path: "Sources/App/FeedViewModel.swift"),
            .swift("@Observable\nfinal class UserSettings {\n    var theme = \"dark\"\n}\n", path: "Sources/App/UserSettings.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.allDeclarations.filter(\.isObservableViewModel).compactMap { viewModel in
            var missing: [String] = []
            if !viewModel.attributes.contains(where: { $0.name == "MainActor" }) { missing.append("@MainActor") }
            if !viewModel.modifiers.contains("final") { missing.append("final") }
            guard !missing.isEmpty else { return nil }
            return RuleFinding("\(viewModel.name) is an @Observable ViewModel without \(missing.joined(separator: " and ")); write '@MainActor @Observable final class'", at: viewModel.nameLocation)
        }
    }
}

/// OBS-03: the view loads in `.task { … }`, not `onAppear { Task { … } }`.
struct TaskNotOnAppearRule: SourceRule {
    static let description = RuleDescription(
        id: "OBS-03", name: "task-not-onappear", severity: .warning,
        summary: "start async work with .task { await … }, not .onAppear { Task { … } }",
        rationale: """
            Seed 001: "The View calls .task { await viewModel.load() }, not onAppear { viewModel.load() } \
            … .task is cancelled when the view disappears; onAppear leaks." A Task started in onAppear \
            outlives the view and can write to a ViewModel nobody shows any more.
            """,
        triggering: [
            .swift("struct FeedView: View {\n    @State private var viewModel = FeedViewModel()\n    var body: some View {\n        List(viewModel.posts) { Text($0.title) }\n            .↓onAppear { Task { await viewModel.load() } }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
            .swift("struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").↓onAppear(perform: {\n            Task { await load() }\n        })\n    }\n}\n", path: "Sources/App/FeedView.swift"),
        ],
        nonTriggering: [
            .swift("struct FeedView: View {\n    @State private var viewModel = FeedViewModel()\n    var body: some View {\n        List(viewModel.posts) { Text($0.title) }\n            .task { await viewModel.load() }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
            .swift("struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").onAppear { analytics.track(\"feed\") }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        let code = file.codeTokens
        var findings: [RuleFinding] = []
        for (index, token) in code.enumerated() where token.text == "onAppear" && token.kind == .identifier {
            var cursor = index + 1
            var depth = 0
            var opened = false
            while cursor < code.count {
                let text = code[cursor].text
                if text == "{" || text == "(" { depth += 1; opened = true }
                if text == "}" || text == ")" { depth -= 1 }
                if opened, depth == 0 { break }
                if !opened, cursor > index + 1 { break }  // `onAppear` not followed by its argument
                if text == "Task", cursor + 1 < code.count, code[cursor + 1].text == "{" {
                    findings.append(RuleFinding("a Task started in onAppear outlives the view; use .task { await … }, which SwiftUI cancels on disappear", at: token.location))
                    break
                }
                cursor += 1
            }
        }
        return findings
    }
}

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
