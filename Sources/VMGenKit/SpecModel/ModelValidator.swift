/// Checks that need the whole project: cycles among ViewModels, substitutions bound to real
/// properties, enum stubs naming real cases, and what client hosting can carry.
///
/// These are structural: a model that fails them cannot be generated. The rule catalogue in
/// `Checking` holds the judgement calls (identity of list rows, missing translations, …).
struct ModelValidator {
    var reader: NodeReader
    let viewModels: [ViewModelSpec]

    mutating func validate() {
        let enums = Dictionary(viewModels.flatMap(\.enums).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let byName = Dictionary(viewModels.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for viewModel in viewModels {
            checkEquality(viewModel, byName: byName)
            checkSubstitutions(viewModel)
            checkEnumStubs(viewModel, enums: enums)
            checkClientHosting(viewModel)
            checkModelIdentity(viewModel)
        }
        checkCycles()
        checkStorageCreates()
    }

    /// The App and the generated tests create one instance of each storage type: every
    /// `create:` of a type must say the same.
    private mutating func checkStorageCreates() {
        var first: [String: (text: String, location: SourceLocation)] = [:]
        for viewModel in viewModels {
            for operation in viewModel.operations {
                guard let output = operation.output, let create = output.create, let location = output.createLocation else { continue }
                guard let seen = first[output.type] else {
                    first[output.type] = (create, location)
                    continue
                }
                if seen.text != create {
                    reader.error("'create' of \(output.type) is '\(create)' here but '\(seen.text)' in \(seen.location): the App and the tests create one \(output.type); give it once, or the same everywhere", at: location)
                }
            }
        }
    }

    /// `conforms: [Hashable]` (or `Equatable`) is synthesized from the stored properties: a child
    /// ViewModel among them must conform too. Every other stored value is (plain values, display
    /// enums, FOSMVVM's localized wrappers and `Localizable*`, `ViewModelId`), and a nested type is
    /// made `Hashable` with its parent. A ViewModel of another spec is read from `byName`; one the
    /// run does not see (an incremental run) is checked when its own spec is redone with this one.
    private mutating func checkEquality(_ viewModel: ViewModelSpec, byName: [String: ViewModelSpec]) {
        for conformance in viewModel.conformances where ConformanceReader.synthesized.contains(conformance.name) {
            let accepted: Set<String> = conformance.name == "Hashable" ? ["Hashable"] : ["Equatable", "Hashable"]
            for property in viewModel.properties {
                guard let child = property.type.referencedViewModel, let spec = byName[child] else { continue }
                if spec.conformances.contains(where: { accepted.contains($0.name) }) { continue }
                reader.error(
                    "\(viewModel.typeName) cannot be \(conformance.name): Swift synthesizes it from every stored property, and '\(property.name)' holds \(spec.typeName), which is not \(conformance.name); add 'conforms: [\(conformance.name)]' to '\(child)' too",
                    at: conformance.location, notes: ["'\(property.name)' is declared at \(property.location)"])
            }
        }
    }

    private mutating func checkSubstitutions(_ viewModel: ViewModelSpec) {
        for text in viewModel.texts {
            guard case .substitutions(_, let bindings) = text.kind else { continue }
            for binding in bindings {
                guard let property = viewModel.properties.first(where: { $0.name == binding.property }) else {
                    reader.error("the substitution '\(binding.key)' refers to '\(binding.property)', which is not a property of \(viewModel.typeName)\(Suggestion.didYouMean(binding.property, in: viewModel.properties.map(\.name)))", at: binding.location)
                    continue
                }
                if SubstitutionValue.expression(for: property) == nil {
                    reader.error("'\(property.name)' (\(property.type.swift)) cannot fill a substitution; use a String, Int or Double property, a Localizable projection, or an enum with a label", at: binding.location)
                }
            }
        }
    }

    private mutating func checkEnumStubs(_ viewModel: ViewModelSpec, enums: [String: DisplayEnum]) {
        for property in viewModel.properties {
            guard case .enumeration(let name) = property.type.base, let stub = property.stub, let declared = enums[name] else { continue }
            let names = declared.cases.map(\.name)
            for case .string(let value) in Self.flatten(stub) where !names.contains(value) {
                reader.error("'\(value)' is not a case of \(name)\(Suggestion.didYouMean(value, in: names))", at: property.location)
            }
        }
    }

    private static func flatten(_ value: StubValue) -> [StubValue] {
        if case .list(let items) = value { return items.flatMap(flatten) }
        return [value]
    }

    /// A client-hosted page's init parameters become the macro's `AppState`, which must be
    /// `Hashable & Sendable`; ViewModels are neither, so they cannot be passed in.
    private mutating func checkClientHosting(_ viewModel: ViewModelSpec) {
        guard viewModel.hosting == .client, viewModel.role == .page else { return }
        for property in viewModel.properties {
            if property.type.referencedViewModel != nil {
                reader.error("a client-hosted page cannot take the ViewModel '\(property.type.swift)' as a property: its init parameters become the macro's AppState, which must be Hashable & Sendable; pass the child's plain data instead", at: property.location)
            }
        }
    }

    /// A `ModelIdentity` is minted only from a `Model`, so vmgen stubs only the identity's source
    /// (through a stub model in the ViewModel's file), never another stored one. The source is
    /// stored (the view hands it to operations) and read as `modelIdentity` by
    /// `ModelIdentifiedViewModel`, so no other property may take that name.
    private mutating func checkModelIdentity(_ viewModel: ViewModelSpec) {
        for property in viewModel.properties where property.type.base == .plain(.modelIdentity) {
            if case .modelIdentity(let name) = viewModel.identity, name == property.name, property.type == .plain(.modelIdentity) {
                continue
            }
            reader.error("a ModelIdentity property can only be the identity's source ('identity: { modelIdentity: \(property.name) }'): FOSMVVM mints one only from a Model, so vmgen stubs only that one", at: property.location)
        }
        if case .modelIdentity(let source) = viewModel.identity, source != "modelIdentity",
           let clash = viewModel.properties.first(where: { $0.name == "modelIdentity" }) {
            reader.error("'modelIdentity' is what ModelIdentifiedViewModel reads, and vmgen passes '\(source)' on under that name; rename this property", at: clash.location)
        }
    }

    /// ViewModels that contain themselves, directly or through others, cannot be built.
    private mutating func checkCycles() {
        var edges: [String: [(target: String, location: SourceLocation)]] = [:]
        for viewModel in viewModels {
            edges[viewModel.name] = viewModel.properties.compactMap { property in
                property.type.referencedViewModel.map { ($0, property.location) }
            }
        }
        var state: [String: Bool] = [:]  // false = on the current path, true = finished
        var path: [String] = []
        func visit(_ name: String) {
            state[name] = false
            path.append(name)
            for edge in edges[name] ?? [] {
                switch state[edge.target] {
                case .none:
                    visit(edge.target)
                case .some(false):
                    let start = path.firstIndex(of: edge.target) ?? 0
                    let cycle = (path[start...] + [edge.target]).map { "'\($0)'" }.joined(separator: " → ")
                    reader.error("ViewModels \(cycle) form a cycle; a ViewModel cannot contain itself", at: edge.location)
                case .some(true):
                    break
                }
            }
            path.removeLast()
            state[name] = true
        }
        for viewModel in viewModels where state[viewModel.name] == nil {
            visit(viewModel.name)
        }
    }
}

/// How a property fills a `%{key}` substitution: as an `any Localizable` expression.
enum SubstitutionValue {
    static func expression(for property: Property) -> String? {
        if property.display != nil, !property.type.isOptional { return property.name }
        if let label = property.enumLabel { return label }
        switch property.type {
        case .plain(.string): return "LocalizableString.constant(\(property.name))"
        case .plain(.int): return "LocalizableInt(value: \(property.name))"
        case .plain(.double): return "LocalizableDouble(value: \(property.name))"
        case .plain(.localizableString): return property.name
        default: return nil
        }
    }

    /// `expression(for:)` read back from its code tokens, for the three wrapped forms:
    /// `LocalizableString.constant(p)` → (p, String), `LocalizableInt(value: p)` → (p, Int),
    /// `LocalizableDouble(value: p)` → (p, Double); nil for any other expression.
    static func wrapped(_ tokens: [String]) -> (name: String, type: String)? {
        guard tokens.count == 6, tokens[5] == ")" else { return nil }
        if tokens[0...3] == ["LocalizableString", ".", "constant", "("] { return (tokens[4], "String") }
        guard tokens[1...3] == ["(", "value", ":"] else { return nil }
        switch tokens[0] {
        case "LocalizableInt": return (tokens[4], "Int")
        case "LocalizableDouble": return (tokens[4], "Double")
        default: return nil
        }
    }
}
