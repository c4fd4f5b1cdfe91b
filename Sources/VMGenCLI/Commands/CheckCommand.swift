/// `vmgen check`: the spec rules only.
enum CheckCommand {
    static let command = Command(
        name: "check",
        summary: "Run the spec rules without generating anything.",
        usage: "vmgen check [--config FILE] [--format FORMAT] [--strict]",
        description: """
            Parses every spec and runs the spec rules, printing each finding with its file, line
            and column. Writes nothing.
            """,
        options: [.config, .noCache] + FindingsReport.options,
        run: run)

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        guard let project = try invocation.openProject() else { return .usage }
        SchemaFiles.reportStale(root: project.root, console: invocation.console)
        let run = GenerationRun(project: project, useRecord: !invocation.flag("--no-cache"))
        guard run.output != nil else {
            // Templates that cannot be used: exit 2 as ever, but a CI format still gets them.
            if try FindingsReport.format(invocation) != .text || invocation.option("--output") != nil {
                run.announceReplay(to: invocation.console)
                _ = try FindingsReport.emit(run.diagnostics, filesChecked: run.specs.count, project: project, invocation: invocation, what: "specs")
            } else {
                run.report(to: invocation.console)
            }
            return .usage
        }
        run.announceReplay(to: invocation.console)
        return try FindingsReport.emit(run.diagnostics, filesChecked: run.specs.count, project: project, invocation: invocation, what: "specs")
    }
}
