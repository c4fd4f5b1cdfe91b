/// The template context of `Request.swift.template`: a server-hosted page's
/// `ViewModelRequest`, with the 5-argument init every `ServerRequest` must implement.
struct RequestContext {
    let viewModel: ViewModelSpec
    let request: RequestSpec

    var value: TemplateValue {
        let typeName = viewModel.name + "Request"
        let hasQuery = !request.query.isEmpty
        let queryType = hasQuery ? "Query" : "EmptyQuery"
        let initParameters = [
            "query: \(queryType)? = nil",
            "sort: EmptySort? = nil",
            "fragment: EmptyFragment? = nil",
            "requestBody: EmptyBody? = nil",
            "responseBody: \(viewModel.typeName)? = nil",
        ]
        let queryFields = request.query.map { "\($0.name): \($0.type.swift)" + ($0.type.isOptional ? " = nil" : "") }
        return .object([
            "typeName": .string(typeName),
            "viewModel": .string(viewModel.typeName),
            "responseError": .string(request.responseError),
            "responseErrorLines": .list((request.errors.map(ResponseErrorCode.lines) ?? []).map(TemplateValue.string)),
            "hasQuery": .bool(hasQuery),
            "queryFields": .list(request.query.map { .string("public let \($0.name): \($0.type.swift)") }),
            "queryInitParameters": .string(SignatureFormatter.list(queryFields, indent: 8, prefix: "public init", suffix: " {")),
            "queryAssignments": .list(request.query.map { .string("self.\($0.name) = \($0.name)") }),
            "initParameters": .string(SignatureFormatter.list(initParameters, indent: 4, prefix: "public init", suffix: " {")),
        ])
    }
}
