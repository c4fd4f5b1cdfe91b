import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// Realistic FOSMVVM projects written for the tests: the correct one (every kind the seed
/// describes) lints clean; the wrong one produces exactly the findings in its expected.txt.
final class LintFixtureTests: XCTestCase {
    private let fixtures = Repository.root + "/Tests/Fixtures/Lint"

    private func lint(_ name: String) throws -> String {
        let files = try ProjectFiles(root: fixtures + "/" + name, folders: ["Sources", "Tests"])
        let (config, diagnostics) = ConfigLoader.load(SpecFile(path: "vmgen.yml", bytes: files.configBytes))
        XCTAssertEqual(diagnostics, [])
        let result = Linter.lint(swift: files.swift, yaml: files.yaml, config: config)
        return result.diagnostics.map { "\($0.location.map(\.description) ?? "-") \($0.code ?? "-")\n" }.joined()
    }

    func testCorrectFilesProduceNoFindings() throws {
        XCTAssertEqual(try lint("Correct"), "")
    }

    func testWrongFilesProduceExactlyTheExpectedFindings() throws {
        let expected = try String(contentsOfFile: fixtures + "/Wrong/expected.txt", encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { $0.split(separator: " ").prefix(2).joined(separator: " ") + "\n" }.joined()
        let actual = try lint("Wrong")
        XCTAssertEqual(actual, expected, LineDiff.unified(old: expected, new: actual, oldName: "expected.txt", newName: "vmgen lint"))
    }
}
