import Foundation
import VMGenKit
import XCTest

final class ReportFormatTests: XCTestCase {
    private let diagnostics = [
        Diagnostic.error("a random vmId, but RowViewModel is a list row", at: SourceLocation(file: "Sources/ViewModels/Row View.swift", line: 8, column: 36), code: "VMID-03"),
        Diagnostic.warning("50% done, \"quoted\"\nsecond line, with: colon", at: SourceLocation(file: "Specs/A.yml", line: 2, column: 1), code: "LOC-01"),
    ]

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testJSONReportHasTheDocumentedShape() throws {
        let report = try json(JSONReport.render(diagnostics, filesChecked: 3))
        XCTAssertEqual(report["version"] as? Int, 1)
        XCTAssertEqual((report["tool"] as? [String: Any])?["name"] as? String, "vmgen")
        let summary = try XCTUnwrap(report["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["errors": 1, "warnings": 1, "files": 3])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(findings[0]["file"] as? String, "Sources/ViewModels/Row View.swift")
        XCTAssertEqual(findings[0]["line"] as? Int, 8)
        XCTAssertEqual(findings[0]["column"] as? Int, 36)
        XCTAssertEqual(findings[0]["severity"] as? String, "error")
        XCTAssertEqual(findings[0]["rule"] as? String, "VMID-03")
        XCTAssertEqual(findings[0]["name"] as? String, "row-identity")
        XCTAssertEqual(findings[1]["message"] as? String, "50% done, \"quoted\"\nsecond line, with: colon")
    }

    func testJSONReportIsByteStable() {
        XCTAssertEqual(JSONReport.render(diagnostics, filesChecked: 3), JSONReport.render(diagnostics, filesChecked: 3))
        XCTAssertTrue(JSONReport.render([], filesChecked: 0).hasSuffix("\"findings\": []\n}\n"))
    }

    /// The structure GitHub code scanning requires of SARIF 2.1.0.
    func testSARIFHasWhatGitHubCodeScanningNeeds() throws {
        let sarif = try json(SARIFReport.render(diagnostics))
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        XCTAssertEqual(sarif["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try XCTUnwrap(sarif["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "vmgen")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, RuleCatalogue.all.map(\.id))
        for rule in rules {
            XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String)
            XCTAssertNotNil(((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String).flatMap { ["error", "warning", "note"].contains($0) ? $0 : nil })
        }
        let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2)
        let first = results[0]
        XCTAssertEqual(first["ruleId"] as? String, "VMID-03")
        XCTAssertEqual(first["ruleIndex"] as? Int, RuleCatalogue.all.firstIndex { $0.id == "VMID-03" })
        XCTAssertEqual(first["level"] as? String, "error")
        XCTAssertEqual((first["message"] as? [String: Any])?["text"] as? String, "a random vmId, but RowViewModel is a list row")
        let location = try XCTUnwrap((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "Sources/ViewModels/Row%20View.swift")
        XCTAssertEqual((location["region"] as? [String: Any])?["startLine"] as? Int, 8)
        XCTAssertEqual((location["region"] as? [String: Any])?["startColumn"] as? Int, 36)
    }

    /// The runner's escaping (`%`; `:` and `,` in properties); a line break in a message is
    /// user text, shown (`VisibleText`), so the annotation stays one line in the log too.
    func testGitHubAnnotationsEscapeWorkflowCommands() {
        XCTAssertEqual(GitHubAnnotations.render(diagnostics), """
            ::error file=Sources/ViewModels/Row View.swift,line=8,col=36,title=VMID-03::a random vmId, but RowViewModel is a list row
            ::warning file=Specs/A.yml,line=2,col=1,title=LOC-01::50%25 done, "quoted"\\u{A}second line, with: colon

            """)
        let odd = Diagnostic.error("x", at: SourceLocation(file: "a:b,c%d.yml", line: 1, column: 1), code: "x:y")
        XCTAssertEqual(GitHubAnnotations.render([odd]), "::error file=a%3Ab%2Cc%25d.yml,line=1,col=1,title=x%3Ay::x\n")
    }

    func testBaselineFiltersKnownFindingsEvenWhenTheyMove() throws {
        let baseline = Baseline(diagnostics)
        let (parsed, problems) = Baseline.parse(Array(baseline.rendered.utf8), path: "baseline.json")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(parsed, baseline)
        var moved = diagnostics
        moved[0].location?.line = 99
        let new = Diagnostic.error("a new problem", at: SourceLocation(file: "Specs/A.yml", line: 1, column: 1), code: "LOC-04")
        XCTAssertEqual(parsed?.filter(moved + [new]), [new])
        // Each baseline entry absorbs one finding: a second identical finding is new.
        XCTAssertEqual(parsed?.filter(moved + [moved[0]]), [moved[0]])
    }

    func testABaselineFileThatIsNotOneIsReported() {
        let (baseline, problems) = Baseline.parse(Array("[1, 2]".utf8), path: "b.json")
        XCTAssertNil(baseline)
        XCTAssertEqual(DiagnosticRenderer().render(problems), "b.json:1:1: error: b.json is not a vmgen baseline (write one with --write-baseline) [baseline]\n")
    }
}
