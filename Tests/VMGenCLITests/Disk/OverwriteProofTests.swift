import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// The last line of defence, below the planner: a staged file replaces only what the plan was
/// made against, and a stale file is deleted only while it holds the bytes the plan judged.
/// Each test makes the disk change between planning and writing — what an editor saving, a
/// `git checkout` or another tool does while vmgen runs.
final class OverwriteProofTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func path(_ name: String) -> String { folder.path + "/" + name }

    func testACreateNeverReplacesAFileThatAppeared() throws {
        let staged = try FileSystem.stage(Array("generated\n".utf8), for: path("A.swift"))
        try folder.write("A.swift", "written by hand meanwhile\n")
        XCTAssertEqual(try FileSystem.commit(staged, creating: true, over: nil), .targetChanged)
        XCTAssertEqual(folder.read("A.swift"), "written by hand meanwhile\n")
        XCTAssertEqual(folder.files(), ["A.swift"], "the staged file is removed")
    }

    func testACreateWhereNothingAppearedIsMade() throws {
        let staged = try FileSystem.stage(Array("generated\n".utf8), for: path("Sub/A.swift"))
        XCTAssertEqual(try FileSystem.commit(staged, creating: true, over: nil), .done)
        XCTAssertEqual(folder.read("Sub/A.swift"), "generated\n")
        XCTAssertEqual(folder.files(), ["Sub/A.swift"])
    }

    func testAnUpdateReplacesOnlyTheFileThePlanSaw() throws {
        try folder.write("A.swift", "old\n")
        let seen = try XCTUnwrap(FileSystem.fileStamp(path("A.swift")))
        let staged = try FileSystem.stage(Array("new\n".utf8), for: path("A.swift"))
        // Replaced by another file (a rename makes a new inode), as editors save.
        try folder.write("B.swift", "edited by hand\n")
        XCTAssertEqual(rename(path("B.swift"), path("A.swift")), 0)
        XCTAssertEqual(try FileSystem.commit(staged, creating: false, over: seen), .targetChanged)
        XCTAssertEqual(folder.read("A.swift"), "edited by hand\n")

        let now = try XCTUnwrap(FileSystem.fileStamp(path("A.swift")))
        let again = try FileSystem.stage(Array("new\n".utf8), for: path("A.swift"))
        XCTAssertEqual(try FileSystem.commit(again, creating: false, over: now), .done)
        XCTAssertEqual(folder.read("A.swift"), "new\n")
        XCTAssertEqual(folder.files(), ["A.swift"])
    }

    func testAnUpdateOfAFileThePlanNeverSawIsNotMade() throws {
        try folder.write("A.swift", "someone's\n")
        let staged = try FileSystem.stage(Array("new\n".utf8), for: path("A.swift"))
        XCTAssertEqual(try FileSystem.commit(staged, creating: false, over: nil), .targetChanged)
        XCTAssertEqual(folder.read("A.swift"), "someone's\n")
    }

    /// A file as vmgen generates it at `projectPath`: its exact header and its fingerprint.
    private func generated(_ projectPath: String) -> [UInt8] {
        let header = GeneratedHeader.text(specPath: "Specs/A.yml", comment: "//", projectHeader: nil, hasRegions: false)
        return Array(Fingerprint.append(to: header + "struct A {}\n", path: projectPath).utf8)
    }

    func testAStaleFileIsDeletedOnlyWhileItHoldsTheJudgedBytes() throws {
        let judged = generated("Stale.swift")
        try folder.write("Stale.swift", "edited since\n")
        XCTAssertEqual(try Deletion.staleOutput(at: path("Stale.swift"), projectPath: "Stale.swift", judged: judged), .changedMeanwhile)
        XCTAssertEqual(folder.read("Stale.swift"), "edited since\n")
        XCTAssertEqual(try Deletion.staleOutput(at: path("Gone.swift"), projectPath: "Gone.swift", judged: judged), .changedMeanwhile)
        try folder.write("Stale.swift", String(decoding: judged, as: UTF8.self))
        XCTAssertEqual(try Deletion.staleOutput(at: path("Stale.swift"), projectPath: "Stale.swift", judged: judged), .deleted)
        XCTAssertNil(folder.read("Stale.swift"))
    }

    /// The gate checks the proof itself: bytes the plan judged wrongly (a planning mistake)
    /// are not deleted — not a person's file, nor vmgen's file proven for another path.
    func testTheGateDeletesOnlyWhatTheProofAllowsWhateverThePlanSays() throws {
        try folder.write("Mine.swift", "// mine\n")
        XCTAssertEqual(try Deletion.staleOutput(at: path("Mine.swift"), projectPath: "Mine.swift", judged: Array("// mine\n".utf8)), .notProven)
        let elsewhere = generated("Other/Stale.swift")
        try folder.write("Stale.swift", String(decoding: elsewhere, as: UTF8.self))
        XCTAssertEqual(try Deletion.staleOutput(at: path("Stale.swift"), projectPath: "Stale.swift", judged: elsewhere), .notProven)
        XCTAssertEqual(folder.files(), ["Mine.swift", "Stale.swift"])
    }

    func testAStaleFileReplacedByALinkIsNotDeleted() throws {
        let elsewhere = try TemporaryFolder()
        try elsewhere.write("Target.swift", "generated\n")
        try FileManager.default.createSymbolicLink(atPath: path("Stale.swift"), withDestinationPath: elsewhere.path + "/Target.swift")
        XCTAssertEqual(try Deletion.staleOutput(at: path("Stale.swift"), projectPath: "Stale.swift", judged: Array("generated\n".utf8)), .changedMeanwhile)
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: path("Stale.swift")))
        XCTAssertEqual(elsewhere.read("Target.swift"), "generated\n")
    }

    func testEmptiedFoldersAreRemovedOnlyBelowTheOutputFolder() throws {
        try FileManager.default.createDirectory(atPath: path("Out/Page/Deep"), withIntermediateDirectories: true)
        Deletion.emptyFolders(from: path("Out/Page/Deep"), keeping: path("Out"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("Out/Page")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("Out")), "the output folder itself stays, empty")
    }
}
