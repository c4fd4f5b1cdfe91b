/// What a lint needs of one Swift file once it has been read: its part of the project index,
/// its localization bindings, whether vmgen generated it, and — when it is linted itself —
/// its suppression comments, the note for a file read in part, and every enabled source rule's
/// findings (an indexed rule's resolved against the merged index whose digest
/// `resolvedAgainst` is). All of it follows from the file's path and bytes, the configuration
/// and that index, so the lint cache keeps it by content hash and a later lint of the same
/// bytes reads it back instead of reading the file's syntax again.
///
/// Kept encoded (`LintCacheRecord`): each part is decoded when a run needs it — a repeat lint
/// of an unchanged project reads findings and comments, `lint --stdin` index parts and
/// bindings — and copied into the next record as it is.
public final class FileLintFacts: Sendable {
    public let path: String
    public let contentHash: ContentHash
    public let isGenerated: Bool
    /// Whether the file was linted itself (not a generated file left out).
    let isChecked: Bool
    /// Whether an indexed rule's findings here depend on the merged index.
    let hasPending: Bool
    /// The hash of the file's part of the index (with its path); nil when the part is empty.
    let indexDigest: ContentHash?
    /// Its part's strings (every key among them), summed up (`KeyFilter`): which parts `lint
    /// --stdin` of an edited buffer looks through for the keys it touched. Empty when the part
    /// is.
    let indexKeys: KeyFilter
    /// The hash of its bindings (with its path); nil when it has none.
    let bindingsDigest: ContentHash?
    /// Its bindings' keys, summed up (`KeyFilter`): which files `lint --stdin` looks through
    /// for the buffer's keys. Empty when it has no bindings.
    let bindingKeys: KeyFilter
    /// The hash of its part's `viewModels` (with its path), all the project rules read of the
    /// index (`LintRun.projectIndex`); nil when it declares none. An edit that changes the
    /// index but no ViewModel's hosting leaves the project findings as they were.
    let viewModelsDigest: ContentHash?
    /// The digest of the merged index the pending findings were resolved against; nil with
    /// `hasPending`: left unresolved (`isUnresolved`).
    let resolvedAgainst: ContentHash?

    /// Whether findings here wait for an index they were never resolved against: a file read
    /// beside `--stdin`'s buffer, whose findings that lint does not report. Such facts are
    /// never reported nor recorded.
    var isUnresolved: Bool { hasPending && resolvedAgainst == nil }
    let indexBlob: Blob
    let bindingsBlob: Blob
    let checkedBlob: Blob
    /// The values of a file just read, so they are not decoded again.
    private let fresh: Fresh?

    struct Checked: Sendable, Equatable {
        /// Each rule with findings here, in rule order: its position among the enabled rules.
        var results: [(rule: Int, findings: [RuleFinding])]
        var comments: [SuppressionSet.Comment]
        var partlyRead: Diagnostic?

        static func == (lhs: Checked, rhs: Checked) -> Bool {
            lhs.results.map(\.rule) == rhs.results.map(\.rule) && lhs.results.map(\.findings) == rhs.results.map(\.findings)
                && lhs.comments.map(\.text) == rhs.comments.map(\.text) && lhs.comments.map(\.location) == rhs.comments.map(\.location)
                && lhs.partlyRead == rhs.partlyRead
        }
    }

    /// A class, not a struct: inline, the values (a `ProjectIndex` is dozens of words) made
    /// every file's facts several hundred bytes, and a lint from the cache decodes facts for
    /// every file of the project without ever having fresh values — tens of thousands of
    /// objects whose memory is touched page by page.
    private final class Fresh: Sendable {
        let index: ProjectIndex
        let bindings: [LocalizationBinding]
        let checked: Checked?

        init(index: ProjectIndex, bindings: [LocalizationBinding], checked: Checked?) {
            self.index = index
            self.bindings = bindings
            self.checked = checked
        }
    }

    private enum Flag {
        static let generated: UInt64 = 1, checked: UInt64 = 2, pending: UInt64 = 4, index: UInt64 = 8, bindings: UInt64 = 16
        static let viewModels: UInt64 = 32
        static let all = generated | checked | pending | index | bindings | viewModels
    }

    private init(
        path: String, contentHash: ContentHash, flags: UInt64, digests: (ContentHash?, ContentHash?, ContentHash?, ContentHash?),
        keys: (index: KeyFilter, bindings: KeyFilter), blobs: (index: Blob, bindings: Blob, checked: Blob), fresh: Fresh?
    ) {
        self.path = path
        self.contentHash = contentHash
        (indexKeys, bindingKeys) = keys
        isGenerated = flags & Flag.generated != 0
        isChecked = flags & Flag.checked != 0
        hasPending = flags & Flag.pending != 0
        (indexDigest, bindingsDigest, viewModelsDigest, resolvedAgainst) = digests
        (indexBlob, bindingsBlob, checkedBlob) = blobs
        self.fresh = fresh
    }

