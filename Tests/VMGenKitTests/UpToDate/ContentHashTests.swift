import VMGenKit
import XCTest

/// `ContentHash` decides whether a spec or an output is still what a recorded run saw, so
/// it must tell apart inputs that differ in any byte, length or split, and be stable.
final class ContentHashTests: XCTestCase {
    func testEveryOneByteChangeAndEveryLengthGivesADifferentHash() {
        let base = Array("name: ArrivalsBoard\nproperties:\n  title: String\n".utf8)
        var seen: Set<ContentHash> = [ContentHash(base)]
        for index in base.indices {
            var changed = base
            changed[index] ^= 0x01
            XCTAssertTrue(seen.insert(ContentHash(changed)).inserted, "flipping a bit of byte \(index) must change the hash")
        }
        for length in 0..<base.count {
            XCTAssertTrue(seen.insert(ContentHash(Array(base.prefix(length)))).inserted, "a prefix of \(length) bytes")
        }
        XCTAssertNotEqual(ContentHash(base + [0]), ContentHash(base), "a trailing zero byte counts")
    }

    func testPiecesAreHashedWithTheirLengths() {
        var ab = ContentHash.Builder()
        ab.add("ab")
        ab.add("c")
        var bc = ContentHash.Builder()
        bc.add("a")
        bc.add("bc")
        XCTAssertNotEqual(ab.finish(), bc.finish())
    }

    func testTheHashIsStableAndReadsBackFromItsHexForm() throws {
        let hash = ContentHash(Array("vmgen".utf8))
        XCTAssertEqual(hash, ContentHash(Array("vmgen".utf8)))
        XCTAssertEqual(hash.description.count, 32)
        XCTAssertEqual(try XCTUnwrap(ContentHash(hex: Substring(hash.description))), hash)
        XCTAssertNil(ContentHash(hex: "xyz"))
        // Pinned: a record written by one build must be readable by the next on any machine.
        XCTAssertEqual(ContentHash(Array("vmgen".utf8)).description, pinnedVMGenHash)
    }

    private let pinnedVMGenHash = "c00f0373a894ff57f58816e8c89244e7"
}
