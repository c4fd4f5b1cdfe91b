import Foundation

/// A rule over hand-written (or generated) Swift sources, run by `vmgen lint`.
public protocol SourceRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding]
    /// This rule as an `IndexedSourceRule`, or nil. A requirement, not `as?`: a cast to a
    /// protocol that fails searches every conformance the program has, and every lint asks
    /// it of each rule (a tenth of a `lint --stdin`'s main thread, once for 73 rules).
    var asIndexed: (any IndexedSourceRule)? { get }
}

extension SourceRule {
    public var description: RuleDescription { Self.description }
    public var asIndexed: (any IndexedSourceRule)? { nil }
}

/// A source rule whose findings depend on `context.index` (facts from every file).
///
/// The linter checks each file while its tokens are in memory and drops them before the
/// index is complete, so such a rule reads its file in `prepare` and leaves only the small
/// decision that needs the index to `PendingFindings`. A rule not marked this way is given a
/// context whose index is empty.
public protocol IndexedSourceRule: SourceRule {
    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings
}

extension IndexedSourceRule {
    public var asIndexed: (any IndexedSourceRule)? { self }

    public func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        prepare(file, context: context).resolve(context.index)
    }
}

/// What an `IndexedSourceRule` found in one file, waiting for the project index.
public struct PendingFindings: Sendable {
    private let decide: (@Sendable (ProjectIndex) -> [RuleFinding])?

    public init(_ resolve: @escaping @Sendable (ProjectIndex) -> [RuleFinding]) {
        decide = resolve
    }

    private init() { decide = nil }

    /// Nothing to decide: the file holds nothing the rule reads. The linter keeps no result
    /// for it (a closure per indexed rule and file, held until the index is complete, was
    /// most of a large lint's memory).
    public static let none = PendingFindings()

    public var isNone: Bool { decide == nil }

    public func resolve(_ index: ProjectIndex) -> [RuleFinding] {
        decide?(index) ?? []
    }
}

/// What a source rule may know beyond its file: the configuration and facts gathered from
/// every linted file (which types are ViewModels, which are list rows, which are client-hosted).
public struct LintContext: Sendable {
    public var config: ProjectConfig
    public var index: ProjectIndex

    public init(config: ProjectConfig, index: ProjectIndex) {
        self.config = config
        self.index = index
    }

    /// Whether `path` (project-relative) is in the ViewModels target, which must stay domain-free.
    public func isInViewModelsTarget(_ path: String) -> Bool {
        path == config.viewModels.path || path.hasPrefix(config.viewModels.path + "/")
    }
}

/// Facts about the whole lint corpus, gathered before any rule runs.
public struct ProjectIndex: Sendable, Hashable {
    /// ViewModel names (`@ViewModel` structs and hand-conforming types) → their facts.
    public var viewModels: [String: ViewModelFacts] = [:]
    /// Type names used as the element of a list property or list init parameter of a ViewModel.
    public var listElements: IndexNames = []
    /// Types and protocols given a `vmId` or a `stub()` by an extension, in any file.
    public var extensionWitnesses = ExtensionWitnesses()
    /// Conformances, `@Observable` classes and modules of every declared type.
    public var types = TypeFacts()
    /// What SwiftUI views call on the objects they hold (`viewModel.save()` →
    /// `FeedViewModel.save`), and what of it runs on the lifecycle.
    public var viewCalls = ViewCallFacts()
    /// Types given a zero-argument `static func stub()` by an extension (in any file).
    public var stubbedByExtension: IndexNames = []
    /// Types a SwiftUI view holds as its `@State` (or `@StateObject`): an `@Observable` class
    /// among them is that screen's ViewModel, whatever its name (`CartScreenModel`).
    public var viewStateTypes: IndexNames = []
    /// Types a SwiftUI view holds with `@StateObject`, whoever creates them (OBS-10).
    public var stateObjectTypes: IndexNames = []
    /// What each SwiftUI view takes and what each ViewModel exposes (the VIEW rules).
    public var viewFacts = ViewFacts()
    /// Each ViewModel's `Request` and each request's response body (REQ-09).
    var requestRoundTrips = RequestRoundTripRule.ProjectFacts()

