/// A field of the project index that is a set of names (the declared types, the `@Observable`
/// classes, the list elements), which an index read from the lint cache answers without
/// decoding it: as `IndexMap` does for the maps, a set read from the cache keeps its members
/// as the record wrote them (sorted, each a place in the index's table of strings) and finds a
/// name by binary search. `lint --stdin` of an edited buffer asks a few names of an index of
/// tens of thousands. What a lint adds or takes out lies over the stored members; a set built
/// by a lint is a `Set`, as before.
public struct IndexNames: Sendable {
    /// What this run added: members whatever `stored` and `hidden` say.
    private var own: Set<String> = []
    /// The members as the cache holds them; nil for a set this run built.
    private var stored: StoredIndexNames?
    /// Members of `stored` taken out.
    private var hidden: Set<String> = []

    public init() {}

    public init(_ names: Set<String>) {
        own = names
    }

    init(stored: StoredIndexNames) {
        self.stored = stored
    }

    public func contains(_ name: String) -> Bool {
        if own.contains(name) { return true }
        guard let stored, !hidden.contains(name) else { return false }
        return stored.contains(name)
    }

    /// Every member, made: a set read from the cache makes them all.
    public var names: Set<String> {
        guard let stored else { return own }
        var all = own
        for name in stored.names where !hidden.contains(name) { all.insert(name) }
        return all
    }

    public var isEmpty: Bool {
        guard own.isEmpty else { return false }
        guard let stored else { return true }
        return hidden.isEmpty ? stored.count == 0 : !stored.containsAny(notIn: hidden)
    }

    public var count: Int { stored == nil ? own.count : names.count }

    @discardableResult
    public mutating func insert(_ name: String) -> Bool {
        // A set a lint builds (every file's facts insert into one) hashes the name once.
        guard stored != nil else { return own.insert(name).inserted }
        guard !contains(name) else { return false }
        own.insert(name)
        return true
    }

    public mutating func remove(_ name: String) {
        own.remove(name)
        if stored != nil { hidden.insert(name) }
    }

    public mutating func formUnion(_ other: IndexNames) {
        if own.isEmpty, stored == nil {
            // The first run merged into an empty index: taken as it is, still undecoded.
            self = other
        } else if other.stored == nil {
            own.formUnion(other.own)
        } else {
            own.formUnion(other.names)
        }
    }

    public mutating func formUnion<Names: Sequence<String>>(_ names: Names) {
        own.formUnion(names)
    }
}

extension IndexNames: Sequence {
    public func makeIterator() -> Set<String>.Iterator { names.makeIterator() }
}

extension IndexNames: Hashable {
    public static func == (lhs: IndexNames, rhs: IndexNames) -> Bool { lhs.names == rhs.names }

    public func hash(into hasher: inout Hasher) { hasher.combine(names) }
}

extension IndexNames: ExpressibleByArrayLiteral {
    public init(arrayLiteral names: String...) {
        self.init(Set(names))
    }
}

/// Shown as the set it stands for (a test's failure, a debugger).
extension IndexNames: CustomReflectable, CustomStringConvertible {
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(names), displayStyle: .set) }
    public var description: String { names.description }
}

extension IndexNames: IndexKeyed {
    var indexKeys: [String] { Array(names) }

    mutating func removeIndexKeys(_ keys: Set<String>) {
        for key in keys { remove(key) }
    }

    mutating func keepIndexKeys(_ keys: Set<String>) {
        self = IndexNames(names.intersection(keys))
    }
}

/// The members of an `IndexNames` as an interned blob of the lint cache holds them: places in
/// the blob's table of strings, in the order of the strings. Checked once, by a pass that
/// makes no string where the table is ASCII; immutable after.
final class StoredIndexNames: Sendable {
    private let strings: StringTable
    private let places: [Int32]

    /// Reads the members at the reader's position (as `CacheWriter.strings` wrote them in an
    /// interned blob): each after the one before it, so none twice, and none past the table.
    init(_ reader: inout CacheReader, strings: StringTable) throws(CacheReader.Malformed) {
        let count = try reader.count()
        var places: [Int32] = []
        places.reserveCapacity(count)
        for _ in 0..<count {
            let place = try reader.uint()
            guard place < UInt64(strings.count) else { throw CacheReader.Malformed() }
            if let previous = places.last, !strings.precedes(Int(previous), Int(place)) { throw CacheReader.Malformed() }
            places.append(Int32(place))
        }
        self.strings = strings
        self.places = places
    }

    var count: Int { places.count }

    var names: [String] { places.map { strings[Int($0)] } }

    /// Whether a member is not one of `names`: the first such ends the look (a set with a few
    /// members taken out is asked whether it is empty).
    func containsAny(notIn names: Set<String>) -> Bool {
        places.contains { !names.contains(strings[Int($0)]) }
    }

    func contains(_ name: String) -> Bool {
        var low = 0
        var high = places.count
        while low < high {
            let middle = (low + high) / 2
            let order = strings.order(Int(places[middle]), against: name)
            if order == 0 { return true }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return false
    }
}
