import Dispatch
import Foundation

/// The earlier lint's merged index, decoded on a thread of its own from the moment the record
/// is read, while the lint looks at the project's folders and files: `lint --stdin` always
/// needs it (the buffer is read anew, and its findings wait for the index), and an editor
/// waits for the answer. The lint takes it when it asks for that index (the same digest), and
/// decodes it itself otherwise.
public final class IndexPrefetch: @unchecked Sendable {
    private let digest: ContentHash
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var index: ProjectIndex??

    /// Starts decoding `record`'s merged index; nil when the record has none.
    public init?(_ record: LintCacheRecord) {
        guard let full = record.fullIndex.value ?? nil else { return nil }
        digest = full.digest
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            // One core: the other is looking at the files meanwhile.
            let decoded = full.index(cores: 1)
            lock.withLock { index = .some(decoded) }
            done.signal()
        }
    }

    /// The index whose digest is `digest`, once decoded; nil when it is another or does not
    /// decode. Only the first call gets it (the index is not kept twice).
    func take(_ digest: ContentHash) -> ProjectIndex? {
        guard digest == self.digest else { return nil }
        done.wait()
        defer { done.signal() }
        return lock.withLock {
            defer { index = .some(nil) }
            return index ?? nil
        }
    }
}
