/// Builds the `nested: true` children and nests each in the one ViewModel that holds it.
///
/// A nested type is a plain struct (`Codable, Sendable, Identifiable, Stubbable`, no
/// `@ViewModel`), so it may hold only plain data, display enums and `Localizable*`
/// projections: FOSMVVM's localizing encoder finds localized properties only through
/// ViewModels and lists or optionals of them, never inside a plain struct (reference part 2
/// §6.3: `Unable to resolve the property name`). And it is used by exactly one ViewModel of its
/// own spec (seed: "If child is only used by one parent … nest it inside the parent file").
struct NestedTypeBuilder {
    var reader: NodeReader
    let types: TypeParser

    /// Why each ViewModel key is refused on a nested child, by key.
    static let refusedKeys: [String: String] = [
        "text": "a nested type is plain data without @Localized… text: FOSMVVM's localizing encoder binds localized properties only on ViewModels, not inside a plain struct, so encoding would throw; put the text on the parent, or remove 'nested: true' to make the child a ViewModel",
        "identity": "a nested type has no vmId: it is Identifiable by its 'id' property; remove 'identity', or remove 'nested: true' to make the child a ViewModel",
        "form": "a form is a ViewModel with validation messages, which a plain nested type cannot localize; remove 'nested: true' to make the child a ViewModel",
        "enums": "a nested type has no localization file for enum labels: declare the enum on the parent (the nested type may still use it)",
        "conforms": "a nested type is Codable, Sendable, Identifiable and Stubbable, and Hashable too when its parent is Equatable or Hashable (or a client-hosted page): give 'conforms' to the parent",
    ]

    /// The child's entries without the keys a nested type refuses, each reported at its key.
    static func checkedEntries(_ body: [YAMLEntry], of name: String, reader: inout NodeReader) -> [YAMLEntry] {
        var kept: [YAMLEntry] = []
        for entry in body where !SpecKeys.topLevelOnly.contains(entry.key.text) {
            if let reason = refusedKeys[entry.key.text] {
                reader.diagnostics.error(
                    "'\(entry.key.text)' cannot be used on the nested type '\(name)': \(reason)", at: entry.keyLocation,
                    code: StructuralRules.nestedChildPlainData.id)
            } else {
                kept.append(entry)
            }
        }
        return kept
    }

    mutating func build(_ declarations: [SpecModelBuilder.NestedDeclaration], into viewModels: inout [ViewModelSpec]) {
        for declaration in declarations {
            // Inside its parent the nested type shadows a type of the same name the generated code uses.
            if let origin = GeneratedNames.origin(of: declaration.name) {
                reader.error("'\(declaration.name)' is \(origin) the generated code uses; a nested type of this name would shadow it in its parent: choose another name", at: declaration.location)
                continue
            }
            guard let nested = build(declaration) else { continue }
            guard let parent = parentIndex(of: declaration, in: viewModels) else { continue }
            var placed = nested
            placed.parent = viewModels[parent].name
            viewModels[parent].nestedTypes.append(placed)
        }
    }

    private mutating func build(_ declaration: SpecModelBuilder.NestedDeclaration) -> NestedTypeSpec? {
        var spec = NestedTypeSpec(name: declaration.name, parent: "", doc: nil, properties: [], location: declaration.location)
        if let entry = reader.value("doc", in: declaration.entries) {
            spec.doc = reader.string(entry.value, what: "'doc'")
        }
        if let entry = reader.value("properties", in: declaration.entries) {
            var builder = ViewModelBuilder(reader: reader.take(), types: types)
            spec.properties = builder.properties(entry.value, owner: "'\(declaration.name)'")
            reader = builder.reader
        }
        var seen: [String: SourceLocation] = [:]
        for property in spec.properties {
            checkPlainData(property, of: declaration.name)
            // A property and an enum label of the same name would be one member declared twice.
            for name in [property.name] + (property.enumLabel.map { [$0] } ?? []) {
                if let first = seen[name] {
                    reader.error("'\(name)' is already a member of \(declaration.name)", at: property.location, notes: ["first used at \(first)"])
                } else {
                    seen[name] = property.location
                }
            }
        }
        checkIdentifiable(spec)
        return spec
    }

