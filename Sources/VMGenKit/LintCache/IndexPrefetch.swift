/// The earlier lint's merged index, read from the cache and decoded on a thread of its own
/// from the moment the record is read, while the lint looks at the project's folders and
/// files: `lint --stdin` of a buffer that differs from the recorded file needs it (the buffer
/// is read anew, and its findings wait for the index), and an editor waits for the answer. The
/// lint takes it when it asks for that index (the same digest), and decodes it itself
/// otherwise.
public final class IndexPrefetch: Sendable {
    /// The index and its digest; nil when the record has none, nil inside when it does not
    /// decode.
    private let read: BackgroundValue<(digest: ContentHash, index: ProjectIndex?)?>

    /// Starts reading `record`'s merged index.
    public init(_ record: LintCacheRecord) {
        // One core: the other is looking at the files meanwhile. The files' parts are not read
        // ahead: a buffer whose part is not the file's reads the few parts its touched keys may
        // be in, each alone (`FileLintFacts.holds`), not their section's megabytes.
        read = BackgroundValue { (record.fullIndex.value ?? nil).map { full in (full.digest, full.index(cores: 1)) } }
    }

    /// The index whose digest is `digest`, once decoded; nil when it is another or does not
    /// decode. Only the first call gets it (the index is not kept twice); a later one gets nil.
    func take(_ digest: ContentHash) -> ProjectIndex? {
        guard let found = read.take() ?? nil, found.digest == digest else { return nil }
        return found.index
    }
}
