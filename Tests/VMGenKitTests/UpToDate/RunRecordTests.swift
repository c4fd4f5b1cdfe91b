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
            folders: [.init(path: "Sources/Gone", stamp: nil), .init(path: "Sources", stamp: stamp(5, at: 800))],
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
        var original = record()
        original.base = ContentHash(Array("base".utf8))
        // Paths the outputs hold are written as indices, others as strings.
        original.actions.append(FileAction(path: "Sources/Not an output.swift", kind: .skip))
        original.specs = [
            .init(hash: ContentHash(Array("a".utf8)), summary: SpecSummary(
                path: "Specs/A é.yml", shape: ContentHash(Array("shape".utf8)), viewModels: ["A", "AChild"], enums: ["Mood"],
                storages: ["Settings"], exports: ["AChildView", "ARequest"], mentions: ["B", "Mood"], facts: ContentHash(Array("facts".utf8)), outputs: ["Sources/A é.swift", "Sources/Elsewhere.swift"])
                .withApp([AppEntry(name: "A", feature: "Home", binding: ".bind()"), AppEntry(name: "AChild", feature: "Home", binding: nil)], creates: [".init()"])),
            .init(hash: ContentHash([]), summary: SpecSummary(
                path: "Specs/B.yml", shape: ContentHash([]), viewModels: [], enums: [], storages: [], mentions: [], outputs: [])),
        ]
        XCTAssertEqual(original.outputs.map(\.path), ["Sources/A é.swift", "Sources/B.swift"], "outputs are kept sorted")
        XCTAssertEqual(original.folders.map(\.path), ["Sources", "Sources/Gone"])
        XCTAssertEqual(try XCTUnwrap(RunRecord.decode(original.encoded())), original)
    }

    /// Every number is written in decimal and read back: zero, each power of ten and the one
    /// below it, the largest, and negative ones (an inode past `Int.max` is written as its
    /// bit pattern).
    func testNumbersOfEveryLengthReadBackExactly() throws {
        var values = [0, 1, 9, Int.max, -1, -10, Int.min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        var original = record()
        original.outputs = values.enumerated().map { index, value in
            let time = FileTime(seconds: value, nanoseconds: abs(value % 1_000_000_000))
            return .init(path: "Sources/\(index).swift", stamp: FileStamp(inode: UInt64(bitPattern: Int64(value)), size: Int64(value), modified: time, changed: time),
                hash: ContentHash(high: UInt64(bitPattern: Int64(value)), low: UInt64(index)))
        }.sorted { $0.path < $1.path }
        original.actions = []
        XCTAssertEqual(try XCTUnwrap(RunRecord.decode(original.encoded())), original)
        let text = String(decoding: original.encoded(), as: UTF8.self)
        XCTAssertTrue(text.contains(" 1000000000000000000 "), "decimal, most significant digit first")
        XCTAssertTrue(text.contains(" 9223372036854775807 "))
    }

    /// Written a chunk at a time (how `RunCache` saves it, never holding a large record
    /// whole): the chunks are whole lines, about the size asked, and together the record.
    func testARecordEncodedInChunksIsTheWholeRecordInWholeLines() throws {
        var original = record()
        original.outputs = (0..<500).map { index in
            .init(path: "Sources/File\(index).swift", stamp: FileStamp(inode: UInt64(index), size: 10, modified: FileTime(seconds: index, nanoseconds: 0), changed: FileTime(seconds: index, nanoseconds: 0)),
                hash: ContentHash(high: UInt64(index), low: 0))
        }.sorted { $0.path < $1.path }
        original.actions = original.outputs.map { FileAction(path: $0.path, kind: .unchanged) }
        var chunks: [[UInt8]] = []
        original.encode(chunkSize: 1_000) { chunks.append($0) }
        XCTAssertGreaterThan(chunks.count, 20)
        XCTAssertEqual(Array(chunks.joined()), original.encoded())
        for chunk in chunks {
            XCTAssertEqual(chunk.last, 0x0A, "a chunk ends with a line")
            XCTAssertLessThan(chunk.count, 1_000 + 200, "a chunk is handed on once it reaches the size asked")
        }
        XCTAssertEqual(try XCTUnwrap(RunRecord.decode(Array(chunks.joined()))), original)
    }

    func testAMalformedRecordIsRefused() {
        let bytes = record().encoded()
        XCTAssertNil(RunRecord.decode([]))
        XCTAssertNil(RunRecord.decode(Array(bytes.dropLast())), "truncated")
        XCTAssertNil(RunRecord.decode(bytes + Array("x".utf8)), "trailing bytes")
        XCTAssertNil(RunRecord.decode(Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "record 7", with: "record 6").utf8)), "another format")
        for cut in stride(from: 1, to: bytes.count, by: 7) {
            XCTAssertNil(RunRecord.decode(Array(bytes.prefix(cut))), "cut at \(cut)")
        }
    }

    func testARecordIsCurrentOnlyForTheSameKeyAndTheSameStamps() {
        let record = record()
        let folders: [FileStamp?] = [stamp(5, at: 800), nil]
        let outputs: [FileStamp?] = [stamp(1, at: 1_000), stamp(2, at: 900)]
        XCTAssertEqual(record.compare(key: record.key, folders: folders, outputs: outputs), .current(verifying: [0], listing: []),
            "A was touched at the trusted time: verified")
        XCTAssertEqual(record.compare(key: ContentHash(Array("other".utf8)), folders: folders, outputs: outputs), .stale)
        var touched = outputs
        touched[1]?.changed.nanoseconds += 1
        XCTAssertEqual(record.compare(key: record.key, folders: folders, outputs: touched), .stale, "a new status-change time")
        XCTAssertEqual(record.compare(key: record.key, folders: folders, outputs: [stamp(1, at: 1_000), nil]), .stale, "a file gone")
        var replaced = outputs
        replaced[1]?.inode = 9
        XCTAssertEqual(record.compare(key: record.key, folders: folders, outputs: replaced), .stale, "renamed over")
        XCTAssertEqual(record.compare(key: record.key, folders: [stamp(5, at: 801), nil], outputs: outputs), .stale, "an entry added or removed in a folder")
        XCTAssertEqual(record.compare(key: record.key, folders: [stamp(5, at: 800), stamp(6, at: 10)], outputs: outputs), .stale, "a folder that appeared")
        XCTAssertEqual(record.compare(key: record.key, folders: [stamp(5, at: 800)], outputs: outputs), .stale, "another number of folders")
    }

    func testOutputsAndFoldersTouchedBeforeTheTrustedTimeNeedNoChecking() {
        let record = record(trustedBefore: 2_000)
        let folders: [FileStamp?] = [stamp(5, at: 800), nil]
        let outputs: [FileStamp?] = [stamp(1, at: 1_000), stamp(2, at: 900)]
        XCTAssertEqual(record.compare(key: record.key, folders: folders, outputs: outputs), .current(verifying: [], listing: []))
        XCTAssertEqual(self.record(trustedBefore: 0).compare(key: record.key, folders: folders, outputs: outputs), .current(verifying: [0, 1], listing: [0]))
    }

    /// A stamp is trusted only when both its times are before the record's: a file changed in
    /// the record's own clock tick may change again without its stamp changing.
    func testAStampIsTrustedOnlyWhenTouchedBeforeTheRecord() {
        let trusted = FileTime(seconds: 100, nanoseconds: 0)
        func stamp(modified: Int, changed: Int) -> FileStamp {
            FileStamp(inode: 1, size: 1, modified: FileTime(seconds: modified, nanoseconds: 0), changed: FileTime(seconds: changed, nanoseconds: 0))
        }
        XCTAssertTrue(stamp(modified: 99, changed: 99).isTrusted(before: trusted))
        XCTAssertFalse(stamp(modified: 100, changed: 99).isTrusted(before: trusted), "modified in the record's tick")
        XCTAssertFalse(stamp(modified: 50, changed: 100).isTrusted(before: trusted), "its status (ctime) changed in the record's tick")
        XCTAssertFalse(stamp(modified: 101, changed: 101).isTrusted(before: trusted))
        XCTAssertTrue(stamp(modified: 99, changed: 99).isTrusted(before: FileTime(seconds: 99, nanoseconds: 1)), "nanoseconds count")
    }

    func testTheEntriesOfEachFolderAreItsFilesAndFolders() {
        XCTAssertEqual(record().entries(of: "Sources"), ["Gone", "A é.swift", "B.swift"])
        var nested = record()
        nested.outputs += [
            .init(path: "Sources/Gone/C.swift", stamp: stamp(3, at: 900), hash: ContentHash([])),
            .init(path: "Sources2/D.swift", stamp: stamp(4, at: 900), hash: ContentHash([])),
            .init(path: "Sourcer.swift", stamp: stamp(6, at: 900), hash: ContentHash([])),
        ]
        nested.outputs.sort { $0.path < $1.path }
        XCTAssertEqual(nested.entries(of: "Sources"), ["Gone", "A é.swift", "B.swift"], "not deeper, not a sibling sharing the prefix")
        XCTAssertEqual(nested.entries(of: "Sources/Gone"), ["C.swift"])
        XCTAssertEqual(nested.entries(of: "Elsewhere"), [])
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

private extension SpecSummary {
    func withApp(_ entries: [AppEntry], creates: [String?]) -> SpecSummary {
        var summary = self
        summary.app = entries
        summary.storageCreates = creates
        return summary
    }
}
