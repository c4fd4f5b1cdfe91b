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

    /// Deepest `#if` nesting whose conditions are recorded; deeper ones are only balanced.
    static let maximumDepth = 256

    private var chains: [Chain] = []

    /// The current branch's condition of each open chain, outermost first (kept, not
    /// computed, since every declaration reads it).
    private(set) var conditions: [String] = []

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
                if chains.count == Self.maximumDepth {
                    diagnostics.warn(
                        "'#if' nested more than \(Self.maximumDepth) deep; deeper conditions are not recorded",
                        atOffset: token.offset, in: view.bytes)
                }
                chains.append(Chain(tested: [condition], current: condition, offset: token.offset))
                if chains.count <= Self.maximumDepth {
                    conditions.append(condition)
                }
            } else if chains.isEmpty {
                diagnostics.warn("'#elseif' without '#if'", atOffset: token.offset, in: view.bytes)
            } else {
                if chains[chains.count - 1].tested.count < Self.maximumDepth {  // bounds the `#else` text
                    chains[chains.count - 1].tested.append(condition)
                }
                setCurrent(condition)
            }
            return end
        case "#else":
            if let chain = chains.last {
                setCurrent(chain.tested.map { Self.negation(of: $0) }.joined(separator: " && "))
            } else {
                diagnostics.warn("'#else' without '#if'", atOffset: token.offset, in: view.bytes)
            }
            return position + 1
        case "#endif":
            if chains.isEmpty {
                diagnostics.warn("'#endif' without '#if'", atOffset: token.offset, in: view.bytes)
            } else {
                if chains.count <= Self.maximumDepth {
                    conditions.removeLast()
                }
                chains.removeLast()
            }
            return position + 1
        default:
            return nil
        }
    }

    private mutating func setCurrent(_ condition: String) {
        chains[chains.count - 1].current = condition
        if chains.count <= Self.maximumDepth {
            conditions[chains.count - 1] = condition
        }
    }

    /// Warns about the outermost chain still open at the end of its declaration list.
    func reportUnclosed(diagnostics: inout SyntaxDiagnostics, view: CodeTokens) {
        guard let outermost = chains.first else { return }
        let inner = chains.count - 1
        diagnostics.warn(
            "'#if' without '#endif'", atOffset: outermost.offset, in: view.bytes,
            notes: inner > 0 ? ["\(inner) more unclosed '#if' inside it"] : [])
    }

    /// `!DEBUG`, `!canImport(SwiftUI)`, or `!(os(iOS) || os(tvOS))` for compound conditions.
    static func negation(of condition: String) -> String {
        let isCompound = condition.contains(literal: " ") || condition.contains(literal: "&&") || condition.contains(literal: "||")
        return isCompound ? "!(\(condition))" : "!\(condition)"
    }
}