    private var flags: UInt64 {
        (isGenerated ? Flag.generated : 0) | (isChecked ? Flag.checked : 0) | (hasPending ? Flag.pending : 0)
            | (indexDigest != nil ? Flag.index : 0) | (bindingsDigest != nil ? Flag.bindings : 0) | (viewModelsDigest != nil ? Flag.viewModels : 0)
    }

    /// The facts of a file just read and checked, its pending findings resolved against
    /// `index` (whose digest is `digest`); `part` is its part of the index, encoded.
    convenience init(_ file: LintedFile, part: LintRun.IndexPart, index: ProjectIndex, digest: ContentHash?) {
        let path = file.path
        let checked = file.checked.map { checked in
            Checked(results: file.results(resolvedWith: index), comments: checked.comments, partlyRead: SyntaxDiagnostics.partlyRead(checked.diagnostics))
        }
        let bindings = file.bindings.isEmpty ? nil : CacheWriter.encode(contextPath: path) { $0.values(file.bindings) }
        let checkedBytes = checked.map { checked in CacheWriter.encode(contextPath: path) { checked.encode(to: &$0) } }
        let bindingsDigest = bindings.map { ContentHash.part(of: path, $0) }
        // One buffer for the three parts.
        let indexBytes = part.bytes ?? []
        let storage = CacheBytes(indexBytes + (bindings ?? []) + (checkedBytes ?? []))
        let bindingsEnd = indexBytes.count + (bindings?.count ?? 0)
        let flags = (file.isGenerated ? Flag.generated : 0) | (checked != nil ? Flag.checked : 0) | (file.hasPending ? Flag.pending : 0)
            | (part.digest != nil ? Flag.index : 0) | (bindings != nil ? Flag.bindings : 0) | (part.viewModelsDigest != nil ? Flag.viewModels : 0)
        self.init(
            path: path, contentHash: file.contentHash, flags: flags,
            digests: (part.digest, bindingsDigest, part.viewModelsDigest, file.hasPending ? digest : nil),
            keys: (part.keys, KeyFilter(file.bindings.map(\.key))),
            blobs: (
                Blob(source: .bytes(storage), range: 0..<indexBytes.count), Blob(source: .bytes(storage), range: indexBytes.count..<bindingsEnd),
                Blob(source: .bytes(storage), range: bindingsEnd..<storage.bytes.count)
            ),
            fresh: Fresh(index: file.index, bindings: file.bindings, checked: checked))
    }

    /// The file's row in the cache's Swift table (its parts go in their own sections).
    func encodeRow(to writer: inout CacheWriter) {
        writer.hash(contentHash)
        writer.uint(flags)
        if let indexDigest {
            writer.hash(indexDigest)
            indexKeys.encode(to: &writer)
        }
        if let bindingsDigest {
            writer.hash(bindingsDigest)
            bindingKeys.encode(to: &writer)
        }
        if let viewModelsDigest { writer.hash(viewModelsDigest) }
        if hasPending { writer.optionalHash(resolvedAgainst) }
        writer.count(indexBlob.range.count)
        writer.count(bindingsBlob.range.count)
        writer.count(checkedBlob.range.count)
    }

    /// Reads a row (`encodeRow`) of the file at `path`; `offsets` are where its parts start in
    /// the index, bindings and checked sections, moved past them.
    static func decodeRow(
        _ reader: inout CacheReader, path: String, sections: CacheSections, offsets: inout (index: Int, bindings: Int, checked: Int)
    ) throws(CacheReader.Malformed) -> FileLintFacts {
        let contentHash = try reader.hash()
        let flags = try reader.uint()
        guard flags & ~Flag.all == 0 else { throw CacheReader.Malformed() }
        let indexDigest = flags & Flag.index != 0 ? try reader.hash() : nil
        let indexKeys = indexDigest != nil ? try KeyFilter(from: &reader) : .empty
        let bindingsDigest = flags & Flag.bindings != 0 ? try reader.hash() : nil
        let bindingKeys = bindingsDigest != nil ? try KeyFilter(from: &reader) : .empty
        let viewModelsDigest = flags & Flag.viewModels != 0 ? try reader.hash() : nil
        let resolvedAgainst = flags & Flag.pending != 0 ? try reader.optionalHash() : nil
        let blob = { (section: Section, start: inout Int, length: Int) -> Blob in
            defer { start += length }
            return Blob(source: .section(sections, section), range: start..<(start + length))
        }
        let index = blob(.indexParts, &offsets.index, try reader.length())
        let bindings = blob(.bindings, &offsets.bindings, try reader.length())
        let checked = blob(.checked, &offsets.checked, try reader.length())
        return FileLintFacts(
            path: path, contentHash: contentHash, flags: flags, digests: (indexDigest, bindingsDigest, viewModelsDigest, resolvedAgainst),
            keys: (indexKeys, bindingKeys), blobs: (index, bindings, checked), fresh: nil)
    }