    /// Only values a plain Codable struct can carry through the localizing encoder.
    private mutating func checkPlainData(_ property: Property, of name: String) {
        if let child = property.type.referencedViewModel {
            reader.diagnostics.error(
                "the nested type '\(name)' cannot hold the ViewModel '\(child)ViewModel': FOSMVVM's localizing encoder finds a ViewModel's localized properties only through ViewModels, not inside a plain struct, so encoding would throw; remove 'nested: true' to make '\(name)' a child ViewModel",
                at: property.location, code: StructuralRules.nestedChildPlainData.id)
        } else if let inner = property.type.referencedNestedType {
            reader.diagnostics.error(
                "the nested type '\(name)' cannot hold the nested type '\(inner)': a nested type lives in a ViewModel, one level deep; make '\(inner)' a property of the ViewModel, or copy its fields here",
                at: property.location, code: StructuralRules.nestedChildPlainData.id)
        } else if property.type.base == .plain(.modelIdentity) {
            reader.diagnostics.error(
                "a nested type cannot hold a ModelIdentity: FOSMVVM cannot stub one, and only a ViewModel's identity comes from it; take the id it stands for (ModelIdType)",
                at: property.location, code: StructuralRules.nestedChildPlainData.id)
        }
    }

    /// `Identifiable` needs `id`: one of the id types, so a list of them can be a `ForEach`.
    private mutating func checkIdentifiable(_ spec: NestedTypeSpec) {
        guard let id = spec.properties.first(where: { $0.name == "id" }) else {
            reader.error(
                "the nested type '\(spec.name)' is Identifiable and needs an 'id' property of type String, Int, UUID or ModelIdType (e.g. 'id: ModelIdType'); it has no vmId, not being a ViewModel",
                at: spec.location)
            return
        }
        if !ViewModelBuilder.idTypes.contains(id.type) {
            reader.error(
                "the 'id' of the nested type '\(spec.name)' is its Identifiable identity: String, Int, UUID or ModelIdType, not \(id.type.swift)",
                at: id.location)
        }
    }

    /// The one ViewModel of the declaring spec that holds the type; every other use is an error.
    private mutating func parentIndex(of declaration: SpecModelBuilder.NestedDeclaration, in viewModels: [ViewModelSpec]) -> Int? {
        var uses: [(index: Int, location: SourceLocation)] = []
        for (index, viewModel) in viewModels.enumerated() {
            for property in viewModel.properties where property.type.referencedNestedType == declaration.name {
                uses.append((index, property.location))
            }
        }
        uses.sort { $0.location < $1.location }
        let file = declaration.location.file
        var parent: Int?
        for use in uses {
            let user = viewModels[use.index]
            if user.location.file != file {
                reader.diagnostics.error(
                    "'\(declaration.name)' is a nested type of another spec: a nested type is used only by the one ViewModel it is nested in; remove 'nested: true' there to share it as a child ViewModel",
                    at: use.location, code: StructuralRules.nestedChildOneParent.id,
                    notes: ["'\(declaration.name)' is declared at \(declaration.location)"])
            } else if let first = parent, first != use.index {
                reader.diagnostics.error(
                    "'\(declaration.name)' is already nested in \(viewModels[first].typeName): a nested type has exactly one parent; remove 'nested: true' to share it as a child ViewModel",
                    at: use.location, code: StructuralRules.nestedChildOneParent.id,
                    notes: ["'\(declaration.name)' is declared at \(declaration.location)"])
            } else {
                parent = use.index
            }
        }
        if uses.isEmpty {
            reader.diagnostics.error(
                "no ViewModel uses the nested type '\(declaration.name)': it is declared inside the one ViewModel of this spec that holds it; use it in a property there, or remove it",
                at: declaration.flagLocation, code: StructuralRules.nestedChildOneParent.id)
        }
        return parent
    }
}
