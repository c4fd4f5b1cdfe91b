import Foundation

/// Whether a file's bytes are a report or a baseline vmgen wrote, so `--output FILE` and
/// `--write-baseline FILE` may replace it: vmgen overwrites only what it can prove it wrote.
/// The proof is the content, never the name: a `report.txt` of someone's notes, a Swift
/// source, another tool's SARIF or a JSON file of the project are none of vmgen's.
///
/// Any of vmgen's formats counts, whichever is being written, so a CI job that switches
/// `--format` still replaces its own last report. An empty file is not a report, but holds
/// nothing to lose; the caller lets it be replaced too.
public enum ReportFile {
    /// The format vmgen wrote `bytes` in, or nil when they are not one of its reports.
    public enum Kind: String, Sendable {
        case baseline, json, sarif, text, github
    }

    public static func isVMGenReport(_ bytes: [UInt8]) -> Bool {
        kind(of: bytes) != nil
    }

    public static func kind(of bytes: [UInt8]) -> Kind? {
        guard !bytes.isEmpty, let text = String(bytes: bytes, encoding: .utf8) else { return nil }
        if text.hasPrefix("{") { return jsonKind(bytes) }
        if text.hasPrefix("::") { return isGitHubAnnotations(text) ? .github : nil }
        return isText(text) ? .text : nil
    }

    // MARK: JSON: the baseline, the JSON report, SARIF

    private static func jsonKind(_ bytes: [UInt8]) -> Kind? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return nil }
        if isBaseline(object) { return .baseline }
        if isJSONReport(object) { return .json }
        if isSARIF(object) { return .sarif }
        return nil
    }

    /// `Baseline.rendered`: exactly `version` and `findings`, each finding exactly `file`,
    /// `rule` and `message`, all strings.
    private static func isBaseline(_ object: [String: Any]) -> Bool {
        guard Set(object.keys) == ["version", "findings"], object["version"] is Int, let findings = object["findings"] as? [Any] else { return false }
        return findings.allSatisfy { item in
            guard let entry = item as? [String: Any], Set(entry.keys) == ["file", "rule", "message"] else { return false }
            return entry.values.allSatisfy { $0 is String }
        }
    }

    /// `JSONReport`: `version`, `tool.name == "vmgen"`, `summary` and `findings`.
    private static func isJSONReport(_ object: [String: Any]) -> Bool {
        guard object["version"] is Int, object["summary"] is [String: Any], object["findings"] is [Any],
            let tool = object["tool"] as? [String: Any]
        else { return false }
        return tool["name"] as? String == "vmgen"
    }

    /// `SARIFReport`: version 2.1.0 and every run's `tool.driver.name == "vmgen"` (a SARIF
    /// that merges another tool's run is not only vmgen's).
    private static func isSARIF(_ object: [String: Any]) -> Bool {
        guard object["version"] as? String == "2.1.0", let runs = object["runs"] as? [Any], !runs.isEmpty else { return false }
        return runs.allSatisfy { run in
            let driver = ((run as? [String: Any])?["tool"] as? [String: Any])?["driver"] as? [String: Any]
            return driver?["name"] as? String == "vmgen"
        }
    }

    // MARK: GitHub annotations

    /// `GitHubAnnotations`: every line `::error|warning|notice PROPERTIES::MESSAGE`, where
    /// the properties are `file`, `line`, `col` and `title` (values escaped, so no `:` or `,`).
    private static func isGitHubAnnotations(_ text: String) -> Bool {
        guard let lines = wholeLines(text) else { return false }
        return lines.allSatisfy { line in
            guard let level = ["::error ", "::warning ", "::notice "].first(where: line.hasPrefix) else { return false }
            let rest = line.dropFirst(level.count)
            guard let end = rest.range(of: "::") else { return false }
            let properties = rest[..<end.lowerBound]
            guard !properties.isEmpty else { return true }
            return properties.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { property in
                let parts = property.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return parts.count == 2 && ["file", "line", "col", "title"].contains(String(parts[0]))
            }
        }
    }

    // MARK: Text

    /// `DiagnosticRenderer`: findings one after another, each a header line
    /// (`path:line:col: warning: message [RULE]`), then maybe the quoted source line with a
    /// caret line under it, then maybe `  note: …` lines. The quoted line can be anything,
    /// but only ever right above a caret line. At least one header must carry a location or
    /// a rule, so a few lines of `note: buy milk` are not taken for a report.
    private static func isText(_ text: String) -> Bool {
        guard let lines = wholeLines(text) else { return false }
        var index = 0
        var anchored = false
        while index < lines.count {
            guard let header = header(lines[index]) else { return false }
            anchored = anchored || header.located || header.coded
            index += 1
            if index + 1 < lines.count, isCaret(lines[index + 1]) { index += 2 }
            while index < lines.count, lines[index].hasPrefix("  note: ") { index += 1 }
        }
        return anchored
    }

    /// Lines of a text that ends with a newline, as vmgen's reports do (nil otherwise).
    private static func wholeLines(_ text: String) -> [Substring]? {
        guard text.hasSuffix("\n") else { return nil }
        return text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    }

    private static let severities = ["error", "warning", "note"]

    /// A finding's first line: `[path:line:col: ]severity: message[ [CODE]]`.
    private static func header(_ line: Substring) -> (located: Bool, coded: Bool)? {
        let coded = hasCode(line)
        for severity in severities {
            if line.hasPrefix(severity + ": ") { return (false, coded) }
            var searched = line.startIndex
            while let marker = line.range(of: ": \(severity): ", range: searched..<line.endIndex) {
                if isLocation(line[..<marker.lowerBound]) { return (true, coded) }
                searched = marker.upperBound
            }
        }
        return nil
    }

    /// `path:line:col` with a non-empty path and numbers.
    private static func isLocation(_ text: Substring) -> Bool {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return false }
        let numbers = parts.suffix(2)
        return numbers.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) } && !parts.dropLast(2).joined(separator: ":").isEmpty
    }

    /// Ends with ` [CODE]`: a rule id or another of vmgen's codes (letters, digits, `-`).
    private static func hasCode(_ line: Substring) -> Bool {
        guard line.hasSuffix("]"), let open = line.range(of: " [", options: .backwards) else { return false }
        let code = line[open.upperBound..<line.index(before: line.endIndex)]
        return !code.isEmpty && code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// Spaces, then the caret under the finding's column.
    private static func isCaret(_ line: Substring) -> Bool {
        line.hasSuffix("^") && line.dropLast().allSatisfy { $0 == " " }
    }
}
