import VMGenKit
import XCTest

/// `DiagnosticRenderer.pathBase`: the header's path made absolute, the excerpt still found.
final class DiagnosticRendererPathTests: XCTestCase {
    private let diagnostic = Diagnostic(.error, "unknown type 'UUIDD'", at: SourceLocation(file: "../Specs/A.yml", line: 2, column: 3), code: "type")

    func testARelativePathIsShownUnderTheBaseWithoutDotDot() {
        let renderer = DiagnosticRenderer(sources: ["../Specs/A.yml": "a: 1\nb: UUIDD\n"], pathBase: "/work/App/Sources")
        XCTAssertEqual(renderer.render(diagnostic), "/work/App/Specs/A.yml:2:3: error: unknown type 'UUIDD' [type]\nb: UUIDD\n  ^\n")
    }

    func testWithoutABaseThePathIsShownAsGiven() {
        XCTAssertTrue(DiagnosticRenderer().render(diagnostic).hasPrefix("../Specs/A.yml:2:3: error:"))
    }

    func testAnAbsolutePathOrABuiltInNameStays() {
        var absolute = diagnostic
        absolute.location?.file = "/elsewhere/./A.yml"
        XCTAssertTrue(DiagnosticRenderer(pathBase: "/work").render(absolute).hasPrefix("/elsewhere/./A.yml:2:3:"))
        var builtIn = diagnostic
        builtIn.location?.file = "(built-in) ViewModel.swift.template"
        XCTAssertTrue(DiagnosticRenderer(pathBase: "/work").render(builtIn).hasPrefix("(built-in) ViewModel.swift.template:2:3:"))
    }
}