    /// No location: the index holds what files declare, never where. A line added above a
    /// declaration then leaves the file's part of the index as it was, and `lint --stdin` of
    /// an edited buffer reads the merged index instead of merging it again.
    public struct ViewModelFacts: Sendable, Hashable {
        /// `.clientHostedFactory`, or a hand-written `ClientHostedViewModelFactory` conformance.
        public var isClientHosted: Bool
        /// Declared with `@ViewModel` (false: it conforms by hand).
        public var usesMacro: Bool = true
    }

    public init() {}

    public static func build(_ files: [SwiftSourceFile]) -> ProjectIndex {
        var index = ProjectIndex()
        for file in files {
            index.merge(ProjectIndex(file))
        }
        return index
    }

    /// The facts of one file alone; `merge` them in file order to get `build`'s index.
    public init(_ file: SwiftSourceFile) {
        for declaration in file.viewModelTypes {
            viewModels[declaration.name] = ViewModelFacts(
                isClientHosted: declaration.isClientHostedViewModel, usesMacro: declaration.isViewModel)
            for member in declaration.members {
                let types = [member.typeAnnotation].compactMap { $0 } + member.parameters.map(\.type)
                for type in types {
                    if let element = SwiftTypeText.listElement(type) { listElements.insert(element) }
                }
            }
        }
        extensionWitnesses = ExtensionWitnesses(file)
        types = TypeFacts(file)
        viewCalls = file.viewCallFacts
        viewStateTypes = IndexNames(file.viewStateTypes)
        stateObjectTypes = IndexNames(file.stateObjectTypes)
        viewFacts = ViewFacts(file)
        for (name, extensions) in file.extensionsByName where extensions.contains(where: { $0.members.contains(where: \.isZeroArgumentStub) }) {
            stubbedByExtension.insert(name)
        }
        requestRoundTrips = RequestRoundTripRule.ProjectFacts(RequestRoundTripRule.Facts(file))
    }

    /// The files' facts merged in order, as `merge` one by one would give them. Merging is
    /// associative (sets join; a name given twice keeps the later answer and an ambiguity
    /// once any two differ), so each core merges a run of consecutive files and the runs are
    /// merged in order: merging a large project's facts one by one was serial work.
    public static func merged(_ parts: [ProjectIndex]) -> ProjectIndex {
        let runs = min(Parallel.cores, max(parts.count, 1))
        let runLength = (parts.count + runs - 1) / runs
        let merged = Parallel.map(count: runs) { run in
            var index = ProjectIndex()
            for part in parts[min(run * runLength, parts.count)..<min((run + 1) * runLength, parts.count)] { index.merge(part) }
            return index
        }
        var index = ProjectIndex()
        for part in merged { index.merge(part) }
        return index
    }

    /// `parts` merged in order, as `merge` one by one would give them, the work shared by two
    /// cores: one merges the type maps (`TypeFacts.mergeMaps`, about half the work on a large
    /// project), the other every other field. The last merge of a first lint — the runs of
    /// files into the project's index — was one core's alone.
    static func mergedSideBySide(_ parts: [ProjectIndex]) -> ProjectIndex {
        let halves = Parallel.map(count: 2) { half -> ProjectIndex in
            var index = ProjectIndex()
            for part in parts {
                if half == 0 { index.types.mergeMaps(part.types) } else { index.mergeAllButTypeMaps(part) }
            }
            return index
        }
        var index = halves[1]
        index.types.takeMaps(of: halves[0].types)
        return index
    }

