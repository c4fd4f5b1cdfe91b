extension LintRun {
    /// Every Swift file's facts, and the merged index when anything needed it.
    struct SwiftFacts {
        var facts: [FileLintFacts]
        /// Nil when nothing needed it: every file came as facts resolved against this index, or
        /// (`--stdin`) a file read beside the buffer was left unresolved.
        var index: ProjectIndex?
        var runs: LintCacheRecord.Lazy<[IndexRuns.Stored]>
        var fullIndex: LintCacheRecord.Lazy<IndexRuns.Stored?> = .value(nil)
        var read = 0
        var reread = 0
        var indexReplaced = false
        var indexMerged = false
        var indexEncodedMeanwhile = false
        /// The first pass's files, for `Output.held`.
        var held = Held()
    }

    /// A file as the first pass leaves it.
    fileprivate enum FirstPass {
        case facts(FileLintFacts)
        case read(LintedFile, IndexPart)
    }

    /// A file's part of the index, encoded (its digest names it), and the digest of its
    /// `viewModels`, what the project rules read of it.
    struct IndexPart: Sendable {
        var bytes: [UInt8]?
        var digest: ContentHash?
        var viewModelsDigest: ContentHash?
        /// Its strings (every key among them), summed up: which parts `lint --stdin` of an
        /// edited buffer looks at (`IndexRuns.replacement`).
        var keys = KeyFilter.empty

        init(path: String, index: ProjectIndex) {
            guard !index.isEmpty else { return }
            let bytes = CacheWriter.encode(contextPath: path) { index.encode(to: &$0) }
            self.bytes = bytes
            digest = ContentHash.part(of: path, bytes)
            keys = KeyFilter(tableOf: bytes)
            if !index.viewModels.isEmpty {
                viewModelsDigest = ContentHash.part(of: path, CacheWriter.encode { $0.dictionary(index.viewModels) })
            }
        }
    }

    /// Reads (or takes as facts) every Swift file, merges the index if a file's findings wait
    /// for it or `needsIndex`, and resolves what waits. Nil when facts from the cache do not
    /// decode.
    /// `needsIndex` is asked only when no reported file is read or waits for the index: whether
    /// the checks across files must run again (they read the index) given every file's facts.
    static func swiftFacts(_ inputs: Inputs, rules: [LintedFile.PreparedRule], needsIndex: ([FileLintFacts]) -> Bool) -> SwiftFacts? {
        let context = LintContext(config: inputs.config, index: ProjectIndex())
        let includeGenerated = inputs.options.includeGenerated
        let paths = inputs.swiftPaths
        // Each file is read, checked and reduced to its facts on all cores, in file order.
        let first = Parallel.map(count: paths.count) { position -> FirstPass in
            switch inputs.swift(position) {
            case .facts(let facts):
                // Files from the cache are counted all at once after the pass: tens of thousands
                // of them, each taking a lock two cores contend for, cost more than their stats.
                return .facts(facts)
            case .bytes(let bytes, let hash):
                defer { inputs.progress?.advance() }
                let file = LintedFile(path: paths[position], bytes: bytes, contentHash: hash, rules: rules, context: context, includeGenerated: includeGenerated)
                return .read(file, IndexPart(path: file.path, index: file.index))
            }
        }
        let given = first.compactMap(\.given)
        inputs.progress?.advance(by: given.count)
        let digest = IndexRuns.digest(first.compactMap(\.indexDigest))
        // Findings waiting for another index are worked out again, from the file's bytes; in
        // `--stdin` mode only the buffer's are reported, so only its.
        let reporting = { (path: String) in inputs.reportingOnly.map { $0 == path } ?? true }
        let stale = first.indices.filter { position in
            guard case .facts(let facts) = first[position] else { return false }
            return facts.hasPending && facts.resolvedAgainst != digest && reporting(facts.path)
        }
        // Under `--stdin` a file read anew other than the buffer (saved since the record was
        // written) needs the index only for its own findings, which are not reported: its facts
        // are left unresolved (never recorded: the next lint reads it again), and the index is
        // taken only if the buffer or the checks across files need it.
        let readsReported = first.contains { if case .read(let file, _) = $0 { reporting(file.path) } else { false } }
        let unresolved = readsReported || !stale.isEmpty ? [:] : unreportedFacts(first, reporting: reporting, context: context)
        let needed = readsReported || !stale.isEmpty || needsIndex(unresolved.isEmpty ? given : first.indices.compactMap { unresolved[$0] ?? first[$0].given })
        var output = SwiftFacts(facts: [], index: nil, runs: .value([]))
        var index = ProjectIndex()
        output.runs = inputs.earlier?.runs ?? .value([])
        output.fullIndex = inputs.earlier?.fullIndex ?? .value(nil)
        if needed {
            if let full = inputs.earlier?.fullIndex.value ?? nil, full.digest == digest, let decoded = earlierIndex(inputs, full) {
                // The same parts as the earlier lint's: its merged index, read, not merged.
                index = decoded
            } else if let replaced = bufferIndex(inputs, first: first) {
                // `--stdin` of a buffer whose part is not the file's: the earlier merged index
                // with that part replaced (the record keeps the earlier lint's runs).
                index = replaced
                output.indexReplaced = true
            } else {
                let stored = Dictionary((inputs.earlier?.runs.value ?? []).map { ($0.digest, $0) }) { first, _ in first }
                guard let merged = IndexRuns.merge(first.compactMap(\.indexPart), stored: stored) else { return nil }
                index = merged.index
                output.indexMerged = true
                output.runs = .value(merged.runs)
                let mergedIndex = merged.index
                if inputs.recording && inputs.reportingOnly == nil {
                    // Encoded meanwhile: the record is written once the findings are reported.
                    let encoding = BackgroundValue { IndexRuns.Stored(digest: digest, index: mergedIndex) }
                    output.fullIndex = .computed { encoding.value }
                    output.indexEncodedMeanwhile = true
                } else {
                    output.fullIndex = .computed { IndexRuns.Stored(digest: digest, index: mergedIndex) }
                }
            }
            output.index = index
        }
        let staleSet = Set(stale)
        let resolvedIndex = index
        output.facts = Parallel.map(count: first.count) { position -> FileLintFacts in
            switch first[position] {
            case .read(let file, let part):
                if !needed, let facts = unresolved[position] { return facts }
                return FileLintFacts(file, part: part, index: resolvedIndex, digest: digest)
            case .facts where staleSet.contains(position):
                let file = LintedFile(
                    path: paths[position], bytes: inputs.rereadSwift(position), rules: rules, context: context, includeGenerated: includeGenerated)
                return FileLintFacts(file, part: IndexPart(path: file.path, index: file.index), index: resolvedIndex, digest: digest)
            case .facts(let facts):
                return facts
            }
        }
        output.read = first.filter { if case .read = $0 { true } else { false } }.count
        output.reread = stale.count
        output.held.values.append(first)
        return output
    }
}

