/// Strings sorted in `String`'s own order (`<`), faster when every one of them is ASCII, as
/// the names of an index almost always are.
///
/// The lint cache writes sets and maps sorted, so that equal values encode to equal bytes; a
/// merged index sorts tens of thousands of type names, and `<` on names longer than fifteen
/// bytes (`Berth00010RowViewModel`) goes through Unicode's comparison each time. For ASCII
/// text that order is the order of the bytes, so each string is given a key once — its first
/// sixteen bytes as two integers, high byte first — and two strings are compared by their
/// keys, and by their remaining bytes only when the keys are equal. With any string that is
/// not ASCII the sort is `<`'s, as before: there bytes and `<` may disagree (a letter and a
/// combining accent after it compare as the accented letter). A few strings are sorted by
/// `<` too: making their keys would cost more than it saves.
enum StringOrder {
    /// Fewer strings than this are sorted by `<`.
    static let keyedFrom = 16

    /// `strings`, sorted as `strings.sorted()` sorts them.
    static func sorted(_ strings: some Collection<String>) -> [String] {
        guard strings.count >= keyedFrom else { return strings.sorted() }
        let array = Array(strings)
        guard let keys = asciiKeys(array) else { return array.sorted() }
        return sortedPlaces(keys, array).map { array[Int($0.place)] }
    }

    /// The entries of `dictionary`, sorted by key as `sorted { $0.key < $1.key }` sorts them.
    static func sortedByKey<Value>(_ dictionary: [String: Value]) -> [(key: String, value: Value)] {
        guard dictionary.count > 1 else { return Array(dictionary) }
        guard dictionary.count >= keyedFrom else { return dictionary.sorted { $0.key < $1.key } }
        let entries = Array(dictionary)
        let names = entries.map(\.key)
        guard let keys = asciiKeys(names) else { return entries.sorted { $0.key < $1.key } }
        return sortedPlaces(keys, names).map { entries[Int($0.place)] }
    }

    /// A string's first sixteen bytes, high byte first, zero-padded, and where it is.
    struct Keyed {
        var high: UInt64
        var low: UInt64
        var place: Int32
    }

    /// Each string's key, or nil when a string is not ASCII.
    static func asciiKeys(_ strings: [String]) -> [Keyed]? {
        var keys: [Keyed] = []
        keys.reserveCapacity(strings.count)
        for (place, string) in strings.enumerated() {
            var string = string  // `withUTF8` reads a native string in place
            guard let key = string.withUTF8({ key($0) }) else { return nil }
            keys.append(Keyed(high: key.high, low: key.low, place: Int32(place)))
        }
        return keys
    }

    /// The key of `bytes`; nil when they are not ASCII.
    private static func key(_ bytes: UnsafeBufferPointer<UInt8>) -> (high: UInt64, low: UInt64)? {
        var high: UInt64 = 0
        var low: UInt64 = 0
        var any: UInt8 = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            any |= byte
            if index < 8 {
                high |= UInt64(byte) << (56 - 8 * UInt64(index))
            } else if index < 16 {
                low |= UInt64(byte) << (120 - 8 * UInt64(index))
            }
        }
        return any < 0x80 ? (high, low) : nil
    }

    /// `keys` (of `strings`, all ASCII) in byte order. Keys that differ order their strings as
    /// the bytes do: the first byte that differs is in the key, or one string ends there (its
    /// padding, zero, comes before any byte but zero). Equal keys compare the whole strings.
    private static func sortedPlaces(_ keys: [Keyed], _ strings: [String]) -> [Keyed] {
        keys.sorted { left, right in
            if left.high != right.high { return left.high < right.high }
            if left.low != right.low { return left.low < right.low }
            return strings[Int(left.place)].utf8.lexicographicallyPrecedes(strings[Int(right.place)].utf8)
        }
    }
}
