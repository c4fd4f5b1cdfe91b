/// YAML scalars for arbitrary text, for the localization files vmgen writes.
public enum YAMLLiteral {
    /// A double-quoted YAML scalar whose value is exactly `text` for any YAML 1.1/1.2 reader.
    ///
    /// Always quoted: plain scalars change meaning with content (`yes`, `1.0`, `: `, `#`).
    ///
    /// `printed`: the YAML is printed to a terminal or a CI log (`vmgen config`), so every
    /// hidden character (`VisibleText.isHidden`: bidi controls, zero-width spaces…) is
    /// escaped too, and the `[` of a CI logging-command marker (`##[error]`) is `\x5B`.
    /// (Generated localization files keep such characters: translations may need them.)
    public static func string(_ text: String, printed: Bool = false) -> String {
        let marker: ((Unicode.Scalar) -> String)? = printed ? { Self.escape($0) } : nil
        return QuotedLiteral.quote(text, marker: marker) { scalar -> String? in
            if scalar.value == 0 { return "\\0" }
            return isPrintable(scalar) && !(printed && VisibleText.isHidden(scalar)) ? nil : escape(scalar)
        }
    }

    /// What YAML allows raw in a double-quoted scalar. (U+FFFE and U+FFFF may not appear
    /// raw anywhere in a YAML stream: PyYAML and vmgen's own reader reject the file.)
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return !(value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0xFEFF
            || value == 0x2028 || value == 0x2029 || value == 0xFFFE || value == 0xFFFF)
    }

    /// Non-printable in YAML: escaped by code point.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        if value <= 0xFF { return "\\x" + QuotedLiteral.hex(value, width: 2) }
        return value <= 0xFFFF ? "\\u" + QuotedLiteral.hex(value, width: 4) : "\\U" + QuotedLiteral.hex(value, width: 8)
    }

    /// A mapping key: plain when it is a simple identifier-like word, otherwise quoted.
    public static func key(_ text: String, printed: Bool = false) -> String {
        let simple = !text.isEmpty && text.utf8.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        let reserved: Set<String> = ["y", "Y", "n", "N", "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE",
            "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL", "~"]
        let numeric = text.first.map { $0.isNumber || $0 == "-" } ?? false
        return simple && !reserved.contains(text) && !numeric ? text : string(text, printed: printed)
    }
}

extension YAMLLiteral {
    /// A Swift type as import writes it into a spec: plain when it is a name any YAML reader
    /// takes back as exactly that text in a block or a flow mapping (`String`, `Int?`,
    /// `Berth.Status`), quoted otherwise (`[String]?`, `[String: Int]`, `Set<Tag>`, `any P`):
    /// a bracket, a colon, a comma or a space changes what a plain scalar means.
    ///
    /// `listAsSequence`: a list of a plain name (`[Card]`) is written as a flow sequence of that
    /// name, which the spec language reads as the list type (`cards: [Card]`, as docs/spec.md
    /// writes it) — where a property's type is the whole value, not inside `{ type: … }`.
    public static func type(_ text: String, listAsSequence: Bool = false) -> String {
        if listAsSequence, text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 {
            let element = String(text.dropFirst().dropLast())
            if !element.contains("?"), type(element) == element { return text }
        }
        let plain = text.first.map { $0.isLetter || $0 == "_" } == true && text.utf8.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?")
        }
        let reserved: Set<String> = ["y", "Y", "n", "N", "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE",
            "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL"]
        return plain && !reserved.contains(text) ? text : string(text)
    }
}
