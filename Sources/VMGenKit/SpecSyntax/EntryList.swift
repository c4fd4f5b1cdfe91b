/// A mapping's entries as they are read, with duplicate and merge keys left out (and reported).
struct EntryList {
    var entries: [YAMLEntry] = []
    var keys = KeyTracker()
}

extension DocumentParser {
    /// Appends an entry unless it repeats a key (reported with the first key's line) or is a
    /// merge key (reported; YAML 1.1 would splice another mapping in, vmgen does not).
    mutating func add(_ entry: YAMLEntry, to list: inout EntryList) {
        if entry.key.style == .plain && entry.key.text == "<<" {
            report("merge keys (<<) are not supported in vmgen specs", at: entry.keyLocation)
            return
        }
        if let firstLine = list.keys.insert(entry.key, line: entry.keyLocation.line) {
            report(
                "duplicate key '\(Self.shown(entry.key.text))' in this mapping", at: entry.keyLocation,
                notes: ["first defined on line \(firstLine)"])
            return
        }
        list.entries.append(entry)
    }
}

/// The keys seen in one mapping. Keys compare by text; every null key (`~`, `null`, …) is
/// the same key, as in YAML.
struct KeyTracker {
    private var lines: [String: Int] = [:]
    private var nullLine: Int?

    /// Records `key`; returns the line of an earlier equal key instead, if there is one.
    mutating func insert(_ key: YAMLScalar, line: Int) -> Int? {
        if key.isNull {
            if let nullLine { return nullLine }
            nullLine = line
            return nil
        }
        if let first = lines[key.text] { return first }
        lines[key.text] = line
        return nil
    }
}
