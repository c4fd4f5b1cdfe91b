/// A minimal JSON writer with a fixed key order, so reports are byte-stable (JSONEncoder's key
/// order is not guaranteed without sorting, and sorting would scramble the documented shape).
indirect enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Pretty-printed with two-space indentation and a trailing newline.
    ///
    /// `yamlReadable`: hidden characters beyond U+FFFF (tags, musical formatting) stay raw
    /// instead of becoming surrogate-pair escapes, which YAML — and so vmgen's own reader of
    /// the baseline files written this way — refuses. They steer nothing; they only hide.
    func rendered(yamlReadable: Bool = false) -> String {
        var out = ""
        write(into: &out, indent: 0, yamlReadable: yamlReadable)
        return out + "\n"
    }

    private func write(into out: inout String, indent: Int, yamlReadable: Bool) {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .string(let text): out += Self.quoted(text, yamlReadable: yamlReadable)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: indent + 1, yamlReadable: yamlReadable)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += pad + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner + Self.quoted(member.0, yamlReadable: yamlReadable) + ": "
                member.1.write(into: &out, indent: indent + 1, yamlReadable: yamlReadable)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += pad + "}"
        }
    }

    /// A JSON string that any reader decodes to exactly `text`, and that is safe to print:
    /// controls, bidirectional and other hidden characters (`VisibleText.isHidden`) are
    /// `\uXXXX` escapes (surrogate pairs beyond U+FFFF, unless `yamlReadable`), as is the `[`
    /// of a CI logging-command marker (`##[error]`), so a report shown with `cat` in a
    /// terminal or a CI log steers neither.
    static func quoted(_ text: String, yamlReadable: Bool = false) -> String {
        QuotedLiteral.quote(text, marker: escape) { scalar in
            guard VisibleText.isHidden(scalar) else { return nil }
            if scalar.value <= 0xFFFF { return escape(scalar) }
            if yamlReadable { return nil }
            let offset = scalar.value - 0x10000
            return escape(0xD800 + (offset >> 10)) + escape(0xDC00 + (offset & 0x3FF))
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        escape(scalar.value)
    }

    private static func escape(_ unit: UInt32) -> String {
        "\\u" + QuotedLiteral.hex(unit, width: 4).lowercased()
    }
}
