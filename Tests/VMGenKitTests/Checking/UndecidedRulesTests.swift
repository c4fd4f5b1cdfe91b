import VMGenKit
import XCTest

/// The checks vmgen documents as not decided are distinct from the rules it runs, say why, and
/// are listed in docs/rules.md.
final class UndecidedRulesTests: XCTestCase {
    func testUndecidedChecksAreUniqueAndNotAlsoRules() {
        var seen: Set<String> = []
        for rule in UndecidedRules.all {
            XCTAssertTrue(seen.insert(rule.id).inserted, "\(rule.id) is listed twice")
            XCTAssertNil(RuleCatalogue.rule(named: rule.id), "\(rule.id) is a rule vmgen runs, and also listed as not decided")
            XCTAssertNil(RuleCatalogue.rule(named: rule.name), "\(rule.name) names a checked rule")
            XCTAssertFalse(rule.reason.isEmpty, rule.id)
            XCTAssertFalse(rule.summary.isEmpty, rule.id)
        }
    }

    func testRulesDocumentListsEveryUndecidedCheckWithItsReason() {
        let markdown = RuleDocumentation.markdown()
        for rule in UndecidedRules.all {
            XCTAssertTrue(markdown.contains("| \(rule.id) | \(rule.name) | "), "docs/rules.md does not list \(rule.id)")
            XCTAssertTrue(markdown.contains(rule.reason), "docs/rules.md lacks the reason of \(rule.id)")
        }
    }

    func testExplainPrintsTheReason() {
        for rule in UndecidedRules.all {
            XCTAssertEqual(UndecidedRules.rule(named: rule.name), rule)
            XCTAssertTrue(RuleDocumentation.explain(rule).contains(rule.reason), rule.id)
        }
    }
}
