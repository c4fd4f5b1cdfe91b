import Foundation
import VMGenKit

/// Runs inputs in worker processes (this executable with `worker`), a few at once, and turns
/// what happens to them into findings: a worker that dies crashed on the input it announced
/// last; one that announces nothing for `timeout` seconds hangs on it and is killed; one that
/// runs out of its address space limit crashes on that input too. Each finding's input is
/// rebuilt from the seed and saved, to replay with `vmgen-fuzz replay`.
final class FuzzSupervisor: @unchecked Sendable {
    struct Options {
        var executable: String
        var root: String
        var seed: UInt64
        var timeout: Double
        var memoryLimitMB: Int
        var jobs: Int
        var saveFolder: String?
        /// Inputs per worker process (a crash or a hang restarts the worker after it).
        var chunk: Int
        /// Every n-th input also goes through a whole generation (see `FuzzOracle`).
        var deepEvery: Int
    }

    struct Finding: CustomStringConvertible {
        enum Kind: String { case crash, hang, problem }
        var kind: Kind
        var component: FuzzComponent
        var index: Int
        var detail: String
        var savedAs: String?

        var description: String {
            "\(kind) in \(component.rawValue) input \(index): \(detail)" + (savedAs.map { "\n    saved as \($0)" } ?? "")
        }
    }

    struct ComponentReport {
        var inputs = 0
        var seconds = 0.0
        var maximumResidentKilobytes = 0
        var slowest = (index: -1, milliseconds: 0)
        var findings: [Finding] = []
    }

    /// A range of inputs of one component, or saved files to replay.
    struct Task {
        var component: FuzzComponent
        var range: Range<Int>
        var files: [String]
    }

    let options: Options
    let factory: FuzzInputFactory
    private let lock = NSLock()
    private var reports: [FuzzComponent: ComponentReport] = [:]
    private var pending: [Task] = []

    init(options: Options, corpus: FuzzCorpus) {
        self.options = options
        factory = FuzzInputFactory(corpus: corpus)
    }

    /// Runs every task, `jobs` at a time; returns the report of each component.
    func run(_ tasks: [Task]) -> [FuzzComponent: ComponentReport] {
        pending = tasks
        let group = DispatchGroup()
        for _ in 0..<max(1, min(options.jobs, tasks.count)) {
            group.enter()
            Thread.detachNewThread {
                while let task = self.nextTask() {
                    self.run(task)
                }
                group.leave()
            }
        }
        group.wait()
        return lock.withLock { reports }
    }

    private func nextTask() -> Task? {
        lock.withLock { pending.isEmpty ? nil : pending.removeFirst() }
    }

    private func run(_ task: Task) {
        let started = Date()
        var next = task.range.lowerBound
        var report = ComponentReport()
        while next < task.range.upperBound {
            let outcome = runWorker(task, from: next)
            report.inputs += outcome.completed
            report.maximumResidentKilobytes = max(report.maximumResidentKilobytes, outcome.maximumResidentKilobytes)
            if outcome.slowest.milliseconds > report.slowest.milliseconds { report.slowest = outcome.slowest }
            report.findings += outcome.findings
            guard let stoppedAt = outcome.stoppedAt else { break }
            // The input that crashed or hung counts as run; go on after it.
            report.inputs += 1
            next = stoppedAt + 1
        }
        report.seconds = Date().timeIntervalSince(started)
        lock.withLock {
            var total = reports[task.component] ?? ComponentReport()
            total.inputs += report.inputs
            total.seconds += report.seconds
            total.maximumResidentKilobytes = max(total.maximumResidentKilobytes, report.maximumResidentKilobytes)
            if report.slowest.milliseconds > total.slowest.milliseconds { total.slowest = report.slowest }
            total.findings += report.findings
            reports[task.component] = total
        }
    }

