import VMGenTestSupport
import XCTest

/// `swift test`'s log stays free of figures (issue 17, section 6): a test's measurements are
/// shown when it fails, or when `VMGEN_TEST_FIGURES=1` asks for them.
final class TestFiguresTests: XCTestCase {
    func testFiguresShowOnlyForAFailedTestOrWhenAskedFor() {
        XCTAssertFalse(TestFigures.shouldShow(testFailed: false, environment: [:]))
        XCTAssertFalse(TestFigures.shouldShow(testFailed: false, environment: ["VMGEN_TEST_FIGURES": "0"]))
        XCTAssertTrue(TestFigures.shouldShow(testFailed: true, environment: [:]))
        XCTAssertTrue(TestFigures.shouldShow(testFailed: false, environment: ["VMGEN_TEST_FIGURES": "1"]))
    }
}
