import XCTest
@testable import VMGenKit

/// The excerpt of a long line is a window around the caret. Each line is made printable once
/// (`VisibleText.QuotedLine`) and windows are found from checkpoints, so thousands of
/// diagnostics on one line cost their number; the excerpts must be exactly those made one
/// diagnostic at a time from the whole line.
final class DiagnosticRendererWindowTests: XCTestCase {
    /// The excerpt as made for one diagnostic alone: the whole line shown, then cut.
    private func reference(_ line: Substring, column: Int) -> String {
        var (shown, column) = VisibleText.excerpt(line, column: column)
        if shown.count > DiagnosticRenderer.longLine {
            let characters = Array(shown)
            let caret = min(max(column - 1, 0), characters.count)
            let start = max(0, caret - DiagnosticRenderer.window)
            let end = min(characters.count, caret + DiagnosticRenderer.window)
            shown = (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
            column = caret - start + 1 + (start > 0 ? 1 : 0)
        }
        return "\(shown)\n\(String(repeating: " ", count: max(0, column - 1)))^\n"
    }

    /// Tabs, hidden characters (escaped), a mark after a control character, accents, flags,
    /// a family emoji, CI command markers: characters of one to many bytes and scalars.
    private let pieces = ["a", "\t", "é", "e\u{301}", "🇺🇸", "👨‍👩‍👧", "\u{1}\u{301}", "x", "語", " ", "\u{202E}", "##[", " :"]

    private func line(_ count: Int, _ shift: Int = 0) -> String {
        (0..<count).map { pieces[($0 * 7 + $0 / 13 + shift) % pieces.count] }.joined()
    }

    func testEveryWindowOnALongMixedLineIsTheOneMadeAlone() {
        for long in [line(3_000), "::" + line(2_000, 3), String(repeating: "plain ", count: 500)] {
            let source = "first line\n" + long + "\nlast line\n"
            let count = long.count
            let columns = Set([0, 1, 2, 119, 120, 121, 122, 255, 256, 257, 511, 512, 513, count - 121, count - 120, count, count + 1, count + 50]
                + Array(stride(from: 1, through: count, by: 37))).sorted()
            let diagnostics = columns.map { Diagnostic.error("here", at: SourceLocation(file: "F.swift", line: 2, column: $0), code: "x") }
            let rendered = DiagnosticRenderer(sources: ["F.swift": source]).render(diagnostics)
            let expected = columns.map { "F.swift:2:\($0): error: here [x]\n" + reference(Substring(long), column: $0) }.joined()
            XCTAssertEqual(rendered, expected)
        }
    }

    /// A character's shown column is one more than the shown length of the text before it,
    /// escapes and all; past either end, as far from that end as in the line.
    func testQuotedColumnsAreTheShownLengthBeforeEachCharacter() {
        for text in [line(400), "::" + line(300, 5), "\t\u{1B}[31mkey: x\u{202E}y", "\u{7}\u{301}\u{301}a", "plain", ""] {
            let source = Substring(text)
            let quoted = VisibleText.QuotedLine(source)
            for column in -1...(source.count + 2) {
                let expected: Int
                if column >= 1, column <= source.count {
                    expected = VisibleText.QuotedLine(source.prefix(column - 1)).shown.count + 1
                } else {
                    expected = column < 1 ? column : quoted.shown.count + column - source.count
                }
                XCTAssertEqual(quoted.column(column), expected, "column \(column) of \(text.debugDescription.prefix(60))")
            }
        }
    }

    /// Lines are found by bytes (`\n`, and `\r\n` as one break), as the Character split found
    /// them: every line of files with each kind of line end shows the line it names.
    func testEveryLineOfEachKindOfLineEndIsTheOneNamed() {
        let lines = ["first", "\u{301}mark after a break", "", "tab\tand é", "cr\r", "last"]
        for text in [lines.joined(separator: "\n"), lines.joined(separator: "\r\n"), lines.joined(separator: "\n") + "\n", lines.joined(separator: "\r\n") + "\r\n"] {
            let split = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            for number in 1...(split.count + 1) {
                let rendered = DiagnosticRenderer(sources: ["F.swift": text]).render([Diagnostic.error("here", at: SourceLocation(file: "F.swift", line: number, column: 1), code: "x")])
                let expected = number <= split.count ? "F.swift:\(number):1: error: here [x]\n" + reference(split[number - 1], column: 1) : nil
                if let expected { XCTAssertEqual(rendered, expected, "line \(number) of \(text.debugDescription)") }
                else { XCTAssertFalse(rendered.contains("^"), "no line \(number): \(rendered)") }
            }
        }
    }
}
