import Foundation
import VMGenTestSupport
import XCTest

/// A view's UI test (`uiTests:`) goes with its spec only when vmgen can prove it wrote it: its
/// regions hold exactly what vmgen put there. One with a person's assertion in a region, and a
/// test file of the person's own beside it, are kept byte for byte. Each run is held to a
/// `--no-cache` run of the same change (`IncrementalPair`).
final class StaleUITestTests: XCTestCase {
    private let spec = "Specs/Lighthouse.yml"
    private let test = "Tests/HarborUITests/Lighthouse/LighthouseViewUITests.swift"

    private func pairWithLighthouse() throws -> IncrementalPair {
        let pair = try IncrementalPair(withApp: true)
        XCTAssertEqual(try pair.change([spec: IncrementalPair.lighthouse]).status, 0)
        let written = try XCTUnwrap(pair.cached.read(test))
        XCTAssertTrue(written.contains("final class LighthouseViewUITests: HarborViewModelDisplayTestCase<LighthouseViewModel>"), written)
        return pair
    }

    func testAnUntouchedUITestGoesWithItsSpec() throws {
        let pair = try pairWithLighthouse()
        let removed = try pair.change([spec: nil])
        XCTAssertEqual(removed.status, 0, removed.messages)
        XCTAssertNil(pair.cached.read(test), removed.messages)
        XCTAssertNotNil(pair.cached.read("Tests/HarborUITests/Support/HarborViewModelDisplayTestCase.swift"), "the base classes are the project's")
    }

    func testAUITestWithAnAssertionOfAPersonsIsKept() throws {
        let pair = try pairWithLighthouse()
        let text = try XCTUnwrap(pair.cached.read(test))
        let mine = "        XCTAssertTrue(app.uiTestingElement(\"beam\").waitForExistence())\n"
        let edited = text.replacingOccurrences(of: "        // vmgen:end presents\n", with: mine + "        // vmgen:end presents\n")
        XCTAssertNotEqual(edited, text)
        XCTAssertEqual(try pair.change([test: edited]).status, 0)
        XCTAssertEqual(pair.cached.read(test), edited, "generate keeps the region")
        let removed = try pair.change([spec: nil])
        XCTAssertEqual(pair.cached.read(test), edited, "kept byte for byte")
        XCTAssertTrue(removed.messages.contains("LighthouseViewUITests.swift is no longer generated (its spec or ViewModel is gone), but it holds hand-written code"), removed.messages)
    }

    func testATestFileOfThePersonsBesideItIsKept() throws {
        let pair = try pairWithLighthouse()
        let own = "Tests/HarborUITests/Lighthouse/LighthouseFlowTests.swift"
        let text = "import XCTest\n\nfinal class LighthouseFlowTests: XCTestCase {}\n"
        XCTAssertEqual(try pair.change([own: text]).status, 0)
        let removed = try pair.change([spec: nil])
        XCTAssertEqual(removed.status, 0, removed.messages)
        XCTAssertNil(pair.cached.read(test), removed.messages)
        XCTAssertEqual(pair.cached.read(own), text)
    }
}
