/// Double-quoted literals share their common escapes (`\\`, `\"`, `\n`, `\r`, `\t`); each
/// language says how it writes any other character that must not appear raw.
enum QuotedLiteral {
    /// `"…"` with the common escapes; `other` returns the escape for a scalar, or nil to keep it.
    static func quote(_ text: String, other: (Unicode.Scalar) -> String?) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if let escape = other(scalar) {
                    out += escape
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Upper-case hexadecimal, left-padded with zeros to `width`.
    static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
