/// Reads `requests:`: each request a spec declares, by name (noun first, without `Request`),
/// with its action, query, body, response and errors.
extension ViewModelBuilder {
    mutating func requestDeclarations(_ node: YAMLNode, feature: String) -> [RequestDeclaration] {
        guard let entries = reader.mapping(node, what: "'requests'") else { return [] }
        if entries.isEmpty {
            reader.error("'requests' lists at least one request, e.g. requests: { BerthUpdate: { query: { berthId: ModelIdType } } }", at: node.location)
        }
        return entries.compactMap { requestDeclaration($0, feature: feature) }
    }

    private mutating func requestDeclaration(_ entry: YAMLEntry, feature: String) -> RequestDeclaration? {
        guard let name = requestName(entry.key.text, at: entry.keyLocation) else { return nil }
        guard let details = reader.mapping(entry.value, what: "the request '\(name)'") else { return nil }
        reader.checkKeys(details, allowed: SpecKeys.requestDeclaration, in: "the request '\(name)'")
        guard let action = requestAction(name, details, at: entry.keyLocation) else { return nil }
        var request = RequestDeclaration(name: name, action: action, feature: feature, location: entry.keyLocation)
        if let doc = reader.value("doc", in: details) {
            request.doc = reader.string(doc.value, what: "'doc'")
        }
        if let query = reader.value("query", in: details) {
            request.query = queryFields(query.value)
        }
        if let body = reader.value("body", in: details) {
            if action.takesBody {
                request.body = requestBody(body.value)
            } else {
                reader.error(
                    "a ShowRequest sends no body (FOSMVVM's ShowRequest fixes its RequestBody to EmptyBody: a GET has none); put the values in 'query'",
                    at: body.keyLocation)
            }
        }
        if let response = reader.value("response", in: details) {
            request.response = responseFields(response.value)
        }
        let failure = requestErrors(details)
        request.responseError = failure.responseError ?? request.responseError
        request.errors = failure.errors
        return request
    }

    /// `BerthReservationCreate`: a type name, written without `Request` (vmgen adds it).
    private mutating func requestName(_ text: String, at location: SourceLocation) -> String? {
        guard let name = reader.typeName(text, kind: "request", at: location) else { return nil }
        guard name.first?.isUppercase == true else {
            reader.error("a request's name is a type name, noun first in upper camel case (e.g. '\(SwiftNames.upperFirst(name))')", at: location)
            return nil
        }
        if name.hasSuffix("Request"), name.count > 7 {
            reader.error("write the request's name without 'Request': '\(name.dropLast(7))' declares \(name)", at: location)
            return nil
        }
        return name
    }

    /// `action:`, else the verb the name ends in (`BerthUpdate` → update).
    private mutating func requestAction(_ name: String, _ details: [YAMLEntry], at location: SourceLocation) -> RequestAction? {
        let names = RequestAction.allCases.map(\.rawValue)
        if let entry = reader.value("action", in: details) {
            guard let text = reader.string(entry.value, what: "'action'") else { return nil }
            guard let action = RequestAction(rawValue: text) else {
                reader.error("'action' is one of FOSMVVM's ServerRequestActions: \(names.joined(separator: ", ")), not '\(text)'\(Suggestion.didYouMean(text, in: names))", at: entry.value.location)
                return nil
            }
            return action
        }
        if let action = RequestAction.implied(by: name) { return action }
        reader.error(
            "say which FOSMVVM action '\(name)Request' is: 'action: update' (one of \(names.joined(separator: ", "))); only a name that ends in one of them (BerthUpdate) implies it",
            at: location)
        return nil
    }

    /// The query's fields: plain values (a URL query carries no ViewModel).
    private mutating func queryFields(_ node: YAMLNode) -> [RequestSpec.QueryField] {
        guard let entries = reader.mapping(node, what: "'query'") else { return [] }
        return entries.compactMap { entry in
            guard let name = reader.member(entry.key.text, kind: "query field", at: entry.keyLocation),
                let type = resolveType(entry.value, what: "the type of '\(name)'")
            else { return nil }
            guard isWireValue(type) else {
                reader.error("a query field carries plain values or display enums, not \(type.swift)", at: entry.value.location)
                return nil
            }
            return RequestSpec.QueryField(name: name, type: type, location: entry.keyLocation)
        }
    }

