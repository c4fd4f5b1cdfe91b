/// Reads `displaysError:` (FOSMVVM's error display): a client-hosted page that shows one
/// request's generated ResponseError. `ErrorDisplayResolver` then finds the request.
extension ViewModelBuilder {
    mutating func errorDisplay(_ entry: YAMLEntry, of spec: ViewModelSpec) -> ErrorDisplay? {
        guard spec.hosting == .client, spec.role == .page else {
            reader.error(
                "'displaysError' is for a client-hosted page (hosting: client): the client builds it from the error it caught, through the macro's AppState",
                at: entry.keyLocation)
            return nil
        }
        var requestNode = entry.value
        var keep: [ErrorDisplay.Kept] = []
        if let entries = entry.value.mapping {
            reader.checkKeys(entries, allowed: SpecKeys.errorDisplay, in: "'displaysError'")
            guard let request = reader.value("request", in: entries) else {
                reader.error("'displaysError' needs 'request': the request whose ResponseError this ViewModel shows", at: entry.keyLocation)
                return nil
            }
            requestNode = request.value
            if let kept = reader.value("keep", in: entries), let names = reader.stringList(kept.value, what: "'keep'") {
                for (name, location) in names {
                    guard let member = reader.member(name, kind: "kept field", at: location) else { continue }
                    if keep.contains(where: { $0.name == member }) {
                        reader.error("'\(member)' is kept twice", at: location)
                        continue
                    }
                    keep.append(.init(name: member, location: location))
                }
            }
        }
        guard let text = reader.string(requestNode, what: "'displaysError'"),
            let request = reader.typeName(text, kind: "request", at: requestNode.location)
        else { return nil }
        return ErrorDisplay(request: request, keep: keep, location: entry.keyLocation, requestLocation: requestNode.location)
    }
}

/// Resolves each `displaysError:` against the requests of the whole project and gives the
/// ViewModel its data: `message: LocalizableString` (the caught error's text, already localized
/// on the server) first, then the kept fields, with their ResponseError types.
struct ErrorDisplayResolver {
    var reader: NodeReader

    mutating func resolve(_ viewModels: inout [ViewModelSpec], requests declared: [RequestDeclaration] = []) {
        // Every request vmgen generates: a server-hosted page's, a form's create request, and
        // each request a spec declares under `requests:`.
        var requests: [(name: String, errors: ResponseErrorSpec?, location: SourceLocation, where: String)] = []
        for viewModel in viewModels {
            if let request = viewModel.request {
                requests.append((viewModel.name + "Request", request.errors, request.location, "'errors:' under 'request:'"))
            }
            if let form = viewModel.form, form.createRequest {
                requests.append((form.createRequestType, form.createRequestErrors, form.location, "'createRequest: { errors: … }' in 'form:'"))
            }
        }
        for request in declared {
            requests.append((request.typeName, request.errors, request.location, "'errors:' under the request in 'requests:'"))
        }
        for index in viewModels.indices {
            guard let display = viewModels[index].errorDisplay else { continue }
            guard let request = requests.first(where: { $0.name == display.request }) else {
                reader.error(
                    "'\(display.request)' is not a request vmgen generates (a server-hosted page's {Name}Request, a form's create request, or a request under 'requests:')\(Suggestion.didYouMean(display.request, in: requests.map(\.name)))",
                    at: display.requestLocation)
                viewModels[index].errorDisplay = nil
                continue
            }
            guard let errors = request.errors else {
                reader.error(
                    "\(display.request) declares no errors, so it has no ResponseError to display: give its spec \(request.where)",
                    at: display.requestLocation, notes: ["\(display.request) is declared at \(request.location)"])
                viewModels[index].errorDisplay = nil
                continue
            }
            var data = [Property(
                name: ErrorDisplay.messageProperty, type: .plain(.localizableString), display: nil, enumLabel: nil, stub: nil, location: display.location)]
            for kept in display.keep {
                // FOSMVVM's error display keeps the error's code (`errorCode`): the case, as the error's own enum,
                // which is Hashable and Sendable, so it may be AppState.
                if kept.name == "code", errors.hasCode, let first = errors.cases.first {
                    data.append(Property(
                        name: "code", type: .external("\(display.request).\(ResponseErrorSpec.typeName).Code"), display: nil, enumLabel: nil,
                        stub: .string(first.name), location: kept.location))
                    continue
                }
                if kept.name == ErrorDisplay.messageProperty {
                    reader.error(
                        "'\(kept.name)' cannot be kept: the ViewModel already stores the error's message under that name (message: LocalizableString)",
                        at: kept.location)
                    continue
                }
                let keepable = errors.fields.map(\.name) + (errors.hasCode ? ["code"] : [])
                guard let field = errors.fields.first(where: { $0.name == kept.name }) else {
                    reader.error(
                        "'\(kept.name)' is not a field of \(display.request).ResponseError\(Suggestion.didYouMean(kept.name, in: keepable))",
                        at: kept.location)
                    continue
                }
                data.append(Property(name: field.name, type: field.type, display: nil, enumLabel: nil, stub: nil, location: kept.location))
            }
            // Every member the spec declares (properties, enum labels, texts and their helpers):
            // the same name twice does not compile.
            for member in viewModels[index].declaredMembers {
                if let generated = data.first(where: { $0.name == member.name }) {
                    reader.error(
                        "'\(member.name)' is already the \(generated.name == ErrorDisplay.messageProperty ? "error's message" : "kept field") that 'displaysError' adds; rename this \(member.isProperty ? "property" : "member")",
                        at: member.location)
                }
            }
            viewModels[index].properties = data + viewModels[index].properties.filter { property in !data.contains { $0.name == property.name } }
        }
    }
}

extension ErrorDisplayResolver {
    /// Every request's nested ResponseError reads the YAML top key `ResponseError` (the innermost
    /// type name, reference part 2 §5.1), so two requests with a message of the same name would
    /// share one text in the merged store: one request's error would show the other's message.
    mutating func checkMessageNames(_ viewModels: [ViewModelSpec], requests: [RequestDeclaration] = []) {
        var first: [String: (request: String, location: SourceLocation)] = [:]
        var generated: [(request: String, errors: ResponseErrorSpec)] = []
        for viewModel in viewModels {
            // The server localizes a create request's error: its messages go in the form's YAML,
            // which a client-hosted form keeps in the client's resources, out of the server's reach.
            if viewModel.hosting == .client, let form = viewModel.form, let errors = form.createRequestErrors {
                reader.error(
                    "\(form.createRequestType)'s errors are localized by the server that throws them, but \(viewModel.typeName) is client-hosted, so its YAML is the client's: declare them on a server-hosted form",
                    at: errors.location)
            }
            generated += viewModel.generatedRequestErrors
        }
        for request in requests {
            if let errors = request.errors { generated.append((request.typeName, errors)) }
        }
        // In the order of their places, so the second of two is the one reported.
        let cases = generated.flatMap { request, errors in errors.cases.map { (request, $0) } }.sorted { $0.1.location < $1.1.location }
        for (request, message) in cases {
            let property = ResponseErrorSpec.messageProperty(message.name)
            guard let seen = first[property] else {
                first[property] = (request, message.location)
                continue
            }
            reader.error(
                "\(request) and \(seen.request) both have the error case '\(message.name)': every request's ResponseError reads its messages under the one YAML key ResponseError, so they would share one text; give the case another name",
                at: message.location, notes: ["\(seen.request)'s is at \(seen.location)"])
        }
    }
}
