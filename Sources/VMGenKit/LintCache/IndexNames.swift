/// A field of the project index that is a set of names (the declared types, the `@Observable`
/// classes, the list elements), which an index read from the lint cache answers without
/// decoding it: as `IndexMap` does for the maps, a set read from the cache keeps its members
/// as the record wrote them (sorted, each a place in the index's table of strings) and finds a
/// name by binary search. `lint --stdin` of an edited buffer asks a few names of an index of
/// tens of thousands. What a lint adds or takes out lies over the stored members; a set built
/// by a lint is a `Set`, as before.
public struct IndexNames: Sendable {
    /// One word, as the `Set` it stands for: a first lint copies every file's part of the
    /// index several times, and with three words a set (a lint's own, the stored, the taken
    /// out), each copy retaining three references, a first lint of the corpus was about 5%
    /// slower.
    private var storage = Storage.built([])

    private enum Storage: Sendable {
        /// A set this run built.
        case built(Set<String>)
        /// A set read from the cache, with what this run added and took out.
        case layered(Layered)
    }

    private final class Layered: @unchecked Sendable {
        /// What this run added: members whatever `stored` and `hidden` say.
        var own: Set<String>
        /// Members of `stored` taken out.
        var hidden: Set<String>
        let stored: StoredIndexNames

        init(own: Set<String> = [], hidden: Set<String> = [], stored: StoredIndexNames) {
            self.own = own
            self.hidden = hidden
            self.stored = stored
        }
    }

    public init() {}

    public init(_ names: Set<String>) {
        storage = .built(names)
    }

    init(stored: StoredIndexNames) {
        storage = .layered(Layered(stored: stored))
    }

    public func contains(_ name: String) -> Bool {
        switch storage {
        case .built(let names): return names.contains(name)
        case .layered(let layered):
            if layered.own.contains(name) { return true }
            return !layered.hidden.contains(name) && layered.stored.contains(name)
        }
    }

    /// Every member, made: a set read from the cache makes them all.
    public var names: Set<String> {
        switch storage {
        case .built(let names): return names
        case .layered(let layered):
            var all = layered.own
            for name in layered.stored.names where !layered.hidden.contains(name) { all.insert(name) }
            return all
        }
    }

    public var isEmpty: Bool {
        switch storage {
        case .built(let names): return names.isEmpty
        case .layered(let layered):
            guard layered.own.isEmpty else { return false }
            return layered.hidden.isEmpty ? layered.stored.count == 0 : !layered.stored.containsAny(notIn: layered.hidden)
        }
    }

    public var count: Int { names.count }

    @discardableResult
    public mutating func insert(_ name: String) -> Bool {
        // A set a lint builds (every file's facts insert into one) hashes the name once.
        if case .layered = storage, contains(name) { return false }
        var inserted = true
        change(built: { inserted = $0.insert(name).inserted }, layered: { $0.own.insert(name) })
        return inserted
    }

    public mutating func remove(_ name: String) {
        change(built: { $0.remove(name) }, layered: { layered in
            layered.own.remove(name)
            layered.hidden.insert(name)
        })
    }

    public mutating func formUnion(_ other: IndexNames) {
        if case .built(let names) = storage, names.isEmpty {
            // The first run merged into an empty index: taken as it is, still undecoded.
            self = other
        } else if case .built(let names) = other.storage {
            formUnion(names)
        } else {
            formUnion(other.names)
        }
    }

    public mutating func formUnion<Names: Sequence<String>>(_ names: Names) {
        change(built: { $0.formUnion(names) }, layered: { $0.own.formUnion(names) })
    }

    /// Changes the storage in place: taken out of `storage` while it changes, so the set (or
    /// the layers) is not copied for a reference the enum still holds.
    private mutating func change(built: (inout Set<String>) -> Void, layered: (Layered) -> Void) {
        switch storage {
        case .built(var names):
            storage = .built([])
            built(&names)
            storage = .built(names)
        case .layered(var layers):
            storage = .built([])
            if !isKnownUniquelyReferenced(&layers) { layers = Layered(own: layers.own, hidden: layers.hidden, stored: layers.stored) }
            layered(layers)
            storage = .layered(layers)
        }
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
