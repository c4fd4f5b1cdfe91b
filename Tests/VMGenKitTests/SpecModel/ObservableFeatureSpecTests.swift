import VMGenKit
import VMGenTestSupport
import XCTest

/// A screen over existing features (seed 003): `features:` with production defaults and
/// `exposes:` read through them, without `state` or `load()`; what it renders and its mistakes.
final class ObservableFeatureSpecTests: XCTestCase {
    private let valid = """
        viewModel: Trend
        style: observable
        features:
          progress:
            type: ProgressManager
            default: AppModel.shared.progressFeature
            test: sample
        exposes:
          snapshot: { type: WeightHistoryData, from: progress.progressSnapshot }
          unit: { type: WeightUnit, from: progress.selectedWeightUnit, set: true }
          range: { type: ProgressRange, from: progress.selectedProgressRange, set: progress.selectProgressRange }
        view: true
        tests: true
        """

    func testAFeatureScreenHasNoStateOfItsOwn() throws {
        let (set, diagnostics) = SpecHarness.build(["Specs/Trend.yml": valid])
        XCTAssertEqual(diagnostics, [])
        let screen = try XCTUnwrap(set.screens.first)
        XCTAssertFalse(screen.loads)
        XCTAssertEqual(screen.features.map(\.defaultPath), ["AppModel.shared.progressFeature"])
        XCTAssertEqual(screen.features.map(\.testPath), ["ProgressManager.sample"])
        XCTAssertEqual(screen.exposed.map(\.setter), [.none, .assign, .call("progress.selectProgressRange")])

        let files = rendered(valid)
        let viewModel = try XCTUnwrap(files["Sources/App/Screens/Trend/TrendViewModel.swift"], "\(files.keys.sorted())")
        XCTAssertTrue(viewModel.contains("init(progress: ProgressManager = AppModel.shared.progressFeature) {"), viewModel)
        XCTAssertTrue(viewModel.contains("var snapshot: WeightHistoryData { progress.progressSnapshot }\n"), viewModel)
        XCTAssertTrue(viewModel.contains("set { progress.selectedWeightUnit = newValue }"), viewModel)
        XCTAssertTrue(viewModel.contains("set { progress.selectProgressRange(newValue) }"), viewModel)
        for generated in ["LoadingState", "func load()", "loadTask", "var state"] {
            XCTAssertFalse(viewModel.contains(generated), "\(generated) in\n\(viewModel)")
        }
        let view = try XCTUnwrap(files["Sources/App/Screens/Trend/TrendView.swift"])
        XCTAssertFalse(view.contains(".task"), view)
        XCTAssertTrue(view.contains("// vmgen:begin content"), view)
        let tests = try XCTUnwrap(files["Tests/AppTests/TrendViewModelTests.swift"])
        XCTAssertTrue(tests.contains("let progress = ProgressManager.sample\n"), tests)
        XCTAssertTrue(tests.contains("let viewModel = TrendViewModel(progress: progress)\n"), tests)
        XCTAssertTrue(tests.contains("#expect(viewModel.range == progress.selectedProgressRange)"), tests)
        XCTAssertFalse(tests.contains("TestGate"), tests)
        XCTAssertEqual(try SwiftParserCheck.problems(in: files.filter { $0.key.hasSuffix(".swift") }), "")
    }

    func testPathsNameTheScreensFeaturesAndNeverCode() {
        let spec = valid
            .replacingOccurrences(of: "from: progress.progressSnapshot", with: "from: progres.progressSnapshot")
            .replacingOccurrences(of: "set: progress.selectProgressRange", with: "set: \"progress.select(.all)\"")
        XCTAssertEqual(SpecHarness.errors(spec), """
            Specs/A.yml:9:46: error: 'from' reads 'progres', which is not one of the screen's features; did you mean 'progress'? [spec]
              snapshot: { type: WeightHistoryData, from: progres.progressSnapshot }
                                                         ^
            Specs/A.yml:11:76: error: 'set' is a member path such as progress.selectProgressRange (called with the new value) or true, not 'progress.select(.all)' [spec]
              range: { type: ProgressRange, from: progress.selectedProgressRange, set: "progress.select(.all)" }
                                                                                       ^

            """)
    }

    func testWhatBelongsToALoadingScreenIsAnError() {
        let spec = valid + "\nvalue: posts\nactions:\n  onTappedRefresh: { reloads: true }\n"
        XCTAssertEqual(SpecHarness.errors(spec), """
            Specs/A.yml:14:1: error: 'value' belongs to a screen that loads ('state:'); this one shows its features' state [spec]
            value: posts
            ^
            Specs/A.yml:16:3: error: 'onTappedRefresh' reloads, but the screen has no 'state:' to load [spec]
              onTappedRefresh: { reloads: true }
              ^

            """)
    }

    func testTestsNeedAnIsolatedFeatureAndNamesAreDistinct() {
        let spec = valid
            .replacingOccurrences(of: "    test: sample\n", with: "")
            .replacingOccurrences(of: "  unit: {", with: "  progress: {")
        XCTAssertEqual(SpecHarness.errors(spec), """
            Specs/A.yml:4:3: error: 'tests: true' needs 'test:' on the feature 'progress': the member path of an isolated ProgressManager for the tests, e.g. sample for ProgressManager.sample [spec]
              progress:
              ^
            Specs/A.yml:9:3: error: 'progress' is both a shown value and a feature of TrendViewModel; rename one [spec]
              progress: { type: WeightUnit, from: progress.selectedWeightUnit, set: true }
              ^

            """)
    }

    private func rendered(_ text: String) -> [String: String] {
        SpecHarness.rendered(text, path: "Specs/Trend.yml")
    }

    /// A screen that loads may connect to features too: its tests pass the isolated feature.
    func testALoadingScreenWithAFeaturePassesTheIsolatedOneInItsTests() throws {
        let spec = valid + "\nstate: \"[Post]\"\nservices:\n  feed:\n    type: FeedService\n    methods:\n      fetchPosts: { returns: \"[Post]\" }\n"
        let tests = try XCTUnwrap(rendered(spec)["Tests/AppTests/TrendViewModelTests.swift"])
        XCTAssertTrue(tests.contains("let viewModel = TrendViewModel(progress: ProgressManager.sample, feed: FeedServiceDouble())\n"), tests)
        XCTAssertFalse(tests.contains("showsTheFeaturesState"), tests)
    }

    /// The generated tests' own locals cannot be a feature's or a service's name.
    func testAFeatureCannotTakeTheNameOfATestLocal() {
        let spec = valid.replacingOccurrences(of: "  progress:\n", with: "  viewModel:\n").replacingOccurrences(of: "from: progress.", with: "from: viewModel.")
            .replacingOccurrences(of: "set: progress.", with: "set: viewModel.")
        XCTAssertEqual(SpecHarness.errors(spec), """
            Specs/A.yml:4:3: error: 'viewModel' is both a feature and a local of the generated tests of TrendViewModel; rename one [spec]
              viewModel:
              ^

            """)
    }
}
