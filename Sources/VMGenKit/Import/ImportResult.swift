/// Something in a source file `vmgen import` did not carry into a spec, and why. Import never
/// drops a construct in silence: whatever the spec language (or this slice of import) cannot
/// hold is listed with its place, so a team knows what regenerating would change.
public struct ImportNote: Sendable, Hashable, Comparable {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
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

    public init(fileName: String, text: String, names: [String] = [], sourceFiles: [String] = []) {
        self.fileName = fileName
        self.text = text
        self.names = names
        self.sourceFiles = sourceFiles
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
        for (fileName, found) in Dictionary(grouping: specs, by: \.fileName).sorted(by: { $0.key < $1.key }) where found.count > 1 {
            clashes.append("\(found.count) imported specs would each be written as \(fileName)\(from(found)); rename one of the types, or import them from separate paths one at a time")
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
/// live operation's body (the `{Name}Ops` region of the operation's name) or a server page's
/// factory body (the factory file's `body` region).
public struct ImportedBody: Sendable, Hashable {
    public enum Place: Sendable, Hashable {
        case operation(String)
        case factory
        /// The factory file's `imports` and `extensions` regions (`FactoryExtras`).
        case factoryImports, factoryExtensions
    }

    /// The spec name of the ViewModel whose generated file holds the region.
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

    /// Whether it goes into the factory file (else the operations file).
    public var isFactory: Bool { place == .factory || place == .factoryImports || place == .factoryExtensions }

    /// The protected region's name in the generated file.
    public var region: String {
        switch place {
        case .operation(let name): name
        case .factory: "body"
        case .factoryImports: "imports"
        case .factoryExtensions: "extensions"
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

    /// The paths of the files that have at least one note: those still need a hand-written
    /// part (or a later import slice) after regenerating.
    public var filesWithNotes: [String] {
        Array(Set(notes.map(\.location.file))).sorted()
    }
}
