/// The template context of `ViewModel.swift.template`: every line decided in typed code, laid
/// out by the template.
struct ViewModelContext {
    let viewModel: ViewModelSpec
    let enums: [String: DisplayEnum]

    var value: TemplateValue {
        let identity = SwiftCode.identity(viewModel.identity, properties: viewModel.properties)
        var object: [String: TemplateValue] = [
            "name": .string(viewModel.name),
            "typeName": .string(viewModel.typeName),
            "doc": docLines(viewModel.doc),
            "macro": .string(macro),
            "conformances": .string(conformances),
            "requestType": viewModel.request == nil ? .null : .string(viewModel.name + "Request"),
            "texts": .list(viewModel.texts.map(textDeclarations)),
            "substitutions": .list(substitutions),
            "data": .list(dataDeclarations),
            "children": .list(childDeclarations),
            "nestedTypes": .list(viewModel.nestedTypes.map { NestedTypeContext(nested: $0, parent: viewModel, enums: enums).value }),
            "identity": .object([
                "declaration": .string(identity.declaration),
                "comment": identity.comment.map(TemplateValue.string) ?? .null,
                // ModelIdentifiedViewModel reads `modelIdentity`; a source named otherwise is passed on.
                "modelIdentityAlias": identitySource.flatMap { $0.name == "modelIdentity" ? nil : $0.name }.map(TemplateValue.string) ?? .null,
            ]),
            "interactive": .bool(viewModel.isInteractive),
            "operationsProtocol": .string(viewModel.typeName + "Operations"),
            "liveOps": .string(viewModel.name + "Ops"),
            "stubOps": .string(viewModel.name + "StubOps"),
        ]
        object["initialization"] = initialization(identityAssignment: identity.assignment)
        object["errorDisplay"] = errorDisplay
        return .object(object)
    }

    /// `init(responseError:)`, a convenience in an extension: the macro's AppState takes the
    /// body's first init, whose parameters must be Hashable, and a ResponseError is not (reference
    /// part 2 §5.2). It throws because reading the message's text does.
    private var errorDisplay: TemplateValue {
        guard let display = viewModel.errorDisplay else { return .null }
        let kept = Set(display.keep.map(\.name))
        var parameters = ["responseError: \(display.request).\(ResponseErrorSpec.typeName)"]
        var arguments: [String] = []
        for property in viewModel.properties {
            if property.name == ErrorDisplay.messageProperty {
                arguments.append("message: .constant(responseError.localizedMessage.localizedString)")
            } else if kept.contains(property.name) {
                arguments.append("\(property.name): responseError.\(property.name)")
            } else {
                parameters.append("\(property.name): \(property.type.swift)")
                arguments.append("\(property.name): \(property.name)")
            }
        }
        return .object([
            "errorType": .string("\(display.request).\(ResponseErrorSpec.typeName)"),
            "parameters": .string(SignatureFormatter.list(parameters, indent: 4, prefix: "public init", suffix: " throws {")),
            "arguments": .string(SignatureFormatter.list(arguments, indent: 8, prefix: "try self.init", suffix: "")),
        ])
    }

    private var macro: String {
        var options: [String] = []
        if viewModel.hosting == .client, viewModel.isPage { options.append(".clientHostedFactory") }
        if viewModel.isLive { options.append(".live") }
        return options.isEmpty ? "@ViewModel" : "@ViewModel(options: [\(options.joined(separator: ", "))])"
    }

    /// Only what the macro does not add: never `Codable, Sendable` (the macro supplies them).
    private var conformances: String {
        var names: [String] = []
        // A `.live` ViewModel still names RequestableViewModel; a client-hosted one gets it from the macro.
        if viewModel.isPage, viewModel.hosting == .server { names.append("RequestableViewModel") }
        if let form = viewModel.form { names.append(form.fieldsProtocol) }
        // FOSMVVM: "Conform when a ViewModel represents a specific entity" (ModelIdentifiedViewModel.swift:19-37).
        if identitySource != nil { names.append("ModelIdentifiedViewModel") }
        names += viewModel.conformances.map(\.name)
        return names.isEmpty ? "" : ": " + names.joined(separator: ", ")
    }

    private func docLines(_ doc: String?) -> TemplateValue {
        .list((doc.map(SwiftLiteral.docCommentLines) ?? []).map(TemplateValue.string))
    }

    // MARK: - Declarations

    private func textDeclarations(_ text: LocalizedText) -> TemplateValue {
        let name = text.name
        var lines: [String] = []
        switch text.kind {
        case .string:
            lines.append("@LocalizedString public var \(name)")
        case .substitutions:
            lines.append("@LocalizedSubs(substitutions: \\.\(LocalizedTextNames.substitutions(name))) public var \(name)")
        case .compound(_, let separator):
            let pieces = LocalizedTextNames.pieces(name)
            lines.append("@LocalizedStrings public var \(pieces)")
            if separator != nil {
                let separatorName = LocalizedTextNames.separator(name)
                // FOSMVVM trims every scalar YAML string but no list item: the separator is a
                // one-item list bound by index, so " · " keeps its spaces (reference part 2 §4).
                lines.append("@LocalizedString(propertyName: \"\(separatorName)\", index: 0) public var \(separatorName)")
                lines.append("@LocalizedCompoundString(pieces: \\Self._\(pieces), separator: \\Self._\(separatorName)) public var \(name)")
            } else {
                lines.append("@LocalizedCompoundString(pieces: \\Self._\(pieces)) public var \(name)")
            }
        }
        return .object(["declarations": .list(lines.map(TemplateValue.string))])
    }

