import Foundation
import VMGenTestSupport
import XCTest

/// The README's Run Script build phase for Xcode, taken from the README as written and run with
/// `sh` the way Xcode runs it (from the project folder, `SRCROOT` and `XCODE_VERSION_ACTUAL`
/// set) on the built vmgen: the file lists, a run, a spec added after the lists were written,
/// and a spec error shown with its absolute path.
final class XcodeRunScriptTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        let fixture = Repository.root + "/Tests/Fixtures/PluginPackage"
        try project.write("vmgen.yml", try String(contentsOfFile: fixture + "/vmgen.yml", encoding: .utf8))
        try project.write("Specs/Contact.yml", try String(contentsOfFile: fixture + "/Specs/Contact.yml", encoding: .utf8))
    }

    override func tearDown() {
        project = nil
    }

    /// The `sh` blocks of the README's "A Run Script build phase" section: the file lists, then the script.
    private func readmeBlocks() throws -> (lists: String, script: String) {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "### A Run Script build phase"), "the README has no Run Script section")
        let blocks = readme[section.upperBound...].components(separatedBy: "```sh\n").dropFirst().prefix(2).map { $0.components(separatedBy: "```")[0] }
        XCTAssertEqual(blocks.count, 2)
        return (blocks[0], blocks[1])
    }

    private func sh(_ text: String) throws -> ProcessRunner.Result {
        let path = (BuiltBinary.vmgen as NSString).deletingLastPathComponent
        return try ProcessRunner.run("/bin/sh", arguments: ["-c", text], in: project.path, environment: [
            "PATH": path + ":/usr/bin:/bin", "HOME": project.path, "SRCROOT": project.path, "XCODE_VERSION_ACTUAL": "1600",
            "VMGEN_CACHE_DIR": project.path + "/.cache",
        ])
    }

    func testTheRecipeGeneratesAndStopsWhenTheListsAreStale() throws {
        let (lists, script) = try readmeBlocks()
        var run = try sh(lists)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(project.read("vmgen-outputs.xcfilelist"), "$(SRCROOT)/Sources/ViewModels/Contact/ContactViewModel.swift\n")
        XCTAssertEqual(project.read("vmgen-inputs.xcfilelist"), "$(SRCROOT)/vmgen.yml\n$(SRCROOT)/Specs/Contact.yml\n")

        run = try sh(script)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(project.exists("Sources/ViewModels/Contact/ContactViewModel.swift"), run.output)

        // A spec added after the lists were written: Xcode would not compile its file.
        let contact = try XCTUnwrap(project.read("Specs/Contact.yml"))
        try project.write("Specs/Badge.yml", contact.replacingOccurrences(of: "Contact", with: "Badge").replacingOccurrences(of: "contactId", with: "badgeId"))
        run = try sh(script)
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.output.contains("error: the specs now generate other files than vmgen-outputs.xcfilelist lists"), run.output)
        XCTAssertFalse(project.exists("Sources/ViewModels/Badge"), "the script generated past stale lists")

        run = try sh(lists + script)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(project.exists("Sources/ViewModels/Badge/BadgeViewModel.swift"), run.output)
    }

    /// Under Xcode, a spec error fails the phase with the spec's absolute path, which the issue
    /// navigator opens.
    func testASpecErrorFailsThePhaseWithAnAbsolutePath() throws {
        let (lists, script) = try readmeBlocks()
        XCTAssertEqual(try sh(lists).status, 0)
        let contact = try XCTUnwrap(project.read("Specs/Contact.yml"))
        try project.write("Specs/Contact.yml", contact.replacingOccurrences(of: "contactId: UUID", with: "contactId: UUIDD"))
        let run = try sh(script)
        XCTAssertNotEqual(run.status, 0, run.output)
        XCTAssertTrue(run.standardError.contains(project.path + "/Specs/Contact.yml:8:14: error: unknown type 'UUIDD'"), run.output)
        XCTAssertFalse(run.output.contains("vmgen-outputs.xcfilelist"), "a spec error is not reported as stale lists: \(run.output)")
    }
}
