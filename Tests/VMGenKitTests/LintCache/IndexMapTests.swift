import XCTest

@testable import VMGenKit

/// An index map read from the lint cache answers as the dictionary it was written from, with
/// what a lint then sets, takes out and merges over it; a record whose entries are out of
/// order or name a string the blob does not have is malformed, not misread.
final class IndexMapTests: XCTestCase {
    private let written: [String: Set<String>] = [
        "Alpha": ["Hashable"], "Beta": [], "Gamma": ["Codable", "Sendable"], "Omega": ["Sendable"], "Zeta": ["View"],
        "éclair": ["Sendable"],
    ]

    /// How the map is read: its strings made with the blob, as a file's part is read, or
    /// left in the record's bytes, as the earlier merged index is (`StringTable`). Each test
    /// runs both ways.
    private var leavingStrings = false

    /// `written` as the conformances of an index, encoded and read back.
    private func stored(_ dictionary: [String: Set<String>]) throws -> IndexMap<Set<String>> {
        var index = ProjectIndex()
        index.types.conformances = IndexMap(dictionary)
        return try XCTUnwrap(index.readBack(leavingStrings: leavingStrings)).types.conformances
    }

    /// `body` with the strings made, then left in the bytes.
    private func bothWays(_ body: () throws -> Void) rethrows {
        for leaving in [false, true] {
            leavingStrings = leaving
            try body()
        }
    }

    func testLookupsAnswerAsTheWrittenDictionary() throws {
        // With `éclair` the keys are compared as strings; without it, ASCII, as bytes.
        for dictionary in [written, written.filter { $0.key != "éclair" }] {
            try bothWays { try lookupsAnswer(as: dictionary) }
        }
    }

    private func lookupsAnswer(as dictionary: [String: Set<String>]) throws {
        let map = try stored(dictionary)
        for key in dictionary.keys.sorted() + ["", "A", "Alph", "Alphaa", "Delta", "Zz", "eclair", "ö"] {
            XCTAssertEqual(map[key], dictionary[key], key)
        }
        XCTAssertEqual(map.entries, dictionary)
        XCTAssertEqual(Set(map.keys), Set(dictionary.keys))
        XCTAssertEqual(map.count, dictionary.count)
        XCTAssertFalse(map.isEmpty)
        XCTAssertTrue(try stored([:]).isEmpty)
    }

    func testWritesOverStoredEntriesActAsOnTheDictionary() throws {
        try bothWays(writesOverStoredEntriesActAsOnTheDictionary)
    }

    private func writesOverStoredEntriesActAsOnTheDictionary() throws {
        var map = try stored(written)
        var dictionary = written
        map["Gamma", default: []].insert("Identifiable")
        dictionary["Gamma", default: []].insert("Identifiable")
        map["Delta", default: []].insert("View")
        dictionary["Delta", default: []].insert("View")
        map["Omega", default: []].formUnion(["Hashable", "Equatable"])
        dictionary["Omega", default: []].formUnion(["Hashable", "Equatable"])
        map.removeValue(forKey: "Alpha")
        dictionary.removeValue(forKey: "Alpha")
        map.removeIndexKeys(["Zeta", "Nothing"])
        dictionary["Zeta"] = nil
        // Taken out, then given a value again: the stored one does not come back.
        map["Zeta", default: []].insert("Equatable")
        dictionary["Zeta", default: []].insert("Equatable")
        let later = try stored(["Omega": ["Codable"], "Alpha": ["Equatable"], "Kappa": ["View"]])
        map.merge(later) { $0.union($1) }
        dictionary.merge(later.entries) { $0.union($1) }
        XCTAssertEqual(map.entries, dictionary)
        for key in dictionary.keys.sorted() + ["Zeta", "Nothing"] { XCTAssertEqual(map[key], dictionary[key], key) }
        XCTAssertEqual(map, IndexMap(dictionary))
        XCTAssertEqual(map.hashValue, IndexMap(dictionary).hashValue)
        map.keepIndexKeys(["Gamma", "Kappa"])
        XCTAssertEqual(map.entries, ["Gamma": ["Codable", "Sendable", "Identifiable"], "Kappa": ["View"]])
    }

    /// Merged into an empty map, a stored map is taken whole and still answers.
    func testAStoredMapMergedIntoAnEmptyOneIsTakenWhole() throws {
        try bothWays(aStoredMapMergedIntoAnEmptyOneIsTakenWhole)
    }

    private func aStoredMapMergedIntoAnEmptyOneIsTakenWhole() throws {
        var map = IndexMap<Set<String>>()
        map.merge(try stored(written)) { $0.union($1) }
        XCTAssertEqual(map.entries, written)
        XCTAssertEqual(map["Gamma"], ["Codable", "Sendable"])
    }

    /// The entries of one map as a blob holds them: a count, then each key's place and its
    /// value's places, with the table of strings `strings`.
    private func read(_ entries: [(key: UInt64, values: [UInt64])], strings: [String]) -> Result<IndexMap<Set<String>>, CacheReader.Malformed> {
        var writer = CacheWriter()
        writer.count(entries.count)
        for entry in entries {
            writer.uint(entry.key)
            writer.count(entry.values.count)
            for value in entry.values { writer.uint(value) }
        }
        let bytes = writer.bytes
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = CacheReader(buffer)
            return Result { () throws(CacheReader.Malformed) in IndexMap(stored: try StoredIndexEntries(&reader, strings: StringTable(made: strings))) }
        }
    }

    func testEntriesOutOfOrderOrPastTheTableAreMalformed() {
        let strings = ["Alpha", "Beta", "Sendable"]
        XCTAssertEqual(try read([(0, [2]), (1, [])], strings: strings).get().entries, ["Alpha": ["Sendable"], "Beta": []])
        XCTAssertThrowsError(try read([(1, [2]), (0, [])], strings: strings).get(), "keys out of order")
        XCTAssertThrowsError(try read([(0, [2]), (0, [])], strings: strings).get(), "a key twice")
        XCTAssertThrowsError(try read([(0, [3])], strings: strings).get(), "a value past the table")
        XCTAssertThrowsError(try read([(3, [])], strings: strings).get(), "a key past the table")
    }
}

extension ProjectIndex {
    /// The index encoded as the lint cache holds it and read back, its strings made or left in
    /// the bytes (`StringTable`).
    func readBack(leavingStrings: Bool) -> ProjectIndex? {
        let bytes = CacheBytes(CacheWriter.encode { encode(to: &$0) })
        return bytes.read(0..<bytes.bytes.count, leavingStrings: leavingStrings) { reader throws(CacheReader.Malformed) in try ProjectIndex(from: &reader) }
    }
}
