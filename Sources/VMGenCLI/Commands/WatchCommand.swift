import VMGenKit

/// `vmgen watch`: regenerate whenever a spec, template or the config changes.
enum WatchCommand {
    static let command = Command(
        name: "watch",
        summary: "Regenerate whenever a spec, a template or vmgen.yml changes.",
        usage: "vmgen watch [--config FILE] [--poll] [--interval SECONDS] [--max-runs N]",
        description: """
            Generates once, then generates again whenever the config, a spec or one of the
            project's templates changes, printing one line per run (the time, what changed, and
            what was written). It waits for the system's change notifications (inotify on Linux) where
            there are some, and otherwise looks every --interval seconds. A run after a text
            edit redoes only the edited specs. Problems are reported and watching goes on. Stop
            it with Ctrl-C (exit 0).
            """,
        options: [
            .config,
            Option(["--interval"], value: "SECONDS", help: "How often to look for changes when polling (default: 0.5)."),
            Option(["--poll"], help: "Poll instead of waiting for change notifications (network file systems)."),
            Option(["--max-runs"], value: "N", help: "Stop after N runs and exit with the last run's code (scripts, tests)."),
        ],
        run: run)

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        var interval = 0.5
        if let text = invocation.option("--interval") {
            guard let value = Double(text), value > 0, value <= 3600 else {
                throw UsageError("--interval takes a number of seconds between 0 and 3600, e.g. 0.5; not '\(text)'")
            }
            interval = value
        }
        var maxRuns: Int?
        if let text = invocation.option("--max-runs") {
            guard let value = Int(text), value >= 1 else {
                throw UsageError("--max-runs takes a whole number of at least 1, not '\(text)'")
            }
            maxRuns = value
        }
        // A project that cannot be found, or needs another vmgen, is refused; one whose config
        // has errors is watched until they are fixed.
        let start = Project.load(configOption: invocation.option("--config"), cwd: invocation.workingDirectory)
        if case .failure(.notFound(let message)) = start { throw UsageError(message) }
        if case .failure(.unreadable(let message)) = start { throw UsageError(message) }
        if case .failure(let failure) = start, case .wrongVersion = failure {
            invocation.console.reportConfigProblems(failure)
            return .usage
        }

        let console = invocation.console
        let stop = StopSignal.install()
        defer { stop.uninstall() }
        var watcher = Watcher(configOption: invocation.option("--config"), workingDirectory: invocation.workingDirectory, console: console)
        var events = invocation.flag("--poll") ? nil : FileEvents.make()
        var watchedFolders = watcher.watchedFolders()
        if let notifications = events, !notifications.watch(trees: watchedFolders.trees, folders: watchedFolders.folders) {
            events = nil
        }
        console.info("vmgen: watching the config, specs and templates " + (events == nil ? "every \(interval)s" : "for changes") + "; press Ctrl-C to stop")
        var lastCode = ExitCode.success
        while !stop.isRequested {
            if let code = watcher.poll() {
                lastCode = code
                if let maxRuns, watcher.runs >= maxRuns { break }
            }
            if let notifications = events {
                // Asleep until something changes; a stop is looked for every tenth of a second.
                while !stop.isRequested, !notifications.wait(seconds: 0.1) {}
                let folders = watcher.watchedFolders()
                // The config may now name other folders; a new folder must be watched too.
                if folders != watchedFolders || notifications.foldersChanged, !notifications.watch(trees: folders.trees, folders: folders.folders) {
                    console.info("vmgen: cannot watch the inputs for changes any more (too many folders?); looking every \(interval)s instead")
                    events = nil
                }
                watchedFolders = folders
            } else if stop.wait(seconds: interval) {
                break
            }
        }
        console.info("vmgen: stopped watching")
        return maxRuns == nil ? .success : lastCode
    }
}
