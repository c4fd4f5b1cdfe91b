/// The template context of one `nested: true` child inside `ViewModel.swift.template`: the
/// plain struct in the parent's body, and its two stub tiers in a `public extension
/// Parent.Child` after it (rule STUB-03: `@ViewModel` synthesizes `stub()` only for
/// ViewModels, so a plain nested type writes both tiers, the zero-argument one delegating).
struct NestedTypeContext {
    let nested: NestedTypeSpec
    let parent: ViewModelSpec
    let enums: [String: DisplayEnum]

    var value: TemplateValue {
        let properties = nested.properties
        let declarations = properties.flatMap { property -> [String] in
            var lines = ["public let \(property.name): \(SwiftCode.storedType(property))"]
            if let label = property.enumLabel { lines.append("public let \(label): LocalizableString") }
            return lines
        }
        let parameters = properties.map { "\($0.name): \($0.type.swift)" }
        let forward = properties.map { "\($0.name): \($0.name)" }
        let defaults = properties.map { "\($0.name): \($0.type.swift) = \(SwiftCode.stub($0, enums: enums))" }
        // Tier 1 passes the id's stub: a bare `.stub()` would call itself.
        let id = properties.first { $0.name == "id" }
        let zeroArgument = id.map { "id: \(SwiftCode.stub($0, enums: enums))" } ?? ""
        return .object([
            "name": .string(nested.name),
            "doc": .list(docLines.map(TemplateValue.string)),
            "conformances": .string(conformances),
            "declarations": .list(declarations.map(TemplateValue.string)),
            "initParameters": .string(SignatureFormatter.list(parameters, indent: 8, prefix: "public init", suffix: " {")),
            "assignments": .list(properties.flatMap(SwiftCode.assignments).map(TemplateValue.string)),
            "zeroArgument": .string(zeroArgument),
            "stubParameters": .string(SignatureFormatter.list(defaults, indent: 4, prefix: "static func stub", suffix: " -> Self {")),
            "stubArguments": .string(SignatureFormatter.list(forward, indent: 8, prefix: ".init", suffix: "")),
        ])
    }

    /// The skill's conformances; `Hashable` too in a client-hosted page, whose init parameters
    /// become the macro's `AppState: Hashable, Sendable`, and in a parent that is `Equatable` or
    /// `Hashable` (`conforms:`), which Swift synthesizes from its stored properties.
    private var conformances: String {
        let hashable = (parent.hosting == .client && parent.isPage)
            || parent.conformances.contains { ConformanceReader.synthesized.contains($0.name) }
        return (hashable ? ["Codable", "Hashable", "Sendable", "Identifiable", "Stubbable"] : ["Codable", "Sendable", "Identifiable", "Stubbable"])
            .joined(separator: ", ")
    }

    /// The spec's `doc:`, or a line that says what the type is (the skill gives each one a doc comment).
    private var docLines: [String] {
        guard let doc = nested.doc else {
            return ["Plain data nested in \(parent.typeName), which alone uses it (not a ViewModel)."]
        }
        return SwiftLiteral.docCommentLines(doc)
    }
}
