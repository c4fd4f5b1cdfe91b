import Foundation
@testable import VMGenCLI
import VMGenTestSupport
import XCTest

/// Every way the CLI prints goes through `Console`; whatever text it is handed, what reaches
/// stdout and stderr is safe (`OutputSafety`) — a message that missed its own escaping still
/// cannot steer a terminal or forge a CI command.
final class ConsoleEscapingTests: XCTestCase {
    static let pieces = [
        "ok", " ", "\t", "\n", "\r", "\u{0}", "\u{1B}[2J", "\u{1B}]0;t\u{7}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200F}",
        "\u{2028}", "\u{FEFF}", "\u{200B}", "\u{200D}", "\u{E0041}", "\u{A0}", ":", "::error::x", "\n::warning file=a::b", "  ::notice::n",
        "##[error]e", "#\u{200D}#[group]", "##vso[task.setvariable]", "%0A", "é", "🇫🇷",
    ]

    func testWhateverTextTheConsoleIsGivenItPrintsSafely() {
        var state: UInt64 = 8
        func below(_ count: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(count))
        }
        for trial in 0..<500 {
            let text = (0..<(1 + below(8))).map { _ in Self.pieces[below(Self.pieces.count)] }.joined()
            let output = CapturedOutput()
            var console = Console(out: output.appendOut, err: output.appendErr)
            console.verbose = true
            switch trial % 5 {
            case 0: console.out(text)
            case 1: console.err(text)
            case 2: console.info(text)
            case 3: console.detail("vmgen: " + text)
            default: console.usageError(text, usage: "vmgen x", command: "x")
            }
            XCTAssertEqual(OutputSafety.problems(in: output.standardOutput), [], "trial \(trial): \(text.debugDescription) → \(output.standardOutput.debugDescription)")
            XCTAssertEqual(OutputSafety.problems(in: output.standardError), [], "trial \(trial): \(text.debugDescription) → \(output.standardError.debugDescription)")
        }
    }

    /// `info`, `detail` and usage errors are one line each: a line break in the text is shown.
    func testOneLineMessagesStayOneLine() {
        let output = CapturedOutput()
        let console = Console(out: output.appendOut, err: output.appendErr)
        console.info("deleted a\nb\r.swift")
        console.usageError("unknown command 'x\n::error::y'", usage: "vmgen", command: nil)
        XCTAssertEqual(output.standardError, """
            deleted a\\u{A}b\\u{D}.swift
            Error: unknown command 'x\\u{A}::error::y'
            Usage: vmgen
            See 'vmgen --help'.

            """)
    }
}
