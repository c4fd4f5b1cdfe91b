import Foundation
import VMGenTestSupport
import XCTest

/// An incremental run writes only what it can prove it wrote: a generated file edited by hand
/// — before the run, or while it waits for the lock — and a file of the user's put beside the
/// outputs are never overwritten or lost, and the run says what a full run says.
final class IncrementalSafetyTests: XCTestCase {
    private let spec = "Specs/Dashboard.yml"
    private let localization = "Sources/Resources/ViewModels/Dashboard/DashboardViewModel.yml"
    private let viewModel = "Sources/ViewModels/Dashboard/DashboardViewModel.swift"
    private let incrementalNote = "changed since the last run; redid"

    /// A copy of Harbor, generated once (so its record is there).
    private func harbor() throws -> TemporaryFolder {
        let project = try TemporaryFolder(copyOfExample: "Harbor")
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: project.path).status, 0)
        return project
    }

    private func editText(in project: TemporaryFolder, _ word: String = "Harbor!") throws {
        try project.write(spec, try XCTUnwrap(project.read(spec)).replacingOccurrences(of: "en: \"Harbor\"", with: "en: \"\(word)\""))
    }

    func testATextEditIsIncrementalAndWritesOnlyItsFile() throws {
        let project = try harbor()
        let before = Reliability.contents(of: project.path)
        try editText(in: project)
        let run = try Reliability.vmgen(["generate", "-v"], in: project.path)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(run.standardError.contains(incrementalNote), run.standardError)
        let after = Reliability.contents(of: project.path)
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        XCTAssertEqual(changed, [spec, localization], "only the spec and its localization file changed")
    }

    func testAGeneratedFileEditedByHandBeforeTheRunIsKept() throws {
        let project = try harbor()
        let edited = try XCTUnwrap(project.read(viewModel)) + "// mine\n"
        try project.write(viewModel, edited)
        try editText(in: project)
        let run = try Reliability.vmgen(["generate", "-v"], in: project.path)
        XCTAssertFalse(run.standardError.contains(incrementalNote), "the outputs changed since the record: a full run\n\(run.standardError)")
        XCTAssertEqual(project.read(viewModel), edited, "the hand edit is kept")
        // And the full run says so, as --no-cache does.
        let again = try Reliability.vmgen(["generate", "--no-cache"], in: project.path)
        XCTAssertEqual(run.status, again.status)
        XCTAssertEqual(project.read(viewModel), edited)
    }

    func testAFileOfTheUsersBesideTheOutputsIsNoticed() throws {
        let project = try harbor()
        try project.write("Sources/ViewModels/Dashboard/Notes.swift", "// the user's own file\n")
        try editText(in: project)
        let run = try Reliability.vmgen(["generate", "-v"], in: project.path)
        XCTAssertFalse(run.standardError.contains(incrementalNote), "a folder changed since the record: a full run\n\(run.standardError)")
        XCTAssertEqual(project.read("Sources/ViewModels/Dashboard/Notes.swift"), "// the user's own file\n")
    }

    func testAFileEditedWhileTheRunWaitsForTheLockIsNeverOverwritten() throws {
        let project = try harbor()
        try editText(in: project)
        // Hold the lock as a running vmgen would.
        let descriptor = open(project.path, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        XCTAssertEqual(flock(descriptor, LOCK_EX | LOCK_NB), 0)
        let waiting = try StartedProcess(BuiltBinary.vmgen, arguments: ["generate", "-v"], in: project.path)
        XCTAssertTrue(waiting.waitForError(containing: "vmgen: waiting for another vmgen run"), waiting.standardError)
        // The file the run is about to rewrite, edited by hand meanwhile.
        let edited = try XCTUnwrap(project.read(localization)).replacingOccurrences(of: "Puerto", with: "Puerto (mine)")
        try project.write(localization, edited)
        flock(descriptor, LOCK_UN)
        let status = waiting.wait()
        XCTAssertTrue(waiting.standardError.contains(incrementalNote), waiting.standardError)
        XCTAssertTrue(waiting.standardError.contains("planned again"), waiting.standardError)
        XCTAssertTrue(try XCTUnwrap(project.read(localization)).contains("Puerto (mine)"), "the hand edit survives:\n\(waiting.standardError)")
        // What a full run over the same files says.
        let full = try Reliability.vmgen(["generate", "--no-cache"], in: project.path)
        XCTAssertEqual(status, full.status, waiting.standardError + "\n---\n" + full.standardError)
    }
}
