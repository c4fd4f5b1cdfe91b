import XCTest

@testable import VMGenKit

/// A set of the index read from the lint cache answers as the set it was written from, its
/// strings made or left in the record's bytes (`StringTable`), with what a lint then adds,
/// takes out and merges over it; a record whose members are out of order, repeated or past
/// the table of strings is malformed, not misread.
final class IndexNamesTests: XCTestCase {
    private let ascii: Set<String> = ["Alpha", "Beta", "BetaView", "Gamma", "K", "Omega", "Zeta", "ZetaViewModel", ""]
    /// Swift compares strings by canonical equivalence: `é` is one character or two, and the
    /// Kelvin sign is a `K`. A table with such a string is compared as strings.
    private let unicode: Set<String> = ["Alpha", "Caf\u{E9}", "Omega", "\u{212A}elvin"]
    private let asked = ["", "A", "Alph", "Alphaa", "Beta", "BetaV", "Delta", "Zz", "ZetaViewModel", "K", "\u{212A}", "Cafe\u{301}", "Caf\u{E9}", "Kelvin", "\u{212A}elvin", "ö"]

    /// `names` as the declared types of an index, encoded and read back.
    private func stored(_ names: Set<String>, leavingStrings: Bool) throws -> IndexNames {
        var index = ProjectIndex()
        index.types.declared = IndexNames(names)
        return try XCTUnwrap(index.readBack(leavingStrings: leavingStrings)).types.declared
    }

    func testLookupsAnswerAsTheWrittenSet() throws {
        for written in [ascii, unicode, ascii.union(unicode), []] {
            for leaving in [false, true] {
                let names = try stored(written, leavingStrings: leaving)
                for name in written.sorted() + asked {
                    XCTAssertEqual(names.contains(name), written.contains(name), "\(name) in \(written), left in the bytes: \(leaving)")
                }
                XCTAssertEqual(names.names, written)
                XCTAssertEqual(Set(names), written)
                XCTAssertEqual(names.count, written.count)
                XCTAssertEqual(names.isEmpty, written.isEmpty)
            }
        }
    }

    func testWritesOverStoredMembersActAsOnTheSet() throws {
        for leaving in [false, true] {
            var names = try stored(ascii, leavingStrings: leaving)
            var set = ascii
            XCTAssertFalse(names.insert("Beta"), "a stored member is there already")
            names.insert("Delta")
            set.insert("Delta")
            names.removeIndexKeys(["Alpha", "Nothing"])
            set.remove("Alpha")
            // Taken out, then added again: it is there.
            names.remove("Zeta")
            names.insert("Zeta")
            names.formUnion(try stored(["Kappa", "Alpha"], leavingStrings: leaving))
            set.formUnion(["Kappa", "Alpha"])
            names.remove("Gamma")
            set.remove("Gamma")
            XCTAssertEqual(names.names, set)
            for name in set.sorted() + asked + ["Gamma"] { XCTAssertEqual(names.contains(name), set.contains(name), name) }
            XCTAssertEqual(names, IndexNames(set))
            XCTAssertEqual(names.hashValue, IndexNames(set).hashValue)
            XCTAssertEqual(names.count, set.count)
            names.keepIndexKeys(["Beta", "Kappa", "Nothing"])
            XCTAssertEqual(names.names, ["Beta", "Kappa"])
        }
    }

    /// Every stored member taken out: the set is empty, though the record still holds them.
    func testASetWhoseStoredMembersAreAllTakenOutIsEmpty() throws {
        var names = try stored(["Alpha", "Beta"], leavingStrings: true)
        names.removeIndexKeys(["Alpha", "Beta"])
        XCTAssertTrue(names.isEmpty)
        XCTAssertEqual(names.count, 0)
        XCTAssertFalse(names.contains("Alpha"))
    }

    /// Merged into an empty set, a stored set is taken whole and still answers.
    func testAStoredSetMergedIntoAnEmptyOneIsTakenWhole() throws {
        var names = IndexNames()
        names.formUnion(try stored(ascii, leavingStrings: true))
        XCTAssertEqual(names.names, ascii)
        XCTAssertTrue(names.contains("ZetaViewModel"))
    }

    /// One piece of an interned blob holding a set: the table `strings`, then the members as
    /// places, read with the strings left in the bytes.
    private func read(_ places: [UInt64], strings: [String]) -> IndexNames? {
        var piece = CacheWriter()
        piece.count(places.count)
        for place in places { piece.uint(place) }
        var blob = CacheWriter()
        blob.count(strings.count)
        for text in strings { blob.string(text) }
        blob.count(1)
        blob.count(piece.bytes.count)
        blob.raw(piece.bytes)
        let bytes = CacheBytes(blob.bytes)
        return bytes.read(0..<bytes.bytes.count, leavingStrings: true) { reader throws(CacheReader.Malformed) in
            var pieces = try reader.interned()
            let names = try pieces[0].indexNames()
            guard pieces[0].isAtEnd else { throw CacheReader.Malformed() }
            return names
        }
    }

    func testMembersOutOfOrderRepeatedOrPastTheTableAreMalformed() {
        for strings in [["Alpha", "Beta", "Sendable"], ["Alpha", "Caf\u{E9}", "Sendable"]] {
            XCTAssertEqual(read([0, 1, 2], strings: strings)?.names, Set(strings))
            XCTAssertNil(read([1, 0], strings: strings), "out of order")
            XCTAssertNil(read([0, 0], strings: strings), "a member twice")
            XCTAssertNil(read([0, 3], strings: strings), "a member past the table")
        }
        // A table may hold a string twice (it is never written so); two places, one string.
        XCTAssertNil(read([0, 1], strings: ["Beta", "Beta"]), "one string twice")
    }
}
