/// The template context of `RequestTests.swift.template`: the tests of a request vmgen
/// generates — one under `requests:`, or a form's create request (seen as the `create` request
/// it is) — in the generated tests' target.
struct RequestTestsContext {
    let request: RequestDeclaration
    let settings: TestSettings
    let locales: [String]
    let enums: [String: DisplayEnum]

    var value: TemplateValue {
        .object([
            "typeName": .string(request.typeName),
            "module": .string(settings.module),
            "resourceDirectoryName": .string(SwiftLiteral.string(settings.resourceDirectoryName)),
            "locales": .list(locales.map { .string(ViewModelTestsContext.localeExpression($0)) }),
            "isStubbable": .bool(request.action.isStubbable),
            "showArguments": .string(showArguments),
            "hasBody": .bool(request.body != .empty),
            "errorMessages": .list((request.errors?.cases ?? []).map { .string(ResponseErrorSpec.messageProperty($0.name)) }),
            "errorArguments": .string(errorArguments),
        ])
    }

    /// A `ShowRequest` is not `Stubbable`: the test builds one with its query stubbed.
    private var showArguments: String { Self.queryArguments(request, enums: enums) }

    /// `query: .init(…)` with each query field stubbed, or nothing without a query.
    static func queryArguments(_ request: RequestDeclaration, enums: [String: DisplayEnum] = [:]) -> String {
        guard !request.query.isEmpty else { return "" }
        let fields = request.query.map { field in
            "\(field.name): " + SwiftCode.stub(Property(name: field.name, type: field.type, display: nil, enumLabel: nil, stub: nil, location: field.location), enums: enums)
        }
        return "query: .init(" + fields.joined(separator: ", ") + ")"
    }

    /// The generated ResponseError's init: its first case (with more than one) and its fields stubbed.
    private var errorArguments: String {
        guard let errors = request.errors else { return "" }
        var arguments: [String] = []
        if errors.hasCode, let first = errors.cases.first { arguments.append("code: .\(first.name)") }
        arguments += errors.fields.map { "\($0.name): " + SwiftCode.stub($0, enums: enums) }
        return arguments.joined(separator: ", ")
    }

}

extension RequestDeclaration {
    /// A form's create request as the `create` request it is: what its tests check.
    init(createRequestOf form: FormAdoption, in viewModel: ViewModelSpec) {
        self.init(name: form.stem + "Create", action: .create, feature: viewModel.feature, location: form.location)
        body = .form(form)
        errors = form.createRequestErrors
        responseError = form.createRequestErrors == nil ? "EmptyError" : ResponseErrorSpec.typeName
    }
}
