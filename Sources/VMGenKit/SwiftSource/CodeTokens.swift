/// The non-comment tokens as the declaration scanner walks them, by position in `code`, with
/// the facts it asks about often computed once: matching brackets and line breaks.
///
/// Only lives inside `SwiftSourceFile.parse`, while its byte buffer is valid.
struct CodeTokens {
    let tokens: [SwiftToken]
    let code: [Int]
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether a line break separates each code token from the one before it.
    let startsLine: [Bool]
    /// For each bracket `( [ {` and its closer, the code position of its partner; -1 for
    /// other tokens and for brackets without one.
    let partner: [Int]

    init(tokens: [SwiftToken], code: [Int], bytes: UnsafeBufferPointer<UInt8>, diagnostics: inout SyntaxDiagnostics) {
        self.tokens = tokens
        self.code = code
        self.bytes = bytes
        var startsLine = [Bool](repeating: true, count: code.count)
        for position in code.indices.dropFirst() {
            var offset = tokens[code[position - 1]].endOffset
            let end = tokens[code[position]].offset
            while offset < end, bytes[offset] != 0x0A {
                offset += 1
            }
            startsLine[position] = offset < end
        }
        self.startsLine = startsLine
        self.partner = BracketMatcher.partners(tokens: tokens, code: code, bytes: bytes, diagnostics: &diagnostics)
    }

    var count: Int { code.count }

    subscript(position: Int) -> SwiftToken { tokens[code[position]] }

    /// Whether the token at `position` exists and is the punctuation or operator `text`.
    func `is`(_ position: Int, _ text: String) -> Bool {
        position < code.count && tokens[code[position]].is(text)
    }

    /// Whether the token at `position` exists and is the keyword or identifier `text`.
    func isWord(_ position: Int, _ text: String) -> Bool {
        guard position < code.count else { return false }
        let token = tokens[code[position]]
        return (token.kind == .keyword || token.kind == .identifier) && token.text == text
    }

    /// Whether the token at `position` exists and its text is one of `table`'s words.
    func isText(at position: Int, in table: WordTable) -> Bool {
        position < code.count && table.contains(tokens[code[position]], in: bytes)
    }

    /// Whether the token at `position` exists and is an identifier or keyword.
    func isWord(_ position: Int) -> Bool {
        guard position < code.count else { return false }
        let kind = tokens[code[position]].kind
        return kind == .keyword || kind == .identifier
    }

    func isIdentifier(_ position: Int) -> Bool {
        position < code.count && tokens[code[position]].kind == .identifier
    }

    /// Whether the token at `second` starts right where the one at `first` ends.
    func isAdjacent(_ first: Int, _ second: Int) -> Bool {
        second < code.count && tokens[code[second]].offset == tokens[code[first]].endOffset
    }

    /// Whether anything (whitespace, a comment, the start of the file) comes between the
    /// token and the code token before it.
    func hasSpaceBefore(_ position: Int) -> Bool {
        position == 0 || tokens[code[position]].offset > tokens[code[position - 1]].endOffset
    }

    /// Whether whitespace (or a comment, or the end of the file) follows the token.
    func hasSpaceAfter(_ position: Int) -> Bool {
        let end = tokens[code[position]].endOffset
        guard end < bytes.count else { return true }
        switch bytes[end] {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"): return true
        default: return false
        }
    }

    /// The position just past the group the bracket at `position` opens; an opener without
    /// a closer counts as one token.
    func afterGroup(_ position: Int) -> Int {
        let close = partner[position]
        return close > position ? close + 1 : position + 1
    }

    /// The name a token spells, without backticks.
    func name(_ position: Int) -> String {
        let text = tokens[code[position]].text
        if text.utf8.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    func location(_ position: Int) -> SourceLocation {
        tokens[code[min(position, code.count - 1)]].location
    }

    /// The index into `tokens` of code position `position`, or `tokens.count` past the end.
    func tokenIndex(_ position: Int) -> Int {
        position < code.count ? code[position] : tokens.count
    }

    /// The tokens' text with a single space wherever the source had whitespace or a comment.
    func normalizedText(_ range: Range<Int>) -> String {
        var text = ""
        for position in range {
            let token = tokens[code[position]]
            if position > range.lowerBound, token.offset > tokens[code[position - 1]].endOffset {
                text += " "
            }
            text += token.text
        }
        return text
    }

    /// The exact source text from the first token of `range` to the end of its last.
    func sourceText(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return sourceText(from: tokens[code[range.lowerBound]].offset, to: tokens[code[range.upperBound - 1]].endOffset)
    }

    func sourceText(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
