import Foundation
import VMGenTestSupport
import XCTest

/// A view whose spec is gone is deleted when its protected regions still hold exactly what
/// vmgen put there (`Fingerprint`'s regions note, carried over each time the file is written
/// again), and kept, byte for byte and with a warning, when any byte in them is a person's.
/// Each run is held to a `--no-cache` run of the same change (`IncrementalPair`).
final class StaleViewTests: XCTestCase {
    private let spec = "Specs/Lighthouse.yml"
    private let view = "Sources/HarborApp/Views/Lighthouse/LighthouseView.swift"

    private func pairWithLighthouse() throws -> IncrementalPair {
        let pair = try IncrementalPair(withApp: false)
        XCTAssertEqual(try pair.change([spec: IncrementalPair.lighthouse]).status, 0)
        XCTAssertNotNil(pair.cached.read(view))
        return pair
    }

    func testAnUntouchedViewGoesWithItsSpecEvenAfterTheSpecChanged() throws {
        let pair = try pairWithLighthouse()
        let first = try XCTUnwrap(pair.cached.read(view))
        // A property more: the template's starting code would be another now, but the region
        // keeps what it holds, and the note what vmgen first put there.
        let grown = IncrementalPair.lighthouse + "  keeper: String\n"
        XCTAssertEqual(try pair.change([spec: grown]).status, 0)
        let written = try XCTUnwrap(pair.cached.read(view))
        XCTAssertFalse(regionLines(first).isEmpty)
        XCTAssertEqual(regionLines(written), regionLines(first))
        XCTAssertEqual(written.split(separator: "\n").last, first.split(separator: "\n").last, "the fingerprint line and its note are unchanged")
        let removed = try pair.change([spec: nil])
        XCTAssertEqual(removed.status, 0, removed.messages)
        XCTAssertNil(pair.cached.read(view), removed.messages)
        XCTAssertFalse(removed.messages.contains("is no longer generated"), removed.messages)
    }

    func testAViewWithOneBlankAddedInARegionIsKept() throws {
        let pair = try pairWithLighthouse()
        let text = try XCTUnwrap(pair.cached.read(view))
        let edited = text.replacingOccurrences(of: "Text(viewModel.title)\n", with: "Text(viewModel.title) \n")
        XCTAssertNotEqual(edited, text)
        XCTAssertEqual(try pair.change([view: edited]).status, 0)
        let removed = try pair.change([spec: nil])
        XCTAssertEqual(pair.cached.read(view), edited, "kept byte for byte")
        XCTAssertTrue(removed.messages.contains("LighthouseView.swift is no longer generated (its spec or ViewModel is gone), but it holds hand-written code"), removed.messages)
    }

    func testAnUntouchedViewCheckedOutWithCRLFGoesWithItsSpec() throws {
        let pair = try pairWithLighthouse()
        let text = try XCTUnwrap(pair.cached.read(view))
        XCTAssertEqual(try pair.change([view: text.replacingOccurrences(of: "\n", with: "\r\n")]).status, 0)
        let removed = try pair.change([spec: nil])
        XCTAssertNil(pair.cached.read(view), removed.messages)
    }

    /// The lines between the view's region markers.
    private func regionLines(_ text: String) -> [Substring] {
        let lines = text.split(separator: "\n")
        func marker(_ line: Substring, _ word: String) -> Bool { line.drop { $0 == " " }.hasPrefix("// vmgen:\(word) ") }
        guard let begin = lines.firstIndex(where: { marker($0, "begin") }), let end = lines.firstIndex(where: { marker($0, "end") }), begin < end else { return [] }
        return Array(lines[(begin + 1)..<end])
    }
}
