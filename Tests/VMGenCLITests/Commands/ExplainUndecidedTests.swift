import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen explain` answers for a catalogue rule vmgen does not check: it says why, and succeeds.
final class ExplainUndecidedTests: XCTestCase {
    func testExplainingAnUndecidedRuleSaysWhyItIsNotChecked() throws {
        let project = try TemporaryFolder()
        let run = vmgen(["explain", "type-06"], in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        let rule = try XCTUnwrap(UndecidedRules.rule(named: "TYPE-06"))
        XCTAssertEqual(run.out, "TYPE-06 derived-values-stored (not checked)\n\n\(rule.summary)\n\n\(rule.reason)\n")
    }
}
