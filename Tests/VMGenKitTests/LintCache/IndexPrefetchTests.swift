import Foundation
@testable import VMGenKit
import XCTest

/// `IndexPrefetch` hands over the record's merged index once, to the lint that asks for that
/// index; another digest, or a second ask, gets nothing (the lint then decodes it itself).
/// The files' parts of the index, their bindings and the YAML files' entries are not read
/// ahead: `--stdin` of an edited buffer reads the few its key filters let through, each alone.
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

    func testAnEditedBufferReadsNoSectionOfEveryFilesPartsBindingsOrEntries() throws {
        let project = try XCTUnwrap(CachedLintTests.projects.first { $0.name == "Correct" })
        let cold = try XCTUnwrap(CachedLintTests.lint(project, swift: project.swift, record: nil))
        let bytes = try XCTUnwrap(CachedLintTests.encoded(cold, project: project, swift: project.swift))
        let places = try XCTUnwrap(LintCacheRecord.places(header: Array(bytes.prefix(LintCacheRecord.headerReadLength))))
        var edited = 0
        for position in project.swift.indices where cold.swift[position].bindings()?.isEmpty == false {
            let reads = Reads()
            let record = try XCTUnwrap(
                LintCacheRecord.decode(header: Array(bytes.prefix(LintCacheRecord.headerReadLength)), base: ContentHash([1])) { offset, length in
                    reads.add(offset, length)
                    return offset + length <= bytes.count ? Array(bytes[offset..<(offset + length)]) : nil
                })
            // A line added at the top and a type at the end: the part, the bindings' places and
            // the findings all change.
            var buffered = project.swift
            buffered[position].bytes = Array("// edited\n".utf8) + buffered[position].bytes + Array("\nstruct EditedInTheBuffer {}\n".utf8)
            let path = buffered[position].path
            let whole = try XCTUnwrap(CachedLintTests.lint(project, swift: buffered, record: nil)).result
            let stdin = try XCTUnwrap(CachedLintTests.lint(project, swift: buffered, record: record, reportingOnly: path))
            XCTAssertEqual(stdin.result.diagnostics, whole.diagnostics.filter { $0.location?.file == path }, path)
            XCTAssertTrue(stdin.indexReplaced, "\(path): the earlier index with the buffer's part replaced")
            for section in [Section.indexParts, .bindings, .yamlEntries] {
                let place = places[section.rawValue]
                XCTAssertFalse(reads.contains(place.offset, place.length), "\(path): the \(section) section read whole")
            }
            edited += 1
        }
        XCTAssertGreaterThan(edited, 0, "files that bind keys were edited")
    }

    /// The places a record's sections (or blobs of them) were read at, from any thread.
    private final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var places: [(offset: Int, length: Int)] = []
        func add(_ offset: Int, _ length: Int) { lock.withLock { places.append((offset, length)) } }
        func contains(_ offset: Int, _ length: Int) -> Bool { lock.withLock { places.contains { $0 == (offset, length) } } }
    }
}
