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

    /// `written` as the conformances of an index, encoded and read back.
    private func stored(_ dictionary: [String: Set<String>]) throws -> IndexMap<Set<String>> {
        var index = ProjectIndex()
        index.types.conformances = IndexMap(dictionary)
        let bytes = CacheWriter.encode { index.encode(to: &$0) }
        let decoded = CacheBytes(bytes).read(0..<bytes.count) { reader throws(CacheReader.Malformed) in try ProjectIndex(from: &reader) }
        return try XCTUnwrap(decoded).types.conformances
    }

    func testLookupsAnswerAsTheWrittenDictionary() throws {
        let map = try stored(written)
        for key in written.keys.sorted() + ["", "A", "Alph", "Alphaa", "Delta", "Zz", "eclair", "ö"] {
            XCTAssertEqual(map[key], written[key], key)
        }
        XCTAssertEqual(map.entries, written)
        XCTAssertEqual(Set(map.keys), Set(written.keys))
        XCTAssertEqual(map.count, written.count)
        XCTAssertFalse(map.isEmpty)
        XCTAssertTrue(try stored([:]).isEmpty)
    }

    func testWritesOverStoredEntriesActAsOnTheDictionary() throws {
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
            return Result { () throws(CacheReader.Malformed) in IndexMap(stored: try StoredIndexEntries(&reader, strings: strings)) }
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
