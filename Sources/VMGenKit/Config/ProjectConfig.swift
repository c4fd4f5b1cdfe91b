/// The project settings from `vmgen.yml`. Paths are relative to the folder holding the config
/// file (the project root) and always use `/`.
public struct ProjectConfig: Sendable, Hashable {
    /// Folder holding the spec files (`*.yml`, searched recursively).
    public var specs: String = "Specs"
    /// Locales every localized text must have, in output order.
    public var locales: [String] = ["en"]
    /// `fallbackLocale:`, one of `locales`: a text with no value in a locale is written with
    /// this locale's text (marked as a fallback in the YAML) instead of failing LOC-01. Nil: a
    /// missing translation is an error (LOC-01), never blank text that ships.
    public var fallbackLocale: String?
    /// The client-facing ViewModels module: ViewModels, Operations, Requests, enums.
    public var viewModels = Target(module: "ViewModels", path: "Sources/ViewModels")
    /// The server module: factories go to `<path>/ViewModelFactories/<Feature>/`.
    public var server = Target(module: "WebServer", path: "Sources/WebServer")
    /// Where localization YAML goes: server-hosted ViewModels' next to the server, client-hosted
    /// ones' inside the bundle of the ViewModels module.
    public var resources = Resources()
    /// Modules the ViewModels module must never import (domain / wire / persistence).
    public var domainModules: [String] = []
    /// A folder of templates overriding the built-in ones, file by file.
    public var templates: String?
    /// Extra lines put at the top of every generated file (e.g. a license), without comment
    /// markers: vmgen adds `//` or `#`.
    public var header: String?
    /// Not read from vmgen.yml: the project folder as seen from the output root, when vmgen
    /// writes elsewhere (`--output-root`) — `../Harbor`. Every header it writes names it, and a
    /// generated file naming another project (or none, for this one's) is that project's: never
    /// deleted, never overwritten. Nil when the output root is the project folder.
    public var owner: String?

    /// A version requirement on vmgen itself (`0.1`, `0.1.0`, `>= 0.1.0`), from `vmgen_version:`;
    /// an older or newer vmgen refuses to run.
    public var vmgenVersion: String?
    /// Per-rule settings from `rules:`: a rule id, name or alias → `off`, `warning` or `error`.
    public var ruleSettings: [String: RuleSetting] = [:]
    /// What `vmgen lint` reads when given no paths, and what it skips (`lint:`).
    public var lint = Lint()

    /// The `@main` App file to generate, from `app:`; nil when not configured.
    public var app: AppSettings?
    /// Generated ViewModelViews, from `views:`; nil when not configured (no views generated).
    public var views: ViewSettings?
    /// Generated ViewModel tests, from `tests:`; nil when not configured.
    public var tests: TestSettings?
    /// Generated FOSTestingUI tests of the views the App registers, from `uiTests:`; nil when not configured.
    public var uiTests: UITestSettings?
    /// Settings of `style: observable` screens, from `observable:` (else defaults).
    public var observableSettings: ObservableSettings?

    /// The folders vmgen reads that vmgen.yml names, each with where it is named: every one
    /// must exist. The library does no I/O, so the command line checks them when it loads the
    /// project. A default the file does not spell out is not listed.
    public var namedInputs: [NamedInput] = []

    /// The observable settings in effect.
    public var observable: ObservableSettings { observableSettings ?? .defaults(for: self) }

    public init() {}

    public enum RuleSetting: String, Sendable, Hashable, CaseIterable {
        case off, warning, error
    }

    /// A folder (or, in `lint.include`, a file) vmgen.yml names for vmgen to read.
    public struct NamedInput: Sendable, Hashable {
        public enum Role: Sendable, Hashable {
            case specs, templates, lintInclude
        }

        public var role: Role
        /// Project-relative, as `ProjectConfig` holds it.
        public var path: String
        /// The value in vmgen.yml.
        public var location: SourceLocation
    }

    public struct Lint: Sendable, Hashable {
        /// Folders (or files) linted by default.
        public var include: [String] = ["Sources"]
        /// Path prefixes never linted.
        public var exclude: [String] = []
        /// `lint.defaultIsolation`: the default actor isolation of every linted file, as the
        /// project states it; nil to read it from the build (`mainActorFolders`).
        public var defaultIsolation: DefaultIsolation?
        /// Folders whose Swift code is MainActor by default, as the command line read them from
        /// the build (`Package.swift`, `project.pbxproj`): project-relative like the linted paths
        /// (`.` for all of them), absolute outside the project. Not from vmgen.yml.
        public var mainActorFolders: [String] = []
    }

    public struct Target: Sendable, Hashable {
        public var module: String
        public var path: String
        /// `viewModels.imports`: modules the ViewModels module may import besides FOSMVVM,
        /// FOSFoundation, Foundation and Observation (what DOM-01 allows when vmgen.yml names no
        /// domainModules, and so cannot tell a domain module from a harmless one).
        public var imports: [String] = []
    }

    public struct Resources: Sendable, Hashable {
        public var server: String = "Sources/Resources/ViewModels"
        public var client: String = "Sources/ViewModels/Resources/Localizations"
    }

    /// Every folder vmgen writes into; generated files found there and no longer produced are
    /// stale and removed.
    public var outputFolders: [String] {
        [viewModels.path, server.path + "/ViewModelFactories", server.path + "/Controllers", resources.server, resources.client]
            + [app?.path, views?.path, tests?.path, tests?.serverPath, uiTests?.path, observable.path, observable.testsPath].compactMap { $0 }
            + accessorFolders
    }

    /// The module folder of a bundle accessor vmgen writes outside the folders above
    /// (`Sources/Shared` when `resources.client` is in it).
    private var accessorFolders: [String] {
        guard app != nil, let client = BundleAccessors.clientModule(self), client.module != viewModels.module else { return [] }
        return [client.folder]
    }
}
