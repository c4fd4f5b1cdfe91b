/// Stub defaults from FOSMVVM's reserved fake vocabulary (STUB-05): Flintstones names, 42-ish
/// numbers, 1914 dates, `.example` hosts. Never plausible real data, so a stub that leaks into
/// production is recognisable at a glance (STUB-06).
enum FakeVocabulary {
    /// 1914-02-03T00:00:00Z.
    static let date = StubDate.swiftLiteral("1914-02-03")

    static func value(for type: TypeRef, name: String, enums: [String: DisplayEnum]) -> String {
        switch type {
        case .optional(let wrapped):
            return value(for: wrapped, name: name, enums: enums)
        case .array(let element):
            return "[" + value(for: element, name: name, enums: enums) + "]"
        case .viewModel, .nested:
            return ".stub()"
        case .enumeration(let enumName):
            return "." + (enums[enumName]?.cases.first?.name ?? "stub()")
        case .external:
            return ".stub()"
        case .plain(let plain):
            return plainValue(plain, name: name)
        }
    }

    private static func plainValue(_ plain: PlainType, name: String) -> String {
        switch plain {
        case .string: return SwiftLiteral.string(text(forName: name))
        case .int: return "42"
        case .double: return "42.0"
        case .bool: return "false"
        case .date: return date
        case .url: return "URL(string: \"https://bedrock.example\")!"
        case .uuid, .modelIdType: return ".init()"
        case .systemVersion: return "SystemVersion(major: 4, minor: 2, patch: 0)"
        // FOSMVVM mints a ModelIdentity only from a Model: the ViewModel's file declares one for its stub.
        case .modelIdentity: return "Self.stubModelIdentity"
        case .localizableString: return ".constant(" + SwiftLiteral.string(text(forName: name)) + ")"
        }
    }

    /// A string that reads right for the property's role.
    static func text(forName name: String) -> String {
        let lower = name.lowercased()
        if lower.contains("email") { return "fred@bedrock.example" }
        if lower.contains("host") || lower.contains("domain") { return "bedrock.example" }
        if lower.contains("phone") { return "555-0142" }
        if lower.hasSuffix("id") { return "bedrock-42" }
        if lower.contains("first") { return "Fred" }
        if lower.contains("last") || lower.contains("surname") { return "Flintstone" }
        if lower.contains("name") || lower.contains("user") || lower.contains("author") || lower.contains("owner") {
            return "Fred Flintstone"
        }
        if lower.contains("city") || lower.contains("place") || lower.contains("location") || lower.contains("address") {
            return "Bedrock"
        }
        if lower.contains("company") || lower.contains("org") { return "Slate Rock and Gravel Company" }
        return "Yabba dabba doo"
    }
}
