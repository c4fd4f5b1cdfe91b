import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// `--format checkstyle` and `--format junit`: documents a real XML parser reads
/// (`XMLOutline`), in the shapes CI servers take, byte-identical for the same findings, and
/// well-formed and visible whatever a file name or message holds.
final class XMLReportTests: XCTestCase {
    private let diagnostics = XMLReportSamples.diagnostics

    private func outline(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> XMLOutline {
        let outline = XMLOutline(text)
        XCTAssertTrue(outline.isWellFormed, "\(outline.error ?? ""):\n\(text)", file: file, line: line)
        return outline
    }

    /// What a reader gets back for user text: `VisibleText.inline`'s escapes, and U+FFFE and
    /// U+FFFF, which XML forbids, escaped the same way.
    private func shown(_ text: String) -> String {
        VisibleText.inline(text).replacingOccurrences(of: "\u{FFFE}", with: "\\u{FFFE}").replacingOccurrences(of: "\u{FFFF}", with: "\\u{FFFF}")
    }

    func testCheckstyleHasTheShapeCIToolsRead() throws {
        let report = CheckstyleReport.render(diagnostics)
        XCTAssertTrue(report.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"), report)
        let xml = outline(report)
        XCTAssertEqual(xml.elements.first?.name, "checkstyle")
        XCTAssertEqual(xml.elements.first?.attributes, ["version": "4.3"])
        // One file element per file, in path order; the finding with no place first.
        let files = xml.elements(named: "file")
        XCTAssertEqual(files.map { $0.attributes["name"] }, ["", "Sources/ViewModels/Row View.swift", "Specs/A.yml"])
        let errors = xml.elements(named: "error")
        XCTAssertEqual(errors.count, diagnostics.count)
        XCTAssertEqual(errors[1].attributes, [
            "line": "8", "column": "36", "severity": "error",
            "message": "a random vmId, but RowViewModel is a list row", "source": "vmgen.rules.VMID-03",
        ])
        XCTAssertEqual(errors.map { $0.attributes["severity"] }, ["error", "error", "warning", "info"])
        XCTAssertEqual(errors[2].attributes["message"], "50% done, \"quoted\" & <tagged>\\u{A}second line")
        XCTAssertEqual(errors.map { $0.depth }, [2, 2, 2, 2])
    }

    func testJUnitHasTheShapeCIToolsRead() throws {
        let report = JUnitReport.render(diagnostics, command: "lint")
        let xml = outline(report)
        XCTAssertEqual(xml.elements.prefix(2).map(\.name), ["testsuites", "testsuite"])
        for suite in xml.elements.prefix(2) {
            XCTAssertEqual(suite.attributes, ["name": "vmgen lint", "tests": "4", "failures": "4", "errors": "0"])
        }
        let cases = xml.elements(named: "testcase")
        XCTAssertEqual(cases.map { $0.attributes["classname"] }, ["", "Sources/ViewModels/Row View.swift", "Specs/A.yml", "Specs/A.yml"])
        XCTAssertEqual(cases.map { $0.attributes["name"] }, ["config", "VMID-03", "LOC-01", "TYPE-02"])
        XCTAssertEqual(cases[1].attributes["file"], "Sources/ViewModels/Row View.swift")
        let failures = xml.elements(named: "failure")
        XCTAssertEqual(failures.count, 4)
        XCTAssertEqual(xml.elements(named: "error"), [], "a finding is a failed check, not a test that could not run")
        XCTAssertEqual(failures.map { $0.attributes["type"] }, ["error", "error", "warning", "note"])
        XCTAssertEqual(failures[1].attributes["message"], "a random vmId, but RowViewModel is a list row")
        // The body: the text report's line, with file:line:col, and the notes.
        XCTAssertEqual(failures[1].text, "Sources/ViewModels/Row View.swift:8:36: error: a random vmId, but RowViewModel is a list row [VMID-03]\n  note: see 'vmgen explain VMID-03'")
        XCTAssertEqual(failures[0].text, "error: the config cannot be read [config]")
        // The suite is named after the command that found the findings.
        XCTAssertTrue(JUnitReport.render(diagnostics, command: "generate --check").contains("<testsuite name=\"vmgen generate --check\" tests=\"4\""))
    }

    /// A finding with no place: the json report's `"file": null` and no line or column; the
    /// checkstyle report's `<file name="">` with line and column 0; JUnit's empty classname.
    func testAFindingWithoutAPlaceIsTheSameNoPlaceInEveryFormat() throws {
        let placeless = [Diagnostic.error("the templates folder is empty", at: nil, code: "template"), Diagnostic.warning("no code either", at: nil)]
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(JSONReport.render(placeless, filesChecked: 0).utf8)) as? [String: Any])
        let finding = try XCTUnwrap((json["findings"] as? [[String: Any]])?.first)
        XCTAssertTrue(finding["file"] is NSNull && finding["line"] is NSNull && finding["column"] is NSNull)

        let checkstyle = CheckstyleReport.render(placeless)
        XCTAssertEqual(checkstyle, """
            <?xml version="1.0" encoding="utf-8"?>
            <checkstyle version="4.3">
              <file name="">
                <error line="0" column="0" severity="error" message="the templates folder is empty" source="vmgen.rules.template"/>
                <error line="0" column="0" severity="warning" message="no code either" source="vmgen"/>
              </file>
            </checkstyle>

            """)
        _ = outline(checkstyle)
        let junit = outline(JUnitReport.render(placeless, command: "check"))
        let cases = junit.elements(named: "testcase")
        XCTAssertEqual(cases.map(\.attributes), [["classname": "", "name": "template"], ["classname": "", "name": "vmgen"]])
        XCTAssertEqual(junit.elements(named: "failure").map(\.text), ["error: the templates folder is empty [template]", "warning: no code either"])
    }

