import VMGenKit

/// `vmgen generate`: the default command.
enum GenerateCommand {
    static let command = Command(
        name: "generate",
        summary: "Generate every file the specs describe (the default command).",
        usage: "vmgen generate [--check [--format FORMAT] | --dry-run] [--diff] [--adopt [PATH…]] [options]",
        description: """
            Reads vmgen.yml and every spec in its spec folder, runs the spec rules, and writes the
            ViewModel, Operations, Request, Factory, enum and localization files. Only files whose
            bytes change are rewritten; code between vmgen:begin and vmgen:end is kept; files
            without vmgen's header are never touched. Files whose spec is gone are deleted — but a
            run that would delete every generated file and generate none needs --allow-delete-all.
            With --check, --format json, sarif, github, checkstyle or junit reports each file that
            would change as a finding on that file, beside the spec findings (CI annotations, code
            scanning, CI test reports).
            A generated file vmgen cannot prove it wrote — edited outside its protected regions,
            or a localization file of an earlier vmgen whose text the spec now gives otherwise —
            is left untouched and reported; --adopt PATH… shows each named file's difference
            and writes vmgen's version, keeping the code in its protected regions (--adopt
            alone: every such file; with --dry-run it only shows). It never adopts a file
            without vmgen's header, another project's file, or a symbolic link.
            """,
        options: [
            .config,
            Option(["--check"], help: "Write nothing; list the files that would change; exit 1 if any (CI)."),
            Option(["--dry-run"], help: "Print what would be written; write nothing."),
            Option(["--diff"], help: "With --check or --dry-run, also print a unified diff of each change."),
            Option(["--list-outputs"], help: "Print the path of every file the specs generate; write nothing."),
            Option(["--list-inputs"], help: "Print the config, spec and template files a run reads, one per line."),
            Option(["--output-root"], value: "DIR", help: "Write generated files under DIR instead of the project folder."),
            AdoptOption.option,
            Option(["--allow-delete-all"], help: "Allow a run that deletes every generated file (no spec left)."),
            Option(["--expect-outputs"], value: "FILE", help: "Exit 2, writing nothing, unless the outputs are those FILE lists."),
            Option(["--link-inputs"], value: "DIR", help: "Hard-link each file --list-inputs names into DIR first (the build plugin)."),
            .noCache,
        ] + FindingsReport.formatOptions,
        maxPositionals: Int.max,
        run: run)

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        let modes = ["--check", "--dry-run", "--list-outputs", "--list-inputs"].filter(invocation.flag)
        if modes.count > 1 {
            throw UsageError("\(modes[0]) and \(modes[1]) cannot be used together")
        }
        if invocation.flag("--diff"), !invocation.flag("--check"), !invocation.flag("--dry-run") {
            throw UsageError("--diff needs --check or --dry-run")
        }
        let adopting = invocation.flag("--adopt")
        if !adopting, let path = invocation.arguments.positionals.first {
            throw UsageError("generate takes no file names ('\(path)'); to take back generated files vmgen cannot prove it wrote, name them after --adopt")
        }
        if adopting, let other = ["--check", "--list-outputs", "--list-inputs", "--format", "--output", "--expect-outputs"].first(where: { invocation.flag($0) || invocation.option($0) != nil }) {
            throw UsageError("--adopt and \(other) cannot be used together")
        }
        let reporting = try reportFormat(invocation)
        if reporting != nil { try FindingsReport.checkDestinations(invocation) }
        let console = invocation.console
        guard let project = try invocation.openProject(outputRoot: invocation.option("--output-root")) else { return .usage }
        // The build plugin's links to the inputs, made before the run reads them.
        if let folder = invocation.option("--link-inputs").map({ Project.absolute($0, from: invocation.workingDirectory) }) {
            if let problem = InputLinks.problem(folder) { throw UsageError(problem) }
            InputLinks.refresh(project.inputFiles(), root: project.root, into: folder)
        }
        if invocation.flag("--list-inputs") {
            for path in project.inputFiles() { console.outLine(path) }
            return .success
        }
        if !invocation.flag("--list-outputs") { SchemaFiles.reportStale(root: project.root, console: console) }

