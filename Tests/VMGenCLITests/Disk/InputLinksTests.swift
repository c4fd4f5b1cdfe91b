import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `generate --link-inputs DIR`: the build plugin declares hard links to the inputs, so a spec
/// removed or renamed after SwiftPM planned the build is no missing input, and an edit is seen.
final class InputLinksTests: XCTestCase {
    private var project: TemporaryFolder!
    private var links: String { project.path + "/.build/links" }

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: client\n")
    }

    override func tearDown() {
        project = nil
    }

    private func inode(_ path: String) -> (dev_t, ino_t)? {
        var status = stat()
        return lstat(path, &status) == 0 ? (status.st_dev, status.st_ino) : nil
    }

    private func sameFile(_ a: String, _ b: String) -> Bool {
        guard let first = inode(a), let second = inode(b) else { return false }
        return first == second
    }

    func testEachInputIsLinkedAndAReplacedFileIsLinkedAgain() throws {
        let run = vmgen("generate", "--list-inputs", "--link-inputs", links, in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertEqual(run.out, "vmgen.yml\nSpecs/Info.yml\n")
        XCTAssertTrue(sameFile(links + "/Specs/Info.yml", project.path + "/Specs/Info.yml"))
        XCTAssertTrue(sameFile(links + "/vmgen.yml", project.path + "/vmgen.yml"))
        // Saved by replacing it: another file, linked again by the next run.
        try project.write("Specs/.Info.yml.new", "viewModel: Info\nhosting: client\ndoc: Info.\n")
        XCTAssertEqual(rename(project.path + "/Specs/.Info.yml.new", project.path + "/Specs/Info.yml"), 0)
        XCTAssertFalse(sameFile(links + "/Specs/Info.yml", project.path + "/Specs/Info.yml"))
        XCTAssertEqual(vmgen("generate", "--link-inputs", links, "-q", in: project.path).code, .success)
        XCTAssertTrue(sameFile(links + "/Specs/Info.yml", project.path + "/Specs/Info.yml"))
    }

    /// A removed spec's link stays (the plan still names it); nothing of the project is touched.
    func testARemovedInputsLinkStaysAndTheProjectIsUntouched() throws {
        XCTAssertEqual(vmgen("generate", "--list-inputs", "--link-inputs", links, in: project.path).code, .success)
        try project.write("Specs/Other.yml", "viewModel: Other\nhosting: client\n")
        XCTAssertEqual(vmgen("generate", "--list-inputs", "--link-inputs", links, in: project.path).code, .success)
        try project.remove("Specs/Other.yml")
        XCTAssertEqual(vmgen("generate", "--list-inputs", "--link-inputs", links, in: project.path).code, .success)
        XCTAssertEqual(String(decoding: FileManager.default.contents(atPath: links + "/Specs/Other.yml") ?? Data(), as: UTF8.self), "viewModel: Other\nhosting: client\n")
        XCTAssertEqual(project.read("Specs/Info.yml"), "viewModel: Info\nhosting: client\n")
    }

    /// Only a file of the links folder is replaced: a folder in its way is left, never emptied.
    func testAFolderInTheWayIsLeftAlone() throws {
        try FileManager.default.createDirectory(atPath: links + "/Specs/Info.yml", withIntermediateDirectories: true)
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: links + "/Specs/Info.yml/kept.txt"))
        try Data().write(to: URL(fileURLWithPath: links + "/" + InputLinks.marker))  // a links folder of vmgen's
        XCTAssertEqual(vmgen("generate", "--list-inputs", "--link-inputs", links, in: project.path).code, .success)
        XCTAssertEqual(String(decoding: FileManager.default.contents(atPath: links + "/Specs/Info.yml/kept.txt") ?? Data(), as: UTF8.self), "keep\n")
    }

    /// A folder of the user's — files at the inputs' paths, no marker — is refused before
    /// anything is linked: `refresh` would have replaced each such file by a link. So is a link.
    func testAFolderOfTheUsersIsRefusedAndKeptByteForByte() throws {
        let backup = try TemporaryFolder()
        try backup.write("vmgen.yml", "# my older config\n")
        try backup.write("Specs/Info.yml", "viewModel: Older\n")
        let run = vmgen("generate", "--list-inputs", "--link-inputs", backup.path, in: project.path)
        XCTAssertEqual(run.code, .usage, run.err)
        XCTAssertTrue(run.err.contains("holds files vmgen did not link"), run.err)
        XCTAssertEqual(backup.read("vmgen.yml"), "# my older config\n")
        XCTAssertEqual(backup.read("Specs/Info.yml"), "viewModel: Older\n")
        XCTAssertFalse(sameFile(backup.path + "/Specs/Info.yml", project.path + "/Specs/Info.yml"))
        XCTAssertEqual(symlink(backup.path, project.path + "/linked"), 0)
        XCTAssertEqual(vmgen("generate", "--list-inputs", "--link-inputs", project.path + "/linked", in: project.path).code, .usage)
        XCTAssertEqual(backup.read("Specs/Info.yml"), "viewModel: Older\n")
        // An empty folder is taken, and marked as vmgen's.
        let empty = try TemporaryFolder()
        XCTAssertEqual(vmgen("generate", "--list-inputs", "--link-inputs", empty.path, in: project.path).code, .success)
        XCTAssertTrue(FileManager.default.fileExists(atPath: empty.path + "/" + InputLinks.marker))
        XCTAssertTrue(sameFile(empty.path + "/Specs/Info.yml", project.path + "/Specs/Info.yml"))
    }

    /// A folder inside vmgen's own folder of links that is a symbolic link (to a backup's
    /// `Specs/`, say) is never gone through: the backup's file is not replaced by a link.
    func testAFileReachedThroughALinkInsideTheFolderIsKeptByteForByte() throws {
        XCTAssertEqual(vmgen("generate", "--list-inputs", "--link-inputs", links, in: project.path).code, .success)
        let backup = try TemporaryFolder()
        try backup.write("Specs/Info.yml", "viewModel: Older\n")
        try FileManager.default.removeItem(atPath: links + "/Specs")
        XCTAssertEqual(symlink(backup.path + "/Specs", links + "/Specs"), 0)
        XCTAssertEqual(vmgen("generate", "--list-inputs", "--link-inputs", links, in: project.path).code, .success)
        XCTAssertEqual(backup.read("Specs/Info.yml"), "viewModel: Older\n")
        XCTAssertFalse(sameFile(backup.path + "/Specs/Info.yml", project.path + "/Specs/Info.yml"))
    }
}