    private struct WorkerOutcome {
        var completed = 0
        var maximumResidentKilobytes = 0
        var slowest = (index: -1, milliseconds: 0)
        var findings: [Finding] = []
        /// The input the worker crashed or hung on; nil when it finished its range.
        var stoppedAt: Int?
    }

    private func runWorker(_ task: Task, from start: Int) -> WorkerOutcome {
        var outcome = WorkerOutcome()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: options.executable)
        process.arguments = ["worker", "--component", task.component.rawValue, "--seed", String(options.seed),
            "--from", String(start), "--to", String(task.range.upperBound), "--root", options.root,
            "--memory-mb", String(options.memoryLimitMB), "--deep-every", String(options.deepEvery)] + (task.files.isEmpty ? [] : ["--files"] + task.files)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            outcome.findings.append(Finding(kind: .crash, component: task.component, index: start, detail: "cannot start the worker: \(error)"))
            outcome.stoppedAt = task.range.upperBound
            return outcome
        }
        var reader = LineReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)
        var current: Int?
        var ended = false
        while true {
            switch reader.nextLine(timeout: options.timeout) {
            case .line(let line):
                if let index = Int(line) {
                    if current != nil { outcome.completed += 1 }
                    current = index
                } else if line.hasPrefix("problem ") {
                    let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
                    let index = parts.count > 1 ? Int(parts[1]) ?? -1 : -1
                    outcome.findings.append(finding(.problem, task, index: index, detail: parts.count > 2 ? parts[2] : line))
                } else if line.hasPrefix("end ") {
                    let parts = line.split(separator: " ").compactMap { Int($0) }
                    if current != nil { outcome.completed += 1 }
                    current = nil
                    ended = true
                    if parts.count == 3 {
                        outcome.maximumResidentKilobytes = parts[0]
                        outcome.slowest = (parts[1], parts[2])
                    }
                }
                continue
            case .timeout:
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                let index = current ?? start
                outcome.findings.append(finding(.hang, task, index: index, detail: "no answer within \(options.timeout) s; the worker was killed"))
                outcome.stoppedAt = index
                return outcome
            case .end:
                break
            }
            break
        }
        process.waitUntilExit()
        if !ended || process.terminationStatus != 0 {
            let index = current ?? start
            let how = process.terminationReason == .uncaughtSignal
                ? "the worker died of signal \(process.terminationStatus)" : "the worker exited with status \(process.terminationStatus)"
            outcome.findings.append(finding(.crash, task, index: index, detail: how))
            outcome.stoppedAt = index
        }
        return outcome
    }

    /// A finding, with its input saved (once per input).
    private func finding(_ kind: Finding.Kind, _ task: Task, index: Int, detail: String) -> Finding {
        var result = Finding(kind: kind, component: task.component, index: index, detail: detail)
        guard let folder = options.saveFolder, task.files.isEmpty, index >= 0 else {
            if !task.files.isEmpty, task.files.indices.contains(index) { result.savedAs = task.files[index] }
            return result
        }
        let input = factory.input(task.component, seed: options.seed, index: index)
        let path = folder + "/" + task.component.rawValue + "/" + input.savedName
        try? FileManager.default.createDirectory(atPath: folder + "/" + task.component.rawValue, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(input.bytes))
        result.savedAs = path
        return result
    }
}

/// Lines from a pipe, with a deadline for each.
struct LineReader {
    enum Next { case line(String), timeout, end }

    let fileDescriptor: Int32
    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts.
    private var position = 0
    private var atEnd = false

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    mutating func nextLine(timeout: Double) -> Next {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = buffer[position...].firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[position..<newline], as: UTF8.self)
                position = newline + 1
                return .line(line)
            }
            buffer.removeSubrange(..<position)
            position = 0
            if atEnd { return .end }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return .timeout }
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(remaining * 1000, 60_000)) + 1)
            if ready < 0 {
                if errno == EINTR { continue }
                atEnd = true
                continue
            }
            if ready == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { atEnd = true; continue }
            buffer += chunk[..<count]
        }
    }
}