    /// Adds a later file's facts: a ViewModel declared again takes the later declaration.
    public mutating func merge(_ later: ProjectIndex) {
        types.mergeMaps(later.types)
        mergeAllButTypeMaps(later)
    }

    /// `merge` of every field but the type maps.
    private mutating func mergeAllButTypeMaps(_ later: ProjectIndex) {
        viewModels.merge(later.viewModels) { _, newer in newer }
        listElements.formUnion(later.listElements)
        extensionWitnesses.merge(later.extensionWitnesses)
        types.mergeNames(later.types)
        viewCalls.merge(later.viewCalls)
        stubbedByExtension.formUnion(later.stubbedByExtension)
        viewStateTypes.formUnion(later.viewStateTypes)
        stateObjectTypes.formUnion(later.stateObjectTypes)
        viewFacts.merge(later.viewFacts)
        requestRoundTrips.merge(later.requestRoundTrips)
    }
}

/// Small readings of type text as the scanner gives it (whitespace-normalised).
public enum SwiftTypeText {
    /// `[Row]`, `[Row]?`, `Array<Row>` → `Row`.
    public static func listElement(_ type: String) -> String? {
        var type = type
        if let ascii = type.withUTF8({ asciiListElement($0) }) { return ascii }
        return characterwiseListElement(type)
    }

    /// `listElement` on bytes, for ASCII text (almost every type): there a character is a byte
    /// and `.whitespaces` is space and tab. Nil when the text is not ASCII.
    private static func asciiListElement(_ bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        var low = 0
        var high = bytes.count
        while low < high, isBlank(bytes[low]) { low += 1 }
        while high > low, isBlank(bytes[high - 1]) { high -= 1 }
        if low < high, bytes[low] == UInt8(ascii: ":") {
            low += 1
            while low < high, bytes[low] == 0x20 { low += 1 }
        }
        while high > low, bytes[high - 1] == UInt8(ascii: "?") || bytes[high - 1] == UInt8(ascii: "!") { high -= 1 }
        let text = UnsafeBufferPointer(rebasing: bytes[low..<high])
        if text.count >= 2, text.first == UInt8(ascii: "["), text.last == UInt8(ascii: "]"), !text.contains(UInt8(ascii: ":")) {
            var innerLow = low + 1
            var innerHigh = high - 1
            while innerLow < innerHigh, isBlank(bytes[innerLow]) { innerLow += 1 }
            while innerHigh > innerLow, isBlank(bytes[innerHigh - 1]) { innerHigh -= 1 }
            return .some(String(decoding: bytes[innerLow..<innerHigh], as: UTF8.self))
        }
        if text.count >= 7, text.starts(with: "Array<".utf8), text.last == UInt8(ascii: ">") {
            return .some(String(decoding: bytes[(low + 6)..<(high - 1)], as: UTF8.self))
        }
        return .some(nil)
    }

    /// The reference definition, character by character.
    static func characterwiseListElement(_ type: String) -> String? {
        var text = Substring(type.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix(":") { text = text.dropFirst().drop { $0 == " " } }
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            return String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        if text.hasPrefix("Array<"), text.hasSuffix(">") {
            return String(text.dropFirst(6).dropLast())
        }
        return nil
    }
}

extension SwiftDeclaration {
    /// The `@ViewModel` attribute in any spelling: `@ViewModel`, or `@FOSMVVM.ViewModel`, which
    /// the macro does not expand (DECL-02 says so) but which says what the type is meant to be —
    /// so every other rule sees the type as the ViewModel it is, before that fix and after it.
    public var viewModelAttribute: SwiftAttribute? {
        attributes.first { $0.name == "ViewModel" || $0.name == "FOSMVVM.ViewModel" }
    }

    public var isViewModel: Bool { viewModelAttribute != nil }

    /// Whether the macro expands here: `@ViewModel` spelled exactly so.
    public var expandsViewModelMacro: Bool { attributes.contains { $0.name == "ViewModel" } }
}
