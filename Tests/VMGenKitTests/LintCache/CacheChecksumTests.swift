import XCTest

@testable import VMGenKit

/// The lint cache's checksum tells a changed byte anywhere — in each of its four lanes, in the
/// words after the last whole round and in the bytes after the last word — and a changed
/// length, so a record edited or cut short is not used.
final class CacheChecksumTests: XCTestCase {
    func testEveryFlippedBitAndEveryLengthChangesTheChecksum() {
        var seen: Set<ContentHash> = []
        for length in 0...80 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let checksum = CacheChecksum.of(bytes)
            XCTAssertTrue(seen.insert(checksum).inserted, "length \(length) repeats another's checksum")
            XCTAssertEqual(CacheChecksum.of(bytes), checksum, "not the same twice")
            for position in 0..<length {
                for bit in [0, 3, 7] {
                    var changed = bytes
                    changed[position] ^= 1 << bit
                    XCTAssertNotEqual(CacheChecksum.of(changed), checksum, "length \(length), byte \(position), bit \(bit)")
                }
            }
        }
        // Zeros of two lengths, and two words swapped between lanes.
        XCTAssertNotEqual(CacheChecksum.of([UInt8](repeating: 0, count: 32)), CacheChecksum.of([UInt8](repeating: 0, count: 40)))
        let words = (0..<32).map { UInt8($0) }
        XCTAssertNotEqual(CacheChecksum.of(words), CacheChecksum.of(Array(words[8..<16] + words[0..<8] + words[16...])))
    }
}
