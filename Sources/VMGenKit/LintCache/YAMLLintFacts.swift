/// What a lint needs of one localization YAML file when the project rules do not run again:
/// whether vmgen generated it, its `#` comments (for suppressions), what `YAMLReadProblems`
/// says of it, and its localization entries (`lint --stdin` checks the buffer's keys against
/// them without reading every YAML file). The lint cache keeps it by content hash.
public final class YAMLLintFacts: Sendable {
    public let path: String
    public let contentHash: ContentHash
    public let isGenerated: Bool
    /// Its entries' keys, summed up (`KeyFilter`): which files `lint --stdin` looks through
    /// for the buffer's keys.
    let entryKeys: KeyFilter
    /// The hash of its entries' blob (with its path): a blob read alone is checked against it.
    let entriesDigest: ContentHash
    let detailsBlob: Blob
    let entriesBlob: Blob
    private let fresh: (details: Details, entries: [LocalizationIndex.Entry])?

    struct Details: Sendable {
        var comments: [SuppressionSet.Comment]
        var errors: [Diagnostic]
        var notes: [Diagnostic]
    }

    private init(
        path: String, contentHash: ContentHash, isGenerated: Bool, entryKeys: KeyFilter, entriesDigest: ContentHash,
        blobs: (details: Blob, entries: Blob), fresh: (details: Details, entries: [LocalizationIndex.Entry])?
    ) {
        self.path = path
        self.contentHash = contentHash
        self.isGenerated = isGenerated
        self.entryKeys = entryKeys
        self.entriesDigest = entriesDigest
        (detailsBlob, entriesBlob) = blobs
        self.fresh = fresh
    }

    /// The facts of a file just parsed.
    convenience init(_ file: YAMLFile, contentHash: ContentHash? = nil) {
        let problems = YAMLReadProblems.of([file])
        let details = Details(comments: file.comments, errors: problems.errors, notes: problems.notes)
        let entries = LocalizationIndex([file]).entries
        let detailsBytes = CacheWriter.encode(contextPath: file.path) { writer in
            writer.values(details.comments)
            writer.values(details.errors)
            writer.values(details.notes)
        }
        let entriesBytes = CacheWriter.encode(contextPath: file.path) { $0.values(entries) }
        let storage = CacheBytes(detailsBytes + entriesBytes)
        self.init(
            path: file.path, contentHash: contentHash ?? ContentHash(file.bytes), isGenerated: GeneratedHeader.isGenerated(file.bytes),
            entryKeys: KeyFilter(entries.map(\.key)), entriesDigest: ContentHash.part(of: file.path, entriesBytes),
            blobs: (
                Blob(source: .bytes(storage), range: 0..<detailsBytes.count),
                Blob(source: .bytes(storage), range: detailsBytes.count..<storage.bytes.count)
            ),
            fresh: (details, entries))
    }

    /// The file's row in the cache's YAML table (its parts go in their own sections).
    func encodeRow(to writer: inout CacheWriter) {
        writer.hash(contentHash)
        writer.bool(isGenerated)
        entryKeys.encode(to: &writer)
        writer.hash(entriesDigest)
        writer.count(detailsBlob.range.count)
        writer.count(entriesBlob.range.count)
    }

    static func decodeRow(
        _ reader: inout CacheReader, path: String, sections: CacheSections, offsets: inout (details: Int, entries: Int)
    ) throws(CacheReader.Malformed) -> YAMLLintFacts {
        let contentHash = try reader.hash()
        let isGenerated = try reader.bool()
        let entryKeys = try KeyFilter(from: &reader)
        let entriesDigest = try reader.hash()
        let detailsLength = try reader.length()
        let entriesLength = try reader.length()
        let details = Blob(source: .section(sections, .yamlDetails), range: offsets.details..<(offsets.details + detailsLength))
        let entries = Blob(source: .section(sections, .yamlEntries), range: offsets.entries..<(offsets.entries + entriesLength))
        offsets.details += detailsLength
        offsets.entries += entriesLength
        return YAMLLintFacts(
            path: path, contentHash: contentHash, isGenerated: isGenerated, entryKeys: entryKeys, entriesDigest: entriesDigest,
            blobs: (details, entries), fresh: nil)
    }

    /// Comments and read problems; nil if they cannot be read back.
    func details() -> Details? {
        if let fresh { return fresh.details }
        return detailsBlob.read(contextPath: path) { reader throws(CacheReader.Malformed) in
            Details(
                comments: try reader.values(SuppressionSet.Comment.self), errors: try reader.values(Diagnostic.self),
                notes: try reader.values(Diagnostic.self))
        }
    }

    /// Whether it holds an entry of one of `keys`, read from the entries' bytes without
    /// decoding them (and not read at all when its key filter says it holds none; the few it
    /// lets through are read alone, not their section); nil if the bytes do not read.
    func entriesName(_ keys: StringMatcher) -> Bool? {
        if let fresh { return fresh.entries.contains { keys.strings.contains($0.key) } }
        guard entryKeys.mayHoldAny(of: keys.probe) else { return false }
        return loneEntries.peek(contextPath: path) { reader in try? LocalizationIndex.Entry.haveAny(keys, in: &reader) } ?? nil
    }

    /// Whether it holds any entry: every entry's key sets bits of its filter.
    var hasEntries: Bool {
        if let fresh { return !fresh.entries.isEmpty }
        return entryKeys != .empty
    }

    /// The entries' blob, read alone when their section has not been read, and checked against
    /// their digest.
    private var loneEntries: Blob {
        entriesBlob.alone { [path, entriesDigest] in ContentHash.part(of: path, $0) == entriesDigest }
    }

    /// The file's localization entries (`LocalizationIndex`); nil if they cannot be read back.
    /// `alone`: read by themselves when their section has not been read.
    func entries(alone: Bool = false) -> [LocalizationIndex.Entry]? {
        if let fresh { return fresh.entries }
        return (alone ? loneEntries : entriesBlob).read(contextPath: path) { reader throws(CacheReader.Malformed) in try reader.values(LocalizationIndex.Entry.self) }
    }
}
