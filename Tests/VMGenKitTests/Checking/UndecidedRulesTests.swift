import VMGenKit
import XCTest

/// The rules vmgen leaves undecided are documented, never also checked, and say why.
final class UndecidedRulesTests: XCTestCase {
    func testUndecidedRulesAreNotAlsoInTheCatalogue() {
        for rule in UndecidedRules.all {
            XCTAssertNil(RuleCatalogue.rule(named: rule.id), "\(rule.id) is both checked and listed as not decided")
            XCTAssertNil(RuleCatalogue.rule(named: rule.name), "\(rule.name) names a checked rule")
        }
        XCTAssertEqual(Set(UndecidedRules.all.map(\.id)).count, UndecidedRules.all.count)
    }

    func testRulesDocumentCarriesEachReason() {
        let markdown = RuleDocumentation.markdown()
        XCTAssertTrue(markdown.contains("\n## Not decided\n"))
        for rule in UndecidedRules.all {
            XCTAssertFalse(rule.reason.isEmpty, rule.id)
            XCTAssertTrue(markdown.contains("\n### \(rule.id)\n\n**\(rule.name)** — \(rule.summary).\n\n\(rule.reason)\n"), rule.id)
        }
    }
}
