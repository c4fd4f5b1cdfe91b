import Foundation

/// How far a long run has got: the core counts the files it finished, on any thread, and the
/// command line shows the count (`ProgressLine`); the core itself prints nothing.
public final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0

    public init() {}

    /// One more item finished.
    public func advance() {
        lock.lock()
        done += 1
        lock.unlock()
    }

    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return done
    }
}
