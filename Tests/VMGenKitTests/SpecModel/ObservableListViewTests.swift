import VMGenKit
import VMGenTestSupport
import XCTest

/// The view of a screen whose state is a list: a List of the rows with the state in an
/// overlay, and `rowId:`, what tells the rows apart.
final class ObservableListViewTests: XCTestCase {
    private func spec(state: String = "\"[Post]\"", extra: String = "") -> String {
        """
        viewModel: Feed
        style: observable
        state: \(state)
        value: posts
        services:
          feed:
            type: FeedService
            methods:
              fetchPosts: { returns: \(state) }
        view: true
        \(extra)
        """
    }

    private func view(_ spec: String) throws -> String {
        let files = SpecHarness.rendered(spec)
        XCTAssertEqual(try SwiftParserCheck.problems(in: files.filter { $0.key.hasSuffix(".swift") }), "")
        return try XCTUnwrap(files["Sources/App/Screens/Feed/FeedView.swift"], "\(files.keys.sorted())")
    }

    func testAListStateIsShownAsAListWithItsStateInAnOverlay() throws {
        let view = try view(spec())
        XCTAssertTrue(view.contains("""
                var body: some SwiftUI.View {
                    SwiftUI.List(viewModel.posts) { item in
                        // vmgen:begin row
                        Text(verbatim: String(describing: item))
                        // vmgen:end row
                    }
                    .overlay { overlay }
                    .task { await viewModel.load() }
                }
            """), view)
        XCTAssertTrue(view.contains("""
                    switch viewModel.state {
                    case .idle, .loading:
                        SwiftUI.ProgressView()
                    case .loaded(let posts) where posts.isEmpty:
                        // vmgen:begin empty
                        ContentUnavailableView("Nothing to show yet", systemImage: "tray")
                        // vmgen:end empty
                    case .loaded:
                        SwiftUI.EmptyView()
                    case .failed(let error):
            """), view)
        XCTAssertFalse(view.contains("vmgen:begin loaded"), view)
    }

    func testRowIdNamesWhatTellsTheRowsApart() throws {
        XCTAssertTrue(try view(spec(extra: "rowId: id")).contains("        SwiftUI.List(viewModel.posts, id: \\.id) { item in\n"))
        XCTAssertTrue(try view(spec(extra: "rowId: author.handle")).contains("        SwiftUI.List(viewModel.posts, id: \\.author.handle) { item in\n"))
        XCTAssertTrue(try view(spec(extra: "rowId: self")).contains("        SwiftUI.List(viewModel.posts, id: \\.self) { item in\n"))
    }

    /// A state that is not a list keeps the switch with its loaded region.
    func testAStateThatIsNotAListKeepsItsLoadedRegion() throws {
        let view = try view(spec(state: "Profile"))
        XCTAssertTrue(view.contains("        case .loaded(let posts):\n            // vmgen:begin loaded\n"), view)
        XCTAssertFalse(view.contains("SwiftUI.List"), view)
    }

    func testRowIdIsAnErrorWhereThereIsNoListView() {
        XCTAssertEqual(SpecHarness.errors(spec(state: "Profile", extra: "stub: sample\nrowId: id")), """
            Specs/A.yml:12:1: error: 'rowId' identifies the rows of the List the view shows for a list state with 'view: true'; Profile is not a list [spec]
            rowId: id
            ^

            """)
        let noView = spec(extra: "rowId: id").replacingOccurrences(of: "view: true", with: "view: false")
        XCTAssertTrue(SpecHarness.errors(noView).contains("error: 'rowId' identifies the rows of the List the view shows for a list state with 'view: true'; this spec generates no view [spec]"))
        XCTAssertEqual(SpecHarness.errors(spec(extra: "rowId: \"id)\"")), """
            Specs/A.yml:11:8: error: 'rowId' is the member of each row that identifies it (a member path, e.g. id or vessel.imo) or self for a Hashable row, not 'id)' [spec]
            rowId: "id)"
                   ^

            """)
        XCTAssertTrue(SpecHarness.errors(spec(extra: "rowId: self.id")).contains("error: 'rowId' is the member"))
    }
}
