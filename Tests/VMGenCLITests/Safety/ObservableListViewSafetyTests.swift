import Foundation
import VMGenTestSupport
import XCTest

/// A screen's state becoming a list turns its view into a List with its own regions (`row`,
/// `empty`): code a person wrote in the old `loaded` region stops the write, and the file stays
/// byte for byte, as vmgen does for any region the new file would not keep.
final class ObservableListViewSafetyTests: XCTestCase {
    private let spec = "Specs/Board.yml"
    private let view = "Sources/App/Screens/Board/BoardView.swift"

    private func board(state: String) -> String {
        """
        viewModel: Board
        style: observable
        state: \(state)
        services:
          boards:
            type: BoardService
            methods:
              current: { returns: \(state) }
        view: true

        """
    }

    func testCodeInTheLoadedRegionStopsTheListViewFromReplacingIt() throws {
        let pair = try IncrementalPair(withApp: false)
        XCTAssertEqual(try pair.change([spec: board(state: "Notice")]).status, 0)
        let generated = try XCTUnwrap(pair.cached.read(view))
        let placeholder = "            Text(verbatim: String(describing: value))\n"
        XCTAssertTrue(generated.contains("// vmgen:begin loaded\n" + placeholder), generated)
        let written = generated.replacingOccurrences(of: placeholder, with: "            NoticeCard(notice: value)\n")
        XCTAssertEqual(try pair.change([view: written]).status, 0)
        let run = try pair.change([spec: board(state: "\"[Notice]\"")])
        XCTAssertEqual(run.status, 1, run.messages)
        XCTAssertTrue(run.messages.contains("the protected region 'loaded' holds hand-written code, but the spec no longer has it"), run.messages)
        XCTAssertEqual(pair.cached.read(view), written, "kept byte for byte")
    }

    /// A view whose loaded region holds what vmgen put there becomes the List.
    func testAnUntouchedViewBecomesTheList() throws {
        let pair = try IncrementalPair(withApp: false)
        XCTAssertEqual(try pair.change([spec: board(state: "Notice")]).status, 0)
        let run = try pair.change([spec: board(state: "\"[Notice]\"")])
        XCTAssertEqual(run.status, 0, run.messages)
        XCTAssertTrue(pair.cached.read(view)?.contains("SwiftUI.List(viewModel.value) { item in") == true, pair.cached.read(view) ?? "")
    }
}
