/// A field of `ProjectIndex` seen as keys, each merged on its own: a set's members, a
/// dictionary's keys. `IndexRuns.replacement` takes out the keys a changed file's part touches
/// and merges them again from the parts that hold them.
protocol IndexKeyed {
    var indexKeys: [String] { get }
    mutating func removeIndexKeys(_ keys: Set<String>)
    mutating func keepIndexKeys(_ keys: Set<String>)
}

extension Set: IndexKeyed where Element == String {
    var indexKeys: [String] { Array(self) }

    mutating func removeIndexKeys(_ keys: Set<String>) {
        for key in keys { remove(key) }
    }

    mutating func keepIndexKeys(_ keys: Set<String>) { formIntersection(keys) }
}

extension Dictionary: IndexKeyed where Key == String {
    var indexKeys: [String] { Array(keys) }

    mutating func removeIndexKeys(_ keys: Set<String>) {
        for key in keys { removeValue(forKey: key) }
    }

    mutating func keepIndexKeys(_ keys: Set<String>) {
        self = filter { keys.contains($0.key) }
    }
}

/// A name is one key across the three maps: whether it is ambiguous follows from what every
/// file says of it in either map.
extension RequestRoundTripRule.ProjectFacts: IndexKeyed {
    var indexKeys: [String] { Array(viewModelRequests.keys) + Array(requestResponseBodies.keys) + Array(ambiguous) }

    mutating func removeIndexKeys(_ keys: Set<String>) {
        viewModelRequests.removeIndexKeys(keys)
        requestResponseBodies.removeIndexKeys(keys)
        ambiguous.removeIndexKeys(keys)
    }

    mutating func keepIndexKeys(_ keys: Set<String>) {
        viewModelRequests.keepIndexKeys(keys)
        requestResponseBodies.keepIndexKeys(keys)
        ambiguous.keepIndexKeys(keys)
    }
}
