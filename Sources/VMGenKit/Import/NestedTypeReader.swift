/// Reads a plain struct nested in an imported ViewModel into a `nested: true` child, in the
/// shape vmgen writes it (see docs/spec.md, Nested child types): `public struct X: Codable,
/// Sendable, Identifiable, Stubbable` (`Hashable` too in a client-hosted page) with `public let`
/// properties and a memberwise init, and after the parent `public extension Parent.X` with the
/// two stub tiers, `static func stub() -> Self { .stub(id: …) }` and `static func stub(a: T =
/// …) -> Self { .init(a: a) }`. Its members are read as a ViewModel's are (`MemberReader`), so
/// the same things are carried and everything else is a note at its place.
enum NestedTypeReader {
    /// A struct inside a ViewModel that is read as a nested child (any other is a note).
    static func isCandidate(_ member: SwiftDeclaration) -> Bool {
        member.kind == .struct && !member.isImportableViewModel && member.conditions.isEmpty && member.genericWhere == nil
    }

    /// The stub-tier extensions (`extension Parent.X`) of the nested candidates of imported
    /// ViewModels: read with their nested type, so no top-level note of their own.
    static func extensions(in files: [SwiftSourceFile], viewModels: Set<String>) -> Set<SourceLocation> {
        var result: Set<SourceLocation> = []
        for file in files {
            for declaration in file.declarations where declaration.kind == .extension && declaration.conditions.isEmpty {
                let parts = declaration.name.split(separator: ".")
                guard parts.count == 2, viewModels.contains(String(parts[0])),
                    let parent = file.declarations.first(where: { $0.isImportableViewModel && $0.name == parts[0] && $0.conditions.isEmpty }),
                    parent.members.contains(where: { isCandidate($0) && $0.name == parts[1] }),
                    extensionOf(parent.name + "." + parts[1], in: file)?.location == declaration.location else { continue }
                result.insert(declaration.location)
            }
        }
        return result
    }

    private static func extensionOf(_ name: String, in file: SwiftSourceFile) -> SwiftDeclaration? {
        file.declarations.first { $0.kind == .extension && $0.name == name && $0.conditions.isEmpty }
    }

    /// The nested child, and the localization table with what it used marked.
    static func read(_ member: SwiftDeclaration, parent: ViewModelReader) -> (model: ImportedViewModel, table: LocalizationTable) {
        var notes: [ImportNote] = []
        func note(_ location: SourceLocation, _ message: String) { notes.append(ImportNote(location: location, message: message)) }
        let parentName = parent.declaration.name
        // Hashable in a client-hosted page, and in an Equatable or Hashable parent (`conforms:`).
        let hashable = parent.model.clientHosted || parent.declaration.inheritance.contains { ConformanceReader.synthesized.contains($0) }
        let expected = hashable
            ? ["Codable", "Hashable", "Sendable", "Identifiable", "Stubbable"] : ["Codable", "Sendable", "Identifiable", "Stubbable"]
        if member.inheritance != expected {
            note(member.nameLocation, "the conformances of '\(member.name)' are not carried as written: a nested type in \(parentName) is \(expected.joined(separator: ", "))")
        }
        // The second stub tier is read as a ViewModel's stub(); the first must delegate to it.
        var combined = member
        var first: SwiftDeclaration?
        if let stubs = extensionOf(parentName + "." + member.name, in: parent.file) {
            let comment = LeadingComments.lines(of: stubs, in: parent.file, docOnly: false)
            if !comment.isEmpty, comment != ["The two stub tiers of a plain nested type: @ViewModel synthesizes stub() only for ViewModels."] {
                note(stubs.location, "the comment above 'extension \(stubs.name)' is not carried: the spec generates vmgen's own")
            }
            if stubs.modifiers != ["public"] || !stubs.inheritance.isEmpty || stubs.genericWhere != nil {
                note(stubs.location, "the modifiers or conformances of 'extension \(stubs.name)' are not carried: the spec generates 'public extension \(stubs.name)' with the two stub tiers")
            }
            for tier in stubs.members {
                if tier.kind == .func, tier.name == "stub", tier.isStatic, tier.parameters.isEmpty, first == nil, tier.conditions.isEmpty {
                    first = tier
                } else if tier.kind == .func, tier.name == "stub", tier.isStatic, !tier.parameters.isEmpty, tier.conditions.isEmpty,
                    !combined.members.contains(where: { $0.kind == .func && $0.name == "stub" }) {
                    combined.members.append(tier)
                } else {
                    note(tier.location, "\(tier.kind.rawValue) '\(tier.name)' of 'extension \(stubs.name)' is not carried: the spec generates only the two stub tiers")
                }
            }
        } else {
            note(member.nameLocation, "no 'extension \(parentName).\(member.name)' with its two stub tiers was found; the spec generates them")
        }
        var reader = ViewModelReader(combined, in: parent.file, types: parent.types, table: parent.table)
        reader.model.name = member.name
        reader.model.nested = true
        reader.model.clientHosted = false
        var model = reader.read()
        if model.doc == ["Plain data nested in \(parentName), which alone uses it (not a ViewModel)."] { model.doc = [] }
        if let first {
            let id = combined.members.first { $0.kind == .func && $0.name == "stub" }?.parameters.first { $0.name == "id" }?.defaultValue
            let body = BodyTokens.code(of: first, in: parent.file).joined()
            if id == nil || body != ".stub(id:\(id!.filter { !$0.isWhitespace }))" || BodyTokens.hasComment(first, in: parent.file) {
                note(first.location, "this stub() is not carried: the spec generates one that calls the second tier with the id's stub value, .stub(id: …)")
            }
        }
        for text in model.texts {
            note(member.members.first { $0.name == text.name }?.location ?? member.location, "text '\(text.name)' is not carried: a nested type is plain data, and FOSMVVM localizes text only in a ViewModel")
        }
        for property in model.properties where property.viewModel != nil {
            note(member.members.first { $0.name == property.name }?.location ?? member.location, "property '\(property.name)' is not carried: a nested type holds no ViewModel")
        }
        model.texts = []
        model.properties.removeAll { $0.viewModel != nil }
        model.notes += notes
        return (model, reader.table)
    }
}
