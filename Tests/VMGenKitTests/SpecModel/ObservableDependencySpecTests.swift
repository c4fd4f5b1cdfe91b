import VMGenKit
import VMGenTestSupport
import XCTest

/// A service held as a struct of closures (`dependency: struct`, seed 002 rule 3) instead of a
/// protocol: what it builds, what it renders, and its mistakes.
final class ObservableDependencySpecTests: XCTestCase {
    private func spec(dependency: String) -> String {
        """
        viewModel: Feed
        style: observable
        state: "[Post]"
        services:
          feed:
            type: FeedService
            dependency: \(dependency)
            methods:
              fetchPosts: { returns: "[Post]" }
              like: { parameters: { postId: String, liked: Bool } }
        actions:
          onTappedRetry: { reloads: true }
        tests: true
        """
    }

    func testAStructDependencyIsAStructOfClosuresWithALiveValue() throws {
        let (set, diagnostics) = SpecHarness.build(["Specs/Feed.yml": spec(dependency: "struct")])
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(try XCTUnwrap(set.screens.first).services.map(\.dependency), [.closures])

        let files = rendered(spec(dependency: "struct"))
        let viewModel = try XCTUnwrap(files["Sources/App/Screens/Feed/FeedViewModel.swift"], "\(files.keys.sorted())")
        XCTAssertTrue(viewModel.contains("private let feed: FeedViewModelFeedService\n"), viewModel)
        XCTAssertTrue(viewModel.contains("init(feed: FeedViewModelFeedService = .live) {"), viewModel)
        XCTAssertTrue(viewModel.contains("""
            struct FeedViewModelFeedService: Sendable {
                var fetchPosts: @Sendable () async throws -> [Post]
                var like: @Sendable (_ postId: String, _ liked: Bool) async throws -> Void
            }
            """), viewModel)
        XCTAssertTrue(viewModel.contains("let service = FeedService.live\n"), viewModel)
        // Positional: a parameter named `service` cannot shadow the production instance.
        XCTAssertTrue(viewModel.contains("like: { try await service.like(postId: $0, liked: $1) }\n"), viewModel)
        XCTAssertFalse(viewModel.contains("protocol FeedViewModelFeedService"), viewModel)

        let tests = try XCTUnwrap(files["Tests/AppTests/FeedViewModelTests.swift"], "\(files.keys.sorted())")
        XCTAssertTrue(tests.contains("var feed = FeedViewModelFeedService.double\n"), tests)
        XCTAssertTrue(tests.contains("feed.fetchPosts = {"), tests)
        XCTAssertTrue(tests.contains("Self(fetchPosts: { [] }, like: { _, _ in })"), tests)
        XCTAssertEqual(try SwiftParserCheck.problems(in: files.filter { $0.key.hasSuffix(".swift") }), "")
    }

    func testTheDefaultIsAProtocol() throws {
        let files = rendered(spec(dependency: "protocol"))
        let viewModel = try XCTUnwrap(files["Sources/App/Screens/Feed/FeedViewModel.swift"])
        XCTAssertTrue(viewModel.contains("protocol FeedViewModelFeedService: Sendable {"), viewModel)
        XCTAssertTrue(viewModel.contains("init(feed: any FeedViewModelFeedService = FeedService.live) {"), viewModel)
        XCTAssertEqual(rendered(spec(dependency: "protocol").replacingOccurrences(of: "    dependency: protocol\n", with: "")), files)
    }

    func testAnUnknownDependencyIsAnError() {
        XCTAssertEqual(SpecHarness.errors(spec(dependency: "structs")), """
            Specs/A.yml:7:17: error: 'dependency' is 'protocol' or 'struct', not 'structs'; did you mean 'struct'? [spec]
                dependency: structs
                            ^

            """)
    }

    private func rendered(_ text: String) -> [String: String] {
        SpecHarness.rendered(text, path: "Specs/Feed.yml")
    }
}
