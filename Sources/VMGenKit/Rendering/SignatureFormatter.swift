/// Lays out Swift parameter and argument lists: on one line when it fits in `maxWidth`
/// columns, otherwise one item per line (the swift-format style).
enum SignatureFormatter {
    static let maxWidth = 100

    /// The text between the parentheses of `prefix(` … `)suffix` at `indent` spaces.
    static func list(_ items: [String], indent: Int, prefix: String, suffix: String) -> String {
        let oneLine = items.joined(separator: ", ")
        if indent + prefix.count + 1 + oneLine.count + 1 + suffix.count <= maxWidth {
            return oneLine
        }
        let inner = String(repeating: " ", count: indent + 4)
        let outer = String(repeating: " ", count: indent)
        return "\n" + items.map { inner + $0 }.joined(separator: ",\n") + "\n" + outer
    }
}
