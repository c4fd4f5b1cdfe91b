/// Resolves each operation's `sends:` against every request vmgen generates — a server-hosted
/// page's `{Name}Request`, a form's create request, a request under `requests:` — and checks
/// the live operation can build it: each query and body field is the operation's parameter of
/// the same name and type, no parameter is left unused, and the operation has the
/// `MVVMEnvironment` that `processRequest(mvvmEnv:)` takes and is `async throws`, as that is.
enum OperationRequests {
    /// What an operation fills of a request: its query's and its body's fields, in order.
    private struct Fields {
        var query: [(name: String, type: TypeRef)]
        var body: [(name: String, type: TypeRef)]
    }

    static func resolve(_ viewModels: inout [ViewModelSpec], requests: [RequestDeclaration], reader: inout NodeReader) {
        var known: [String: Fields] = [:]
        for viewModel in viewModels {
            if let request = viewModel.request {
                known[viewModel.name + "Request"] = Fields(query: request.query.map { ($0.name, $0.type) }, body: [])
            }
            if let form = viewModel.form, form.createRequest, let fields = form.fields {
                known[form.createRequestType] = Fields(query: [], body: fields.map { ($0.name, $0.type) })
            }
        }
        for request in requests {
            known[request.typeName] = Fields(query: request.query.map { ($0.name, $0.type) }, body: request.bodyFields)
        }
        for index in viewModels.indices {
            for position in viewModels[index].operations.indices {
                guard let sent = viewModels[index].operations[position].sends else { continue }
                let operation = viewModels[index].operations[position]
                viewModels[index].operations[position].sends = check(operation, sends: sent, known: known, reader: &reader)
            }
        }
    }

    private static func check(_ operation: Operation, sends sent: Operation.SentRequest, known: [String: Fields], reader: inout NodeReader) -> Operation.SentRequest? {
        let name = sent.typeName
        guard let fields = known[name] else {
            reader.error(
                "'\(name)' is not a request vmgen generates (a server-hosted page's {Name}Request, a form's create request, or a request under 'requests:')\(Suggestion.didYouMean(name, in: known.keys.sorted()))",
                at: sent.location)
            return nil
        }
        var ok = true
        if !operation.isAsync || !operation.isThrowing {
            reader.error("an operation that sends \(name) is async throws, as processRequest(mvvmEnv:) is: remove 'async: false' / 'throws: false'", at: sent.location)
            ok = false
        }
        let environments = operation.parameters.filter { $0.type == .external(OperationBuilder.environmentType) }
        if environments.count != 1 {
            reader.error(
                "an operation that sends \(name) takes the MVVMEnvironment it is sent with: add the parameter 'mvvmEnv: MVVMEnvironment' (the view passes its environment)",
                at: sent.location)
            ok = false
        }
        var used: Set<String> = environments.first.map { [$0.name] } ?? []
        for field in fields.query + fields.body {
            used.insert(field.name)
            guard let parameter = operation.parameters.first(where: { $0.name == field.name }) else {
                reader.error(
                    "\(name) needs '\(field.name): \(field.type.swift)', which the operation '\(operation.name)' does not take: add the parameter (the live operation fills the request's fields from the parameters of the same names)",
                    at: sent.location)
                ok = false
                continue
            }
            if parameter.type != field.type {
                reader.error(
                    "the parameter '\(parameter.name)' is \(parameter.type.swift), but \(name)'s field '\(field.name)' is \(field.type.swift)",
                    at: parameter.location)
                ok = false
            }
        }
        for parameter in operation.parameters where !used.contains(parameter.name) {
            reader.error(
                "the operation '\(operation.name)' sends \(name), which has no field '\(parameter.name)': the parameter would go unused; remove it or send a request that takes it",
                at: parameter.location)
            ok = false
        }
        guard ok else { return nil }
        var resolved = sent
        resolved.query = fields.query.map(\.name)
        resolved.body = fields.body.map(\.name)
        resolved.environment = environments.first?.name ?? ""
        return resolved
    }
}
