import Foundation
import VMGenTestSupport
import XCTest

/// `vmgen check SPEC…` (issue 17, section 4): the findings of the named specs only, at their
/// lines, in every format, with the exit codes of a whole-project check; a name that is not a
/// spec of the project is a usage error (exit 2). `vmgen rules --format json`. Through the
/// built binary.
final class CheckSpecFileTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try Reliability.makeProject(in: project, pages: 2, children: 0)
        // Page0 has an error at line 4, column 10; Page1 is clean.
        try project.write("Specs/Page0.yml", "viewModel: Page0\nhosting: server\nproperties:\n  owner: Strng\n")
    }

    override func tearDown() {
        project = nil
    }

    private func run(_ arguments: [String], in folder: String? = nil) throws -> ProcessRunner.Result {
        try Reliability.vmgen(arguments, in: folder ?? project.path)
    }

    func testACleanSpecPassesWhileAnotherSpecHasErrors() throws {
        XCTAssertEqual(try run(["check"]).status, 1, "the project as a whole fails")
        let clean = try run(["check", "Specs/Page1.yml"])
        XCTAssertEqual(clean.status, 0, clean.output)
        XCTAssertFalse(clean.output.contains("Page0"), clean.output)
        XCTAssertTrue(clean.standardError.contains("vmgen: 1 spec checked, 0 errors, 0 warnings"), clean.standardError)
    }

    func testASpecWithAnErrorFailsWithTheErrorAtItsLine() throws {
        let text = try run(["check", "Specs/Page0.yml"])
        XCTAssertEqual(text.status, 1, text.output)
        XCTAssertTrue(text.standardError.split(separator: "\n").contains { $0.hasPrefix("Specs/Page0.yml:4:10: error:") }, text.standardError)
        let github = try run(["check", "Specs/Page0.yml", "--format", "github"])
        XCTAssertEqual(github.status, 1, github.output)
        XCTAssertTrue(github.standardOutput.hasPrefix("::error file=Specs/Page0.yml,line=4,col=10,"), github.standardOutput)
        let json = try run(["check", "Specs/Page1.yml", "Specs/Page0.yml", "--format", "json", "--output", "report.json"])
        XCTAssertEqual(json.status, 1, json.output)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try XCTUnwrap(project.read("report.json")).utf8)) as? [String: Any])
        XCTAssertEqual((report["summary"] as? [String: Any])?["files"] as? Int, 2)
        let files = (report["findings"] as? [[String: Any]])?.compactMap { $0["file"] as? String }
        XCTAssertEqual(Set(files ?? []), ["Specs/Page0.yml"])
    }

    /// A spec named from a subfolder is found relative to that folder (findings show project
    /// paths from there, as ever).
    func testASpecIsNamedRelativeToTheWorkingFolder() throws {
        let result = try run(["check", "Page0.yml"], in: project.path + "/Specs")
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.standardError.split(separator: "\n").contains { $0.hasPrefix("../Specs/Page0.yml:4:10: error:") }, result.standardError)
    }

    func testANameThatIsNotASpecOfTheProjectIsAUsageError() throws {
        let missing = try run(["check", "Specs/Pag0.yml"])
        XCTAssertEqual(missing.status, 2, missing.output)
        XCTAssertTrue(missing.standardError.contains("Specs/Pag0.yml does not exist; did you mean 'Specs/Page0.yml'?"), missing.standardError)
        let config = try run(["check", "vmgen.yml"])
        XCTAssertEqual(config.status, 2, config.output)
        XCTAssertTrue(config.standardError.contains("vmgen.yml is not a spec of this project (its specs are the .yml files in Specs)"), config.standardError)
    }

    /// A folder names every spec under it; a folder without one is a usage error.
    func testAFolderNamesTheSpecsUnderIt() throws {
        try project.write("Specs/Orders/Order.yml", Reliability.spec("Order", children: 0))
        let folder = try run(["check", "Specs/Orders"])
        XCTAssertEqual(folder.status, 0, folder.output)
        XCTAssertTrue(folder.standardError.contains("vmgen: 1 spec checked, 0 errors"), folder.standardError)
        let all = try run(["check", "Specs"])
        XCTAssertEqual(all.status, 1, all.output)
        XCTAssertTrue(all.standardError.contains("vmgen: 3 specs checked, 1 error"), all.standardError)
        try project.write("Notes/readme.md", "notes\n")
        let empty = try run(["check", "Notes"])
        XCTAssertEqual(empty.status, 2, empty.output)
        XCTAssertTrue(empty.standardError.contains("Notes holds no spec of this project"), empty.standardError)
    }

    /// A baseline written from some specs would drop the other specs' entries.
    func testWriteBaselineNeedsTheWholeProject() throws {
        try project.write("baseline.json", "")
        let result = try run(["check", "Specs/Page0.yml", "--write-baseline", "baseline.json"])
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.standardError.contains("--write-baseline checks the whole project"), result.standardError)
        XCTAssertEqual(project.read("baseline.json"), "")
    }

    // MARK: - rules --format json

    func testRulesAsJSONListEveryRuleOfTheTextList() throws {
        let text = try run(["rules"])
        XCTAssertEqual(text.status, 0, text.output)
        let ids = text.standardOutput.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        let result = try run(["rules", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.output)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(json["version"] as? Int, 1)
        let rules = try XCTUnwrap(json["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, ids)
        let identity = try XCTUnwrap(rules.first { $0["id"] as? String == "VMID-03" })
        XCTAssertEqual(identity["name"] as? String, "row-identity")
        XCTAssertNotNil(identity["severity"] as? String)
        XCTAssertNotNil(identity["summary"] as? String)
        XCTAssertNotNil(identity["scopes"] as? [String])
        XCTAssertEqual(identity["docs"] as? String, "docs/rules.md#vmid-03")

        let sarif = try run(["rules", "--format", "sarif"])
        XCTAssertEqual(sarif.status, 2, sarif.output)
        XCTAssertTrue(sarif.standardError.contains("rules prints text or json"), sarif.standardError)
    }
}
