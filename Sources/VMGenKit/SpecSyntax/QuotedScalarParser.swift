/// Single- and double-quoted scalars: escapes, `''`, and line folding.
extension DocumentParser {
    /// Parses the quoted scalar at the cursor (on its opening quote).
    ///
    /// Continuation lines must be indented more than `blockIndent`, the block collection
    /// around the scalar, as YAML requires. That also catches a missing closing quote on the
    /// next entry's line instead of silently swallowing the rest of the file.
    mutating func parseQuoted(blockIndent: Int) throws(ParseStop) -> YAMLNode {
        let open = location()
        let quote = cursor.peek()
        let isDouble = quote == ASCII.doubleQuote
        cursor.pos += 1
        var buffer: [UInt8] = []
        // Where the run of literal spaces and tabs at the end of `buffer` starts: folding trims
        // it, but not whitespace that came from escapes such as `\t`.
        var whitespaceStart: Int?
        let bytes = cursor.bytes
        while true {
            guard cursor.pos < cursor.end else { throw unterminated(open, isDouble, note: nil) }
            let byte = bytes[cursor.pos]
            if byte == quote {
                if !isDouble && cursor.peek(1) == ASCII.singleQuote {
                    buffer.append(ASCII.singleQuote)
                    cursor.pos += 2
                    whitespaceStart = nil
                    continue
                }
                cursor.pos += 1
                break
            }
            if isDouble && byte == ASCII.backslash {
                if ASCII.isBreak(cursor.peek(1)) {
                    cursor.pos += 1  // an escaped line break: keeps the whitespace before it
                    try foldLines(into: &buffer, escaped: true, open: open, isDouble: true, blockIndent: blockIndent)
                } else {
                    decodeEscape(into: &buffer)
                }
                whitespaceStart = nil
                continue
            }
            if ASCII.isBreak(byte) {
                if let start = whitespaceStart { buffer.removeSubrange(start..<buffer.count) }
                whitespaceStart = nil
                try foldLines(into: &buffer, escaped: false, open: open, isDouble: isDouble, blockIndent: blockIndent)
                continue
            }
            if ASCII.isWhite(byte) {
                if whitespaceStart == nil { whitespaceStart = buffer.count }
            } else {
                whitespaceStart = nil
            }
            buffer.append(byte)
            cursor.pos += 1
        }
        let scalar = YAMLScalar(
            text: String(decoding: buffer, as: UTF8.self), style: isDouble ? .doubleQuoted : .singleQuoted,
            isNull: false)
        return YAMLNode(.scalar(scalar), location: open)
    }

    private mutating func unterminated(_ open: SourceLocation, _ isDouble: Bool, note: String?) -> ParseStop {
        let message = isDouble
            ? "unterminated double-quoted string: missing closing '\"'"
            : "unterminated single-quoted string: missing closing \"'\""
        return fail(message, at: open, notes: note.map { [$0] } ?? [])
    }

    /// At a line break inside quotes: consumes it, the empty lines after it and the next
    /// line's leading whitespace, and appends the fold: a space for a lone break (nothing if
    /// the break was escaped), one line feed per empty line otherwise.
    private mutating func foldLines(
        into buffer: inout [UInt8], escaped: Bool, open: SourceLocation, isDouble: Bool, blockIndent: Int
    ) throws(ParseStop) {
        var emptyLines = 0
        while true {
            cursor.skipLineBreak()
            let indentation = cursor.skipSpaces()
            cursor.skipWhitespace()
            if cursor.atEnd { return }  // the caller reports the missing quote
            if ASCII.isBreak(cursor.peek()) {
                emptyLines += 1
                continue
            }
            if indentation <= blockIndent && !atClosingQuote(isDouble) {
                throw unterminated(
                    open, isDouble, note: "line \(cursor.line) is not indented enough to continue the string")
            }
            break
        }
        if emptyLines > 0 {
            buffer.append(contentsOf: repeatElement(ASCII.lineFeed, count: emptyLines))
        } else if !escaped {
            buffer.append(ASCII.space)
        }
    }

    /// Whether the cursor is on the quote that closes the scalar. A line holding only the
    /// closing quote may be indented less, as PyYAML and libyaml allow (like `]` in flow).
    private func atClosingQuote(_ isDouble: Bool) -> Bool {
        if isDouble { return cursor.peek() == ASCII.doubleQuote }
        return cursor.peek() == ASCII.singleQuote && cursor.peek(1) != ASCII.singleQuote
    }

    /// Decodes the escape sequence at the cursor (on its backslash) into `buffer`. An invalid
    /// escape is reported at the backslash and skipped, so later problems are found too.
    private mutating func decodeEscape(into buffer: inout [UInt8]) {
        let backslash = cursor.mark
        let letter = cursor.peek(1)
        guard letter != 0 else {
            cursor.pos += 1  // the input ends: the caller reports the missing quote
            return
        }
        cursor.pos += 2
        var digits = 0
        switch letter {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default:
            if let value = Self.simpleEscapes[letter] {
                Self.appendUTF8(value, to: &buffer)
                return
            }
            // Skip a whole multibyte character so the message can show it.
            while cursor.pos < cursor.end, cursor.bytes[cursor.pos] & 0xC0 == 0x80 { cursor.pos += 1 }
            reportEscape(from: backslash, "in a double-quoted string")
            return
        }
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let digit = Self.hexValue(cursor.peek()) else {
                let letterText = String(UnicodeScalar(letter))
                reportEscape(from: backslash, "needs \(digits) hexadecimal digits after '\\\(letterText)'")
                return
            }
            value = value << 4 | digit
            cursor.pos += 1
        }
        if (0xD800...0xDFFF).contains(value) {
            reportEscape(from: backslash, "surrogate code points are not allowed")
        } else if value > 0x10FFFF {
            reportEscape(from: backslash, "not a Unicode code point")
        } else {
            Self.appendUTF8(value, to: &buffer)
        }
    }

    /// Reports `invalid escape sequence '<source text>' <detail>` at the backslash.
    private mutating func reportEscape(from backslash: CursorMark, _ detail: String) {
        let source = text(of: backslash.pos..<cursor.pos)
        let separator = detail.hasPrefix("in ") ? " " : ": "
        report("invalid escape sequence '\(source)'\(separator)\(detail)", at: location(at: backslash))
    }

    /// YAML's one-character escapes and the code points they stand for.
    private static let simpleEscapes: [UInt8: UInt32] = [
        UInt8(ascii: "0"): 0x00, UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "t"): 0x09, ASCII.tab: 0x09, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "v"): 0x0B,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "e"): 0x1B, ASCII.space: 0x20,
        ASCII.doubleQuote: 0x22, UInt8(ascii: "/"): 0x2F, ASCII.backslash: 0x5C, UInt8(ascii: "N"): 0x85,
        UInt8(ascii: "_"): 0xA0, UInt8(ascii: "L"): 0x2028, UInt8(ascii: "P"): 0x2029,
    ]

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    static func appendUTF8(_ value: UInt32, to buffer: inout [UInt8]) {
        switch value {
        case ..<0x80:
            buffer.append(UInt8(value))
        case ..<0x800:
            buffer.append(UInt8(0xC0 | value >> 6))
            buffer.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            buffer.append(UInt8(0xE0 | value >> 12))
            buffer.append(UInt8(0x80 | value >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | value & 0x3F))
        default:
            buffer.append(UInt8(0xF0 | value >> 18))
            buffer.append(UInt8(0x80 | value >> 12 & 0x3F))
            buffer.append(UInt8(0x80 | value >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
