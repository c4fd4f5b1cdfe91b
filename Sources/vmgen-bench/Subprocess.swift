import Foundation

/// What one child process cost: wall time, CPU time and peak memory, from `wait4`.
struct Cost: Sendable {
    var seconds: Double
    var userSeconds: Double
    var systemSeconds: Double
    /// The largest resident set of the child (or, for several children, of any of them), bytes.
    var peakBytes: Int
    var status: Int32
}

/// Runs programs directly (`posix_spawn`, no shell) and measures them with `wait4`.
enum Subprocess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `arguments[0]` (a path, or a name looked up on `PATH`) in `directory`; its
    /// stdout and stderr go to `output` (a file path), or are discarded; its stdin is the file
    /// `input`, or empty.
    static func run(_ arguments: [String], in directory: String, output: String? = nil, input: String? = nil) throws(Failure) -> Cost {
        let start = now()
        let pid = try spawn(arguments, in: directory, output: output, input: input)
        let (status, usage) = try wait(pid)
        return Cost(
            seconds: now() - start, userSeconds: usage.user, systemSeconds: usage.system,
            peakBytes: usage.peak, status: status)
    }

    /// Starts a long-running program (`vmgen watch`); `finish` ends it.
    static func start(_ arguments: [String], in directory: String, output: String? = nil) throws(Failure) -> pid_t {
        try spawn(arguments, in: directory, output: output)
    }

    /// Interrupts a program `start` started (Ctrl-C) and waits for it: its peak memory.
    static func finish(_ pid: pid_t) throws(Failure) -> Cost {
        kill(pid, SIGINT)
        let (status, usage) = try wait(pid)
        return Cost(seconds: 0, userSeconds: usage.user, systemSeconds: usage.system, peakBytes: usage.peak, status: status)
    }

    /// Runs several command lines, at most `parallel` at a time, in order; the cost is the
    /// wall time of the whole set, the CPU time summed and the largest peak of any child.
    /// Fails (status ≠ 0) if any child does.
    static func runAll(_ commands: [[String]], in directory: String, parallel: Int, output: String? = nil) throws(Failure) -> Cost {
        let start = now()
        var pending = commands[...]
        var running = 0
        var total = Cost(seconds: 0, userSeconds: 0, systemSeconds: 0, peakBytes: 0, status: 0)
        while running > 0 || !pending.isEmpty {
            while running < max(1, parallel), let next = pending.popFirst() {
                _ = try spawn(next, in: directory, output: output)
                running += 1
            }
            let (status, usage) = try wait(-1)
            running -= 1
            total.userSeconds += usage.user
            total.systemSeconds += usage.system
            total.peakBytes = max(total.peakBytes, usage.peak)
            if status != 0 { total.status = status }
        }
        total.seconds = now() - start
        return total
    }

    /// A program on `PATH`, or nil.
    static func which(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a command and returns its standard output (for `--version` and the like).
    static func capture(_ arguments: [String], in directory: String) throws(Failure) -> (status: Int32, text: String) {
        let file = NSTemporaryDirectory() + "vmgen-bench-capture-\(getpid())"
        defer { unlink(file) }
        let cost = try run(arguments, in: directory, output: file)
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        return (cost.status, text)
    }

    private static func spawn(_ arguments: [String], in directory: String, output: String?, input: String? = nil) throws(Failure) -> pid_t {
        guard let program = which(arguments[0]) else { throw Failure(description: "\(arguments[0]) is not on PATH") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let target = output ?? "/dev/null"
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, target, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var pid: pid_t = 0
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(program)]
        for argument in arguments.dropFirst() { argv.append(strdup(argument)) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        // The child starts in `directory` (the bench is single-threaded, so changing the
        // working folder around the spawn is safe; Glibc's addchdir_np is not exported to Swift).
        let previous = FileManager.default.currentDirectoryPath
        guard chdir(directory) == 0 else { throw Failure(description: "cannot enter \(directory)") }
        let result = posix_spawn(&pid, program, &actions, nil, argv, environ)
        chdir(previous)
        guard result == 0 else {
            throw Failure(description: "cannot run \(program): \(String(cString: strerror(result)))")
        }
        return pid
    }

    private static func wait(_ pid: pid_t) throws(Failure) -> (status: Int32, usage: (user: Double, system: Double, peak: Int)) {
        var status: Int32 = 0
        var usage = rusage()
        while true {
            let result = wait4(pid, &status, 0, &usage)
            if result >= 0 { break }
            if errno != EINTR { throw Failure(description: "wait4: \(String(cString: strerror(errno)))") }
        }
        let exited = (status & 0x7f) == 0
        let code = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        // Linux reports ru_maxrss in kilobytes.
        return (code, (seconds(usage.ru_utime), seconds(usage.ru_stime), Int(usage.ru_maxrss) * 1024))
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
