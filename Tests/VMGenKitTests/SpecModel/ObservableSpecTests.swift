import VMGenKit
import VMGenTestSupport
import XCTest

/// `style: observable` specs: what they build, and the errors of each way they can be wrong.
final class ObservableSpecTests: XCTestCase {
    private let valid = """
        viewModel: Feed
        style: observable
        state: "[Post]"
        value: posts
        services:
          feed:
            type: FeedService
            default: shared.feed
            methods:
              fetchPosts: { returns: "[Post]" }
              like: { parameters: { postId: String } }
        load: { service: feed, method: fetchPosts }
        actions:
          onTappedRetry: { reloads: true }
          onTappedPost: { parameters: { post: Post } }
        view: true
        tests: true
        """

    func testAValidSpecBuildsTheScreen() throws {
        let (set, diagnostics) = SpecHarness.build(["Specs/Feed.yml": valid])
        XCTAssertEqual(diagnostics, [])
        let screen = try XCTUnwrap(set.screens.first)
        XCTAssertEqual(set.viewModels, [], "an observable screen is not a FOSMVVM ViewModel")
        XCTAssertEqual(screen.typeName, "FeedViewModel")
        XCTAssertEqual(screen.stateType, "[Post]")
        XCTAssertEqual(screen.valueName, "posts")
        XCTAssertEqual(screen.services.map(\.defaultMember), ["shared.feed"])
        XCTAssertEqual(screen.services.first?.methods.map(\.name), ["fetchPosts", "like"])
        XCTAssertEqual([screen.load.service, screen.load.method], ["feed", "fetchPosts"])
        XCTAssertEqual(screen.actions.map(\.name), ["onTappedRetry", "onTappedPost"])
        XCTAssertEqual(screen.actions.map(\.reloads), [true, false])
        XCTAssertTrue(screen.generatesView && screen.generatesTests)
    }

    func testMissingStateAndServices() {
        XCTAssertEqual(SpecHarness.errors("viewModel: Feed\nstyle: observable\n"), """
            Specs/A.yml:1:12: error: an observable ViewModel needs 'state' (the type its load produces, e.g. state: "[Post]") or 'features' (existing features whose state it shows) [spec]
            viewModel: Feed
                       ^

            """)
        XCTAssertEqual(SpecHarness.errors("viewModel: Feed\nstyle: observable\nstate: \"[Post]\"\n"), """
            Specs/A.yml:1:12: error: an observable ViewModel coordinates at least one service: add 'services:' (injected through the initializer) [spec]
            viewModel: Feed
                       ^

            """)
    }

    /// Type names are checked to be type spellings: a spec cannot smuggle code into Swift.
    func testTypesCannotInjectCode() {
        let spec = valid.replacingOccurrences(of: "state: \"[Post]\"", with: "state: \"[Post] { fatalError() }\"")
        XCTAssertEqual(SpecHarness.errors(spec), """
            Specs/A.yml:3:8: error: '[Post] { fatalError() }' is not a Swift type name (write e.g. Post, [Post], Profile?) [spec]
            state: "[Post] { fatalError() }"
                   ^

            """)
        let member = valid.replacingOccurrences(of: "default: shared.feed", with: "default: \"live; exit(1)\"")
        XCTAssertTrue(SpecHarness.errors(member).contains("error: 'default' names the static member that gives the production FeedService, e.g. live or shared.feed [spec]"))
    }

    func testLoadMustNameAServiceMethodWithoutParameters() {
        let unknown = valid.replacingOccurrences(of: "load: { service: feed, method: fetchPosts }", with: "load: { service: feed, method: fetchPost }")
        XCTAssertTrue(SpecHarness.errors(unknown).contains("error: the service 'feed' has no method 'fetchPost'; did you mean 'fetchPosts'? [spec]"), SpecHarness.errors(unknown))
        let withParameters = valid.replacingOccurrences(of: "method: fetchPosts }", with: "method: like }")
        XCTAssertTrue(SpecHarness.errors(withParameters).contains("error: 'load' calls 'like', which takes parameters; load() has none to pass [spec]"))
    }

    func testMemberNamesMustNotClash() {
        let clash = valid.replacingOccurrences(of: "value: posts", with: "value: feed")
        XCTAssertEqual(SpecHarness.errors(clash), """
            Specs/A.yml:6:3: error: 'feed' is both a service and the value of FeedViewModel; rename one [spec]
              feed:
              ^

            """)
        let generated = valid.replacingOccurrences(of: "value: posts", with: "value: state")
        XCTAssertTrue(SpecHarness.errors(generated).contains("error: 'state' is both the value and a member vmgen generates of FeedViewModel; rename one [spec]"))
        let load = valid.replacingOccurrences(of: "value: posts", with: "value: performLoad")
        XCTAssertTrue(SpecHarness.errors(load).contains("error: 'performLoad' is both the value and a member vmgen generates of FeedViewModel; rename one [spec]"))
    }