    /// A mapping of fields, or the name of a form's Fields protocol (`body: VesselFields`),
    /// resolved once every spec is read (`RequestBodyForms`).
    private mutating func requestBody(_ node: YAMLNode) -> RequestDeclaration.Body {
        if let scalar = node.scalar, !scalar.isNull {
            guard let name = reader.typeName(scalar.text, kind: "Fields protocol", at: node.location) else { return .empty }
            guard name.hasSuffix("Fields"), name.count > 6 else {
                reader.error("'body' is the body's fields, or the Fields protocol of a form it adopts (a name ending in 'Fields', e.g. body: VesselFields)", at: node.location)
                return .empty
            }
            var form = FormAdoption(fieldsProtocol: name, messagesType: name + "Messages", messagesProperty: "", location: node.location)
            form.fields = nil
            return .form(form)
        }
        guard let entries = reader.mapping(node, what: "'body'") else { return .empty }
        var fields: [RequestBodyField] = []
        for entry in entries {
            if let field = bodyField(entry) { fields.append(field) }
        }
        return fields.isEmpty ? .empty : .fields(fields)
    }

    private mutating func bodyField(_ entry: YAMLEntry) -> RequestBodyField? {
        guard let name = reader.member(entry.key.text, kind: "body field", at: entry.keyLocation),
            let (typeNode, details) = typedEntry(entry, allowed: SpecKeys.bodyField, what: "the body field '\(name)'"),
            let type = resolveType(typeNode, what: "the type of '\(name)'")
        else { return nil }
        guard isWireValue(type) else {
            reader.error("a request body carries plain values or display enums (what the client sends), not \(type.swift)", at: typeNode.location)
            return nil
        }
        var field = RequestBodyField(name: name, type: type, location: entry.keyLocation)
        if case .plain(let plain) = type.unwrappingOptional {
            let limits = readLimits(name: name, type: type, details, plain: plain)
            field.isRequired = limits.isRequired
            field.length = limits.length
            field.range = limits.range
        } else if let limit = details.first(where: { ["required", "length", "range"].contains($0.key.text) }) {
            reader.error("'\(limit.key.text)' limits a plain value; '\(name)' is \(type.swift)", at: limit.keyLocation)
        }
        if let stub = reader.value("stub", in: details) {
            var stubs = StubValueReader(reader: reader.take())
            field.stub = stubs.value(stub.value, for: type)
            reader = stubs.reader
        }
        return field
    }

    /// The response's fields: plain values, display enums and ViewModels (the server encodes the
    /// response with its localizing encoder, so a ViewModel in it arrives localized).
    private mutating func responseFields(_ node: YAMLNode) -> [Property] {
        guard let entries = reader.mapping(node, what: "'response'") else { return [] }
        return entries.compactMap { entry in
            guard let name = reader.member(entry.key.text, kind: "response field", at: entry.keyLocation),
                let type = resolveType(entry.value, what: "the type of '\(name)'")
            else { return nil }
            if type.referencedNestedType != nil || { if case .external = type.base { return true } else { return false } }() {
                reader.error("a response field is a plain value, a display enum or a ViewModel of the project, not \(type.swift)", at: entry.value.location)
                return nil
            }
            return Property(name: name, type: type, display: nil, enumLabel: nil, stub: nil, location: entry.keyLocation)
        }
    }

    /// Plain values (a `ModelIdentity` too: FOSMVVM's `TargetedQuery` carries one) and display
    /// enums, optional or in a list: what travels in a query or a body, sent with a plain
    /// encoder — so no `LocalizableString`, which it cannot always encode.
    private func isWireValue(_ type: TypeRef) -> Bool {
        switch type.base {
        case .plain(let plain): plain != .localizableString
        case .enumeration: true
        default: false
        }
    }
}

extension TypeRef {
    /// The type under one optional.
    var unwrappingOptional: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }
}

/// `body: VesselFields`: the form whose Fields protocol a request body adopts, found among
/// the ViewModels of every spec once all are read. Only a form whose fields a spec declares
/// will do: vmgen writes the body's stored fields from them.
enum RequestBodyForms {
    static func resolve(_ requests: inout [RequestDeclaration], viewModels: [ViewModelSpec], reader: inout NodeReader) {
        let forms = viewModels.compactMap(\.form).filter { $0.fields != nil }
        for index in requests.indices {
            guard case .form(let named) = requests[index].body else { continue }
            if let form = forms.first(where: { $0.fieldsProtocol == named.fieldsProtocol }) {
                requests[index].body = .form(form)
                continue
            }
            reader.error(
                "'\(named.fieldsProtocol)' is not a form whose fields a spec declares: a body that adopts a Fields protocol takes its fields from the form's spec (form: { name: \(named.fieldsProtocol), fields: … })\(Suggestion.didYouMean(named.fieldsProtocol, in: forms.map(\.fieldsProtocol)))",
                at: named.location)
            requests[index].body = .empty
        }
    }
}
