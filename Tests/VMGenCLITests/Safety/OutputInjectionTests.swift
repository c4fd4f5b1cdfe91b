import Foundation
#if canImport(FoundationXML)
import FoundationXML  // XMLParser on Linux (the toolchain's own), to check well-formedness only
#endif
import VMGenTestSupport
import XCTest

/// Nothing vmgen prints can steer a terminal or a CI log (issue 13, finding 8): text from
/// specs, file names, Swift sources, templates and the command line reaches stdout and stderr
/// with control, bidirectional and invisible characters shown as `\u{1B}`, and never as a
/// line a CI runner reads as a command — in every command and every output format. All runs
/// use the built binary; `OutputSafety` checks every byte it prints.
final class OutputInjectionTests: XCTestCase {
    private var project: TemporaryFolder!

    /// A spec string holding an escape sequence, a bidi override, NUL, and a line that would
    /// be a GitHub Actions annotation of its own (and one in the runner's older syntax).
    private static let hostileHosting = #"\e[31mserver\u202E\0\n::error file=x::forged ##[error]forged"#
    private static let hostileHostingShown = #"\u{1B}[31mserver\u{202E}\u{0}\u{A}::error file=x::forged ##\u{5B}error]forged"#

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
    }

    override func tearDown() {
        project = nil
    }

    private func run(_ arguments: [String], in folder: String? = nil) throws -> ProcessRunner.Result {
        try Reliability.vmgen(arguments, in: folder ?? project.path)
    }

    /// Both streams are safe; `annotations` allows vmgen's own `::error …::` lines on stdout.
    private func assertSafe(_ result: ProcessRunner.Result, annotations: Bool = false, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(OutputSafety.problems(in: result.standardOutput, annotations: annotations), [], "\(context), stdout: \(result.standardOutput.debugDescription)", file: file, line: line)
        XCTAssertEqual(OutputSafety.problems(in: result.standardError), [], "\(context), stderr: \(result.standardError.debugDescription)", file: file, line: line)
    }

    private func json(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String: Any]? {
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        XCTAssertNotNil(object, "not JSON: \(text.debugDescription)", file: file, line: line)
        return object
    }

    /// Runs `command` in every `--format` and checks each: safe, JSON and SARIF parse, the XML
    /// formats are well-formed with one entry per finding, one annotation line per finding.
    /// Returns the text-format stderr.
    @discardableResult
    private func checkEveryFormat(_ command: [String], findings: Int, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        var text = ""
        for format in ["text", "json", "sarif", "github", "checkstyle", "junit"] {
            let result = try run(command + ["--format", format])
            XCTAssertEqual(result.status, 1, "\(format): \(result.output)", file: file, line: line)
            assertSafe(result, annotations: format == "github", "\(command) --format \(format)", file: file, line: line)
            switch format {
            case "text": text = result.standardError
            case "json": XCTAssertEqual((json(result.standardOutput, file: file, line: line)?["findings"] as? [Any])?.count, findings, file: file, line: line)
            case "sarif": XCTAssertEqual(json(result.standardOutput, file: file, line: line)?["version"] as? String, "2.1.0", file: file, line: line)
            case "checkstyle", "junit":
                XCTAssertTrue(XMLParser(data: Data(result.standardOutput.utf8)).parse(), result.standardOutput.debugDescription, file: file, line: line)
                let entry = format == "checkstyle" ? "<error " : "<failure "
                XCTAssertEqual(result.standardOutput.components(separatedBy: entry).count - 1, findings, result.standardOutput, file: file, line: line)
            default:
                let lines = result.standardOutput.split(separator: "\n")
                XCTAssertEqual(lines.count, findings, result.standardOutput.debugDescription, file: file, line: line)
                XCTAssertTrue(lines.allSatisfy { OutputSafety.isAnnotation(String($0)) }, result.standardOutput.debugDescription, file: file, line: line)
            }
        }
        return text
    }

    func testSpecTextIsQuotedVisiblyInEveryCommandAndFormat() throws {
        try project.write("Specs/Page.yml", "viewModel: Page\nhosting: \"\(Self.hostileHosting)\"\ntext:\n  title: { en: \"x\" }\n")
        let generate = try run(["generate"])
        XCTAssertEqual(generate.status, 1, generate.output)
        assertSafe(generate, "generate")
        XCTAssertTrue(generate.standardError.contains("not '\(Self.hostileHostingShown)' [spec]\n"), generate.standardError)

        let text = try checkEveryFormat(["check"], findings: 1)
        XCTAssertTrue(text.contains("not '\(Self.hostileHostingShown)' [spec]\n"), text)
        let json = try run(["check", "--format", "json"])
        let message = (self.json(json.standardOutput)?["findings"] as? [[String: Any]])?.first?["message"] as? String
        XCTAssertEqual(message, "'hosting' must be 'server' or 'client', not '\u{1B}[31mserver\u{202E}\0\n::error file=x::forged ##[error]forged'",
            "JSON carries the exact text, escaped in JSON's own syntax")
        let github = try run(["check", "--format", "github"])
        XCTAssertTrue(github.standardOutput.contains("not '\\u{1B}[31mserver\\u{202E}\\u{0}\\u{A}::error file=x::forged ##\\u{5B}error]forged'\n"), github.standardOutput)
    }

    func testFileNamesAreQuotedVisibly() throws {
        let name = "O\u{1B}[31mther\n::error file=y::forged ##[error]z\u{202E}.yml"
        try project.write("Specs/" + name, "viewModel: Other\nhosting: server\nbad\u{1B}[2J: 1\n")
        try project.write("Specs/Page\u{202E}lmy.yml", "viewModel: Page\nhosting: server\ntext:\n  title: { en: \"x\" }\n")
        let shown = #"Specs/O\u{1B}[31mther\u{A}::error file=y::forged ##\u{5B}error]z\u{202E}.yml"#
        let generate = try run(["generate"])
        assertSafe(generate, "generate")
        XCTAssertTrue(generate.standardError.hasPrefix(shown + ":3:4: error: "), generate.standardError)
        XCTAssertTrue(generate.standardError.contains("\nbad\\u{1B}[2J: 1\n   ^\n"), "the source line quoted, the caret under the ESC: \(generate.standardError)")

        let text = try checkEveryFormat(["check"], findings: 1)
        XCTAssertTrue(text.hasPrefix(shown + ":3:4: error: "), text)
        let inputs = try run(["generate", "--list-inputs"])
        assertSafe(inputs, "--list-inputs")
        XCTAssertTrue(inputs.standardOutput.contains(shown + "\n"), inputs.standardOutput)
        XCTAssertTrue(inputs.standardOutput.contains("Specs/Page\\u{202E}lmy.yml\n"), inputs.standardOutput)
    }

    /// A suppression comment's rule names and the quoted source line come from the Swift file;
    /// so does the file's name.
    func testLintFindingsQuoteSwiftSourceVisiblyInEveryFormat() throws {
        try project.write("Sources/ViewModels/A.swift", """
            import FOSMVVM

            // vmgen:disable:next \u{1B}[31mBAD\u{202E} — the reason \u{1B}]0;pwned\u{7}
            struct A {}
            \t::error file=z::forged // vmgen:disable:this ##[error]x — why

            """)
        try project.write("Sources/ViewModels/B\u{1B}[2J\n::warning::w.swift", "// vmgen:disable:next NOPE — why\nstruct B {}\n")
        let text = try checkEveryFormat(["lint", "Sources", "--strict"], findings: 3)
        XCTAssertTrue(text.contains("A.swift:3:1: warning: the suppression names '\\u{1B}[31mBAD\\u{202E}', which is not a vmgen rule [SUP-02]\n"
            + "// vmgen:disable:next \\u{1B}[31mBAD\\u{202E} — the reason \\u{1B}]0;pwned\\u{7}\n^\n"), text)
        // The tab is shown as a space; the second colon of the `::` that would start a
        // workflow command is escaped, and the caret still points at the suppression.
        XCTAssertTrue(text.contains("A.swift:5:25: warning: the suppression names '##\\u{5B}error]x', which is not a vmgen rule [SUP-02]\n"
            + " :\\u{3A}error file=z::forged // vmgen:disable:this ##\\u{5B}error]x — why\n"
            + String(repeating: " ", count: 29) + "^\n"), text)
        XCTAssertTrue(text.contains("Sources/ViewModels/B\\u{1B}[2J\\u{A}::warning::w.swift:1:1: warning: "), text)
    }

    /// `--diff` prints file contents: an override template puts control characters and a
    /// would-be workflow command into a generated file; the diff of the next change shows
    /// them escaped, each such line followed by a note.
    func testDiffShowsFileContentsEscapedAndMarked() throws {
        try project.write("vmgen.yml", "locales: [en]\ntemplates: Templates\n")
        try project.write("Specs/Page.yml", "viewModel: Page\nhosting: server\ntext:\n  title: { en: \"x\" }\n")
        try project.write("Templates/ViewModel.swift.template", "// \u{1B}[2J\u{202E}\n  ::error file=a::forged\n// ##[error]z\n")
        XCTAssertEqual(try run(["generate", "-q"]).status, 0)
        try project.write("vmgen.yml", "locales: [en]\ntemplates: Templates\nheader: Changed\n")
        let check = try run(["generate", "--check", "--diff"])
        XCTAssertEqual(check.status, 1, check.output)
        assertSafe(check, "--check --diff")
        let marker = "\\ the line above is shown with escapes (\\u{…})\n"
        XCTAssertTrue(check.standardOutput.contains(" // \\u{1B}[2J\\u{202E}\n" + marker + "   :\\u{3A}error file=a::forged\n" + marker + " // ##\\u{5B}error]z\n" + marker),
            check.standardOutput)
        let dryRun = try run(["generate", "--dry-run", "--diff"])
        assertSafe(dryRun, "--dry-run --diff")
    }

    func testArgumentsAndPathsInErrorsAreQuotedVisibly() throws {
        try project.write("Specs/Page.yml", "viewModel: Page\nhosting: server\ntext:\n  title: { en: \"x\" }\n")
        try project.write("file\u{1B}[2J", "a file, so no folder can be made here\n")
        let cases: [[String]] = [
            ["\u{1B}[2Jgen"],
            ["lint", "missing\u{1B}[2J\n::error::x"],
            ["new", "Bad\u{1B}[2J"],
            ["explain", "\u{202E}VMID"],
            ["check", "--baseline", "nope\u{1B}[2J.json"],
            ["check", "--format", "json", "--output", "file\u{1B}[2J/report.json"],
            ["generate", "--config", "nowhere\u{1B}[2J/vmgen.yml"],
        ]
        for arguments in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.output)")
            assertSafe(result, "\(arguments)")
            XCTAssertTrue(result.standardError.contains("\\u{1B}") || result.standardError.contains("\\u{202E}"), "\(arguments): \(result.standardError)")
        }
        let folder = project.path + "/in\u{1B}[2Jit"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("locales: [en]\n".utf8).write(to: URL(fileURLWithPath: folder + "/vmgen.yml"))
        let initialize = try run(["init"], in: folder)
        XCTAssertEqual(initialize.status, 2, initialize.output)
        assertSafe(initialize, "init")
        XCTAssertTrue(initialize.standardError.contains("in\\u{1B}[2Jit"), initialize.standardError)
    }

    /// `vmgen config` prints YAML: hidden characters are escaped in YAML's own syntax, so
    /// the printed file still loads to the same configuration.
    func testConfigIsPrintedEscapedAndStillReadsBack() throws {
        try project.write("vmgen.yml", "locales: [en]\nheader: \"\\u202Eh ##[error]x \\e[2J\"\n")
        let printed = try run(["config"])
        XCTAssertEqual(printed.status, 0, printed.output)
        assertSafe(printed, "config")
        let copy = try TemporaryFolder()
        try copy.write("vmgen.yml", printed.standardOutput)
        let again = try run(["config"], in: copy.path)
        // The copy sets every value the first file left to vmgen, so none is marked a default.
        XCTAssertEqual(again.standardOutput, printed.standardOutput.replacingOccurrences(of: "  # default\n", with: "\n"))
    }

    /// A baseline written from findings with hostile text reads back and absorbs them.
    func testABaselineOfHostileFindingsReadsBack() throws {
        try project.write("Sources/ViewModels/A.swift", "// vmgen:disable:next \u{1B}[31mX\u{202E}##[error]\u{E0041} — why\nstruct A {}\n")
        let write = try run(["lint", "Sources", "--write-baseline", "baseline.json"])
        XCTAssertEqual(write.status, 0, write.output)
        // Hidden characters beyond U+FFFF stay raw in a baseline (it is read as YAML, which
        // takes no surrogate pairs); the rest are escaped.
        XCTAssertEqual(OutputSafety.problems(in: project.read("baseline.json") ?? ""), ["raw U+E0041"])
        let read = try run(["lint", "Sources", "--baseline", "baseline.json"])
        XCTAssertEqual(read.status, 0, read.output)
        XCTAssertTrue(read.standardError.hasSuffix("0 errors, 0 warnings\n"), read.standardError)
    }

    /// `vmgen watch` names the file that triggered a run.
    func testWatchTriggerLinesQuoteFileNames() throws {
        try project.write("Specs/Page.yml", "viewModel: Page\nhosting: server\ntext:\n  title: { en: \"x\" }\n")
        let watch = try StartedProcess(BuiltBinary.vmgen, arguments: ["watch", "--interval", "0.1", "--max-runs", "2"], in: project.path)
        XCTAssertTrue(watch.waitForError(containing: "written"), watch.standardError)
        try project.write("Specs/N\u{1B}[2J\n::error::x.yml", "viewModel: N\n")
        XCTAssertNotNil(watch.wait(timeout: 60), "watch did not stop")
        XCTAssertEqual(OutputSafety.problems(in: watch.standardError), [], watch.standardError.debugDescription)
        XCTAssertTrue(watch.standardError.contains("vmgen: Specs/N\\u{1B}[2J\\u{A}::error::x.yml added: "), watch.standardError)
    }
}
