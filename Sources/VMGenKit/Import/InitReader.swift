/// Checks `vmId`, the `init` and `stub()` of a ViewModel against what the spec would generate:
/// the identity is carried, stub defaults other than the fake vocabulary become `stub:`
/// values, and an init or stub that does more than store or forward its values is a note.
struct InitReader {
    var members: MemberReader
    private var reader: ViewModelReader {
        get { members.reader }
        set { members.reader = newValue }
    }
    /// Property → value assigned in the init (`name`, or `.init(id: name)` for vmId).
    private var assignments: [String: String] = [:]
    /// What the init assigns to `vmId`, when it has a shape vmgen generates.
    private var assignedIdentity: ImportedViewModel.Identity?

    init(members: MemberReader) {
        self.members = members
    }

    mutating func read() {
        if let shape = InteractiveShape(members.inits, of: reader) {
            members.inits = [shape.storing]
            interactive = shape
        }
        for (index, initializer) in members.inits.enumerated() {
            if index > 0 {
                reader.note(initializer.location, "a second initializer is not carried: the spec generates one memberwise init")
            } else {
                readInit(initializer)
            }
        }
        for initializer in members.inits where assignedIdentity == nil {
            assignedIdentity = BodyTokens.identity(BodyTokens.code(of: initializer, in: reader.file))
        }
        readIdentity()
        ModelIdentityShape.finish(members.identityCandidates, reader: &reader)
        dropStrayModelIdentities()
        for (index, stub) in members.stubs.enumerated() {
            if index > 0 {
                reader.note(stub.location, "a second stub() is not carried: the spec generates one")
            } else {
                readStub(stub)
            }
        }
    }

    /// The two inits of an interactive ViewModel, when it has them in vmgen's shape.
    private var interactive: InteractiveShape?

    private mutating func readInit(_ initializer: SwiftDeclaration) {
        let file = reader.file
        // An error display's message and kept fields come first (`displaysError:` adds them).
        let leading = reader.model.errorDisplay?.leading ?? []
        // The spec's property order is the init's when the file is laid out as vmgen writes it:
        // data first, then child ViewModels, each in the init's order. Otherwise the declaration
        // order stays, and the init is listed below.
        let order = initializer.parameters.dropFirst((interactive == nil ? 0 : 1) + leading.count).map(\.name)
        if order.count == reader.model.properties.count, Set(order) == Set(reader.model.properties.map(\.name)) {
            let byInit = reader.model.properties.sorted { order.firstIndex(of: $0.name)! < order.firstIndex(of: $1.name)! }
            let layout = byInit.filter { $0.viewModel == nil } + byInit.filter { $0.viewModel != nil }
            if layout.map(\.name) == reader.model.properties.map(\.name) { reader.model.properties = byInit }
        }
        let properties = reader.model.properties
        let expected = leading.map { ($0.name, $0.swift) } + properties.map { ($0.name, members.swiftTypes[$0.name] ?? "") }
        let written = initializer.parameters.dropFirst(interactive == nil ? 0 : 1).map { ($0.label == nil ? $0.name : "\($0.label!) \($0.name)", $0.type.filter { $0 != " " }) }
        if !written.elementsEqual(expected, by: { $0.0 == $1.0 && $0.1 == $1.1 }) || initializer.parameters.contains(where: { $0.defaultValue != nil }) {
            reader.note(initializer.location, "the init's parameters are not carried as written: the spec generates init(\(expected.map { "\($0.0): \($0.1)" }.joined(separator: ", "))) from the carried properties")
        }
        if !initializer.modifiers.contains(interactive == nil ? "public" : "private") || !initializer.effects.isEmpty {
            reader.note(initializer.location, "the init's modifiers or effects are not carried: the spec generates a public, non-throwing init")
        }
        var code = BodyTokens.code(of: initializer, in: file)
        if interactive != nil { code.removeFirst(InteractiveShape.storeIsStub.count) }
        FormAdoptionReader.dropMessagesAssignment(&code, form: reader.form)
        assignedIdentity = BodyTokens.identity(code)
        guard let pairs = BodyTokens.plainAssignments(code), !BodyTokens.hasComment(initializer, in: file) else {
            reader.note(initializer.location, "custom init body is not carried: the spec generates an init that only stores its parameters")
            return
        }
        for pair in pairs { assignments[pair.property] = pair.value }
        let labels = members.enumLabels
        let stored = properties.allSatisfy { assignments[$0.name] == Self.storing($0) }
            && labels.allSatisfy { assignments[$0.key] == "label(\($0.value))" }
            && leading.allSatisfy { assignments[$0.name] == $0.name }
        let known = Set(properties.map(\.name) + ["vmId"] + labels.keys + leading.map(\.name))
        assignments["vmId"] = nil
        if !stored || !pairs.allSatisfy({ known.contains($0.property) }) {
            reader.note(initializer.location, "custom init body is not carried: the spec generates an init that stores each parameter in its property")
        }
    }

    /// What the generated init assigns a property: the parameter, or it wrapped in its display.
    private static func storing(_ property: ImportedViewModel.Property) -> String {
        guard let display = property.display else { return property.name }
        return property.type.hasSuffix("?") ? "\(display)?(\(property.name))" : "init(\(property.name))"
    }

