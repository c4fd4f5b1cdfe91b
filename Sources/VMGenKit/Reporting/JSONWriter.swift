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
    func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    private func write(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .string(let text): out += Self.quoted(text)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += pad + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner + Self.quoted(member.0) + ": "
                member.1.write(into: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += pad + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        QuotedLiteral.quote(text) { scalar in
            let value = scalar.value
            guard value < 0x20 || value == 0x2028 || value == 0x2029 else { return nil }
            return "\\u" + QuotedLiteral.hex(value, width: 4).lowercased()
        }
    }
}
