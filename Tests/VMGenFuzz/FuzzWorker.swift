import Foundation
import VMGenKit

/// The child process that runs inputs. Before each input it writes the input's number to
/// stdout (unbuffered), so when it dies or stops answering the supervisor knows exactly which
/// input did it and can rebuild it from the seed. Problems the oracle finds are written as
/// `problem <n> <text>` lines; the last line is `end <max RSS in KiB> <slowest n> <its ms>`.
enum FuzzWorker {
    struct Job {
        var component: FuzzComponent
        var seed: UInt64
        var range: Range<Int>
        /// Saved inputs to replay instead of generated ones (`range` indexes them).
        var files: [String]
        var memoryLimitMB: Int
        /// Every `deepEvery`-th input (and every replayed one) gets the whole-generation checks.
        var deepEvery: Int
    }

    static func run(_ job: Job, corpus: FuzzCorpus) -> Int32 {
        limitMemory(megabytes: job.memoryLimitMB)
        let factory = FuzzInputFactory(corpus: corpus)
        let oracle = FuzzOracle(corpus: corpus)
        var slowest = (index: -1, milliseconds: 0.0)
        for index in job.range {
            emit("\(index)\n")
            let input: FuzzInput
            if job.files.isEmpty {
                input = factory.input(job.component, seed: job.seed, index: index)
            } else {
                let path = job.files[index]
                guard let saved = FuzzInput(component: job.component, savedName: (path as NSString).lastPathComponent, bytes: FuzzCorpus.read(path) ?? []) else {
                    emit("problem \(index) \(path): not a saved input (name it <hash>~<project>~<path>)\n")
                    continue
                }
                input = saved
            }
            let start = DispatchTime.now().uptimeNanoseconds
            let problems = oracle.problems(input, deep: !job.files.isEmpty || index % max(job.deepEvery, 1) == 0)
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            if milliseconds > slowest.milliseconds { slowest = (index, milliseconds) }
            for problem in problems {
                emit("problem \(index) \(problem.replacingOccurrences(of: "\n", with: "\\n"))\n")
            }
        }
        emit("end \(maximumResidentKilobytes()) \(slowest.index) \(Int(slowest.milliseconds.rounded(.up)))\n")
        return 0
    }

    /// Caps the address space, so an input that makes vmgen allocate without bound fails the
    /// allocation (a crash the supervisor reports) instead of taking the machine down.
    static func limitMemory(megabytes: Int) {
        guard megabytes > 0 else { return }
        let bytes = rlim_t(megabytes) * 1024 * 1024
        var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
        #if os(Linux)
        setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        #else
        setrlimit(RLIMIT_AS, &limit)
        #endif
    }

    static func maximumResidentKilobytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if os(Linux)
        return usage.ru_maxrss  // KiB on Linux
        #else
        return usage.ru_maxrss / 1024  // bytes on macOS
        #endif
    }

    /// One `write(2)`: nothing buffered is lost when the process dies right after.
    private static func emit(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
        bytes.removeAll()
    }
}
