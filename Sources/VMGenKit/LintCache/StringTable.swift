#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The table of strings of an interned blob (`CacheWriter.interned`): a string is its place
/// there. Read from bytes the lint cache holds, the table keeps where each string is and makes
/// a `String` only when one is asked for.
///
/// `lint --stdin` of an edited buffer decodes the earlier lint's merged index while it stats the
/// project's files, on the other core. The index of a 1,000,000-line project has ~51,000 strings,
/// nearly all too long to be held inline, and making every one of them cost as much as the rest
/// of the decode; the buffer's findings ask for a few.
public struct StringTable: Sendable {
    private enum Storage: Sendable {
        case strings([String])
        /// Each string's bytes in `owner`: `bounds[2 * place]..<bounds[2 * place + 1]`.
        case bytes(CacheBytes, bounds: [Int32])
    }

    private let storage: Storage

    init(_ strings: [String]) {
        storage = .strings(strings)
    }

    /// The table `count` strings long at the reader's position, in `owner`'s bytes (those the
    /// reader reads); its strings are passed over, not made.
    init(_ reader: inout CacheReader, count: Int, owner: CacheBytes) throws(CacheReader.Malformed) {
        var bounds: [Int32] = []
        bounds.reserveCapacity(2 * count)
        for _ in 0..<count {
            let range = try reader.rawRange()
            guard range.upperBound <= Int(Int32.max) else { throw CacheReader.Malformed() }
            bounds.append(Int32(range.lowerBound))
            bounds.append(Int32(range.upperBound))
        }
        storage = .bytes(owner, bounds: bounds)
    }

    var count: Int {
        switch storage {
        case .strings(let strings): strings.count
        case .bytes(_, let bounds): bounds.count / 2
        }
    }

    subscript(place: Int) -> String {
        switch storage {
        case .strings(let strings):
            return strings[place]
        case .bytes(let owner, let bounds):
            let range = Int(bounds[2 * place])..<Int(bounds[2 * place + 1])
            return owner.bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        }
    }

    /// How the string at `place` compares with `key` as Swift orders strings: by their bytes
    /// when both are ASCII, else as `String`s (no `String` is made for an ASCII look-up).
    /// Negative: it comes before `key`; zero: they are equal.
    func compare(_ place: Int, with key: String) -> Int {
        guard case .bytes(let owner, let bounds) = storage else { return Self.compare(self[place], key) }
        var key = key
        let ordered = key.withUTF8 { wanted in
            owner.bytes.withUnsafeBufferPointer { buffer -> Int? in
                let found = UnsafeBufferPointer(rebasing: buffer[Int(bounds[2 * place])..<Int(bounds[2 * place + 1])])
                guard StringMatcher.isASCII(found), StringMatcher.isASCII(wanted) else { return nil }
                let common = min(found.count, wanted.count)
                if common > 0 {
                    let byBytes = memcmp(found.baseAddress!, wanted.baseAddress!, common)
                    if byBytes != 0 { return Int(byBytes) }
                }
                return found.count - wanted.count
            }
        }
        return ordered ?? Self.compare(self[place], key)
    }

    private static func compare(_ found: String, _ key: String) -> Int {
        found == key ? 0 : (found < key ? -1 : 1)
    }

    /// The place of `key` among the strings at `places` (in Swift's order), by binary search.
    func find(_ key: String, in places: [Int32]) -> Int? {
        var low = 0
        var high = places.count
        while low < high {
            let middle = (low + high) / 2
            let order = compare(Int(places[middle]), with: key)
            if order == 0 { return middle }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Whether the string at `first` comes before the one at `second` as Swift orders strings:
    /// by their bytes when both are ASCII (where the two orders agree), else as `String`s.
    func isLess(_ first: Int, _ second: Int) -> Bool {
        guard case .bytes(let owner, let bounds) = storage else { return self[first] < self[second] }
        let ordered = owner.bytes.withUnsafeBufferPointer { buffer -> Bool? in
            let left = UnsafeBufferPointer(rebasing: buffer[Int(bounds[2 * first])..<Int(bounds[2 * first + 1])])
            let right = UnsafeBufferPointer(rebasing: buffer[Int(bounds[2 * second])..<Int(bounds[2 * second + 1])])
            guard StringMatcher.isASCII(left), StringMatcher.isASCII(right) else { return nil }
            return left.lexicographicallyPrecedes(right)
        }
        return ordered ?? (self[first] < self[second])
    }
}
