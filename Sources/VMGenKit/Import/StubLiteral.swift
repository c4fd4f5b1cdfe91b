import Foundation

/// Turns a `stub()` default written in Swift back into a spec `stub:` value, for the literal
/// shapes vmgen itself writes: `"text"`, `42`, `4.2`, `true`, `nil`, `URL(string: "…")!`,
/// `UUID(uuidString: "…")!`, `Date(timeIntervalSince1970: n)` (whole seconds, as a UTC date),
/// `SystemVersion(major: 4, minor: 2, patch: 0)` and
/// lists of those (`["a", "b"]`). Anything else is `nil` (the caller lists it as not carried).
enum StubLiteral {
    static func yaml(_ swift: String, for type: TypeRef) -> String? {
        switch type {
        case .optional(let wrapped):
            return swift == "nil" ? "null" : yaml(swift, for: wrapped)
        case .plain(let plain):
            return plainValue(swift, plain)
        case .array(let element):
            guard let items = listItems(swift) else { return nil }
            let values = items.map { yaml($0, for: element) }
            return values.contains(nil) ? nil : "[" + values.map { $0! }.joined(separator: ", ") + "]"
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
        case .date:
            return date(swift).map { YAMLLiteral.string($0) }
        case .systemVersion:
            return version(swift).map { YAMLLiteral.string($0) }
        default:
            return nil
        }
    }

    /// `SystemVersion(major: 4, minor: 2, patch: 0)` (as vmgen writes it) → `4.2.0`.
    private static func version(_ swift: String) -> String? {
        let compact = swift.filter { !$0.isWhitespace }
        guard compact.hasPrefix("SystemVersion(major:"), compact.hasSuffix(")") else { return nil }
        let fields = compact.dropFirst("SystemVersion(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
        let labels = ["major:", "minor:", "patch:"]
        guard fields.count == 3 else { return nil }
        var numbers: [String] = []
        for (field, label) in zip(fields, labels) {
            guard field.hasPrefix(label) else { return nil }
            let number = field.dropFirst(label.count)
            guard !number.isEmpty, number.allSatisfy(\.isNumber) else { return nil }
            numbers.append(String(number))
        }
        return numbers.joined(separator: ".")
    }

    /// `"text"` without escapes or interpolation → `text`.
    private static func simpleString(_ swift: String) -> String? {
        guard swift.count >= 2, swift.hasPrefix("\""), swift.hasSuffix("\"") else { return nil }
        let inner = swift.dropFirst().dropLast()
        return inner.contains("\"") || inner.contains("\\") || inner.contains("\n") ? nil : String(inner)
    }

    /// `[a, b]` → `a`, `b` (the source text of each item), split at the commas outside
    /// string literals and brackets; `nil` when it is no list literal.
    private static func listItems(_ swift: String) -> [String]? {
        guard swift.hasPrefix("["), swift.hasSuffix("]"), swift.count >= 2 else { return nil }
        let inner = swift.dropFirst().dropLast()
        if inner.allSatisfy(\.isWhitespace) { return [] }
        var items: [String] = [], current = "", depth = 0, inString = false, escaped = false
        for character in inner {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([".contains(character) {
                depth += 1
            } else if ")]".contains(character) {
                depth -= 1
            } else if character == ",", depth == 0 {
                items.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            }
            current.append(character)
        }
        items.append(current.trimmingCharacters(in: .whitespaces))
        return items.contains(where: \.isEmpty) || inString || depth != 0 ? nil : items
    }

    /// `Date(timeIntervalSince1970: -1764339480)` → `1914-02-03T09:42:00Z` (`1914-02-03` at
    /// midnight): the spec's UTC spelling, checked to give the same seconds back. vmgen writes
    /// the date in a comment after the seconds (`-1764374400 /* 1914-01-30 */`); the spec's
    /// spelling is that comment's when it gives the same seconds.
    private static func date(_ swift: String) -> String? {
        let prefix = "Date(timeIntervalSince1970: "
        guard swift.hasPrefix(prefix), swift.hasSuffix(")") else { return nil }
        var argument = swift.dropFirst(prefix.count).dropLast()
        var commented: String?
        if argument.hasSuffix("*/"), let open = argument.range(of: "/*") {
            commented = argument[open.upperBound...].dropLast(2).trimmingCharacters(in: .whitespaces)
            argument = argument[..<open.lowerBound]
        }
        guard let seconds = Int(argument.trimmingCharacters(in: .whitespaces)) else { return nil }
        if let commented, StubDate.secondsSince1970(commented) == seconds { return commented }
        let days = seconds >= 0 ? seconds / 86400 : -((-seconds + 86399) / 86400)
        let time = seconds - days * 86400
        // Civil date from days since 1970-01-01 (proleptic Gregorian, H. Hinnant's algorithm).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        guard (0...9999).contains(year) else { return nil }
        var text = String(repeating: "0", count: 4 - String(year).count) + "\(year)-\(two(month))-\(two(day))"
        if time != 0 { text += "T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))Z" }
        return StubDate.secondsSince1970(text) == seconds ? text : nil
    }

    /// `Prefix"text")!` → `text`.
    private static func wrapped(_ swift: String, prefix: String) -> String? {
        guard swift.hasPrefix(prefix), swift.hasSuffix(")!") else { return nil }
        return simpleString(String(swift.dropFirst(prefix.count).dropLast(2)))
    }
}
