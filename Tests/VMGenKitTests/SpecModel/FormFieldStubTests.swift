@testable import VMGenKit
import XCTest

/// A form field without `stub:` stubs to the fake vocabulary when that keeps the field's own
/// limits, and otherwise to the nearest value that does: a form's `stub()` passes its validation.
final class FormFieldStubTests: XCTestCase {
    func testAStubBreakingTheFieldsLimitsIsMovedInsideThem() throws {
        let spec = """
            viewModel: Order
            hosting: client
            form:
              name: OrderFields
              fields:
                code: { type: String, length: 2...4, title: { en: "Code" }, messages: { outOfRange: { en: "2 to 4" } } }
                pin: { type: String, length: 40...50, title: { en: "PIN" }, messages: { outOfRange: { en: "40 to 50" } } }
                note: { type: String, length: 1...60, title: { en: "Note" }, messages: { outOfRange: { en: "1 to 60" } } }
                count: { type: Int, range: 1...9, title: { en: "Count" }, messages: { outOfRange: { en: "1 to 9" } } }
                weight: { type: Double?, range: 100.5...200, title: { en: "Weight" }, messages: { outOfRange: { en: "100.5 to 200" } } }
                answer: { type: Int, range: 1...100, title: { en: "Answer" }, messages: { outOfRange: { en: "1 to 100" } } }
                given: { type: Int, range: 1...9, stub: 7, title: { en: "Given" }, messages: { outOfRange: { en: "1 to 9" } } }

            """
        let (set, diagnostics) = SpecHarness.build(["Specs/Order.yml": spec])
        XCTAssertFalse(diagnostics.hasErrors, DiagnosticRenderer().render(diagnostics))
        let stubs = Dictionary(uniqueKeysWithValues: try XCTUnwrap(set.viewModels.first).properties.map { ($0.name, $0.stub) })
        XCTAssertEqual(stubs["code"], .string("Yabb"))
        XCTAssertEqual(stubs["pin"], .string(String(String(repeating: "Yabba dabba doo", count: 3).prefix(45))))
        XCTAssertEqual(stubs["note"], .some(nil), "the fake text fits: no stub of vmgen's own")
        XCTAssertEqual(stubs["count"], .int(1))
        XCTAssertEqual(stubs["weight"], .double("100.5"))
        XCTAssertEqual(stubs["answer"], .some(nil))
        XCTAssertEqual(stubs["given"], .int(7))
    }
}
