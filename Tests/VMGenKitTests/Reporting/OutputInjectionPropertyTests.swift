import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// Random text holding control, bidirectional and invisible characters, line breaks and CI
/// command markers, in every field of a diagnostic and in the quoted source line, through
/// every report format: nothing printed may steer a terminal or a CI log
/// (`OutputSafety`), the machine formats still parse to exactly what they were given, and the
/// caret still points at its character.
final class OutputInjectionPropertyTests: XCTestCase {
    static let pieces: [String] = [
        "plain", " ", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{7}", "\u{8}", "\u{1B}", "\u{1B}[31m", "\u{1B}[2J", "\u{1B}]0;title\u{7}",
        "\u{1B}[0K", "\u{7F}", "\u{85}", "\u{9B}", "\u{9D}", "\u{AD}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{200B}", "\u{200C}", "\u{200D}",
        "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
        "\u{2069}", "\u{061C}", "\u{2060}", "\u{FEFF}", "\u{E0041}", "\u{1D173}", "\u{3000}", ":", "::", "::error file=x::forged",
        "\n::error file=x,line=1::forged", "::warning::w", "::stop-commands::t", "::add-mask::secret", "#", "##", "##[error]forged",
        "##[group]g", "##vso[task.logissue type=error]x", "##teamcity[message text='x']", "#\u{200D}#[error]x",
        ":\u{200D}:error::x", "\u{A0}::error::x", "%", "%0A", "%25", ",", "=", "\"", "\\", "\\u{1B}", "é", "e\u{301}", "🚢",
        "👩🏽‍✈️", "🇫🇷", "日本", "עברית", "العربية", "[", "]",
    ]

    static func randomText(_ random: inout SplitMix, count: Int? = nil, without excluded: [String] = []) -> String {
        var text = ""
        for _ in 0..<(count ?? (1 + random.below(6))) {
            let piece = pieces[random.below(pieces.count)]
            if excluded.contains(where: { piece.contains($0) }) { continue }
            text += piece
        }
        return text
    }

    /// A diagnostic whose file, message, code and notes are random text, with its source.
    static func randomDiagnostic(_ random: inout SplitMix, number: Int) -> (Diagnostic, source: String) {
        let file = "Specs/" + randomText(&random) + "\(number).yml"
        let source = (0..<3).map { _ in randomText(&random) }.joined(separator: "\n")
        let line = 1 + random.below(3)
        let severity: Severity = [.error, .warning, .note][random.below(3)]
        let code = random.below(3) == 0 ? randomText(&random) : ["spec", "LOC-01", "yaml-syntax"][random.below(3)]
        let notes = (0..<random.below(3)).map { _ in randomText(&random) }
        let diagnostic = Diagnostic(severity, "bad value '\(randomText(&random))'", at: SourceLocation(file: file, line: line, column: 1 + random.below(12)), code: code, notes: notes)
        return (diagnostic, source)
    }

    func testNoReportFormatPrintsWhatSteersATerminalOrACILog() throws {
        var random = SplitMix(seed: 13_008)
        for trial in 0..<300 {
            var diagnostics: [Diagnostic] = []
            var sources: [String: String] = [:]
            for number in 0..<(1 + random.below(3)) {
                let (diagnostic, source) = Self.randomDiagnostic(&random, number: number)
                diagnostics.append(diagnostic)
                sources[diagnostic.location!.file] = source
            }
            // SARIF carries the whole rule catalogue: every 4th trial, to keep the test quick.
            for format in ReportFormat.allCases where format != .sarif || trial % 4 == 0 {
                let report = format.render(diagnostics, filesChecked: 1, sources: sources)
                let problems = OutputSafety.problems(in: report, annotations: format == .github)
                XCTAssertEqual(problems, [], "trial \(trial), \(format): \(report.debugDescription)")
                if !problems.isEmpty { return }
            }
            // The baseline keeps hidden characters beyond U+FFFF raw (vmgen reads it as YAML,
            // which takes no surrogate pairs); they steer nothing.
            let baseline = Baseline(diagnostics).rendered
            XCTAssertEqual(OutputSafety.problems(in: baseline).filter { !($0.hasPrefix("raw U+") && $0.count > "raw U+FFFF".count) }, [], "trial \(trial), baseline: \(baseline.debugDescription)")
        }
    }

    /// JSON, SARIF and the baseline escape in their own syntax, so a reader gets exactly the
    /// text back; the baseline also reads back with vmgen's own (YAML) reader.
    func testMachineFormatsKeepTheTextExactly() throws {
        var random = SplitMix(seed: 2_025)
        for trial in 0..<200 {
            let (diagnostic, _) = Self.randomDiagnostic(&random, number: trial)
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(JSONReport.render([diagnostic], filesChecked: 1).utf8)) as? [String: Any])
            let finding = try XCTUnwrap((json["findings"] as? [[String: Any]])?.first)
            XCTAssertEqual(finding["message"] as? String, diagnostic.message, "trial \(trial)")
            XCTAssertEqual(finding["file"] as? String, diagnostic.location?.file, "trial \(trial)")
            if trial % 4 == 0 {
                let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SARIFReport.render([diagnostic]).utf8)) as? [String: Any])
                let result = try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
                XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, diagnostic.message, "trial \(trial)")
            }
            let baseline = Baseline([diagnostic])
            let (parsed, problems) = Baseline.parse(Array(baseline.rendered.utf8), path: "baseline.json")
            XCTAssertEqual(problems, [], "trial \(trial): \(baseline.rendered.debugDescription)")
            XCTAssertEqual(parsed, baseline, "trial \(trial)")
        }
    }

    /// One annotation line per diagnostic, whatever its text holds.
    func testEachGitHubAnnotationIsOneLine() {
        var random = SplitMix(seed: 77)
        for trial in 0..<200 {
            let (diagnostic, _) = Self.randomDiagnostic(&random, number: trial)
            let lines = GitHubAnnotations.render([diagnostic]).split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines.count, 2, "trial \(trial): \(lines)")
            XCTAssertEqual(lines.last, "")
            XCTAssertTrue(OutputSafety.isAnnotation(String(lines[0])) || lines[0].hasPrefix("::"), "trial \(trial): \(lines[0])")
        }
    }

    /// Whatever precedes it on the line is shown escaped, the caret is under the character
    /// the location names — also in a long line shown as a window.
    func testTheCaretPointsAtItsCharacterAfterEscaping() {
        var random = SplitMix(seed: 4_711)
        // No line breaks (the line is one line), no lone combining marks or prepended
        // characters (they join the marked character), no '@' (the mark).
        let excluded = ["\n", "\r", "\u{301}"]
        for trial in 0..<400 {
            let long = random.below(5) == 0
            let before = Self.randomText(&random, count: long ? 60 + random.below(200) : random.below(6), without: excluded)
            let after = Self.randomText(&random, count: long ? random.below(200) : random.below(4), without: excluded)
            let line = before + "@" + after
            let column = Array(line).firstIndex { $0.unicodeScalars.first == "@" }! + 1
            let rendered = DiagnosticRenderer(sources: ["a.yml": line + "\n"]).render(.error("x", at: SourceLocation(file: "a.yml", line: 1, column: column)))
            let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines.count, 4, "trial \(trial): \(rendered.debugDescription)")
            guard lines.count == 4 else { continue }
            let shown = Array(lines[1])
            let caret = lines[2].count - 1
            XCTAssertTrue(lines[2].hasSuffix("^") && lines[2].dropLast().allSatisfy { $0 == " " }, "trial \(trial)")
            XCTAssertTrue(caret < shown.count && shown[caret].unicodeScalars.first == "@", "trial \(trial): \(rendered.debugDescription)")
            XCTAssertEqual(OutputSafety.problems(in: rendered), [], "trial \(trial): \(rendered.debugDescription)")
        }
    }
}
