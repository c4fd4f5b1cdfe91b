#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A few strings, matched against strings read as bytes from the cache without making a
/// `String` of each. An ASCII string is compared byte for byte (nearly every key is ASCII);
/// one with other bytes is made a `String` and looked up, since Swift compares strings by
/// canonical equivalence (`Café` written with `é`, or with `e` and a combining accent, is one
/// key to a `Set`, two to a byte comparison).
struct StringMatcher: Sendable {
    let strings: Set<String>
    private let byLength: [Int: [[UInt8]]]
    /// Whether a string of the set has this length: most strings read have none's, and are
    /// passed without a lookup.
    private let lengths: [Bool]
    /// Whether a string of the set is not ASCII: an ASCII string may then equal it (the Kelvin
    /// sign is a `K`), so every string read is looked up as a `String`.
    private let hasNonASCII: Bool
    /// The strings hashed for files' key filters (`KeyFilter`).
    let probe: KeyFilter.Probe

    init(_ strings: Set<String>) {
        self.strings = strings
        probe = KeyFilter.Probe(strings)
        byLength = Dictionary(grouping: strings.map { Array($0.utf8) }, by: \.count)
        var lengths = [Bool](repeating: false, count: (byLength.keys.max() ?? 0) + 1)
        for length in byLength.keys { lengths[length] = true }
        self.lengths = lengths
        hasNonASCII = strings.contains { $0.utf8.contains { $0 >= 0x80 } }
    }

    /// Whether `bytes`, a string's UTF-8, is one of the strings.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Whether it is ASCII is asked before its length: a string of other bytes may equal an
        // ASCII one of another length (the Kelvin sign again).
        if hasNonASCII || !Self.isASCII(bytes) { return strings.contains(String(decoding: bytes, as: UTF8.self)) }
        guard bytes.count < lengths.count, lengths[bytes.count], let candidates = byLength[bytes.count] else { return false }
        // The empty string, a key of its own, has no bytes to compare (nor, maybe, an address).
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        return candidates.contains { candidate in candidate.withUnsafeBufferPointer { memcmp($0.baseAddress!, base, bytes.count) == 0 } }
    }

    /// Eight bytes at a time: a `--stdin` that replaces a file's part of the index matches the
    /// strings of every other file's part, and a byte-by-byte test was most of that work.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < bytes.count {
            if bytes[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }
}
