/// Reads what `CacheWriter` wrote; every read checks that the bytes are there.
struct CacheReader {
    struct Malformed: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position: Int
    let end: Int
    /// The path a location written without one is in (`CacheWriter.contextPath`).
    var contextPath: String?
    /// The strings of an interned blob (`CacheWriter.interned`): a string is its place there.
    private var table: StringTable?
    /// The owner of `bytes`, when an interned blob's strings are to be left there until asked
    /// for (`StringTable`).
    private var lazyStringsOwner: CacheBytes?

    /// `lazyStringsIn`: the owner of `bytes` (they are its bytes), whose interned blobs' strings
    /// are left there (`CacheBytes.read(leavingStrings:)`).
    init(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil, contextPath: String? = nil, lazyStringsIn owner: CacheBytes? = nil) {
        self.bytes = bytes
        position = range?.lowerBound ?? 0
        end = range?.upperBound ?? bytes.count
        self.contextPath = contextPath
        lazyStringsOwner = owner
    }

    var isAtEnd: Bool { position == end }

    /// One byte, the common case (a place in a small table of strings, a count, a length),
    /// is read inline; a longer number by `longUInt`.
    @inline(__always)
    mutating func uint() throws(Malformed) -> UInt64 {
        if position < end {
            let byte = bytes[position]
            if byte < 0x80 {
                position += 1
                return UInt64(byte)
            }
        }
        return try longUInt()
    }

