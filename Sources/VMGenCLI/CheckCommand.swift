/// `vmgen check`: the spec rules only.
enum CheckCommand {
    static let command = Command(
        name: "check",
        summary: "Run the spec rules without generating anything.",
        usage: "vmgen check [--config FILE]",
        description: """
            Parses every spec and runs the spec rules, printing each finding with its file, line
            and column. Writes nothing.
            """,
        options: [.config],
        run: run)

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        guard let project = try invocation.openProject() else { return .usage }
        let run = GenerationRun(project: project)
        run.report(to: invocation.console)
        guard let output = run.output else { return .usage }
        return output.diagnostics.hasErrors ? .failure : .success
    }
}
