/// OBS-03: the view loads in `.task { … }`, not `onAppear { Task { … } }`.
struct TaskNotOnAppearRule: SourceRule {
    static let description = RuleDescription(
        id: "OBS-03", name: "task-not-onappear", severity: .warning,
        summary: "start async work with .task { await … }, not .onAppear { Task { … } }",
        rationale: """
            A view starts its ViewModel's work with .task { await viewModel.load() }, not with \
            onAppear { Task { … } }: .task is cancelled when the view disappears, a Task started in \
            onAppear is not. A Task started in onAppear \
            outlives the view and can write to a ViewModel nobody shows any more. A Task kept in a \
            property the view cancels (a dismiss or debounce timer) is the view's to manage, and \
            is left alone.
            """,
        triggering: [
            .swift("struct FeedView: View {\n    @State private var viewModel = FeedViewModel()\n    var body: some View {\n        List(viewModel.posts) { Text($0.title) }\n            .↓onAppear { Task { await viewModel.load() } }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
            .swift("struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").↓onAppear(perform: {\n            Task { await load() }\n        })\n    }\n}\n", path: "Sources/App/FeedView.swift"),
        ],
        nonTriggering: [
            .swift("struct FeedView: View {\n    @State private var viewModel = FeedViewModel()\n    var body: some View {\n        List(viewModel.posts) { Text($0.title) }\n            .task { await viewModel.load() }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
            .swift("struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").onAppear { analytics.track(\"feed\") }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
            // A Task that awaits nothing schedules its work and ends: nothing outlives the view.
            .swift("struct DoneView: View {\n    var body: some View {\n        Text(\"Done\").onAppear {\n            Task { haptics.play(.success) }\n        }\n    }\n}\n", path: "Sources/App/DoneView.swift"),
            // A dismiss timer kept in a handle the view cancels: the view owns its lifetime.
            .swift("""
                struct ToastView: View {
                    @Binding var hideTimer: Task<Void, Never>
                    var body: some View {
                        Text("Saved")
                            .onAppear {
                                hideTimer.cancel()
                                hideTimer = Task { try? await Task.sleep(for: .seconds(2)) }
                            }
                            .onHover { _ in hideTimer.cancel() }
                    }
                }
                """, path: "Sources/App/ToastView.swift"),
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
                if text == "Task", cursor + 1 < code.count, code[cursor + 1].text == "{", !Self.isKeptAndCancelled(taskAt: cursor, in: code),
                    Self.awaits(bodyAt: cursor + 1, in: code)
                {
                    findings.append(RuleFinding("a Task started in onAppear outlives the view; use .task { await … }, which SwiftUI cancels on disappear", at: token.location))
                    break
                }
                cursor += 1
            }
        }
        return findings
    }

    /// Whether the closure whose `{` is at code position `open` awaits anything: a Task that
    /// awaits nothing (it schedules work and ends) is not async work `.task` would own.
    static func awaits(bodyAt open: Int, in code: CodeTokenList) -> Bool {
        var depth = 0
        for index in open..<code.count {
            let token = code[index]
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" { depth -= 1; if depth == 0 { return false } }
            if token.kind == .keyword, token.text == "await" { return true }
        }
        return false
    }

    /// Whether the Task at code position `task` is assigned to a property or variable
    /// (`timer = Task {`, `self.timer = Task {`) that the file cancels (`timer.cancel()`,
    /// `timer?.cancel()`): the view owns that Task's lifetime — a debounce or a dismiss timer
    /// `.task` could not share with other handlers. A fresh `let t = Task {` is not kept.
    static func isKeptAndCancelled(taskAt task: Int, in code: CodeTokenList) -> Bool {
        guard task >= 3, code[task - 1].text == "=", code[task - 2].kind == .identifier else { return false }
        let before = code[task - 3].text
        guard before != "let", before != "var" else { return false }
        let name = code[task - 2].text
        for index in code.indices.dropLast(3) where code[index].text == name && code[index].kind == .identifier {
            var dot = index + 1
            if code[dot].text == "?" { dot += 1 }
            if dot + 2 < code.count, code[dot].text == ".", code[dot + 1].text == "cancel", code[dot + 2].text == "(" { return true }
        }
        return false
    }
}