    private mutating func longUInt() throws(Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < end, shift < 64 else { throw Malformed() }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func int() throws(Malformed) -> Int {
        let raw = try uint()
        let wide = Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
        guard let value = Int(exactly: wide) else { throw Malformed() }
        return value
    }

    /// A count of things each at least one byte long: never more than the bytes left.
    mutating func count() throws(Malformed) -> Int {
        let value = try uint()
        guard value <= UInt64(end - position) else { throw Malformed() }
        return Int(value)
    }

    /// The length of something elsewhere (a part in another section): bounded, never checked
    /// against the bytes left here.
    mutating func length() throws(Malformed) -> Int {
        let value = try uint()
        guard value < 1 << 40 else { throw Malformed() }
        return Int(value)
    }

    mutating func bool() throws(Malformed) -> Bool {
        guard position < end else { throw Malformed() }
        let byte = bytes[position]
        position += 1
        switch byte {
        case 0: return false
        case 1: return true
        default: throw Malformed()
        }
    }

    mutating func string() throws(Malformed) -> String {
        if let table {
            let place = try uint()
            guard place < UInt64(table.count) else { throw Malformed() }
            return table[Int(place)]
        }
        let length = try count()
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + length)]), as: UTF8.self)
        position += length
        return text
    }

    /// A string written outside an interned blob, as its bytes (no `String` is made).
    mutating func rawString() throws(Malformed) -> UnsafeBufferPointer<UInt8> {
        let length = try count()
        defer { position += length }
        return UnsafeBufferPointer(rebasing: bytes[position..<(position + length)])
    }

    mutating func optionalString() throws(Malformed) -> String? {
        try bool() ? try string() : nil
    }

    mutating func hash() throws(Malformed) -> ContentHash {
        guard end - position >= 16 else { throw Malformed() }
        let raw = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[position..<(position + 16)]))
        position += 16
        return ContentHash(
            high: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
            low: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
    }

    mutating func word() throws(Malformed) -> UInt64 {
        guard end - position >= 8 else { throw Malformed() }
        let raw = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[position..<(position + 8)]))
        position += 8
        return UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
    }

    mutating func optionalHash() throws(Malformed) -> ContentHash? {
        try bool() ? try hash() : nil
    }

    /// The range of a blob (`CacheWriter.blob`), passed over.
    mutating func blob() throws(Malformed) -> Range<Int> {
        let length = try count()
        defer { position += length }
        return position..<(position + length)
    }

    /// `count` bytes, passed over.
    mutating func skip(_ count: Int) throws(Malformed) -> Range<Int> {
        guard count >= 0, count <= end - position else { throw Malformed() }
        defer { position += count }
        return position..<(position + count)
    }

    /// The pieces of an interned blob (`CacheWriter.interned`) at the reader's position to its
    /// end: a reader over each piece, sharing the string table.
    mutating func interned() throws(Malformed) -> [CacheReader] {
        let strings: StringTable
        if let lazyStringsOwner {
            strings = try StringTable(lyingIn: lazyStringsOwner, &self)
        } else {
            let count = try count()
            var made: [String] = []
            made.reserveCapacity(count)
            for _ in 0..<count { made.append(try string()) }
            strings = StringTable(made: made)
        }
        let marks = try (0..<(try self.count())).map { _ throws(Malformed) in try length() }
        let start = position
        var readers: [CacheReader] = []
        var previous = 0
        for mark in marks {
            guard mark >= previous, start + mark <= end else { throw Malformed() }
            var piece = CacheReader(bytes, range: (start + previous)..<(start + mark), contextPath: contextPath)
            piece.table = strings
            piece.lazyStringsOwner = lazyStringsOwner
            readers.append(piece)
            previous = mark
        }
        guard start + previous == end else { throw Malformed() }
        position = end
        return readers
    }

    mutating func strings() throws(Malformed) -> Set<String> {
        let count = try count()
        var set = Set<String>(minimumCapacity: count)
        for _ in 0..<count { set.insert(try string()) }
        guard set.count == count else { throw Malformed() }  // written without repeats
        return set
    }

    /// A set of the index as `CacheWriter.strings` wrote it in an interned blob (the only place
    /// the index is written): left undecoded when the blob's strings are (`StringTable`).
    mutating func indexNames() throws(Malformed) -> IndexNames {
        guard let table else { throw Malformed() }
        guard lazyStringsOwner != nil else { return IndexNames(try strings()) }
        return IndexNames(stored: try StoredIndexNames(&self, strings: table))
    }

    mutating func stringArray() throws(Malformed) -> [String] {
        let count = try count()
        var array: [String] = []
        array.reserveCapacity(count)
        for _ in 0..<count { array.append(try string()) }
        return array
    }

    /// A field of the index as `CacheWriter.stringSets` or `stringMaps` wrote it in an
    /// interned blob (the only place the index is written), its entries left undecoded.
    mutating func indexMap<Value: IndexMapValue>() throws(Malformed) -> IndexMap<Value> {
        guard let table else { throw Malformed() }
        return IndexMap(stored: try StoredIndexEntries(&self, strings: table))
    }

    mutating func stringMap() throws(Malformed) -> [String: String] {
        let count = try count()
        var dictionary = [String: String](minimumCapacity: count)
        for _ in 0..<count { dictionary[try string()] = try string() }
        guard dictionary.count == count else { throw Malformed() }
        return dictionary
    }

    mutating func values<Value: CacheCodable>(_: Value.Type = Value.self) throws(Malformed) -> [Value] {
        let count = try count()
        var array: [Value] = []
        array.reserveCapacity(count)
        for _ in 0..<count { array.append(try Value(from: &self)) }
        return array
    }

    mutating func dictionary<Value: CacheCodable>(_: Value.Type = Value.self) throws(Malformed) -> [String: Value] {
        let count = try count()
        var dictionary = [String: Value](minimumCapacity: count)
        for _ in 0..<count { dictionary[try string()] = try Value(from: &self) }
        guard dictionary.count == count else { throw Malformed() }
        return dictionary
    }
}

/// A reader only reads, and the bytes it reads are kept alive and unchanged by their owner
/// (`CacheBytes`) while any reader of them exists: the pieces of one interned blob are read
/// on several cores at once (`ProjectIndex.init(from:cores:)`).
extension CacheReader: @unchecked Sendable {}
