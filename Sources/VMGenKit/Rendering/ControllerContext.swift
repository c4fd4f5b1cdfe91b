/// A request the server serves through a generated `ServerRequestController`: each request a
/// spec declares under `requests:` and each form's create request. (A server-hosted page's
/// `ViewModelRequest` is served through its factory instead: `RoutesContext`.)
struct ServedRequest: Sendable, Hashable {
    var typeName: String
    var controllerName: String
    var action: RequestAction
    var hasBody: Bool
    var hasErrors: Bool
    /// The folder of its controller: its spec's feature, as its request's.
    var feature: String
    var specPath: String
    /// The request a test sends: a write's `stub()`; a `ShowRequest`, which is not
    /// `Stubbable`, built with its query stubbed.
    var testRequest: String

    init(_ request: RequestDeclaration) {
        typeName = request.typeName
        controllerName = request.controllerName
        action = request.action
        hasBody = request.body != .empty
        hasErrors = request.errors != nil
        feature = request.feature
        specPath = request.location.file
        testRequest = request.action.isStubbable ? request.typeName + ".stub()" : request.typeName + "(" + RequestTestsContext.queryArguments(request) + ")"
    }

    init(createRequestOf form: FormAdoption, in viewModel: ViewModelSpec) {
        typeName = form.createRequestType
        controllerName = form.createControllerType
        action = .create
        hasBody = true
        hasErrors = form.createRequestErrors != nil
        feature = viewModel.feature
        specPath = viewModel.location.file
        testRequest = form.createRequestType + ".stub()"
    }

    /// The requests of `viewModel`'s spec its controllers serve (its form's create request).
    static func of(_ viewModel: ViewModelSpec) -> [ServedRequest] {
        guard let form = viewModel.form, form.fields != nil, form.createRequest else { return [] }
        return [ServedRequest(createRequestOf: form, in: viewModel)]
    }

    /// Every request of the project a controller serves, sorted by controller name.
    static func all(in set: ViewModelSet) -> [ServedRequest] {
        (set.viewModels.flatMap(of) + set.requests.map(ServedRequest.init)).sorted { $0.controllerName < $1.controllerName }
    }
}

/// The template context of `Controller.swift.template`.
struct ControllerContext {
    let request: ServedRequest
    let viewModelsModule: String

    var value: TemplateValue {
        let type = request.typeName
        var parameters = ["_ req: Vapor.Request", "_ request: \(type)"]
        if request.hasBody { parameters.append("body: \(type).RequestBody") }
        return .object([
            "viewModelsModule": .string(viewModelsModule),
            "requestType": .string(type),
            "controllerName": .string(request.controllerName),
            "action": .string(request.action.rawValue),
            "httpMethod": .string(request.action.httpMethod),
            "hasBody": .bool(request.hasBody),
            "hasErrors": .bool(request.hasErrors),
            "responseType": .string(type + ".ResponseBody"),
            "handlerParameters": .string(SignatureFormatter.list(parameters, indent: 4, prefix: "static func \(request.action.rawValue)", suffix: " async throws -> \(type).ResponseBody {")),
            "notWrittenReason": .string(SwiftLiteral.string("\(request.controllerName).\(request.action.rawValue) is not written yet")),
        ])
    }
}

/// The template context of `ControllerTests.swift.template`: a test of the server's test
/// target that sends the request through its controller in-process.
struct ControllerTestsContext {
    let request: ServedRequest
    let config: ProjectConfig
    let settings: TestSettings

    var value: TemplateValue {
        .object([
            "viewModelsModule": .string(config.viewModels.module),
            "serverModule": .string(config.server.module),
            "controllerName": .string(request.controllerName),
            "requestType": .string(request.typeName),
            "hasBody": .bool(request.hasBody),
            "resourceDirectoryName": .string(SwiftLiteral.string(settings.resourceDirectoryName)),
            "requestExpression": .string(request.testRequest),
            "locale": .string(SwiftLiteral.string(config.locales.first ?? "en")),
        ])
    }
}

/// The template context of `Routes.swift.template`: every server-hosted page's request and
/// every controller, sorted, so the file changes only when one comes or goes.
struct RoutesContext {
    let project: ViewModelSet
    let viewModelsModule: String

    /// Whether the project serves any request (no file otherwise).
    var isEmpty: Bool {
        pages.isEmpty && controllers.isEmpty
    }

    var pages: [String] {
        project.viewModels.filter { $0.request != nil }.map { $0.name + "Request" }.sorted()
    }

    var controllers: [String] { ServedRequest.all(in: project).map(\.controllerName) }

    var value: TemplateValue {
        .object([
            "viewModelsModule": .string(viewModelsModule),
            "pages": .list(pages.map(TemplateValue.string)),
            "controllers": .list(controllers.map(TemplateValue.string)),
        ])
    }
}
