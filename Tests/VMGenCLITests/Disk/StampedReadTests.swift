import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// A lint with no record takes each file's stamp from the file it opens to read
/// (`DirectoryListing.readStamped`), not from a `stat` of every file first: the stamp must be
/// the one a later lint's stamps give (`StampReader`), or that lint would read every file again
/// — and a link, which has no stamp of its own there, must have none here either.
final class StampedReadTests: XCTestCase {
    func testARegularFileGivesItsBytesAndTheStampALaterLintTakes() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Berth.swift", "struct Berth {}\n")
        let read = try XCTUnwrap(DirectoryListing.readStamped(folder.path + "/Sources/Berth.swift"))
        XCTAssertEqual(read.bytes, Array("struct Berth {}\n".utf8))
        let later = StampReader(root: folder.path)
        XCTAssertNotNil(read.stamp)
        XCTAssertEqual(read.stamp, later.fileStamp(projectPath: "Sources/Berth.swift"))
        XCTAssertEqual(read.stamp, later.fileStamp(folder.path + "/Sources/Berth.swift"))
    }

    func testALinkIsReadWhereItLeadsWithNoStamp() throws {
        let folder = try TemporaryFolder()
        try folder.write("Shared/Berth.swift", "struct Berth {}\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/Sources", withIntermediateDirectories: true)
        XCTAssertEqual(symlink(folder.path + "/Shared/Berth.swift", folder.path + "/Sources/Berth.swift"), 0)
        let read = try XCTUnwrap(DirectoryListing.readStamped(folder.path + "/Sources/Berth.swift"))
        XCTAssertEqual(read.bytes, Array("struct Berth {}\n".utf8), "read as `read` reads it")
        XCTAssertNil(read.stamp, "a link has no stamp of its own")
        XCTAssertNil(StampReader(root: folder.path).fileStamp(projectPath: "Sources/Berth.swift"), "nor does a later lint give it one")
    }

    func testWhatIsNoRegularFileIsNotRead() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Folder.swift", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(folder.path + "/Pipe.swift", 0o644), 0)
        XCTAssertNil(DirectoryListing.readStamped(folder.path + "/Folder.swift"))
        XCTAssertNil(DirectoryListing.readStamped(folder.path + "/Pipe.swift"), "a FIFO is turned away, never waited on")
        XCTAssertNil(DirectoryListing.readStamped(folder.path + "/Missing.swift"))
        XCTAssertEqual(symlink(folder.path + "/Missing.swift", folder.path + "/Dangling.swift"), 0)
        XCTAssertNil(DirectoryListing.readStamped(folder.path + "/Dangling.swift"), "a link to nothing")
    }
}
