import VMGenKit

/// One pass of the pipeline over a project on disk: read the specs, templates and existing
/// outputs, run `Generator`, keep what is needed to report it. `generate`, `check` and
/// `watch` share it, so they can never disagree about what a project generates.
struct GenerationRun {
    let project: Project
    let specs: [SpecFile]
    /// Problems in the project's template overrides; errors here stop the run (exit 2).
    let templateDiagnostics: [Diagnostic]
    /// The generator's result; `nil` when the templates could not be used.
    let output: Generator.Output?
    /// Source text by display path, to quote lines in diagnostics.
    let sources: [String: String]

    init(project: Project) {
        self.project = project
        specs = project.specs()
        let overrides = project.templateOverrides()
        let (templates, templateDiagnostics) = TemplateLibrary.templateSet(overrides: overrides)
        self.templateDiagnostics = templateDiagnostics
        var sources: [String: String] = [:]
        for spec in specs { sources[project.display(spec.path)] = String(decoding: spec.bytes, as: UTF8.self) }
        for source in overrides.values { sources[source.displayPath] = source.text }
        self.sources = sources
        if templateDiagnostics.hasErrors {
            output = nil
        } else {
            let input = Generator.Input(config: project.config, specs: specs, templates: templates, existing: project.existingOutputs())
            output = Generator.run(input)
        }
    }

    var diagnostics: [Diagnostic] { templateDiagnostics + (output?.diagnostics ?? []) }

    var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }

    /// Prints every diagnostic (paths as the user sees them) and a note when there are no specs.
    func report(to console: Console) {
        let shown = diagnostics.sortedForOutput().map { diagnostic -> Diagnostic in
            var copy = diagnostic
            if let location = copy.location, !location.file.hasPrefix("(built-in)") {
                copy.location?.file = project.display(location.file)
            }
            return copy
        }
        if !shown.isEmpty {
            console.diagnostics(DiagnosticRenderer(sources: sources).render(shown))
        }
        if specs.isEmpty {
            console.info("vmgen: no specs in \(project.display(project.config.specs))")
        }
    }

    /// Carries out the plan. Returns the exit code and the one-line summary (`watch` prefixes
    /// it with what changed; `generate` prints it as is).
    func write(console: Console) -> (code: ExitCode, summary: String) {
        guard let output else { return (.usage, "the templates have errors; nothing written") }
        if output.diagnostics.hasErrors, output.plan.actions.isEmpty {
            return (.failure, "\(errorCount) error\(errorCount == 1 ? "" : "s"); nothing written")
        }
        let (ok, summary) = PlanWriter(project: project, console: console).apply(output.plan)
        return (ok && !output.diagnostics.hasErrors ? .success : .failure, summary)
    }
}
