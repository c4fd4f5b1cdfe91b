/// Something in a source file `vmgen import` did not carry into a spec, and why. Import never
/// drops a construct in silence: whatever the spec language (or this slice of import) cannot
/// hold is listed with its place, so a team knows what regenerating would change.
public struct ImportNote: Sendable, Hashable, Comparable {
    public var location: SourceLocation
    public var message: String
    /// Whether the user has something to do about it after generating: false for what stays
    /// in place as it is (an extension, a domain type of the app).
    public var needsWork: Bool

    public init(location: SourceLocation, message: String, needsWork: Bool = true) {
        self.location = location
        self.message = message
        self.needsWork = needsWork
    }

    /// `file:line:col: note: message`, the form every vmgen diagnostic takes.
    public var rendered: String { "\(location.file):\(location.line):\(location.column): note: \(message)" }

    public static func < (left: ImportNote, right: ImportNote) -> Bool {
        (left.location.file, left.location.line, left.location.column, left.message)
            < (right.location.file, right.location.line, right.location.column, right.message)
    }
}

/// One spec `vmgen import` made: its file name in the spec folder (`Dashboard.yml`) and text.
public struct ImportedSpec: Sendable, Hashable {
    public var fileName: String
    public var text: String
    /// The ViewModel names the spec declares: its own, then its children's.
    public var names: [String]
    /// The source files, sorted, that declare what the spec now generates (its ViewModels,
    /// request, operations and display enums). Wherever they are, they clash with the
    /// generated files, so they go aside before `vmgen generate`.
    public var sourceFiles: [String]
    /// The type names of the requests it declares under `requests:` (`BerthUpdateRequest`).
    public var requests: [String]

    public init(fileName: String, text: String, names: [String] = [], sourceFiles: [String] = [], requests: [String] = []) {
        self.fileName = fileName
        self.text = text
        self.names = names
        self.sourceFiles = sourceFiles
        self.requests = requests
    }

    /// Why these specs cannot all be written: two with one file name (a `@ViewModel` and an
    /// `@Observable` screen of the same name, say), or one ViewModel name declared by two. Each
    /// is one sentence; empty when they can. The import refuses them all before writing any,
    /// so it never stops halfway with some specs written.
    public static func clashes(_ specs: [ImportedSpec]) -> [String] {
        func from(_ found: [ImportedSpec]) -> String {
            let files = Set(found.flatMap(\.sourceFiles)).sorted()
            return files.isEmpty ? "" : " (read from \(files.joined(separator: ", ")))"
        }
        var clashes: [String] = []
        // Grouped ignoring case: `Foo.yml` and `FOO.yml` are one file on a case-insensitive file
        // system (the default on macOS).
        for (_, found) in Dictionary(grouping: specs, by: { $0.fileName.lowercased() }).sorted(by: { $0.key < $1.key }) where found.count > 1 {
            let names = Set(found.map(\.fileName)).sorted()
            clashes.append(names.count == 1
                ? "\(found.count) imported specs would each be written as \(names[0])\(from(found)); rename one of the types, or import them from separate paths one at a time"
                : "imported specs would be written as \(names.joined(separator: " and ")), which differ only by letter case\(from(found)): on a case-insensitive file system (the default on macOS) they are one file; rename one of the types")
        }
        let byName = Dictionary(grouping: specs.flatMap { spec in Set(spec.names).map { ($0, spec) } }, by: \.0)
        for (name, found) in byName.sorted(by: { $0.key < $1.key }) where Set(found.map(\.1.fileName)).count > 1 {
            let files = Set(found.map(\.1.fileName)).sorted().joined(separator: " and ")
            clashes.append("'\(name)' would be declared by both \(files)\(from(found.map(\.1))); the next generate would stop on it")
        }
        return clashes
    }
}

