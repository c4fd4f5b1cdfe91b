import Foundation
import VMGenKit

/// `vmgen check`: the spec rules only.
enum CheckCommand {
    static let command = Command(
        name: "check",
        summary: "Run the spec rules without generating anything.",
        usage: "vmgen check [SPEC|FOLDER...] [--config FILE] [--format FORMAT] [--strict]",
        description: """
            Parses every spec and runs the spec rules, printing each finding with its file, line
            and column. Writes nothing. With SPEC files (or folders of specs), reports only their
            findings (the whole project is still read, so rules across specs decide as in a full
            check); the exit code is that of a check of those files. --format json, sarif,
            github, checkstyle or junit reports in the formats of 'lint' and 'generate --check'.
            """,
        options: [.config, .noCache] + FindingsReport.options,
        maxPositionals: Int.max,
        run: run)

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        let named = invocation.arguments.positionals
        if !named.isEmpty, invocation.option("--write-baseline") != nil {
            throw UsageError("--write-baseline checks the whole project: a baseline of some specs would drop the others' entries; run it without SPEC files")
        }
        try FindingsReport.checkDestinations(invocation)
        guard let project = try invocation.openProject() else { return .usage }
        SchemaFiles.reportStale(root: project.root, console: invocation.console)
        let run = GenerationRun(project: project, useRecord: !invocation.flag("--no-cache"))
        let selected = named.isEmpty ? nil : try specPaths(named, of: project, specs: run.specs, invocation: invocation)
        guard run.output != nil else {
            // Templates that cannot be used: exit 2 as ever, but a CI format still gets them.
            if try FindingsReport.format(invocation) != .text || invocation.option("--output") != nil {
                run.announceReplay(to: invocation.console)
                _ = try FindingsReport.emit(run.diagnostics, filesChecked: selected?.count ?? run.specs.count, project: project, invocation: invocation, command: "check", what: "specs")
            } else {
                run.report(to: invocation.console)
            }
            return .usage
        }
        run.announceReplay(to: invocation.console)
        guard let selected else {
            return try FindingsReport.emit(run.diagnostics, filesChecked: run.specs.count, project: project, invocation: invocation, command: "check", what: "specs")
        }
        let findings = run.diagnostics.filter { $0.location.map { selected.contains($0.file) } ?? false }
        return try FindingsReport.emit(findings, filesChecked: selected.count, project: project, invocation: invocation, command: "check", what: selected.count == 1 ? "spec" : "specs")
    }

    /// The project-relative paths of the spec files named on the command line (relative to
    /// the working folder); a usage error for a name that is not one of the project's specs.
    private static func specPaths(_ names: [String], of project: Project, specs: [SpecFile], invocation: Invocation) throws(UsageError) -> Set<String> {
        let known = Set(specs.map(\.path))
        var paths = Set<String>()
        for name in names {
            let absolute = Project.absolute(name, from: invocation.workingDirectory)
            let path = absolute.hasPrefix(project.root + "/") ? String(absolute.dropFirst(project.root.count + 1)) : absolute
            if known.contains(path) {
                paths.insert(path)
                continue
            }
            // A folder: every spec under it (`vmgen check Specs/Orders`).
            if FileSystem.isDirectory(absolute) {
                let inside = absolute == project.root ? known : known.filter { $0.hasPrefix(path + "/") }
                guard !inside.isEmpty else {
                    throw UsageError("\(name) holds no spec of this project (its specs are the .yml files in \(project.display(project.config.specs)))")
                }
                paths.formUnion(inside)
                continue
            }
            var status = stat()
            guard lstat(absolute, &status) == 0 else {
                throw UsageError("\(name) does not exist\(Suggestion.didYouMean(name, in: specs.map { project.display($0.path) }))")
            }
            // Something is there that vmgen does not read as a spec: say what (a FIFO, a link
            // that leads nowhere), not that it is missing.
            if let problem = InputFile.problem(absolute) { throw UsageError("\(name) \(problem.reason)") }
            throw UsageError("\(name) is not a spec of this project (its specs are the .yml files in \(project.display(project.config.specs))); 'specs:' in \(project.configDisplayPath) names that folder")
        }
        return paths
    }
}
