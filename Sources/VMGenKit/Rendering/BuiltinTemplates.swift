// This file is generated from Templates/ by `VMGEN_RECORD=1 swift test --filter BuiltinTemplatesTests`.
// Do not edit it: edit the template, then re-record. A test fails when the two differ.

enum BuiltinTemplates {
    static let files: [String: String] = [
        "App.swift.template": #"""
{# The FOSMVVM SwiftUI @main App (FOSMVVM's SwiftUI app setup): MVVMEnvironment, test host, test views, and the
   @Observable storage the client-hosted operations write. Outside the protected regions SwiftUI's
   types are named `SwiftUI.X`, so a type of the same name in the app's modules cannot capture
   them; a region is the user's and reads as hand-written SwiftUI (`@State`). #}
{% for module in imports %}
import {{ module }}
{% endfor %}

@main
struct {{ typeName }}: SwiftUI.App {
    @SwiftUI.State private var underTest = false
    /// One environment for the app's life: each MVVMEnvironment caches the localization store
    /// and owns the invalidation channel, so a computed one would start empty on every access.
    @SwiftUI.State private var mvvmEnv = Self.makeMVVMEnvironment()
{% if storages %}
    // The @Observable storage the client-hosted operations write; the views take it from the
    // environment and pass it as `output:`.
{% endif %}
{% for storage in storages %}
{% if storage.known %}
    @SwiftUI.State private var {{ storage.name }} = {{ storage.expression }}
{% else %}
    // vmgen:begin storage-{{ storage.type }}
    {{ storage.unknownComment }}
    @{{ swiftUI.State }} private var {{ storage.name }} = {{ storage.expression }}
    // vmgen:end storage-{{ storage.type }}
{% endif %}
{% endfor %}

    var body: some SwiftUI.Scene {
        SwiftUI.WindowGroup {
            SwiftUI.ZStack {
                {{ rootView }}
            }
            #if DEBUG
            .testHost { testConfiguration, testView in
{% if testConfigurations %}
                switch try? testConfiguration.fromJSON() as {{ testConfigurationType }} {
{% for configuration in testConfigurations %}
                case .{{ configuration }}:
                    // vmgen:begin testConfiguration-{{ configuration }}
                    testView
                        .onAppear { underTest = true }
                    // vmgen:end testConfiguration-{{ configuration }}
{% endfor %}
{% else %}
                switch testConfiguration {
{% endif %}
                default:
                    testView
                        .onAppear {
                            // Right now there's no other way to detect if the app is under test.
                            // This is only debug code, so we can proceed for now.
                            underTest = ProcessInfo.processInfo.arguments.count > 1
                        }
                }
            }
            #endif
        }
        .environment(mvvmEnv)
{% for storage in storages %}
        .environment({{ storage.name }})
{% endfor %}
{% for value in environmentValues %}
        // vmgen:begin environment-{{ value.name }}
        .environment(\.{{ value.name }}, {{ value.value }})
        // vmgen:end environment-{{ value.name }}
{% endfor %}
    }

    init() {
        // FOSMVVM 0.11+: registration is static and must happen here, before the first render.
        MVVMEnvironment.registerTestingViews()
    }

    private static func makeMVVMEnvironment() -> MVVMEnvironment {
        MVVMEnvironment(
{% if version %}
            // The application version, from {{ version.module }}: the app bundle's version must be
            // compatible with it (the same major version), or FOSMVVM stops the app at launch.
            currentVersion: .{{ version.name }},
{% endif %}
            appBundle: Bundle.main,
            resourceBundles: [
{% for bundle in resourceBundles %}
                {{ bundle }}.localizationBundle{% if not loop.last %},{% endif %}
{% endfor %}
            ],
            // FOSMVVM picks the deployment at launch: FOS-DEPLOYMENT in the scheme's environment,
            // else FOS-DEPLOYMENT in Info.plist (set to $(FOS_DEPLOYMENT), a build setting per
            // configuration), else staging on TestFlight, debug in DEBUG builds, else production.
            // vmgen's README, "Deployments", lists the keys to set.
            deploymentURLs: [
{% for deployment in deployments %}
                {{ deployment.expression }}: .init(serverBaseURL: URL(string: {{ deployment.url }})!){% if not loop.last %},{% endif %}
{% endfor %}
            ]
        )
    }
}

{% if testConfigurations %}
#if DEBUG
/// The configurations a UI test starts the App in: it passes one as JSON (`toJSON()`) for the
/// test host to decode; each case sets up its view in its region of the test host.
enum {{ testConfigurationType }}: Codable, Sendable {
{% for configuration in testConfigurations %}
    case {{ configuration }}
{% endfor %}
}
#endif

{% endif %}
{% for key in environmentKeys %}
/// `@SwiftUI.Environment(\.{{ key.name }})` in the app's views: a value of the app's own, set above.
private struct {{ key.keyType }}: SwiftUI.EnvironmentKey {
    static var defaultValue: {{ key.type }} { {{ key.default }} }
}

extension SwiftUI.EnvironmentValues {
    var {{ key.name }}: {{ key.type }} {
        get { self[{{ key.keyType }}.self] }
        set { self[{{ key.keyType }}.self] = newValue }
    }
}

{% endfor %}
private extension MVVMEnvironment {
    /// Every ViewModelView, registered for isolated UI testing (a no-op in release builds).
    /// vmgen keeps this list in step with the specs: adding a spec adds its views here.
    @MainActor static func registerTestingViews() {
        #if DEBUG
{% for group in groups %}
{% if not loop.first %}

{% endif %}
        // {{ group.feature }}
{% for view in group.views %}
        registerTestView({{ view }}.self)
{% endfor %}
{% for flagged in group.flagged %}
        #if {{ flagged.flag }}
{% for view in flagged.views %}
        registerTestView({{ view }}.self)
{% endfor %}
        #endif
{% endfor %}
{% endfor %}
        #endif
    }
}

"""#,
        "Controller.swift.template": #"""
{# The server's ServerRequestController of one request (FOSMVVMVapor): the action table #}
{# FOSMVVM expects, the body bound and validated, and the handler, which is user code. #}
import FOSFoundation
import FOSMVVM
import FOSMVVMVapor
import Foundation
import Vapor
import {{ viewModelsModule }}
// vmgen:begin imports
// vmgen:end imports

/// Serves {{ requestType }}: {{ httpMethod }} at the path FOSMVVM derives from its name.
/// FOSMVVMVapor binds the typed request{% if hasBody %}, its body is decoded and validated{% endif %}, `{{ action }}` runs and
/// its result is encoded in the request's locale. `registerRequestRoutes()` registers it.
final class {{ controllerName }}: ServerRequestController {
    typealias TRequest = {{ requestType }}

    let actions: [ServerRequestAction: ActionProcessor] = [
        .{{ action }}: { req, request in
{% if hasBody %}
            // FOSMVVMVapor binds the query from the URL; the body is decoded from the content.
            let body = try req.content.decode({{ requestType }}.RequestBody.self)
            // The server checks the body as the client does; a failure is FOSMVVM's ValidationError.
            if let failure = body.validate() { throw failure }
            return try await {{ controllerName }}.{{ action }}(req, request, body: body)
{% else %}
            try await {{ controllerName }}.{{ action }}(req, request)
{% endif %}
        },
    ]

    /// Does what {{ requestType }} asks{% if hasErrors %}; throws its ResponseError for what the client
    /// shows (`throw {{ requestType }}.ResponseError(…)`){% endif %}.
    static func {{ action }}({{ handlerParameters }}) async throws -> {{ responseType }} {
        // vmgen:begin {{ action }}
        throw Abort(.notImplemented, reason: {{ notWrittenReason }})
        // vmgen:end {{ action }}
    }
}

"""#,
        "ControllerTests.swift.template": #"""
{# A request sent through its generated controller in-process, in the shape of FOSMVVM's #}
{# serverrequest-test-generator skill (FOSTestingVapor): route, binding, handler, response. #}
import FOSFoundation
import FOSMVVM
import FOSMVVMVapor
import FOSTestingVapor
import Foundation
import Testing
import Vapor
import VaporTesting
import {{ viewModelsModule }}
@testable import {{ serverModule }}
// vmgen:begin imports
// vmgen:end imports

@Suite("{{ controllerName }}")
struct {{ controllerName }}Tests {
    /// Sends the request through its controller in-process, as a client does: the route FOSMVVM
    /// derives from the request's name, its query{% if hasBody %} and body{% endif %}, the handler, the response.
    @Test func theRequestReachesItsHandler() async throws {
        try await withFluentTestApp { app in
            // The server's YAML, which responses and errors are localized with.
            try app.initYamlLocalization(bundle: Bundle.module, resourceDirectoryName: {{ resourceDirectoryName }})
            // FOSMVVM's ErrorMiddleware sends a thrown ResponseError as the request's typed error.
            app.middleware = .init()
            app.middleware.use(FOSMVVMVapor.ErrorMiddleware.default(environment: app.environment))
            try app.routes.register(collection: {{ controllerName }}())
            // vmgen:begin setup
            // vmgen:end setup
        } _: { app, _ in
            let request = {{ requestExpression }}
            try await app.testing().test(request, locale: Locale(identifier: {{ locale }})) { response in
                // vmgen:begin expectations
                // The handler is not written yet: it answers 501 Not Implemented. Say here what
                // the request gets back once it is.
                #expect(response.status == .notImplemented)
                // vmgen:end expectations
            }
        }
    }

    // vmgen:begin more-tests
    // vmgen:end more-tests
}

"""#,
        "CreateRequest.swift.template": #"""
{# The create request a form sends: its body adopts the Fields protocol, so the server #}
{# validates as the form does. The body's messages are computed, never stored: ServerRequest #}
{# encodes the body with a plain encoder, which throws on bound messages. #}
import FOSFoundation
import FOSMVVM
import Foundation

public final class {{ typeName }}: CreateRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias Fragment = EmptyFragment
    public typealias ResponseBody = EmptyBody
{% if responseErrorLines %}

{% for line in responseErrorLines %}
{{ line }}
{% endfor %}
{% else %}
    public typealias ResponseError = EmptyError
{% endif %}

    public struct RequestBody: ServerRequestBody, {{ protocolName }} {
{% for line in bodyProperties %}
        public var {{ line }}
{% endfor %}

        // Computed, never stored: the request is sent with a plain encoder, which cannot encode
        // the bound messages; localized messages come from the form ViewModel.
        public var {{ messagesProperty }}: {{ messagesType }} { .init() }

        public init({{ bodyParameters }}) {
{% for line in bodyAssignments %}
            {{ line }}
{% endfor %}
        }
    }

    public let requestBody: RequestBody?
    public var responseBody: EmptyBody?

    public init(
        query: EmptyQuery? = nil,
        sort: EmptySort? = nil,
        fragment: EmptyFragment? = nil,
        requestBody: RequestBody? = nil,
        responseBody: EmptyBody? = nil
    ) {
        self.requestBody = requestBody
        self.responseBody = responseBody
    }

    public static func stub() -> Self {
        .init(requestBody: .init({{ stubArguments }}))
    }
}

"""#,
        "DisplayEnum.swift.template": #"""
{# A ViewModel-owned display enum: raw-less, each case with a localized label. #}
import FOSFoundation
import FOSMVVM
import Foundation

/// Display states owned by {{ ownerTypeName }}; labels are `{{ name }}.<case>` in the YAML.
public enum {{ name }}: CaseIterable, Codable, Hashable, Sendable {
{% for case in cases %}
    case {{ case }}
{% endfor %}

    /// The localized label of this case.
    public var localizableString: LocalizableString {
        .localized(LocalizableRef(for: Self.self, propertyName: String(describing: self)))
    }
}

"""#,
        "Factory.swift.template": #"""
{# A server-hosted page's factory, in the server target. The body is user code, and so is the #}
{# method of each of the page's `versions:` (FOSMVVM's @VersionedFactory). #}
import FOSFoundation
import FOSMVVM
import FOSMVVMVapor
import Foundation
import Vapor
import {{ viewModelsModule }}
// vmgen:begin imports
// vmgen:end imports

extension {{ typeName }}: VaporResponseBodyFactory {
    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self
    where R.ResponseBody == Self {
        // vmgen:begin body
        throw Abort(.notImplemented, reason: {{ notWrittenReason }})
        // vmgen:end body
    }
}

{% if versions %}
// The page as each app version since {{ firstVersion }} understands it. FOSMVVM's @VersionedFactory
// writes model(context:) from these methods: it calls the newest one whose version is at most
// context.appVersion, the version the asking app sent, and throws
// ViewModelFactoryError.versionNotSupported for an older app. Keep each method when a newer
// version is added: an app that has not updated still asks for its shape.
@VersionedFactory
extension {{ typeName }}: ViewModelFactory {
    public typealias Context = VersionContext
{% for version in versions %}

    @Version(.{{ version.name }})
    static func model_{{ version.name }}(context: Context) async throws -> Self {
        // vmgen:begin model_{{ version.name }}
        throw Abort(.notImplemented, reason: {{ version.notWrittenReason }})
        // vmgen:end model_{{ version.name }}
    }
{% endfor %}
}

extension {{ typeName }} {
    /// What a versioned factory method is given: the version of the app that asked (a
    /// Vapor request's `applicationVersion()`) and the page's request.
    public struct VersionContext: ViewModelFactoryContext {
        public let vmRequest: {{ requestName }}
        private let version: SystemVersion

        public init(appVersion: SystemVersion, vmRequest: {{ requestName }}) {
            version = appVersion
            self.vmRequest = vmRequest
        }

        // Throwing, as the protocol declares it: the macro reads it with `try`, which a plain
        // property would turn into a warning.
        public var appVersion: SystemVersion {
            get throws { version }
        }
    }
}

// The versions @Version names; FOSMVVM's macro takes only this .vX_Y_Z form. Fileprivate, so
// each factory file declares the ones it uses.
fileprivate extension SystemVersion {
{% for version in versions %}
    static var {{ version.name }}: Self { .init(major: {{ version.major }}, minor: {{ version.minor }}, patch: {{ version.patch }}) }
{% endfor %}
}

{% endif %}
// Declare data requirements here, e.g.
// extension {{ typeName }}: ComposableFactory { static let items = LoadRequirement.read(…) … }
// vmgen:begin extensions
// vmgen:end extensions

"""#,
        "Fields.swift.template": #"""
{# A form's Fields protocol: its FormField definitions and validation, adopted by the form #}
{# ViewModel, the create request's body and the model. Context: Rendering/FieldsContext.swift. #}
import FOSFoundation
import FOSMVVM
import Foundation

public protocol {{ protocolName }}: ValidatableModel, Codable, Sendable {
{% for line in requirements %}
    {{ line }}
{% endfor %}

    var {{ messagesProperty }}: {{ messagesType }} { get }
}

public extension {{ protocolName }} {
{% if ranges %}
    // MARK: Field Constraints

{% for line in ranges %}
    {{ line }}
{% endfor %}

{% endif %}
    // MARK: FormField Definitions

{% for field in formFields %}
    static var {{ field.name }}: {{ field.type }} { .init(
{% for line in field.arguments %}
        {{ line }}
{% endfor %}
    ) }

{% endfor %}
    // MARK: Field Validation Methods

{% for validator in validators %}
    internal func {{ validator.name }}(_ fields: [any FormFieldBase]?) -> [ValidationResult]? {
        guard fields == nil || (fields?.contains({{ validator.formField }}) == true) else { return nil }
        var result = [ValidationResult]()
{% for line in validator.lines %}
        {{ line }}
{% endfor %}
        return result.isEmpty ? nil : result
    }

{% endfor %}
    /// Validation beyond the declared limits, written by hand: return the results for `fields`
    /// (nil: every field), with messages declared in the spec under the field's `messages:`.
    internal func validateBeyondLimits(_ fields: [any FormFieldBase]?) -> [ValidationResult]? {
        // vmgen:begin validation
        nil
        // vmgen:end validation
    }

    // MARK: ValidatableModel

    func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
        var result = [ValidationResult]()
{% for validator in validators %}
        result += {{ validator.name }}(fields)
{% endfor %}
        result += validateBeyondLimits(fields)
        if !result.isEmpty { validations.validations = result }
        return .init(for: result)
    }
}

"""#,
        "FieldsMessages.swift.template": #"""
{# The localized validation messages of a Fields protocol. @FieldValidationModel does not #}
{# synthesize init(), and a public struct must declare it. #}
import FOSFoundation
import FOSMVVM
import Foundation

@FieldValidationModel
public struct {{ messagesType }} {
{% for message in messages %}
    {{ message.attribute }}
    public var {{ message.property }}
{% if loop.last %}

{% endif %}
{% endfor %}
    public init() {}
}

"""#,
        "FieldsMessages.yml.template": #"""
{# A Fields protocol's localization: locale → Messages type → field → title, placeholder and #}
{# validationMessages, the keys FOSMVVM derives. #}
{% for locale in locales %}
{{ locale.key }}:
  {{ messagesType }}:
{% for field in locale.fields %}
    {{ field.key }}:
{% for entry in field.entries %}
      {{ entry.key }}: {{ entry.value }}{% if entry.missing %}  # UNRATIFIED: no text for this locale yet{% endif %}{% if entry.fallback %}  {{ entry.fallback }}{% endif %}
{% endfor %}
{% if field.messages %}
      validationMessages:
{% for entry in field.messages %}
        {{ entry.key }}: {{ entry.value }}{% if entry.missing %}  # UNRATIFIED: no text for this locale yet{% endif %}{% if entry.fallback %}  {{ entry.fallback }}{% endif %}
{% endfor %}
{% endif %}
{% endfor %}
{% endfor %}

"""#,
        "Localization.yml.template": #"""
{# Localization for one ViewModel: locale → type → property, as FOSMVVM derives the keys. #}
{% for locale in locales %}
{{ locale.key }}:
{% for type in locale.types %}
  {{ type.name }}:
{% for entry in type.entries %}
{% if entry.isList %}
{% if entry.items %}
    {{ entry.key }}:{% if entry.fallback %}  {{ entry.fallback }}{% endif %}
{% for item in entry.items %}
      - {{ item }}
{% endfor %}
{% else %}
    {{ entry.key }}: []{% if entry.missing %}  # UNRATIFIED: no text for this locale yet{% endif %}
{% endif %}
{% else %}
    {{ entry.key }}: {{ entry.value }}{% if entry.missing %}  # UNRATIFIED: no text for this locale yet{% endif %}{% if entry.fallback %}  {{ entry.fallback }}{% endif %}
{% endif %}
{% endfor %}
{% endfor %}
{% endfor %}

"""#,
        "ObservableView.swift.template": #"""
{# The SwiftUI view that owns an @Observable screen ViewModel. Outside the protected regions
   SwiftUI's types are named `SwiftUI.X`, so a type of the same name in the module cannot capture
   them; the regions are the user's and read as hand-written SwiftUI (`Text`, or
   `SwiftUI.Text` where a type the specs declare has the name). #}
import SwiftUI

struct {{ viewName }}: SwiftUI.View {
    @SwiftUI.State private var viewModel = {{ typeName }}()

{% if isList %}
    var body: some SwiftUI.View {
        SwiftUI.List(viewModel.{{ valueName }}{{ listIdentity }}) { item in
            // vmgen:begin row
            {{ swiftUI.Text }}(verbatim: String(describing: item))
            // vmgen:end row
        }
        .overlay { overlay }
        .task { await viewModel.load() }
    }

    /// Over the list: progress while it loads, a placeholder when it loaded nothing, the failure.
    @SwiftUI.ViewBuilder private var overlay: some SwiftUI.View {
        switch viewModel.state {
        case .idle, .loading:
            SwiftUI.ProgressView()
        case .loaded(let {{ valueName }}) where {{ valueName }}.isEmpty:
            // vmgen:begin empty
            {{ swiftUI.ContentUnavailableView }}("Nothing to show yet", systemImage: "tray")
            // vmgen:end empty
        case .loaded:
            SwiftUI.EmptyView()
        case .failed(let error):
            let message = error.localizedDescription
            // vmgen:begin failed
            {{ swiftUI.Text }}(verbatim: message)
            // vmgen:end failed
        }
    }
}
{% else %}
    var body: some SwiftUI.View {
        content
{% if loads %}
            .task { await viewModel.load() }
{% endif %}
    }

    @SwiftUI.ViewBuilder private var content: some SwiftUI.View {
{% if not loads %}
        // vmgen:begin content
{% if machine %}
        {{ swiftUI.Text }}(verbatim: String(describing: viewModel.state))
{% elif exposed %}
        {{ swiftUI.VStack }} {
{% for value in exposed %}
            {{ swiftUI.Text }}(verbatim: String(describing: viewModel.{{ value.name }}))
{% endfor %}
        }
{% else %}
        {{ swiftUI.EmptyView }}()
{% endif %}
        // vmgen:end content
{% else %}
        switch viewModel.state {
        case .idle, .loading:
            SwiftUI.ProgressView()
        case .loaded(let {{ valueName }}):
            // vmgen:begin loaded
            {{ swiftUI.Text }}(verbatim: String(describing: {{ valueName }}))
            // vmgen:end loaded
        case .failed(let error):
            let message = error.localizedDescription
            // vmgen:begin failed
            {{ swiftUI.Text }}(verbatim: message)
            // vmgen:end failed
        }
{% endif %}
    }
}
{% endif %}

"""#,
        "ObservableViewModel.swift.template": #"""
{# A screen-owned @MainActor @Observable ViewModel. #}
import Foundation
import Observation

{% for line in doc %}
/// {{ line }}
{% endfor %}
@MainActor
@Observable
final class {{ typeName }} {
{% if loads %}
    /// The screen's one source of truth; the values below derive from it, never duplicate it.
    /// Equatable, so views and tests compare states; errors compare by description.
    enum LoadingState<Value: Equatable>: Equatable {
        case idle
        case loading
        case loaded(Value)
        case failed(any Error)

        static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case (.idle, .idle), (.loading, .loading): true
            case let (.loaded(left), .loaded(right)): left == right
            case let (.failed(left), .failed(right)): left.localizedDescription == right.localizedDescription
            default: false
            }
        }
    }

    {{ stateAccess }}var state: LoadingState<{{ stateType }}> = .idle

    // MARK: - Derived state

    var {{ valueName }}: {{ valueType }} {
        if case .loaded(let value) = state { return value }
        return {{ valueFallback }}
    }

    var isLoading: Bool {
        if case .loading = state { return true }
        return false
    }

    var errorMessage: String? {
        if case .failed(let error) = state { return error.localizedDescription }
        return nil
    }

{% endif %}
{% if machine %}
    /// The screen's one source of truth: only the transitions below move it, each from the states
    /// it names. Equatable, so views and tests compare states.
    enum {{ machine.enumName }}: Equatable {
{% for item in machine.cases %}
        case {{ item }}
{% endfor %}
    }

    {{ stateAccess }}var state: {{ machine.enumName }}

{% endif %}
{% if features %}
    // MARK: - Features

{% for feature in features %}
    private let {{ feature.name }}: {{ feature.type }}
{% endfor %}

{% endif %}
{% if services %}
    // MARK: - Services

{% for service in services %}
    private let {{ service.name }}: {{ service.storedType }}
{% endfor %}
{% endif %}
{% if loads %}
    /// The running load — the view's first one or a reload — so that the next cancels it; tests await it.
    @ObservationIgnored nonisolated(unsafe) private(set) var loadTask: Task<Void, Never>?
{% endif %}
{% for action in actions %}
{% if action.taskName %}
    /// The task {{ action.name }} started last, waiting out its pause; tests await it.
    @ObservationIgnored nonisolated(unsafe) private(set) var {{ action.taskName }}: Task<Void, Never>?
{% endif %}
{% endfor %}
{% if loads %}

    /// Cheap to call from `@State private var viewModel = {{ typeName }}()`: it only stores the
    /// services (production defaults, test doubles in tests); loading starts from the view's `.task`.
{% elif machine %}
{% if services %}

{% else %}
{% if debounceTasks %}

{% endif %}
{% endif %}
    /// Cheap to call from `@State private var viewModel = {{ typeName }}()`: it starts in
    /// {{ machine.initial }} (tests pass the state they need) and only stores what it is given.
{% else %}
{% if services %}

{% else %}
{% if debounceTasks %}

{% endif %}
{% endif %}
    /// Cheap to call from `@State private var viewModel = {{ typeName }}()`: it connects the screen
    /// to the existing features (production defaults, isolated ones in tests) and builds nothing.
{% endif %}
    init({{ initParameters }}) {
{% if machine %}
        self.state = state
{% endif %}
{% for feature in features %}
        self.{{ feature.name }} = {{ feature.name }}
{% endfor %}
{% for service in services %}
        self.{{ service.name }} = {{ service.name }}
{% endfor %}
    }
{% if cancelledTasks %}

    deinit {
{% for task in cancelledTasks %}
        {{ task }}?.cancel()
{% endfor %}
    }
{% endif %}
{% if loads %}

    // MARK: - Loading

    /// The view calls this from `.task { await viewModel.load() }`. The load runs as `loadTask`, as
    /// a reload's does: a reload while it runs cancels it and waits for it to end, so its result never
    /// lands after the reload's. SwiftUI cancels the view's task on disappear, and that cancels the load.
    func load() async {
        let running = loadTask
        running?.cancel()
        let task = Task {
            await running?.value
            await performLoad()
        }
        loadTask = task
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// One load from the service: loading, then loaded, idle when cancelled, or failed.
    private func performLoad() async {
        state = .loading
        do {
            state = .loaded({{ loadCall }})
        } catch is CancellationError {
            state = .idle
        } catch {
            state = .failed(error)
        }
    }
{% endif %}
{% if exposed %}

    // MARK: - What the screen shows, read through its features
{% for value in exposed %}

{% if value.setter %}
    var {{ value.name }}: {{ value.type }} {
        get { {{ value.path }} }
        set { {{ value.setter }} }
    }
{% else %}
    var {{ value.name }}: {{ value.type }} { {{ value.path }} }
{% endif %}
{% endfor %}
{% endif %}
{% if machine %}

    // MARK: - Transitions
{% for transition in machine.transitions %}

{% for line in transition.summary %}
    /// {{ line }}
{% endfor %}
    @discardableResult
    func {{ transition.name }}({{ transition.parameter }}) -> Bool {
{% if transition.sources %}
        switch state {
        case {{ transition.sources }}: break
        default: return false
        }
{% endif %}
        state = {{ transition.target }}
        // vmgen:begin {{ transition.name }}
        // vmgen:end {{ transition.name }}
        return true
    }
{% endfor %}
{% endif %}
{% if actions %}

    // MARK: - User actions
{% endif %}
{% for action in actions %}

    {{ action.signature }} {
{% if action.debounce %}
{% if action.reloads %}
        // Each call cancels the reload the previous one started: only the last, once its input
        // has paused, loads. The cancelled one ends before it goes on, so it never overwrites the load.
        let running = loadTask
        running?.cancel()
        loadTask = Task {
            try? await Task.sleep(for: .milliseconds({{ action.debounce }}))
            await running?.value
            guard !Task.isCancelled else { return }
{% if action.hasWork %}
            // vmgen:begin {{ action.name }}
            // vmgen:end {{ action.name }}
{% endif %}
            await performLoad()
        }
{% else %}
        // Each call cancels the task the previous one started: only the last, once its input has
        // paused, does the work.
        {{ action.taskName }}?.cancel()
        {{ action.taskName }} = Task {
            try? await Task.sleep(for: .milliseconds({{ action.debounce }}))
            guard !Task.isCancelled else { return }
            // vmgen:begin {{ action.name }}
            // vmgen:end {{ action.name }}
        }
{% endif %}
{% elif action.reloads %}
        // The cancelled load ends before the new one starts: it never overwrites what that one loads.
        let running = loadTask
        running?.cancel()
        loadTask = Task {
            await running?.value
{% if action.hasWork %}
            // vmgen:begin {{ action.name }}
            // vmgen:end {{ action.name }}
{% endif %}
            await performLoad()
        }
{% else %}
        // vmgen:begin {{ action.name }}
        // vmgen:end {{ action.name }}
{% endif %}
    }
{% endfor %}
}
{% if services %}

// MARK: - What this screen needs from its services
{% endif %}
{% for service in services %}
{% if service.isStruct %}

/// The calls {{ typeName }} makes on its {{ service.name }} service, as closures (a struct
/// dependency): `.live` forwards to {{ service.type }}.{{ service.defaultMember }}, and tests pass their own.
struct {{ service.protocol }}: Sendable {
{% for field in service.fields %}
    {{ field }}
{% endfor %}
}

extension {{ service.protocol }} {
    /// The production service.
    static var live: Self {
        let service = {{ service.type }}.{{ service.defaultMember }}
        return Self(
{% for forward in service.forwards %}
            {{ forward }}
{% endfor %}
        )
    }
}
{% else %}

/// The calls {{ typeName }} makes on its {{ service.name }} service: {{ service.type }} conforms,
/// and tests pass a double.
protocol {{ service.protocol }}: Sendable {
{% for method in service.methods %}
    {{ method }}
{% endfor %}
}

extension {{ service.type }}: {{ service.protocol }} {}
{% endif %}
{% endfor %}

"""#,
        "ObservableViewModelTests.swift.template": #"""
{# State-transition tests of an @Observable screen ViewModel, with test doubles: no sleeps. #}
import Foundation
import Testing
@testable import {{ module }}

{% if loads %}
/// {{ typeName }}'s state machine, driven through test doubles of its services. Nothing waits
/// on a clock: a gate holds the service call while the test looks at the loading state.
@MainActor
struct {{ typeName }}Tests {
    @Test func startsIdle() {
        let viewModel = {{ typeName }}({{ testArguments }})
        #expect(!viewModel.isLoading)
        #expect(viewModel.errorMessage == nil)
        #expect(viewModel.state == .idle)
    }

    @Test func showsLoadingUntilTheServiceAnswersThenLoaded() async {
        let gate = TestGate()
        var {{ loadService }} = {{ loadDouble }}
        {{ loadService }}.{{ loadHandler }} = {
            await gate.arrive()
            return {{ stubValue }}
        }
        let viewModel = {{ typeName }}({{ testArgumentsWithLoad }})
        let loading = Task { await viewModel.load() }
        await gate.waitForArrival()
        #expect(viewModel.isLoading)
        #expect(viewModel.state == .loading)
        await gate.open()
        await loading.value
        #expect(!viewModel.isLoading)
        #expect(viewModel.state == .loaded({{ stubValue }}))
    }

    @Test func aFailingServiceEndsInFailedWithAMessage() async {
        var {{ loadService }} = {{ loadDouble }}
        {{ loadService }}.{{ loadHandler }} = { throw TestDoubleError.failed }
        let viewModel = {{ typeName }}({{ testArgumentsWithLoad }})
        await viewModel.load()
        #expect(!viewModel.isLoading)
        #expect(viewModel.state == .failed(TestDoubleError.failed))
        #expect(viewModel.errorMessage == TestDoubleError.failed.localizedDescription)
    }

    /// The view's `.task` ends when the view disappears: cancelling it cancels the load it
    /// started, which ends idle.
    @Test func cancellingTheViewsTaskCancelsTheLoad() async {
        let gate = TestGate()
        var {{ loadService }} = {{ loadDouble }}
        {{ loadService }}.{{ loadHandler }} = {
            await gate.arrive()
            try Task.checkCancellation()
            return {{ stubValue }}
        }
        let viewModel = {{ typeName }}({{ testArgumentsWithLoad }})
        let loading = Task { await viewModel.load() }
        await gate.waitForArrival()
        loading.cancel()
        await gate.open()
        await loading.value
        #expect(viewModel.state == .idle)
    }
{% for action in actions %}
{% if action.testsReload %}

    /// {{ action.name }} loads again from the service, after a load that already finished.
    @Test func {{ action.name }}LoadsAgain() async {
        let calls = CallCounter()
        var {{ loadService }} = {{ loadDouble }}
        {{ loadService }}.{{ loadHandler }} = {
            await calls.increment()
            return {{ stubValue }}
        }
        let viewModel = {{ typeName }}({{ testArgumentsWithLoad }})
        await viewModel.load()
        viewModel.{{ action.testCall }}
        await viewModel.loadTask?.value
        #expect(await calls.count == 2)
        #expect(viewModel.state == .loaded({{ stubValue }}))
    }

    /// {{ action.name }} cancels the load it finds running, and that load, even when its
    /// service ends it with CancellationError, never overwrites what the new one loaded.
    @Test func {{ action.name }}CancelsTheRunningLoad() async {
        let gate = TestGate()
        let calls = CallCounter()
        var {{ loadService }} = {{ loadDouble }}
        {{ loadService }}.{{ loadHandler }} = {
            if await calls.increment() == 1 {
                await gate.arrive()
                try Task.checkCancellation()
            }
            return {{ stubValue }}
        }
        let viewModel = {{ typeName }}({{ testArgumentsWithLoad }})
        viewModel.{{ action.testCall }}
        let running = viewModel.loadTask
        await gate.waitForArrival()
        viewModel.{{ action.testCall }}
        #expect(running?.isCancelled == true)
        await gate.open()
        await running?.value
        await viewModel.loadTask?.value
        #expect(await calls.count == 2)
        #expect(viewModel.state == .loaded({{ stubValue }}))
    }

    /// {{ action.name }} during the view's first load cancels that load too, and waits for it
    /// to end, so the first load's result never lands after the new one's.
    @Test func {{ action.name }}CancelsTheFirstLoad() async {
        let gate = TestGate()
        let calls = CallCounter()
        let cancelled = CallCounter()
        var {{ loadService }} = {{ loadDouble }}
        {{ loadService }}.{{ loadHandler }} = {
            if await calls.increment() == 1 {
                await gate.arrive()
                if Task.isCancelled { await cancelled.increment() }
                try Task.checkCancellation()
            }
            return {{ stubValue }}
        }
        let viewModel = {{ typeName }}({{ testArgumentsWithLoad }})
        // As the view's `.task { await viewModel.load() }` does.
        let firstLoad = Task { await viewModel.load() }
        await gate.waitForArrival()
        viewModel.{{ action.testCall }}
        await gate.open()
        await firstLoad.value
        await viewModel.loadTask?.value
        #expect(await cancelled.count == 1)
        #expect(await calls.count == 2)
        #expect(viewModel.state == .loaded({{ stubValue }}))
    }
{% endif %}
{% endfor %}
{% elif machine %}
/// {{ typeName }}'s state machine: each transition moves from each state it names, and from
/// any other does nothing.
@MainActor
struct {{ typeName }}Tests {
    @Test func startsIn{{ machine.initialUpper }}() {
        let viewModel = {{ typeName }}({{ testArguments }})
        #expect(viewModel.state == .{{ machine.initial }})
    }
{% for transition in machine.transitions %}
{% if transition.tested %}

    /// {{ transition.name }} moves from {{ transition.sourceNames }} to {{ transition.to }}.
    @Test func {{ transition.name }}MovesFromEachOfItsStates() {
        let starts: [{{ typeName }}.{{ machine.enumName }}] = [{{ transition.testSources }}]
        for start in starts {
            let viewModel = {{ typeName }}({{ testArgumentsWithState }})
            #expect(viewModel.{{ transition.testCall }})
            #expect(viewModel.state == {{ transition.testTarget }})
        }
    }
{% if transition.testRefused %}

    /// From any other state, {{ transition.name }} does nothing and returns false.
    @Test func {{ transition.name }}IsRefusedFromOtherStates() {
        let starts: [{{ typeName }}.{{ machine.enumName }}] = [{{ transition.testRefused }}]
        for start in starts {
            let viewModel = {{ typeName }}({{ testArgumentsWithState }})
            #expect(!viewModel.{{ transition.testCall }})
            #expect(viewModel.state == start)
        }
    }
{% endif %}
{% endif %}
{% endfor %}
{% else %}
/// {{ typeName }} shows its features' state as it is: each value is read through, from an
/// isolated feature.
@MainActor
struct {{ typeName }}Tests {
{% if exposed %}
    @Test func showsTheFeaturesState() {
{% for feature in features %}
        let {{ feature.name }} = {{ feature.testPath }}
{% endfor %}
        let viewModel = {{ typeName }}({{ testArguments }})
{% for value in exposed %}
        #expect(viewModel.{{ value.name }} == {{ value.path }})
{% endfor %}
    }
{% endif %}
{% endif %}
{% for action in actions %}
{% if action.testsDebounce %}

{% if action.reloads %}
    /// {{ action.name }} waits for its input to pause: of three quick calls, only the last
    /// loads, once; the two before it are cancelled while they wait.
    @Test func {{ action.name }}LoadsOnceForQuickCalls() async {
        let calls = CallCounter()
        var {{ loadService }} = {{ loadDouble }}
        {{ loadService }}.{{ loadHandler }} = {
            await calls.increment()
            return {{ stubValue }}
        }
        let viewModel = {{ typeName }}({{ testArgumentsWithLoad }})
        viewModel.{{ action.testCall }}
        let first = viewModel.loadTask
        viewModel.{{ action.testCall }}
        let second = viewModel.loadTask
        viewModel.{{ action.testCall }}
        await viewModel.loadTask?.value
        #expect(first?.isCancelled == true)
        #expect(second?.isCancelled == true)
        #expect(await calls.count == 1)
        #expect(viewModel.state == .loaded({{ stubValue }}))
    }
{% else %}
    /// {{ action.name }} waits for its input to pause: of three quick calls, the two before
    /// the last are cancelled while they wait, and only the last, after the pause, goes on to its work.
    @Test func {{ action.name }}WorksOnlyForTheLastOfQuickCalls() async {
{% if not loads %}
{% for feature in features %}
        let {{ feature.name }} = {{ feature.testPath }}
{% endfor %}
{% endif %}
        let viewModel = {{ typeName }}({{ testArguments }})
        viewModel.{{ action.testCall }}
        let first = viewModel.{{ action.taskName }}
        viewModel.{{ action.testCall }}
        let second = viewModel.{{ action.taskName }}
        viewModel.{{ action.testCall }}
        let last = viewModel.{{ action.taskName }}
        let clock = ContinuousClock()
        let start = clock.now
        await last?.value
        // The last one waited out the whole pause before its work.
        #expect(start.duration(to: clock.now) >= .milliseconds({{ action.debounce }}))
        #expect(first?.isCancelled == true)
        #expect(second?.isCancelled == true)
        #expect(last?.isCancelled == false)
    }
{% endif %}
{% endif %}
{% endfor %}

    // vmgen:begin more-tests
    // vmgen:end more-tests
}
{% if services %}

// MARK: - Test doubles
{% endif %}
{% for service in services %}
{% if service.isStruct %}

private extension {{ service.protocol }} {
    /// A quiet service: the load answers the stub value, other calls do nothing or throw.
    static var double: Self {
        Self({{ service.double.closures }})
    }
}
{% else %}

private struct {{ service.double.name }}: {{ service.double.protocol }} {
{% for handler in service.double.handlers %}
    {{ handler.property }}
{% endfor %}
{% for handler in service.double.handlers %}

    {{ handler.signature }} {
        {{ handler.forward }}
    }
{% endfor %}
}
{% endif %}
{% endfor %}
{% if services %}

private enum TestDoubleError: Error {
    case failed
    case notStubbed
}
{% endif %}
{% if reloadingActions %}

/// Counts the service calls a test makes.
private actor CallCounter {
    private(set) var count = 0

    /// The count with this call.
    @discardableResult
    func increment() -> Int {
        count += 1
        return count
    }
}
{% endif %}
{% if loads %}

/// Holds a service call until the test has looked at the ViewModel's state.
private actor TestGate {
    private var arrived = false
    private var opened = false
    private var arrivalWaiters: [CheckedContinuation<Void, Never>] = []
    private var openWaiters: [CheckedContinuation<Void, Never>] = []

    /// Called by the double: signals arrival, then waits until the test opens the gate.
    func arrive() async {
        arrived = true
        arrivalWaiters.forEach { $0.resume() }
        arrivalWaiters = []
        if opened { return }
        await withCheckedContinuation { openWaiters.append($0) }
    }

    func waitForArrival() async {
        if arrived { return }
        await withCheckedContinuation { arrivalWaiters.append($0) }
    }

    func open() {
        opened = true
        openWaiters.forEach { $0.resume() }
        openWaiters = []
    }
}
{% endif %}

"""#,
        "Operations.swift.template": #"""
{# The Operations protocol, its live implementation and its recording stub, in one file. #}
import FOSFoundation
import FOSMVVM
import Foundation

// MARK: - Protocol

public protocol {{ protocolName }}: ViewModelOperations {
{% for operation in operations %}
    {{ operation.signature }}
{% endfor %}
}

// MARK: - Live Implementation ({{ hostingTitle }})

public struct {{ liveOps }}: {{ protocolName }} {
    public init() {}
{% for operation in operations %}

    public {{ operation.signature }} {
{% if operation.sendLines %}
{% for line in operation.sendLines %}
        {{ line }}
{% endfor %}
{% else %}
        // vmgen:begin {{ operation.regionName }}
{% for line in operation.defaultBody %}
        {{ line }}
{% endfor %}
        // vmgen:end {{ operation.regionName }}
{% endif %}
    }
{% endfor %}
}

// MARK: - Stub Implementation

#if canImport(SwiftUI)
public final class {{ stubOps }}: {{ protocolName }}, @unchecked Sendable {
{% for operation in operations %}
{% if operation.callType %}
    public struct {{ operation.callType.name }}: Codable, Hashable, Sendable {
{% for field in operation.callType.fields %}
        {{ field }}
{% endfor %}
    }

{% endif %}
{% for line in operation.stubProperties %}
    {{ line }}
{% endfor %}
{% endfor %}

    public init() {}
{% for operation in operations %}

    public {{ operation.signature }} {
{% for line in operation.stubBody %}
        {{ line }}
{% endfor %}
    }
{% endfor %}
}
#endif

"""#,
        "Request.swift.template": #"""
{# A server-hosted page's request. FOSMVVM 0.13: ResponseError has no default, #}
{# and the 5-argument init(query:sort:fragment:requestBody:responseBody:) is the witness. #}
import FOSFoundation
import FOSMVVM
import Foundation

public final class {{ typeName }}: ViewModelRequest, @unchecked Sendable {
{% if hasQuery %}
    public struct Query: ServerRequestQuery {
{% for field in queryFields %}
        {{ field }}
{% endfor %}

        public init({{ queryInitParameters }}) {
{% for line in queryAssignments %}
            {{ line }}
{% endfor %}
        }
    }

    public let query: Query?
{% else %}
    public typealias Query = EmptyQuery
{% endif %}
{% if responseErrorLines %}

{% for line in responseErrorLines %}
{{ line }}
{% endfor %}
{% else %}
    public typealias ResponseError = {{ responseError }}
{% endif %}

    public var responseBody: {{ viewModel }}?

    public init({{ initParameters }}) {
{% if hasQuery %}
        self.query = query
{% endif %}
        self.responseBody = responseBody
    }
}

"""#,
        "RequestTests.swift.template": #"""
{# Tests for one request vmgen generates: its coding round trip, its stub's body against its #}
{# own validation, and each error message in every locale (FOSTesting). #}
import FOSFoundation
import FOSMVVM
import FOSTesting
import Foundation
import Testing
@testable import {{ module }}

@Suite("{{ typeName }}")
struct {{ typeName }}Tests: LocalizableTestCase {
    let locStore: LocalizationStore
    var locales: Set<Locale> { [{{ locales | join:", " }}] }

    init() throws {
        locStore = try Self.loadLocalizationStore(bundle: Bundle.module, resourceDirectoryName: {{ resourceDirectoryName }})
    }
{% if isStubbable %}

    /// The request, as `stub()` builds it, encodes and decodes.
    @Test func codingRoundTrip() throws {
        try expectCodable({{ typeName }}.self)
    }
{% else %}

    /// The request encodes and decodes, its query intact.
    @Test func codingRoundTrip() throws {
        let request = {{ typeName }}({{ showArguments }})
        let decoded: {{ typeName }} = try request.toJSON().fromJSON()
        #expect(decoded.query == request.query)
    }
{% endif %}
{% if hasBody %}

    /// The stub's body passes the validation the server runs on it.
    @Test func stubBodyIsValid() throws {
        let body = try #require({{ typeName }}.stub().requestBody)
        #expect(body.validate() == nil)
    }
{% endif %}
{% if errorMessages %}

    /// Every error message has its text in every locale: the server localizes the error when
    /// it sends it, and a missing text would arrive as null and fail the client's decode.
    @Test func errorMessagesAreLocalized() throws {
        for locale in locales {
            let error: {{ typeName }}.ResponseError = try {{ typeName }}.ResponseError({{ errorArguments }})
                .toJSON(encoder: encoder(locale: locale))
                .fromJSON()
{% for message in errorMessages %}
            #expect(try !error.{{ message }}.localizedString.isEmpty, "{{ message }} in \(locale.identifier)")
{% endfor %}
        }
    }
{% endif %}

    // vmgen:begin more-tests
    // vmgen:end more-tests
}

"""#,
        "ResourceAccess.swift.template": #"""
{# The bundle accessor of a module that carries localization resources (FOSMVVM's SwiftUI app setup). #}
import Foundation

/// The localization bundle of the {{ module }} module, for MVVMEnvironment's resourceBundles.
public enum {{ typeName }} {
    public static var localizationBundle: Bundle { Bundle.module }
}

"""#,
        "Routes.swift.template": #"""
{# Every request the server serves, registered in one place (FOSMVVMVapor): each #}
{# server-hosted page's ViewModelRequest through its factory, each other request's controller. #}
import FOSFoundation
import FOSMVVM
import FOSMVVMVapor
import Foundation
import Vapor
import {{ viewModelsModule }}
// vmgen:begin imports
// vmgen:end imports

extension Application {
    /// Registers every request vmgen generates: call it once at boot, `try app.registerRequestRoutes()`.
    /// FOSMVVM derives each path from the request's type name, so the routes are registered on
    /// the application itself, never on a path-prefixed group.
    public func registerRequestRoutes() throws {
{% for page in pages %}
        try routes.register(request: {{ page }}.self, app: self)
{% endfor %}
{% for controller in controllers %}
        try routes.register(collection: {{ controller }}())
{% endfor %}
        // vmgen:begin routes
        // vmgen:end routes
    }
}

"""#,
        "ServerRequest.swift.template": #"""
{# A request a spec declares under requests:, as FOSMVVM's serverrequest-generator writes one: #}
{# its Query, RequestBody, ResponseBody and ResponseError nested in the class, the 5-argument #}
{# init every ServerRequest implements, and a write's stub() (its protocol refines Stubbable). #}
import FOSFoundation
import FOSMVVM
import Foundation

{% for line in docLines %}
{{ line }}
{% endfor %}
{% if docLines %}
///
{% endif %}
/// {{ summary }}
public final class {{ typeName }}: {{ protocolName }}, @unchecked Sendable {
{% if not hasQuery %}
    public typealias Query = EmptyQuery
{% endif %}
    public typealias Fragment = EmptyFragment
{% if not hasBody %}
    public typealias RequestBody = EmptyBody
{% endif %}
{% if not hasResponse %}
    public typealias ResponseBody = EmptyBody
{% endif %}
{% if not responseErrorLines %}
    public typealias ResponseError = {{ responseError }}
{% endif %}
{% if hasQuery %}

    public struct Query: ServerRequestQuery {
{% for field in queryFields %}
        {{ field }}
{% endfor %}

        public init({{ queryInitParameters }}) {
{% for line in queryAssignments %}
            {{ line }}
{% endfor %}
        }
    }
{% endif %}
{% if hasBody %}

    public struct RequestBody: {{ bodyDeclaration }} {
{% for field in bodyFields %}
        {{ field }}
{% endfor %}
{% if formMessages %}

        // Computed, never stored: the request is sent with a plain encoder, which cannot encode
        // the bound messages; the server localizes a ValidationError's messages when it sends it.
        public var {{ formMessages.property }}: {{ formMessages.type }} { .init() }
{% endif %}

        public init({{ bodyInitParameters }}) {
{% for line in bodyAssignments %}
            {{ line }}
{% endfor %}
        }
{% if not formMessages %}

        public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
{% if bodyValidation %}
            var result = [ValidationResult]()
{% for line in bodyValidation %}
            {{ line }}
{% endfor %}
            validations.validations += result
            return .init(for: result)
{% else %}
            nil
{% endif %}
        }
{% endif %}
    }
{% endif %}
{% if hasResponse %}

    public struct ResponseBody: {{ responseProtocol }} {
{% for field in responseFields %}
        {{ field }}
{% endfor %}

        public init({{ responseInitParameters }}) {
{% for line in responseAssignments %}
            {{ line }}
{% endfor %}
        }
    }
{% endif %}
{% if responseErrorLines %}

{% for line in responseErrorLines %}
{{ line }}
{% endfor %}
{% endif %}

{% if hasQuery %}
    public let query: Query?
{% endif %}
{% if hasBody %}
    public let requestBody: RequestBody?
{% endif %}
    public var responseBody: ResponseBody?

    public init({{ initParameters }}) {
{% if hasQuery %}
        self.query = query
{% endif %}
{% if hasBody %}
        self.requestBody = requestBody
{% endif %}
        self.responseBody = responseBody
    }
{% if isStubbable %}

    public static func stub() -> Self {
        {{ stubExpression }}
    }
{% endif %}
{% if stubModel %}

    /// The identity `stub()` gives: FOSMVVM mints a `ModelIdentity` only from a `Model`.
    private static var stubModelIdentity: ModelIdentity {
        // Never throws: the stub model has an id.
        try! {{ stubModel.name }}(id: ModelIdType(uuidString: "{{ stubModel.id }}")).modelIdentity
    }
{% endif %}
}
{% if stubModel %}

/// A model for `{{ typeName }}.stub()` alone, in {{ typeName }}'s namespace.
private struct {{ stubModel.name }}: Model {
    static var modelIdentityNamespace: ModelNamespace { .init(for: {{ typeName }}.self) }
    var id: ModelIdType?
}
{% endif %}

"""#,
        "UITestCase.swift.template": #"""
{# One of the project's pair of FOSTestingUI base classes (FOSMVVM's ui-tests generator): the
   display-only one over ViewModelDisplayTestCase<VM>, the interactive one over
   ViewModelViewTestCase<VM, VMO>, whose VMO is a ViewModel's stub operations. Each pins setUp
   to the App under test and to the localization the tests encode their ViewModels with. #}
{% for module in imports %}
import {{ module }}
{% endfor %}

{% if interactive %}
/// The base of the UI tests of {{ appName }}'s interactive views: FOSTestingUI presents the view in
/// the App and reads back, through the view's test data transporter, the stub operations it called.
{% else %}
/// The base of the UI tests of {{ appName }}'s display-only views: FOSTestingUI presents the view in
/// the App, with a ViewModel the test encodes.
{% endif %}
class {{ typeName }}<{{ genericParameters }}>: {{ baseName }}<{{ genericArguments }}>, @unchecked Sendable {
    override func setUp() async throws {
        // The YAML of this test bundle and of the modules the App loads its localization from:
        // a text none of them translates shows as a placeholder made from its key.
        try await super.setUp(
            bundles: [
{% for bundle in bundles %}
                {{ bundle }}{% if not loop.last %},{% endif %}
{% endfor %}
            ],
            resourceDirectoryName: "",
            appBundleIdentifier: {{ bundleIdentifier }}
        )

        continueAfterFailure = false
    }

    // vmgen:begin helpers
    // vmgen:end helpers
}

"""#,
        "View.swift.template": #"""
{# The FOSMVVM ViewModelView of one ViewModel (FOSMVVM's `ViewModelView` protocol, under
   `#if canImport(SwiftUI)` as FOSMVVM's own SwiftUI support is). Its content is user code; an
   interactive view hands the operations what the ViewModel does not hold, from @Environment.
   Outside the body region SwiftUI's types are named `SwiftUI.X`, so a type of the same name
   cannot capture them; the region is the user's and reads as hand-written SwiftUI (`Text(…)`),
   `SwiftUI.X` only where a type the specs declare has the name. #}
#if canImport(SwiftUI)
{% for module in imports %}
import {{ module }}
{% endfor %}

public struct {{ viewName }}: ViewModelView {
{% for environment in environments %}
    @SwiftUI.Environment({{ environment.type }}.self) private var {{ environment.name }}
{% endfor %}
    private let viewModel: {{ typeName }}
{% if interactive %}
    private let operations: any {{ protocolName }}

    #if DEBUG
    @SwiftUI.State private var repaintToggle = false
    #endif
{% endif %}

    public init(viewModel: {{ typeName }}) {
        self.viewModel = viewModel
{% if interactive %}
        self.operations = viewModel.operations
{% endif %}
    }

    public var body: some SwiftUI.View {
        content
{% if interactive %}
            #if DEBUG
            .testDataTransporter(viewModelOps: operations, repaintToggle: $repaintToggle)
            #endif
{% endif %}
    }

    @SwiftUI.ViewBuilder private var content: some SwiftUI.View {
        // vmgen:begin body
{% for line in body %}
        {{ line }}
{% endfor %}
        // vmgen:end body
    }
{% if interactive %}

    // MARK: - Operations
{% for action in actions %}

    {{ action.signature }} {
        {{ action.call }}
        toggleRepaint()
    }
{% endfor %}

    private func toggleRepaint() {
        #if DEBUG
        repaintToggle.toggle()
        #endif
    }
{% endif %}
}

#Preview {
    {{ viewName }}.previewHost()
{% for storage in previewStorages %}
{% if storage.known %}
        .environment({{ storage.expression }})
{% else %}
        // vmgen:begin preview-{{ storage.type }}
        {{ storage.unknownComment }}
        .environment({{ storage.expression }})
        // vmgen:end preview-{{ storage.type }}
{% endif %}
{% endfor %}
}
#endif

"""#,
        "ViewModel.swift.template": #"""
{# The ViewModel struct. Context: see Sources/VMGenKit/Rendering/ViewModelContext.swift. #}
import FOSFoundation
import FOSMVVM
import Foundation

{% for line in doc %}
/// {{ line }}
{% endfor %}
{{ macro }}
public struct {{ typeName }}{{ conformances }} {
{% if requestType %}
    public typealias Request = {{ requestType }}

{% endif %}
{% if texts %}
    // MARK: - Localized UI Text

{% for text in texts %}
{% for line in text.declarations %}
    {{ line }}
{% endfor %}
{% endfor %}

{% endif %}
{% if substitutions %}
    // MARK: - Substitutions

{% for substitution in substitutions %}
    private var {{ substitution.name }}: [String: any Localizable] {
        [{{ substitution.entries | join:", " }}]
    }

{% endfor %}
{% endif %}
{% if data %}
    // MARK: - Data

{% for line in data %}
    {{ line }}
{% endfor %}

{% endif %}
{% if children %}
    // MARK: - Child ViewModels

{% for line in children %}
    {{ line }}
{% endfor %}

{% endif %}
{% if nestedTypes %}
    // MARK: - Nested Types

{% for nested in nestedTypes %}
{% for line in nested.doc %}
    /// {{ line }}
{% endfor %}
    public struct {{ nested.name }}: {{ nested.conformances }} {
{% for line in nested.declarations %}
        {{ line }}
{% endfor %}

        public init({{ nested.initParameters }}) {
{% for line in nested.assignments %}
            {{ line }}
{% endfor %}
        }
    }

{% endfor %}
{% endif %}
    // MARK: - Identity

    // {{ identity.comment }}
    {{ identity.declaration }}
{% if identity.modelIdentityAlias %}

    /// What `ModelIdentifiedViewModel` reads: the model's identity this ViewModel projects.
    public var modelIdentity: ModelIdentity { {{ identity.modelIdentityAlias }} }
{% endif %}

{% if interactive %}
    // MARK: - Operations Access

    private let isStub: Bool

    #if canImport(SwiftUI)
    public var operations: any {{ operationsProtocol }} {
        isStub ? {{ stubOps }}() : {{ liveOps }}()
    }
    #endif

{% endif %}
    // MARK: - Initialization

{% if initialization.usesPrivateInit %}
    public init({{ initialization.publicParameters }}) {
        self.init({{ initialization.forwardArguments }})
    }

    private init({{ initialization.privateParameters }}) {
{% if interactive %}
        self.isStub = isStub
{% endif %}
{% for line in initialization.assignments %}
        {{ line }}
{% endfor %}
    }
{% elif initialization.assignments %}
    public init({{ initialization.publicParameters }}) {
{% for line in initialization.assignments %}
        {{ line }}
{% endfor %}
    }
{% else %}
    public init() {}
{% endif %}

{% if initialization.zeroArgumentStub %}
    public static func stub() -> Self {
        .init({{ initialization.stubArguments }})
    }
{% else %}
    public static func stub({{ initialization.stubParameters }}) -> Self {
        .init({{ initialization.stubArguments }})
    }
{% endif %}
{% if initialization.stubModel %}

    /// The identity `stub()` gives: FOSMVVM mints a `ModelIdentity` only from a `Model`.
    private static var stubModelIdentity: ModelIdentity {
        // Never throws: the stub model has an id.
        try! {{ initialization.stubModel.name }}(id: ModelIdType(uuidString: "{{ initialization.stubModel.id }}")).modelIdentity
    }
{% endif %}
}
{% if errorDisplay %}

extension {{ typeName }} {
    /// Shows a caught {{ errorDisplay.errorType }}. Its message arrives already localized (the
    /// server's localizing encoder resolved it) and passes through unchanged.
    public init({{ errorDisplay.parameters }}) throws {
        try self.init({{ errorDisplay.arguments }})
    }
}
{% endif %}
{% for nested in nestedTypes %}

/// The two stub tiers of a plain nested type: @ViewModel synthesizes stub() only for ViewModels.
public extension {{ typeName }}.{{ nested.name }} {
    static func stub() -> Self {
        .stub({{ nested.zeroArgument }})
    }

    static func stub({{ nested.stubParameters }}) -> Self {
        .init({{ nested.stubArguments }})
    }
}
{% endfor %}
{% if initialization.stubModel %}

/// A model for `{{ typeName }}.stub()` alone, in {{ typeName }}'s namespace.
private struct {{ initialization.stubModel.name }}: Model {
    static var modelIdentityNamespace: ModelNamespace { .init(for: {{ typeName }}.self) }
    var id: ModelIdType?
}
{% endif %}

"""#,
        "ViewModelTests.swift.template": #"""
{# Tests for one FOSMVVM ViewModel: translations, coding and versioning via FOSTesting. #}
import FOSFoundation
import FOSMVVM
import FOSTesting
import Foundation
import Testing
@testable import {{ module }}

@Suite("{{ typeName }}")
struct {{ typeName }}Tests: LocalizableTestCase {
    let locStore: LocalizationStore
    var locales: Set<Locale> { [{{ locales | join:", " }}] }

    init() throws {
        locStore = try Self.loadLocalizationStore(bundle: Bundle.module, resourceDirectoryName: {{ resourceDirectoryName }})
    }

    /// Coding round-trip, versioning baseline and every translation in every locale.
    @Test func fullViewModelTests() throws {
        try expectFullViewModelTests({{ typeName }}.self)
    }
{% if fieldsMessages %}

    /// The form's validation messages, and each field's title and placeholder, in every locale.
    @Test func fieldsTests() throws {
        try expectFullFieldValidationModelTests({{ fieldsMessages }}.self)
{% for field in formFields %}
        try expectFullFormFieldTests({{ field }})
{% endfor %}
    }
{% endif %}
{% if operations %}

    #if canImport(SwiftUI)
    /// The stub operations record each call and what it was called with (and, client-hosted,
    /// mirror the write to storage).
    @Test func stubOperationsRecordTheirCalls() async throws {
        let operations = {{ stubOps }}()
{% for storage in storages %}
{% if storage.known %}
        let {{ storage.name }} = {{ storage.expression }}
{% else %}
        // vmgen:begin {{ storage.region }}
        {{ storage.unknownComment }}
        let {{ storage.name }} = {{ storage.expression }}
        // vmgen:end {{ storage.region }}
{% endif %}
{% endfor %}
{% for operation in operations %}

{% for line in operation.lines %}
        {{ line }}
{% endfor %}
{% endfor %}
    }
    #endif
{% endif %}

    // vmgen:begin more-tests
    // vmgen:end more-tests
}

"""#,
        "ViewUITests.swift.template": #"""
{# The FOSTestingUI test of one view the App registers for testing (FOSMVVM's ui-tests
   generator): it presents the view with the ViewModel's stub, localized; an interactive view
   also hands back its stub operations, none called yet. What the view shows and what a tap
   does are the project's, in the regions. A view vmgen.yml's `featureFlags:` registers only
   under a compilation condition is tested under the same one: without it the App does not
   register the view, and the test would fail. #}
{% for module in imports %}
import {{ module }}
{% endfor %}

{% if featureFlag %}
// The App registers {{ viewName }} for testing only in builds with -D {{ featureFlag }}:
// set it in this test target's Swift compiler flags too, or the test is left out.
#if {{ featureFlag }}
{% endif %}
{% if interactive %}
final class {{ className }}: {{ baseName }}<{{ typeName }}, {{ stubOps }}>, @unchecked Sendable {
    /// The App presents {{ viewName }} with the stub ViewModel, localized, and the view hands back
    /// its stub operations (its test data transporter), none of them called yet.
{% else %}
final class {{ className }}: {{ baseName }}<{{ typeName }}>, @unchecked Sendable {
    /// The App presents {{ viewName }}, a display-only view, with the stub ViewModel, localized.
{% endif %}
    func testPresentsTheView() async throws {
        let viewModel = try localizedViewModel()
        let app = try presentView(viewModel: viewModel)
        // FOSMVVM's test host stops the App when it cannot present the view: a view not
        // registered for testing, a ViewModel that does not decode.
        XCTAssertFalse(app.wait(for: .notRunning, timeout: 2), "the App stopped while presenting {{ viewName }}")
{% if interactive %}

        let operations = try viewModelOperations()
{% for operation in operations %}
        XCTAssertFalse(operations.{{ operation }}Called)
{% endfor %}
{% endif %}

        // vmgen:begin presents
        // What the view shows, found by the identifiers its content tags (.uiTestingIdentifier)
        // and compared with the ViewModel, never with literal text{% if text %}, e.g.{% else %}.{% endif %}
{% if text %}
        // XCTAssertEqual(app.uiTestingElement("{{ text }}").label, viewModel.{{ text }})
{% endif %}
        // vmgen:end presents
    }

    // vmgen:begin more-tests
{% if interactive %}
    // A test per interaction: present, tap, then ask the stub operations what was called, e.g.
{% for operation in operations %}
{% if loop.first %}
    // func test{{ operation | upperFirst }}() async throws {
    //     let app = try presentView()
    //     app.uiTestingElement("{{ operation }}Button").tap()
    //     XCTAssertTrue(try viewModelOperations().{{ operation }}Called)
    // }
{% endif %}
{% endfor %}
{% endif %}
    // vmgen:end more-tests
}
{% if featureFlag %}
#endif
{% endif %}

"""#,
    ]
}
