/// A set field of the project index (the name of every type the project declares) that an index
/// read from the lint cache answers without decoding it, as `IndexMap` does for a map: read from
/// the cache, the set keeps its members as the record wrote them (in order, each a place in the
/// index's table of strings) and finds one by binary search. What a lint inserts, takes out or
/// merges lies over them; a set built by a lint is a `Set`, as before.
///
/// `lint --stdin` of an edited buffer decodes the earlier lint's merged index on one core while
/// the other stats the project's files: on a 1,000,000-line project, hashing every declared
/// type's name into a `Set` (~35,000 of them) was a quarter of that decode, for the few names
/// the buffer's findings look up.
public struct IndexStrings: Sendable {
    /// What this run inserted: wins over `stored`.
    private var own: Set<String> = []
    /// The members as the cache holds them; nil for a set this run built.
    private var stored: StoredIndexStrings?
    /// Members of `stored` taken out.
    private var hidden: Set<String> = []

    public init() {}

    public init(_ members: Set<String>) {
        own = members
    }

    init(stored: StoredIndexStrings) {
        self.stored = stored
    }

    public func contains(_ member: String) -> Bool {
        if own.contains(member) { return true }
        guard let stored, !hidden.contains(member) else { return false }
        return stored.contains(member)
    }

    /// Inserts `member`; whether it was not a member before.
    @discardableResult
    public mutating func insert(_ member: String) -> Bool {
        guard !contains(member) else { return false }
        own.insert(member)
        return true
    }

    public mutating func remove(_ member: String) {
        own.remove(member)
        if stored != nil { hidden.insert(member) }
    }

    /// Every member, made: a set read from the cache decodes them all.
    public var members: Set<String> {
        guard let stored else { return own }
        var all = own
        for member in stored.members where !hidden.contains(member) { all.insert(member) }
        return all
    }

    public var isEmpty: Bool { stored == nil ? own.isEmpty : members.isEmpty }

    public var count: Int { members.count }

    /// `later`'s members added.
    public mutating func formUnion(_ later: IndexStrings) {
        if own.isEmpty, stored == nil {
            // The first run merged into an empty index: taken as it is, still undecoded.
            self = later
            return
        }
        if stored == nil, later.stored == nil {
            // Two sets a lint built (a first lint merges every file's): the `Set`s'.
            own.formUnion(later.own)
            return
        }
        for member in later.members { insert(member) }
    }
}

extension IndexStrings: Hashable {
    public static func == (lhs: IndexStrings, rhs: IndexStrings) -> Bool {
        lhs.members == rhs.members
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(members)
    }
}

/// Shown as its members, as the set it stands for (a test's failure, a debugger).
extension IndexStrings: CustomReflectable, CustomStringConvertible {
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(members), displayStyle: .set) }
    public var description: String { members.description }
}

extension IndexStrings: ExpressibleByArrayLiteral {
    public init(arrayLiteral members: String...) {
        self.init(Set(members))
    }
}

extension IndexStrings: IndexKeyed {
    var indexKeys: [String] { Array(members) }

    mutating func removeIndexKeys(_ keys: Set<String>) {
        for key in keys { remove(key) }
    }

    mutating func keepIndexKeys(_ keys: Set<String>) {
        self = IndexStrings(members.intersection(keys))
    }
}

/// The members of an `IndexStrings` as an interned blob of the lint cache holds them: in
/// order, each a place in the blob's table of strings. Read once, by a pass over varints that
/// makes no string; immutable after.
final class StoredIndexStrings: Sendable {
    private let strings: StringTable
    private let places: [Int32]

    /// Reads the members at the reader's position (as `CacheWriter.strings` wrote them in an
    /// interned blob): in increasing order, none twice, no place past the table of strings.
    init(_ reader: inout CacheReader, strings: StringTable) throws(CacheReader.Malformed) {
        let count = try reader.count()
        var places: [Int32] = []
        places.reserveCapacity(count)
        for _ in 0..<count {
            let value = try reader.uint()
            guard value < UInt64(strings.count) else { throw CacheReader.Malformed() }
            let place = Int32(value)
            if let previous = places.last, !strings.isLess(Int(previous), Int(place)) { throw CacheReader.Malformed() }
            places.append(place)
        }
        self.strings = strings
        self.places = places
    }

    func contains(_ member: String) -> Bool {
        strings.find(member, in: places) != nil
    }

    var members: [String] { places.map { strings[Int($0)] } }
}
