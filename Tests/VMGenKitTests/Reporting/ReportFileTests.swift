import Foundation
import VMGenKit
import XCTest

/// `ReportFile`: what vmgen's report writers produce is recognised, in every format; what
/// people and other tools write is not, so `--output` and `--write-baseline` never replace it.
final class ReportFileTests: XCTestCase {
    /// Findings with every part the renderers show: a location, a code, an excerpt, notes; a
    /// message with a newline, a colon and a `: error: ` of its own; one without a location.
    private let diagnostics = [
        Diagnostic.error("a random vmId: error: every fetch\nmints one", at: SourceLocation(file: "Sources/Row View.swift", line: 2, column: 5), code: "VMID-03", notes: ["see docs/rules.md"]),
        Diagnostic.warning("50% done, \"quoted\"", at: SourceLocation(file: "Specs/A.yml", line: 1, column: 1), code: "LOC-01"),
        Diagnostic.warning("::error file=x::not a command", at: SourceLocation(file: "a:b.swift", line: 3, column: 1)),
        Diagnostic.error("the config cannot be read", at: nil, code: "config"),
    ]
    private let sources = [
        "Sources/Row View.swift": "struct Row {\n\tvar vmId = ViewModelId()\n}\n",
        "Specs/A.yml": "viewModel: A\n",
        "a:b.swift": "x\ny\n   ^\n",
    ]

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testEveryFormatVMGenWritesIsRecognised() {
        for format in ReportFormat.allCases {
            let report = ReportFile.sealed(format.render(diagnostics, filesChecked: 3, sources: sources, rulesDocument: "https://example.com/docs/rules.md"), format: format)
            XCTAssertEqual(ReportFile.kind(of: bytes(report))?.rawValue, format.rawValue, "\(format):\n\(report)")
            // One finding alone, none at all, and findings without any excerpt, too.
            let one = ReportFile.sealed(format.render([diagnostics[0]], filesChecked: 1), format: format)
            XCTAssertTrue(ReportFile.isVMGenReport(bytes(one)), "\(format):\n\(one)")
            XCTAssertTrue(ReportFile.isVMGenReport(bytes(ReportFile.sealed(format.render([], filesChecked: 0), format: format))), "\(format)")
        }
        XCTAssertEqual(ReportFile.kind(of: bytes(Baseline(diagnostics).rendered)), .baseline)
        XCTAssertEqual(ReportFile.kind(of: bytes(Baseline([]).rendered)), .baseline)
        XCTAssertEqual(ReportFile.kind(of: bytes(JSONReport.render([], filesChecked: 0))), .json)
        XCTAssertEqual(ReportFile.kind(of: bytes(SARIFReport.render([]))), .sarif)
    }

    /// The text report quotes source lines, which can be anything — even a line that looks
    /// like a caret — and is still a report.
    func testATextReportQuotingAnyLineIsRecognised() {
        let lines = ["", "   ^", "precious", "::error::x", "{\"a\": 1}", "  note: x", String(repeating: "é", count: 900)]
        for line in lines {
            let finding = Diagnostic.warning("w", at: SourceLocation(file: "a.swift", line: 1, column: 3), code: "DECL-01", notes: ["n"])
            let report = ReportFile.sealed(DiagnosticRenderer(sources: ["a.swift": line + "\n"]).render([finding, finding]), format: .text)
            XCTAssertEqual(ReportFile.kind(of: bytes(report)), .text, report)
        }
    }

