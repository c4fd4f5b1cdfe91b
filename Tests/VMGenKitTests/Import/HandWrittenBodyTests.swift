@testable import VMGenKit
import XCTest

/// A function body as a protected region's text: whole lines between the braces' lines, byte
/// for byte; a body sharing a line with a brace, or holding a marker line, is refused.
final class HandWrittenBodyTests: XCTestCase {
    private func body(_ source: String, _ name: String = "f") -> Result<String, HandWrittenBody.Refusal> {
        let file = SwiftSourceFile.parse(source, path: "A.swift")
        let function = file.declarations.flatMap { [$0] + $0.members }.first { $0.kind == .func && $0.name == name }!
        return HandWrittenBody.read(function, in: file, region: name)
    }

    func testTheLinesBetweenTheBracesAreTheBody() {
        XCTAssertEqual(try body("struct S {\n    func f() {  \n\t// c  \n        g()\n    }\n}\n").get(), "\t// c  \n        g()\n")
    }

    func testWholeLinesOnly() throws {
        XCTAssertEqual(try body("struct S {\n    func f() {\n        g()\n\n    }\n}\n").get(), "        g()\n\n")
        XCTAssertEqual(try body("struct S {\n    func f() {\n    }\n}\n").get(), "")
        guard case .failure(.sharesLine) = body("struct S {\n    func f() { g()\n    }\n}\n") else { return XCTFail() }
        guard case .failure(.sharesLine) = body("struct S {\n    func f() { g() }\n}\n") else { return XCTFail() }
    }

    func testAMarkerLineIsRefused() {
        guard case .failure(.holdsMarker) = body("struct S {\n    func f() {\n        // vmgen:end f\n    }\n}\n") else { return XCTFail() }
        guard case .failure(.holdsMarker) = body("struct S {\n    func f() {\n    // vmgen:begin x\n    }\n}\n") else { return XCTFail() }
        // A CR before the line feed hides nothing.
        guard case .failure(.holdsMarker) = body("struct S {\n    func f() {\n        x()\r\n    // vmgen:end f\r\n    }\n}\n") else { return XCTFail() }
    }

    /// vmgen's own shape without its header: the body is the region of the same name.
    func testABodyThatIsItsRegionGivesTheRegionsContent() throws {
        XCTAssertEqual(try body("struct S {\n    func f() {\n\n        // vmgen:begin f\n        g()\n        // vmgen:end f\n    }\n}\n").get(), "        g()\n")
        // Another region's name, code beside the region, a marker inside: refused.
        for source in [
            "struct S {\n    func f() {\n        // vmgen:begin g\n        g()\n        // vmgen:end g\n    }\n}\n",
            "struct S {\n    func f() {\n        h()\n        // vmgen:begin f\n        g()\n        // vmgen:end f\n    }\n}\n",
            "struct S {\n    func f() {\n        // vmgen:begin f\n        // vmgen:fingerprint 1\n        // vmgen:end f\n    }\n}\n",
        ] {
            guard case .failure(.holdsMarker) = body(source) else { return XCTFail(source) }
        }
    }

    func testACRLFFileGivesItsLFTextAndAMixedOneItsBytes() throws {
        XCTAssertEqual(try body("struct S {\r\n    func f() {\r\n        g()\r\n    }\r\n}\r\n").get(), "        g()\n")
        XCTAssertEqual(try body("struct S {\n    func f() {\n        g()\r\n    }\n}\n").get(), "        g()\r\n")
    }
}
