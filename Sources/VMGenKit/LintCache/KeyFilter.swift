/// A small summary of a file's keys (its localization bindings' keys, a YAML file's entries'
/// keys, the strings of its part of the project index) that says for certain when the file
/// holds none of a few asked keys: a Bloom filter of 256 bits, three per key, kept in the lint
/// cache's row of the file.
///
/// `lint --stdin` needs, of every other file, the bindings and entries of the buffer's keys,
/// and (when the buffer's part of the index changed) the parts that hold the keys it touched.
/// Looking through every file's recorded bindings, entries and part for them was a pass over
/// megabytes on every run; the filters are a pass over 32 bytes a file, and only the few files
/// a filter lets through are looked at, each read alone (a filter is never wrong about a key
/// it turns away; one it lets through is then looked for in the file).
///
/// A key is hashed by its UTF-8 bytes, which is not how Swift compares strings (`é` is one
/// character or two, the Kelvin sign is a `K`): a filter with a key that is not ASCII lets
/// every key through, and so does every filter for an asked key that is not ASCII.
struct KeyFilter: Sendable, Hashable {
    private(set) var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// The filter of a file with no keys: it lets none through.
    static let empty = KeyFilter(words: (0, 0, 0, 0))

    /// A filter that lets every key through.
    static let everything = KeyFilter(words: (~0, ~0, ~0, ~0))

    private init(words: (UInt64, UInt64, UInt64, UInt64)) {
        self.words = words
    }

    init<Keys: Sequence<String>>(_ keys: Keys) {
        for key in keys {
            var key = key
            guard key.withUTF8({ insert($0) }) else { return }
        }
    }

    /// The filter of the strings of an encoded index part (`ProjectIndex.encode`): its table
    /// of strings, which holds every key of the part (and its values), read as bytes. Every
    /// file's part is summed up when it is read, and making each key a `String` again (or
    /// walking the fields for them) was a tenth of a first lint.
    init(tableOf encoded: [UInt8]) {
        encoded.withUnsafeBufferPointer { buffer in
            var reader = CacheReader(buffer)
            guard let count = try? reader.count() else {
                self = .everything
                return
            }
            for _ in 0..<count {
                guard let text = try? reader.rawString() else {
                    self = .everything
                    return
                }
                guard insert(text) else { return }
            }
        }
    }

    /// Sets the key's three bits; false (and the filter lets everything through) when the key
    /// is not ASCII.
    private mutating func insert(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let (first, second, third) = Self.bits(key) else {
            self = .everything
            return false
        }
        set(first)
        set(second)
        set(third)
        return true
    }

    /// Asked keys, hashed once for every file's filter.
    struct Probe: Sendable {
        fileprivate let bits: [(Int, Int, Int)]
        /// A key is not ASCII: every file may hold it.
        fileprivate let everything: Bool

        init<Keys: Sequence<String>>(_ keys: Keys) {
            var bits: [(Int, Int, Int)] = []
            var everything = false
            for key in keys {
                var key = key
                guard let hashed = key.withUTF8({ KeyFilter.bits($0) }) else {
                    everything = true
                    break
                }
                bits.append(hashed)
            }
            self.bits = bits
            self.everything = everything
        }
    }

    /// Whether the file may hold one of `keys`; false only when it certainly holds none.
    func mayHoldAny(of keys: Probe) -> Bool {
        // A file with no keys holds none, whatever is asked.
        guard self != .empty else { return false }
        return keys.everything || keys.bits.contains { isSet($0.0) && isSet($0.1) && isSet($0.2) }
    }

    /// The key's three bits: FNV-1a of its bytes, split by double hashing; nil when it is not
    /// ASCII.
    private static func bits(_ key: UnsafeBufferPointer<UInt8>) -> (Int, Int, Int)? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key {
            guard byte < 0x80 else { return nil }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let first = hash & 0xffff_ffff
        let step = (hash >> 32) | 1
        return (Int(first & 255), Int((first &+ step) & 255), Int((first &+ 2 &* step) & 255))
    }

    private func isSet(_ bit: Int) -> Bool {
        word(bit / 64) & (1 << UInt64(bit % 64)) != 0
    }

    private mutating func set(_ bit: Int) {
        let mask: UInt64 = 1 << UInt64(bit % 64)
        switch bit / 64 {
        case 0: words.0 |= mask
        case 1: words.1 |= mask
        case 2: words.2 |= mask
        default: words.3 |= mask
        }
    }

    private func word(_ position: Int) -> UInt64 {
        switch position {
        case 0: words.0
        case 1: words.1
        case 2: words.2
        default: words.3
        }
    }

    static func == (lhs: KeyFilter, rhs: KeyFilter) -> Bool { lhs.words == rhs.words }

    func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }
}

extension KeyFilter {
    func encode(to writer: inout CacheWriter) {
        writer.word(words.0)
        writer.word(words.1)
        writer.word(words.2)
        writer.word(words.3)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        words = (try reader.word(), try reader.word(), try reader.word(), try reader.word())
    }
}
