/// Double-quoted literals share their common escapes (`\\`, `\"`, `\n`, `\r`, `\t`); each
/// language says how it writes any other character that must not appear raw.
enum QuotedLiteral {
    /// `"…"` with the common escapes; `other` returns the escape for a scalar, or nil to keep it.
    ///
    /// With `marker`, text that is printed (a report, a printed config) also escapes the scalar
    /// that would complete a CI logging command (`CommandMarkers`), spelled by `marker`.
    static func quote(_ text: String, marker: ((Unicode.Scalar) -> String)? = nil, other: (Unicode.Scalar) -> String?) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        var markers = CommandMarkers(atLineStart: false)
        for scalar in text.unicodeScalars {
            if let escape = common(scalar) ?? other(scalar) {
                out += escape
                markers.escaped()
            } else if let marker, markers.completes(scalar) {
                out += marker(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func common(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\\": "\\\\"
        case "\"": "\\\""
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: nil
        }
    }

    /// Upper-case hexadecimal, left-padded with zeros to `width`.
    static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
