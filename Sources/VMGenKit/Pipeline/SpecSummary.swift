/// What a run keeps of each spec so that the next run, after an edit of a few specs, can
/// redo only those (`Generator.runIncremental`) without parsing the others.
///
/// The cross-spec stages (type names, duplicates and case clashes, cycles, list-row identity,
/// storage creation, the App file) read only a spec's *shape*: everything in it but its
/// `text:` sections, every node with its line and column. A ViewModel's text reaches only the
/// files of its own spec. So an edit that leaves a spec's shape alone can change nothing but
/// that spec's files and the findings located in it. An edit of its shape can too, when the
/// spec declares the same names (`names`), no other spec mentions them, it mentions no name it
/// did not, and what the cross-spec stages read of it (`facts`) is the same; anything else is a
/// full run.
public struct SpecSummary: Sendable, Equatable {
    /// Project-relative, as `SpecFile.path`.
    public var path: String
    /// `SpecShape.hash` of its parsed document.
    public var shape: ContentHash
    /// The ViewModels (top level and children) and display enums it declares: the names the
    /// other specs' types resolve against.
    public var viewModels: [String]
    public var enums: [String]
    /// The storage types its operations write (`output:`): the App and the tests create one of
    /// each, from whichever spec says how.
    public var storages: [String]
    /// The other names it declares, sorted: its nested types, `@Observable` screens, and every
    /// type name vmgen declares for it (`FooRequest`, `FooView`, a form's Fields protocol…),
    /// which another spec may name or clash with.
    public var exports: [String]
    /// Names any spec declares or writes to (above) that appear as words outside its `text:`
    /// sections: a superset of what it refers to, so the specs an edited spec's files depend
    /// on, and those depending on it, are never missed.
    public var mentions: [String]
    /// `SpecFacts.hash`: what the cross-spec checks and the App file read of it beside its
    /// names.
    public var facts: ContentHash
    /// The files rendered from it, sorted.
    public var outputs: [String]
    /// What the App file reads of each ViewModel it declares, in the model's order (that of
    /// `viewModels`, whose names the record keeps for both), and, for
    /// each of `storages`, the `create:` it gives (nil for none): enough to make the App file
    /// again when a spec is added or removed (`Generator.runIncremental`).
    public var app: [AppEntry] = []
    public var storageCreates: [String?] = []

    public init(
        path: String, shape: ContentHash, viewModels: [String], enums: [String], storages: [String], exports: [String] = [],
        mentions: [String], facts: ContentHash = ContentHash([]), outputs: [String]
    ) {
        self.path = path
        self.shape = shape
        self.viewModels = viewModels
        self.enums = enums
        self.storages = storages
        self.exports = exports
        self.mentions = mentions
        self.facts = facts
        self.outputs = outputs
    }

    /// Every name of `names` a spec declares or writes to.
    var names: [String] { viewModels + enums + storages + exports }

    /// The summaries of a run's specs: `shapes` (of the specs wanted, by `SpecShape`), `set`
    /// (their model, and any beside them) and `owners` (each rendered file by the spec it came
    /// from). `known`: every name the project declares (`names`), when `set` is not the whole
    /// project; by default those of `set`.
    static func summaries(
        _ shapes: [(path: String, hash: ContentHash, words: Set<String>)], set: ViewModelSet, owners: [String: [String]], known given: Set<String>? = nil
    ) -> [SpecSummary] {
        var viewModels: [String: [String]] = [:]
        var enums: [String: [String]] = [:]
        var storages: [String: Set<String>] = [:]
        var specs: [String: [ViewModelSpec]] = [:]
        var nested: [String: [NestedTypeSpec]] = [:]
        var app: [String: [AppEntry]] = [:]
        var creates: [String: [String: String]] = [:]
        for viewModel in set.viewModels {
            let file = viewModel.location.file
            specs[file, default: []].append(viewModel)
            app[file, default: []].append(AppEntry(viewModel))
            for operation in viewModel.operations {
                if let output = operation.output, let create = output.create { creates[file, default: [:]][output.type] = create }
            }
            for type in viewModel.nestedTypes { nested[type.location.file, default: []].append(type) }
            viewModels[file, default: []].append(viewModel.name)
            enums[file, default: []] += viewModel.enums.map(\.name)
            for operation in viewModel.operations {
                if let output = operation.output { storages[file, default: []].insert(output.type) }
            }
        }
        var requests: [String: [RequestDeclaration]] = [:]
        for request in set.requests { requests[request.location.file, default: []].append(request) }
        let exports = SpecFacts.exports(of: set)
        var known = Set<String>()
        if let given {
            known = given
        } else {
            for names in viewModels.values { known.formUnion(names) }
            for names in enums.values { known.formUnion(names) }
            for names in storages.values { known.formUnion(names) }
            for names in exports.values { known.formUnion(names) }
        }
        return shapes.map { shape in
            let path = shape.path
            let own = Set((viewModels[path] ?? []) + (enums[path] ?? []) + (exports[path] ?? []))
            let written = (storages[path] ?? []).sorted()
            var summary = SpecSummary(
                path: path, shape: shape.hash, viewModels: viewModels[path] ?? [], enums: enums[path] ?? [],
                storages: written, exports: exports[path] ?? [], mentions: shape.words.intersection(known).sorted(),
                facts: SpecFacts.hash(viewModels: specs[path] ?? [], nested: nested[path] ?? [], requests: requests[path] ?? [], known: known, own: own), outputs: (owners[path] ?? []).sorted())
            summary.app = app[path] ?? []
            summary.storageCreates = written.map { creates[path]?[$0] }
            return summary
        }
    }

