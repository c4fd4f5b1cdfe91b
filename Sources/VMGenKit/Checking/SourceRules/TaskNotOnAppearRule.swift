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
        guard file.mentions("onAppear") else { return [] }
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
