/// A field of the project index that maps names to sets or maps of names (the conformances
/// of every type, the views' calls of every method, each type's readable properties), which
/// an index read from the lint cache answers without decoding it.
///
/// `lint --stdin` of an edited buffer needs the earlier lint's merged index to decide the
/// buffer's findings, and decoding it whole — every key hashed into a dictionary, every value
/// into a set — cost more than the rest of the run on a large project: an editor waited for a
/// decode of which it read a few keys. Read from the cache, a map keeps its entries as the
/// record wrote them (sorted by key, each a list of places in the index's table of strings),
/// finds a key by binary search, and makes only the value it finds. What a lint adds, merges or
/// takes out lies over those entries; a map built by a lint is a dictionary, as before.
public struct IndexMap<Value: IndexMapValue>: Sendable {
    /// What this run set: wins over `stored`.
    private var own: [String: Value] = [:]
    /// The entries as the cache holds them; nil for a map this run built.
    private var stored: StoredIndexEntries<Value>?
    /// Keys of `stored` taken out.
    private var hidden: Set<String> = []

    public init() {}

    public init(_ dictionary: [String: Value]) {
        own = dictionary
    }

    init(stored: StoredIndexEntries<Value>) {
        self.stored = stored
    }

    public subscript(key: String) -> Value? {
        get {
            if let value = own[key] { return value }
            guard let stored, !hidden.contains(key) else { return nil }
            return stored.value(for: key)
        }
        set {
            if stored != nil, newValue == nil { hidden.insert(key) }
            own[key] = newValue
        }
    }

    public subscript(key: String, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[key] ?? defaultValue() }
        // In place, as a dictionary's: a file's facts insert into a value one element at a
        // time (`conformances[name, default: []].insert(…)`), and a copy per insert was a
        // copy of the whole value each time.
        _modify {
            if own[key] == nil, let stored, !hidden.contains(key), let value = stored.value(for: key) { own[key] = value }
            yield &own[key, default: defaultValue()]
        }
    }

    /// Every entry, made: a map read from the cache decodes them all.
    public var entries: [String: Value] {
        guard let stored else { return own }
        var all = own
        // Only the stored entries nothing set or took out are made.
        for (position, key) in stored.keys.enumerated() where own[key] == nil && !hidden.contains(key) {
            all[key] = stored.value(at: position)
        }
        return all
    }

    public var keys: [String] {
        guard let stored else { return Array(own.keys) }
        return Array(own.keys) + stored.keys.filter { own[$0] == nil && !hidden.contains($0) }
    }

    public var isEmpty: Bool { stored == nil ? own.isEmpty : keys.isEmpty }

    public var count: Int { stored == nil ? own.count : keys.count }

    /// `later`'s entries merged in, `combine` joining the values of a key both hold.
    public mutating func merge(_ later: IndexMap, uniquingKeysWith combine: (Value, Value) -> Value) {
        if own.isEmpty, stored == nil {
            // The first run merged into an empty index: taken as it is, still undecoded.
            self = later
            return
        }
        if stored == nil, later.stored == nil {
            // Two maps a lint built (a first lint merges every file's): the dictionaries'.
            own.merge(later.own, uniquingKeysWith: combine)
            return
        }
        for (key, value) in later.entries {
            self[key] = self[key].map { combine($0, value) } ?? value
        }
    }

    public mutating func removeValue(forKey key: String) {
        self[key] = nil
    }
}

extension IndexMap: Hashable {
    public static func == (lhs: IndexMap, rhs: IndexMap) -> Bool {
        lhs.entries == rhs.entries
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
    }
}

/// Shown as its entries, as the dictionary it stands for (a test's failure, a debugger).
extension IndexMap: CustomReflectable, CustomStringConvertible {
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(entries), displayStyle: .dictionary) }
    public var description: String { entries.description }
}

