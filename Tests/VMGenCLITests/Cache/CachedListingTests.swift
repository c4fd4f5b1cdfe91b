import Foundation
@testable import VMGenCLI
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// `CachedListing.recordHolds`: folders whose stamps are not the recorded ones are listed
/// again, up to `relistLimit` of them, and the recorded scope holds while they hold the
/// recorded files, folders and links. The record's stamps are made wrong on purpose here (as a
/// file saved by renaming leaves its folder's), so no test waits out the clock's slack.
final class CachedListingTests: XCTestCase {
    private var project: TemporaryFolder!
    private var record: LintCacheRecord!

    /// XCTest keeps every test case to the end of the run: the folder goes with each test.
    override func tearDown() {
        project = nil
        record = nil
    }

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        for folder in 0...CachedListing.relistLimit + 1 {
            try project.write(String(format: "Sources/F%03d/Model.swift", folder), "struct Model\(folder) {}\n")
        }
        let first = CachedListing(record: nil, root: project.path)
        _ = first.listing(under: project.path + "/Sources")
        // Every stamp on the disk is older than this: trusted.
        record = LintCacheRecord(base: ContentHash([1]), scopeKey: ContentHash([2]), factsKey: ContentHash([3]), trustedBefore: FileTime(seconds: 1 << 40, nanoseconds: 0))
        record.setFolders(first.visited, missing: [])
    }

    /// A listing from the record with the stamps of the first `count` folders below Sources
    /// (`F000`, `F001`, …) not the ones they have.
    private func listing(changing count: Int) -> CachedListing {
        var changed = record!
        let wrong = FileStamp(inode: 1, size: 1, modified: FileTime(seconds: 1, nanoseconds: 0), changed: FileTime(seconds: 1, nanoseconds: 0))
        for index in changed.folders.indices.filter({ changed.folders[$0].path.contains("/Sources/F") }).prefix(count) {
            changed.folders[index].stamp = wrong
        }
        return CachedListing(record: changed, root: project.path)
    }

    func testFoldersAsRecordedAreNotListed() {
        let listing = listing(changing: 0)
        XCTAssertTrue(listing.recordHolds)
        XCTAssertEqual(listing.listed, 0)
    }

    func testUpToTheLimitOfChangedFoldersAreListedAgainAndHold() {
        let listing = listing(changing: CachedListing.relistLimit)
        XCTAssertTrue(listing.recordHolds)
        XCTAssertEqual(listing.listed, CachedListing.relistLimit)
        // Listed again, they carry their stamps now, for the next record.
        let relisted = listing.visited.filter { $0.path.contains("/Sources/F") }
        XCTAssertEqual(relisted.count, CachedListing.relistLimit)
        XCTAssertTrue(relisted.allSatisfy { $0.stamp == FileSystem.folderStamp($0.path) })
    }

    func testMoreChangedFoldersThanTheLimitAreWalked() {
        XCTAssertFalse(listing(changing: CachedListing.relistLimit + 1).recordHolds)
    }

    func testAChangedFolderWithAFileOrFolderAddedDoesNotHold() throws {
        try project.write("Sources/F000/Added.swift", "struct Added {}\n")
        XCTAssertFalse(listing(changing: 1).recordHolds)
        try FileManager.default.removeItem(atPath: project.path + "/Sources/F000/Added.swift")
        XCTAssertTrue(listing(changing: 1).recordHolds, "the same entries again")
        try FileManager.default.createDirectory(atPath: project.path + "/Sources/F000/Nested", withIntermediateDirectories: false)
        XCTAssertFalse(listing(changing: 1).recordHolds)
    }
}
