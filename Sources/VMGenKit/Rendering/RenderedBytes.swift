#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
