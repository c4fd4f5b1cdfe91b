import Foundation
@testable import VMGenCLI
import VMGenTestSupport
import XCTest

/// The progress line of a long lint: on a terminal (a pseudo-terminal from util-linux's
/// `script`), drawn and then cleared before the summary; never in a pipe, with `CI` set, or
/// with `-q`. `VMGEN_PROGRESS_AFTER_MS=0` shows it at once, so a small project is enough.
final class ProgressLineTests: XCTestCase {
    private var project: TemporaryFolder!

    /// XCTest keeps every test case to the end of the run: the folders go with each test.
    override func tearDown() {
        project = nil
    }

    override func setUpWithError() throws {
        #if !os(Linux)
        throw XCTSkip("util-linux's script(1) gives the pseudo-terminal")
        #else
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("script(1) is not installed") }
        project = try TemporaryFolder()
        for index in 0..<300 {
            try project.write("Sources/App/File\(index).swift", "struct File\(index) { let value = \(index) }\n" + String(repeating: "// padding\n", count: 200))
        }
        #endif
    }

    /// What stderr and stdout showed on a terminal: `script` merges them.
    private func onATerminal(_ arguments: String, environment: [String: String] = [:]) throws -> String {
        let command = "\(BuiltBinary.vmgen) \(arguments)"
        var values = ["VMGEN_PROGRESS_AFTER_MS": "0", "TERM": "xterm", "PATH": "/usr/bin:/bin"]
        values.merge(environment) { $1 }
        let run = try ProcessRunner.run("/usr/bin/script", arguments: ["-qec", command, "/dev/null"], in: project.path, environment: values)
        return run.standardOutput
    }

    func testATerminalSeesTheCountThenAClearedLineBeforeTheSummary() throws {
        let shown = try onATerminal("lint")
        XCTAssertTrue(shown.contains("\rlint: "), shown)
        XCTAssertTrue(shown.contains(" files\u{1B}[K") || shown.contains("checking across files\u{1B}[K"), shown)
        let cleared = try XCTUnwrap(shown.range(of: "\r\u{1B}[K", options: .backwards), shown)
        let summary = try XCTUnwrap(shown.range(of: "vmgen: 300 Swift files checked"), shown)
        XCTAssertLessThan(cleared.lowerBound, summary.lowerBound, "the line is gone before the summary")
        XCTAssertFalse(shown[cleared.upperBound...].contains("lint: "), "nothing is drawn after it is cleared")
    }

    func testNoProgressInAPipeInCIOrWhenQuiet() throws {
        let piped = try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["lint"], in: project.path, environment: ["VMGEN_PROGRESS_AFTER_MS": "0"])
        XCTAssertFalse(piped.standardError.contains("\r"), piped.standardError)
        XCTAssertFalse(try onATerminal("lint", environment: ["CI": "true"]).contains("lint: "))
        XCTAssertFalse(try onATerminal("lint -q").contains("lint: "))
        XCTAssertFalse(try onATerminal("lint", environment: ["TERM": "dumb"]).contains("lint: "))
    }

    func testGenerateShowsItsStagesThenClearsTheLineBeforeItsSummary() throws {
        try project.write("vmgen.yml", "specs: Specs\n")
        for index in 0..<40 {
            try project.write("Specs/Screen\(index).yml", "viewModel: Screen\(index)\nhosting: client\nproperties:\n  count: Int\n")
        }
        let shown = try onATerminal("generate")
        XCTAssertTrue(shown.contains("\rgenerate: checking and rendering 40 specs\u{1B}[K"), shown)
        XCTAssertTrue(shown.contains("\rgenerate: writing "), shown)
        let cleared = try XCTUnwrap(shown.range(of: "\r\u{1B}[K", options: .backwards), shown)
        let summary = try XCTUnwrap(shown.range(of: "vmgen: "), shown)
        XCTAssertLessThan(cleared.lowerBound, summary.lowerBound, "the line is gone before the summary")
        XCTAssertFalse(try onATerminal("generate -v --no-cache").contains("generate: checking"), "-v prints a line per file instead")
    }

    func testThousandsAreGroupedTheSameInEveryLocale() {
        XCTAssertEqual(ProgressLine.grouped(0), "0")
        XCTAssertEqual(ProgressLine.grouped(999), "999")
        XCTAssertEqual(ProgressLine.grouped(1000), "1,000")
        XCTAssertEqual(ProgressLine.grouped(23310), "23,310")
        XCTAssertEqual(ProgressLine.grouped(1_000_092), "1,000,092")
    }
}
