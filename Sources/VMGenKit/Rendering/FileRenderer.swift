/// Renders every file the seed lists for each ViewModel, from the templates.
///
/// Server-hosted page → ViewModel, Request, localization YAML, Factory (+ Operations);
/// client-hosted page → ViewModel, YAML (+ Operations); child → ViewModel (+ YAML if it has
/// text); plus one file per display enum.
public struct FileRenderer: Sendable {
    public var config: ProjectConfig
    public var templates: TemplateSet
    /// How the regions' starting code names SwiftUI's types: set by `render(_:…)` from the
    /// project's type names.
    var swiftUI = SwiftUISpelling.plain

    public init(config: ProjectConfig, templates: TemplateSet) {
        self.config = config
        self.templates = templates
    }

    public enum TemplateName {
        public static let viewModel = "ViewModel.swift.template"
        public static let operations = "Operations.swift.template"
        public static let request = "Request.swift.template"
        public static let factory = "Factory.swift.template"
        public static let displayEnum = "DisplayEnum.swift.template"
        public static let localization = "Localization.yml.template"
        public static let app = "App.swift.template"
        public static let resourceAccess = "ResourceAccess.swift.template"
        public static let viewModelTests = "ViewModelTests.swift.template"
        public static let observableViewModel = "ObservableViewModel.swift.template"
        public static let observableView = "ObservableView.swift.template"
        public static let observableTests = "ObservableViewModelTests.swift.template"
        public static let view = "View.swift.template"
        public static let fields = "Fields.swift.template"
        public static let fieldsMessages = "FieldsMessages.swift.template"
        public static let fieldsLocalization = "FieldsMessages.yml.template"
        public static let createRequest = "CreateRequest.swift.template"
        public static let serverRequest = "ServerRequest.swift.template"
        public static let controller = "Controller.swift.template"
        public static let routes = "Routes.swift.template"
        public static let requestTests = "RequestTests.swift.template"
        public static let controllerTests = "ControllerTests.swift.template"
        public static let uiTestCase = "UITestCase.swift.template"
        public static let viewUITests = "ViewUITests.swift.template"
        public static let all = [
            viewModel, operations, request, factory, displayEnum, localization, app, resourceAccess, viewModelTests,
            observableViewModel, observableView, observableTests, view, fields, fieldsMessages, fieldsLocalization, createRequest,
            serverRequest, controller, routes, requestTests, controllerTests, uiTestCase, viewUITests,
        ]
    }

    /// A file to render: where, from which template, over which context.
    struct Job: Sendable {
        var path: String
        var kind: RenderedFile.Kind
        var template: String
        var context: TemplateValue
        var specPath: String
        /// A localization file holding translations its spec does not give (see `Fingerprint`).
        var keepsTranslations = false
    }

