/// YAML scalars for arbitrary text, for the localization files vmgen writes.
public enum YAMLLiteral {
    /// A double-quoted YAML scalar whose value is exactly `text` for any YAML 1.1/1.2 reader.
    ///
    /// Always quoted: plain scalars change meaning with content (`yes`, `1.0`, `: `, `#`).
    public static func string(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                let value = scalar.value
                if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0xFEFF
                    || value == 0x2028 || value == 0x2029
                {
                    // Non-printable in YAML: escape by code point.
                    if value <= 0xFF {
                        out += "\\x" + hex(value, width: 2)
                    } else {
                        out += "\\u" + hex(value, width: 4)
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    /// A mapping key: plain when it is a simple identifier-like word, otherwise quoted.
    public static func key(_ text: String) -> String {
        let simple = !text.isEmpty && text.utf8.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        let reserved: Set<String> = ["y", "Y", "n", "N", "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE",
            "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL", "~"]
        let numeric = text.first.map { $0.isNumber || $0 == "-" } ?? false
        return simple && !reserved.contains(text) && !numeric ? text : string(text)
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
