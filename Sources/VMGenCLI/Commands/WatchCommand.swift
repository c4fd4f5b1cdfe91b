import VMGenKit

/// `vmgen watch`: regenerate whenever a spec, template or the config changes.
enum WatchCommand {
    static let command = Command(
        name: "watch",
        summary: "Regenerate whenever a spec, a template or vmgen.yml changes.",
        usage: "vmgen watch [--config FILE] [--interval SECONDS] [--max-runs N]",
        description: """
            Generates once, then checks the config, the specs and the project's templates every
            --interval seconds and generates again when one of them changed, printing one line
            per run (what changed, and what was written). Problems are reported and watching
            goes on. Stop it with Ctrl-C (exit 0).
            """,
        options: [
            .config,
            Option(["--interval"], value: "SECONDS", help: "How often to look for changes (default: 0.5)."),
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
        if case .failure(let failure) = start, case .wrongVersion = failure {
            invocation.console.reportConfigProblems(failure)
            return .usage
        }

        let console = invocation.console
        let stop = StopSignal.install()
        defer { stop.uninstall() }
        console.info("vmgen: watching the config, specs and templates every \(interval)s; press Ctrl-C to stop")
        var watcher = Watcher(configOption: invocation.option("--config"), workingDirectory: invocation.workingDirectory, console: console)
        var lastCode = ExitCode.success
        while !stop.isRequested {
            if let code = watcher.poll() {
                lastCode = code
                if let maxRuns, watcher.runs >= maxRuns { break }
            }
            if stop.wait(seconds: interval) { break }
        }
        console.info("vmgen: stopped watching")
        return maxRuns == nil ? .success : lastCode
    }
}
