/// String literals: `"…"`, `"""…"""`, raw `#"…"#` and `##"""…"""##`, escapes and
/// interpolations. An interpolation hands control back to the main loop, which reads its code
/// as ordinary tokens and resumes the literal at the interpolation's closing `)`; an explicit
/// stack (`openStrings`), not recursion, keeps track of the literals around it.
extension SwiftTokenizer {
    /// A literal whose opening delimiter (`hashes` times `#`, then `"` or `"""`) is at `start`.
    mutating func stringLiteral(from start: Int, hashes: Int) -> Int {
        let quote = start + hashes
        var isMultiline = byte(at: quote + 1) == UInt8(ascii: "\"") && byte(at: quote + 2) == UInt8(ascii: "\"")
        if isMultiline, hashes > 0 {
            isMultiline = !closesOnItsLine(from: quote + 1, hashes: hashes)
        }
        let literal = OpenString(hashes: hashes, isMultiline: isMultiline, start: start)
        return stringSegment(tokenStart: start, contentStart: quote + (isMultiline ? 3 : 1), literal: literal)
    }

    /// Reads literal text from `contentStart` up to the closing delimiter or the next
    /// interpolation, emitting it as one `.string` token that starts at `tokenStart`.
    mutating func stringSegment(tokenStart: Int, contentStart: Int, literal: OpenString) -> Int {
        var index = contentStart
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                var after = index + 1
                var hashes = 0
                while hashes < literal.hashes, self.byte(at: after) == UInt8(ascii: "#") {
                    hashes += 1
                    after += 1
                }
                guard hashes == literal.hashes else {
                    index += 1  // in a raw string a backslash without its `#`s is plain text
                    continue
                }
                if self.byte(at: after) == UInt8(ascii: "(") {
                    if openStrings.count >= Self.maximumNesting {
                        warn("string interpolations nested more than \(Self.maximumNesting) deep; read as text", at: index)
                        index = after + 1
                        continue
                    }
                    emitSegment(from: tokenStart, to: index)
                    emit(.interpolationStart, from: index, to: after + 1)
                    openStrings.append(literal)
                    return after + 1
                }
                // Skip the escaped character, but leave a line end to the checks below: it ends
                // a one-line literal, and continues the line in a multi-line one.
                let escaped = self.byte(at: after)
                index = after >= bytes.count || escaped == 0x0A || escaped == 0x0D ? after : after + 1
            } else if byte == UInt8(ascii: "\"") {
                if let end = closingEnd(ofQuoteAt: index, literal: literal) {
                    emit(.string, from: tokenStart, to: end)
                    return end
                }
                index += 1
            } else if (byte == 0x0A || byte == 0x0D) && !literal.isMultiline {
                emitSegment(from: tokenStart, to: index)
                warn("unterminated string literal", at: literal.start)
                return index
            } else {
                index += 1
            }
        }
        emitSegment(from: tokenStart, to: bytes.count)
        let what = literal.isMultiline ? "unterminated multi-line string literal starting here" : "unterminated string literal"
        warn(what, at: literal.start)
        return bytes.count
    }

    /// Whether a `"` followed by `hashes` `#` comes before the line ends: then `#"""…"#` is a
    /// one-line raw string that starts with two quotes, as Swift reads it.
    private func closesOnItsLine(from start: Int, hashes: Int) -> Bool {
        var index = start
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
            if bytes[index] == UInt8(ascii: "\""), closingEnd(ofQuoteAt: index, literal: OpenString(hashes: hashes, isMultiline: false, start: 0)) != nil {
                return true
            }
            index += 1
        }
        return false
    }

    /// Where the literal ends if the `"` at `index` begins its closing delimiter.
    private func closingEnd(ofQuoteAt index: Int, literal: OpenString) -> Int? {
        var end = index + 1
        if literal.isMultiline {
            guard byte(at: end) == UInt8(ascii: "\""), byte(at: end + 1) == UInt8(ascii: "\"") else { return nil }
            end += 2
        }
        for _ in 0..<literal.hashes {
            guard byte(at: end) == UInt8(ascii: "#") else { return nil }
            end += 1
        }
        return end
    }

    /// A piece of literal text between interpolations; empty pieces make no token.
    private mutating func emitSegment(from start: Int, to end: Int) {
        if end > start {
            emit(.string, from: start, to: end)
        }
    }
}
