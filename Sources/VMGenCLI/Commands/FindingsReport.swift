import Foundation
import VMGenKit

/// How `check` and `lint` print findings, apply a baseline and choose the exit code.
enum FindingsReport {
    static let options: [Option] = [
        Option(["--format"], value: "FORMAT", help: "text (default, for editors), json, sarif (code scanning) or github."),
        Option(["--output"], value: "FILE", help: "Write the report to FILE (default: json/sarif/github on stdout)."),
        Option(["--strict"], help: "Fail on warnings too."),
        Option(["--baseline"], value: "FILE", help: "Report only findings not in this baseline."),
        Option(["--write-baseline"], value: "FILE", help: "Write every current finding to FILE as the baseline, and succeed."),
    ]

    /// Prints `diagnostics` (project-relative paths) as asked and returns the exit code:
    /// 1 when an error (or, with --strict, a warning) remains after the baseline, else 0.
    static func emit(_ diagnostics: [Diagnostic], filesChecked: Int, project: Project, invocation: Invocation, what: String) throws(UsageError) -> ExitCode {
        let formatName = invocation.option("--format") ?? "text"
        guard let format = ReportFormat(rawValue: formatName) else {
            throw UsageError("unknown format '\(formatName)'\(Suggestion.didYouMean(formatName, in: ReportFormat.allCases.map(\.rawValue))) (text, json, sarif, github)")
        }
        let console = invocation.console
        if let path = invocation.option("--write-baseline") {
            try write(Baseline(diagnostics).rendered, to: path, invocation: invocation)
            console.info("vmgen: wrote a baseline of \(diagnostics.count) finding\(diagnostics.count == 1 ? "" : "s") to \(path)")
            return .success
        }
        var remaining = diagnostics
        if let path = invocation.option("--baseline") {
            let absolute = Project.absolute(path, from: invocation.workingDirectory)
            guard let bytes = FileSystem.read(absolute) else { throw UsageError("the baseline \(path) does not exist (write one with --write-baseline)") }
            let (baseline, problems) = Baseline.parse(bytes, path: path)
            guard let baseline else {
                console.diagnostics(DiagnosticRenderer().render(problems))
                return .usage
            }
            remaining = baseline.filter(diagnostics)
        }
        let shown = remaining.map { diagnostic -> Diagnostic in
            var copy = diagnostic
            if let file = copy.location?.file, !file.hasPrefix("(built-in)") { copy.location?.file = project.display(file) }
            return copy
        }.sortedForOutput()
        if format == .text {
            var sources: [String: String] = [:]
            for file in Set(shown.compactMap(\.location?.file)) {
                sources[file] = FileSystem.read(Project.absolute(file, from: invocation.workingDirectory)).map { String(decoding: $0, as: UTF8.self) }
            }
            let text = format.render(shown, filesChecked: filesChecked, sources: sources)
            if let path = invocation.option("--output") { try write(text, to: path, invocation: invocation) } else if !text.isEmpty { console.diagnostics(text) }
        } else {
            let text = format.render(shown, filesChecked: filesChecked)
            if let path = invocation.option("--output") { try write(text, to: path, invocation: invocation) } else { console.report(text) }
        }
        let errors = shown.filter { $0.severity == .error }.count
        let warnings = shown.filter { $0.severity == .warning }.count
        console.info("vmgen: \(filesChecked) \(what) checked, \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        let failing = errors > 0 || (invocation.flag("--strict") && warnings > 0)
        return failing ? .failure : .success
    }

    private static func write(_ text: String, to path: String, invocation: Invocation) throws(UsageError) {
        do {
            try FileSystem.writeAtomically(Array(text.utf8), to: Project.absolute(path, from: invocation.workingDirectory))
        } catch {
            throw UsageError(error.message)
        }
    }
}
