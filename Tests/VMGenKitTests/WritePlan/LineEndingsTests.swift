import VMGenKit
import XCTest

/// `LineEndings`: which files count as CRLF checkouts, and that the conversion back is exact.
final class LineEndingsTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testOnlyAFileWhoseEveryLFIsPartOfACRLFIsCRLF() {
        XCTAssertTrue(LineEndings.isCRLF(bytes("a\r\nb\r\n")))
        XCTAssertTrue(LineEndings.isCRLF(bytes("a\r\nb")))
        XCTAssertTrue(LineEndings.isCRLF(bytes("a\rb\r\n")), "a CR elsewhere is kept, not a line ending")
        XCTAssertFalse(LineEndings.isCRLF(bytes("a\nb\n")))
        XCTAssertFalse(LineEndings.isCRLF(bytes("a\r\nb\n")), "mixed")
        XCTAssertFalse(LineEndings.isCRLF(bytes("\n")))
        XCTAssertFalse(LineEndings.isCRLF(bytes("no line break")))
        XCTAssertFalse(LineEndings.isCRLF([]))
    }

    func testTheConversionOfACRLFFileIsExactBothWays() {
        for text in ["a\r\nb\r\n", "a\rb\r\n", "x\r\r\ny\r\n", "\r\n\r\n", "end\r"] where LineEndings.isCRLF(bytes(text)) {
            XCTAssertEqual(LineEndings.crlf(LineEndings.lf(bytes(text))), bytes(text), text.debugDescription)
        }
        XCTAssertEqual(LineEndings.lf(bytes("a\r\nb\rc\r\n")), bytes("a\nb\rc\n"))
        XCTAssertEqual(LineEndings.asRead(bytes("a\r\nb\n")), bytes("a\r\nb\n"), "mixed files are read as they are")
    }

    /// A plan made against the LF text goes back to the file's bytes: new contents in CRLF,
    /// `previous` as on disk; files that were LF are not touched.
    func testRestoreWritesCRLFAndKeepsTheBytesOnDisk() {
        let onDisk = bytes("old\r\n")
        let plan = WritePlan(actions: [
            FileAction(path: "A.swift", kind: .update, contents: bytes("new\n"), previous: bytes("old\n")),
            FileAction(path: "B.swift", kind: .update, contents: bytes("new\n"), previous: bytes("old\n")),
            FileAction(path: "C.swift", kind: .delete, previous: bytes("old\n")),
        ])
        let restored = LineEndings.restore(plan, originals: ["A.swift": onDisk, "C.swift": onDisk])
        XCTAssertEqual(restored.actions.map(\.contents), [bytes("new\r\n"), bytes("new\n"), nil])
        XCTAssertEqual(restored.actions.map(\.previous), [onDisk, bytes("old\n"), onDisk])
    }
}
