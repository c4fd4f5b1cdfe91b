import Dispatch
import Foundation

/// A value worked out on a thread of its own from the moment it is made, for work whose
/// result is needed later and whose inputs are ready now: the first lint's merged index is
/// encoded for the lint cache while the checks across files run (they leave a core idle
/// for most of their time); a lint from the cache decodes the record's file tables while every
/// file is stat'ed (`LintCacheRecord.Tables`); and `lint --stdin` decodes the earlier lint's
/// index while the files are looked at (`IndexPrefetch`).
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    /// Written once by the worker before it signals `done`; `take` empties it.
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let value = work()
            lock.withLock { result = value }
            done.signal()
        }
    }

    /// The value, once worked out; waits for it the first time. Not after `take`.
    var value: Value {
        waitForResult()
        return lock.withLock { result! }
    }

    /// The value, once worked out, handed over: the first call gets it and it is kept here no
    /// longer, so a caller that changes it copies nothing; a later call gets nil.
    func take() -> Value? {
        waitForResult()
        return lock.withLock {
            defer { result = nil }
            return result
        }
    }

    private func waitForResult() {
        done.wait()
        done.signal()  // every later wait passes straight through
    }
}
