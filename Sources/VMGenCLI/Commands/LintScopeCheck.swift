import VMGenKit

/// A lint that would check nothing is a mistake — a wrong path, a `lint.include` that selects
/// no Swift file, an exclude that covers everything — not a pass: it says so and exits 2.
///
/// Files skipped on purpose are not a mistake when the user named them one by one (a
/// pre-commit hook passes the staged files, generated ones among them), and generated files
/// never are (a project may have no hand-written Swift yet); the summary counts both.
extension LintScope {
    /// Why `targets` leaves nothing to check, as a config diagnostic (when vmgen.yml's
    /// `lint.include` chose the files) or a usage error; `nil` when there is something, or
    /// when only files skipped on purpose are left.
    static func nothingToCheck(_ targets: Targets, arguments: [String], project: Project, hasConfig: Bool) throws(UsageError) -> Project.Failure? {
        if !targets.swift.isEmpty { return nil }
        if targets.found > 0, targets.filesNamed { return nil }
        let why = targets.found == 0 ? "" : ": " + LintSkips.counts(targets.skipped.map(\.reason))
        if !arguments.isEmpty {
            throw UsageError("no Swift files to lint in \(arguments.joined(separator: ", "))\(why)")
        }
        let include = project.config.namedInputs.filter { $0.role == .lintInclude }
        guard let first = include.first else {
            let folders = project.config.lint.include.joined(separator: ", ")
            let advice = hasConfig
                ? "; name the files or folders to lint, or set lint.include in vmgen.yml"
                : " (there is no vmgen.yml here or above); name the files or folders to lint"
            throw UsageError("no Swift files to lint in \(folders), lint's default folder\(why)\(advice)")
        }
        let diagnostic = Diagnostic.error(
            "no Swift files to lint in \(include.map(\.path).joined(separator: ", ")) (lint.include)\(why)", at: first.location, code: "config")
        return .invalid([diagnostic], source: String(decoding: project.configBytes, as: UTF8.self), path: first.location.file)
    }
}
