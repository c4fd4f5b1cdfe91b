import Dispatch
import Foundation

/// Independent work spread over every core, with results in input order — so output never
/// depends on how threads were scheduled.
public enum Parallel {
    /// Cores to use; at least 1.
    public static let cores: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// `transform` of each element, computed on all cores, in the order of `items`.
    ///
    /// Elements are handed out in contiguous chunks, at least eight per core (so one slow
    /// element does not idle a core) and at most `chunkLength` elements each: a core that
    /// finishes waits for the other's last chunk, and with eight chunks per core, the tens of
    /// thousands of files of a large lint left one core idle for a sixteenth of the pass.
    /// `transform` must not depend on other elements.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], cores: Int = Parallel.cores, _ transform: @Sendable (T) -> R) -> [R] {
        let count = items.count
        guard cores > 1, count > 1 else { return items.map(transform) }
        let chunks = min(count, max(cores * 8, (count + chunkLength - 1) / chunkLength))
        return [R](unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress!)
            withoutActuallyEscaping(transform) { transform in
                let work = Work(transform: transform)
                DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                    let start = chunk * count / chunks
                    let end = (chunk + 1) * count / chunks
                    for index in start..<end {
                        (slots.base + index).initialize(to: work.transform(items[index]))
                    }
                }
            }
            initialized = count
        }
    }

    /// The most elements a chunk holds when there are more than eight chunks per core.
    static let chunkLength = 32

    /// `transform` of each index in `0..<count`, on all cores, in index order.
    public static func map<R: Sendable>(count: Int, cores: Int = Parallel.cores, _ transform: @Sendable (Int) -> R) -> [R] {
        map(Array(0..<count), cores: cores, transform)
    }

    /// The result buffer, shared by the workers; each writes only its own indices.
    private struct Slots<R>: @unchecked Sendable {
        let base: UnsafeMutablePointer<R>
    }

    private struct Work<T, R>: @unchecked Sendable {
        let transform: (T) -> R
    }
}
