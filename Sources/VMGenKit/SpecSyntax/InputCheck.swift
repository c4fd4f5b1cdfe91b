/// Rejects input that is not YAML text before any parsing: invalid UTF-8, NUL bytes, control
/// characters YAML forbids, and line breaks vmgen does not accept (lone CR, NEL, LS, PS).
///
/// Rejecting NEL, LS and PS is deliberate: YAML 1.1 (PyYAML) treats them as line breaks and
/// YAML 1.2 does not, so accepting them would let the same file mean two things.
enum InputCheck {
    /// The first problem at or after `start`, as a byte offset and a message.
    static func firstProblem(in bytes: [UInt8], from start: Int) -> (offset: Int, message: String)? {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte >= 0x20 && byte != 0x7F || byte == ASCII.tab || byte == ASCII.lineFeed {
                    index += 1
                    continue
                }
                if byte == ASCII.carriageReturn {
                    if index + 1 < count, bytes[index + 1] == ASCII.lineFeed {
                        index += 2
                        continue
                    }
                    return (index, "carriage return without a line feed; use LF or CRLF line endings")
                }
                if byte == 0 {
                    return (index, "the file contains a NUL byte; a spec must be UTF-8 text, not binary data")
                }
                return (index, "control character \(hex(UInt32(byte))) is not allowed in YAML")
            }
            guard let (scalar, length) = decode(bytes, at: index) else {
                let shown = String(byte, radix: 16, uppercase: true)
                return (index, "the file is not UTF-8 text (invalid byte 0x\(shown))")
            }
            if let message = problem(with: scalar) { return (index, message) }
            index += length
        }
        return nil
    }

    /// Why a decoded non-ASCII scalar is not allowed, if it is not.
    private static func problem(with scalar: UInt32) -> String? {
        switch scalar {
        case 0x85:
            return "next-line character U+0085 is not supported (YAML 1.1 and 1.2 read it differently); write it as \"\\N\" in a double-quoted string"
        case 0x2028:
            return "line separator U+2028 is not supported (YAML 1.1 and 1.2 read it differently); write it as \"\\L\" in a double-quoted string"
        case 0x2029:
            return "paragraph separator U+2029 is not supported (YAML 1.1 and 1.2 read it differently); write it as \"\\P\" in a double-quoted string"
        case 0x80...0x9F:
            return "control character \(hex(scalar)) is not allowed in YAML"
        case 0xFFFE, 0xFFFF:
            return "non-character \(hex(scalar)) is not allowed in YAML"
        default:
            return nil
        }
    }

    /// Decodes one well-formed UTF-8 sequence (no overlongs, no surrogates, at most U+10FFFF).
    private static func decode(_ bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
        let lead = bytes[index]
        let length: Int
        var scalar: UInt32
        var low: UInt8 = 0x80  // allowed range of the second byte
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0: length = 3; scalar = UInt32(lead & 0x0F); low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xED: length = 3; scalar = UInt32(lead & 0x0F); high = 0x9F
        case 0xF0: length = 4; scalar = UInt32(lead & 0x07); low = 0x90
        case 0xF1...0xF3: length = 4; scalar = UInt32(lead & 0x07)
        case 0xF4: length = 4; scalar = UInt32(lead & 0x07); high = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            let (min, max) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= min, byte <= max else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        return (scalar, length)
    }

    static func hex(_ scalar: UInt32) -> String {
        let digits = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
