import Foundation
import VMGenKit

/// The polling half of `vmgen watch`: each `poll()` reads the project's inputs (config, specs,
/// templates) and, when they differ from the last poll, regenerates and prints one line.
///
/// Contents are compared, not modification times, so a save that changes nothing does not
/// regenerate and a change within the file system's timestamp resolution is not missed.
struct Watcher {
    let configOption: String?
    let workingDirectory: String
    let console: Console
    /// Absolute path → hash of the contents, at the last poll; `nil` before the first.
    private(set) var snapshot: [String: ContentHash]?
    private(set) var runs = 0
    /// The time now, for the stamp each run's line starts with (tests fix it).
    let now: @Sendable () -> Date

    init(configOption: String?, workingDirectory: String, console: Console, now: @escaping @Sendable () -> Date = { Date() }) {
        self.configOption = configOption
        self.workingDirectory = workingDirectory
        self.console = console
        self.now = now
    }

    /// `14:03:27`: the local time of a run, so a line in a terminal left open says when.
    static func stamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }

    /// Regenerates if the inputs changed (always on the first poll). Returns the run's exit
    /// code, or `nil` when nothing changed.
    mutating func poll() -> ExitCode? {
        let loaded = Project.load(configOption: configOption, cwd: workingDirectory)
        // The specs are read once: for the fingerprint, then for the run.
        let read = try? loaded.get().specsRead()
        let specs = read?.specs
        let current = Self.fingerprint(of: inputs(loaded), specs: specs ?? [], root: (try? loaded.get().root) ?? "")
        guard current != snapshot else { return nil }
        let root = try? loaded.get().root
        let trigger = snapshot.map { describe(changesFrom: $0, to: current, root: root) }
        snapshot = current
        runs += 1
        let prefix = Self.stamp(now()) + " vmgen: " + (trigger.map { $0 + ": " } ?? "")
        switch loaded {
        case .success(let project):
            let run = GenerationRun(project: project, specs: specs, specProblems: read?.problems ?? [])
            run.report(to: console)
            var record: (() -> Void)?
            let (code, summary) = run.write(console: console, recording: { record = $0 })
            console.info(prefix + summary)
            // Saved once the line is out: the files were written before it.
            record?()
            return code
        case .failure(.notFound(let message)), .failure(.unreadable(let message)):
            console.info(prefix + message)
            return .usage
        case .failure(let failure):
            console.reportConfigProblems(failure)
            console.info(prefix + "the configuration has errors; nothing written")
            return .usage
        }
    }

    /// The absolute paths a run reads. With a config that has errors, the config and the
    /// files known from before (the spec folder may be what is being fixed).
    private func inputs(_ loaded: Result<Project, Project.Failure>) -> [String] {
        switch loaded {
        case .success(let project):
            return project.inputFiles(specs: []).map { project.root + "/" + $0 }
        case .failure(.invalid(_, _, let path, let folders)):
            // A missing input folder is waited for: its appearing is a change.
            let config = Project.absolute(path, from: workingDirectory)
            return [config] + folders + (snapshot?.keys.sorted() ?? []).filter { $0 != config && !folders.contains($0) }
        case .failure(.wrongVersion(_, _, let path)):
            let config = Project.absolute(path, from: workingDirectory)
            return [config] + (snapshot?.keys.sorted() ?? []).filter { $0 != config }
        case .failure(.notFound):
            return []
        case .failure(.unreadable):
            // The files known from before: the config among them, whose mending is a change.
            return snapshot?.keys.sorted() ?? []
        }
    }

    /// The folders a change notification must cover (`FileEvents`): the spec and template
    /// folders with everything under them, and the config's own folder (not its subfolders,
    /// which hold the outputs). With a config that has errors, the folders of the known inputs.
    func watchedFolders() -> (trees: [String], folders: [String]) {
        switch Project.load(configOption: configOption, cwd: workingDirectory) {
        case .success(let project):
            let trees = [project.config.specs] + (project.config.templates.map { [$0] } ?? [])
            return (trees.map { project.root + "/" + $0 }, [FileSystem.parentFolder(of: project.configPath)])
        case .failure:
            let known = (snapshot?.keys.sorted() ?? []).map(FileSystem.parentFolder)
            return ([], Array(Set(known + [workingDirectory])).sorted())
        }
    }

    /// The content hash of each input: `specs` (already read, paths relative to `root`) and
    /// the files at `paths`; a folder (waited for) counts as changed when it appears.
    static func fingerprint(of paths: [String], specs: [SpecFile] = [], root: String = "") -> [String: ContentHash] {
        var result: [String: ContentHash] = [:]
        for (spec, hash) in zip(specs, Parallel.map(specs) { ContentHash($0.bytes) }) {
            result[root + "/" + spec.path] = hash
        }
        for path in paths where result[path] == nil {
            result[path] = FileSystem.isDirectory(path) ? ContentHash(Array("folder".utf8)) : ContentHash(FileSystem.read(path) ?? [])
        }
        return result
    }

    /// `Specs/A.yml changed`, `Specs/B.yml added`, `Specs/A.yml and 2 more changed`.
    func describe(changesFrom old: [String: ContentHash], to new: [String: ContentHash], root: String?) -> String {
        // A folder waited for (see `inputs`) is not named: the files that came with it are.
        let changed = Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
        let files = changed.filter { !FileSystem.isDirectory($0) }
        let paths = files.isEmpty ? changed : files
        guard let first = paths.first else { return "inputs changed" }
        let verb = old[first] == nil ? "added" : new[first] == nil ? "removed" : "changed"
        let name = Project.relative(first, to: workingDirectory, within: root)
        return paths.count == 1 ? "\(name) \(verb)" : "\(name) and \(paths.count - 1) more changed"
    }
}

/// Ctrl-C (SIGINT) and SIGTERM end `vmgen watch` between runs instead of killing it mid-write.
final class StopSignal: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var requested = false
    private var sources: [DispatchSourceSignal] = []

    static func install() -> StopSignal {
        let stop = StopSignal()
        for number in [SIGINT, SIGTERM] {
            // Ignored by the process so the dispatch source, not the default action, gets it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.request() }
            source.resume()
            stop.sources.append(source)
        }
        return stop
    }

    func request() {
        lock.withLock { requested = true }
        semaphore.signal()
    }

    var isRequested: Bool { lock.withLock { requested } }

    /// Sleeps up to `seconds`, waking early on a stop; returns whether to stop.
    func wait(seconds: Double) -> Bool {
        _ = semaphore.wait(timeout: .now() + seconds)
        return isRequested
    }

    func uninstall() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
