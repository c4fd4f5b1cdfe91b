import VMGenKit
import XCTest

/// The checks vmgen documents as not decided are distinct from the rules it runs.
final class UndecidedRulesTests: XCTestCase {
    func testUndecidedChecksAreUniqueAndNotAlsoRules() {
        var seen: Set<String> = []
        for rule in UndecidedRules.all {
            XCTAssertTrue(seen.insert(rule.id).inserted, "\(rule.id) is listed twice")
            XCTAssertNil(RuleCatalogue.rule(named: rule.id), "\(rule.id) is a rule vmgen runs, and also listed as not decided")
            XCTAssertFalse(rule.reason.isEmpty, rule.id)
            XCTAssertFalse(rule.summary.isEmpty, rule.id)
        }
    }

    func testRulesDocumentListsEveryUndecidedCheck() {
        let markdown = RuleDocumentation.markdown()
        for rule in UndecidedRules.all {
            XCTAssertTrue(markdown.contains("| \(rule.id) | "), "docs/rules.md does not list \(rule.id)")
        }
    }
}