        // `--diff` needs what vmgen would write over a file edited by hand, which a replayed
        // run does not hold, so it runs the whole pipeline.
        // `--adopt` needs it too: what vmgen would write over each file it adopts.
        let useRecord = !invocation.flag("--no-cache") && !invocation.flag("--list-outputs") && !invocation.flag("--diff") && !adopting
        // A progress line on a terminal while the specs are checked and rendered, and another
        // while files are written; each is gone before anything else is printed.
        let progress = ProgressCounter()
        let stage = { @Sendable (_: Int) in ProgressLine.stage(of: "generate", progress, unit: "files") }
        let rendering = invocation.flag("--list-outputs") ? nil : ProgressLine(console: console, counter: progress, text: stage)
        var run = GenerationRun(project: project, useRecord: useRecord, progress: progress)
        // `--expect-outputs` (the build plugin, on every build) compares the rendered paths: a
        // replayed or incremental run tells them from the record's summaries, when it has them.
        if invocation.option("--expect-outputs") != nil, run.output != nil, run.renderedPaths == nil {
            run = GenerationRun(project: project, useRecord: false, progress: progress)
        }
        rendering?.stop()
        var adopted: Adoption.Outcome?
        if adopting {
            switch adopt(&run, invocation: invocation, project: project) {
            case .success(let outcome): adopted = outcome
            case .failure: return .usage
            }
        }
        if reporting != nil {
            run.announceReplay(to: console)
        } else {
            run.report(to: console)
        }
        guard let output = run.output else {
            if reporting != nil { _ = try FindingsReport.emit(run.diagnostics, filesChecked: run.specs.count, project: project, invocation: invocation, command: "generate --check", what: "specs") }
            return .usage
        }
        if invocation.flag("--list-outputs") {
            // Paths relative to the project (and so to --output-root): the build-tool plugin
            // declares them as its outputs before it runs vmgen.
            guard !output.diagnostics.hasErrors else { return .failure }
            for path in output.renderedPaths { console.outLine(path) }
            return .success
        }
        if let list = invocation.option("--expect-outputs"), !output.diagnostics.hasErrors,
            let problem = try ExpectedOutputs.problem(run.renderedPaths ?? output.renderedPaths, listedIn: Project.absolute(list, from: invocation.workingDirectory))
        {
            console.error(problem)
            return .usage
        }
        if reporting != nil {
            return try reportCheck(run, output, project: project, invocation: invocation)
        }
        if invocation.flag("--check") || invocation.flag("--dry-run") {
            if output.diagnostics.hasErrors, output.plan.actions.isEmpty {
                console.info("vmgen: \(run.errorCount) error\(run.errorCount == 1 ? "" : "s"); nothing written")
                return .failure
            }
            let writer = PlanWriter(project: project, console: console)
            if let refused = writer.refuse(output.plan) {
                console.info("vmgen: " + refused)
                return .usage
            }
            if let adopted { AdoptOption.show(adopted, plan: output.plan, verb: "would adopt", diff: !invocation.flag("--diff"), project: project, console: console) }
            let handEdited = Self.handEdited(output)
            let drift = writer.report(output.plan, verb: "would", diff: invocation.flag("--diff"), handEdited: handEdited)
            let checking = invocation.flag("--check")
            if checking, drift { console.info("vmgen: generated files are out of date; run 'vmgen generate'") }
            // A passing check says so in one line (CI logs and pre-commit hooks read it; -q hides it).
            if checking, !drift, !output.diagnostics.hasErrors {
                console.info("vmgen: generated files are up to date with the \(run.specs.count) spec\(run.specs.count == 1 ? "" : "s")")
            }
            summarize(handEdited, to: console)
            return output.diagnostics.hasErrors || (checking && drift) ? .failure : .success
        }
        if let adopted {
            // Shown before anything is written; links and paths out of the project are refused first.
            if let refused = PlanWriter(project: project, console: console).refuse(output.plan) {
                console.info("vmgen: " + refused)
                return .usage
            }
            AdoptOption.show(adopted, plan: output.plan, verb: "adopting", project: project, console: console)
        }
        let writing = ProgressLine(console: console, counter: progress, text: stage)
        let (code, summary) = run.write(console: console, deletingAll: invocation.flag("--allow-delete-all"), progress: progress)
        writing?.stop()
        console.info("vmgen: " + summary)
        return code
    }

    /// `--adopt [PATH…]`: the named files checked on disk, then taken into the run's plan
    /// (`GenerationRun.adopt`). A file that cannot be adopted stops the run before it writes
    /// anything (exit 2), each reason printed.
    private static func adopt(_ run: inout GenerationRun, invocation: Invocation, project: Project) -> Result<Adoption.Outcome?, AdoptOption.Refused> {
        let console = invocation.console
        switch AdoptOption.request(invocation.arguments.positionals, project: project, cwd: invocation.workingDirectory) {
        case .failure(let refused):
            for message in refused.messages { console.error(message) }
            console.info("vmgen: nothing adopted, nothing written")
            return .failure(refused)
        case .success(let request):
            guard let outcome = run.adopt(request) else { return .success(nil) }
            guard outcome.refusals.isEmpty else {
                for message in outcome.refusals { console.error(message) }
                console.info("vmgen: nothing adopted, nothing written")
                return .failure(AdoptOption.Refused(messages: outcome.refusals))
            }
            return .success(outcome)
        }
    }

    /// `--format`/`--output`: `nil` for the plain `--check` output (text on the terminal);
    /// else the format `--check` reports in. They need `--check`, and `--diff` then needs
    /// `--output` (the report takes standard output).
    private static func reportFormat(_ invocation: Invocation) throws(UsageError) -> ReportFormat? {
        let format = try FindingsReport.format(invocation)
        let toFile = invocation.option("--output") != nil
        guard format != .text || toFile else { return nil }
        guard invocation.flag("--check") else {
            throw UsageError("\(invocation.option("--format") != nil ? "--format" : "--output") goes with --check (vmgen generate --check --format \(format.rawValue))")
        }
        if invocation.flag("--diff"), !toFile {
            throw UsageError("--diff with --format \(format.rawValue) needs --output FILE: the report takes standard output")
        }
        return format
    }

    /// `--check` in a report format: spec findings at their line and column, and each file the
    /// run would create, update or delete as a finding on that file (`StaleFiles`), through the
    /// same writers as `lint` and `check`. Exit codes as plain `--check`: 1 when an error or a
    /// stale file remains, 2 when the plan is refused.
    private static func reportCheck(_ run: GenerationRun, _ output: Generator.Output, project: Project, invocation: Invocation) throws(UsageError) -> ExitCode {
        let console = invocation.console
        let writer = PlanWriter(project: project, console: console)
        if let refused = writer.refuse(output.plan) {
            console.info("vmgen: " + refused)
            return .usage
        }
        // With the report in a file, standard output still lists the changes (and diffs).
        let handEdited = Self.handEdited(output)
        if invocation.option("--output") != nil {
            _ = writer.report(output.plan, verb: "would", diff: invocation.flag("--diff"), handEdited: handEdited)
        }
        let stale = StaleFiles.findings(output.plan)
        let outputs = Set(stale.compactMap(\.location?.file))
        let code = try FindingsReport.emit(
            run.diagnostics + stale, filesChecked: run.specs.count, project: project, invocation: invocation, command: "generate --check", what: "specs",
            display: { outputs.contains($0) ? project.displayOutput($0) : project.display($0) })
        if !stale.isEmpty { console.info("vmgen: generated files are out of date; run 'vmgen generate'") }
        summarize(handEdited, to: console)
        return code
    }

    /// The generated files kept because they were edited by hand, by project-relative path:
    /// from the findings, which a replayed run has too.
    private static func handEdited(_ output: Generator.Output) -> Set<String> {
        Set(output.diagnostics.compactMap { diagnostic in
            diagnostic.code.map(WritePlanner.handEditCodes.contains) == true ? diagnostic.location?.file : nil
        })
    }

    /// Counts the files edited by hand: `generate` would not fix them, so they are not "out
    /// of date" — the finding on each says what to do.
    private static func summarize(_ handEdited: Set<String>, to console: Console) {
        guard !handEdited.isEmpty else { return }
        let one = handEdited.count == 1
        console.info("vmgen: \(handEdited.count) generated file\(one ? " was" : "s were") edited by hand; 'vmgen generate' leaves \(one ? "it" : "them") untouched (see the error\(one ? "" : "s") above); 'vmgen generate --adopt PATH…' shows the difference and takes vmgen's version")
    }
}
