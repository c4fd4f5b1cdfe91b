@testable import VMGenKit
import XCTest

/// `IndexPrefetch` hands over the record's merged index once, to the lint that asks for that
/// index; another digest, or a second ask, gets nothing (the lint then decodes it itself).
final class IndexPrefetchTests: XCTestCase {
    func testTheMergedIndexIsTakenOnceForItsDigest() throws {
        let project = try XCTUnwrap(CachedLintTests.projects.first)
        let cold = try XCTUnwrap(CachedLintTests.lint(project, swift: project.swift, record: nil))
        let record = try CachedLintTests.roundTrip(cold, project: project, swift: project.swift)
        let full = try XCTUnwrap(record.fullIndex.value ?? nil)
        XCTAssertFalse(try XCTUnwrap(full.index()).isEmpty)

        let prefetch = IndexPrefetch(record)
        XCTAssertNil(prefetch.take(ContentHash([7])), "another index's digest")
        let again = IndexPrefetch(record)
        XCTAssertEqual(again.take(full.digest), full.index())
        XCTAssertNil(again.take(full.digest), "the index is handed over once")
    }

    func testARecordWithoutAMergedIndexGivesNothing() {
        let record = LintCacheRecord(base: ContentHash([1]), scopeKey: ContentHash([2]), factsKey: ContentHash([3]), trustedBefore: .init(seconds: 1, nanoseconds: 0))
        XCTAssertNil(IndexPrefetch(record).take(ContentHash([4])))
    }
}
