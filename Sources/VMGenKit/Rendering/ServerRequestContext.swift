/// The template context of `ServerRequest.swift.template`: a request a spec declares under
/// `requests:`, in the shape FOSMVVM's serverrequest-generator skill writes (its Query,
/// RequestBody, ResponseBody and ResponseError nested in the class) with the 5-argument init
/// every `ServerRequest` must implement and, for a write, the `stub()` `Stubbable` requires.
struct ServerRequestContext {
    let request: RequestDeclaration
    let enums: [String: DisplayEnum]

    var value: TemplateValue {
        let query = request.query.isEmpty ? "EmptyQuery" : "Query"
        let body = hasBody ? "RequestBody" : "EmptyBody"
        let response = request.response.isEmpty ? "EmptyBody" : "ResponseBody"
        let initParameters = [
            "query: \(query)? = nil",
            "sort: EmptySort? = nil",
            "fragment: EmptyFragment? = nil",
            "requestBody: \(body)? = nil",
            "responseBody: \(response)? = nil",
        ]
        return .object([
            "typeName": .string(request.typeName),
            "protocolName": .string(request.action.protocolName),
            "docLines": .list(docLines.map(TemplateValue.string)),
            "summary": .string(summary),
            "hasQuery": .bool(!request.query.isEmpty),
            "queryFields": .list(request.query.map { .string("public let \($0.name): \($0.type.swift)") }),
            "queryInitParameters": .string(SignatureFormatter.list(request.query.map(parameter), indent: 8, prefix: "public init", suffix: " {")),
            "queryAssignments": .list(request.query.map { .string("self.\($0.name) = \($0.name)") }),
            "hasBody": .bool(hasBody),
            "bodyDeclaration": .string(bodyDeclaration),
            // A form's protocol requires `{ get set }`; declared fields are what the client sent.
            "bodyFields": .list(bodyFields.map { .string("public \(isFormBody ? "var" : "let") \($0.name): \($0.type.swift)") }),
            "bodyInitParameters": .string(SignatureFormatter.list(bodyFields.map(parameter), indent: 8, prefix: "public init", suffix: " {")),
            "bodyAssignments": .list(bodyFields.map { .string("self.\($0.name) = \($0.name)") }),
            "bodyValidation": .list(validationLines.map(TemplateValue.string)),
            "formMessages": formMessages,
            "hasResponse": .bool(!request.response.isEmpty),
            "responseProtocol": .string(request.action.responseBodyProtocol),
            "responseFields": .list(request.response.map { .string("public let \($0.name): \($0.type.swift)") }),
            "responseInitParameters": .string(SignatureFormatter.list(request.response.map { "\($0.name): \($0.type.swift)" }, indent: 8, prefix: "public init", suffix: " {")),
            "responseAssignments": .list(request.response.map { .string("self.\($0.name) = \($0.name)") }),
            "responseErrorLines": .list((request.errors.map(ResponseErrorCode.lines) ?? []).map(TemplateValue.string)),
            "responseError": .string(request.responseError),
            "initParameters": .string(SignatureFormatter.list(initParameters, indent: 4, prefix: "public init", suffix: " {")),
            "isStubbable": .bool(request.action.isStubbable),
            "stubExpression": .string(stubExpression),
            "stubModel": stubModel,
        ])
    }

    /// A `ModelIdentity` field's stub is `Self.stubModelIdentity`, minted from a private model
    /// in the request's namespace (FOSMVVM mints an identity only from a `Model`), as a
    /// ViewModel's `stub()` mints its own.
    private var stubModel: TemplateValue {
        let types = request.query.map(\.type) + request.bodyFields.map(\.type)
        guard request.action.isStubbable, types.contains(where: { $0.base == .plain(.modelIdentity) }) else { return .null }
        return .object([
            "name": .string(request.name + "StubModel"),
            // The UUID vmgen's stubs use: a recognisable fake, the same on every run.
            "id": .string("00000000-0000-0000-0000-000000000042"),
        ])
    }

    private var hasBody: Bool { request.body != .empty }

    private var isFormBody: Bool {
        if case .form = request.body { return true }
        return false
    }

    /// What the class comment says: the action, its HTTP method, and what it carries.
    private var summary: String {
        "FOSMVVM's \(request.action.protocolName): \(request.action.httpMethod), its path derived from the type name."
    }

