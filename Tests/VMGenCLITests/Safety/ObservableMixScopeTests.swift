import Foundation
import VMGenTestSupport
import XCTest

/// OBS-01 judges a `@StateObject`/`@ObservedObject` by the type it holds, through the built
/// binary: an `@Observable` class declared in another file is found (the usual migration
/// slip), and a legacy `ObservableObject` held beside an `@Observable` class is not.
final class ObservableMixScopeTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func lint() throws -> ProcessRunner.Result {
        try Reliability.vmgen(["lint", "Sources"], in: folder.path)
    }

    private func count(_ rule: String, in run: ProcessRunner.Result) -> Int {
        run.standardError.components(separatedBy: "[\(rule)]").count - 1
    }

    func testAnObservableViewModelFromAnotherFileInStateObjectIsReported() throws {
        try folder.write("Sources/App/FeedViewModel.swift", """
            @MainActor @Observable
            final class FeedViewModel {
                private(set) var posts: [String] = []
            }

            """)
        try folder.write("Sources/App/FeedView.swift", """
            struct FeedView: View {
                @StateObject var model = FeedViewModel()
                var body: some View { Text("Feed") }
            }

            struct PostsView: View {
                @ObservedObject var model: FeedViewModel
                var body: some View { Text("Posts") }
            }

            """)
        let run = try lint()
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertEqual(count("OBS-01", in: run), 2, run.standardError)
        XCTAssertTrue(run.standardError.contains("FeedView.swift:2:5: error: @StateObject holds FeedViewModel, an @Observable class"), run.standardError)
        XCTAssertTrue(run.standardError.contains("FeedView.swift:7:5: error: @ObservedObject holds FeedViewModel, an @Observable class"), run.standardError)
    }

    func testALegacyObservableObjectBesideAnObservableClassIsNotReported() throws {
        try folder.write("Sources/App/Settings.swift", """
            import Combine

            @MainActor @Observable
            final class ThemeViewModel {
                private(set) var theme = "dark"
            }

            final class LegacyStore: ObservableObject {
                @Published var count = 0
            }

            struct SettingsView: View {
                @StateObject var store = LegacyStore()
                @ObservedObject var other: LegacyStore
                @State var theme = ThemeViewModel()
                var body: some View { Text("\\(store.count)") }
            }

            func observe<T: ObservableObject>(_ object: T) {}

            """)
        let run = try lint()
        XCTAssertEqual(count("OBS-01", in: run), 0, run.standardError)
    }

    /// Inside an `@Observable` class, `@Published` and `ObservableObject` are reported as before;
    /// so is an extension elsewhere that adds `ObservableObject` to one.
    func testPublishedAndObservableObjectInAnObservableClassAreStillReported() throws {
        try folder.write("Sources/App/Store.swift", """
            @MainActor @Observable
            final class Store: ObservableObject {
                @Published var name = ""
            }

            """)
        try folder.write("Sources/App/Store+Legacy.swift", """
            extension Store: ObservableObject {}

            """)
        let run = try lint()
        XCTAssertEqual(count("OBS-01", in: run), 3, run.standardError)
        XCTAssertTrue(run.standardError.contains("Store.swift:2:20: error: ObservableObject does not belong with @Observable"), run.standardError)
        XCTAssertTrue(run.standardError.contains("Store.swift:3:5: error: @Published does not belong with @Observable"), run.standardError)
        XCTAssertTrue(run.standardError.contains("Store+Legacy.swift:1:18: error: ObservableObject does not belong with @Observable"), run.standardError)
    }

    /// `--fix` rewrites the cross-file finding: the view's `@StateObject` becomes `@State`.
    func testFixRewritesTheCrossFileStateObject() throws {
        try folder.write("Sources/App/FeedViewModel.swift", """
            @MainActor @Observable
            final class FeedViewModel {
                private(set) var posts: [String] = []
            }

            """)
        try folder.write("Sources/App/FeedView.swift", """
            struct FeedView: View {
                @StateObject var model = FeedViewModel()
                var body: some View { Text("Feed") }
            }

            """)
        let run = try Reliability.vmgen(["lint", "Sources", "--fix"], in: folder.path)
        XCTAssertEqual(count("OBS-01", in: run), 0, run.output)
        XCTAssertEqual(folder.read("Sources/App/FeedView.swift"), """
            struct FeedView: View {
                @State var model = FeedViewModel()
                var body: some View { Text("Feed") }
            }

            """)
    }
}
