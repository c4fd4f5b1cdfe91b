/// Reads top-level enums that a spec's `enums:` can hold: plain cases (no associated or raw
/// values) whose labels live in the localization YAML as `EnumName: case: …`. The generated
/// `localizableString` and the usual conformances are carried; any other member or
/// conformance is a note (regenerating the enum would drop it).
struct ImportedEnum {
    var name: String
    var cases: [String]
    var location: SourceLocation
    var notes: [ImportNote] = []
}

enum DisplayEnumReader {
    private static let carriedConformances: Set<String> = ["CaseIterable", "Codable", "Hashable", "Sendable", "Equatable"]

    /// `nil` when the declaration is no display enum at all (the caller notes it as a whole).
    static func read(_ declaration: SwiftDeclaration) -> ImportedEnum? {
        guard declaration.kind == .enum, declaration.conditions.isEmpty, declaration.genericWhere == nil,
            declaration.inheritance.contains("CaseIterable") else { return nil }
        let cases = declaration.members.filter { $0.kind == .case }
        guard !cases.isEmpty, cases.allSatisfy({ $0.parameters.isEmpty && $0.initializer == nil }) else { return nil }
        var found = ImportedEnum(name: declaration.name, cases: cases.map(\.name), location: declaration.location)
        for conformance in declaration.inheritance where !carriedConformances.contains(conformance) {
            found.notes.append(ImportNote(location: declaration.nameLocation, message: "conformance '\(conformance)' of enum '\(declaration.name)' is not carried: a spec's display enum is CaseIterable, Codable, Hashable, Sendable"))
        }
        for member in declaration.members where member.kind != .case && !(member.kind == .var && member.name == "localizableString") {
            found.notes.append(ImportNote(location: member.location, message: "\(member.kind.rawValue) '\(member.name)' of enum '\(declaration.name)' is not carried: a spec's display enum has only its cases and their labels"))
        }
        return found
    }
}
