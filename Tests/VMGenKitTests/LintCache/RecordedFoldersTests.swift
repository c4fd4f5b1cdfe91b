import XCTest

@testable import VMGenKit

/// The folders a lint cache records: kept from the earlier record when they hold what they
/// did, with the stamps of those listed again (a file saved by renaming changes its folder's
/// times, not its entries) — else those folders would be listed again by every lint after.
final class RecordedFoldersTests: XCTestCase {
    private func stamp(_ seconds: Int) -> FileStamp {
        FileStamp(inode: UInt64(seconds), size: 4_096, modified: FileTime(seconds: seconds, nanoseconds: 0), changed: FileTime(seconds: seconds, nanoseconds: 0))
    }

    private func record() -> LintCacheRecord {
        LintCacheRecord(base: ContentHash([1]), scopeKey: ContentHash([2]), factsKey: ContentHash([3]), trustedBefore: FileTime(seconds: 50, nanoseconds: 0))
    }

    func testKeptFoldersTakeTheStampsOfThoseListedAgain() throws {
        var earlier = record()
        earlier.setFolders(
            [
                ListedFolder(path: "/p/Sources", stamp: stamp(10), files: [], folders: ["A", "B"], links: []),
                ListedFolder(path: "/p/Sources/A", stamp: stamp(11), files: ["A.swift", "Package.swift"], folders: [], links: []),
                ListedFolder(path: "/p/Sources/B", stamp: stamp(12), files: ["B.swift"], folders: [], links: ["L.swift"]),
            ], missing: ["/p/Tests"])

        var next = record()
        next.keepFolders(of: earlier, restamping: [ListedFolder(path: "/p/Sources/B", stamp: stamp(60), files: ["B.swift"], folders: [], links: ["L.swift"])])
        XCTAssertEqual(next.folders.map(\.path), earlier.folders.map(\.path))
        XCTAssertEqual(next.folders.map(\.stamp), [stamp(10), stamp(11), stamp(60), nil])
        XCTAssertEqual(next.folders.map(\.holdsBuildFiles), [false, true, false, false])
        XCTAssertEqual(next.listedFolders(), earlier.listedFolders()?.map { folder in
            var folder = folder
            if folder.path == "/p/Sources/B" { folder.stamp = stamp(60) }
            return folder
        })

        var unchanged = record()
        unchanged.keepFolders(of: earlier)
        XCTAssertEqual(unchanged.folders, earlier.folders)
        XCTAssertEqual(unchanged.listedFolders(), earlier.listedFolders())
    }
}
