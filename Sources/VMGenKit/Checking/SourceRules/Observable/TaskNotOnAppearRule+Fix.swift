/// OBS-03's fix: `.onAppear { Task { body } }` (or `onAppear(perform: { Task { body } })`)
/// becomes `.task { body }` when starting that Task is all the closure does.
extension TaskNotOnAppearRule: CorrectableSourceRule {
    static let fix = RuleFix(
        summary: "rewrites .onAppear { Task { … } } as .task { … } when the Task is all the closure does",
        leaves: "an onAppear that does more than start the Task, a Task with a capture list, an attribute or a signature (`[weak self] in`, `@MainActor in`), and a Task whose body throws (a try or throw no catch-all do/catch handles): .task takes a closure that cannot throw",
        examples: [
            FixExample(
                .swift("struct FeedView: View {\n    @State private var viewModel = FeedViewModel()\n    var body: some View {\n        List(viewModel.posts) { Text($0.title) }\n            .↓onAppear { Task { await viewModel.load() } }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
                "struct FeedView: View {\n    @State private var viewModel = FeedViewModel()\n    var body: some View {\n        List(viewModel.posts) { Text($0.title) }\n            .task { await viewModel.load() }\n    }\n}\n"),
            FixExample(
                .swift("struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").↓onAppear(perform: {\n            Task { await load() }\n        })\n    }\n}\n", path: "Sources/App/FeedView.swift"),
                "struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").task { await load() }\n    }\n}\n"),
            FixExample(
                .swift("struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\")\n            .↓onAppear {\n                Task {\n                    await load()\n                    let text = \"\"\"\n                        done\n                        \"\"\"\n                    print(text)\n                }\n            }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
                "struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\")\n            .task {\n                await load()\n                let text = \"\"\"\n                        done\n                        \"\"\"\n                print(text)\n            }\n    }\n}\n"),
            FixExample(
                .swift("struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").↓onAppear {\n            analytics.track(\"feed\")\n            Task { await load() }\n        }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
                "struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").↓onAppear {\n            analytics.track(\"feed\")\n            Task { await load() }\n        }\n    }\n}\n"),
            // `Task { try … }` is a throwing Task; `.task`'s closure cannot throw.
            FixExample(
                .swift("struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").↓onAppear { Task { try await load() } }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
                "struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").↓onAppear { Task { try await load() } }\n    }\n}\n"),
            // What a catch-all `do` handles does not throw.
            FixExample(
                .swift("struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").↓onAppear { Task { do { try await load() } catch { print(error) } } }\n    }\n}\n", path: "Sources/App/FeedView.swift"),
                "struct FeedView: View {\n    var body: some View {\n        Text(\"Hi\").task { do { try await load() } catch { print(error) } }\n    }\n}\n"),
        ])

    func corrections(_ file: SwiftSourceFile, context: FixContext) -> [RuleCorrection] {
        let code = file.codeTokens
        return code.indices.compactMap { position in
            let token = code[position]
            guard token.kind == .identifier, token.text == "onAppear" else { return nil }
            return correction(at: position, in: file)
        }
    }

    /// The correction of the `onAppear` at code position `name`, if its closure only starts a
    /// plain Task.
    private func correction(at name: Int, in file: SwiftSourceFile) -> RuleCorrection? {
        let token = { (position: Int) in file.codeToken(position) }
        let count = file.code.count
        // `onAppear {` or `onAppear(perform: {`
        var outerOpen = name + 1
        var paren: Int?
        if outerOpen < count, token(outerOpen).is("(") {
            guard outerOpen + 3 < count, token(outerOpen + 1).text == "perform", token(outerOpen + 2).is(":"), token(outerOpen + 3).is("{") else { return nil }
            paren = outerOpen
            outerOpen += 3
        }
        guard outerOpen + 2 < count, token(outerOpen).is("{"), token(outerOpen + 1).text == "Task", token(outerOpen + 1).kind == .identifier,
            token(outerOpen + 2).is("{"),
            let outerClose = file.closingPosition(of: outerOpen), let innerClose = file.closingPosition(of: outerOpen + 2),
            innerClose + 1 == outerClose
        else { return nil }
        if let paren {
            guard file.closingPosition(of: paren) == outerClose + 1 else { return nil }
        }
        let innerOpen = outerOpen + 2
        guard !Self.hasSignature(file, from: innerOpen + 1, to: innerClose), !Self.mayThrow(file, from: innerOpen + 1, to: innerClose) else { return nil }

        var edits: [TextEdit] = []
        let start = token(name)
        let taskOpen = token(innerOpen)
        let taskClose = token(innerClose)
        let close = token(outerClose)
        // `onAppear { Task {` / `onAppear(perform: { Task {` → `task {`.
        edits.append(TextEdit(start.offset..<taskOpen.endOffset, "task {"))
        // The Task's `}` goes: its whole line when it stands alone above the closure's `}`.
        if file.isFirstOnLine(taskClose.offset), file.isFirstOnLine(close.offset) {
            edits.append(TextEdit(file.lineStart(of: taskClose.offset)..<file.lineStart(of: close.offset), ""))
        } else {
            edits.append(TextEdit(taskClose.offset..<close.offset, ""))
        }
        if let paren, let closeParen = file.closingPosition(of: paren) {
            edits.append(TextEdit(close.endOffset..<token(closeParen).endOffset, ""))
        }
        // The body was indented for the Task: move it out one level, as the Task's line was
        // relative to the closure's `}` — line by line, never inside a literal or comment.
        let taskName = token(outerOpen + 1)
        if file.isFirstOnLine(taskName.offset), file.isFirstOnLine(close.offset) {
            let inner = file.indentation(ofLineAt: taskName.offset)
            let outer = file.indentation(ofLineAt: close.offset)
            if inner.count > outer.count, inner.hasPrefix(outer) {
                let depth = inner.utf8.count - outer.utf8.count
                var offset = taskOpen.endOffset
                while let newline = file.bytes[offset..<taskClose.offset].firstIndex(of: 0x0A) {
                    let lineStart = newline + 1
                    offset = lineStart
                    guard lineStart < taskClose.offset, !file.isInCommentOrString(offset: lineStart),
                        file.bytes[lineStart...].starts(with: inner.utf8), lineStart + inner.utf8.count <= taskClose.offset,
                        file.lineStart(of: taskClose.offset) != lineStart
                    else { continue }
                    edits.append(TextEdit((lineStart + outer.utf8.count)..<(lineStart + outer.utf8.count + depth), ""))
                }
            }
        }
        return RuleCorrection(location: start.location, edits: edits)
    }

    /// Whether the closure body from code position `start` to `end` begins with a capture
    /// list, an attribute or a signature (`x in`, `() async in`): then `.task` would read it
    /// differently. A `for … in` is a statement, not a signature.
    static func hasSignature(_ file: SwiftSourceFile, from start: Int, to end: Int) -> Bool {
        guard start < end else { return false }
        let first = file.codeToken(start)
        if first.is("[") || first.kind == .attribute { return true }
        var depth = 0
        for position in start..<end {
            let token = file.codeToken(position)
            if token.kind == .punctuation, "([{".contains(token.text) { depth += 1 }
            if token.kind == .punctuation, ")]}".contains(token.text) { depth -= 1 }
            guard depth == 0 else { continue }
            if token.kind == .keyword, token.text == "for" || token.text == "case" || token.text == "while" || token.text == "if" || token.text == "guard" { return false }
            if token.kind == .keyword, token.text == "in" { return true }
        }
        return false
    }

    /// Whether the closure body from code position `start` to `end` may throw: a `try` (not
    /// `try?` or `try!`) or a `throw` that no catch-all `do` in the body handles. `Task { try … }`
    /// makes a throwing Task, but `.task` takes a closure that cannot throw, so that rewrite would
    /// not compile. A nested closure's `try` counts too: it may be rethrown.
    static func mayThrow(_ file: SwiftSourceFile, from start: Int, to end: Int) -> Bool {
        var handled: [Range<Int>] = []  // the blocks of catch-all `do`s
        for position in start..<end {
            let token = file.codeToken(position)
            guard token.kind == .keyword else { continue }
            switch token.text {
            case "do":
                guard position + 1 < end, file.codeToken(position + 1).is("{"), let close = file.closingPosition(of: position + 1), close < end,
                    hasCatchAll(file, after: close, before: end)
                else { continue }
                handled.append(position..<close)
            case "throw":
                if !handled.contains(where: { $0.contains(position) }) { return true }
            case "try":
                let next = position + 1 < end ? file.codeToken(position + 1) : nil
                if next?.text == "?" || next?.text == "!" { continue }
                if !handled.contains(where: { $0.contains(position) }) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// Whether the catch clauses after a `do` block's `}` (code position `close`) include one
    /// that catches everything: `catch {` or `catch let error {`.
    private static func hasCatchAll(_ file: SwiftSourceFile, after close: Int, before end: Int) -> Bool {
        var position = close + 1
        while position < end, file.codeToken(position).kind == .keyword, file.codeToken(position).text == "catch" {
            var cursor = position + 1
            if cursor < end, file.codeToken(cursor).is("{") { return true }
            if cursor + 2 < end, ["let", "var"].contains(file.codeToken(cursor).text), file.codeToken(cursor + 1).kind == .identifier, file.codeToken(cursor + 2).is("{") {
                return true
            }
            while cursor < end, !file.codeToken(cursor).is("{") { cursor += 1 }
            guard cursor < end, let body = file.closingPosition(of: cursor) else { return false }
            position = body + 1
        }
        return false
    }
}