    /// The file's part of the index; nil if its bytes cannot be read back. `alone`: read by
    /// itself when the parts' section has not been read (a look at a few parts, not every
    /// file's).
    func index(alone: Bool = false) -> ProjectIndex? {
        if let fresh { return fresh.index }
        guard indexDigest != nil else { return ProjectIndex() }
        return (alone ? loneIndex : indexBlob).read(contextPath: path) { reader throws(CacheReader.Malformed) in try ProjectIndex(from: &reader) }
    }

    /// Whether its part of the index names one of `touched`'s keys, read from the part's table
    /// of strings without decoding it, and not read at all when its key filter says it holds
    /// none (`IndexRuns.replacement`); nil if the bytes do not read.
    func holds(_ touched: IndexRuns.TouchedKeys) -> Bool? {
        if let fresh { return touched.held(in: fresh.index) }
        guard indexDigest != nil, indexKeys.mayHoldAny(of: touched.probe) else { return false }
        return loneIndex.peek(contextPath: path) { touched.named(inEncoded: &$0) } ?? nil
    }

    /// The part's blob, read alone when the parts' section has not been read, and checked
    /// against its digest.
    private var loneIndex: Blob {
        indexBlob.alone { [path, indexDigest] in ContentHash.part(of: path, $0) == indexDigest }
    }

    /// Whether its bindings bind one of `keys`, read from their bytes without decoding them
    /// (and not read at all when its key filter says they bind none: `lint --stdin` asks this
    /// of every file, and reads the few the filters let through alone, not their section);
    /// nil if the bytes do not read.
    func bindingsName(_ keys: StringMatcher) -> Bool? {
        if let fresh { return fresh.bindings.contains { keys.strings.contains($0.key) } }
        guard bindingsDigest != nil, bindingKeys.mayHoldAny(of: keys.probe) else { return false }
        return loneBindings.peek(contextPath: path) { reader in try? LocalizationBinding.bindAny(keys, in: &reader) } ?? nil
    }

    /// The bindings' blob, read alone when their section has not been read, and checked
    /// against their digest.
    private var loneBindings: Blob {
        bindingsBlob.alone { [path, bindingsDigest] in ContentHash.part(of: path, $0) == bindingsDigest }
    }

    func indexPart() -> ProjectIndex? { index(alone: true) }

    /// Its bindings; `alone`: read by themselves when their section has not been read (a
    /// look at a few files, not every file's).
    func bindings(alone: Bool = false) -> [LocalizationBinding]? {
        if let fresh { return fresh.bindings }
        guard bindingsDigest != nil else { return [] }
        return (alone ? loneBindings : bindingsBlob).read(contextPath: path) { reader throws(CacheReader.Malformed) in try reader.values(LocalizationBinding.self) }
    }

    /// What the file's own lint found; nil for a file not linted itself, or whose bytes
    /// cannot be read back.
    func checked() -> Checked? {
        if let fresh { return fresh.checked }
        guard isChecked else { return nil }
        return checkedBlob.read(contextPath: path) { reader throws(CacheReader.Malformed) in try Checked(from: &reader) }
    }
}

/// Its part of the index, as `IndexRuns.replacement` asks for it.
extension FileLintFacts: IndexRuns.Holder {}

extension FileLintFacts.Checked {
    func encode(to writer: inout CacheWriter) {
        writer.count(results.count)
        for result in results {
            writer.count(result.rule)
            writer.values(result.findings)
        }
        writer.values(comments)
        writer.bool(partlyRead != nil)
        partlyRead?.encode(to: &writer)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        let count = try reader.count()
        results = []
        results.reserveCapacity(count)
        for _ in 0..<count {
            guard let rule = Int(exactly: try reader.uint()) else { throw CacheReader.Malformed() }
            results.append((rule, try reader.values(RuleFinding.self)))
        }
        comments = try reader.values(SuppressionSet.Comment.self)
        partlyRead = try reader.bool() ? try Diagnostic(from: &reader) : nil
    }
}

extension ContentHash {
    /// The digest of one file's encoded part (of the index, its bindings, its `viewModels`):
    /// with the path, so two files with equal parts are two parts of a merge.
    static func part(of path: String, _ bytes: [UInt8]) -> ContentHash {
        var builder = ContentHash.Builder()
        builder.add(path)
        builder.add(bytes)
        return builder.finish()
    }
}