    private var substitutions: [TemplateValue] {
        viewModel.texts.compactMap { text in
            guard case .substitutions(_, let bindings) = text.kind else { return nil }
            let entries = bindings.map { binding -> String in
                let property = viewModel.properties.first { $0.name == binding.property }
                let expression = property.flatMap(SubstitutionValue.expression(for:)) ?? binding.property
                return SwiftLiteral.string(binding.key) + ": " + expression
            }
            return .object([
                "name": .string(LocalizedTextNames.substitutions(text.name)),
                "entries": .list(entries.map(TemplateValue.string)),
            ])
        }
    }

    private var keyword: String { viewModel.form == nil ? "let" : "var" }

    private var dataDeclarations: [TemplateValue] {
        var lines: [String] = []
        for property in viewModel.properties where property.type.referencedViewModel == nil {
            lines.append("public \(keyword) \(property.name): \(SwiftCode.storedType(property))")
            if let label = property.enumLabel {
                lines.append("public let \(label): LocalizableString")
            }
        }
        if let form = viewModel.form {
            lines.append("public let \(form.messagesProperty): \(form.messagesType)")
        }
        return lines.map(TemplateValue.string)
    }

    private var childDeclarations: [TemplateValue] {
        viewModel.properties.filter { $0.type.referencedViewModel != nil }.map {
            .string("public \(keyword) \($0.name): \($0.type.swift)")
        }
    }

    // MARK: - Initialization

    /// The stored `ModelIdentity` the identity comes from. A stub cannot take one as a default
    /// argument (FOSMVVM mints one only from a `Model`, and the file's stub model is private),
    /// so `stub()` passes `Self.stubModelIdentity` for it.
    private var identitySource: Property? {
        guard case .modelIdentity(let name) = viewModel.identity else { return nil }
        return viewModel.properties.first { $0.name == name }
    }

    private func initialization(identityAssignment: String?) -> TemplateValue {
        let all = viewModel.properties
        let identitySource = identitySource
        let parameters = all.map { "\($0.name): \($0.type.swift)" }
        var assignments = all.flatMap(SwiftCode.assignments)
        if let form = viewModel.form { assignments.append("self.\(form.messagesProperty) = .init()") }
        if let identityAssignment { assignments.append(identityAssignment) }

        // Arguments the private init takes before the properties.
        var leading: [(parameter: String, live: String, stub: String)] = []
        if viewModel.isInteractive { leading.append(("isStub: Bool", "isStub: false", "isStub: true")) }
        let stubbed = all.filter { $0.name != identitySource?.name }
        let forward = all.map { "\($0.name): \($0.name)" }
        let stubForward = all.map { $0.name == identitySource?.name ? "\($0.name): Self.stubModelIdentity" : "\($0.name): \($0.name)" }
        let stubValues = all.map { "\($0.name): \(SwiftCode.stub($0, enums: enums))" }
        let stubDefaults = stubbed.map { "\($0.name): \($0.type.swift) = \(SwiftCode.stub($0, enums: enums))" }
        let usesPrivateInit = !leading.isEmpty
        let privateParameters = leading.map(\.parameter) + all.map { "\($0.name): \($0.type.swift)" }

        var object: [String: TemplateValue] = [
            "assignments": .list(assignments.map(TemplateValue.string)),
            "usesPrivateInit": .bool(usesPrivateInit),
            "hasPublicParameters": .bool(!all.isEmpty),
            "publicParameters": .string(SignatureFormatter.list(parameters, indent: 4, prefix: "public init", suffix: " {")),
            "forwardArguments": .string(SignatureFormatter.list(leading.map(\.live) + forward, indent: 8, prefix: "self.init", suffix: "")),
            "privateParameters": .string(SignatureFormatter.list(privateParameters, indent: 4, prefix: "private init", suffix: " {")),
            // Interactive: a hand-written zero-arg stub() routed through init(isStub: true, …).
            "zeroArgumentStub": .bool(viewModel.isInteractive || stubbed.isEmpty),
            "stubArguments": .string(SignatureFormatter.list(viewModel.isInteractive ? leading.map(\.stub) + stubValues : stubForward, indent: 8, prefix: ".init", suffix: "")),
            "stubParameters": .string(SignatureFormatter.list(stubDefaults, indent: 4, prefix: "public static func stub", suffix: " -> Self {")),
        ]
        object["stubModel"] = .null
        if identitySource != nil {
            object["stubModel"] = .object([
                "name": .string(viewModel.name + "StubModel"),
                // The UUID vmgen's stubs use: a recognisable fake, the same on every run.
                "id": .string("00000000-0000-0000-0000-000000000042"),
            ])
        }
        return .object(object)
    }
}
