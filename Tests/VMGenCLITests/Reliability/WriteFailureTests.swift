import Foundation
import VMGenTestSupport
import XCTest

/// When the disk refuses a write — a read-only folder, a full disk — vmgen says which file,
/// stops, and leaves every file as it was: new files are staged in full before any is put in
/// place, so a file that cannot be written means none is replaced, and no temporary file is
/// left behind. A real read-only mount and a real full (tmpfs) disk are used where
/// the tests may mount (root); elsewhere a folder without write permission stands in for the
/// first and the second is skipped.
final class WriteFailureTests: XCTestCase {
    private var project: TemporaryFolder!
    private var mounts: [String] = []

    override func setUpWithError() throws {
        project = try TemporaryFolder()
    }

    override func tearDown() {
        for mount in mounts.reversed() { Reliability.unmount(mount) }
        if let project { chmod(project.path + "/Sources/ViewModels", 0o755) }
        project = nil
    }

    private func generate(_ arguments: String...) throws -> ProcessRunner.Result {
        try Reliability.vmgen(["generate"] + arguments, in: project.path)
    }

    private func generatedFiles() -> [String: [UInt8]] {
        Reliability.contents(of: project.path).filter { $0.key.hasPrefix("Sources/") && $0.key != "Sources/filler" }
    }

    /// Every file is its `old` or its `new` version and no temporary file is left; returns how
    /// many are new.
    private func assertOldOrNew(old: [String: [UInt8]], new: [String: [UInt8]], file: StaticString = #filePath, line: UInt = #line) -> Int {
        var fresh = 0
        for (path, bytes) in generatedFiles() {
            if (path as NSString).lastPathComponent.hasSuffix(".tmp") {
                XCTFail("temporary file \(path) left behind", file: file, line: line)
            } else if bytes == new[path] {
                fresh += old[path] == bytes ? 0 : 1
            } else if bytes != old[path] {
                XCTFail("\(path) is neither its old nor its new version", file: file, line: line)
            }
        }
        return fresh
    }

    /// Version 1 (`pages` specs) generated, version 2 of the specs (changed texts, and
    /// `added` more pages) in place; returns both versions' files.
    private func twoVersions(pages: Int, added: Int = 0) throws -> (old: [String: [UInt8]], new: [String: [UInt8]]) {
        let reference = try TemporaryFolder()
        try Reliability.makeProject(in: reference, pages: pages + added, children: 1, variant: " v2")
        XCTAssertEqual(try Reliability.vmgen(["generate", "-q"], in: reference.path).status, 0)
        let new = Reliability.contents(of: reference.path).filter { $0.key.hasPrefix("Sources/") }
        try Reliability.makeProject(in: project, pages: pages, children: 1)
        XCTAssertEqual(try generate("-q").status, 0)
        let old = generatedFiles()
        try Reliability.makeProject(in: project, pages: pages + added, children: 1, variant: " v2")
        return (old, new)
    }

    func testAReadOnlyOutputFolderNamesTheFileAndLeavesEveryFileWhole() throws {
        let (old, new) = try twoVersions(pages: 2)
        let folder = project.path + "/Sources/ViewModels"
        let reason: String
        if Reliability.canMount {
            try Reliability.mount(["--bind", folder, folder])
            mounts.append(folder)
            try Reliability.mount(["-o", "remount,ro,bind", folder])
            reason = "Read-only file system"
        } else if getuid() != 0 {
            chmod(folder + "/Page0", 0o555)
            chmod(folder, 0o555)
            reason = "Permission denied"
        } else {
            throw XCTSkip("running as root without mount: cannot make a folder read-only")
        }
        let run = try generate()
        XCTAssertEqual(run.status, 1)
        // Sources/Resources/… comes first and is staged; the first ViewModels file stops the
        // run before any file is replaced.
        XCTAssertEqual(run.standardError, """
            error: cannot write Sources/ViewModels/Page0/Page0Row0ViewModel.swift: \(reason)
            vmgen: 0 written, 0 deleted, 5 unchanged; stopped at the first error, 8 changes not made

            """)
        XCTAssertEqual(assertOldOrNew(old: old, new: new), 0)

        if let mount = mounts.popLast() { Reliability.unmount(mount) } else { chmod(folder, 0o755); chmod(folder + "/Page0", 0o755) }
        XCTAssertEqual(try generate().standardError, "vmgen: 8 written, 0 deleted, 5 unchanged\n")
        XCTAssertTrue(generatedFiles() == new)
    }

    func testAFullDiskNamesTheFileAndLeavesEveryFileWhole() throws {
        guard Reliability.canMount else { throw XCTSkip("needs root and mount for a small tmpfs") }
        try FileManager.default.createDirectory(atPath: project.path + "/Sources", withIntermediateDirectories: true)
        try Reliability.mount(["-t", "tmpfs", "-o", "size=1m", "tmpfs", project.path + "/Sources"])
        mounts.append(project.path + "/Sources")
        // 16 files of 4 pages change (a replacement needs room for one file at a time: the old
        // one is freed by the rename), the 12 files of 2 more pages are new (they need room), and
        // the routes file registers the 2 more pages' requests.
        let (old, new) = try twoVersions(pages: 4, added: 2)
        let changes = 16 + 12 + 1

        // Fill the disk: nothing can be written. Then free room for a few files.
        let filler = project.path + "/Sources/filler"
        let descriptor = open(filler, O_WRONLY | O_CREAT, 0o644)
        let block = [UInt8](repeating: 0x2E, count: 4096)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress!, $0.count) }) > 0 {}
        XCTAssertEqual(errno, ENOSPC)
        var size = stat()
        fstat(descriptor, &size)
        close(descriptor)

        let full = try generate()
        XCTAssertEqual(full.status, 1)
        XCTAssertTrue(full.standardError.hasPrefix("error: cannot write Sources/Resources/ViewModels/Page0/Page0Row0ViewModel.yml: No space left on device\n"), full.standardError)
        XCTAssertTrue(full.standardError.hasSuffix("vmgen: 0 written, 0 deleted, 8 unchanged; stopped at the first error, \(changes) changes not made\n"), full.standardError)
        XCTAssertEqual(assertOldOrNew(old: old, new: new), 0)

        truncate(filler, off_t(size.st_size) - 3 * 4096)
        let partly = try generate()
        XCTAssertEqual(partly.status, 1)
        XCTAssertTrue(partly.standardError.contains(": No space left on device\n"), partly.standardError)
        // Room for a few files is not room for the run: every file is staged before any is
        // replaced, so none is.
        XCTAssertEqual(assertOldOrNew(old: old, new: new), 0)
        XCTAssertTrue(partly.standardError.hasSuffix("vmgen: 0 written, 0 deleted, 8 unchanged; stopped at the first error, \(changes) changes not made\n"), partly.standardError)

        unlink(filler)
        let finished = try generate()
        XCTAssertEqual(finished.status, 0, finished.output)
        XCTAssertTrue(generatedFiles() == new)
    }
}
