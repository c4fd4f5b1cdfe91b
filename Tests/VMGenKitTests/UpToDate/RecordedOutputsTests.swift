import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// `RecordedOutputs`: what a run record — this vmgen's, or an earlier one's — proves vmgen
/// wrote: every output its plan left unchanged, with the hash of its bytes; nothing else.
final class RecordedOutputsTests: XCTestCase {
    private let time = FileTime(seconds: 1_796_551_436, nanoseconds: 5)

    private func output(_ path: String, _ text: String) -> RunRecord.Output {
        RunRecord.Output(path: path, stamp: FileStamp(inode: UInt64.max - 3, size: 10, modified: time, changed: time), hash: ContentHash(Array(text.utf8)))
    }

    func testARecordOfThisVmgenProvesTheFilesItsPlanLeftUnchanged() {
        let outputs = [output("A.yml", "a"), output("B with space.swift", "b"), output("C.swift", "c"), output("Mine.swift", "m")]
        let record = RunRecord(
            key: ContentHash([1]), trustedBefore: time, folders: [RunRecord.Folder(path: "Sources", stamp: nil)], outputs: outputs,
            actions: [FileAction(path: "A.yml", kind: .unchanged), FileAction(path: "B with space.swift", kind: .unchanged),
                      FileAction(path: "C.swift", kind: .skip), FileAction(path: "Gone.swift", kind: .unchanged)],
            diagnostics: [.error("C.swift was edited\nby hand", at: SourceLocation(file: "C.swift", line: 1, column: 1), code: "edited-outside-regions")])
        let expected = ["A.yml": ContentHash(Array("a".utf8)), "B with space.swift": ContentHash(Array("b".utf8))]
        XCTAssertEqual(record.provenOutputs, expected)
        XCTAssertEqual(RecordedOutputs.parse(record.encoded()), expected, "a skipped file, and one not on disk, prove nothing")
    }

    /// The record vmgen at 81c4e44 wrote (format 3) for the project in Tests/Fixtures/Upgrade:
    /// every file's hash, as the files are there byte for byte.
    func testAnEarlierVmgensRecordProvesItsFiles() throws {
        let fixture = Repository.root + "/Tests/Fixtures/Upgrade/vmgen-81c4e44"
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: fixture + ".record"))
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).hasPrefix("vmgen-run-record 3\n"))
        let proven = RecordedOutputs.parse(Array(bytes))
        XCTAssertEqual(proven.count, 9)
        for (path, hash) in proven {
            let file = try XCTUnwrap(FileManager.default.contents(atPath: fixture + "/" + path), path)
            XCTAssertEqual(ContentHash(Array(file)), hash, path)
        }
    }

    func testAnythingElseProvesNothing() throws {
        let fixture = try XCTUnwrap(FileManager.default.contents(atPath: Repository.root + "/Tests/Fixtures/Upgrade/vmgen-81c4e44.record"))
        let text = String(decoding: fixture, as: UTF8.self)
        for broken in [
            "", "vmgen-run-record 2\n" + text.drop { $0 != "\n" }.dropFirst(), "vmgen-run-record 99\n" + text.drop { $0 != "\n" }.dropFirst(),
            String(text.prefix(text.count / 2)), text.replacingOccurrences(of: "65:Sources", with: "99:Sources"),
            text.replacingOccurrences(of: "unchanged 42:", with: "unchanged 4x:"),
        ] {
            XCTAssertEqual(RecordedOutputs.parse(Array(broken.utf8)), [:], String(broken.prefix(60)))
        }
    }
}
