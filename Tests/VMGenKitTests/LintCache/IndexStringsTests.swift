import XCTest

@testable import VMGenKit

/// A set field of the index read from the lint cache answers as the set it was written from,
/// with what a lint then inserts, takes out and merges over it; a record whose members are out
/// of order, repeated or past the table of strings is malformed, not misread.
final class IndexStringsTests: XCTestCase {
    private let written: Set<String> = ["Alpha", "Beta", "Gamma", "Omega", "a type name longer than fifteen bytes", "éclair", ""]

    /// `members` as the declared types of an index, encoded and read back.
    private func stored(_ members: Set<String>) throws -> IndexStrings {
        var index = ProjectIndex()
        index.types.declared = IndexStrings(members)
        let bytes = CacheWriter.encode { index.encode(to: &$0) }
        let decoded = CacheBytes(bytes).read(0..<bytes.count) { reader throws(CacheReader.Malformed) in try ProjectIndex(from: &reader) }
        return try XCTUnwrap(decoded).types.declared
    }

    func testLookupsAnswerAsTheWrittenSet() throws {
        let set = try stored(written)
        for member in written.sorted() + ["A", "Alph", "Alphaa", "Delta", "Zz", "eclair", "e\u{301}clair", "ö"] {
            XCTAssertEqual(set.contains(member), written.contains(member) || member == "e\u{301}clair", member)
        }
        XCTAssertEqual(set.members, written)
        XCTAssertEqual(set.count, written.count)
        XCTAssertFalse(set.isEmpty)
        XCTAssertTrue(try stored([]).isEmpty)
        XCTAssertEqual(set, IndexStrings(written))
        XCTAssertEqual(set.hashValue, IndexStrings(written).hashValue)
    }

    func testWritesOverStoredMembersActAsOnTheSet() throws {
        var set = try stored(written)
        var plain = written
        XCTAssertFalse(set.insert("Alpha"))
        XCTAssertTrue(set.insert("Delta"))
        plain.insert("Delta")
        set.remove("Beta")
        plain.remove("Beta")
        XCTAssertFalse(set.contains("Beta"))
        // Taken out, then inserted again: a member again.
        set.removeIndexKeys(["Gamma", "Nothing"])
        plain.remove("Gamma")
        XCTAssertFalse(set.contains("Gamma"))
        XCTAssertTrue(set.insert("Gamma"))
        plain.insert("Gamma")
        let later = try stored(["Kappa", "Alpha"])
        set.formUnion(later)
        plain.formUnion(later.members)
        XCTAssertEqual(set.members, plain)
        for member in plain.sorted() + ["Beta", "Nothing"] { XCTAssertEqual(set.contains(member), plain.contains(member), member) }
        XCTAssertEqual(set, IndexStrings(plain))
        set.keepIndexKeys(["Gamma", "Kappa", "Beta"])
        XCTAssertEqual(set.members, ["Gamma", "Kappa"])
    }

    /// Merged into an empty set, a stored set is taken whole and still answers.
    func testAStoredSetMergedIntoAnEmptyOneIsTakenWhole() throws {
        var set = IndexStrings()
        set.formUnion(try stored(written))
        XCTAssertEqual(set.members, written)
        XCTAssertTrue(set.contains("Gamma"))
    }

    /// The members of one set as a blob holds them (a count, then each member's place), with a
    /// table of strings left in bytes as a record's is.
    private func read(_ places: [UInt64], strings: [String]) -> Result<IndexStrings, CacheReader.Malformed> {
        var table = CacheWriter()
        for text in strings { table.string(text) }
        let tableBytes = CacheBytes(table.bytes)
        let strings = tableBytes.read(0..<tableBytes.bytes.count) { reader throws(CacheReader.Malformed) in
            try StringTable(&reader, count: strings.count, owner: reader.owner!)
        }!
        var writer = CacheWriter()
        writer.count(places.count)
        for place in places { writer.uint(place) }
        return writer.bytes.withUnsafeBufferPointer { buffer in
            var reader = CacheReader(buffer)
            return Result { () throws(CacheReader.Malformed) in IndexStrings(stored: try StoredIndexStrings(&reader, strings: strings)) }
        }
    }

    func testMembersOutOfOrderRepeatedOrPastTheTableAreMalformed() {
        let strings = ["Alpha", "Beta", "e\u{301}", "f"]
        XCTAssertEqual(try read([0, 1, 3, 2], strings: strings).get().members, ["Alpha", "Beta", "f", "\u{E9}"])
        XCTAssertThrowsError(try read([1, 0], strings: strings).get(), "out of order")
        XCTAssertThrowsError(try read([0, 0], strings: strings).get(), "a member twice")
        XCTAssertThrowsError(try read([0, 4], strings: strings).get(), "past the table")
        // Swift orders `é` (as `e` and a combining accent) after `f`, though its bytes come first.
        XCTAssertThrowsError(try read([2, 3], strings: strings).get(), "out of Swift's order")
    }
}
