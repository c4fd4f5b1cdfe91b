import VMGenKit
import VMGenTestSupport
import XCTest

/// `debounce:` on an observable screen's action: the pause it reads, the errors of a bad one,
/// and the task-keeping action and test it generates.
final class ObservableDebounceSpecTests: XCTestCase {
    private func spec(_ actions: String, features: Bool = false) -> String {
        """
        viewModel: Feed
        style: observable
        state: "[Post]"
        services:
          feed:
            type: FeedService
            methods:
              fetchPosts: { returns: "[Post]" }
        actions:
        \(actions)
        tests: true
        """
    }

    func testTheDebounceIsReadInMilliseconds() throws {
        let (set, diagnostics) = SpecHarness.build(["Specs/Feed.yml": spec("  onChangedQuery: { parameters: { query: String }, debounce: 300ms }\n  onTappedRetry: { reloads: true }")])
        XCTAssertEqual(diagnostics, [])
        let screen = try XCTUnwrap(set.screens.first)
        XCTAssertEqual(screen.actions.map(\.debounceMilliseconds), [300, nil])
        XCTAssertEqual(screen.actions.map(\.taskName), ["onChangedQueryTask", nil])
    }

    /// A pause without its unit, in another unit, zero or over a minute is an error at the value.
    func testABadDebounceIsAnErrorAtItsValue() {
        for bad in ["300", "0.3s", "0ms", "60001ms", "0300ms", "\"300 ms\"", "[300]"] {
            let errors = SpecHarness.errors(spec("  onChangedQuery: { parameters: { query: String }, debounce: \(bad) }"))
            XCTAssertTrue(errors.hasPrefix("Specs/A.yml:10:62: error: 'debounce' is the pause in milliseconds the action waits for, from 1ms to 60000ms, written with its unit: e.g. debounce: 300ms"), "\(bad): \(errors)")
        }
        XCTAssertFalse(SpecHarness.errors(spec("  onChangedQuery: { debounce: 60000ms }")).contains("error"))
    }

    func testTheTaskNameMustNotClash() {
        let errors = SpecHarness.errors(spec("  onChangedQuery: { debounce: 300ms }\n  onChangedQueryTask: {}"))
        XCTAssertTrue(errors.contains("error: 'onChangedQueryTask' is both the task of the debounced action 'onChangedQuery' and an action of FeedViewModel; rename one [spec]"), errors)
    }

    /// The debounce test's locals: a service of the same name would be declared twice there.
    func testAServiceMustNotBeNamedLikeTheDebounceTestsLocals() {
        let named = spec("  onChangedQuery: { debounce: 300ms }").replacingOccurrences(of: "  feed:\n", with: "  first:\n")
        XCTAssertTrue(SpecHarness.errors(named).contains("error: 'first' is both a service and a local of the generated tests of FeedViewModel; rename one [spec]"), SpecHarness.errors(named))
        let undebounced = spec("  onChangedQuery: {}").replacingOccurrences(of: "  feed:\n", with: "  first:\n")
        XCTAssertFalse(SpecHarness.errors(undebounced).contains("error"), SpecHarness.errors(undebounced))
    }

    func testADebouncedActionKeepsItsTaskAndSleepsFirst() throws {
        let files = SpecHarness.rendered(spec("  onChangedQuery: { parameters: { query: String }, debounce: 250ms }"))
        let viewModel = try XCTUnwrap(files["Sources/App/Screens/Feed/FeedViewModel.swift"], "\(files.keys.sorted())")
        XCTAssertTrue(viewModel.contains("""
                func onChangedQuery(query: String) {
                    // Each call cancels the task the previous one started: only the last, once its input has
                    // paused, does the work.
                    onChangedQueryTask?.cancel()
                    onChangedQueryTask = Task {
                        try? await Task.sleep(for: .milliseconds(250))
                        guard !Task.isCancelled else { return }
                        // vmgen:begin onChangedQuery
                        // vmgen:end onChangedQuery
                    }
                }
            """), viewModel)
        XCTAssertTrue(viewModel.contains("    @ObservationIgnored nonisolated(unsafe) private(set) var onChangedQueryTask: Task<Void, Never>?\n"), viewModel)
        XCTAssertTrue(viewModel.contains("        loadTask?.cancel()\n        onChangedQueryTask?.cancel()\n    }"), viewModel)
        let tests = try XCTUnwrap(files["Tests/AppTests/FeedViewModelTests.swift"])
        XCTAssertTrue(tests.contains("@Test func onChangedQueryWorksOnlyForTheLastOfQuickCalls() async {"), tests)
        XCTAssertEqual(try SwiftParserCheck.problems(in: files.filter { $0.key.hasSuffix(".swift") }), "")
    }

    func testADebouncedReloadSleepsThenAwaitsTheCancelledLoad() throws {
        let files = SpecHarness.rendered(spec("  onChangedQuery: { parameters: { query: String }, reloads: true, debounce: 300ms }"))
        let viewModel = try XCTUnwrap(files["Sources/App/Screens/Feed/FeedViewModel.swift"])
        XCTAssertTrue(viewModel.contains("""
                    loadTask = Task {
                        try? await Task.sleep(for: .milliseconds(300))
                        await running?.value
                        guard !Task.isCancelled else { return }
                        // vmgen:begin onChangedQuery
                        // vmgen:end onChangedQuery
                        await performLoad()
                    }
            """), viewModel)
        XCTAssertFalse(viewModel.contains("onChangedQueryTask"), viewModel)
        let tests = try XCTUnwrap(files["Tests/AppTests/FeedViewModelTests.swift"])
        XCTAssertTrue(tests.contains("@Test func onChangedQueryLoadsOnceForQuickCalls() async {"), tests)
        XCTAssertTrue(tests.contains("@Test func onChangedQueryCancelsTheFirstLoad() async {"), tests)
        XCTAssertTrue(tests.contains("        #expect(await calls.count == 1)\n"), tests)
        XCTAssertEqual(try SwiftParserCheck.problems(in: files.filter { $0.key.hasSuffix(".swift") }), "")
    }

    /// A screen over features has no load: its debounced action still gets a deinit that cancels its task.
    func testAFeatureScreensDebouncedActionIsCancelledInDeinit() throws {
        let files = SpecHarness.rendered("""
            viewModel: TideTable
            style: observable
            features:
              tides: { type: TideFeature, default: HarborModel.shared.tides, test: sample }
            actions:
              onChangedPlace: { parameters: { place: String }, debounce: 300ms }
            tests: true
            """)
        let viewModel = try XCTUnwrap(files["Sources/App/Screens/TideTable/TideTableViewModel.swift"], "\(files.keys.sorted())")
        XCTAssertTrue(viewModel.contains("    deinit {\n        onChangedPlaceTask?.cancel()\n    }"), viewModel)
        XCTAssertFalse(viewModel.contains("loadTask"), viewModel)
        // Its test makes the isolated feature it passes, as the feature screen's other test does.
        let tests = try XCTUnwrap(files["Tests/AppTests/TideTableViewModelTests.swift"], "\(files.keys.sorted())")
        XCTAssertTrue(tests.contains("""
                @Test func onChangedPlaceWorksOnlyForTheLastOfQuickCalls() async {
                    let tides = TideFeature.sample
                    let viewModel = TideTableViewModel(tides: tides)
            """), tests)
        XCTAssertEqual(try SwiftParserCheck.problems(in: files.filter { $0.key.hasSuffix(".swift") }), "")
    }
}
