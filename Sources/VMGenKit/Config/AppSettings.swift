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

    /// `environment:` — SwiftUI environment values the App sets on its scene, in vmgen.yml's order.
    public var environment: [EnvironmentValue] = []

    /// `name: ".dark"` sets an existing value (SwiftUI's `colorScheme`); `name: { type:, default: }`
    /// declares a key of the app's own, then sets it. Each setting is a protected region.
    public struct EnvironmentValue: Sendable, Hashable {
        /// The `EnvironmentValues` member: `\.harborTheme`.
        public var name: String
        /// The value type of a key vmgen declares; nil for an existing one.
        public var type: String?
        /// The key's `defaultValue` (one line of Swift).
        public var defaultValue: String?
        /// What the App sets it to at first (the region's first text): `value:`, else the default.
        public var value: String
    }

    /// `testConfigurations:` — the cases of `{Name}TestConfiguration`, the `Codable` enum a UI test
    /// passes (as JSON) to the App's test host; each case's view is a protected region.
    public var testConfigurations: [String] = []
    /// `featureFlags:` — compilation condition → the views registered for testing only under
    /// `#if FLAG`, in vmgen.yml's order.
    public var featureFlags: [FeatureFlag] = []

    public struct FeatureFlag: Sendable, Hashable {
        public var flag: String
        public var views: [Named]
        public var location: SourceLocation
    }

    /// A name in vmgen.yml and where it is written.
    public struct Named: Sendable, Hashable {
        public var name: String
        public var location: SourceLocation
    }

    /// The flag `view` is registered under, if any.
    public func featureFlag(of view: String) -> String? {
        featureFlags.first { $0.views.contains { $0.name == view } }?.flag
    }

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
