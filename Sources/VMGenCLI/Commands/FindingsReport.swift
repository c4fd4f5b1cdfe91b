import Foundation
import VMGenKit

/// How `check`, `lint` and `generate --check` print findings, apply a baseline and choose the exit code.
enum FindingsReport {
    /// `--format`, `--output` and `--absolute-paths`, which `generate` takes too.
    static let formatOptions: [Option] = [
        Option(["--format"], value: "FORMAT", help: "text (default), json, sarif (code scanning), github, checkstyle or junit."),
        Option(["--output"], value: "FILE", help: "Write the report to FILE, if new, empty or a vmgen report (else exit 2)."),
        .absolutePaths,
    ]

    static let options: [Option] = formatOptions + [
        Option(["--strict"], help: "Fail on warnings too."),
        Option(["--baseline"], value: "FILE", help: "Report only findings not in this baseline."),
        Option(["--write-baseline"], value: "FILE", help: "Write every finding to FILE as the baseline, and succeed (see --output)."),
    ]

    /// Prints `diagnostics` (project-relative paths) as asked and returns the exit code:
    /// 1 when an error (or, with --strict, a warning) remains after the baseline, else 0.
    /// `display` shows a path (default: `project.display`); `skipped` follows the count of
    /// files checked in the summary, e.g. ` (2 skipped: 2 generated)`. `source` gives the text
    /// a finding's excerpt is taken from, by project-relative path, when it is not the file on
    /// disk (`lint --fix --dry-run` reports on the text it would write). `command` (`lint`,
    /// `check`, `generate --check`) names the JUnit test suite.
    static func emit(
        _ diagnostics: [Diagnostic], filesChecked: Int, project: Project, invocation: Invocation, command: String, what: String,
        display: ((String) -> String)? = nil, skipped: String = "", source: ((String) -> [UInt8]?)? = nil
    ) throws(UsageError) -> ExitCode {
        let format = try format(invocation)
        let console = invocation.console
        if let path = invocation.option("--write-baseline") {
            try write(Baseline(diagnostics).rendered, to: path, option: "--write-baseline", invocation: invocation)
            console.info("vmgen: wrote a baseline of \(diagnostics.count) finding\(diagnostics.count == 1 ? "" : "s") to \(path)")
            return .success
        }
        var remaining = diagnostics
        switch try baseline(invocation) {
        case .none: break
        case .some(.success(let baseline)): remaining = baseline.filter(diagnostics)
        case .some(.failure(let problems)):
            console.diagnostics(console.renderer().render(problems.diagnostics))
            return .usage
        }
        var originals: [String: String] = [:]  // shown path → project-relative path
        let shown = remaining.map { diagnostic -> Diagnostic in
            var copy = diagnostic
            if let file = copy.location?.file, !file.hasPrefix("(built-in)") {
                copy.location?.file = display?(file) ?? project.display(file)
                originals[copy.location!.file] = file
            }
            return copy
        }.sortedForOutput()
        // The text format quotes each finding's line; SARIF hashes it into the fingerprint.
        var sources: [String: String] = [:]
        if format == .text || format == .sarif {
            for file in Set(shown.compactMap(\.location?.file)) {
                let bytes: [UInt8]?
                if let source, let original = originals[file] {
                    bytes = source(original)
                } else {
                    bytes = FileSystem.read(Project.absolute(file, from: invocation.workingDirectory))
                }
                sources[file] = bytes.map { String(decoding: $0, as: UTF8.self) }
            }
        }
        let text = format.render(shown, filesChecked: filesChecked, sources: sources, rulesDocument: try rulesDocument(format), command: command,
            pathBase: console.pathBase)
        if let path = invocation.option("--output") {
            try write(ReportFile.sealed(text, format: format), to: path, option: "--output", invocation: invocation)
        } else if format != .text {
            console.report(text)
        } else if !text.isEmpty {
            console.diagnostics(text)
        }
        let errors = shown.filter { $0.severity == .error }.count
        let warnings = shown.filter { $0.severity == .warning }.count
        // `what` is plural ("Swift files", "specs"): one is "1 Swift file", "1 spec".
        let noun = filesChecked == 1 && what.hasSuffix("s") ? String(what.dropLast()) : what
        console.info("vmgen: \(filesChecked) \(noun) checked\(skipped), \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        let failing = errors > 0 || (invocation.flag("--strict") && warnings > 0)
        return failing ? .failure : .success
    }

    /// The problems of a baseline file that cannot be read as one.
    struct BaselineProblems: Error {
        var diagnostics: [Diagnostic]
    }

    /// `--baseline FILE`, read: nil without the option; a usage error when the file is missing.
    static func baseline(_ invocation: Invocation) throws(UsageError) -> Result<Baseline, BaselineProblems>? {
        guard let path = invocation.option("--baseline") else { return nil }
        let absolute = Project.absolute(path, from: invocation.workingDirectory)
        let bytes: [UInt8]
        switch InputFile.read(absolute) {
        case .success(let read): bytes = read
        case .failure(let problem) where problem.reason == "does not exist":
            throw UsageError("the baseline \(path) does not exist (write one with --write-baseline)")
        case .failure(let problem): throw UsageError("the baseline \(path) \(problem.reason)")
        }
        let (baseline, problems) = Baseline.parse(bytes, path: path)
        return baseline.map { .success($0) } ?? .failure(BaselineProblems(diagnostics: problems))
    }

    /// The URL of docs/rules.md that SARIF's `helpUri`s point into, from `VMGEN_RULES_URL`
    /// (e.g. `https://github.com/acme/vmgen/blob/v0.1.0/docs/rules.md`): vmgen has no canonical
    /// home, and SARIF needs an absolute URI there, so without it there is no `helpUri`.
    static func rulesDocument(_ format: ReportFormat) throws(UsageError) -> String? {
        guard format == .sarif, let value = ProcessInfo.processInfo.environment["VMGEN_RULES_URL"], !value.isEmpty else { return nil }
        guard let url = URL(string: value), let scheme = url.scheme, !scheme.isEmpty, url.host != nil else {
            throw UsageError("VMGEN_RULES_URL '\(value)' is not an absolute URL; SARIF's helpUri needs one, e.g. https://github.com/OWNER/vmgen/blob/main/docs/rules.md")
        }
        return value
    }

    /// `--format`, or a usage error.
    static func format(_ invocation: Invocation) throws(UsageError) -> ReportFormat {
        let formatName = invocation.option("--format") ?? "text"
        guard let format = ReportFormat(rawValue: formatName) else {
            throw UsageError("unknown format '\(formatName)'\(Suggestion.didYouMean(formatName, in: ReportFormat.allCases.map(\.rawValue))) (\(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return format
    }

    /// Refuses, before any work, every file the invocation would write a report or baseline
    /// to that vmgen cannot prove it wrote (`ReportDestination`): a usage error, exit 2, the file
    /// left as it is. `--output` naming the `--baseline` being read is refused too: the report
    /// would replace the baseline.
    static func checkDestinations(_ invocation: Invocation) throws(UsageError) {
        let cwd = invocation.workingDirectory
        if invocation.option("--output") != nil, invocation.option("--write-baseline") != nil {
            // The baseline run writes no report: an --output beside it would be ignored in silence.
            throw UsageError("--write-baseline writes the baseline and no report; leave out --output, or write the report in another run")
        }
        for option in ["--output", "--write-baseline"] {
            guard let path = invocation.option(option) else { continue }
            if let problem = ReportDestination.problem(option: option, path: path, workingDirectory: cwd) { throw UsageError(problem) }
        }
        if let output = invocation.option("--output"), let baseline = invocation.option("--baseline"), invocation.option("--write-baseline") == nil,
            FileSystem.realPath(Project.absolute(output, from: cwd)) == FileSystem.realPath(Project.absolute(baseline, from: cwd))
        {
            throw UsageError("--output \(output): it is the --baseline file, which the report would replace; write the report to another path")
        }
    }

    /// Writes a report or baseline, asking `ReportDestination` once more first: the file may
    /// have changed while the run checked.
    private static func write(_ text: String, to path: String, option: String, invocation: Invocation) throws(UsageError) {
        if let problem = ReportDestination.problem(option: option, path: path, workingDirectory: invocation.workingDirectory) { throw UsageError(problem) }
        do {
            try FileSystem.writeAtomically(Array(text.utf8), to: Project.absolute(path, from: invocation.workingDirectory))
        } catch {
            throw UsageError(error.message)
        }
    }
}
