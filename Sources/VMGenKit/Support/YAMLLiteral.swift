/// YAML scalars for arbitrary text, for the localization files vmgen writes.
public enum YAMLLiteral {
    /// A double-quoted YAML scalar whose value is exactly `text` for any YAML 1.1/1.2 reader.
    ///
    /// Always quoted: plain scalars change meaning with content (`yes`, `1.0`, `: `, `#`).
    public static func string(_ text: String) -> String {
        QuotedLiteral.quote(text) { scalar in
            let value = scalar.value
            if value == 0 { return "\\0" }
            let printable = !(value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0xFEFF
                || value == 0x2028 || value == 0x2029 || value == 0xFFFE || value == 0xFFFF)
            if printable { return nil }
            // Non-printable in YAML: escaped by code point. (U+FFFE and U+FFFF may not appear
            // raw anywhere in a YAML stream: PyYAML and vmgen's own reader reject the file.)
            return value <= 0xFF ? "\\x" + QuotedLiteral.hex(value, width: 2) : "\\u" + QuotedLiteral.hex(value, width: 4)
        }
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
}
