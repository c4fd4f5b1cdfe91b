/// Where each generated file goes: one file per type, in a folder named after the top-level
/// ViewModel (the feature), with FOSMVVM's names.
public struct OutputPaths: Sendable {
    public var config: ProjectConfig

    public init(config: ProjectConfig) {
        self.config = config
    }

    public func viewModel(_ viewModel: ViewModelSpec) -> String {
        "\(config.viewModels.path)/\(viewModel.feature)/\(viewModel.typeName).swift"
    }

    public func operations(_ viewModel: ViewModelSpec) -> String {
        "\(config.viewModels.path)/\(viewModel.feature)/\(viewModel.typeName)Operations.swift"
    }

    public func request(_ viewModel: ViewModelSpec) -> String {
        "\(config.viewModels.path)/\(viewModel.feature)/\(viewModel.name)Request.swift"
    }

    public func displayEnum(_ displayEnum: DisplayEnum, of viewModel: ViewModelSpec) -> String {
        "\(config.viewModels.path)/\(viewModel.feature)/\(displayEnum.name).swift"
    }

    public func factory(_ viewModel: ViewModelSpec) -> String {
        "\(config.server.path)/ViewModelFactories/\(viewModel.feature)/\(viewModel.typeName)+Factory.swift"
    }

    public func app(_ app: AppSettings) -> String {
        "\(app.path)/\(app.name)App.swift"
    }

    /// The view-generator skill's place: `Sources/{ViewsTarget}/{Feature}/{Name}View.swift`.
    public func view(_ viewModel: ViewModelSpec, settings: ViewSettings) -> String {
        "\(settings.path)/\(viewModel.feature)/\(AppContext.viewName(viewModel)).swift"
    }

    public func viewModelTests(_ viewModel: ViewModelSpec, settings: TestSettings) -> String {
        "\(settings.path)/\(viewModel.feature)/\(viewModel.typeName)Tests.swift"
    }

    /// `{uiTests}/Support/{App}ViewModelDisplayTestCase.swift` (or `…ViewModelViewTestCase`): one
    /// of the project's pair of FOSTestingUI base classes, where the ui-tests generator puts them.
    public func uiTestCase(app: AppSettings, settings: UITestSettings, interactive: Bool) -> String {
        "\(settings.path)/Support/\(UITestCaseContext.typeName(app: app, interactive: interactive)).swift"
    }

    /// `{uiTests}/{Feature}/{Name}ViewUITests.swift`: the UI test of a ViewModel's view.
    public func viewUITests(_ viewModel: ViewModelSpec, settings: UITestSettings) -> String {
        "\(settings.path)/\(viewModel.feature)/\(ViewUITestsContext.className(viewModel)).swift"
    }

    /// `{tests}/{Feature}/{Name}RequestTests.swift`, beside its feature's ViewModel tests.
    public func requestTests(_ request: RequestDeclaration, settings: TestSettings) -> String {
        "\(settings.path)/\(request.feature)/\(request.typeName)Tests.swift"
    }

    public func screenViewModel(_ screen: ObservableScreenSpec) -> String {
        "\(config.observable.path)/\(screen.name)/\(screen.typeName).swift"
    }

    public func screenView(_ screen: ObservableScreenSpec) -> String {
        "\(config.observable.path)/\(screen.name)/\(screen.viewName).swift"
    }

    public func screenTests(_ screen: ObservableScreenSpec) -> String {
        "\(config.observable.testsPath)/\(screen.typeName)Tests.swift"
    }

    /// A form's generated Fields protocol, as FOSMVVM's fields generator places it:
    /// `Sources/{ViewModelsTarget}/FieldModels/{Name}Fields.swift`.
    public func fields(_ form: FormAdoption) -> String {
        "\(config.viewModels.path)/FieldModels/\(form.fieldsProtocol).swift"
    }

    public func fieldsMessages(_ form: FormAdoption) -> String {
        "\(config.viewModels.path)/FieldModels/\(form.messagesType).swift"
    }

    /// The messages' YAML, with the form's own (server- or client-hosted) localization:
    /// `{resources}/FieldModels/{Name}FieldsMessages.yml`.
    public func fieldsLocalization(_ form: FormAdoption, of viewModel: ViewModelSpec) -> String {
        let root = viewModel.hosting == .server ? config.resources.server : config.resources.client
        return "\(root)/FieldModels/\(form.messagesType).yml"
    }

    /// The create request a form sends, beside the form's ViewModel.
    public func createRequest(_ form: FormAdoption, of viewModel: ViewModelSpec) -> String {
        "\(config.viewModels.path)/\(viewModel.feature)/\(form.createRequestType).swift"
    }

    /// A request a spec declares, in its feature's folder (`Requests/` for a spec of requests
    /// alone, as FOSMVVM's serverrequest-generator places them).
    public func request(_ request: RequestDeclaration) -> String {
        "\(config.viewModels.path)/\(request.feature)/\(request.typeName).swift"
    }

    /// A declared request's error messages: localized by the server that throws them, so in
    /// the server's resources, one file per request.
    public func requestLocalization(_ request: RequestDeclaration) -> String {
        "\(config.resources.server)/\(request.feature)/\(request.typeName).yml"
    }

    /// The server's folder of generated controllers and their routes.
    public var controllersFolder: String { "\(config.server.path)/Controllers" }

    /// `{server}/Controllers/{Feature}/{Name}Controller.swift`.
    func controller(_ request: ServedRequest) -> String {
        "\(controllersFolder)/\(request.feature)/\(request.controllerName).swift"
    }

    /// `{serverTests}/{Feature}/{Name}ControllerTests.swift`: the request through its controller.
    func controllerTests(_ request: ServedRequest, folder: String) -> String {
        "\(folder)/\(request.feature)/\(request.controllerName)Tests.swift"
    }

    /// `{server}/Controllers/RequestRoutes.swift`: every request's registration.
    public var routes: String { "\(controllersFolder)/RequestRoutes.swift" }

    /// Whether a spec that renders `path` is in the routes file: a page's factory (its request
    /// is served through it) or a controller. A spec's recorded outputs tell it.
    public func isRouted(_ path: String) -> Bool {
        path != routes && (path.hasPrefix(config.server.path + "/ViewModelFactories/") || path.hasPrefix(controllersFolder + "/"))
    }

    /// Server-hosted YAML lives with the server; client-hosted YAML in the ViewModels bundle.
    public func localization(_ viewModel: ViewModelSpec) -> String {
        let root = viewModel.hosting == .server ? config.resources.server : config.resources.client
        return "\(root)/\(viewModel.feature)/\(viewModel.typeName).yml"
    }
}
