import XCTest

@testable import VMGenKit

/// The table of strings of an interned blob gives each distinct string one place, in the order
/// first written, as the dictionary it replaced did; strings Swift calls equal but whose bytes
/// differ keep their own places, so what is written never depends on the table's hash seed.
final class StringPlacesTests: XCTestCase {
    /// Short (stored inline), long, accented, emoji, empty, and names differing only in their
    /// last byte or in length, many times over so the table grows again and again.
    private func texts() -> [String] {
        var texts: [String] = ["", "K", "Caf\u{E9}", "\u{1F6A2} Harbor", "ViewModel", "ViewModel2", "ViewModelView"]
        for index in 0..<5_000 {
            texts.append("Berth\(index)")
            texts.append("HarborBerthRowViewModel\(index % 1_500).rows")
            texts.append(String(repeating: "a", count: index % 40))
            texts.append("Quay\(index % 700)ViewModel\u{E9}")
        }
        return texts
    }

    func testPlacesMatchADictionaryInFirstSeenOrder() {
        var places = StringPlaces()
        var reference: [String: Int] = [:]
        var order: [String] = []
        for text in texts() {
            let found = places.place(of: text)
            if let known = reference[text] {
                XCTAssertEqual(found.place, known, text)
                XCTAssertFalse(found.isNew, text)
            } else {
                reference[text] = order.count
                XCTAssertEqual(found.place, order.count, text)
                XCTAssertTrue(found.isNew, text)
                order.append(text)
            }
        }
        XCTAssertEqual(places.strings, order)
        XCTAssertGreaterThan(order.count, 5_000, "the table grew well past its first size")
    }

    func testEqualStringsWithOtherBytesKeepTheirOwnPlaces() {
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        XCTAssertEqual(composed, decomposed, "Swift calls them equal")
        var places = StringPlaces()
        XCTAssertEqual(places.place(of: composed).place, 0)
        XCTAssertEqual(places.place(of: decomposed).place, 1)
        XCTAssertEqual(places.place(of: decomposed).place, 1)
        XCTAssertEqual(places.place(of: composed).place, 0)
        XCTAssertEqual(places.strings.map { Array($0.utf8) }, [Array(composed.utf8), Array(decomposed.utf8)], "each reads back as itself")
    }

    /// A blob written twice from the same values is the same bytes (a part of the index is
    /// known by the hash of its encoding), whichever order the sets hand out their members.
    func testAnInternedBlobIsTheSameBytesForEqualValues() {
        let names = Set(texts().prefix(3_000))
        let first = CacheWriter.interned { writer in
            writer.strings(names)
            writer.mark()
            writer.stringSets(["b": ["y", "x"], "a": names])
            writer.mark()
        }
        let second = CacheWriter.interned { writer in
            writer.strings(Set(Array(names).reversed()))
            writer.mark()
            writer.stringSets(["a": Set(Array(names).shuffled()), "b": ["x", "y"]])
            writer.mark()
        }
        XCTAssertEqual(first, second)
        // What both should be: the members in order, written one by one (two sets of the
        // same members may well hand them out in the same order, sorted or not).
        let written = CacheWriter.interned { writer in
            writer.stringArray(names.sorted())
            writer.mark()
            writer.count(2)
            writer.string("a")
            writer.stringArray(names.sorted())
            writer.string("b")
            writer.stringArray(["x", "y"])
            writer.mark()
        }
        XCTAssertEqual(first, written)
    }
}
