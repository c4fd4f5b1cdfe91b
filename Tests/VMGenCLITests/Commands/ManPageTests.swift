import Foundation
@testable import VMGenCLI
import VMGenTestSupport
import XCTest

/// `docs/vmgen.1` is written from the command table, as `--help` is: it must be what the
/// table gives now, name every command and option, and read cleanly in roff.
final class ManPageTests: XCTestCase {
    static let path = Repository.root + "/docs/vmgen.1"

    func testTheCheckedInManPageIsTheOneTheHelpGives() throws {
        let page = ManPage.render()
        if Repository.isRecording {
            try Data(page.utf8).write(to: URL(fileURLWithPath: Self.path))
            XCTFail("Recorded docs/vmgen.1 (VMGEN_RECORD=1). Run the tests again without it.")
            return
        }
        XCTAssertEqual(try String(contentsOfFile: Self.path, encoding: .utf8), page, """
            docs/vmgen.1 differs from the help text; re-record with: VMGEN_RECORD=1 swift test --filter ManPageTests
            """)
    }

    func testTheManPageNamesEveryCommandOptionAndExitCode() {
        let page = ManPage.render()
        for command in CommandLineTool.commands {
            XCTAssertTrue(page.contains(".SS \(command.name)\n"), command.name)
            for option in command.options {
                for name in option.names {
                    XCTAssertTrue(page.contains("\\fB\(ManPage.escape(name))\\fR"), "\(command.name) \(name)")
                }
            }
        }
        XCTAssertTrue(page.contains(".SH EXIT STATUS\n.TP\n\\fB0\\fR\nsuccess\n"))
    }

    /// groff reads it without a warning (a stray request, an unknown escape) and the text a
    /// reader sees has each command's summary.
    func testGroffRendersItWithoutWarnings() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else {
            throw XCTSkip("groff is not installed")
        }
        let folder = try TemporaryFolder()
        try Data(ManPage.render().utf8).write(to: URL(fileURLWithPath: folder.path + "/vmgen.1"))
        let result = try ProcessRunner.run("/usr/bin/groff", arguments: ["-ww", "-man", "-Tutf8", "vmgen.1"], in: folder.path)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "")
        // The terminal form: bold and underline are overstruck (`X\u{8}X`), and roff's
        // typographic hyphen, minus and apostrophe stand for the ASCII ones.
        let shown = result.standardOutput.replacingOccurrences(of: ".\u{8}", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\u{2019}", with: "'").replacingOccurrences(of: "\u{2010}", with: "-").replacingOccurrences(of: "\u{2212}", with: "-")
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for command in CommandLineTool.commands {
            XCTAssertTrue(shown.contains(command.summary), "\(command.name): \(command.summary)")
        }
        XCTAssertTrue(shown.contains("--allow-delete-all"), "an option is never hyphenated")
    }
}
