import Foundation
import VMGenKit

/// `lint: 12,000 of 23,310 files` on the terminal's last line, redrawn ten times a second,
/// for a run that has taken more than a second — never in a pipe, a CI log (`CI` set), a
/// `TERM=dumb` terminal or with `-q` or `-v`, and gone before anything else is printed.
final class ProgressLine: @unchecked Sendable {
    /// After how long a run shows its progress. `VMGEN_PROGRESS_AFTER_MS` changes it, so a
    /// test can see the line on a small input.
    static let defaultDelay: TimeInterval = 1

    private let console: Console
    private let counter: ProgressCounter
    private let text: @Sendable (Int) -> String
    private let delay: TimeInterval
    private let stopped = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    /// Guards the drawing state; the ticker and a new stage both draw.
    private let lock = NSLock()
    private let start = Date()
    private var drawn = false
    private var isStopped = false

    /// Starts showing `text(count)` unless the console is not a terminal that takes it; nil then.
    init?(console: Console, counter: ProgressCounter, environment: [String: String] = ProcessInfo.processInfo.environment,
          text: @escaping @Sendable (Int) -> String) {
        guard Self.isShown(console: console, environment: environment) else { return nil }
        self.console = console
        self.counter = counter
        self.text = text
        delay = environment["VMGEN_PROGRESS_AFTER_MS"].flatMap(Double.init).map { $0 / 1000 } ?? Self.defaultDelay
        counter.observeStages { [weak self] in self?.draw() }
        Thread.detachNewThread { [self] in self.run() }
    }

    static func isShown(console: Console, environment: [String: String]) -> Bool {
        // `-v` prints a line per file, which a redrawn line would break into.
        console.isTerminal && !console.quiet && !console.verbose && environment["TERM"] != "dumb" && (environment["CI"] ?? "").isEmpty
    }

    /// `generate: writing 12,000 of 66,002 files`: the stage the counter is in.
    static func stage(of command: String, _ counter: ProgressCounter, unit: String) -> String {
        let state = counter.state
        guard let total = state.total else { return "\(command): \(state.phase)" }
        return "\(command): \(state.phase) \(grouped(state.done)) of \(grouped(total)) \(unit)"
    }

    /// Redraws the line, once the run has taken longer than the delay.
    private func draw() {
        lock.lock()
        defer { lock.unlock() }
        guard !isStopped, Date().timeIntervalSince(start) >= delay else { return }
        console.redrawProgress(text(counter.count))
        drawn = true
    }

    private func run() {
        // Wakes every tenth of a second until stopped.
        repeat { draw() } while stopped.wait(timeout: .now() + .milliseconds(100)) == .timedOut
        finished.signal()
    }

    /// Stops the line and clears it; returns once it is gone, so what follows starts clean.
    func stop() {
        counter.observeStages(nil)
        stopped.signal()
        finished.wait()
        lock.lock()
        defer { lock.unlock() }
        isStopped = true
        if drawn { console.redrawProgress(nil) }
    }

    /// `12,345`: thousands grouped, the same in every locale.
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
