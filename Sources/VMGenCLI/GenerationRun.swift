import Foundation
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
    /// What `output` was computed from, to compute it again over fresh outputs (`write`).
    private let input: Generator.Input?
    /// The output folders as they were before they were read (see `write`).
    private let outputStamps: [String: FileSystem.Stamp]

    init(project: Project) {
        self.project = project
        // Stamped before reading: a file changed after this is noticed by `write`, whatever
        // the order of the change and the read.
        outputStamps = FileSystem.snapshot(of: project.config.outputFolders.map(project.absolute))
        specs = project.specs()
        let overrides = project.templateOverrides()
        let (templates, templateDiagnostics) = TemplateLibrary.templateSet(overrides: overrides)
        self.templateDiagnostics = templateDiagnostics
        var sources: [String: String] = [:]
        for spec in specs { sources[project.display(spec.path)] = String(decoding: spec.bytes, as: UTF8.self) }
        for source in overrides.values { sources[source.displayPath] = source.text }
        self.sources = sources
        if templateDiagnostics.hasErrors {
            input = nil
            output = nil
        } else {
            let input = Generator.Input(config: project.config, specs: specs, templates: templates, existing: project.existingOutputs())
            self.input = input
            output = Generator.run(input)
        }
    }

    var diagnostics: [Diagnostic] { templateDiagnostics + (output?.diagnostics ?? []) }

    var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }

    /// Prints every diagnostic (paths as the user sees them) and a note when there are no specs.
    func report(to console: Console) {
        print(diagnostics, to: console)
        if specs.isEmpty {
            console.info("vmgen: no specs in \(project.display(project.config.specs))")
        }
    }

    private func print(_ diagnostics: [Diagnostic], to console: Console) {
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
    }

    /// Carries out the plan. Returns the exit code and the one-line summary (`watch` prefixes
    /// it with what changed; `generate` prints it as is).
    ///
    /// Writing holds the output folder's lock (`ProjectLock`), so runs on one project take
    /// turns. Under the lock the output folders are compared with how they were when this run
    /// read them; if another run wrote in between, the plan is made again over what is there
    /// now, so a run never writes a plan made against files that have since changed.
    func write(console: Console) -> (code: ExitCode, summary: String) {
        guard var output, let input else { return (.usage, "the templates have errors; nothing written") }
        if output.diagnostics.hasErrors, output.plan.actions.isEmpty {
            return (.failure, "\(errorCount) error\(errorCount == 1 ? "" : "s"); nothing written")
        }
        let folders = project.config.outputFolders.map(project.absolute)
        var lock: ProjectLock?
        if !output.plan.changes.isEmpty || hasLeftoverTemporaryFiles {
            switch ProjectLock.acquire(project.outputRoot, timeout: ProjectLock.timeout, waiting: {
                let place = project.outputDisplayPrefix.isEmpty ? "this project" : String(project.outputDisplayPrefix.dropLast())
                console.info("vmgen: waiting for another vmgen run in \(place) to finish…")
            }) {
            case .locked(let acquired):
                lock = acquired
            case .unsupported(let reason):
                console.detail("vmgen: cannot lock \(project.outputRoot) (\(reason)); writing without the lock")
            case .failed(let message):
                console.err("error: \(message)\n")
                return (.failure, "nothing written")
            }
            for path in FileSystem.removeLeftoverTemporaryFiles(under: folders) {
                console.detail("removed \(path), left by a vmgen run that was stopped")
            }
            if Self.withoutTemporaryFiles(FileSystem.snapshot(of: folders)) != Self.withoutTemporaryFiles(outputStamps) {
                var fresh = input
                fresh.existing = project.existingOutputs()
                let again = Generator.run(fresh)
                let known = Set(output.diagnostics)
                print(again.diagnostics.filter { !known.contains($0) }, to: console)
                console.detail("vmgen: the output folders changed while this run read them; planned again")
                output = again
            }
        }
        defer { lock?.release() }
        let (ok, summary) = PlanWriter(project: project, console: console).apply(output.plan)
        return (ok && !output.diagnostics.hasErrors ? .success : .failure, summary)
    }

    /// Whether a stopped run left temporary files (seen when this run read the folders).
    private var hasLeftoverTemporaryFiles: Bool {
        outputStamps.keys.contains(where: Self.isTemporary)
    }

    private static func isTemporary(_ path: String) -> Bool {
        FileSystem.temporaryOwner((path as NSString).lastPathComponent) != nil
    }

    /// Temporary files come and go with runs (and are cleaned up): they are not outputs.
    private static func withoutTemporaryFiles(_ stamps: [String: FileSystem.Stamp]) -> [String: FileSystem.Stamp] {
        stamps.filter { !isTemporary($0.key) }
    }
}
