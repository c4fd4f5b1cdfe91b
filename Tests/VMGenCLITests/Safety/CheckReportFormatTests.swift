import Foundation
import VMGenTestSupport
import XCTest

/// `generate --check` and `check` speak the CI formats like `lint` (issue 17, section 4):
/// `--format json|sarif|github` and `--output FILE`, a stale generated file as a finding on
/// that file, a spec error at its line and column, and the exit codes of plain `--check`.
/// Through the built binary.
final class CheckReportFormatTests: GeneratedProjectTestCase {
    private func json(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text, file: file, line: line)
    }

    /// The files plain `--check` says it would change, from its `would …` lines.
    private func plainCheckChanges() throws -> [String] {
        let plain = try run(["generate", "--check"])
        XCTAssertEqual(plain.status, 1, plain.output)
        return plain.standardOutput.split(separator: "\n").compactMap { line in
            line.hasPrefix("would ") ? line.split(separator: " ", maxSplits: 2).last.map(String.init) : nil
        }
    }

    func testAnUpToDateProjectPassesInEveryFormatWithNoFinding() throws {
        let github = try run(["generate", "--check", "--format", "github"])
        XCTAssertEqual(github.status, 0, github.output)
        XCTAssertEqual(github.standardOutput, "")
        let report = try run(["generate", "--check", "--format", "json"])
        XCTAssertEqual(report.status, 0, report.output)
        XCTAssertEqual((try json(report.standardOutput)["findings"] as? [Any])?.count, 0)
    }

    /// Each file plain `--check` lists becomes one `::error file=…` annotation on that file.
    func testAStaleFileIsAGitHubAnnotationOnThatFile() throws {
        try project.write("Specs/Page0.yml", Reliability.spec("Page0", children: 0, variant: " v2"))
        try project.write("Specs/Page2.yml", Reliability.spec("Page2", children: 0))
        let changes = try plainCheckChanges()
        XCTAssertFalse(changes.isEmpty)
        let github = try run(["generate", "--check", "--format", "github"])
        XCTAssertEqual(github.status, 1, github.output)
        let lines = github.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, changes.count, github.standardOutput)
        for path in changes {
            XCTAssertTrue(lines.contains { $0.hasPrefix("::error file=\(path),line=1,col=1,title=generated-out-of-date::generated file ") }, "\(path) in \(lines)")
        }
        XCTAssertTrue(lines.contains { $0.contains("would create it") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("would update it") }, "\(lines)")
        XCTAssertTrue(github.standardError.contains("generated files are out of date"), github.standardError)
    }

    /// A removed spec: its files would be deleted, and say so (the routes file, which no longer
    /// registers its page's request, would be updated).
    func testAFileToDeleteIsAFinding() throws {
        try FileManager.default.removeItem(atPath: project.path + "/Specs/Page1.yml")
        let changes = try plainCheckChanges()
        let report = try run(["generate", "--check", "--format", "json"])
        XCTAssertEqual(report.status, 1, report.output)
        let findings = try XCTUnwrap(try json(report.standardOutput)["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.compactMap { $0["file"] as? String }.sorted(), changes.sorted())
        let routes = "Sources/WebServer/Controllers/RequestRoutes.swift"
        XCTAssertTrue(findings.allSatisfy { $0["rule"] as? String == "generated-out-of-date" }, "\(findings)")
        XCTAssertTrue(findings.filter { $0["file"] as? String != routes }.allSatisfy { ($0["message"] as? String)?.contains("would delete it") == true }, "\(findings)")
        XCTAssertEqual(findings.filter { $0["file"] as? String == routes }.compactMap { $0["message"] as? String }, ["generated file is out of date; 'vmgen generate' would update it"])
        XCTAssertGreaterThan(findings.count, 1)
    }

    /// A spec error is an annotation at its line and column, from `check` and from
    /// `generate --check`; both exit 1 as before.
    func testASpecErrorIsAnAnnotationAtItsLineAndColumn() throws {
        try project.write("Specs/Page0.yml", "viewModel: Page0\nhosting: server\nproperties:\n  owner: Strng\n")
        for command in [["check"], ["generate", "--check"]] {
            let plain = try run(command)
            XCTAssertEqual(plain.status, 1, plain.output)
            let github = try run(command + ["--format", "github"])
            XCTAssertEqual(github.status, 1, "\(command): \(github.output)")
            XCTAssertTrue(
                github.standardOutput.split(separator: "\n").contains { $0.hasPrefix("::error file=Specs/Page0.yml,line=4,col=10,") && $0.contains("Strng") },
                "\(command): \(github.standardOutput)")
        }
    }

    /// SARIF: a stale file is a result located in that file, with a fingerprint; `--output`
    /// takes the report off standard output, which still lists the changes.
    func testSARIFToAFileListsStaleFilesAsResults() throws {
        try project.write("Specs/Page0.yml", Reliability.spec("Page0", children: 0, variant: " v2"))
        let changes = try plainCheckChanges()
        let result = try run(["generate", "--check", "--format", "sarif", "--output", "vmgen.sarif"])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(result.standardOutput.split(separator: "\n").map(String.init), changes.map { "would update \($0)" })
        let sarif = try json(try XCTUnwrap(project.read("vmgen.sarif")))
        let results = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let uris = results.compactMap { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        XCTAssertEqual(uris.sorted(), changes.sorted())
        XCTAssertTrue(results.allSatisfy { $0["ruleId"] as? String == "generated-out-of-date" && $0["partialFingerprints"] != nil }, "\(results)")
    }

    /// `--format` and `--output` need `--check`; `--diff` needs the report in a file.
    func testFormatOutsideCheckIsAUsageError() throws {
        let generate = try run(["generate", "--format", "github"])
        XCTAssertEqual(generate.status, 2, generate.output)
        XCTAssertTrue(generate.standardError.contains("--format goes with --check"), generate.standardError)
        let diff = try run(["generate", "--check", "--diff", "--format", "json"])
        XCTAssertEqual(diff.status, 2, diff.output)
        XCTAssertTrue(diff.standardError.contains("--diff with --format json needs --output FILE"), diff.standardError)
        let unknown = try run(["generate", "--check", "--format", "sarf"])
        XCTAssertEqual(unknown.status, 2, unknown.output)
        XCTAssertTrue(unknown.standardError.contains("did you mean 'sarif'?"), unknown.standardError)
    }

    /// Templates that cannot be used stop `check` with exit 2 as before, and a CI format still
    /// gets each problem at its line; from a subfolder the path leads to the template once
    /// (`../Templates/…`, not `../../Templates/…`), and the text quotes the line.
    func testTemplateErrorsAreFindingsAtTheirLineFromAnyFolder() throws {
        try project.write("vmgen.yml", "locales: [en, es]\ntemplates: Templates\n")
        try project.write("Templates/ViewModel.swift.template", "{{ if x }}\n")
        try project.write("Sub/.keep", "")
        let github = try Reliability.vmgen(["check", "--format", "github"], in: project.path + "/Sub")
        XCTAssertEqual(github.status, 2, github.output)
        XCTAssertTrue(github.standardOutput.hasPrefix("::error file=../Templates/ViewModel.swift.template,line=1,col=7,title=template::"), github.standardOutput)
        let text = try Reliability.vmgen(["check"], in: project.path + "/Sub")
        XCTAssertEqual(text.status, 2, text.output)
        XCTAssertTrue(text.standardError.split(separator: "\n").contains { $0.hasPrefix("../Templates/ViewModel.swift.template:1:7: error:") }, text.standardError)
        XCTAssertTrue(text.standardError.contains("{{ if x }}\n"), "the line is quoted: \(text.standardError)")
        let generate = try Reliability.vmgen(["generate", "--check", "--format", "github"], in: project.path + "/Sub")
        XCTAssertEqual(generate.status, 2, generate.output)
        XCTAssertTrue(generate.standardOutput.hasPrefix("::error file=../Templates/ViewModel.swift.template,line=1,col=7,"), generate.standardOutput)
    }
}
