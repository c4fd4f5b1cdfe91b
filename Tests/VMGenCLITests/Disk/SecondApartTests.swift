import Foundation
@testable import VMGenCLI
import VMGenTestSupport
import XCTest

/// A file vmgen rewrites never shares a whole second of modification time with the file it
/// replaces (`FileAttributes.keepSecondApart`): the Swift driver on Linux compares its sources'
/// times in whole seconds and compiles nothing for a source whose second is the one it
/// compiled, so a generated file rewritten within a second of its last write (the build
/// plugin's build right after the one before) would leave the target with the old text.
final class SecondApartTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try spec(stub: "First")
    }

    override func tearDown() {
        project = nil
    }

    private func spec(stub: String) throws {
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: client\nproperties:\n  name: { type: String, stub: \"\(stub)\" }\n")
    }

    /// The generated file holding the stub, project-relative.
    private func generatedFile() throws -> String {
        let file = project.files().first { $0.hasSuffix(".swift") && (project.read($0) ?? "").contains("stub(") }
        return try XCTUnwrap(file, "no generated file with the stub in \(project.files())")
    }

    private func times(_ relative: String) throws -> (modified: timespec, changed: timespec) {
        var status = stat()
        XCTAssertEqual(lstat(project.path + "/" + relative, &status), 0)
        #if os(Linux)
        return (status.st_mtim, status.st_ctim)
        #else
        return (status.st_mtimespec, status.st_ctimespec)
        #endif
    }

    /// Waits until the clock is early in a second, so that two quick runs fall in one.
    private func waitForTheStartOfASecond() {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        if now.tv_nsec > 100_000_000 { usleep(useconds_t((1_000_000_000 - now.tv_nsec) / 1000 + 1000)) }
    }

    func testAFileRewrittenWithinTheSecondOfItsLastWriteMovesToTheNextSecond() throws {
        // The rewrite must really fall in the old file's second (its status-change time, set
        // by the clock at the rewrite, says when it happened); a try that straddles a second
        // is made again.
        for attempt in 1...5 {
            try spec(stub: "First \(attempt)")
            waitForTheStartOfASecond()
            XCTAssertEqual(vmgen("generate", "-q", in: project.path).code, .success)
            let file = try generatedFile()
            let before = try times(file)
            try spec(stub: "Second \(attempt)")
            XCTAssertEqual(vmgen("generate", "-q", in: project.path).code, .success)
            XCTAssertTrue(project.read(file)?.contains("Second \(attempt)") ?? false, "the file was not rewritten")
            let after = try times(file)
            guard after.changed.tv_sec == before.modified.tv_sec else { continue }
            XCTAssertEqual(after.modified.tv_sec, before.modified.tv_sec + 1, "the rewritten file kept the second of the file it replaced (attempt \(attempt))")
            XCTAssertEqual(after.modified.tv_nsec, 0)
            return
        }
        XCTFail("no two runs fell within one second in five tries")
    }

    /// A file whose time was moved a second ahead (a rewrite with no compile after it) and is
    /// rewritten again at once goes after it, never back into the second before: the driver
    /// may have compiled that one.
    func testARewriteAfterAMovedTimeNeverStepsBack() throws {
        XCTAssertEqual(vmgen("generate", "-q", in: project.path).code, .success)
        let file = try generatedFile()
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let moved = timespec(tv_sec: now.tv_sec + 1, tv_nsec: 0)
        var times = [moved, moved]
        XCTAssertEqual(utimensat(AT_FDCWD, project.path + "/" + file, &times, 0), 0)
        try spec(stub: "Again")
        XCTAssertEqual(vmgen("generate", "-q", in: project.path).code, .success)
        XCTAssertTrue(project.read(file)?.contains("Again") ?? false, "the file was not rewritten")
        XCTAssertGreaterThan(try self.times(file).modified.tv_sec, moved.tv_sec)
    }

    /// A file replaced in a later second keeps the time the clock gives it.
    func testAFileRewrittenInAnotherSecondKeepsItsOwnTime() throws {
        XCTAssertEqual(vmgen("generate", "-q", in: project.path).code, .success)
        let file = try generatedFile()
        // Its last write ten seconds ago.
        let before = try times(file)
        var back = [before.modified, timespec(tv_sec: before.modified.tv_sec - 10, tv_nsec: before.modified.tv_nsec)]
        XCTAssertEqual(utimensat(AT_FDCWD, project.path + "/" + file, &back, 0), 0)
        try spec(stub: "Later")
        var start = timespec()
        clock_gettime(CLOCK_REALTIME, &start)
        XCTAssertEqual(vmgen("generate", "-q", in: project.path).code, .success)
        XCTAssertTrue(project.read(file)?.contains("Later") ?? false, "the file was not rewritten")
        let after = try times(file)
        XCTAssertLessThanOrEqual(after.modified.tv_sec, after.changed.tv_sec, "a file written seconds after the one before got a time ahead of the clock")
        XCTAssertGreaterThanOrEqual(after.modified.tv_sec, start.tv_sec - 1)
    }
}
