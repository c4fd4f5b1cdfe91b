import Foundation
#if canImport(FoundationXML)
import FoundationXML  // XMLParser on Linux (the toolchain's own), to check well-formedness only
#endif
import VMGenTestSupport
import XCTest

/// `--format checkstyle` and `--format junit` through the built binary: the document on
/// standard output (the summary stays on standard error), well-formed, one entry per finding;
/// the exit codes those of the text format — 1 with a finding at error level, 0 with none;
/// `--output` writes the document with its seal; `check` and `generate --check` name their suite.
final class XMLReportCommandTests: XCTestCase {
    private let wrong = Repository.root + "/Tests/Fixtures/Lint/Wrong"
    private let correct = Repository.root + "/Tests/Fixtures/Lint/Correct"
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func isWellFormed(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    private func occurrences(of piece: String, in text: String) -> Int {
        text.components(separatedBy: piece).count - 1
    }

    /// The number of findings, from the json report.
    private func findingCount(in project: String) throws -> Int {
        let json = try Reliability.vmgen(["lint", "--format", "json"], in: project)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        return try XCTUnwrap(report["findings"] as? [Any]).count
    }

    func testFindingsGiveTheDocumentAndExitOne() throws {
        let text = try Reliability.vmgen(["lint"], in: wrong)
        XCTAssertEqual(text.status, 1)
        let summary = try XCTUnwrap(text.standardError.split(separator: "\n").last)
        let count = try findingCount(in: wrong)
        XCTAssertGreaterThan(count, 10)
        for format in ["checkstyle", "junit"] {
            let run = try Reliability.vmgen(["lint", "--format", format], in: wrong)
            XCTAssertEqual(run.status, text.status, "\(format): \(run.standardError)")
            XCTAssertEqual(run.standardError.split(separator: "\n").last, summary, format)
            let report = run.standardOutput
            XCTAssertTrue(isWellFormed(report), "\(format):\n\(report)")
            XCTAssertTrue(report.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"), report)
            XCTAssertFalse(report.contains("vmgen:report-fingerprint"), "the seal is for files vmgen writes")
            if format == "checkstyle" {
                XCTAssertTrue(report.contains("<checkstyle version=\"4.3\">\n"), report)
                XCTAssertEqual(occurrences(of: "<error ", in: report), count)
                XCTAssertEqual(occurrences(of: " source=\"vmgen.rules.", in: report), count)
            } else {
                XCTAssertTrue(report.contains("<testsuite name=\"vmgen lint\" tests=\"\(count)\" failures=\"\(count)\" errors=\"0\">\n"), report)
                XCTAssertEqual(occurrences(of: "<testcase ", in: report), count)
                XCTAssertEqual(occurrences(of: "<failure ", in: report), count)
            }
        }
    }

    /// No finding: a valid document and exit 0 — a clean project, and one whose findings are
    /// all in the baseline.
    func testNoFindingsGiveAValidDocumentAndExitZero() throws {
        let baseline = folder.path + "/baseline.json"
        XCTAssertEqual(try Reliability.vmgen(["lint", "--write-baseline", baseline], in: wrong).status, 0)
        for (project, extra) in [(correct, [String]()), (wrong, ["--baseline", baseline])] {
            let checkstyle = try Reliability.vmgen(["lint", "--format", "checkstyle"] + extra, in: project)
            XCTAssertEqual(checkstyle.status, 0, checkstyle.standardError)
            XCTAssertEqual(checkstyle.standardOutput, "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
            let junit = try Reliability.vmgen(["lint", "--format", "junit"] + extra, in: project)
            XCTAssertEqual(junit.status, 0, junit.standardError)
            XCTAssertTrue(isWellFormed(junit.standardOutput), junit.standardOutput)
            XCTAssertTrue(junit.standardOutput.contains("""
                  <testsuite name="vmgen lint" tests="1" failures="0" errors="0">
                    <testcase classname="vmgen lint" name="no findings"/>
                  </testsuite>
                """), junit.standardOutput)
        }
    }

    /// `--output FILE`: the document with its seal, nothing on standard output; the next run
    /// replaces it, in either format.
    func testOutputWritesTheSealedDocumentAndReplacesIt() throws {
        let path = folder.path + "/reports/lint.xml"
        let printed = try Reliability.vmgen(["lint", "--format", "checkstyle"], in: wrong).standardOutput
        for format in ["checkstyle", "checkstyle", "junit", "checkstyle"] {
            let run = try Reliability.vmgen(["lint", "--format", format, "--output", path], in: wrong)
            XCTAssertEqual(run.status, 1, "\(format): \(run.standardError)")
            XCTAssertEqual(run.standardOutput, "")
            let written = try XCTUnwrap(folder.read("reports/lint.xml"))
            XCTAssertTrue(isWellFormed(written), written)
            let lines = written.split(separator: "\n")
            XCTAssertTrue(lines.last?.hasPrefix("<!-- vmgen:report-fingerprint ") == true, written)
            XCTAssertEqual(lines.dropLast().last, format == "junit" ? "</testsuites>" : "</checkstyle>")
            if format == "checkstyle" { XCTAssertTrue(written.hasPrefix(printed), "the printed report, then the seal") }
        }
    }

    /// `check` and `generate --check` write the same formats; the suite names the command.
    func testCheckAndGenerateCheckNameTheirSuite() throws {
        try Reliability.makeProject(in: folder, pages: 1, children: 0)
        let check = try Reliability.vmgen(["check", "--format", "junit"], in: folder.path)
        XCTAssertEqual(check.status, 0, check.output)
        XCTAssertTrue(check.standardOutput.contains("<testsuite name=\"vmgen check\" tests=\"1\" failures=\"0\" errors=\"0\">"), check.standardOutput)
        // Nothing generated yet: every file to write is a finding, and the exit code is 1.
        let generate = try Reliability.vmgen(["generate", "--check", "--format", "junit"], in: folder.path)
        XCTAssertEqual(generate.status, 1, generate.output)
        XCTAssertTrue(isWellFormed(generate.standardOutput), generate.standardOutput)
        XCTAssertTrue(generate.standardOutput.contains("<testsuite name=\"vmgen generate --check\" tests=\""), generate.standardOutput)
        let checkstyle = try Reliability.vmgen(["generate", "--check", "--format", "checkstyle"], in: folder.path)
        XCTAssertEqual(checkstyle.status, 1, checkstyle.output)
        XCTAssertTrue(isWellFormed(checkstyle.standardOutput), checkstyle.standardOutput)
        XCTAssertEqual(occurrences(of: "<error ", in: checkstyle.standardOutput), occurrences(of: "<testcase ", in: generate.standardOutput))
    }

    /// An unknown format lists every format.
    func testAnUnknownFormatListsTheXMLFormats() throws {
        let run = try Reliability.vmgen(["lint", "--format", "junti"], in: correct)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardError.hasPrefix("Error: unknown format 'junti'; did you mean 'junit'? (text, json, sarif, github, checkstyle, junit)\n"), run.standardError)
    }
}
