import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen lint --fix` output is checked with the type checker, not only the parser. Each case is
/// a small program; after `--fix` it must type-check (Swift 6 mode) against the FOSMVVM stand-in
/// and, for SwiftUI code, the SwiftUI stand-in — whose `.task` takes a closure that cannot
/// throw, as Apple's does. Where the original is valid Swift it is type-checked too, so a case is
/// a real program and not a fragment. (The real FOSMVVM and SwiftUI cannot be used here; the
/// stand-ins keep their documented signatures: `Tests/Fixtures/FOSMVVMStandIn/README.md`.)
final class FixTypeCheckTests: XCTestCase {
    private struct Case {
        var name: String
        /// Project path → text.
        var files: [String: String]
        var swiftUI: Bool
        /// Whether the text before the fix is valid Swift (a legacy form may not be: a
        /// `@StateObject` of an `@Observable` class is the mistake OBS-01 reports).
        var originalCompiles: Bool
        /// Rule → how many findings `--fix` must fix.
        var fixes: [String: Int]
    }

    private static let cases: [Case] = [
        // OBS-03: `Task { try … }` is a throwing Task, which `.task` cannot take; a `do` with a
        // catch-all handles what it throws.
        Case(name: "TaskOnAppear", files: ["Sources/App/FeedView.swift": """
            import Observation

            @MainActor @Observable
            final class FeedViewModel {
                private(set) var posts: [String] = []
                func load() async throws { posts = ["Fred"] }
                func refresh() async { posts = [] }
            }

            struct FeedView: View {
                @State private var viewModel = FeedViewModel()
                var body: some View {
                    VStack {
                        Text("Feed").onAppear { Task { try await viewModel.load() } }
                        Text("Refresh").onAppear { Task { await viewModel.refresh() } }
                        Text("Handled").onAppear {
                            Task {
                                do { try await viewModel.load() } catch { print(error) }
                            }
                        }
                    }
                }
            }
            """], swiftUI: true, originalCompiles: true, fixes: ["OBS-03": 2]),
        // OBS-07: the class's own extension in another file sets `query` (without `self.`);
        // `results` is set only in the class's file.
        Case(name: "PrivateSetFromAnExtension", files: [
            "Sources/App/SearchViewModel.swift": """
                import Observation

                @MainActor @Observable
                final class SearchViewModel {
                    var query = ""
                    var results: [String] = []
                    func onSubmitted() { results = [query] }
                }
                """,
            "Sources/App/SearchViewModel+Actions.swift": """
                extension SearchViewModel {
                    func onTappedClear() { query = "" }
                }
                """,
        ], swiftUI: false, originalCompiles: true, fixes: ["OBS-07": 1]),
        // OBS-01: the Observation migration, with a property bound through `$` (OBS-07 leaves it).
        Case(name: "ObservationMigration", files: ["Sources/App/ProfileView.swift": """
            import Observation

            @MainActor @Observable
            final class ProfileModel: ObservableObject {
                @Published var name = ""
            }

            struct ProfileView: View {
                @StateObject private var model = ProfileModel()
                var body: some View { NameField(model: model) }
            }

            struct NameField: View {
                @ObservedObject var model: ProfileModel
                var body: some View { TextField("Name", text: $model.name) }
            }
            """], swiftUI: true, originalCompiles: false, fixes: ["OBS-01": 4]),
        // DECL-02, then DECL-03 and VMID-02 on the respelled type; VMID-03 in a row's init.
        Case(name: "ViewModelDeclarations", files: ["Sources/ViewModels/Card/CardViewModel.swift": """
            @FOSMVVM.ViewModel
            public struct CardViewModel: Codable, Sendable {
                public let vmId = ViewModelId(type: Self.self)
                public static func stub() -> Self { .init() }
            }

            @ViewModel
            public struct RowViewModel {
                public let id: String
                public let vmId: ViewModelId
                public init(id: String) {
                    self.id = id
                    self.vmId = .init()
                }
                public static func stub() -> Self { .init(id: "Fred") }
            }
            """], swiftUI: false, originalCompiles: false, fixes: ["DECL-02": 1, "DECL-03": 2, "VMID-02": 1, "VMID-03": 1]),
    ]

    func testFixedCodeTypeChecks() throws {
        let standIn = try StandInModules()
        for testCase in Self.cases {
            let files = testCase.files.sorted { $0.key < $1.key }
            let result = LintFixer.fix(swift: files.map { ($0.key, Array($0.value.utf8)) }, yaml: [], config: ProjectConfig())
            var fixed: [String: Int] = [:]
            for counts in result.fixed.values { fixed.merge(counts, uniquingKeysWith: +) }
            XCTAssertEqual(fixed, testCase.fixes, "\(testCase.name): what --fix fixed")
            XCTAssertEqual(result.heldBack, [:], testCase.name)

            let after = Dictionary(uniqueKeysWithValues: result.swift.map { (Self.snippetName($0.path), String(decoding: $0.bytes, as: UTF8.self)) })
            let checked = try StandInTypeCheckTests.typeCheck(after, against: standIn, swiftUI: testCase.swiftUI)
            XCTAssertEqual(checked.status, 0, "\(testCase.name): the fixed code does not type-check:\n\(checked.output)\n\(after.sorted { $0.key < $1.key }.map(\.value).joined(separator: "\n---\n"))")
            if testCase.originalCompiles {
                let before = Dictionary(uniqueKeysWithValues: files.map { (Self.snippetName($0.key), $0.value) })
                let original = try StandInTypeCheckTests.typeCheck(before, against: standIn, swiftUI: testCase.swiftUI)
                XCTAssertEqual(original.status, 0, "\(testCase.name): the case is not valid Swift before the fix:\n\(original.output)")
            }
        }
    }

    /// The stand-in's snippet check names files by a plain name.
    private static func snippetName(_ path: String) -> String {
        String((path as NSString).lastPathComponent.dropLast(".swift".count).map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