    /// The view's first load is the stored `loadTask`, as a reload's is: a reload during it finds
    /// it there and cancels it, and cancelling the view's task cancels it.
    func testTheViewsLoadRunsAsTheStoredTask() throws {
        let files = SpecHarness.rendered(valid)
        let viewModel = try XCTUnwrap(files["Sources/App/Screens/Feed/FeedViewModel.swift"], "\(files.keys.sorted())")
        XCTAssertTrue(viewModel.contains("""
                func load() async {
                    let running = loadTask
                    running?.cancel()
                    let task = Task {
                        await running?.value
                        await performLoad()
                    }
                    loadTask = task
                    await withTaskCancellationHandler {
                        await task.value
                    } onCancel: {
                        task.cancel()
                    }
                }

                /// One load from the service: loading, then loaded, idle when cancelled, or failed.
                private func performLoad() async {
                    state = .loading
            """), viewModel)
        let tests = try XCTUnwrap(files["Tests/AppTests/FeedViewModelTests.swift"], "\(files.keys.sorted())")
        XCTAssertTrue(tests.contains("@Test func cancellingTheViewsTaskCancelsTheLoad() async {"), tests)
    }

    func testTestsOfANonListStateNeedAStub() {
        let spec = valid.replacingOccurrences(of: "state: \"[Post]\"", with: "state: Profile")
        XCTAssertTrue(SpecHarness.errors(spec).contains("error: 'tests: true' needs 'stub:', a value of Profile for the tests to load (lists default to []) [spec]"))
        XCTAssertFalse(SpecHarness.errors(spec + "\nstub: sample\n").contains("error"))
    }

    /// A method written as a scalar is an error at it, not a method with neither parameters nor
    /// result (the JSON Schema refuses it too).
    func testAMethodThatIsNotAMappingIsAnError() {
        let spec = valid.replacingOccurrences(of: "fetchPosts: { returns: \"[Post]\" }", with: "fetchPosts: \"[Post]\"")
        XCTAssertEqual(SpecHarness.errors(spec), """
            Specs/A.yml:10:19: error: the method 'fetchPosts' must be a mapping (key: value lines) [spec]
                  fetchPosts: "[Post]"
                              ^

            """)
    }

    func testAnUnknownStyleIsAnError() {
        XCTAssertEqual(SpecHarness.errors("viewModel: Feed\nstyle: observabel\n"), """
            Specs/A.yml:2:8: error: 'style' is 'fosmvvm' (the default) or 'observable', not 'observabel'; did you mean 'observable'? [spec]
            style: observabel
                   ^

            """)
    }

    /// A reload with parameters does its work in a protected region inside the reload's task,
    /// after the cancelled load ended and before the load; its tests call it with fake values
    /// of Foundation types, and an action taking one of the app's own types gets none.
    func testAReloadWithParametersHasARegionForItsWorkAndTests() throws {
        let spec = valid.replacingOccurrences(of: "  onTappedPost: { parameters: { post: Post } }", with: """
              onTappedPost: { parameters: { post: Post }, reloads: true }
              onSearched: { parameters: { text: String, limit: Int, since: "Date?" }, reloads: true }
            """)
        let files = SpecHarness.rendered(spec)
        let viewModel = try XCTUnwrap(files["Sources/App/Screens/Feed/FeedViewModel.swift"], "\(files.keys.sorted())")
        XCTAssertTrue(viewModel.contains("""
                func onSearched(text: String, limit: Int, since: Date?) {
                    // The cancelled load ends before the new one starts: it never overwrites what that one loads.
                    let running = loadTask
                    running?.cancel()
                    loadTask = Task {
                        await running?.value
                        // vmgen:begin onSearched
                        // vmgen:end onSearched
                        await performLoad()
                    }
                }
            """), viewModel)
        XCTAssertTrue(viewModel.contains("""
                func onTappedRetry() {
                    // The cancelled load ends before the new one starts: it never overwrites what that one loads.
                    let running = loadTask
                    running?.cancel()
                    loadTask = Task {
                        await running?.value
                        await performLoad()
                    }
                }
            """), viewModel)
        let tests = try XCTUnwrap(files["Tests/AppTests/FeedViewModelTests.swift"], "\(files.keys.sorted())")
        for test in [
            "onTappedRetryLoadsAgain", "onTappedRetryCancelsTheRunningLoad", "onTappedRetryCancelsTheFirstLoad",
            "onSearchedLoadsAgain", "onSearchedCancelsTheRunningLoad", "onSearchedCancelsTheFirstLoad",
        ] {
            XCTAssertTrue(tests.contains("@Test func \(test)() async {"), "\(test) in\n\(tests)")
        }
        XCTAssertTrue(tests.contains("        viewModel.onSearched(text: \"Yabba dabba doo\", limit: 42, since: nil)\n"), tests)
        XCTAssertFalse(tests.contains("onTappedPost"), tests)
        XCTAssertEqual(try SwiftParserCheck.problems(in: files.filter { $0.key.hasSuffix(".swift") }), "")
    }
}
