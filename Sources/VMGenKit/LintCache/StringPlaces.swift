#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The table of strings `CacheWriter.interned` writes: each distinct string once, in the
/// order first written, and each string's place there.
///
/// An open-addressing table hashed by a word-at-a-time mix of the string's UTF-8 bytes, in
/// place of `[String: Int]`: a first lint interns every string of every file's part of the
/// index, of the runs and of the merged index, and the dictionary's SipHash and its growth
/// were 3% of that lint's instructions. Growing keeps each hash, so no string is hashed
/// twice. The hash decides only where a string sits in the table, never the bytes written,
/// so its per-process seed leaves the output as it was.
struct StringPlaces {
    /// In the order first asked for: the table as written.
    private(set) var strings: [String] = []
    /// Each string's hash, beside it: compared before the strings, and reused to grow.
    private var hashes: [UInt64] = []
    /// A place in `strings`, or -1 for an empty slot; a power of two long.
    private var slots: [Int32]
    private var mask: Int

    /// Another seed in each process: a crafted set of names cannot make every lint slow.
    private static let seed = UInt64.random(in: .min ... .max)

    init() {
        slots = Array(repeating: -1, count: 64)
        mask = 63
        strings.reserveCapacity(32)
        hashes.reserveCapacity(32)
    }

    /// `text`'s place, and whether it was new (then it has been added at the end).
    mutating func place(of text: String) -> (place: Int, isNew: Bool) {
        let hash = Self.hash(text)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { break }
            if hashes[entry] == hash, Self.sameBytes(strings[entry], text) { return (entry, false) }
            slot = (slot + 1) & mask
        }
        let place = strings.count
        slots[slot] = Int32(truncatingIfNeeded: place)
        strings.append(text)
        hashes.append(hash)
        if strings.count * 2 > slots.count { grow() }
        return (place, true)
    }

    /// Twice the slots, each string placed again by its kept hash (at most half full after).
    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for (entry, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: entry)
        }
    }

    /// Whether the two strings have the same UTF-8 bytes. Not `==`: Swift calls a composed
    /// and a decomposed accent equal, and whether two such strings met in the table would
    /// depend on the seed, so the bytes written would too. Each is kept, and reads back as
    /// itself.
    private static func sameBytes(_ first: String, _ second: String) -> Bool {
        let compared = first.utf8.withContiguousStorageIfAvailable { left in
            second.utf8.withContiguousStorageIfAvailable { right in
                left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
        return (compared ?? nil) ?? first.utf8.elementsEqual(second.utf8)
    }

    /// A mix of the UTF-8 bytes, eight at a time.
    private static func hash(_ text: String) -> UInt64 {
        if let hash = text.utf8.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0)) }) {
            return hash
        }
        return Array(text.utf8).withUnsafeBytes { hash($0) }
    }

    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
            hash = mix(hash ^ tail)
        }
        return mix(hash)
    }

    /// The finalizer of MurmurHash3: every input bit reaches every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        value &*= 0xc4ce_b9fe_1a85_ec53
        value ^= value >> 33
        return value
    }
}