    /// The specs whose model an edit of `changed` needs beside them (the declarations of the
    /// names they mention, and the specs mentioning theirs), and the names every spec declares.
    public struct Context: Sendable {
        /// The edited specs and the specs their model needs beside them.
        public var paths: Set<String>
        /// Every ViewModel and enum name the project declares.
        public var viewModels: Set<String>
        public var enums: Set<String>
        /// Every name any spec declares or writes to (`SpecSummary.names`): what a spec's
        /// mentions are taken from.
        public var names: Set<String> = []
    }

    /// The specs outside `paths` that mention a name one of them declares, and those that
    /// mention one of theirs, and so on: every spec whose model, findings or files can read
    /// an edit of `paths`.
    public static func dependents(of paths: Set<String>, in summaries: [SpecSummary]) -> Set<String> {
        var names = Set<String>()
        for summary in summaries where paths.contains(summary.path) { names.formUnion(summary.names) }
        var found = Set<String>()
        var remaining = summaries.filter { !paths.contains($0.path) }
        while true {
            var next = Set<String>()
            remaining.removeAll { summary in
                guard summary.mentions.contains(where: names.contains) else { return false }
                found.insert(summary.path)
                next.formUnion(summary.names)
                return true
            }
            guard !next.isEmpty else { return found }
            names = next
        }
    }

    public static func context(of changed: Set<String>, in summaries: [SpecSummary]) -> Context {
        var names = Set<String>()
        var mentions = Set<String>()
        for summary in summaries where changed.contains(summary.path) {
            names.formUnion(summary.names)
            mentions.formUnion(summary.mentions)
        }
        var paths = changed
        var viewModels = Set<String>()
        var enums = Set<String>()
        var known = Set<String>()
        for summary in summaries {
            viewModels.formUnion(summary.viewModels)
            enums.formUnion(summary.enums)
            known.formUnion(summary.names)
            if summary.mentions.contains(where: names.contains) || summary.names.contains(where: mentions.contains) {
                paths.insert(summary.path)
            }
        }
        return Context(paths: paths, viewModels: viewModels, enums: enums, names: known)
    }
}

/// A spec's shape (`SpecSummary`): its parsed tree without the `text:` sections of the spec
/// and of its children.
enum SpecShape {
    static func hash(_ root: YAMLNode?) -> ContentHash {
        var builder = ContentHash.Builder()
        builder.add("vmgen-spec-shape")
        if let root { add(root, depth: 0, to: &builder) } else { builder.add(-1) }
        return builder.finish()
    }

    /// `depth`: 0 for the spec's root, 1 for its `children:` mapping, 2 for a child's body;
    /// -1 below. A `text:` entry at 0 or 2 is text; anywhere else it is shape (a property may
    /// be named `text`).
    private static func add(_ node: YAMLNode, depth: Int, to builder: inout ContentHash.Builder) {
        builder.add(node.location.line)
        builder.add(node.location.column)
        switch node.value {
        case .scalar(let scalar):
            builder.add(0)
            builder.add(scalar.text)
            builder.add(scalar.style)
        case .sequence(let items):
            builder.add(1)
            builder.add(items.count)
            for item in items { add(item, depth: -1, to: &builder) }
        case .mapping(let entries):
            builder.add(2)
            builder.add(entries.count)
            for entry in entries {
                builder.add(entry.keyLocation.line)
                builder.add(entry.keyLocation.column)
                builder.add(entry.key.text)
                builder.add(entry.key.style)
                if isText(entry, depth: depth) {
                    builder.add("text")
                    continue
                }
                add(entry.value, depth: childDepth(below: entry, at: depth), to: &builder)
            }
        }
    }

    private static func isText(_ entry: YAMLEntry, depth: Int) -> Bool {
        entry.key.text == "text" && (depth == 0 || depth == 2)
    }

    private static func childDepth(below entry: YAMLEntry, at depth: Int) -> Int {
        switch depth {
        case 0: entry.key.text == "children" ? 1 : -1
        case 1: 2
        default: -1
        }
    }

    /// The identifier-like words of every key and scalar outside the `text:` sections.
    static func words(_ root: YAMLNode?) -> Set<String> {
        var words = Set<String>()
        func visit(_ node: YAMLNode, depth: Int) {
            switch node.value {
            case .scalar(let scalar):
                collect(scalar.text, into: &words)
            case .sequence(let items):
                for item in items { visit(item, depth: -1) }
            case .mapping(let entries):
                for entry in entries {
                    if isText(entry, depth: depth) { continue }
                    collect(entry.key.text, into: &words)
                    visit(entry.value, depth: childDepth(below: entry, at: depth))
                }
            }
        }
        if let root { visit(root, depth: 0) }
        // `displaysError: BerthDetailRequest` refers to the page BerthDetail: its spec declares
        // the request and the ResponseError the display's files are built from.
        for word in words where word.hasSuffix("Request") && word.count > 7 {
            words.insert(String(word.dropLast(7)))
        }
        return words
    }

    /// The identifier-like words of `text`.
    static func identifiers(in text: String) -> Set<String> {
        var words = Set<String>()
        collect(text, into: &words)
        return words
    }

    /// A byte of an identifier-like word: ASCII letters, digits, `_`, and any non-ASCII byte.
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte >= 0x80
    }

    private static func collect(_ text: String, into words: inout Set<String>) {
        var current: [UInt8] = []
        for byte in text.utf8 {
            if isWordByte(byte) {
                current.append(byte)
            } else if !current.isEmpty {
                words.insert(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.insert(String(decoding: current, as: UTF8.self)) }
    }
}
