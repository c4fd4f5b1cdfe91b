/// The requests, their controllers and RequestRoutes.swift among the sources, read once for
/// the importer (`ServerRequestReader`, `ControllerReader`, `RoutesReader`): what goes into
/// `requests:`, the hand-off bodies of the server files, and the declarations read (no other
/// note of the importer's).
struct RequestSources {
    var requests: [ImportedRequest] = []
    var controllers: [ControllerReader.Found] = []
    var routes: RoutesReader.Found?
    var consumed: Set<SourceLocation> = []

    /// `taken`: declarations other readers took (a form's create request among them).
    /// `forms`: the forms the import carries, by protocol. `pages`: the requestable,
    /// server-hosted ViewModels imported (their requests are registered in the routes).
    init(_ files: [SwiftSourceFile], taken: Set<SourceLocation>, types: ImportTypeReader, forms: [String: ImportedForm], pages: [String],
         table: inout LocalizationTable, generated: Set<String>, viewModelsModule: String) {
        requests = ServerRequestReader.read(files, skipping: taken, types: types, forms: forms, table: &table)
        var served = Dictionary(requests.map { ($0.typeName, $0.served) }, uniquingKeysWith: { first, _ in first })
        for form in forms.values where form.adoption.createRequest {
            var request = ServedRequest(RequestDeclaration(name: String(form.adoption.createRequestType.dropLast(7)), action: .create, feature: "", location: form.location))
            request.hasBody = true
            request.hasErrors = form.createRequestErrors != nil
            served[request.typeName] = request
        }
        controllers = ControllerReader.read(files, served: served, generated: generated, viewModelsModule: viewModelsModule)
        let registered = RoutesReader.registrations(pages: pages.map { $0 + "Request" }, controllers: served.values.map(\.controllerName))
        routes = RoutesReader.read(files, registered: registered, generated: generated, viewModelsModule: viewModelsModule)
        consumed = requests.reduce(into: Set<SourceLocation>()) { $0.formUnion($1.consumed) }
        consumed.formUnion(controllers.map(\.location))
        if let routes { consumed.insert(routes.location) }
    }

    /// The carried ResponseErrors by request type name, for `displaysError:`.
    var errors: [String: ImportedResponseError] {
        Dictionary(requests.compactMap { request in request.errors.map { (request.typeName, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    var notes: [ImportNote] {
        requests.flatMap(\.notes) + controllers.flatMap(\.notes) + (routes?.notes ?? [])
    }

    var bodies: [ImportedBody] {
        controllers.flatMap(\.bodies) + (routes?.bodies ?? [])
    }

    /// The hand-written controllers and routes file, which the specs now generate: they go
    /// aside before `generate`.
    func serverFiles(generated: Set<String>) -> [String] {
        let read = controllers.filter(\.isCarried).map(\.path) + (routes.map { [$0.path] } ?? [])
        return Array(Set(read).subtracting(generated)).sorted()
    }
}
