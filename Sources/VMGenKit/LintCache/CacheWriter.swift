/// The lint cache's byte encoding (`LintCacheRecord`): unsigned integers as LEB128 varints,
/// signed ones zigzagged first, strings as their UTF-8 byte count then the bytes, hashes as
/// 16 bytes. Written and read by hand, like the run record: the cache of a large project is
/// read on every `lint --stdin`, and a general-purpose decoder costs more than the budget.
///
/// Sets and dictionaries are written sorted, so equal values encode to equal bytes (a part
/// of the index is known by the hash of its encoding). A reader never trusts a count or a
/// length: anything that does not fit the bytes left is `Malformed`, and the record is
/// ignored.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []
    /// A location in this file is written without its path (`location(_:)`).
    var contextPath: String?
    /// With interning (`interned(_:)`), each string is written once, in a table before the
    /// bytes, and then as its place there: an index repeats few names many times (a protocol
    /// in every conformance), and a string made once is one allocation instead of many.
    private var table: StringPlaces?
    var tableStrings: [String] { table?.strings ?? [] }

    init(contextPath: String? = nil) {
        self.contextPath = contextPath
    }

    mutating func uint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func int(_ value: Int) {
        let wide = Int64(value)
        uint(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    mutating func count(_ value: Int) { uint(UInt64(value)) }

    /// Room for `count` more bytes, when the caller knows how many it will write.
    mutating func reserve(_ count: Int) { bytes.reserveCapacity(bytes.count + count) }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ text: String) {
        if table != nil {
            count(table!.place(of: text).place)
            return
        }
        var text = text
        text.withUTF8 { utf8 in
            count(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optionalString(_ text: String?) {
        bool(text != nil)
        if let text { string(text) }
    }

    mutating func hash(_ hash: ContentHash) {
        withUnsafeBytes(of: hash.high.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: hash.low.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Eight bytes, little-endian: a word of bits, which a varint would only make longer.
    mutating func word(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func optionalHash(_ value: ContentHash?) {
        bool(value != nil)
        if let value { hash(value) }
    }

    mutating func raw(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    /// `body`'s bytes with their strings interned: the table of strings, then, for each of the
    /// pieces `body` marks (`mark()`), where it ends, then the bytes. A reader can read the
    /// pieces apart, on several cores (`CacheReader.interned`).
    static func interned(contextPath: String? = nil, _ body: (inout CacheWriter) -> Void) -> [UInt8] {
        var inner = CacheWriter(contextPath: contextPath)
        inner.table = StringPlaces()
        body(&inner)
        var outer = CacheWriter()
        outer.count(inner.tableStrings.count)
        for text in inner.tableStrings { outer.string(text) }
        outer.count(inner.marks.count)
        for mark in inner.marks { outer.count(mark) }
        outer.raw(inner.bytes)
        return outer.bytes
    }

    private(set) var marks: [Int] = []

    /// Ends a piece of an interned blob here.
    mutating func mark() { marks.append(bytes.count) }

    mutating func raw(_ other: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: other) }

    /// `body`'s bytes with their count first, so a reader can pass over them
    /// (`CacheReader.blob`) and decode them only when it needs them.
    mutating func blob(_ body: (inout CacheWriter) -> Void) {
        var inner = CacheWriter(contextPath: contextPath)
        body(&inner)
        count(inner.bytes.count)
        bytes.append(contentsOf: inner.bytes)
    }

    mutating func strings(_ set: Set<String>) {
        count(set.count)
        // Most sets of a file's part hold one name or none: nothing to sort.
        if set.count <= 1 {
            for text in set { string(text) }
            return
        }
        for text in StringOrder.sorted(set) { string(text) }
    }

    mutating func strings(_ names: IndexNames) {
        strings(names.names)
    }

    mutating func stringArray(_ array: [String]) {
        count(array.count)
        for text in array { string(text) }
    }

    mutating func stringSets(_ dictionary: [String: Set<String>]) {
        count(dictionary.count)
        for (key, value) in StringOrder.sortedByKey(dictionary) {
            string(key)
            strings(value)
        }
    }

    mutating func stringMap(_ dictionary: [String: String]) {
        count(dictionary.count)
        for (key, value) in StringOrder.sortedByKey(dictionary) {
            string(key)
            string(value)
        }
    }

    mutating func stringMaps(_ dictionary: [String: [String: String]]) {
        count(dictionary.count)
        for (key, value) in StringOrder.sortedByKey(dictionary) {
            string(key)
            stringMap(value)
        }
    }

    mutating func values<Value: CacheCodable>(_ array: [Value]) {
        count(array.count)
        for value in array { value.encode(to: &self) }
    }

    mutating func dictionary<Value: CacheCodable>(_ dictionary: [String: Value]) {
        count(dictionary.count)
        for (key, value) in StringOrder.sortedByKey(dictionary) {
            string(key)
            value.encode(to: &self)
        }
    }
}

/// A value the lint cache holds. `codedFields` names every stored property the coding writes,
/// in order: `LintCacheCodingTests` holds it to the type's properties (by reflection), so a
/// property added to the type and not to its coding fails a test instead of being dropped
/// from every cached lint in silence.
protocol CacheCodable {
    static var codedFields: [String] { get }
    func encode(to writer: inout CacheWriter)
    init(from reader: inout CacheReader) throws(CacheReader.Malformed)
}