    func testFilesPeopleAndOtherToolsWriteAreNotReports() {
        let others = [
            "precious\n",
            "precious",
            "struct App {}\n",
            "import SwiftUI\n\n@main\nstruct App: App {\n    var body: some Scene { WindowGroup { Text(\"a:1:2: error: x\") } }\n}\n",
            "locales: [en, es]\n",
            "# Notes\n\nwarning: buy milk\n",
            "note: call Bob\nerror: the car\n",  // severity lines with neither place nor rule
            "a.swift:1:2: error: x [R-1]",  // no final newline: cut, or not vmgen's
            "a.swift:1:2: error: x [R-1]\nprecious\n",  // a quoted line without its caret
            "a.swift:1:2: error: x [R-1]\n\n",
            "a.swift:x:2: error: x [R-1]\n",
            ":1:2: error: x [R-1]\n",
            "::error file=a.swift::x\nprecious\n",
            "::set-output name=x::y\n",
            "::error bogus=1::x\n",
            "{\"name\": \"app\", \"version\": 1}\n",
            "{\"version\": 1, \"findings\": [], \"extra\": true}\n",
            "{\"version\": 1, \"findings\": [{\"file\": \"a\", \"rule\": \"b\"}]}\n",
            "{\"version\": \"1\", \"findings\": []}\n",
            "{\"version\": 1, \"tool\": {\"name\": \"swiftlint\"}, \"summary\": {}, \"findings\": []}\n",
            "{\"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": {\"name\": \"SwiftLint\"}}, \"results\": []}]}\n",
            "{\"version\": \"2.1.0\", \"runs\": []}\n",
            "{\"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": {\"name\": \"vmgen\"}}}, {\"tool\": {\"driver\": {\"name\": \"SwiftLint\"}}}]}\n",
            "{\"version\": 1, \"findings\": [",
            "[1, 2]\n",
            "\n",
            " ",
        ]
        for text in others {
            XCTAssertNil(ReportFile.kind(of: bytes(text)), text)
        }
        XCTAssertFalse(ReportFile.isVMGenReport([]))
        XCTAssertFalse(ReportFile.isVMGenReport([0xFF, 0xFE, 0x7B, 0x0A]))  // not UTF-8
    }

    /// Lines shaped like vmgen's findings prove nothing: a compiler log filtered with grep,
    /// notes with `note: … [todo]` lines, another linter's GitHub annotations, vmgen's own
    /// report without its seal (written to standard output and saved, or by an earlier vmgen),
    /// and a sealed report edited afterwards are all left alone.
    func testLinesThatOnlyLookLikeAReportAreNotOne() {
        let finding = Diagnostic.warning("w", at: SourceLocation(file: "a.swift", line: 1, column: 3), code: "DECL-01")
        let text = DiagnosticRenderer(sources: ["a.swift": "let x = 1\n"]).render([finding])
        let github = GitHubAnnotations.render([finding])
        let sealedText = ReportFile.sealed(text, format: .text)
        let sealedGitHub = ReportFile.sealed(github, format: .github)
        let others = [
            "Sources/App/Feed.swift:12:9: warning: variable 'x' was never mutated; consider changing to 'let' constant [#no-usage]\nSources/App/Feed.swift:30:5: error: cannot find 'y' in scope\n",
            "note: call the harbour master [todo]\nnote: paint berth 4 [todo]\n",
            "::warning file=Sources/A.swift,line=3,col=1::Line should be 120 characters or less\n",
            text,
            github,
            "precious\n" + sealedText,  // a line added above
            String(sealedText.dropLast()),  // the last newline cut
            sealedText.replacingOccurrences(of: "warning: w", with: "warning: v"),  // a finding edited
            "vmgen:report-fingerprint 00000000000000000000000000000000\n",
            sealedGitHub.replacingOccurrences(of: "::debug::", with: "::notice::"),
        ]
        for other in others {
            XCTAssertNil(ReportFile.kind(of: bytes(other)), other)
        }
        XCTAssertEqual(ReportFile.kind(of: bytes(sealedText)), .text)
        XCTAssertEqual(ReportFile.kind(of: bytes(sealedGitHub)), .github)
        // JSON and SARIF carry their proof in their shape; sealing leaves them as they are.
        XCTAssertEqual(ReportFile.sealed("{}\n", format: .json), "{}\n")
        XCTAssertEqual(ReportFile.sealed("{}\n", format: .sarif), "{}\n")
    }

    /// Checkstyle and JUnit files are what many tools write — SwiftLint, Checkstyle, a test
    /// run — in the very shape of vmgen's: only vmgen's seal comment, the hash of every byte
    /// before it, proves one is vmgen's. Without it (another tool's file, vmgen's report saved
    /// from standard output) or with it broken (an edit anywhere) a file is not vmgen's.
    func testXMLReportsAreProvenByTheirSealAlone() {
        let swiftLintCheckstyle = """
            <?xml version="1.0" encoding="utf-8"?>
            <checkstyle version="4.3">
            	<file name="/ci/Sources/App/Feed.swift">
            		<error line="12" column="9" severity="warning" message="Line should be 120 characters or less" source="swiftlint.rules.line_length"/>
            	</file>
            </checkstyle>
            """
        let testRun = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="AppTests" tests="2" failures="1">
              <testsuite name="AppTests.FeedTests" tests="2" failures="1">
                <testcase classname="AppTests.FeedTests" name="testLoad" time="0.012"/>
                <testcase classname="AppTests.FeedTests" name="testEmpty" time="0.003">
                  <failure message="XCTAssertEqual failed">FeedTests.swift:30</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """
        for format in [ReportFormat.checkstyle, .junit] {
            let report = format.render(diagnostics, filesChecked: 3)
            let sealed = ReportFile.sealed(report, format: format)
            XCTAssertEqual(ReportFile.kind(of: bytes(sealed))?.rawValue, format.rawValue)
            let seal = String(sealed.dropFirst(report.count))
            XCTAssertTrue(seal.hasPrefix("<!-- vmgen:report-fingerprint ") && seal.hasSuffix(" -->\n") && seal.count == "<!-- vmgen:report-fingerprint  -->\n".count + 32, seal)
            let others = [
                report,  // vmgen's own, saved from standard output: no seal
                String(sealed.dropLast()),  // the last newline cut
                sealed + "\n",  // a line added below
                "<!-- notes -->\n" + sealed,  // a line added above
                sealed.replacingOccurrences(of: "a random vmId", with: "a random vmID"),  // a message edited
                sealed.replacingOccurrences(of: "Specs/A.yml", with: "Specs/B.yml"),  // a file renamed
                sealed.replacingOccurrences(of: "vmgen:report-fingerprint ", with: "vmgen:report-fingerprint  "),
                sealed.replacingOccurrences(of: " -->\n", with: "-->\n"),
                sealed.replacingOccurrences(of: "<!-- vmgen:report-fingerprint ", with: "vmgen:report-fingerprint ").replacingOccurrences(of: " -->\n", with: "\n"),
                report + "<!-- vmgen:report-fingerprint 00000000000000000000000000000000 -->\n",
                swiftLintCheckstyle,
                swiftLintCheckstyle + "\n",
                testRun,
                String(sealed.drop { $0 != "\n" }.dropFirst()),  // the XML declaration taken away
            ]
            for other in others {
                XCTAssertNil(ReportFile.kind(of: bytes(other)), "\(format): \(other)")
            }
        }
        // A seal on another document is not enough: vmgen writes only these two roots.
        XCTAssertNil(ReportFile.kind(of: bytes(ReportFile.sealed("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<project>\n</project>\n", format: .checkstyle))))
    }

    /// Another tool's SARIF with vmgen's run merged in is not vmgen's alone.
    func testASARIFFromAnotherToolStaysItsOwn() throws {
        var sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SARIFReport.render(diagnostics).utf8)) as? [String: Any])
        XCTAssertTrue(ReportFile.isVMGenReport(try bytes(of: sarif)))
        var runs = try XCTUnwrap(sarif["runs"] as? [[String: Any]])
        runs.append(["tool": ["driver": ["name": "CodeQL"]], "results": []])
        sarif["runs"] = runs
        XCTAssertFalse(ReportFile.isVMGenReport(try bytes(of: sarif)))
    }

    private func bytes(of object: Any) throws -> [UInt8] {
        Array(try JSONSerialization.data(withJSONObject: object))
    }
}
