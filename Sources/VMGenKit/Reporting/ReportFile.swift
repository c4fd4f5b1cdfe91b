import Foundation

/// Whether a file's bytes are a report or a baseline vmgen wrote, so `--output FILE` and
/// `--write-baseline FILE` may replace it: vmgen overwrites only what it can prove it wrote.
/// The proof is the content, never the name: a `report.txt` of someone's notes, a compiler
/// log, a Swift source, another tool's SARIF or a JSON file of the project are none of
/// vmgen's. JSON, SARIF and the baseline are proven by their exact shape and vmgen's name in
/// it; text and GitHub annotations, which have no shape of their own, and the Checkstyle and
/// JUnit XML, whose shape every other tool writing those formats shares, by the seal line
/// vmgen ends them with when it writes them to a file (`sealed`).
///
/// Any of vmgen's formats counts, whichever is being written, so a CI job that switches
/// `--format` still replaces its own last report. An empty file is not a report, but holds
/// nothing to lose; the caller lets it be replaced too.
public enum ReportFile {
    /// The format vmgen wrote `bytes` in, or nil when they are not one of its reports.
    public enum Kind: String, Sendable {
        case baseline, json, sarif, text, github, checkstyle, junit
    }

    public static func isVMGenReport(_ bytes: [UInt8]) -> Bool {
        kind(of: bytes) != nil
    }

    public static func kind(of bytes: [UInt8]) -> Kind? {
        guard !bytes.isEmpty else { return nil }
        if bytes.first == UInt8(ascii: "{") { return jsonKind(bytes) }
        if bytes.starts(with: XMLText.declaration.utf8) { return xmlKind(bytes) }
        if isSealed(bytes, seal: githubSeal) { return .github }
        if isSealed(bytes, seal: textSeal) { return .text }
        return nil
    }

    // MARK: Text and GitHub annotations: the seal

    /// The last line of a text report vmgen writes to a file: `vmgen:report-fingerprint
    /// <hash of every byte before it>`. Text and annotation lines have no structure a person's
    /// notes or another tool's log cannot share (a compiler log filtered with grep reads just
    /// like vmgen's findings), so their proof is this line, as a generated file's is its
    /// fingerprint. No problem matcher reads it as a finding.
    static let textSeal = "vmgen:report-fingerprint "

    /// The same for GitHub annotations: a `::debug::` command, which the runner shows only
    /// with debug logging on, so `cat`-ing the file in a workflow step adds no annotation.
    static let githubSeal = "::debug::vmgen:report-fingerprint "

    /// The same for the XML reports: an XML comment after the root element, which every XML
    /// reader skips (`<!-- vmgen:report-fingerprint <hash> -->`).
    static let xmlSeal = (opening: "<!-- vmgen:report-fingerprint ", closing: " -->")

    /// `report` as vmgen writes it to a file (`--output FILE`): text, GitHub annotations and
    /// the XML reports with their seal line appended; JSON and SARIF unchanged (their shape is
    /// their proof).
    public static func sealed(_ report: String, format: ReportFormat) -> String {
        let seal: (opening: String, closing: String)
        switch format {
        case .json, .sarif: return report
        case .text: seal = (textSeal, "")
        case .github: seal = (githubSeal, "")
        case .checkstyle, .junit: seal = xmlSeal
        }
        return report + seal.opening + ContentHash(Array(report.utf8)).description + seal.closing + "\n"
    }

    /// Whether `bytes` end in the line `seal <hash>closing\n` and `hash` is that of every
    /// byte before it.
    private static func isSealed(_ bytes: [UInt8], seal: String, closing: String = "") -> Bool {
        let seal = Array(seal.utf8)
        let closing = Array(closing.utf8)
        let lineLength = seal.count + 32 + closing.count + 1
        guard bytes.count >= lineLength, bytes.last == UInt8(ascii: "\n") else { return false }
        let lineStart = bytes.count - lineLength
        let digitsStart = lineStart + seal.count
        let digitsEnd = digitsStart + 32
        guard lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n"), bytes[lineStart..<digitsStart].elementsEqual(seal),
            bytes[digitsEnd..<(bytes.count - 1)].elementsEqual(closing)
        else { return false }
        guard let hash = ContentHash(hex: Substring(decoding: bytes[digitsStart..<digitsEnd], as: UTF8.self)) else { return false }
        return bytes.withUnsafeBytes { ContentHash(UnsafeRawBufferPointer(rebasing: $0[..<lineStart])) } == hash
    }

    // MARK: Checkstyle and JUnit: the seal, then the root element

    /// A sealed XML report: which one, by the root element vmgen writes right after the XML
    /// declaration. The seal alone proves the file is vmgen's; another tool's checkstyle.xml or
    /// a test run's JUnit file has the same shape and no seal, and is left alone.
    private static func xmlKind(_ bytes: [UInt8]) -> Kind? {
        guard isSealed(bytes, seal: xmlSeal.opening, closing: xmlSeal.closing) else { return nil }
        let root = bytes.dropFirst(XMLText.declaration.utf8.count)
        if root.starts(with: "<checkstyle ".utf8) { return .checkstyle }
        if root.starts(with: "<testsuites ".utf8) { return .junit }
        return nil
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
}
