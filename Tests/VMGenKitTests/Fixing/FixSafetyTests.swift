import VMGenKit
import XCTest

/// What `--fix` must never do, in memory: delete a comment, cut a literal, touch a generated
/// file, replace a file by renaming over it, or change code other files depend on.
final class FixSafetyTests: XCTestCase {
    private func fix(_ swift: [String: String], yaml: [String: String] = [:], includeGenerated: Bool = false) -> LintFixer.Result {
        LintFixer.fix(
            swift: swift.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) },
            yaml: yaml.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) },
            config: RuleRunner.config, options: .init(includeGenerated: includeGenerated))
    }

    private func text(_ result: LintFixer.Result, _ path: String) -> String? {
        (result.swift + result.yaml).first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    private let path = "Sources/ViewModels/Card/CardViewModel.swift"

    func testAFixThatWouldDeleteACommentIsNotMade() {
        let source = "@ViewModel\npublic struct CardViewModel: Codable, /* the server decodes it */ Sendable {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init() }\n}\n"
        let result = fix([path: source])
        XCTAssertEqual(text(result, path), source)
        XCTAssertEqual(result.lint.diagnostics.filter { $0.code == "DECL-03" }.count, 2, "the findings remain")
    }

    func testAGeneratedFileIsNeverFixedEvenWhenLinted() {
        let header = GeneratedHeader.text(specPath: "Specs/Card.yml", comment: "//", projectHeader: nil, hasRegions: false)
        let source = header + "@ViewModel\npublic struct CardViewModel: Codable {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init() }\n}\n"
        let result = fix([path: source], includeGenerated: true)
        XCTAssertEqual(text(result, path), source)
        XCTAssertEqual(result.refused[path], .generated)
        XCTAssertEqual(result.lint.diagnostics.filter { $0.code == "DECL-03" }.count, 1, "reported, not fixed")
    }

    func testAYAMLFileIsNotRenamedOverAnExistingYML() {
        let yaml = [
            "Sources/Resources/Card.yaml": "en:\n  CardViewModel:\n    title: \"Card\"\n",
            "Sources/Resources/Card.yml": "en:\n  CardViewModel:\n    subtitle: \"Sub\"\n",
        ]
        let result = fix([:], yaml: yaml)
        XCTAssertEqual(result.renames, [])
        XCTAssertEqual(result.refused["Sources/Resources/Card.yaml"], .renameTargetExists("Sources/Resources/Card.yml"))
        XCTAssertEqual(text(result, "Sources/Resources/Card.yaml"), yaml["Sources/Resources/Card.yaml"])
    }

    func testAFileTheCallerCannotWriteIsLeftAndSaid() {
        let source = "@ViewModel\npublic struct CardViewModel: Codable {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init() }\n}\n"
        let result = LintFixer.fix(swift: [(path, Array(source.utf8))], yaml: [], config: RuleRunner.config, mayChange: { _ in false })
        XCTAssertEqual(text(result, path), source)
        XCTAssertEqual(result.refused[path], .notWritable)
        XCTAssertEqual(result.changed, [])
    }

    /// A view in another file binds or sets the property: `private(set)` would break it.
    func testPrivateSetIsNotAddedWhereOtherCodeWritesTheProperty() {
        let model = "@MainActor @Observable\nfinal class SearchViewModel {\n    var query = \"\"\n    var page = 0\n    var tags: [String] = []\n    var shown = false\n}\n"
        let view = """
            struct SearchView: View {
                @Bindable var model: SearchViewModel
                var body: some View {
                    TextField("Search", text: $model.query)
                        .onSubmit { model.page += 1; model.tags.append("x") }
                }
            }
            """
        let result = fix(["Sources/App/SearchViewModel.swift": model, "Sources/App/SearchView.swift": view])
        XCTAssertEqual(text(result, "Sources/App/SearchViewModel.swift"), model.replacingOccurrences(of: "    var shown", with: "    private(set) var shown"))
    }

    /// `$0.tiles` in a closure reads the closure's argument, no binding: the fix is made. A
    /// write through `$0` holds it back, and so does `$0.name` handed to a call, which may be a
    /// binding (`ForEach($lists) { Toggle(isOn: $0.isPinned) }`, where `$0` is a `Binding`).
    func testPrivateSetIsAddedWhereAClosureOnlyReadsThePropertyThroughItsArgument() {
        let model = "@MainActor @Observable\nfinal class TileListViewModel {\n    var tiles: [String] = []\n    var isStale = false\n    var isPinned = false\n}\n"
        let other = """
            @MainActor func allTiles(_ lists: [TileListViewModel]) -> [String] {
                lists.forEach { $0.isStale = true }
                return lists.flatMap { $0.tiles }
            }
            struct PinsView: View {
                @Binding var lists: [TileListViewModel]
                var body: some View { ForEach($lists) { Toggle("Pinned", isOn: $0.isPinned) } }
            }
            """
        let result = fix(["Sources/App/TileListViewModel.swift": model, "Sources/App/AllTiles.swift": other])
        XCTAssertEqual(text(result, "Sources/App/TileListViewModel.swift"), model.replacingOccurrences(of: "    var tiles", with: "    private(set) var tiles"))
    }

    /// `self.x = …` in an extension in another file needs the setter there.
    func testPrivateSetIsNotAddedWhereAnotherFileSetsItThroughSelf() {
        let model = "@MainActor @Observable\nfinal class SearchViewModel {\n    var query = \"\"\n}\n"
        let other = "extension SearchViewModel {\n    func reset() { self.query = \"\" }\n}\n"
        let result = fix(["Sources/App/SearchViewModel.swift": model, "Sources/App/SearchViewModel+Reset.swift": other])
        XCTAssertEqual(text(result, "Sources/App/SearchViewModel.swift"), model)
        let same = fix(["Sources/App/SearchViewModel.swift": model + other])
        XCTAssertEqual(text(same, "Sources/App/SearchViewModel.swift"), (model + other).replacingOccurrences(of: "    var query", with: "    private(set) var query"))
    }

    /// A protocol the class conforms to needs the setter.
    func testPrivateSetIsNotAddedWhereAProtocolRequiresASetter() {
        let model = "protocol Pageable: AnyObject {\n    var page: Int { get set }\n}\n@MainActor @Observable\nfinal class FeedViewModel: Pageable {\n    var page = 0\n}\n"
        XCTAssertEqual(text(fix(["Sources/App/FeedViewModel.swift": model]), "Sources/App/FeedViewModel.swift"), model)
    }

    /// `@StateObject` of a type not known to be `@Observable` (another module's, say) stays.
    func testAWrapperOfATypeNotKnownToBeObservableStays() {
        let source = "@Observable final class Local {}\nstruct ProfileView: View {\n    @StateObject var store = LegacyStore()\n    var body: some View { Text(\"\") }\n}\n"
        XCTAssertEqual(text(fix(["Sources/App/ProfileView.swift": source]), "Sources/App/ProfileView.swift"), source)
    }

    func testAnUnusedBlockSuppressionOrAMisspeltOneIsNotDeleted() {
        let source = """
            public struct A {
                // vmgen:disable VMID-02 — legacy
                let x = 1
                // vmgen:enable VMID-02
                // vmgen:disable:next VMID-2 — legacy
                let y = 2
                // vmgen:disable:next VMID-02 — legacy
                let z = 3
            }

            """
        let result = fix([path: source])
        XCTAssertEqual(text(result, path), source.replacingOccurrences(of: "    // vmgen:disable:next VMID-02 — legacy\n", with: ""))
    }

    /// FOSMVVM's own review comments serve FOSMVVM's reviewer too: vmgen deletes only its own.
    func testAFOSMVVMReviewSuppressionIsNeverDeleted() {
        let source = "public struct A {\n    func f() {\n        // fosmvvm-review:disable:next no-silent-failure -- This behavior is intentional\n        let x = 1\n        _ = x\n    }\n}\n"
        XCTAssertEqual(text(fix([path: source]), path), source)
    }

    func testOverlappingEditsWaitForTheNextPass() {
        // Three restated conformances: each removal touches its neighbour's separator.
        let source = "@ViewModel\npublic struct CardViewModel: Codable, Sendable, Encodable, Decodable {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init() }\n}\n"
        let result = fix([path: source])
        XCTAssertEqual(text(result, path), source.replacingOccurrences(of: ": Codable, Sendable, Encodable, Decodable", with: ""))
        XCTAssertEqual(result.fixed[path]?["DECL-03"], 4)
    }

    func testAnOnAppearThatDoesMoreOrCapturesStays() {
        let sources = [
            "struct V: View {\n    var body: some View {\n        Text(\"\").onAppear { Task { [weak model] in await model?.load() } }\n    }\n}\n",
            "struct V: View {\n    var body: some View {\n        Text(\"\").onAppear { Task { @MainActor in load() } }\n    }\n}\n",
            "struct V: View {\n    var body: some View {\n        Text(\"\").onAppear { Task { await load() }; track() }\n    }\n}\n",
            "struct V: View {\n    var body: some View {\n        Text(\"\").onAppear {\n            Task { await load() } // starts the feed\n        }\n    }\n}\n",
        ]
        for source in sources {
            XCTAssertEqual(text(fix(["Sources/App/V.swift": source]), "Sources/App/V.swift"), source)
        }
    }
}
