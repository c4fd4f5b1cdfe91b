#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Substring search on UTF-8 bytes, for the hot paths that would otherwise decode whole files
/// into `String` to look for an ASCII marker, or ask Foundation. Foundation's `contains(_:)` on a String goes through
/// NSString and a locale-aware search: on a large lint, rules asking a type name whether it
/// holds a `.` cost more than the rules' own work. Code text is compared byte for byte, as the
/// compiler compares it.
enum ByteSearch {
    /// Whether `needle` occurs in `haystack` (an empty needle always does).
    static func contains(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let needleStart = needle.baseAddress, !needle.isEmpty else { return true }
        guard let start = haystack.baseAddress, haystack.count >= needle.count else { return false }
        // memchr finds each candidate of one needle byte at memory speed, memcmp checks the
        // whole needle there (memmem is a GNU extension Glibc's module does not offer). The
        // byte looked for is the needle's rarest in code: memchr for the `r` of `register`
        // stops on every `r` of a file, for its `g` seldom.
        let anchor = rarestByte(needle)
        let byte = Int32(needle[anchor])
        var from = anchor
        let last = haystack.count - needle.count + anchor
        while from <= last, let found = memchr(start + from, byte, last - from + 1) {
            let at = start.distance(to: found.assumingMemoryBound(to: UInt8.self)) - anchor
            if memcmp(start + at, needleStart, needle.count) == 0 { return true }
            from = at + anchor + 1
        }
        return false
    }

    /// The position of the needle byte least common in source text (the first of equals).
    static func rarestByte(_ needle: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0
        var bestScore = Int.max
        for (index, byte) in needle.enumerated() {
            let score = Int(commonnessTable[Int(byte)])
            if score < bestScore { (best, bestScore) = (index, score) }
        }
        return best
    }

    private static let commonnessTable: [UInt8] = (0...255).map { UInt8(commonness(UInt8($0))) }

    /// A rough rank of how often a byte occurs in Swift source: white space most, then the
    /// common lower-case letters, punctuation, other letters and digits, capitals, and the
    /// rare punctuation (`@`, `#`, `?`…) least. Only the order matters.
    private static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case 0x20, 0x0A, 0x09: 12
        case UInt8(ascii: "e"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "o"), UInt8(ascii: "i"), UInt8(ascii: "n"),
            UInt8(ascii: "s"), UInt8(ascii: "r"), UInt8(ascii: "l"), UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "u"),
            UInt8(ascii: "m"), UInt8(ascii: "p"), UInt8(ascii: "h"):
            10
        case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "="),
            UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "}"):
            7
        case UInt8(ascii: "a")...UInt8(ascii: "z"): 6
        case UInt8(ascii: "0")...UInt8(ascii: "9"): 5
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): 4
        default: 3
        }
    }

    /// The first index of `needle` in `haystack[from..<to]`, or nil.
    static func firstIndex(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from: Int = 0, to: Int? = nil) -> Int? {
        let end = to ?? haystack.count
        guard let first = needle.first, end - from >= needle.count else { return nil }
        let last = end - needle.count
        var index = from
        while index <= last {
            if haystack[index] == first, matches(needle, in: haystack, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The last index of `needle` in `haystack`, or nil.
    static func lastIndex(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = haystack.count - needle.count
        while index >= 0 {
            if haystack[index] == first, matches(needle, in: haystack, at: index) { return index }
            index -= 1
        }
        return nil
    }

    /// Whether `needle` is at `index` of `haystack` (which has room for it).
    private static func matches(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var matched = 0
        while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
        return matched == needle.count
    }

    static func contains(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        needle.withUnsafeBufferPointer { contains($0, in: haystack) }
    }
}

extension StringProtocol {
    /// Whether `needle`'s bytes occur in this text's bytes: a literal search, without
    /// Foundation's Unicode folding (see `ByteSearch`).
    func contains(literal needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { needleBytes in
            if let found = utf8.withContiguousStorageIfAvailable({ ByteSearch.contains(needleBytes, in: $0) }) { return found }
            var text = String(self)
            return text.withUTF8 { ByteSearch.contains(needleBytes, in: $0) }
        }
    }
}
