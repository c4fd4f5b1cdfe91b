import Foundation
@testable import VMGenKit
import XCTest

/// `IndexPrefetch` hands over the record's merged index once, to the lint that asks for that
/// index; another digest, or a second ask, gets nothing (the lint then decodes it itself). It
/// then reads the files' parts of the index ahead, without holding up the index's taker.
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

    func testTheFilesPartsAreReadAheadAfterTheIndex() throws {
        let project = try XCTUnwrap(CachedLintTests.projects.first)
        let cold = try XCTUnwrap(CachedLintTests.lint(project, swift: project.swift, record: nil))
        let bytes = try XCTUnwrap(CachedLintTests.encoded(cold, project: project, swift: project.swift))
        let places = try XCTUnwrap(LintCacheRecord.places(header: Array(bytes.prefix(LintCacheRecord.headerReadLength))))
        let reads = Reads()
        let record = try XCTUnwrap(
            LintCacheRecord.decode(header: Array(bytes.prefix(LintCacheRecord.headerReadLength)), base: ContentHash([1])) { offset, length in
                reads.add(offset)
                return offset + length <= bytes.count ? Array(bytes[offset..<(offset + length)]) : nil
            })
        let parts = places[Section.indexParts.rawValue].offset
        XCTAssertFalse(reads.contains(parts), "not read with the record")
        let full = try XCTUnwrap(record.fullIndex.value ?? nil)
        XCTAssertNotNil(IndexPrefetch(record).take(full.digest))
        // Read on the prefetch's thread once the index is handed over.
        let deadline = Date().addingTimeInterval(30)
        while !reads.contains(parts), Date() < deadline { usleep(1_000) }
        XCTAssertTrue(reads.contains(parts), "the index parts read ahead")
        XCTAssertEqual(reads.count(parts), 1, "and once")
        // What the lint then asks for is what was read ahead.
        let facts = try XCTUnwrap(record.swift.compactMap { $0?.facts }.first { $0.indexDigest != nil })
        XCTAssertNotNil(facts.index())
        XCTAssertEqual(reads.count(parts), 1, "not read again")
    }

    /// The offsets a record's sections were read at, from any thread.
    private final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var offsets: [Int] = []
        func add(_ offset: Int) { lock.withLock { offsets.append(offset) } }
        func contains(_ offset: Int) -> Bool { lock.withLock { offsets.contains(offset) } }
        func count(_ offset: Int) -> Int { lock.withLock { offsets.filter { $0 == offset }.count } }
    }
}
