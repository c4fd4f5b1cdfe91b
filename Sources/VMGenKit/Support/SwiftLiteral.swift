/// Swift string literals for arbitrary text, so spec text can never inject code.
public enum SwiftLiteral {
    /// A double-quoted single-line Swift string literal whose value is exactly `text`.
    ///
    /// Escapes `\`, `"`, and every control, format and line-separator character as `\u{…}`,
    /// so `\(`, `"""`, `#`, `*/` and newlines are inert. Non-ASCII printable text (emoji,
    /// accents) is kept as is, except bidirectional controls, which are escaped so the source
    /// reads as it compiles.
    public static func string(_ text: String) -> String {
        QuotedLiteral.quote(text) { scalar in
            if scalar == "\0" { return "\\0" }
            return needsEscape(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
        }
    }

    /// A `//` comment body: newlines and controls become spaces so the comment cannot end early.
    public static func commentText(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { needsEscape($0) || $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 }))
    }

    /// A `doc:` as `///` comment bodies. A block scalar (`doc: |`) ends in a line break, and may
    /// start or end with blank lines: those would be empty `///` lines around the doc. Blank
    /// lines inside it separate paragraphs.
    static func docCommentLines(_ doc: String) -> [String] {
        var lines = doc.split(separator: "\n", omittingEmptySubsequences: false).map { commentText(String($0)) }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        return lines
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || value == 0x7F { return true }
        if (0x80...0x9F).contains(value) { return true }  // C1 controls
        switch value {
        case 0x2028, 0x2029: return true  // line / paragraph separators
        case 0x200E, 0x200F, 0x061C: return true  // directional marks
        case 0x202A...0x202E, 0x2066...0x2069: return true  // bidi embeddings and isolates
        case 0xFEFF: return true
        // Non-characters YAML forbids anywhere, even in a comment (`commentText` also writes
        // the `#` header of localization files). Swift takes `\u{FFFE}`, though not
        // `\u{FDD0}`…`\u{FDEF}`, which are therefore left as they are.
        case 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }
}
