/// `app:` in vmgen.yml — the FOSMVVM SwiftUI `@main` App file (FOSMVVM's SwiftUI app setup): its name, where it
/// goes, the root view, the localization bundles and the server URL of each deployment.
public struct AppSettings: Sendable, Hashable {
    /// e.g. `Harbor` → `struct HarborApp: App` in `HarborApp.swift`.
    public var name: String
    /// Folder of the app target.
    public var path: String
    /// The outermost view inside the WindowGroup; defaults to the view of the first page the App can bind.
    public var rootView: String?
    /// Modules whose localization bundles the app loads (`{Module}ResourceAccess`), as vmgen.yml
    /// lists them; defaults to the ViewModels module. The App also loads the module holding
    /// `resources.client` (`BundleAccessors.loaded`).
    public var resourceBundles: [String]
    /// Deployment (`production`, `staging`, `debug`, …) → server base URL, in spec order.
    public var deploymentURLs: [Deployment]
    public var location: SourceLocation
    /// Where `rootView` is named, if it is.
    public var rootViewLocation: SourceLocation?
    /// `version:` — the application version, `SystemVersion.{name}` declared in a module the
    /// client and the server share, passed as MVVMEnvironment's `currentVersion:`; nil: FOSMVVM
    /// takes the app bundle's version.
    public var version: Version?

    public struct Version: Sendable, Hashable {
        /// Imported by the App (unless it is the App's own module).
        public var module: String
        /// A static `SystemVersion` property: `currentApplicationVersion`, FOSMVVM's suggestion.
        public var name: String
    }

    public struct Deployment: Sendable, Hashable {
        public var name: String
        public var url: String
        /// Listed under `custom:`: `Deployment.custom(name:)` rather than a case of its own.
        public var isCustom = false

        /// How the App file names it: `.production`, `.custom(name: "qa")`.
        public var swiftExpression: String { isCustom ? ".custom(name: \(SwiftLiteral.string(name)))" : "." + name }
    }
}

/// `tests:` in vmgen.yml — opt-in generated tests for every FOSMVVM ViewModel.
public struct TestSettings: Sendable, Hashable {
    /// Folder of the test target, e.g. `Tests/ViewModelsTests`.
    public var path: String
    /// The module under test, imported with `@testable`.
    public var module: String
    /// The resource folder the localization store is loaded from (FOSTesting's default).
    public var resourceDirectoryName: String
    /// `serverPath`: the server's test target, e.g. `Tests/WebServerTests`, where each request's
    /// controller gets a test that sends the request through it in-process (FOSTestingVapor);
    /// nil: no server tests.
    public var serverPath: String? = nil

    public init(path: String, module: String, resourceDirectoryName: String, serverPath: String? = nil) {
        self.path = path
        self.module = module
        self.resourceDirectoryName = resourceDirectoryName
        self.serverPath = serverPath
    }
}
