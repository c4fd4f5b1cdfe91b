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
            is left alone; so is one started by a view that removes itself first (a load-more \
            sentinel inside `if !loadingMore { … }` that sets loadingMore), whose work .task would \
            cancel with it.
            """,
        triggering: [
            .swift("struct FeedView: View {\n    @State private var viewModel = FeedViewModel()\n    var body: some View {\n        List(viewModel.posts) { Text($0.title) }\n            .↓onAppear { Task { await viewModel.load() } }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
            .swift("struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").↓onAppear(perform: {\n            Task { await load() }\n        })\n    }\n}\n", path: "Sources/App/FeedView.swift"),
            // The flag it sets shows a spinner elsewhere; the view that loads stays.
            .swift("struct FeedView: View {\n    @State private var isLoading = false\n    var body: some View {\n        if isLoading { ProgressView() }\n        List { Text(\"Feed\") }\n            .↓onAppear {\n                isLoading = true\n                Task { await load(); isLoading = false }\n            }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
        ],
        nonTriggering: [
            .swift("struct FeedView: View {\n    @State private var viewModel = FeedViewModel()\n    var body: some View {\n        List(viewModel.posts) { Text($0.title) }\n            .task { await viewModel.load() }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
            .swift("struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").onAppear { analytics.track(\"feed\") }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
            // A Task that awaits nothing schedules its work and ends: nothing outlives the view.
            .swift("struct DoneView: View {\n    var body: some View {\n        Text(\"Done\").onAppear {\n            Task { haptics.play(.success) }\n        }\n    }\n}\n", path: "Sources/App/DoneView.swift"),
            // A load-more sentinel: setting the flag removes the view, and .task would cancel the load.
            .swift("struct FeedView: View {\n    @State private var loadingMore = false\n    var body: some View {\n        List {\n            if !loadingMore {\n                ProgressView()\n                    .onAppear {\n                        loadingMore = true\n                        Task { await loadMore(); loadingMore = false }\n                    }\n            }\n        }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
            // The same in an if's else branch: `if loadingMore { … } else { sentinel }`.
            .swift("struct FeedView: View {\n    @State private var loadingMore = false\n    var body: some View {\n        if loadingMore {\n            ProgressView()\n        } else {\n            Spacer()\n                .onAppear {\n                    loadingMore = true\n                    Task { await loadMore(); loadingMore = false }\n                }\n        }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
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
        var brackets: CodeBrackets?  // paired once, for the first Task that needs them
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
                    brackets = brackets ?? CodeBrackets(code)
                    if Self.hidesItsOwnView(onAppearAt: index, taskAt: cursor, in: code, brackets: brackets!) { break }
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

    /// Whether the `.onAppear` at code position `appear` first sets a property that the condition
    /// of an `if` around the modified view reads: `if !loadingMore { Spacer().onAppear {
    /// loadingMore = true; Task { … } } }`. Setting it removes the view, and `.task` would cancel
    /// the work with it: a load-more sentinel or a refresh trigger starts work that must outlive
    /// the view that started it.
    static func hidesItsOwnView(onAppearAt appear: Int, taskAt task: Int, in code: CodeTokenList, brackets: CodeBrackets) -> Bool {
        // `name = …` or `self.name = …` in the closure before the Task.
        var assigned: Set<String> = []
        for index in appear..<task where code.kind(at: index) == .identifier && code[index + 1].text == "=" && !isMember(index, in: code) {
            assigned.insert(code[index].text)
        }
        guard !assigned.isEmpty else { return false }
        for start in code.indices.prefix(appear) where code.kind(at: start) == .keyword && code[start].text == "if" {
            // The condition runs to the `{` outside any brackets; the branches to their `}`.
            var open = start + 1
            var depth = 0
            while open < appear {
                let text = code[open].text
                if text == "(" || text == "[" { depth += 1 } else if text == ")" || text == "]" { depth -= 1 } else if text == "{", depth == 0 { break }
                open += 1
            }
            guard open < appear, var end = brackets.closing(open) else { continue }
            if end + 2 < code.count, code[end + 1].text == "else", code[end + 2].text == "{", let elseEnd = brackets.closing(end + 2) { end = elseEnd }
            guard appear < end else { continue }
            let reads = ((start + 1)..<open).contains { code.kind(at: $0) == .identifier && assigned.contains(code[$0].text) && !isMember($0, in: code) }
            if reads { return true }
        }
        return false
    }

    /// Whether the name at `index` is a member of another value (`other.name`), not `self.name`.
    private static func isMember(_ index: Int, in code: CodeTokenList) -> Bool {
        index > 0 && code.isByte(UInt8(ascii: "."), at: index - 1) && !(index > 1 && code[index - 2].text == "self")
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
