import Foundation

/// How far a long run has got: the core counts the files it finished, on any thread, and the
/// command line shows the count (`ProgressLine`); the core itself prints nothing.
public final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private var phase = ""
    private var total: Int?

    public init() {}

    /// A new stage of the run (`rendering`, `writing`), counted from zero; `total` when the
    /// number of items is known.
    public func begin(_ phase: String, total: Int? = nil) {
        lock.lock()
        (self.phase, self.total, done) = (phase, total, 0)
        let observer = self.observer
        lock.unlock()
        observer?()
    }

    private var observer: (@Sendable () -> Void)?

    /// Called (on the thread that calls `begin`) at each new stage: a progress line shows a
    /// stage as it starts, however short.
    public func observeStages(_ observer: (@Sendable () -> Void)?) {
        lock.lock()
        self.observer = observer
        lock.unlock()
    }

    /// The stage, the items finished and the total, read together.
    public var state: (phase: String, done: Int, total: Int?) {
        lock.lock()
        defer { lock.unlock() }
        return (phase, done, total)
    }

    /// One more item finished (`count` more).
    public func advance(by count: Int = 1) {
        lock.lock()
        done += count
        lock.unlock()
    }

    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return done
    }
}
