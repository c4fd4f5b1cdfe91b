/// Pairs every `(`, `[` and `{` with its closer in one pass, with an explicit stack, so
/// 10,000 nested braces cost no recursion.
///
/// Recovery: a closer with no opener of its kind open is reported and ignored; a closer whose
/// opener is open further out closes it, and the openers in between are reported unclosed.
enum BracketMatcher {
    static func partners(
        tokens: [SwiftToken], code: [Int], bytes: UnsafeBufferPointer<UInt8>, diagnostics: inout SyntaxDiagnostics
    ) -> [Int] {
        var partner = [Int](repeating: -1, count: code.count)
        var stack: [(position: Int, shape: Int)] = []
        var openCount = [0, 0, 0]  // by shape: ( [ {
        for position in code.indices {
            let token = tokens[code[position]]
            guard token.kind == .punctuation, token.endOffset == token.offset + 1 else { continue }
            let byte = bytes[token.offset]
            if let shape = openers.firstIndex(of: byte) {
                stack.append((position, shape))
                openCount[shape] += 1
            } else if let shape = closers.firstIndex(of: byte) {
                guard openCount[shape] > 0 else {
                    diagnostics.warn("unbalanced '\(token.text)'", atOffset: token.offset, in: bytes)
                    continue
                }
                while let open = stack.popLast() {
                    openCount[open.shape] -= 1
                    if open.shape == shape {
                        partner[open.position] = position
                        partner[position] = open.position
                        break
                    }
                    diagnostics.warn(
                        "unclosed '\(tokens[code[open.position]].text)' before this '\(token.text)'",
                        atOffset: tokens[code[open.position]].offset, in: bytes)
                }
            }
        }
        if let outermost = stack.first {
            let opener = tokens[code[outermost.position]]
            let inner = stack.count - 1
            diagnostics.warn(
                "unclosed '\(opener.text)'", atOffset: opener.offset, in: bytes,
                notes: inner > 0 ? ["\(inner) more unclosed brackets follow inside it"] : [])
        }
        return partner
    }

    private static let openers: [UInt8] = [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")]
    private static let closers: [UInt8] = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")]
}
