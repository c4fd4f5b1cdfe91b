/// The merged project index, made of runs of consecutive files whose merged index the lint
/// cache keeps. Merging cannot be undone — a name declared in two files stays, a later
/// declaration wins — so the index with one file's part replaced (`lint --stdin`, the buffer
/// in place of the file on disk) is merged again from parts; with runs, only that file's run
/// is, and every other run is read merged.
///
/// A run ends after a file whose path hashes to a multiple of `runLength`, so adding or
/// removing a file changes one run, not the runs after it. Files whose part is empty add
/// nothing to any index and are left out. A run is known by the digest of its parts (each
/// the hash of a file's path and part), and the index by the digest of all parts in order:
/// equal digests, equal merged index.
enum IndexRuns {
    static let runLength: UInt64 = 128

    /// A merged index, encoded (a run's, or the whole project's), with the digest of its parts.
    struct Stored: Sendable {
        var digest: ContentHash
        var bytes: CacheBytes
        var range: Range<Int>

        init(digest: ContentHash, bytes: CacheBytes, range: Range<Int>) {
            self.digest = digest
            self.bytes = bytes
            self.range = range
        }

        init(digest: ContentHash, index: ProjectIndex) {
            let bytes = CacheBytes(CacheWriter.encode { index.encode(to: &$0) })
            self.init(digest: digest, bytes: bytes, range: 0..<bytes.bytes.count)
        }

        /// The index, its fields read on up to `cores` cores, its sets and maps left in the
        /// record's bytes until asked (`IndexNames`, `IndexMap`).
        func index(cores: Int = 1) -> ProjectIndex? {
            bytes.read(range, leavingStrings: true) { reader throws(CacheReader.Malformed) in try ProjectIndex(from: &reader, cores: cores) }
        }
    }

    /// One file's part, as the merge asks for it.
    struct Part: Sendable {
        var path: String
        var digest: ContentHash
        var index: @Sendable () -> ProjectIndex?
    }

    /// The digest of the index merged from `parts` (non-empty ones, in file order).
    static func digest(_ parts: [ContentHash]) -> ContentHash {
        var builder = ContentHash.Builder()
        builder.add(parts.count)
        for part in parts { builder.add(part) }
        return builder.finish()
    }

    /// The runs of `parts`: index ranges.
    static func runs(_ parts: [Part]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for (position, part) in parts.enumerated() where endsRun(part.path) || position == parts.count - 1 {
            runs.append(start..<(position + 1))
            start = position + 1
        }
        return runs
    }

    /// By a hash of the path's bytes that is stable across runs and machines, unlike `Hasher`.
    private static func endsRun(_ path: String) -> Bool {
        FNV1a.hash(path.utf8) % runLength == 0
    }

    /// The merged index of `parts`, reading the merged index of each run `stored` has (by
    /// digest) and merging the others; and every run's merged index, for the next record.
    /// Nil when a part or a stored run does not decode.
    static func merge(_ parts: [Part], stored: [ContentHash: Stored]) -> (index: ProjectIndex, runs: [Stored])? {
        let ranges = runs(parts)
        let merged = Parallel.map(ranges) { range -> (ProjectIndex, Stored)? in
            let digest = digest(parts[range].map(\.digest))
            if let known = stored[digest], let index = known.index() { return (index, known) }
            var index = ProjectIndex()
            for part in parts[range] {
                guard let partIndex = part.index() else { return nil }
                index.merge(partIndex)
            }
            return (index, Stored(digest: digest, index: index))
        }
        var indexes: [ProjectIndex] = []
        var runs: [Stored] = []
        indexes.reserveCapacity(merged.count)
        runs.reserveCapacity(merged.count)
        for run in merged {
            guard let (runIndex, stored) = run else { return nil }
            indexes.append(runIndex)
            runs.append(stored)
        }
        return (ProjectIndex.mergedSideBySide(indexes), runs)
    }
}
