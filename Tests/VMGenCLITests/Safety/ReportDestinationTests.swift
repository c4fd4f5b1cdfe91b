import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `--output FILE` and `--write-baseline FILE` (lint, check, generate --check) replace FILE
/// only when it is missing, empty, or a report or baseline vmgen wrote: every attempt to make
/// them destroy a user's file ends in exit 2 before the run, with the file byte for byte; a
/// CI loop that rewrites its own last report or baseline, in any format, keeps working.
final class ReportDestinationTests: XCTestCase {
    private var project: TemporaryFolder!

    /// Lint finds STUB-01 in Sources/Row.swift; the spec is never generated, so
    /// `generate --check` reports stale files.
    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try Reliability.makeProject(in: project, pages: 1, children: 0)
        try project.write("Sources/Row.swift", """
            import FOSMVVM

            @ViewModel
            public struct RowViewModel {
                public let id: String
                public var vmId: ViewModelId = .init()
            }

            """)
    }

    override func tearDown() {
        project = nil
    }

    /// Every command line that writes a report or a baseline to FILE.
    private func writers(_ file: String) -> [[String]] {
        [
            ["lint", "--output", file],
            ["lint", "--format", "json", "--output", file],
            ["lint", "--format", "sarif", "--output", file],
            ["lint", "--format", "github", "--output", file],
            ["lint", "--format", "checkstyle", "--output", file],
            ["lint", "--format", "junit", "--output", file],
            ["lint", "--write-baseline", file],
            ["lint", "--fix", "--output", file],
            ["check", "--output", file],
            ["check", "--format", "sarif", "--output", file],
            ["check", "--format", "junit", "--output", file],
            ["check", "--write-baseline", file],
            ["generate", "--check", "--output", file],
            ["generate", "--check", "--format", "json", "--output", file],
            ["generate", "--check", "--format", "checkstyle", "--output", file],
        ]
    }

    func testNoWriterReplacesAFileItCannotProveItWrote() throws {
        try project.write("report.txt", "precious\n")
        try project.write("package.json", "{\n  \"name\": \"app\",\n  \"version\": 1,\n  \"findings\": []\n}\n")
        try project.write("swiftlint.sarif", """
            {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "SwiftLint"}}, "results": []}]}

            """)
        let victims = ["report.txt", "Sources/Row.swift", "vmgen.yml", "Specs/Page0.yml", "package.json", "swiftlint.sarif"]
        let before = Reliability.contents(of: project.path)
        for file in victims {
            for words in writers(file) {
                let run = vmgen(words, in: project.path)
                let option = words.contains("--write-baseline") ? "--write-baseline" : "--output"
                let what = option == "--write-baseline" ? "a vmgen baseline or report" : "a vmgen report"
                XCTAssertEqual(run.code, .usage, "\(words): \(run.err)")
                XCTAssertTrue(run.err.hasPrefix("Error: \(option) \(file): the file exists and is not \(what), so vmgen leaves it alone; remove it or choose another path\n"), "\(words): \(run.err)")
                XCTAssertFalse(run.err.contains("checked"), "refused before the run: \(words): \(run.err)")
                XCTAssertEqual(Reliability.contents(of: project.path), before, "\(words)")
            }
        }
    }

    /// Files whose lines read like vmgen's findings but that vmgen did not write: a compiler
    /// log filtered with grep, notes with `note: … [todo]` lines, another linter's GitHub
    /// annotations, and vmgen's own text report saved from standard output (it has no seal).
    /// Each is refused, byte for byte, where the text heuristic vmgen used before emptied it.
    func testFilesThatOnlyLookLikeReportsAreRefused() throws {
        let lookAlikes = [
            "build.log": "Sources/App/Feed.swift:12:9: warning: variable 'x' was never mutated [#no-usage]\nSources/App/Feed.swift:30:5: error: cannot find 'y' in scope\n",
            "notes.txt": "note: call the harbour master [todo]\nnote: paint berth 4 [todo]\n",
            "swiftlint.log": "::warning file=Sources/A.swift,line=3,col=1::Line should be 120 characters or less\n",
        ]
        for (name, text) in lookAlikes { try project.write(name, text) }
        let saved = vmgen(["lint"], in: project.path)
        XCTAssertTrue(saved.err.contains("[STUB-01]"), saved.err)
        try project.write("saved.txt", saved.err.split(separator: "\n").filter { !$0.hasPrefix("vmgen:") }.joined(separator: "\n") + "\n")
        let before = Reliability.contents(of: project.path)
        for name in lookAlikes.keys.sorted() + ["saved.txt"] {
            for format in ["text", "github"] {
                let run = vmgen(["lint", "--format", format, "--output", name], in: project.path)
                XCTAssertEqual(run.code, .usage, "\(name), \(format): \(run.err)")
                XCTAssertTrue(run.err.hasPrefix("Error: --output \(name): the file exists and is not a vmgen report"), run.err)
            }
        }
        XCTAssertEqual(Reliability.contents(of: project.path), before)
        // What vmgen writes to a file it proves with its last line; an edit takes the proof away.
        XCTAssertEqual(vmgen(["lint", "--output", "mine.txt"], in: project.path).code, .failure)
        let mine = try XCTUnwrap(project.read("mine.txt"))
        XCTAssertTrue(mine.contains("[STUB-01]") && mine.split(separator: "\n").last?.hasPrefix("vmgen:report-fingerprint ") == true, mine)
        XCTAssertEqual(vmgen(["lint", "--output", "mine.txt"], in: project.path).code, .failure)
        try project.write("mine.txt", mine.replacingOccurrences(of: "STUB-01", with: "STUB-01 (seen)"))
        XCTAssertEqual(vmgen(["lint", "--output", "mine.txt"], in: project.path).code, .usage)
    }

    /// Checkstyle and JUnit XML are what CI jobs keep beside vmgen's: SwiftLint's or
    /// Checkstyle's report, the JUnit file of a test run, an XML config. None carries vmgen's
    /// seal, so none is replaced — nor is vmgen's own XML report saved from standard output,
    /// or one it wrote and someone edited. Each is refused before the run, byte for byte.
    func testNoWriterReplacesAnXMLFileItCannotProveItWrote() throws {
        let saved = vmgen(["lint", "--format", "checkstyle"], in: project.path)
        XCTAssertTrue(saved.out.contains("source=\"vmgen.rules.STUB-01\""), saved.out)
        XCTAssertEqual(vmgen(["lint", "--format", "junit", "--output", "edited.xml"], in: project.path).code, .failure)
        let edited = try XCTUnwrap(project.read("edited.xml"))
        XCTAssertTrue(edited.hasSuffix(" -->\n") && edited.contains("<!-- vmgen:report-fingerprint "), edited)
        let xmlFiles = [
            "checkstyle.xml": """
                <?xml version="1.0" encoding="utf-8"?>
                <checkstyle version="4.3">
                	<file name="Sources/Row.swift">
                		<error line="6" column="5" severity="warning" message="Line should be 120 characters or less" source="swiftlint.rules.line_length"/>
                	</file>
                </checkstyle>
                """,
            "TEST-AppTests.xml": """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="AppTests" tests="2" failures="1">
                  <testsuite name="AppTests.RowTests" tests="2" failures="1" time="0.015">
                    <testcase classname="AppTests.RowTests" name="testStub" time="0.012"/>
                    <testcase classname="AppTests.RowTests" name="testIdentity" time="0.003">
                      <failure message="XCTAssertEqual failed">RowTests.swift:30</failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """,
            "saved.xml": saved.out,
            // vmgen's report with a finding's message changed, its seal kept.
            "edited.xml": edited.replacingOccurrences(of: "does not conform", with: "does not yet conform"),
            // vmgen's report with a comment of the team's after the seal.
            "commented.xml": edited + "<!-- reviewed by the harbour master -->\n",
        ]
        XCTAssertNotEqual(xmlFiles["edited.xml"], edited)
        for (name, text) in xmlFiles { try project.write(name, text) }
        let before = Reliability.contents(of: project.path)
        for name in xmlFiles.keys.sorted() {
            for words in writers(name) {
                let run = vmgen(words, in: project.path)
                let option = words.contains("--write-baseline") ? "--write-baseline" : "--output"
                let what = option == "--write-baseline" ? "a vmgen baseline or report" : "a vmgen report"
                XCTAssertEqual(run.code, .usage, "\(name), \(words): \(run.err)")
                XCTAssertTrue(run.err.hasPrefix("Error: \(option) \(name): the file exists and is not \(what), so vmgen leaves it alone; remove it or choose another path\n"), "\(words): \(run.err)")
                XCTAssertEqual(Reliability.contents(of: project.path), before, "\(name), \(words)")
            }
        }
    }

    /// An XML report vmgen wrote is replaced by the next run, in any format, and back.
    func testItsOwnXMLReportIsReplaced() throws {
        for format in ["checkstyle", "junit", "text", "junit", "sarif", "checkstyle"] {
            let run = vmgen(["lint", "--format", format, "--output", "lint.xml"], in: project.path)
            XCTAssertEqual(run.code, .failure, "\(format): \(run.err)")
            XCTAssertTrue(project.read("lint.xml")?.contains("STUB-01") == true, format)
        }
        XCTAssertTrue(project.read("lint.xml")?.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n") == true)
        XCTAssertEqual(vmgen(["lint", "--write-baseline", "lint.xml"], in: project.path).code, .success, "a baseline may replace a report too")
    }

    func testAFolderOrASymbolicLinkIsRefused() throws {
        try project.write("precious.txt", "precious\n")
        try FileManager.default.createSymbolicLink(atPath: project.path + "/link.txt", withDestinationPath: "precious.txt")
        // A link to one of vmgen's own reports too: writing replaces the link, not its file.
        XCTAssertEqual(vmgen(["lint", "--output", "mine.txt"], in: project.path).code, .failure)
        try FileManager.default.createSymbolicLink(atPath: project.path + "/mine-link.txt", withDestinationPath: "mine.txt")
        let outside = try TemporaryFolder()
        try outside.write("far.txt", "far away\n")
        try FileManager.default.createSymbolicLink(atPath: project.path + "/far.txt", withDestinationPath: outside.path + "/far.txt")
        let before = Reliability.contents(of: project.path)
        for (file, reason) in [("Specs", "it is a folder; name a file in it, e.g. Specs/report"),
                               ("Sources/", "it is a folder; name a file in it, e.g. Sources/report"),
                               ("link.txt", "it is a symbolic link, and vmgen writes only to regular files; name the file itself or another path"),
                               ("mine-link.txt", "it is a symbolic link, and vmgen writes only to regular files; name the file itself or another path"),
                               ("far.txt", "it is a symbolic link, and vmgen writes only to regular files; name the file itself or another path")] {
            for words in writers(file) {
                let run = vmgen(words, in: project.path)
                XCTAssertEqual(run.code, .usage, "\(words): \(run.err)")
                XCTAssertTrue(run.err.contains(": \(reason)\n"), "\(words): \(run.err)")
                XCTAssertEqual(Reliability.contents(of: project.path), before, "\(words)")
                XCTAssertEqual(FileSystem.linkDestination(project.path + "/link.txt"), "precious.txt")
            }
        }
        XCTAssertEqual(outside.read("far.txt"), "far away\n")
    }

    /// CI runs the same command every time: its last report, in any format, and its baseline
    /// are replaced; so is an empty file. A report in one format may become one in another.
    func testItsOwnReportsAndBaselinesAndEmptyFilesAreReplaced() throws {
        let formats = ReportFormat.allCases.map(\.rawValue)
        for format in formats {
            for command in [["lint"], ["check"], ["generate", "--check"]] {
                let words = command + ["--format", format, "--output", "report.\(format)"]
                for round in 1...2 {
                    let run = vmgen(words, in: project.path)
                    XCTAssertNotEqual(run.code, .usage, "\(words), run \(round): \(run.err)")
                }
                // A report of lint and generate --check has findings: the file is not empty.
                if command != ["check"] {
                    XCTAssertNotEqual(project.read("report.\(format)") ?? "", "", "\(words)")
                }
            }
        }
        // Every format over every other.
        for old in formats {
            for new in formats {
                XCTAssertEqual(vmgen(["lint", "--format", old, "--output", "switch"], in: project.path).code, .failure)
                let run = vmgen(["lint", "--format", new, "--output", "switch"], in: project.path)
                XCTAssertEqual(run.code, .failure, "\(old) → \(new): \(run.err)")
            }
        }
        for command in ["check", "lint"] {
            for _ in 1...2 {
                let run = vmgen([command, "--write-baseline", "baseline.json"], in: project.path)
                XCTAssertEqual(run.code, .success, run.err)
            }
        }
        XCTAssertEqual(vmgen(["lint", "--baseline", "baseline.json"], in: project.path).code, .success)
        try project.write("empty.txt", "")
        XCTAssertEqual(vmgen(["lint", "--output", "empty.txt"], in: project.path).code, .failure)
        XCTAssertTrue(project.read("empty.txt")?.contains("[STUB-01]") == true)
        try project.write("empty.json", "")
        XCTAssertEqual(vmgen(["lint", "--write-baseline", "empty.json"], in: project.path).code, .success)
        XCTAssertTrue(project.read("empty.json")?.contains("STUB-01") == true)
        // A new file in a new folder.
        XCTAssertEqual(vmgen(["lint", "--format", "sarif", "--output", "reports/lint.sarif"], in: project.path).code, .failure)
        XCTAssertTrue(project.exists("reports/lint.sarif"))
    }

    /// `--output` naming the `--baseline` it reads is a mistake, though both are vmgen's.
    func testTheReportDoesNotReplaceTheBaselineItReads() throws {
        XCTAssertEqual(vmgen(["lint", "--write-baseline", "baseline.json"], in: project.path).code, .success)
        let baseline = project.read("baseline.json")
        let run = vmgen(["lint", "--baseline", "baseline.json", "--output", "./baseline.json"], in: project.path)
        XCTAssertEqual(run.code, .usage)
        XCTAssertTrue(run.err.hasPrefix("Error: --output ./baseline.json: it is the --baseline file, which the report would replace; write the report to another path\n"), run.err)
        XCTAssertEqual(project.read("baseline.json"), baseline)
    }

    /// A baseline run writes no report, so an `--output` beside it is refused, not ignored.
    func testOutputBesideWriteBaselineIsRefusedNotIgnored() throws {
        let run = vmgen(["lint", "--write-baseline", "baseline.json", "--output", "report.txt"], in: project.path)
        XCTAssertEqual(run.code, .usage)
        XCTAssertTrue(run.err.hasPrefix("Error: --write-baseline writes the baseline and no report; leave out --output"), run.err)
        XCTAssertFalse(project.exists("baseline.json"))
        XCTAssertFalse(project.exists("report.txt"))
    }

    /// The files `init` and `new` create are never there already: a link in the way, even one
    /// that leads nowhere, is left as it is.
    func testInitAndNewLeaveALinkInTheWay() throws {
        let empty = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: empty.path + "/vmgen.yml", withDestinationPath: "nowhere.yml")
        XCTAssertNotEqual(vmgen(["init"], in: empty.path).code, .success)
        XCTAssertEqual(FileSystem.linkDestination(empty.path + "/vmgen.yml"), "nowhere.yml")
        XCTAssertFalse(FileManager.default.fileExists(atPath: empty.path + "/nowhere.yml"))
        try FileManager.default.createSymbolicLink(atPath: project.path + "/Specs/Orders.yml", withDestinationPath: "../gone.yml")
        XCTAssertNotEqual(vmgen(["new", "Orders"], in: project.path).code, .success)
        XCTAssertEqual(FileSystem.linkDestination(project.path + "/Specs/Orders.yml"), "../gone.yml")
        XCTAssertFalse(project.exists("gone.yml"))
    }
}