    private mutating func readIdentity() {
        if reader.model.nested {
            // A nested type is Identifiable by its `id`, with no vmId.
            reader.model.identity = .unread
            if let vmId = members.vmId { reader.note(vmId.location, "'vmId' is not carried: a nested type has no vmId (it is Identifiable by its id)") }
            return
        }
        guard let vmId = members.vmId else {
            reader.note(reader.declaration.nameLocation, "no 'vmId' was found; the spec generates a singleton identity (.init(type: Self.self))")
            return
        }
        // `ViewModelId()` is `.init()` spelled out, as code written before the macro has it.
        let initializer = vmId.initializer?.filter { !$0.isWhitespace }.replacingPrefix("ViewModelId(", with: ".init(")
        let comment = LeadingComments.lines(of: vmId, in: reader.file, docOnly: false).joined(separator: " ")
        if initializer == ".init(type:Self.self)" {
            reader.model.identity = .singleton
        } else if initializer == ".init()" {
            let prefix = "Random identity: "
            let reason = comment.hasPrefix(prefix) ? String(comment.dropFirst(prefix.count)) : comment
            if reason.isEmpty {
                reader.note(vmId.location, "the random identity has no reason written above it; the spec needs one, so it says 'TODO: say why identity cannot matter'")
            }
            reader.model.identity = .random(reason.isEmpty ? "TODO: say why identity cannot matter" : reason)
        } else if vmId.kind == .let, initializer == nil, let assigned = assignedIdentity, sources(of: assigned).allSatisfy(isCarried) {
            reader.model.identity = assigned
        } else {
            reader.model.identity = .unread
            reader.note(vmId.location, "this 'vmId' is not carried: the import reads .init(type: Self.self), .init(), and in the init .init(id: p), .init(id: \"\\(a)-\\(b)\") and p.viewModelId of carried properties; the spec leaves 'identity' out, so vmgen's default applies")
        }
    }

    /// A `ModelIdentity` property can only be the identity's source in a spec.
    private mutating func dropStrayModelIdentities() {
        let source: String? = if case .modelIdentity(let name) = reader.model.identity { name } else { nil }
        for property in reader.model.properties where property.type.contains("ModelIdentity") && property.name != source {
            let location = reader.declaration.members.first { $0.name == property.name }?.location ?? reader.model.location
            reader.note(location, "property '\(property.name)' is not carried: a ModelIdentity property can only be the source of the identity (identity: { modelIdentity: … })")
        }
        reader.model.properties.removeAll { $0.type.contains("ModelIdentity") && $0.name != source }
    }

    private func sources(of identity: ImportedViewModel.Identity) -> [String] {
        switch identity {
        case .id(let name), .modelIdentity(let name): [name]
        case .compose(let names): names
        default: []
        }
    }

    private func isCarried(_ name: String) -> Bool {
        reader.model.properties.contains { $0.name == name }
    }

    private mutating func readStub(_ stub: SwiftDeclaration) {
        if interactive != nil {
            readInteractiveStub(stub)
            return
        }
        let forwarded = BodyTokens.forwardedArguments(ModelIdentityShape.joiningStubIdentity(BodyTokens.code(of: stub, in: reader.file)))
        // A ModelIdentity source is no parameter: stub() passes the stub model's identity.
        let source: String? = if case .modelIdentity(let name) = reader.model.identity { name } else { nil }
        let forwards = forwarded?.allSatisfy { $0.label == $0.value || ($0.label == source && $0.value == "Self.stubModelIdentity") } == true
        if !forwards || stub.parameters.contains(where: { $0.name == source }) || BodyTokens.hasComment(stub, in: reader.file) {
            reader.note(stub.location, "custom stub() body is not carried: the spec generates one that forwards its parameters to init")
        }
        for parameter in stub.parameters {
            guard let written = parameter.defaultValue else { continue }
            if let added = reader.model.errorDisplay?.leading.first(where: { $0.name == parameter.name }) {
                if written != added.stub {
                    reader.note(parameter.location, "the stub value '\(written)' of '\(parameter.name)' is not carried: 'displaysError' adds this property, and its stub is \(added.stub)")
                }
                continue
            }
            readStubValue(written, of: parameter.name, at: parameter.location)
        }
    }

    /// An interactive ViewModel's `stub()` takes no parameters: it calls the private init with
    /// `isStub: true` and each property's stub value.
    private mutating func readInteractiveStub(_ stub: SwiftDeclaration) {
        let arguments = InteractiveShape.stubArguments(stub, in: reader.file)
        let names = reader.model.properties.map(\.name)
        guard let arguments, stub.parameters.isEmpty, !BodyTokens.hasComment(stub, in: reader.file),
            arguments.map(\.label) == ["isStub"] + names, arguments.first?.value == "true" else {
            reader.note(stub.location, "custom stub() body is not carried: the spec generates one that calls init(isStub: true, …) with each property's stub value")
            return
        }
        for argument in arguments.dropFirst() { readStubValue(argument.value, of: argument.label, at: stub.location) }
    }

    private mutating func readStubValue(_ written: String, of name: String, at location: SourceLocation) {
        guard let index = reader.model.properties.firstIndex(where: { $0.name == name }),
            let ref = members.propertyRefs[name] else { return }
        let enums = reader.types.enums.mapValues { cases in
            DisplayEnum(name: "", cases: cases.map { DisplayEnum.Case(name: $0, labels: LocalizedValues(), location: reader.model.location) }, location: reader.model.location)
        }
        guard written != FakeVocabulary.value(for: ref, name: name, enums: enums) else { return }
        if let value = StubLiteral.yaml(written, for: ref) {
            reader.model.properties[index].stub = value
        } else {
            reader.note(location, "the stub value '\(written)' of '\(name)' is not carried: the import reads the literals vmgen writes (text, numbers, true/false, nil, URL, UUID, Date(timeIntervalSince1970:), enum cases and lists of these)")
        }
    }
}

private extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
