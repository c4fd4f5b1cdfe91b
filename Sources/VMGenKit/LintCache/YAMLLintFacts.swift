/// What a lint needs of one localization YAML file when the project rules do not run again:
/// whether vmgen generated it, its `#` comments (for suppressions), what `YAMLReadProblems`
/// says of it, and its localization entries (`lint --stdin` checks the buffer's keys against
/// them without reading every YAML file). The lint cache keeps it by content hash.
public final class YAMLLintFacts: Sendable {
    public let path: String
    public let contentHash: ContentHash
    public let isGenerated: Bool
    let detailsBlob: Blob
    let entriesBlob: Blob
    private let fresh: (details: Details, entries: [LocalizationIndex.Entry])?

    struct Details: Sendable {
        var comments: [SuppressionSet.Comment]
        var errors: [Diagnostic]
        var notes: [Diagnostic]
    }

    private init(
        path: String, contentHash: ContentHash, isGenerated: Bool, blobs: (details: Blob, entries: Blob),
        fresh: (details: Details, entries: [LocalizationIndex.Entry])?
    ) {
        self.path = path
        self.contentHash = contentHash
        self.isGenerated = isGenerated
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
        writer.count(detailsBlob.range.count)
        writer.count(entriesBlob.range.count)
    }

    static func decodeRow(
        _ reader: inout CacheReader, path: String, sections: CacheSections, offsets: inout (details: Int, entries: Int)
    ) throws(CacheReader.Malformed) -> YAMLLintFacts {
        let contentHash = try reader.hash()
        let isGenerated = try reader.bool()
        let detailsLength = try reader.length()
        let entriesLength = try reader.length()
        let details = Blob(source: .section(sections, .yamlDetails), range: offsets.details..<(offsets.details + detailsLength))
        let entries = Blob(source: .section(sections, .yamlEntries), range: offsets.entries..<(offsets.entries + entriesLength))
        offsets.details += detailsLength
        offsets.entries += entriesLength
        return YAMLLintFacts(path: path, contentHash: contentHash, isGenerated: isGenerated, blobs: (details, entries), fresh: nil)
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
    /// decoding them; nil if the bytes do not read.
    func entriesName(_ keys: StringMatcher) -> Bool? {
        if let fresh { return fresh.entries.contains { keys.strings.contains($0.key) } }
        return entriesBlob.peek(contextPath: path) { reader in try? LocalizationIndex.Entry.haveAny(keys, in: &reader) } ?? nil
    }

    /// Whether it holds any entry; nil if that cannot be read back.
    func hasEntries() -> Bool? {
        if let fresh { return !fresh.entries.isEmpty }
        return entriesBlob.peek(contextPath: path) { reader in (try? reader.count()).map { $0 > 0 } } ?? nil
    }

    /// The file's localization entries (`LocalizationIndex`); nil if they cannot be read back.
    func entries() -> [LocalizationIndex.Entry]? {
        if let fresh { return fresh.entries }
        return entriesBlob.read(contextPath: path) { reader throws(CacheReader.Malformed) in try reader.values(LocalizationIndex.Entry.self) }
    }
}
