import Dispatch
import Foundation

/// A value worked out on a thread of its own from the moment it is made, for work whose
/// result is needed later and whose inputs are ready now: the first lint's merged index is
/// encoded for the lint cache while the checks across files run (they leave a core idle
/// for most of their time), not after them, when nothing else is left to do.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the worker before it signals `done`; read only after a wait on it.
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            result = work()
            done.signal()
        }
    }

    /// The value, once worked out; waits for it the first time.
    var value: Value {
        done.wait()
        defer { done.signal() }  // every later read passes straight through
        return result!
    }
}
