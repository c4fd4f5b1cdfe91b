import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `lint --fix` writes a fixed file only over exactly the file it read, and renames `.yaml` to
/// `.yml` without ever replacing a file or losing a byte. Each test changes the disk between
/// the read and the write — an editor saving, a checkout — and checks nothing is lost.
final class FixWriterTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func path(_ name: String) -> String { folder.path + "/" + name }
    private var writer: FixWriter { FixWriter(root: folder.path) }

    func testAFixedFileReplacesTheFileThatWasRead() throws {
        try folder.write("A.swift", "struct A: Codable {}\n")
        let read = FixWriter.ReadFile(path: path("A.swift"))
        XCTAssertEqual(writer.write([(read, Array("struct A {}\n".utf8))]), [.written])
        XCTAssertEqual(folder.read("A.swift"), "struct A {}\n")
        XCTAssertEqual(folder.files(), ["A.swift"], "no temporary file is left")
    }

    /// Edited after the read, even to the same size within the clock's tick: left as edited.
    func testAFileEditedAfterTheReadIsLeftAsEdited() throws {
        try folder.write("A.swift", "struct A: Codable {}\n")
        let read = FixWriter.ReadFile(path: path("A.swift"))
        try folder.write("A.swift", "struct B: Codable {}\n")
        XCTAssertEqual(writer.write([(read, Array("struct A {}\n".utf8))]), [.changedMeanwhile])
        XCTAssertEqual(folder.read("A.swift"), "struct B: Codable {}\n")
        XCTAssertEqual(folder.files(), ["A.swift"])
    }

    /// The same bytes, but a new file (a rename over it, as editors save): its stamp differs.
    func testAFileReplacedAfterTheReadIsLeftAlone() throws {
        try folder.write("A.swift", "struct A: Codable {}\n")
        let read = FixWriter.ReadFile(path: path("A.swift"))
        try folder.write("B.swift", "struct A: Codable {}\n")
        XCTAssertEqual(rename(path("B.swift"), path("A.swift")), 0)
        XCTAssertEqual(writer.write([(read, Array("struct A {}\n".utf8))]), [.changedMeanwhile])
        XCTAssertEqual(folder.read("A.swift"), "struct A: Codable {}\n")
    }

    func testALinkIsNeverWrittenThrough() throws {
        let elsewhere = try TemporaryFolder()
        try elsewhere.write("Real.swift", "struct A: Codable {}\n")
        try FileManager.default.createSymbolicLink(atPath: path("A.swift"), withDestinationPath: elsewhere.path + "/Real.swift")
        let read = FixWriter.ReadFile(path: path("A.swift"))
        XCTAssertNil(read.stamp, "a link is read, never writable")
        XCTAssertEqual(read.bytes, Array("struct A: Codable {}\n".utf8))
        XCTAssertEqual(writer.write([(read, Array("struct A {}\n".utf8))]), [.changedMeanwhile])
        XCTAssertEqual(elsewhere.read("Real.swift"), "struct A: Codable {}\n")
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: path("A.swift")))
    }

    /// A regular file read, then replaced by a link before the write: the link stays.
    func testAFileTurnedIntoALinkAfterTheReadIsLeftAlone() throws {
        let elsewhere = try TemporaryFolder()
        try elsewhere.write("Real.swift", "struct A: Codable {}\n")
        try folder.write("A.swift", "struct A: Codable {}\n")
        let read = FixWriter.ReadFile(path: path("A.swift"))
        try FileManager.default.removeItem(atPath: path("A.swift"))
        try FileManager.default.createSymbolicLink(atPath: path("A.swift"), withDestinationPath: elsewhere.path + "/Real.swift")
        XCTAssertNotEqual(writer.write([(read, Array("struct A {}\n".utf8))]), [.written])
        XCTAssertEqual(elsewhere.read("Real.swift"), "struct A: Codable {}\n")
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: path("A.swift")))
    }

    func testWritableNeedsARegularFileInRealFolders() throws {
        let elsewhere = try TemporaryFolder()
        try elsewhere.write("Shared/A.swift", "struct A {}\n")
        try FileManager.default.createSymbolicLink(atPath: path("Shared"), withDestinationPath: elsewhere.path + "/Shared")
        try folder.write("Own/B.swift", "struct B {}\n")
        let root = FileSystem.realPath(folder.path)
        XCTAssertFalse(FixWriter.ReadFile(path: path("Shared/A.swift")).isWritable(projectPath: "Shared/A.swift", realRoot: root))
        XCTAssertTrue(FixWriter.ReadFile(path: path("Own/B.swift")).isWritable(projectPath: "Own/B.swift", realRoot: root))
    }

    func testARenameMovesTheBytesAndRemovesTheOldName() throws {
        try folder.write("R/A.yaml", "en:\n  A:\n    title: \"A\"\n")
        let read = FixWriter.ReadFile(path: path("R/A.yaml"))
        XCTAssertEqual(writer.rename(read, to: path("R/A.yml")), .written)
        XCTAssertEqual(folder.files(), ["R/A.yml"])
        XCTAssertEqual(folder.read("R/A.yml"), "en:\n  A:\n    title: \"A\"\n")
    }

    func testARenameNeverReplacesAFileWithTheNewName() throws {
        try folder.write("R/A.yaml", "en:\n  A:\n    title: \"A\"\n")
        let read = FixWriter.ReadFile(path: path("R/A.yaml"))
        try folder.write("R/A.yml", "en:\n  A:\n    subtitle: \"made meanwhile\"\n")
        XCTAssertEqual(writer.rename(read, to: path("R/A.yml")), .targetExists)
        XCTAssertEqual(folder.read("R/A.yaml"), "en:\n  A:\n    title: \"A\"\n")
        XCTAssertEqual(folder.read("R/A.yml"), "en:\n  A:\n    subtitle: \"made meanwhile\"\n")
        XCTAssertEqual(folder.files(), ["R/A.yaml", "R/A.yml"])
    }

    /// The original edited after the read: nothing is renamed (the copy is taken back), and the
    /// edit is kept.
    func testARenameOfAFileEditedAfterTheReadLeavesItAsEdited() throws {
        try folder.write("R/A.yaml", "en:\n  A:\n    title: \"A\"\n")
        let read = FixWriter.ReadFile(path: path("R/A.yaml"))
        try folder.write("R/A.yaml", "en:\n  A:\n    title: \"B\"\n")
        XCTAssertEqual(writer.rename(read, to: path("R/A.yml")), .changedMeanwhile)
        XCTAssertEqual(folder.files(), ["R/A.yaml"])
        XCTAssertEqual(folder.read("R/A.yaml"), "en:\n  A:\n    title: \"B\"\n")
    }

    /// The deletion gates themselves: each deletes only a regular file holding exactly the bytes.
    func testTheRenameDeletionsDeleteOnlyTheBytesTheyWereGiven() throws {
        try folder.write("A.yaml", "old\n")
        XCTAssertEqual(try Deletion.renamedOriginal(at: path("A.yaml"), copied: Array("other\n".utf8)), .changedMeanwhile)
        XCTAssertEqual(try Deletion.abandonedCopy(at: path("A.yaml"), written: Array("other\n".utf8)), .changedMeanwhile)
        XCTAssertEqual(try Deletion.renamedOriginal(at: path("Missing.yaml"), copied: Array("old\n".utf8)), .changedMeanwhile)
        XCTAssertEqual(folder.read("A.yaml"), "old\n")
        let elsewhere = try TemporaryFolder()
        try elsewhere.write("T.yaml", "old\n")
        try FileManager.default.createSymbolicLink(atPath: path("L.yaml"), withDestinationPath: elsewhere.path + "/T.yaml")
        XCTAssertEqual(try Deletion.renamedOriginal(at: path("L.yaml"), copied: Array("old\n".utf8)), .changedMeanwhile)
        XCTAssertEqual(elsewhere.read("T.yaml"), "old\n")
        XCTAssertEqual(try Deletion.renamedOriginal(at: path("A.yaml"), copied: Array("old\n".utf8)), .deleted)
    }
}
