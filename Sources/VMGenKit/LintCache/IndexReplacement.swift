/// The merged index with one file's part replaced, worked out from the merged index itself
/// (`IndexRuns.replacement`, then `applying`):
/// `lint --stdin` of a buffer whose part differs from the file's on disk (a property added, a
/// conformance removed). Merging every run again decodes and merges the whole project's index
/// (`IndexRuns.merge`); this decodes the earlier merged index once and touches only the keys
/// the old or the new part holds.
///
/// Every field merges key by key (`IndexKeyed`: a set's members, a dictionary's keys; a later
/// file's value wins, or the values are joined), so a key whose value is the same in both
/// parts (or that neither holds) is merged from the same values as before and keeps its
/// merged value. A key whose value the edit changed is taken out and merged again, in file
/// order, from the parts that hold it: the new part and every other part whose table of
/// strings names it, as Swift compares strings (`StringMatcher`): a part writes each of its
/// keys in that table, so a part whose table does not name a key does not hold it. A part
/// recorded in the cache is looked at only when its key filter lets a touched key through
/// (`FileLintFacts.holds`), and read alone. Those few parts are the only ones decoded.
extension IndexRuns {
    /// The keys a replacement touches: those whose value differs between the old part and the
    /// new, in any field. A property added to a ViewModel changes its entry of the views'
    /// facts, not the dozens of other keys its file holds; each key touched is looked for in
    /// every other part.
    struct TouchedKeys: Sendable {
        let keys: Set<String>
        private let matcher: StringMatcher
        /// The keys hashed for the parts' key filters (`KeyFilter`).
        var probe: KeyFilter.Probe { matcher.probe }

        init(old: ProjectIndex, new: ProjectIndex) {
            var keys: Set<String> = []
            for field in ProjectIndex.fields { keys.formUnion(field.changedKeys(old, new)) }
            self.keys = keys
            matcher = StringMatcher(keys)
        }

        /// Whether `index` holds one of the keys in any field.
        func held(in index: ProjectIndex) -> Bool {
            ProjectIndex.fields.contains { field in field.keys(index).contains(where: keys.contains) }
        }

        /// Whether the table of strings of an encoded index (`ProjectIndex.encode`) names one
        /// of the keys; nil when the bytes do not read as such a table.
        func named(inEncoded reader: inout CacheReader) -> Bool? {
            guard let count = try? reader.count() else { return nil }
            for _ in 0..<count {
                guard let text = try? reader.rawString() else { return nil }
                if matcher.matches(text) { return true }
            }
            return false
        }
    }

    /// A part as a replacement asks for it: whether it may hold a touched key (nil: its bytes
    /// do not read), and its index. A file's facts are one as they are: a replacement is asked
    /// with every part of the project, and a holder made for each (two closures apiece) was
    /// work for nothing.
    protocol Holder: Sendable {
        var path: String { get }
        func holds(_ touched: TouchedKeys) -> Bool?
        func indexPart() -> ProjectIndex?
    }

    /// What replacing one file's part changes: the keys the old or the new part holds, and
    /// their values merged again from the parts that hold them.
    struct Replacement: Sendable {
        var touched: TouchedKeys
        var rebuilt: ProjectIndex
    }

    /// The replacement of the part of the file at `path`, `old`, by `new`, given every part
    /// (`holders`, in file order, with the new part in the old one's place). Nil when a part
    /// does not decode. It needs no merged index, so it is worked out while that is decoded.
    static func replacement(path: String, old: ProjectIndex, new: ProjectIndex, holders: [any Holder]) -> Replacement? {
        let touched = TouchedKeys(old: old, new: new)
        guard !touched.keys.isEmpty else { return Replacement(touched: touched, rebuilt: ProjectIndex()) }
        // Which parts hold a key, then only those decoded: an index per part of the project
        // (most of them none) was megabytes of results written and copied for nothing.
        let holds = Parallel.map(holders) { holder -> Bool? in holder.path == path ? true : holder.holds(touched) }
        guard !holds.contains(nil) else { return nil }
        let holding = holders.indices.filter { holds[$0] == true }
        let parts = Parallel.map(holding) { position -> ProjectIndex? in
            holders[position].path == path ? new : holders[position].indexPart()
        }
        var rebuilt = ProjectIndex()
        for part in parts {
            guard var part else { return nil }
            for field in ProjectIndex.fields { field.keep(&part, touched.keys) }
            rebuilt.merge(part)
        }
        return Replacement(touched: touched, rebuilt: rebuilt)
    }

    /// `merged` (the merged index with the old part) with the replacement made: the touched
    /// keys taken out, then their values merged again put in.
    static func applying(_ replacement: Replacement, to merged: consuming ProjectIndex) -> ProjectIndex {
        var index = merged
        guard !replacement.touched.keys.isEmpty else { return index }
        for field in ProjectIndex.fields { field.remove(&index, replacement.touched.keys) }
        index.merge(replacement.rebuilt)
        return index
    }
}
