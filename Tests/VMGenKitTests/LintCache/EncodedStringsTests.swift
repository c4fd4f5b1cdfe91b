@testable import VMGenKit
import XCTest

/// `EncodedStrings` finds each string written into encoded bytes, long ones (a length of two
/// bytes) and non-ASCII ones too, wherever it stands; a string written nowhere is not found
/// where no other bytes happen to spell it.
final class EncodedStringsTests: XCTestCase {
    private func encoded(_ strings: [String]) -> [UInt8] {
        CacheWriter.encode { writer in
            writer.count(strings.count)
            for (position, text) in strings.enumerated() {
                writer.string(text)
                writer.count(position * 300)
            }
        }
    }

    private func occur(_ wanted: Set<String>, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { EncodedStrings(wanted).occur(in: CacheReader($0)) }
    }

    func testEveryWrittenStringIsFound() {
        let long = String(repeating: "Berth", count: 40)
        let strings = ["Dashboard.title", "Hafen.Größe", long, "a", ""]
        let bytes = encoded(strings)
        for text in strings {
            XCTAssertTrue(occur([text, "Absent.key"], in: bytes), text)
        }
    }

    func testAStringWrittenNowhereIsNotFound() {
        let bytes = encoded(["Dashboard.title", "Dashboard.subtitle", "BerthRow.name"])
        XCTAssertFalse(occur(["Dashboard.titles", "title", "BerthRow"], in: bytes))
        XCTAssertFalse(occur([], in: bytes))
    }
}
