import VMGenKit

/// `vmgen generate` (and `vmgen check`, which stops after the rules).
enum GenerateCommand {
    static let flags: Set<String> = ["--check", "--dry-run", "--diff", "-q", "--quiet", "-v", "--verbose", "-h", "--help"]
    static let options: Set<String> = ["--config"]

    static func run(_ words: [String], console: inout Console, checkOnly: Bool = false) -> ExitCode {
        let name = checkOnly ? "check" : "generate"
        let arguments: Arguments
        switch Arguments.parse(words, knownFlags: flags, knownOptions: options) {
        case .success(let parsed): arguments = parsed
        case .failure(let failure):
            console.usageError(failure.message, usage: checkOnly ? "vmgen check [options]" : "vmgen generate [options]", command: name)
            return .usage
        }
        if arguments.flags.contains("--help") || arguments.flags.contains("-h") {
            console.out(checkOnly ? Help.check : Help.generate)
            return .success
        }
        if let extra = arguments.positionals.first {
            console.usageError("unexpected argument '\(extra)'", usage: "vmgen \(name) [options]", command: name)
            return .usage
        }
        console.quiet = arguments.flags.contains("-q") || arguments.flags.contains("--quiet")
        console.verbose = arguments.flags.contains("-v") || arguments.flags.contains("--verbose")

        let project: Project
        switch Project.load(configOption: arguments.options["--config"]) {
        case .success(let loaded): project = loaded
        case .failure(.notFound(let message)):
            console.usageError(message, usage: "vmgen \(name) [--config FILE]", command: name)
            return .usage
        case .failure(.invalid(let diagnostics, let source, let path)):
            console.diagnostics(DiagnosticRenderer(sources: [path: source]).render(diagnostics.sortedForOutput()))
            return .usage
        }

        let specs = project.specs()
        let (templates, templateDiagnostics) = TemplateLibrary.templateSet(overrides: project.templateOverrides())
        var sources: [String: String] = [:]
        for spec in specs { sources[project.display(spec.path)] = String(decoding: spec.bytes, as: UTF8.self) }
        for source in project.templateOverrides().values { sources[source.displayPath] = source.text }
        if templateDiagnostics.hasErrors {
            report(templateDiagnostics, project: project, sources: sources, console: console)
            return .usage
        }

        let input = Generator.Input(config: project.config, specs: specs, templates: templates, existing: project.existingOutputs())
        let output = Generator.run(input)
        report(templateDiagnostics + output.diagnostics, project: project, sources: sources, console: console)
        if specs.isEmpty {
            console.info("vmgen: no specs in \(project.display(project.config.specs))")
        }
        if checkOnly {
            return output.diagnostics.hasErrors ? .failure : .success
        }
        if output.diagnostics.hasErrors, output.plan.actions.isEmpty {
            let count = output.diagnostics.filter { $0.severity == .error }.count
            console.info("vmgen: \(count) error\(count == 1 ? "" : "s"); nothing written")
            return .failure
        }
        let writer = PlanWriter(project: project, console: console)
        let drift: Bool
        if arguments.flags.contains("--check") {
            drift = writer.report(output.plan, verb: "would", diff: arguments.flags.contains("--diff"))
            if drift { console.info("vmgen: generated files are out of date; run 'vmgen generate'") }
        } else if arguments.flags.contains("--dry-run") {
            _ = writer.report(output.plan, verb: "would", diff: arguments.flags.contains("--diff"))
            drift = false
        } else {
            guard writer.apply(output.plan) else { return .failure }
            drift = false
        }
        return output.diagnostics.hasErrors || drift ? .failure : .success
    }

    static func report(_ diagnostics: [Diagnostic], project: Project, sources: [String: String], console: Console) {
        guard !diagnostics.isEmpty else { return }
        let shown = diagnostics.sortedForOutput().map { diagnostic -> Diagnostic in
            var copy = diagnostic
            if let location = copy.location, !location.file.hasPrefix("(built-in)") {
                copy.location?.file = project.display(location.file)
            }
            return copy
        }
        console.diagnostics(DiagnosticRenderer(sources: sources).render(shown))
    }
}
