import Foundation
import VMGenTestSupport
import XCTest

/// A run that would delete every generated file and generate none — a spec folder emptied or
/// pointed elsewhere by mistake — deletes nothing and exits 2 unless `--allow-delete-all`
/// asks for exactly that.
final class DeleteEverythingTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try Reliability.makeProject(in: project, pages: 2, children: 1)
        XCTAssertEqual(try Reliability.vmgen(["generate", "-q"], in: project.path).status, 0)
    }

    override func tearDown() {
        project = nil
    }

    private func generate(_ arguments: String...) throws -> ProcessRunner.Result {
        try Reliability.vmgen(["generate"] + arguments, in: project.path)
    }

    func testAnEmptiedSpecFolderDeletesNothingWithoutBeingAsked() throws {
        try project.remove("Specs/Page0.yml")
        try project.remove("Specs/Page1.yml")
        let before = Reliability.contents(of: project.path)
        let refused = try generate()
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertEqual(refused.standardError, """
            vmgen: no specs in Specs
            error: this run would delete every file vmgen generated here (13 files) and generate none, because the spec folder Specs \
            holds no spec; if that is what you want, run 'vmgen generate --allow-delete-all'
            vmgen: nothing deleted

            """)
        XCTAssertTrue(Reliability.contents(of: project.path) == before, "a file changed")
        // The same in watch's runs and for the next run: still nothing deleted.
        XCTAssertEqual(try generate().status, 2)
        XCTAssertTrue(Reliability.contents(of: project.path) == before, "a file changed")
    }

    func testAllowDeleteAllDeletesThem() throws {
        try project.remove("Specs/Page0.yml")
        try project.remove("Specs/Page1.yml")
        let run = try generate("--allow-delete-all", "-q")
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(project.files().filter { !$0.hasPrefix("Specs/") && $0 != "vmgen.yml" }, [])
    }

    /// Deleting one spec of several is an ordinary run: its files go, the others stay.
    func testDeletingOneSpecOfSeveralNeedsNoFlag() throws {
        try project.remove("Specs/Page1.yml")
        let run = try generate("-q")
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertFalse(project.exists("Sources/ViewModels/Page1/Page1ViewModel.swift"))
        XCTAssertTrue(project.exists("Sources/ViewModels/Page0/Page0ViewModel.swift"))
    }

    /// `--check` writes nothing anyway: it reports the deletions as drift (exit 1).
    func testCheckReportsTheDeletionsAsDrift() throws {
        try project.remove("Specs/Page0.yml")
        try project.remove("Specs/Page1.yml")
        let run = try generate("--check")
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.standardOutput.contains("would delete Sources/ViewModels/Page0/Page0ViewModel.swift"), run.standardOutput)
    }
}
