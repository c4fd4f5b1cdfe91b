/// Numbers, operator runs, stray bytes, and the byte classes the tokenizer tests.
extension SwiftTokenizer {
    /// Integer and floating-point literals, including `0x1p-3`, `1_000`, `1e10`. After an
    /// adjacent `.` only digits are read, so `pair.0.1` is two tuple indices, not a number.
    mutating func number(from start: Int) -> Int {
        let isTupleIndex = tokens.last.map { $0.endOffset == start && $0.kind == .punctuation && $0.text == "." } ?? false
        let isHex = bytes[start] == UInt8(ascii: "0") && (byte(at: start + 1) | 0x20) == UInt8(ascii: "x")
        var end = start + 1
        while end < bytes.count {
            let byte = bytes[end]
            let next = self.byte(at: end + 1)
            if Self.isIdentifierBody(byte) {
                let isExponent = isHex ? (byte | 0x20) == UInt8(ascii: "p") : (byte | 0x20) == UInt8(ascii: "e")
                if isExponent, !isTupleIndex, next == UInt8(ascii: "+") || next == UInt8(ascii: "-") {
                    end += 2
                } else {
                    end += 1
                }
            } else if byte == UInt8(ascii: "."), !isTupleIndex, Self.isDigit(next) || (isHex && Self.isHexDigit(next)) {
                end += 2
            } else {
                break
            }
        }
        return emit(.number, from: start, to: end)
    }

    /// A maximal run of operator characters. A run starting with `.` may contain dots
    /// (`...`, `..<`); others stop at a dot, so `a?.b` keeps its `.`. A `//` or `/*` inside
    /// the run starts a comment. A postfix `?` or `!` (no space before it) stands alone, as
    /// Swift reads `Int?>` and `x!.y`.
    mutating func operatorRun(from start: Int) -> Int {
        let first = bytes[start]
        let allowsDots = first == UInt8(ascii: ".")
        let isPostfixMark = (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")) && start > 0
            && !Self.isSpaceOrOpening(bytes[start - 1])
        var end = start + 1
        if !(isPostfixMark && (first == UInt8(ascii: "?") || byte(at: end) != UInt8(ascii: "="))) {
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: ".") ? !allowsDots : !Self.isOperatorCharacter(byte) { break }
                if byte == UInt8(ascii: "/") {
                    let next = self.byte(at: end + 1)
                    if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
                }
                end += 1
            }
        }
        let length = end - start
        let isPunctuation = length == 1
            ? first == UInt8(ascii: ".") || first == UInt8(ascii: "=") || first == UInt8(ascii: "?") || first == UInt8(ascii: "!")
            : length == 2 && first == UInt8(ascii: "-") && bytes[start + 1] == UInt8(ascii: ">")
        return emit(isPunctuation ? .punctuation : .operator, from: start, to: end)
    }

    /// Control characters and the like: skipped, with one warning per run.
    mutating func unexpectedBytes(from start: Int) -> Int {
        var end = start + 1
        while end < bytes.count, Self.isUnexpected(bytes[end]) {
            end += 1
        }
        let hex = String(bytes[start], radix: 16, uppercase: true)
        warn("unexpected byte 0x\(hex.count == 1 ? "0" : "")\(hex) (binary data?); skipped", at: start)
        return end
    }

    // MARK: Character classes

    @inline(__always)
    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    @inline(__always)
    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte)
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return isDigit(byte) || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f"))
    }

    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    static func isSpaceOrOpening(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: ":"):
            true
        default:
            false
        }
    }

    static func isUnexpected(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0B && byte != 0x0C && byte != 0x0D) || byte == 0x7F
    }
}
