import Foundation
@testable import VMGenCLI
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// A lint that read only a few files anew keeps the lint cache as it was (writing a large
/// project's record cost more than reading those files again), and still reports those files'
/// findings as they are now, run after run; once one file in `filesPerRewrite` is newer than
/// the record (or a folder holds other files), the record is written again. Through the built
/// binary, with a cache folder of the test's own.
final class LintCacheRewriteTests: XCTestCase {
    private var project: TemporaryFolder!
    private var cache: TemporaryFolder!

    /// Files for three newer than the record to be too few to write it again, and four enough.
    private static let fileCount = 3 * LintCacheSession.filesPerRewrite + 20

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        cache = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        for number in 0..<Self.fileCount {
            try project.write("Sources/App/Part\(number / 100)/Thing\(number).swift", Self.thing(number, glued: false))
        }
        // Files touched within the record's clock slack are never trusted on their stamps;
        // these must be older than that, as a project's files usually are.
        Thread.sleep(forTimeInterval: Double(RunRecord.clockSlack) + 0.5)
    }

    override func tearDown() {
        project = nil
        cache = nil
    }

    /// A file with no finding, or (`glued`) one with REQ-06: a URL glued onto the server's
    /// base URL by hand. The edit is in a function's body: the file's part of the project index
    /// stays as it was (an edit that changes it merges the index again, and writes the record).
    private static func thing(_ number: Int, glued: Bool) -> String {
        let body = glued ? "URL(string: \"\\(try await mvvmEnv.serverBaseURL)/things/\(number)\")" : "nil"
        return """
            import FOSMVVM
            import Foundation

            func thing\(number)URL(mvvmEnv: MVVMEnvironment) async throws -> URL? {
                \(body)
            }

            """
    }

    private func lint(_ arguments: [String] = []) throws -> ProcessRunner.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["VMGEN_CACHE_DIR"] = cache.path
        return try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["lint", "-v"] + arguments, in: project.path, environment: environment)
    }

    /// The report, without the verbose lines about the cache.
    private func report(_ run: ProcessRunner.Result) -> String {
        run.standardOutput + run.standardError.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("vmgen: ") }.joined(separator: "\n")
    }

    private func assertFullReport(_ run: ProcessRunner.Result, _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let full = try lint(["--no-cache"])
        XCTAssertEqual(run.status, full.status, message, file: file, line: line)
        XCTAssertEqual(report(run), report(full), message, file: file, line: line)
    }

    /// Writes REQ-06 into `Thing<number>` (in place, or `byRenaming`), lints, and requires the
    /// report `--no-cache` gives, with that file's finding in it.
    private func lintAfterGluing(_ number: Int, in part: Int, byRenaming: Bool = false, _ message: String, line: UInt = #line) throws -> ProcessRunner.Result {
        let path = "Sources/App/Part\(part)/Thing\(number).swift"
        if byRenaming {
            try Data(Self.thing(number, glued: true).utf8).write(to: URL(fileURLWithPath: project.path + "/" + path), options: .atomic)
        } else {
            try project.write(path, Self.thing(number, glued: true))
        }
        let run = try lint()
        try assertFullReport(run, message, line: line)
        XCTAssertTrue(report(run).contains(path + ":5:"), report(run), line: line)
        return run
    }

    /// The record as the built binary reads it.
    private func loadedRecord() throws -> LintCacheRecord? {
        LintCacheRecord.decode(file: [UInt8](try record().bytes))
    }

    /// The record's bytes and inode: written again means replaced (a new inode).
    private func record() throws -> (bytes: Data, inode: UInt64) {
        let names = cache.files().filter { $0.hasSuffix(".lint") }
        XCTAssertEqual(names.count, 1, "\(names)")
        let path = cache.path + "/" + (names.first ?? "")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (try Data(contentsOf: URL(fileURLWithPath: path)), (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0)
    }

    func testAFewNewerFilesKeepTheRecordAndTheirFindingsAreTheirOwn() throws {
        let first = try lint()
        try assertFullReport(first, "the first lint")
        XCTAssertFalse(report(first).contains("REQ-06"), report(first))
        let written = try record()

        // One file edited in place: its finding is reported, and the record is kept as it was.
        let edited = try lintAfterGluing(157, in: 1, "after one file was edited")
        XCTAssertTrue(edited.standardError.contains("the lint cache is kept as it was: 1 file newer than it is read again next time"), edited.standardError)
        var kept = try record()
        XCTAssertEqual(kept.bytes, written.bytes, "a record kept as it was")
        XCTAssertEqual(kept.inode, written.inode, "not replaced")

        // The next lint reads that file again: the same findings, the record still kept.
        let again = try lint()
        try assertFullReport(again, "the lint after that")
        XCTAssertTrue(again.standardError.contains(", 1 read, 0 read again for the index"), again.standardError)
        kept = try record()
        XCTAssertEqual(kept.bytes, written.bytes)

        // Edited back: the file's recorded facts are its facts again.
        try project.write("Sources/App/Part1/Thing157.swift", Self.thing(157, glued: false))
        try assertFullReport(try lint(), "edited back")
        XCTAssertEqual(try record().bytes, written.bytes)

        // Two more files edited: three newer than the record, still too few to write it.
        try project.write("Sources/App/Part4/Thing444.swift", Self.thing(444, glued: true))
        let three = try lintAfterGluing(555, in: 5, "after two more files were edited")
        XCTAssertTrue(report(three).contains("Sources/App/Part4/Thing444.swift:5:"), report(three))
        XCTAssertTrue(three.standardError.contains("kept as it was: 3 files newer than it are read again"), three.standardError)
        XCTAssertEqual(try record().bytes, written.bytes)

        // A fourth: one file in fewer than `filesPerRewrite`, and the record is written again.
        let fourth = try lintAfterGluing(601, in: 6, "after a fourth file was edited")
        XCTAssertFalse(fourth.standardError.contains("kept as it was"), fourth.standardError)
        let rewritten = try record()
        XCTAssertNotEqual(rewritten.bytes, written.bytes, "the record written again")
        XCTAssertNotEqual(rewritten.inode, written.inode, "replaced, as every record is written")
        try assertFullReport(try lint(), "from the record written again")
    }

    /// A file saved by renaming a new one over it (as many editors save) changes its folder's
    /// times: the folder is listed again, holds the files it did, and the record is kept; a
    /// file added is a walk of the folders, and the record is written again at once.
    func testAFileSavedByRenamingKeepsTheRecordAndAFileAddedWritesIt() throws {
        try assertFullReport(try lint(), "the first lint")
        let written = try record()
        let renamed = try lintAfterGluing(157, in: 1, byRenaming: true, "after a file was saved by renaming")
        XCTAssertTrue(renamed.standardError.contains("the lint cache is kept as it was: 1 file and 1 folder newer than it are read again next time"), renamed.standardError)
        XCTAssertEqual(try record().bytes, written.bytes)
        try assertFullReport(try lint(), "the lint after that")
        XCTAssertEqual(try record().bytes, written.bytes)

        // Enough files newer to write the record, the scope still the recorded one: the folder
        // listed again is recorded with its stamp now, or every lint after would list it again.
        try project.write("Sources/App/Part3/Thing301.swift", Self.thing(301, glued: true))
        try project.write("Sources/App/Part3/Thing302.swift", Self.thing(302, glued: true))
        let rewritten = try lintAfterGluing(303, in: 3, "after three more files were edited")
        XCTAssertFalse(rewritten.standardError.contains("kept as it was"), rewritten.standardError)
        let recorded = try XCTUnwrap(try loadedRecord()?.folders.first { $0.path.hasSuffix("/Sources/App/Part1") }, "the folder is recorded")
        XCTAssertEqual(recorded.stamp, FileSystem.folderStamp(recorded.path))
        let afterWrite = try record()

        try project.write("Sources/App/Part2/Added.swift", Self.thing(9_999, glued: true))
        let added = try lint()
        try assertFullReport(added, "after a file was added")
        XCTAssertTrue(report(added).contains("Sources/App/Part2/Added.swift:5:"), report(added))
        XCTAssertFalse(added.standardError.contains("kept as it was"), added.standardError)
        XCTAssertNotEqual(try record().bytes, afterWrite.bytes)
    }
}