/// A source file handed to the importer: its path (as it should appear in notes) and text.
public struct ImportSource: Sendable, Hashable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A hand-written body `vmgen import` carries into a generated file's protected region: a
/// live operation's body (the `{Name}Ops` region of the operation's name), a server page's
/// factory body (the factory file's `body` region), a controller's handler (the region named
/// after its action) or the routes of RequestRoutes.swift (its `routes` region), and the
/// `imports` regions of the server files.
public struct ImportedBody: Sendable, Hashable {
    public enum Place: Sendable, Hashable {
        case operation(String)
        case factory
        /// The factory file's `imports` and `extensions` regions (`FactoryExtras`).
        case factoryImports, factoryExtensions
        /// The factory file's region of one of `versions:` (`model_v1_0_0`), by region name.
        case factoryVersion(String)
        /// A controller's handler, by action, and the controller's `imports` region.
        case handler(String)
        case controllerImports
        /// RequestRoutes.swift's `routes` and `imports` regions.
        case routes, routesImports
    }

    /// Whose generated file holds the region: the spec name of the ViewModel (operations,
    /// factory), the request's type name (a controller), empty for RequestRoutes.swift.
    public var viewModel: String
    public var place: Place
    /// The region's exact text (whole lines, each ending in a line break).
    public var text: String
    /// The hand-written function it came from.
    public var source: SourceLocation

    public init(viewModel: String, place: Place, text: String, source: SourceLocation) {
        self.viewModel = viewModel
        self.place = place
        self.text = text
        self.source = source
    }

    /// Whether it goes into the factory file.
    public var isFactory: Bool {
        switch place {
        case .factory, .factoryImports, .factoryExtensions, .factoryVersion: true
        default: false
        }
    }

    /// The protected region's name in the generated file.
    public var region: String {
        switch place {
        case .operation(let name), .handler(let name), .factoryVersion(let name): name
        case .factory: "body"
        case .factoryImports, .controllerImports, .routesImports: "imports"
        case .factoryExtensions: "extensions"
        case .routes: "routes"
        }
    }

    /// The generated file that takes the body, as the specs in `set` generate it: nil when they
    /// generate none (then the body is not carried, and a note says so).
    public func generatedPath(in set: ViewModelSet, paths: OutputPaths) -> String? {
        switch place {
        case .operation, .factory, .factoryImports, .factoryExtensions, .factoryVersion:
            guard let viewModel = set[viewModel] else { return nil }
            return isFactory ? paths.factory(viewModel) : paths.operations(viewModel)
        case .handler, .controllerImports:
            return ServedRequest.all(in: set).first { $0.typeName == viewModel }.map(paths.controller)
        case .routes, .routesImports:
            return RoutesContext(project: set, viewModelsModule: "").isEmpty ? nil : paths.routes
        }
    }

    /// What the file is, in a note: `'FooViewModel'`, `the controller of 'FooRequest'`.
    public var target: String {
        switch place {
        case .operation, .factory, .factoryImports, .factoryExtensions, .factoryVersion: "'\(viewModel)ViewModel'"
        case .handler, .controllerImports: "the controller of '\(viewModel)'"
        case .routes, .routesImports: "RequestRoutes.swift (the project serves no request)"
        }
    }
}

/// What an import produced: the specs, sorted by file name, and the notes, sorted by place.
public struct ImportResult: Sendable {
    public var specs: [ImportedSpec]
    public var notes: [ImportNote]
    /// The hand-written bodies to carry into the generated files, by source place.
    public var bodies: [ImportedBody] = []
    /// The locales the localization YAML gives text in, in the order first met: the imported
    /// specs carry text in each, so the project must list them all.
    public var locales: [String]

    public init(specs: [ImportedSpec], notes: [ImportNote], locales: [String] = []) {
        self.specs = specs
        self.notes = notes
        self.locales = locales
    }

    /// Localization files every translation of which is now in the specs (they go aside with
    /// the Swift files), and files that gave some texts but also hold what was not carried
    /// (the user deletes the carried keys, which the generated YAML repeats).
    public var carriedLocalizationFiles: [String] = []
    public var partlyCarriedLocalizationFiles: [String] = []
    /// Hand-written files whose content the specs now generate, of no one spec (a routes file).
    public var otherSourceFiles: [String] = []

    /// Files vmgen generated (its header): what they hold is regenerated, and their regions'
    /// bodies are carried into the new files.
    public var generatedFiles: Set<String> = []

    /// The paths of the files that still need a hand-written part (or a later import slice)
    /// after regenerating: those with a note that asks for work, in a file vmgen did not write.
    public var filesWithNotes: [String] {
        Array(Set(notes.filter { $0.needsWork && !generatedFiles.contains($0.location.file) }.map(\.location.file))).sorted()
    }
}