    /// No findings: an empty checkstyle document; a JUnit suite with one passing test, which
    /// Jenkins' `junit` step accepts without `allowEmptyResults` and GitLab shows as passed.
    func testNoFindingsIsAValidDocument() throws {
        XCTAssertEqual(CheckstyleReport.render([]), "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
        _ = outline(CheckstyleReport.render([]))
        let junit = JUnitReport.render([], command: "lint")
        XCTAssertEqual(junit, """
            <?xml version="1.0" encoding="utf-8"?>
            <testsuites name="vmgen lint" tests="1" failures="0" errors="0">
              <testsuite name="vmgen lint" tests="1" failures="0" errors="0">
                <testcase classname="vmgen lint" name="no findings"/>
              </testsuite>
            </testsuites>

            """)
        XCTAssertEqual(outline(junit).elements(named: "failure"), [])
    }

    /// The same findings, in any order they were found, give the same bytes.
    func testTheSameFindingsGiveTheSameBytes() {
        var random = SplitMix(seed: 31)
        for format in [ReportFormat.checkstyle, .junit] {
            let first = format.render(diagnostics, filesChecked: 3)
            for _ in 0..<20 {
                var shuffled = diagnostics
                for index in shuffled.indices.reversed() where index > 0 {
                    shuffled.swapAt(index, random.below(index + 1))
                }
                XCTAssertEqual(format.render(shuffled.sortedForOutput(), filesChecked: 3), first, "\(format)")
            }
            XCTAssertEqual(ReportFile.sealed(first, format: format), ReportFile.sealed(format.render(diagnostics, filesChecked: 3), format: format))
        }
    }

    /// File names, messages and rule ids that try to close or open markup (`]]>`, `"`, `'`,
    /// `<`, `&`, `-->`), hold what XML forbids (NUL, U+FFFE, U+FFFF), steer a terminal (ESC
    /// sequences, BEL, a bidi override) or break a line into a CI command: the document is
    /// well-formed, a parser reads each value back as vmgen shows it, and nothing raw is left.
    func testHostileNamesAndMessagesStayWellFormedAndVisible() throws {
        let file = "Sources/]]>\"'<&\u{0}\u{1B}[2J\n::error file=x::forged ##[error]z\u{FFFE}\u{FFFF}\u{202E}--><!--.swift"
        let message = "x ]]> \" ' < > & \u{0} \u{1B}]0;title\u{7} \r\n::warning::forged <!-- --> <![CDATA[ \u{FFFF}"
        let code = "R\"<&>'\u{0}"
        let hostile = [
            Diagnostic.error(message, at: SourceLocation(file: file, line: 3, column: 7), code: code, notes: ["</failure><error>\n::error::n"]),
            Diagnostic.warning(message, at: nil),
        ].sortedForOutput()
        let shownFile = #"Sources/]]>"'<&\u{0}\u{1B}[2J\u{A}::error file=x::forged ##\u{5B}error]z\u{FFFE}\u{FFFF}\u{202E}--><!--.swift"#
        let shownMessage = #"x ]]> " ' < > & \u{0} \u{1B}]0;title\u{7} \u{D}\u{A}::warning::forged <!-- --> <![CDATA[ \u{FFFF}"#
        XCTAssertEqual(shown(file), shownFile)
        XCTAssertEqual(shown(message), shownMessage)
        for format in [ReportFormat.checkstyle, .junit] {
            let report = ReportFile.sealed(format.render(hostile, filesChecked: 1), format: format)
            XCTAssertEqual(OutputSafety.problems(in: report), [], "\(format): \(report.debugDescription)")
            XCTAssertFalse(report.unicodeScalars.contains { !XMLCharacter.isAllowed($0) }, report.debugDescription)
            XCTAssertFalse(report.contains("]]>") || report.contains("<!--.swift") || report.contains("<![CDATA["), report)
            let xml = outline(report)
            XCTAssertEqual(xml.comments.count, 1, "only the seal: \(xml.comments)")
            switch format {
            case .checkstyle:
                XCTAssertEqual(xml.elements(named: "file").map { $0.attributes["name"] }, ["", shownFile])
                XCTAssertEqual(xml.elements(named: "error").map { $0.attributes["message"] }, [shownMessage, shownMessage])
                XCTAssertEqual(xml.elements(named: "error").last?.attributes["source"], #"vmgen.rules.R"<&>'\u{0}"#)
            default:
                let testCase = try XCTUnwrap(xml.elements(named: "testcase").last)
                XCTAssertEqual(testCase.attributes, ["classname": shownFile, "name": #"R"<&>'\u{0}"#, "file": shownFile])
                let failures = xml.elements(named: "failure")
                XCTAssertEqual(failures.map { $0.attributes["message"] }, [shownMessage, shownMessage])
                XCTAssertEqual(failures.last?.text, #"\#(shownFile):3:7: error: \#(shownMessage) [R"<&>'\u{0}]"# + "\n" + #"  note: </failure><error>\u{A}::error::n"#)
                XCTAssertEqual(xml.elements(named: "error"), [])
            }
        }
    }

    /// Random text of every kind in every field (`OutputInjectionPropertyTests`): always a
    /// well-formed document that reads back as the text shown.
    func testRandomTextAlwaysGivesAWellFormedDocument() throws {
        var random = SplitMix(seed: 4_242)
        for trial in 0..<150 {
            let (diagnostic, _) = OutputInjectionPropertyTests.randomDiagnostic(&random, number: trial)
            let checkstyle = XMLOutline(ReportFile.sealed(CheckstyleReport.render([diagnostic]), format: .checkstyle))
            XCTAssertTrue(checkstyle.isWellFormed, "trial \(trial): \(checkstyle.error ?? "")")
            XCTAssertEqual(checkstyle.elements(named: "error").first?.attributes["message"], shown(diagnostic.message), "trial \(trial)")
            XCTAssertEqual(checkstyle.elements(named: "file").first?.attributes["name"], shown(diagnostic.location?.file ?? ""), "trial \(trial)")
            let junit = XMLOutline(ReportFile.sealed(JUnitReport.render([diagnostic], command: "lint"), format: .junit))
            XCTAssertTrue(junit.isWellFormed, "trial \(trial): \(junit.error ?? "")")
            XCTAssertEqual(junit.elements(named: "failure").first?.attributes["message"], shown(diagnostic.message), "trial \(trial)")
            XCTAssertEqual(junit.elements(named: "testcase").first?.attributes["name"], shown(diagnostic.code ?? "vmgen"), "trial \(trial)")
        }
    }
}

/// XML 1.0's `Char`, written apart from vmgen's `XMLText` so the tests do not share its mistakes.
enum XMLCharacter {
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000
    }
}
