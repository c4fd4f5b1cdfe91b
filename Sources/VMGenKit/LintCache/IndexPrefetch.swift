import Dispatch
import Foundation

/// The earlier lint's merged index, read from the cache and decoded on a thread of its own
/// from the moment the record is read, while the lint looks at the project's folders and
/// files: `lint --stdin` of a buffer that differs from the recorded file needs it (the buffer
/// is read anew, and its findings wait for the index), and an editor waits for the answer. The
/// lint takes it when it asks for that index (the same digest), and decodes it itself
/// otherwise.
public final class IndexPrefetch: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    /// The index and its digest, once read; nil inside when the record has none or it does
    /// not decode.
    private var result: (digest: ContentHash, index: ProjectIndex?)??

    /// Starts reading `record`'s merged index.
    public init(_ record: LintCacheRecord) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            // One core: the other is looking at the files meanwhile.
            let read = (record.fullIndex.value ?? nil).map { full in (full.digest, full.index(cores: 1)) }
            lock.withLock { result = .some(read) }
            done.signal()
        }
    }

    /// The index whose digest is `digest`, once decoded; nil when it is another or does not
    /// decode. Only the first call gets it (the index is not kept twice); a later one waits
    /// for nothing and gets nil.
    func take(_ digest: ContentHash) -> ProjectIndex? {
        done.wait()
        defer { done.signal() }
        return lock.withLock {
            defer { result = .some(nil) }
            guard let read = result ?? nil, read.digest == digest else { return nil }
            return read.index
        }
    }
}