extension LintRun.FirstPass {
    /// The facts the cache gave, or nil for a file read.
    fileprivate var given: FileLintFacts? {
        if case .facts(let facts) = self { facts } else { nil }
    }

    /// The digest of the file's part of the index; nil when the part is empty.
    fileprivate var indexDigest: ContentHash? {
        switch self {
        case .facts(let facts): facts.indexDigest
        case .read(_, let part): part.digest
        }
    }

    /// The file's part as a merge asks for it; nil when the part is empty. Made only for a
    /// merge: most lints do not merge, and a part for each of tens of thousands of files (a
    /// closure apiece) was ~40% of a `--stdin`'s work once the files were stat'ed.
    fileprivate var indexPart: IndexRuns.Part? {
        switch self {
        case .facts(let facts): facts.indexDigest.map { digest in IndexRuns.Part(path: facts.path, digest: digest, index: { facts.index() }) }
        case .read(let file, let part): part.digest.map { digest in IndexRuns.Part(path: file.path, digest: digest, index: { file.index }) }
        }
    }
}

extension LintRun {
    /// The facts of each file read that is not reported (`--stdin`: every file read but the
    /// buffer), by position, with any findings waiting for the index left unresolved: no
    /// digest says which index they were resolved against, so no lint reports them from the
    /// cache. Empty when every file read is reported.
    fileprivate static func unreportedFacts(_ first: [FirstPass], reporting: (String) -> Bool, context: LintContext) -> [Int: FileLintFacts] {
        let positions = first.indices.filter { if case .read(let file, _) = first[$0] { !reporting(file.path) } else { false } }
        // On all cores: after a branch is checked out, many files are read beside the buffer.
        let facts = Parallel.map(positions) { position -> FileLintFacts? in
            guard case .read(let file, let part) = first[position] else { return nil }
            return FileLintFacts(file, part: part, index: context.index, digest: nil)
        }
        var byPosition: [Int: FileLintFacts] = [:]
        for (position, made) in zip(positions, facts) { byPosition[position] = made }
        return byPosition
    }

    /// The earlier lint's merged index: prefetched, or decoded now.
    private static func earlierIndex(_ inputs: Inputs, _ full: IndexRuns.Stored) -> ProjectIndex? {
        inputs.prefetched?.take(full.digest) ?? full.index(cores: Parallel.cores)
    }

    /// `--stdin`: the earlier lint's merged index with the buffer's part in place of the file's
    /// on disk (`IndexRuns.replacement`), when every other file's part is the one that index was
    /// merged from. Nil otherwise, or when a part does not decode.
    private static func bufferIndex(_ inputs: Inputs, first: [FirstPass]) -> ProjectIndex? {
        guard let path = inputs.reportingOnly, let earlier = inputs.earlier, let full = earlier.fullIndex.value ?? nil,
            let position = inputs.swiftPaths.firstIndex(of: path), case .read(let buffer, _) = first[position]
        else { return nil }
        let onDisk = earlier.swiftFacts(for: [path]).first??.facts
        var earlierParts: [ContentHash] = []
        var holders: [any IndexRuns.Holder] = []
        earlierParts.reserveCapacity(first.count)
        holders.reserveCapacity(first.count)
        for (place, entry) in first.enumerated() {
            switch entry {
            case .facts(let facts):
                guard let digest = facts.indexDigest else { continue }
                earlierParts.append(digest)
                holders.append(facts)
            case .read(let file, let part):
                if place == position {
                    if let digest = onDisk?.indexDigest { earlierParts.append(digest) }
                } else if let digest = part.digest {
                    earlierParts.append(digest)
                }
                guard part.digest != nil else { continue }
                holders.append(file)
            }
        }
        // The parts holding the touched keys are found and merged while the earlier index is
        // decoded (`IndexPrefetch`); it is taken only then.
        guard IndexRuns.digest(earlierParts) == full.digest, let old = onDisk.map({ $0.index(alone: true) }) ?? ProjectIndex(),
            let replacement = IndexRuns.replacement(path: path, old: old, new: buffer.index, holders: holders),
            let merged = earlierIndex(inputs, full)
        else { return nil }
        return IndexRuns.applying(replacement, to: merged)
    }
}

extension LintedFile: IndexRuns.Holder {
    func holds(_ touched: IndexRuns.TouchedKeys) -> Bool? { touched.held(in: index) }
    func indexPart() -> ProjectIndex? { index }

    /// Whether an indexed rule's findings here wait for the merged index.
    var hasPending: Bool {
        checked?.results.contains { if case .pending = $0 { true } else { false } } ?? false
    }
}
