#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The table of strings of an interned blob (`CacheWriter.interned`): a string of the blob is
/// its place here.
///
/// Read for the earlier lint's merged index (`IndexRuns.Stored.index`), the table keeps only
/// where each string lies in the cache's bytes and makes a `String` when one is asked for:
/// `lint --stdin` of an edited buffer reads that index, and making its 51,335 strings (on the
/// 1,000,000-line corpus) cost more than the few look-ups the buffer's rules then make. The
/// sets and maps of such an index (`IndexNames`, `IndexMap`) find a name by binary search,
/// comparing bytes. Read for a file's part, which a merge reads whole, the strings are made
/// at once, as before.
public final class StringTable: Sendable {
    private enum Storage {
        case made([String])
        /// Where each string starts in `bytes`, and its length.
        case lying(bytes: CacheBytes, starts: [Int32], lengths: [Int32])
    }

    private let storage: Storage
    let count: Int
    /// Whether every string is ASCII: only then are two strings ordered and compared by their
    /// bytes, since Swift orders strings by canonical equivalence (the Kelvin sign is a `K`).
    private let isASCII: Bool

    init(made strings: [String]) {
        storage = .made(strings)
        count = strings.count
        isASCII = false
    }

    /// The table at `reader`'s position, left in the bytes of `owner` (which `reader` reads).
    init(lyingIn owner: CacheBytes, _ reader: inout CacheReader) throws(CacheReader.Malformed) {
        let count = try reader.count()
        var starts: [Int32] = []
        var lengths: [Int32] = []
        starts.reserveCapacity(count)
        lengths.reserveCapacity(count)
        var isASCII = true
        for _ in 0..<count {
            let length = try reader.count()
            let range = try reader.skip(length)
            guard let start = Int32(exactly: range.lowerBound), let length = Int32(exactly: length) else { throw CacheReader.Malformed() }
            starts.append(start)
            lengths.append(length)
            if isASCII, !StringMatcher.isASCII(UnsafeBufferPointer(rebasing: reader.bytes[range])) { isASCII = false }
        }
        storage = .lying(bytes: owner, starts: starts, lengths: lengths)
        self.count = count
        self.isASCII = isASCII
    }

    subscript(place: Int) -> String {
        switch storage {
        case .made(let strings):
            return strings[place]
        case .lying(let owner, let starts, let lengths):
            let start = Int(starts[place])
            return owner.bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<(start + Int(lengths[place]))]), as: UTF8.self) }
        }
    }

    /// Whether the string at `first` comes before the one at `second` (as `String`'s `<`).
    func precedes(_ first: Int, _ second: Int) -> Bool {
        guard isASCII, case .lying(let owner, let starts, let lengths) = storage else { return self[first] < self[second] }
        return owner.bytes.withUnsafeBufferPointer { bytes in
            Self.order(bytes, Int(starts[first]), Int(lengths[first]), bytes.baseAddress! + Int(starts[second]), Int(lengths[second])) < 0
        }
    }

    /// How the string at `place` orders against `text`: negative before it, zero equal,
    /// positive after (as `String`'s `<` and `==`).
    func order(_ place: Int, against text: String) -> Int {
        if isASCII, case .lying(let owner, let starts, let lengths) = storage {
            var text = text
            if let order = text.withUTF8({ query -> Int? in
                guard StringMatcher.isASCII(query) else { return nil }
                return owner.bytes.withUnsafeBufferPointer { bytes in
                    Self.order(bytes, Int(starts[place]), Int(lengths[place]), query.baseAddress, query.count)
                }
            }) {
                return order
            }
        }
        let found = self[place]
        return found == text ? 0 : found < text ? -1 : 1
    }

    /// `memcmp` of the string at `start` in `bytes` with `other`, then the shorter first.
    private static func order(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int, _ other: UnsafePointer<UInt8>?, _ otherLength: Int) -> Int {
        let common = min(length, otherLength)
        if common > 0, let base = bytes.baseAddress, let other {
            let compared = memcmp(base + start, other, common)
            if compared != 0 { return Int(compared) }
        }
        return length - otherLength
    }
}
