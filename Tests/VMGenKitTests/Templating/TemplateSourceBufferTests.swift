import XCTest
@testable import VMGenKit

/// A template location is found from checkpoints along a long line, not by counting the line
/// from its start, and must be exactly the location `SourceLocation.at` counts.
final class TemplateSourceBufferTests: XCTestCase {
    func testLocationsOnLongLinesAreTheCountedOnes() {
        let pieces = ["{{ ", "é", "e\u{301}", "🇺🇸", "👨‍👩‍👧", "ab", "\r", "語", "  ", "x\u{301}\u{302}", "\u{600}12"]
        let long = (0..<1_500).map { pieces[($0 * 3 + $0 / 7) % pieces.count] }.joined()
        let ascii = String(repeating: "{{ ", count: 700)
        let noPairs = String(repeating: "é", count: 600)  // no two ASCII bytes in a row: no checkpoints
        let prepended = String(repeating: "\u{600}1", count: 400)  // each pair one character
        let text = "short\n" + long + "\n" + ascii + "\n" + noPairs + "\n" + prepended + "\n\n" + long
        let buffer = TemplateSourceBuffer(name: "T", source: TemplateSource(text: text, displayPath: "T.template"))
        let bytes = Array(text.utf8)
        var offsets = Array(stride(from: 0, through: bytes.count, by: 5))
        for mark in stride(from: 0, through: bytes.count, by: TemplateSourceBuffer.checkpointSpacing) {
            offsets += (max(0, mark - 4)...min(bytes.count, mark + 8))
        }
        offsets += [bytes.count, bytes.count + 3, -2]
        for offset in Set(offsets).sorted() {
            let expected = SourceLocation.at(offset: offset, in: bytes, file: "T.template")
            XCTAssertEqual(buffer.location(at: offset), expected, "offset \(offset)")
        }
    }
}
