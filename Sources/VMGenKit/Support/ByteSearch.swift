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
        // memchr finds each candidate first byte at memory speed, memcmp checks the rest
        // (memmem is a GNU extension Glibc's module does not offer).
        var from = 0
        let last = haystack.count - needle.count
        while from <= last, let found = memchr(start + from, Int32(needle[0]), last - from + 1) {
            let at = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(start + at, needleStart, needle.count) == 0 { return true }
            from = at + 1
        }
        return false
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
