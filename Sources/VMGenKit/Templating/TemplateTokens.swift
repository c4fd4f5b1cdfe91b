/// A token inside a tag: `{{ user.name | default: "x" }}` → identifier, dot, identifier, pipe, …
struct TemplateToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case identifier(String)
        case string(String)
        case integer(Int)
        case dot, pipe, colon, comma, equal, notEqual, leftParen, rightParen
        /// The end of the tag's content; its offset is where the closing delimiter starts.
        case end
    }

    var kind: Kind
    /// Byte offset of the token's first byte in the template.
    var offset: Int
    /// Byte offset just past the token.
    var endOffset: Int

    /// How a message names the token: `identifier 'x'`, `'|'`, `end of tag`.
    var description: String {
        switch kind {
        case .identifier(let name): "'\(name)'"
        case .string: "string literal"
        case .integer(let value): "'\(value)'"
        case .dot: "'.'"
        case .pipe: "'|'"
        case .colon: "':'"
        case .comma: "','"
        case .equal: "'=='"
        case .notEqual: "'!='"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .end: "end of tag"
        }
    }

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }
}

/// Turns a tag's content into tokens. Stops at the first bad character: one error per tag is
/// enough, and what follows a bad character rarely tokenizes meaningfully.
enum TemplateTokenizer {
    static func tokens(in range: Range<Int>, of file: TemplateSourceBuffer) -> Result<[TemplateToken], TemplateParseFailure> {
        let bytes = file.bytes
        var tokens: [TemplateToken] = []
        var index = range.lowerBound
        func add(_ kind: TemplateToken.Kind, length: Int) {
            tokens.append(TemplateToken(kind: kind, offset: index, endOffset: index + length))
            index += length
        }
        while index < range.upperBound {
            let byte = bytes[index]
            let next: UInt8? = index + 1 < range.upperBound ? bytes[index + 1] : nil
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "."): add(.dot, length: 1)
            case UInt8(ascii: "|"): add(.pipe, length: 1)
            case UInt8(ascii: ":"): add(.colon, length: 1)
            case UInt8(ascii: ","): add(.comma, length: 1)
            case UInt8(ascii: "("): add(.leftParen, length: 1)
            case UInt8(ascii: ")"): add(.rightParen, length: 1)
            case UInt8(ascii: "=") where next == UInt8(ascii: "="): add(.equal, length: 2)
            case UInt8(ascii: "!") where next == UInt8(ascii: "="): add(.notEqual, length: 2)
            case UInt8(ascii: "="):
                return .failure(TemplateParseFailure(file.error("unexpected '='; did you mean '=='?", at: index)))
            case UInt8(ascii: "\""):
                switch stringLiteral(at: index, end: range.upperBound, in: file) {
                case .success(let (value, end)):
                    tokens.append(TemplateToken(kind: .string(value), offset: index, endOffset: end))
                    index = end
                case .failure(let diagnostic):
                    return .failure(diagnostic)
                }
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                var end = index + 1
                while end < range.upperBound, isDigit(bytes[end]) { end += 1 }
                let digits = file.text(index..<end)
                guard digits != "-" else {
                    return .failure(TemplateParseFailure(file.error("unexpected '-'", at: index)))
                }
                guard let value = Int(digits) else {
                    return .failure(TemplateParseFailure(file.error("integer literal '\(digits)' is too large", at: index)))
                }
                add(.integer(value), length: end - index)
            default:
                guard isIdentifierStart(byte) else {
                    let character = String(decoding: bytes[index..<min(index + 4, range.upperBound)], as: UTF8.self).first ?? "?"
                    return .failure(TemplateParseFailure(file.error("unexpected character '\(character)'", at: index)))
                }
                var end = index + 1
                while end < range.upperBound, isIdentifierStart(bytes[end]) || isDigit(bytes[end]) { end += 1 }
                add(.identifier(file.text(index..<end)), length: end - index)
            }
        }
        tokens.append(TemplateToken(kind: .end, offset: range.upperBound, endOffset: range.upperBound))
        return .success(tokens)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    /// A `"…"` literal with `\"`, `\\`, `\n` and `\t` escapes; returns the value and the end offset.
    private static func stringLiteral(at start: Int, end: Int, in file: TemplateSourceBuffer) -> Result<(String, Int), TemplateParseFailure> {
        let bytes = file.bytes
        var value: [UInt8] = []
        var index = start + 1
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                return .success((String(decoding: value, as: UTF8.self), index + 1))
            }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < end else { break }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""): value.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): value.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                default:
                    let character = String(decoding: bytes[(index + 1)..<min(index + 5, end)], as: UTF8.self).first ?? "?"
                    return .failure(TemplateParseFailure(file.error("unknown escape sequence '\\\(character)' in string literal", at: index)))
                }
                index += 2
                continue
            }
            value.append(byte)
            index += 1
        }
        return .failure(TemplateParseFailure(file.error("unterminated string literal", at: start)))
    }
}
