import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// docs/rules.md is generated from the catalogue; this test fails when they differ.
final class RuleDocumentationTests: XCTestCase {
    private let path = Repository.root + "/docs/rules.md"

    func testRulesDocumentMatchesTheCatalogue() throws {
        let expected = RuleDocumentation.markdown()
        if Repository.isRecording {
            try Data(expected.utf8).write(to: URL(fileURLWithPath: path))
            XCTFail("Recorded docs/rules.md (VMGEN_RECORD=1); run again without it.")
            return
        }
        let onDisk = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        XCTAssertEqual(onDisk, expected, "docs/rules.md is out of date; run VMGEN_RECORD=1 swift test --filter RuleDocumentationTests\n" + LineDiff.unified(old: onDisk, new: expected))
    }

    /// Users have FOSMVVM's documentation, not the documents vmgen was made from: no rule, fix
    /// or page of the user documentation cites them ("seed 002", "Seed:", "../shared/").
    func testNoUserFacingTextCitesTheDocumentsVMGenWasMadeFrom() throws {
        var texts = [("docs/rules.md", RuleDocumentation.markdown())]
        for page in ["README.md", "docs/spec.md", "docs/vmgen.1", "docs/lint-precision.md"] {
            texts.append((page, try String(contentsOfFile: Repository.root + "/" + page, encoding: .utf8)))
        }
        // The built-in templates too: `vmgen template show` prints them, comments and all.
        let templates = Repository.root + "/Templates"
        for name in try FileManager.default.contentsOfDirectory(atPath: templates).sorted() where name.hasSuffix(".template") {
            texts.append(("Templates/" + name, try String(contentsOfFile: templates + "/" + name, encoding: .utf8)))
        }
        // Also a library file cited by line (`ViewModelView.swift:72`): users have FOSMVVM's
        // documentation, and its line numbers move.
        let citation = try NSRegularExpression(pattern: "\\bseeds?\\b[ -]*(0|:|,)|\\bthe seeds?\\b|\\bseed's\\b|shared/|\\(reference |reference part|fosmvvm-reference|\\b[A-Z][A-Za-z]+\\.swift:[0-9]", options: [.caseInsensitive])
        for (name, text) in texts {
            for match in citation.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let line = text[..<Range(match.range, in: text)!.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
                XCTFail("\(name):\(line) cites the documents vmgen was made from: \((text as NSString).substring(with: match.range))")
            }
        }
    }

    func testExplainShowsRationaleExamplesAndHowToSuppress() throws {
        let rule = try XCTUnwrap(RuleCatalogue.rule(named: "ops-output-param-last"))
        let text = RuleDocumentation.explain(rule)
        XCTAssertTrue(text.hasPrefix("OPS-04 client-op-output-last (warning; checks spec and swift)\nAlso known as: ops-output-param-last\n"), text)
        XCTAssertTrue(text.contains(rule.rationale))
        XCTAssertTrue(text.contains("func setTheme(_ theme: String, ↓in storage: UserSettings)"))
        XCTAssertTrue(text.contains("// vmgen:disable:next OPS-04 — reason"))
    }

    func testListHasOneLinePerRule() {
        let lines = RuleDocumentation.list().split(separator: "\n")
        XCTAssertEqual(lines.count, RuleCatalogue.all.count)
        XCTAssertTrue(lines.contains { $0.hasPrefix("VMID-01  error    swift       vmid-required") }, lines.joined(separator: "\n"))
    }
}