    private var docLines: [String] {
        guard let doc = request.doc else { return [] }
        return doc.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "///" : "/// " + $0 }
    }

    private func parameter(_ field: RequestSpec.QueryField) -> String {
        "\(field.name): \(field.type.swift)" + (field.type.isOptional ? " = nil" : "")
    }

    private func parameter(_ field: (name: String, type: TypeRef)) -> String {
        "\(field.name): \(field.type.swift)" + (field.type.isOptional ? " = nil" : "")
    }

    private var bodyFields: [(name: String, type: TypeRef)] { request.bodyFields }

    /// `RequestBody: ServerRequestBody, ValidatableModel` for declared fields; the form's
    /// protocol for a form's body, which brings its validation.
    private var bodyDeclaration: String {
        if case .form(let form) = request.body { return "ServerRequestBody, \(form.fieldsProtocol)" }
        return "ServerRequestBody, ValidatableModel"
    }

    /// A form's body computes its messages, never stores them: the request is sent with a plain
    /// encoder, which cannot encode bound messages (reference part 2 §1.3).
    private var formMessages: TemplateValue {
        guard case .form(let form) = request.body else { return .bool(false) }
        return .object(["property": .string(form.messagesProperty), "type": .string(form.messagesType)])
    }

    /// The body of `validate(fields:validations:)` for declared fields: one check per limit,
    /// each failure a `ValidationResult` for the field, so `validate()` returns the
    /// `ValidationError` the server throws. The text is for the developer reading the error;
    /// a message for users belongs to a form (`body: XFields`), whose messages are localized.
    private var validationLines: [String] {
        guard case .fields(let fields) = request.body else { return [] }
        var lines: [String] = []
        for field in fields where field.hasLimits {
            let name = field.name
            let plain: PlainType? = if case .plain(let plain) = field.type.unwrappingOptional { plain } else { nil }
            var checks: [(condition: String, text: String)] = []
            if field.isRequired, plain == .string || field.type.isOptional {
                let condition = field.type.isOptional ? (plain == .string ? "(\(name) ?? \"\").isEmpty" : "\(name) == nil") : "\(name).isEmpty"
                checks.append((condition, "\(name) is required"))
            }
            if let length = field.length {
                let measured = "NSString(string: \(name)).length"
                let bounds = "\(length.lowerBound)...\(length.upperBound)"
                checks.append((
                    field.type.isOptional ? "let \(name), !(\(bounds)).contains(\(measured))" : "!(\(bounds)).contains(\(measured))",
                    "\(name) must have \(length.lowerBound) to \(length.upperBound) characters"))
            }
            if let range = field.range {
                let bounds = "\(range.lower)...\(range.upper)"
                checks.append((
                    field.type.isOptional ? "let \(name), !(\(bounds)).contains(\(name))" : "!(\(bounds)).contains(\(name))",
                    "\(name) must be between \(range.lower) and \(range.upper)"))
            }
            for (index, check) in checks.enumerated() {
                lines.append((index == 0 ? "if " : "} else if ") + check.condition + " {")
                // The skill's layout: one argument a line.
                lines += [
                    "    result.append(.init(",
                    "        status: .error,",
                    "        fieldId: .init(id: \(SwiftLiteral.string(name))),",
                    "        message: .constant(\(SwiftLiteral.string(check.text)))",
                    "    ))",
                ]
            }
            if !checks.isEmpty { lines.append("}") }
        }
        return lines
    }

    /// `stub()`: the request with every query and body field stubbed (a body's within its limits).
    private var stubExpression: String {
        var arguments: [String] = []
        if !request.query.isEmpty {
            let fields = request.query.map { field in
                "\(field.name): " + SwiftCode.stub(Property(name: field.name, type: field.type, display: nil, enumLabel: nil, stub: nil, location: field.location), enums: enums)
            }
            arguments.append("query: .init(" + fields.joined(separator: ", ") + ")")
        }
        let properties: [Property] = switch request.body {
        case .empty: []
        case .fields(let fields): fields.map(\.property)
        case .form(let form): (form.fields ?? []).map(\.property)
        }
        if !properties.isEmpty {
            arguments.append("requestBody: .init(" + properties.map { "\($0.name): " + SwiftCode.stub($0, enums: enums) }.joined(separator: ", ") + ")")
        }
        return ".init(" + SignatureFormatter.list(arguments, indent: 8, prefix: ".init", suffix: "") + ")"
    }
}