extension IndexMap: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, Value)...) {
        self.init(Dictionary(uniqueKeysWithValues: elements))
    }
}

extension IndexMap: IndexKeyed {
    var indexKeys: [String] { keys }

    mutating func removeIndexKeys(_ keys: Set<String>) {
        for key in keys { removeValue(forKey: key) }
    }

    mutating func keepIndexKeys(_ keys: Set<String>) {
        self = IndexMap(entries.filter { keys.contains($0.key) })
    }
}

/// A value of an `IndexMap`: a collection of strings written as its count, then each element
/// as `placesPerElement` places in the index's table of strings.
public protocol IndexMapValue: Hashable, Sendable {
    static var placesPerElement: Int { get }
    init(places: ArraySlice<Int32>, strings: StringTable)
}

extension Set: IndexMapValue where Element == String {
    public static var placesPerElement: Int { 1 }

    public init(places: ArraySlice<Int32>, strings: StringTable) {
        self.init(minimumCapacity: places.count)
        for place in places { insert(strings[Int(place)]) }
    }
}

extension Dictionary: IndexMapValue where Key == String, Value == String {
    public static var placesPerElement: Int { 2 }

    public init(places: ArraySlice<Int32>, strings: StringTable) {
        self.init(minimumCapacity: places.count / 2)
        var place = places.startIndex
        while place < places.endIndex {
            self[strings[Int(places[place])]] = strings[Int(places[place + 1])]
            place += 2
        }
    }
}

/// The entries of an `IndexMap` as an interned blob of the lint cache holds them: in key order,
/// each a key and its value's elements as places in the blob's table of strings. Read once, by
/// a pass over varints that makes no string and hashes nothing; immutable after.
final class StoredIndexEntries<Value: IndexMapValue>: Sendable {
    private let strings: StringTable
    /// Each entry's key, a place in `strings`, in the order of the keys.
    private let keyPlaces: [Int32]
    /// Where each entry's elements start in `places`; one more, the end of the last.
    private let starts: [Int32]
    private let places: [Int32]

    /// Reads the entries at the reader's position (as `CacheWriter.stringSets` or
    /// `stringMaps` wrote them in an interned blob): keys in increasing order, no place past
    /// the table of strings. An element a value repeats (the writer writes none) is not
    /// looked for: a set made of the value keeps it once, a map its last value.
    init(_ reader: inout CacheReader, strings: StringTable) throws(CacheReader.Malformed) {
        let count = try reader.count()
        var keyPlaces: [Int32] = []
        var starts: [Int32] = []
        var places: [Int32] = []
        keyPlaces.reserveCapacity(count)
        starts.reserveCapacity(count + 1)
        func place() throws(CacheReader.Malformed) -> Int32 {
            let value = try reader.uint()
            guard value < UInt64(strings.count) else { throw CacheReader.Malformed() }
            return Int32(value)
        }
        for _ in 0..<count {
            let key = try place()
            if let previous = keyPlaces.last, !strings.precedes(Int(previous), Int(key)) { throw CacheReader.Malformed() }
            keyPlaces.append(key)
            starts.append(Int32(places.count))
            let elements = try reader.count()
            for _ in 0..<(elements * Value.placesPerElement) { places.append(try place()) }
        }
        starts.append(Int32(places.count))
        self.strings = strings
        self.keyPlaces = keyPlaces
        self.starts = starts
        self.places = places
    }

    var keys: [String] { keyPlaces.map { strings[Int($0)] } }

    func value(for key: String) -> Value? {
        var low = 0
        var high = keyPlaces.count
        while low < high {
            let middle = (low + high) / 2
            let order = strings.order(Int(keyPlaces[middle]), against: key)
            if order == 0 { return value(at: middle) }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The value of the entry at `entry`, in the order of `keys`.
    func value(at entry: Int) -> Value {
        Value(places: places[Int(starts[entry])..<Int(starts[entry + 1])], strings: strings)
    }
}