    /// The files of every ViewModel, sorted by path. `translations` holds the existing YAML
    /// files' contents by output path.
    public func render(_ set: ViewModelSet, translations: [String: ExistingTranslations]) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let result = render(set, translations: translations, isUnchanged: nil, only: nil)
        return (result.files, result.diagnostics)
    }

    /// `render`, where a file `isUnchanged` says is already on disk byte for byte is not kept:
    /// only its path comes back (`unchanged`), so a run over a large project never holds the
    /// rendered text of every file beside the bytes of every file on disk.
    ///
    /// `only`: render just the ViewModels and screens of these specs, and no project file
    /// (an incremental run; `set` also holds the specs they depend on). `owners`: every
    /// rendered path by the spec it came from. With `only`, `app` is the App file's context
    /// when it is to be rendered too (a ViewModel added or removed). `namesElsewhere`: the
    /// names the specs outside `set` declare (`SpecSummary.names`), for `SwiftUISpelling`.
    func render(
        _ set: ViewModelSet, translations: [String: ExistingTranslations], isUnchanged: (@Sendable (RenderedFile) -> Bool)?, only: Set<String>? = nil,
        app: AppContext? = nil, namesElsewhere: Set<String> = []
    ) -> (files: [RenderedFile], unchanged: [String], diagnostics: [Diagnostic], owners: [String: [String]]) {
        var renderer = self
        renderer.swiftUI = SwiftUISpelling(declared: SwiftUISpelling.projectNames(set, config: config).union(namesElsewhere))
        return renderer.renderSpelled(set, translations: translations, isUnchanged: isUnchanged, only: only, app: app)
    }

    private func renderSpelled(
        _ set: ViewModelSet, translations: [String: ExistingTranslations], isUnchanged: (@Sendable (RenderedFile) -> Bool)?, only: Set<String>?,
        app: AppContext?
    ) -> (files: [RenderedFile], unchanged: [String], diagnostics: [Diagnostic], owners: [String: [String]]) {
        let enums = Dictionary(set.viewModels.flatMap(\.enums).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let storages = StorageCreation.all(in: set.viewModels)
        // Each ViewModel's (and screen's) files are independent of the others': built on all
        // cores, each context dropped as soon as its file is rendered, and each file compared
        // with the disk as soon as it is rendered; results kept in order.
        let settle = { @Sendable (job: Job) -> Rendering in
            switch self.render(job) {
            case .success(let file): isUnchanged?(file) == true ? .unchanged(file.path, spec: file.specPath) : .file(file)
            case .failure(let errors): .failure(errors)
            }
        }
        let viewModels = only.map { only in set.viewModels.filter { only.contains($0.location.file) } } ?? set.viewModels
        let screens = only.map { only in set.screens.filter { only.contains($0.location.file) } } ?? set.screens
        let requests = only.map { only in set.requests.filter { only.contains($0.location.file) } } ?? set.requests
        let results = Parallel.map(viewModels) { self.jobs(for: $0, enums: enums, storages: storages, translations: translations).map(settle) }.joined()
            + (only == nil ? projectJobs(set) : app.map { [appJob($0)] } ?? []).map(settle)
            + Parallel.map(screens) { screenJobs($0).map(settle) }.joined()
            + requests.flatMap { requestJobs($0, enums: enums, translations: translations) }.map(settle)
        var files: [RenderedFile] = []
        var unchanged: [String] = []
        var diagnostics: [Diagnostic] = []
        var owners: [String: [String]] = [:]
        for result in results {
            switch result {
            case .file(let file):
                files.append(file)
                owners[file.specPath, default: []].append(file.path)
            case .unchanged(let path, let spec):
                unchanged.append(path)
                owners[spec, default: []].append(path)
            case .failure(let errors): diagnostics.append(contentsOf: errors)
            }
        }
        return (files.sorted { $0.path < $1.path }, unchanged.sorted(), diagnostics, owners)
    }

    private enum Rendering: Sendable {
        case file(RenderedFile)
        case unchanged(String, spec: String)
        case failure([Diagnostic])
    }

    func render(_ job: Job) -> Result<RenderedFile, [Diagnostic]> {
        templates.render(job.template, context: job.context).map { body in
            RenderedFile(path: job.path, contents: finish(body, job: job), kind: job.kind, specPath: job.specPath)
        }
    }

    func jobs(for viewModel: ViewModelSpec, enums: [String: DisplayEnum], storages: [StorageCreation], translations: [String: ExistingTranslations]) -> [Job] {
        let paths = OutputPaths(config: config)
        let spec = viewModel.location.file
        var jobs = [Job(
            path: paths.viewModel(viewModel), kind: .viewModel, template: TemplateName.viewModel,
            context: ViewModelContext(viewModel: viewModel, enums: enums).value, specPath: spec)]
        if viewModel.isInteractive {
            jobs.append(Job(
                path: paths.operations(viewModel), kind: .operations, template: TemplateName.operations,
                context: OperationsContext(viewModel: viewModel).value, specPath: spec))
        }
        if let request = viewModel.request {
            jobs.append(Job(
                path: paths.request(viewModel), kind: .request, template: TemplateName.request,
                context: RequestContext(viewModel: viewModel, request: request).value, specPath: spec))
            jobs.append(Job(
                path: paths.factory(viewModel), kind: .factory, template: TemplateName.factory,
                context: FileContexts.factory(viewModel, config: config), specPath: spec))
        }
        for displayEnum in viewModel.enums {
            jobs.append(Job(
                path: paths.displayEnum(displayEnum, of: viewModel), kind: .displayEnum, template: TemplateName.displayEnum,
                context: FileContexts.displayEnum(displayEnum, owner: viewModel), specPath: spec))
        }
        if let tests = config.tests {
            jobs.append(Job(
                path: paths.viewModelTests(viewModel, settings: tests), kind: .tests, template: TemplateName.viewModelTests,
                context: ViewModelTestsContext(viewModel: viewModel, settings: tests, locales: config.locales, enums: enums, storages: storages).value, specPath: spec))
        }
        if let views = config.views, views.generates(AppContext.viewName(viewModel)) {
            jobs.append(Job(
                path: paths.view(viewModel, settings: views), kind: .view, template: TemplateName.view,
                context: ViewContext(viewModel: viewModel, config: config, storages: storages, swiftUI: swiftUI).value, specPath: spec))
        }
        if let uiTests = config.uiTests, let app = config.app {
            jobs.append(Job(
                path: paths.viewUITests(viewModel, settings: uiTests), kind: .tests, template: TemplateName.viewUITests,
                context: ViewUITestsContext(viewModel: viewModel, app: app, config: config).value, specPath: spec))
        }
        if let localization = localizationJob(for: viewModel, translations: translations) {
            jobs.append(localization)
        }
        return jobs + formJobs(for: viewModel) + ServedRequest.of(viewModel).flatMap(controllerJobs)
    }

    /// A request a spec declares: the request, its server controller and, when vmgen generates
    /// its errors, the YAML of their messages.
    func requestJobs(_ request: RequestDeclaration, enums: [String: DisplayEnum], translations: [String: ExistingTranslations]) -> [Job] {
        let paths = OutputPaths(config: config)
        let spec = request.location.file
        var jobs = [
            Job(
                path: paths.request(request), kind: .request, template: TemplateName.serverRequest,
                context: ServerRequestContext(request: request, enums: enums).value, specPath: spec),
        ] + controllerJobs(ServedRequest(request)) + requestTestsJob(request, enums: enums)
        if let errors = request.errors {
            let path = paths.requestLocalization(request)
            let context = LocalizationContext(source: .requestErrors(errors), locales: config.locales, fallbackLocale: config.fallbackLocale, existing: translations[path] ?? ExistingTranslations())
            jobs.append(Job(
                path: path, kind: .localization, template: TemplateName.localization, context: context.value, specPath: spec,
                keepsTranslations: context.keepsTranslations))
        }
        return jobs
    }

    /// The tests of a request, with `tests:`.
    func requestTestsJob(_ request: RequestDeclaration, enums: [String: DisplayEnum]) -> [Job] {
        guard let tests = config.tests else { return [] }
        return [Job(
            path: OutputPaths(config: config).requestTests(request, settings: tests), kind: .tests, template: TemplateName.requestTests,
            context: RequestTestsContext(request: request, settings: tests, locales: config.locales, enums: enums).value,
            specPath: request.location.file)]
    }

    /// The `ServerRequestController` of a request the server serves, and its test in the
    /// server's test target (`tests.serverPath`).
    func controllerJobs(_ request: ServedRequest) -> [Job] {
        let paths = OutputPaths(config: config)
        var jobs = [Job(
            path: paths.controller(request), kind: .controller, template: TemplateName.controller,
            context: ControllerContext(request: request, viewModelsModule: config.viewModels.module).value, specPath: request.specPath)]
        if let tests = config.tests, let folder = tests.serverPath {
            jobs.append(Job(
                path: paths.controllerTests(request, folder: folder), kind: .tests, template: TemplateName.controllerTests,
                context: ControllerTestsContext(request: request, config: config, settings: tests).value, specPath: request.specPath))
        }
        return jobs
    }

    /// A form whose fields the spec declares: the Fields protocol, its Messages and their YAML,
    /// and (`createRequest: true`) the create request whose body adopts the protocol.
    func formJobs(for viewModel: ViewModelSpec) -> [Job] {
        guard let form = viewModel.form, form.fields != nil else { return [] }
        let paths = OutputPaths(config: config)
        let context = FieldsContext(form: form)
        let spec = viewModel.location.file
        var jobs = [
            Job(path: paths.fields(form), kind: .fields, template: TemplateName.fields, context: context.value, specPath: spec),
            Job(path: paths.fieldsMessages(form), kind: .fields, template: TemplateName.fieldsMessages, context: context.value, specPath: spec),
            Job(
                path: paths.fieldsLocalization(form, of: viewModel), kind: .localization, template: TemplateName.fieldsLocalization,
                context: context.localization(locales: config.locales, fallbackLocale: config.fallbackLocale), specPath: spec),
        ]
        if form.createRequest {
            jobs.append(Job(
                path: paths.createRequest(form, of: viewModel), kind: .request, template: TemplateName.createRequest,
                context: context.createRequest, specPath: spec))
            jobs += requestTestsJob(RequestDeclaration(createRequestOf: form, in: viewModel), enums: [:])
        }
        return jobs
    }

    /// The localization file of a ViewModel with text; its existing translations are kept.
    func localizationJob(for viewModel: ViewModelSpec, translations: [String: ExistingTranslations]) -> Job? {
        guard viewModel.hasLocalizedText else { return nil }
        let path = OutputPaths(config: config).localization(viewModel)
        let context = LocalizationContext(viewModel: viewModel, locales: config.locales, fallbackLocale: config.fallbackLocale, existing: translations[path] ?? ExistingTranslations())
        return Job(
            path: path, kind: .localization, template: TemplateName.localization, context: context.value, specPath: viewModel.location.file,
            keepsTranslations: context.keepsTranslations)
    }

    /// The files of a `style: observable` screen.
    func screenJobs(_ screen: ObservableScreenSpec) -> [Job] {
        let paths = OutputPaths(config: config)
        let context = swiftUI.adding(to: ObservableScreenContext(screen: screen, settings: config.observable).value)
        let spec = screen.location.file
        var jobs = [Job(path: paths.screenViewModel(screen), kind: .viewModel, template: TemplateName.observableViewModel, context: context, specPath: spec)]
        if screen.generatesView {
            jobs.append(Job(path: paths.screenView(screen), kind: .view, template: TemplateName.observableView, context: context, specPath: spec))
        }
        if screen.generatesTests {
            jobs.append(Job(path: paths.screenTests(screen), kind: .tests, template: TemplateName.observableTests, context: context, specPath: spec))
        }
        return jobs
    }

    /// Files of the whole project: the routes, the App file and the bundle accessors it loads (`BundleAccessors`).
    func projectJobs(_ set: ViewModelSet) -> [Job] {
        let paths = OutputPaths(config: config)
        let routes = RoutesContext(project: set, viewModelsModule: config.viewModels.module)
        let routesJob = routes.isEmpty ? [] : [Job(path: paths.routes, kind: .routes, template: TemplateName.routes, context: routes.value, specPath: "vmgen.yml")]
        guard let app = config.app else { return routesJob }
        var jobs = routesJob + [appJob(AppContext(app: app, set: set, config: config))] + uiTestCaseJobs(app: app)
        for accessor in BundleAccessors.generated(config) {
            jobs.append(Job(
                path: accessor.path, kind: .resourceAccess, template: TemplateName.resourceAccess,
                context: AppContext.resourceAccess(module: accessor.module), specPath: "vmgen.yml"))
        }
        return jobs
    }

    /// The paths of `projectJobs`: with the specs' own outputs (`SpecSummary.outputs`), every
    /// path a run renders. `specOutputs` are those outputs: the routes file is rendered when a
    /// spec's files are routed (`OutputPaths.isRouted`).
    public static func projectPaths(config: ProjectConfig, specOutputs: [String]) -> [String] {
        let paths = OutputPaths(config: config)
        let routes = specOutputs.contains(where: paths.isRouted) ? [paths.routes] : []
        guard let app = config.app else { return routes }
        let uiTestCases = config.uiTests.map { settings in [false, true].map { paths.uiTestCase(app: app, settings: settings, interactive: $0) } } ?? []
        return routes + [paths.app(app)] + uiTestCases + BundleAccessors.generated(config).map(\.path)
    }

    /// The project's two FOSTestingUI base classes, with `uiTests:`: they depend on vmgen.yml
    /// alone, so they are project files, not any spec's.
    func uiTestCaseJobs(app: AppSettings) -> [Job] {
        guard let settings = config.uiTests else { return [] }
        let paths = OutputPaths(config: config)
        let bundleModules = BundleAccessors.loaded(config)
        return [false, true].map { interactive in
            Job(
                path: paths.uiTestCase(app: app, settings: settings, interactive: interactive), kind: .tests,
                template: TemplateName.uiTestCase,
                context: UITestCaseContext(app: app, settings: settings, interactive: interactive, bundleModules: bundleModules).value,
                specPath: "vmgen.yml")
        }
    }

    /// The App file.
    func appJob(_ context: AppContext) -> Job {
        Job(path: OutputPaths(config: config).app(context.app), kind: .app, template: TemplateName.app, context: swiftUI.adding(to: context.value), specPath: "vmgen.yml")
    }

    /// Header first, then the body with trailing whitespace and blank lines trimmed to one
    /// newline, then the fingerprint that proves the file vmgen's at its path.
    private func finish(_ body: String, job: Job) -> String {
        let comment: GeneratedHeader.Comment = job.path.hasSuffix(".swift") ? .swift : .yaml
        let header = GeneratedHeader.text(
            specPath: job.specPath, comment: comment.rawValue, projectHeader: config.header,
            hasRegions: FinishedText.containsRegion(body), owner: config.owner)
        let text = FinishedText.join(header: header, separated: comment == .swift, body: body)
        return Fingerprint.append(to: text, path: job.path, comment: comment, keepsTranslations: job.keepsTranslations)
    }
}
