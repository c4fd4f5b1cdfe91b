import Foundation

/// An exclusive lock on a project's output folder, held while a run writes into it, so two
/// vmgen runs on one project never interleave their writes: the second waits for the first.
///
/// The lock is `flock(2)` on the folder itself — no lock file to clean up or commit, released
/// by the kernel when the process ends however it ends (a killed run never leaves it held).
final class ProjectLock {
    private var descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        release()
    }

    enum Outcome {
        case locked(ProjectLock)
        /// The file system cannot lock (some network file systems): the run goes on unlocked.
        case unsupported(String)
        case failed(String)
    }

    /// Locks `folder`, waiting up to `timeout` seconds for another run to finish; `waiting` is
    /// called once, when the lock is taken.
    static func acquire(_ folder: String, timeout: Double, waiting: () -> Void) -> Outcome {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed("cannot open \(folder) to lock it: \(FileSystem.lastError())") }
        let deadline = Date().addingTimeInterval(timeout)
        var announced = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let reason = errno
            if reason == EINTR { continue }
            guard reason == EWOULDBLOCK else {
                close(descriptor)
                return .unsupported(String(cString: strerror(reason)))
            }
            if !announced {
                waiting()
                announced = true
            }
            if Date() >= deadline {
                close(descriptor)
                return .failed("another vmgen run has been writing to \(folder) for \(String(format: "%g", timeout)) s; gave up waiting (set VMGEN_LOCK_TIMEOUT to wait longer)")
            }
            usleep(20_000)
        }
        return .locked(ProjectLock(descriptor: descriptor))
    }

    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    /// `acquire` for a command about to write in `project` (`generate`, `import`): says so when
    /// it waits, goes on unlocked where the file system cannot lock (said with `-v`), and
    /// prints why and returns `.failure` when it gave up waiting.
    static func forWriting(in project: Project, console: Console) -> Result<ProjectLock?, GaveUp> {
        switch acquire(project.outputRoot, timeout: timeout, waiting: {
            let place = project.outputDisplayPrefix.isEmpty ? "this project" : String(project.outputDisplayPrefix.dropLast())
            console.info("vmgen: waiting for another vmgen run in \(place) to finish…")
        }) {
        case .locked(let lock):
            return .success(lock)
        case .unsupported(let reason):
            console.detail("vmgen: cannot lock \(project.outputRoot) (\(reason)); writing without the lock")
            return .success(nil)
        case .failed(let message):
            console.error(message)
            return .failure(GaveUp())
        }
    }

    struct GaveUp: Error {}

    /// Seconds to wait for another run: `VMGEN_LOCK_TIMEOUT`, else two minutes.
    static var timeout: Double {
        ProcessInfo.processInfo.environment["VMGEN_LOCK_TIMEOUT"].flatMap(Double.init).map { max(0, $0) } ?? 120
    }
}
