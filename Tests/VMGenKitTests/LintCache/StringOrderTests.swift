import XCTest

@testable import VMGenKit

/// The lint cache sorts sets and maps with `StringOrder`: its order must be `String`'s own
/// (`<`) for every input, or a record would encode an equal index to other bytes than before.
final class StringOrderTests: XCTestCase {
    /// ASCII names that share long prefixes, end inside or just past a key's sixteen bytes,
    /// hold a NUL (which the keys' padding must not confuse with a string's end), or are empty.
    private func asciiNames() -> [String] {
        var names: Set<String> = ["", "a", "a\0", "a\0b", "\0", "Z", "_", "~", "ViewModel", "ViewModelView", "ViewModels"]
        var generator = SystemRandomNumberGenerator()
        for index in 0..<3_000 {
            names.insert("Berth\(String(format: "%05d", index))RowViewModel")
            names.insert("Berth\(String(format: "%05d", index))")
            names.insert(String(repeating: "x", count: index % 40))
            let length = Int.random(in: 0...24, using: &generator)
            names.insert(String(decoding: (0..<length).map { _ in UInt8.random(in: 0...0x7F, using: &generator) }, as: UTF8.self))
        }
        return Array(names)
    }

    func testASCIINamesAreInStringsOwnOrder() {
        let names = asciiNames()
        XCTAssertNotNil(StringOrder.asciiKeys(names), "all ASCII: sorted by their keys and bytes")
        XCTAssertEqual(StringOrder.sorted(names), names.sorted())
        XCTAssertEqual(StringOrder.sorted(Set(names)), names.sorted())
    }

    /// A name that is not ASCII (an accent composed and one combining, which `<` orders by the
    /// letter they make) sorts the whole set by `<`.
    func testNamesThatAreNotASCIIAreInStringsOwnOrder() {
        let names = asciiNames() + ["Caf\u{E9}", "Cafe\u{301}s", "Cafez", "\u{1F6A2}Harbor", "e\u{301}", "f"]
        XCTAssertNil(StringOrder.asciiKeys(names))
        XCTAssertEqual(StringOrder.sorted(names), names.sorted())
        // Its bytes (65 CC 81) come before f's (66); `<` compares it as é (U+00E9), after f.
        XCTAssertEqual(StringOrder.sorted(["e\u{301}", "f", "ez"]), ["ez", "f", "e\u{301}"])
    }

    func testMapEntriesAreInTheOrderOfTheirKeys() {
        let names = asciiNames()
        let map = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        XCTAssertEqual(StringOrder.sortedByKey(map).map(\.key), names.sorted())
        XCTAssertEqual(StringOrder.sortedByKey(map).map(\.value), names.sorted().map { map[$0]! })
        let accented = ["Caf\u{E9}": 1, "Cafe\u{301}s": 2, "Cafez": 3, "a": 4]
        XCTAssertEqual(StringOrder.sortedByKey(accented).map(\.key), accented.keys.sorted())
        XCTAssertEqual(StringOrder.sortedByKey(["only": 1]).map(\.key), ["only"])
        XCTAssertTrue(StringOrder.sortedByKey([String: Int]()).isEmpty)
    }
}
