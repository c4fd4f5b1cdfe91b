/// The `#if` chains open in one declaration list, and the condition of the branch each is in.
///
/// Every branch is read, so a declaration in `#if canImport(SwiftUI)` and one in its `#else`
/// are both found; each records the conditions it is under.
struct IfConfigStack {
    private struct Chain {
        /// The conditions of the `#if` and each `#elseif` so far.
        var tested: [String]
        /// The condition the current branch is under.
        var current: String
        var offset: Int
    }

    private var chains: [Chain] = []

    /// The current branch's condition of each open chain, outermost first.
    var conditions: [String] { chains.map(\.current) }

    /// Applies the directive at `position` if it is `#if`, `#elseif`, `#else` or `#endif`, and
    /// returns the position after it (and after its condition); nil for other `#` words.
    mutating func read(at position: Int, limit: Int, view: CodeTokens, diagnostics: inout SyntaxDiagnostics) -> Int? {
        let token = view[position]
        switch token.text {
        case "#if", "#elseif":
            var end = position + 1
            while end < limit, !view.startsLine[end] {  // a condition ends with its line
                end += 1
            }
            let condition = view.normalizedText(position + 1..<end)
            if token.text == "#if" {
                chains.append(Chain(tested: [condition], current: condition, offset: token.offset))
            } else if chains.isEmpty {
                diagnostics.warn("'#elseif' without '#if'", atOffset: token.offset, in: view.bytes)
            } else {
                chains[chains.count - 1].tested.append(condition)
                chains[chains.count - 1].current = condition
            }
            return end
        case "#else":
            if let chain = chains.last {
                chains[chains.count - 1].current = chain.tested.map { Self.negation(of: $0) }.joined(separator: " && ")
            } else {
                diagnostics.warn("'#else' without '#if'", atOffset: token.offset, in: view.bytes)
            }
            return position + 1
        case "#endif":
            if chains.popLast() == nil {
                diagnostics.warn("'#endif' without '#if'", atOffset: token.offset, in: view.bytes)
            }
            return position + 1
        default:
            return nil
        }
    }

    /// Warns about each chain still open at the end of its declaration list.
    func reportUnclosed(diagnostics: inout SyntaxDiagnostics, view: CodeTokens) {
        for chain in chains {
            diagnostics.warn("'#if' without '#endif'", atOffset: chain.offset, in: view.bytes)
        }
    }

    /// `!DEBUG`, `!canImport(SwiftUI)`, or `!(os(iOS) || os(tvOS))` for compound conditions.
    static func negation(of condition: String) -> String {
        let isCompound = condition.contains(" ") || condition.contains("&&") || condition.contains("||")
        return isCompound ? "!(\(condition))" : "!\(condition)"
    }
}
