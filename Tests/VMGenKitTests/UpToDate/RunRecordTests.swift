import VMGenKit
import XCTest

/// A record must read back exactly, be refused when malformed, and be current only when the
/// inputs' key and every output's stamp match; outputs touched too recently are verified.
final class RunRecordTests: XCTestCase {
    private func stamp(_ inode: UInt64, at seconds: Int) -> FileStamp {
        FileStamp(inode: inode, size: 10, modified: FileTime(seconds: seconds, nanoseconds: 5), changed: FileTime(seconds: seconds, nanoseconds: 7))
    }

    private func record(trustedBefore: Int = 1_000) -> RunRecord {
        RunRecord(
            key: ContentHash(Array("inputs".utf8)), trustedBefore: FileTime(seconds: trustedBefore, nanoseconds: 0),
            outputs: [
                .init(path: "Sources/B.swift", stamp: stamp(2, at: 900), hash: ContentHash(Array("b".utf8))),
                .init(path: "Sources/A é.swift", stamp: stamp(1, at: 1_000), hash: ContentHash(Array("a".utf8))),
            ],
            actions: [FileAction(path: "Sources/A é.swift", kind: .unchanged), FileAction(path: "Sources/B.swift", kind: .skip)],
            diagnostics: [
                .warning("two\nlines: with 3:colons ", at: SourceLocation(file: "Specs/A.yml", line: 3, column: 7, offset: 41), code: "rule-x", notes: ["a note", ""]),
                .error("no location", at: nil),
            ])
    }

    func testARecordReadsBackExactly() throws {
        let original = record()
        XCTAssertEqual(original.outputs.map(\.path), ["Sources/A é.swift", "Sources/B.swift"], "outputs are kept sorted")
        XCTAssertEqual(try XCTUnwrap(RunRecord.decode(original.encoded())), original)
    }

    func testAMalformedRecordIsRefused() {
        let bytes = record().encoded()
        XCTAssertNil(RunRecord.decode([]))
        XCTAssertNil(RunRecord.decode(Array(bytes.dropLast())), "truncated")
        XCTAssertNil(RunRecord.decode(bytes + Array("x".utf8)), "trailing bytes")
        XCTAssertNil(RunRecord.decode(Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "record 2", with: "record 1").utf8)), "another format")
        for cut in stride(from: 1, to: bytes.count, by: 7) {
            XCTAssertNil(RunRecord.decode(Array(bytes.prefix(cut))), "cut at \(cut)")
        }
    }

    func testARecordIsCurrentOnlyForTheSameKeyAndTheSameOutputStamps() {
        let record = record()
        let stamps = ["Sources/A é.swift": stamp(1, at: 1_000), "Sources/B.swift": stamp(2, at: 900)]
        XCTAssertEqual(record.compare(key: record.key, outputs: stamps), .current(verifying: [0]), "A was touched at the trusted time: verified")
        XCTAssertEqual(record.compare(key: ContentHash(Array("other".utf8)), outputs: stamps), .stale)
        var touched = stamps
        touched["Sources/B.swift"]?.changed.nanoseconds += 1
        XCTAssertEqual(record.compare(key: record.key, outputs: touched), .stale, "a new status-change time")
        var added = stamps
        added["Sources/C.swift"] = stamp(3, at: 10)
        XCTAssertEqual(record.compare(key: record.key, outputs: added), .stale, "a new output file")
        XCTAssertEqual(record.compare(key: record.key, outputs: ["Sources/B.swift": stamp(2, at: 900)]), .stale, "a missing output file")
        var replaced = stamps
        replaced["Sources/B.swift"]?.inode = 9
        XCTAssertEqual(record.compare(key: record.key, outputs: replaced), .stale, "renamed over")
    }

    func testOutputsTouchedBeforeTheTrustedTimeNeedNoVerifying() {
        let record = record(trustedBefore: 2_000)
        let stamps = ["Sources/A é.swift": stamp(1, at: 1_000), "Sources/B.swift": stamp(2, at: 900)]
        XCTAssertEqual(record.compare(key: record.key, outputs: stamps), .current(verifying: []))
        XCTAssertEqual(self.record(trustedBefore: 0).compare(key: record.key, outputs: stamps), .current(verifying: [0, 1]))
    }

    func testTheKeyCoversEveryInput() {
        let specs = [SpecFile(path: "Specs/A.yml", bytes: Array("name: A\n".utf8))]
        let base = RunRecord.key(tool: "vmgen 1", config: [1], outputRoot: "/p", templates: [("T.stencil", "x")], specs: specs)
        XCTAssertEqual(base, RunRecord.key(tool: "vmgen 1", config: [1], outputRoot: "/p", templates: [("T.stencil", "x")], specs: specs))
        XCTAssertNotEqual(base, RunRecord.key(tool: "vmgen 2", config: [1], outputRoot: "/p", templates: [("T.stencil", "x")], specs: specs))
        XCTAssertNotEqual(base, RunRecord.key(tool: "vmgen 1", config: [2], outputRoot: "/p", templates: [("T.stencil", "x")], specs: specs))
        XCTAssertNotEqual(base, RunRecord.key(tool: "vmgen 1", config: [1], outputRoot: "/q", templates: [("T.stencil", "x")], specs: specs))
        XCTAssertNotEqual(base, RunRecord.key(tool: "vmgen 1", config: [1], outputRoot: "/p", templates: [("T.stencil", "y")], specs: specs))
        XCTAssertNotEqual(base, RunRecord.key(tool: "vmgen 1", config: [1], outputRoot: "/p", templates: [], specs: specs))
        XCTAssertNotEqual(base, RunRecord.key(tool: "vmgen 1", config: [1], outputRoot: "/p", templates: [("T.stencil", "x")], specs: []))
        XCTAssertNotEqual(base, RunRecord.key(tool: "vmgen 1", config: [1], outputRoot: "/p", templates: [("T.stencil", "x")],
            specs: [SpecFile(path: "Specs/B.yml", bytes: specs[0].bytes)]), "a renamed spec")
    }

    func testOnlyAPlanThatChangesNothingIsRecorded() {
        XCTAssertTrue(RunRecord.canRecord(WritePlan(actions: [FileAction(path: "A", kind: .unchanged), FileAction(path: "B", kind: .skip)])))
        XCTAssertFalse(RunRecord.canRecord(WritePlan(actions: [FileAction(path: "A", kind: .create, contents: [])])))
        XCTAssertFalse(RunRecord.canRecord(WritePlan(actions: [FileAction(path: "A", kind: .delete)])))
    }
}
