/// Turns a `stub()` default written in Swift back into a spec `stub:` value, for the literal
/// shapes vmgen itself writes: `"text"`, `42`, `4.2`, `true`, `nil`, `URL(string: "…")!`,
/// `UUID(uuidString: "…")!`. Anything else is `nil` (the caller lists it as not carried).
enum StubLiteral {
    static func yaml(_ swift: String, for type: TypeRef) -> String? {
        switch type {
        case .optional(let wrapped):
            return swift == "nil" ? "null" : yaml(swift, for: wrapped)
        case .plain(let plain):
            return plainValue(swift, plain)
        case .enumeration:
            let name = swift.dropFirst()
            return swift.hasPrefix(".") && SwiftNames.isIdentifier(String(name)) ? String(name) : nil
        default:
            return nil
        }
    }

    private static func plainValue(_ swift: String, _ plain: PlainType) -> String? {
        switch plain {
        case .string:
            return simpleString(swift).map { YAMLLiteral.string($0) }
        case .int:
            return swift.allSatisfy(\.isNumber) || (swift.hasPrefix("-") && swift.dropFirst().allSatisfy(\.isNumber) && swift.count > 1)
                ? swift : nil
        case .double:
            let digits = swift.hasPrefix("-") ? swift.dropFirst() : Substring(swift)
            let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 2 && parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) ? swift : nil
        case .bool:
            return swift == "true" || swift == "false" ? swift : nil
        case .url:
            return wrapped(swift, prefix: "URL(string: ").map { YAMLLiteral.string($0) }
        case .uuid, .modelIdType:
            return wrapped(swift, prefix: "UUID(uuidString: ").map { YAMLLiteral.string($0) }
        default:
            return nil
        }
    }

    /// `"text"` without escapes or interpolation → `text`.
    private static func simpleString(_ swift: String) -> String? {
        guard swift.count >= 2, swift.hasPrefix("\""), swift.hasSuffix("\"") else { return nil }
        let inner = swift.dropFirst().dropLast()
        return inner.contains("\"") || inner.contains("\\") || inner.contains("\n") ? nil : String(inner)
    }

    /// `Prefix"text")!` → `text`.
    private static func wrapped(_ swift: String, prefix: String) -> String? {
        guard swift.hasPrefix(prefix), swift.hasSuffix(")!") else { return nil }
        return simpleString(String(swift.dropFirst(prefix.count).dropLast(2)))
    }
}
