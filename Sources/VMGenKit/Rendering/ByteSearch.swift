/// Substring search on UTF-8 bytes, for the hot paths that would otherwise decode whole files
/// into `String` to look for an ASCII marker.
enum ByteSearch {
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
        firstIndex(of: needle, in: haystack) != nil
    }
}

/// Comparisons of a rendered file with the bytes on disk.
enum RenderedBytes {
    static let beginMarker = Array(ProtectedRegions.beginPrefix.utf8)
    static let endMarker = Array(ProtectedRegions.endPrefix.utf8)

    /// Whether `old` holds exactly the bytes `contents` renders to, carries vmgen's header and
    /// has no protected-region markers — so the write planner would call it unchanged (its
    /// fingerprint is the one vmgen computes, and there is nothing to merge).
    static func isUnchanged(_ contents: String, old: [UInt8]) -> Bool {
        var contents = contents
        let equal = contents.withUTF8 { new in
            old.withUnsafeBufferPointer { old in
                new.count == old.count && (new.isEmpty || memcmp(new.baseAddress!, old.baseAddress!, new.count) == 0)
                    && !ByteSearch.contains(beginMarker, in: old) && !ByteSearch.contains(endMarker, in: old)
            }
        }
        return equal && GeneratedHeader.isGenerated(old)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
