/// Regex literals, read as `.string` tokens so the brackets and quotes inside them are not
/// mistaken for code: `#/…/#` (also over several lines), and a bare `/…/` where Swift would
/// read one. A `/` that could be division stays an operator.
extension SwiftTokenizer {
    /// An extended literal `#/…/#` (`hashes` `#`s, then `/`) starting at `start`.
    mutating func extendedRegexLiteral(from start: Int, hashes: Int) -> Int {
        let contentStart = start + hashes + 1
        let isMultiline = byte(at: contentStart) == 0x0A || byte(at: contentStart) == 0x0D
        var index = contentStart
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if current == UInt8(ascii: "/"), closesRegex(at: index + 1, hashes: hashes) {
                return emit(.string, from: start, to: index + 1 + hashes)
            }
            if !isMultiline, current == 0x0A || current == 0x0D {
                break
            }
            index += 1
        }
        let end = min(index, bytes.count)
        warn("unterminated regex literal", at: start)
        return emit(.string, from: start, to: end)
    }

    /// The end of a bare regex literal `/…/` starting at `start`, if one starts there: the `/`
    /// is not after an expression (where it divides), the content does not start or end with a
    /// space, and the closing `/` is on the same line.
    func bareRegexLiteralEnd(from start: Int) -> Int? {
        let first = byte(at: start + 1)
        guard !followsExpression(start), first != 0x20, first != 0x09, first != 0x0A, first != 0x0D, start + 1 < bytes.count
        else { return nil }
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                index += 2
                continue
            case 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "/"):
                let last = bytes[index - 1]
                return last == 0x20 || last == 0x09 ? nil : index + 1
            default:
                index += 1
            }
        }
        return nil
    }

    /// Whether the code before `offset` ends an expression, so an operator there is infix or
    /// postfix: a name, literal, closing bracket, or a postfix `?`/`!`.
    private func followsExpression(_ offset: Int) -> Bool {
        guard let index = code.last else { return false }
        let previous = tokens[index]
        switch previous.kind {
        case .identifier, .number, .string, .interpolationEnd:
            return true
        case .keyword:
            return ["self", "Self", "super", "true", "false", "nil"].contains(previous.text)
        case .punctuation:
            return [")", "]", "}"].contains(previous.text)
                || ((previous.text == "?" || previous.text == "!") && previous.endOffset == offset)
        default:
            return false
        }
    }

    private func closesRegex(at index: Int, hashes: Int) -> Bool {
        for offset in 0..<hashes where byte(at: index + offset) != UInt8(ascii: "#") {
            return false
        }
        return true
    }
}
