import Foundation
import VMGenKit

/// `vmgen lint --stdin --path FILE`: an editor's unsaved buffer, linted as if it were FILE.
/// Every other Swift file of the lint scope and every localization file is read as a lint reads
/// them (through the lint cache), so the rules that need the whole project see it with the
/// buffer in place of FILE's bytes on disk; only FILE's findings are reported. FILE may not
/// exist yet.
struct LintStdin {
    static let options: [Option] = [
        Option(["--stdin"], help: "Lint standard input as the file --path names (an editor's unsaved buffer)."),
        Option(["--path"], value: "FILE", help: "With --stdin: the Swift file the buffer is (only its findings are shown)."),
    ]

    /// Project-relative.
    let path: String
    /// As the user wrote it.
    let given: String
    let bytes: [UInt8]

    /// Refuses what cannot go with `--stdin`, before anything is read.
    static func validate(_ invocation: Invocation) throws(UsageError) {
        let path = invocation.option("--path")
        guard invocation.flag("--stdin") else {
            if path != nil { throw UsageError("--path names the file --stdin reads; to lint files on disk, name them as arguments") }
            return
        }
        guard let path else { throw UsageError("--stdin needs --path FILE: the Swift file the text on standard input is") }
        if invocation.flag("--fix") { throw UsageError("--stdin lints a buffer and writes nothing; --fix cannot be used with it") }
        if !invocation.arguments.positionals.isEmpty {
            throw UsageError("--stdin lints one buffer, the file --path names; leave out '\(invocation.arguments.positionals[0])'")
        }
        if invocation.option("--write-baseline") != nil {
            throw UsageError("--stdin reports one file's findings; write the baseline from a lint of the whole project")
        }
        guard path.hasSuffix(".swift") else { throw UsageError("--path \(path): not a Swift file (.swift)") }
    }

    /// The buffer and the project path of the file it stands for.
    static func read(_ invocation: Invocation, project: Project) throws(UsageError) -> LintStdin {
        let given = invocation.option("--path")!
        let absolute = Project.absolute(given, from: invocation.workingDirectory)
        let root = project.root.hasSuffix("/") ? project.root : project.root + "/"
        var relative: String?
        if absolute.hasPrefix(root) {
            relative = String(absolute.dropFirst(root.count))
        } else {
            // The project reached through another spelling of a folder (a link on the way).
            let real = FileSystem.realPath(absolute)
            let realRoot = FileSystem.realPath(project.root) + "/"
            if real.hasPrefix(realRoot) { relative = String(real.dropFirst(realRoot.count)) }
        }
        guard let relative, !relative.isEmpty else {
            throw UsageError("--path \(given) is outside the project (\(project.root)); lint a file of the project, or pass its vmgen.yml with --config")
        }
        if FileSystem.isDirectory(absolute) { throw UsageError("--path \(given) is a folder, not a Swift file") }
        guard let bytes = invocation.console.readInput() else {
            throw UsageError("cannot read standard input: \(FileSystem.lastError())")
        }
        return LintStdin(path: relative, given: given, bytes: bytes)
    }

    /// Why lint would not lint the file the buffer stands for, if it would not: `lint.exclude`
    /// lists it, or the buffer carries vmgen's header.
    func skipped(project: Project, includeGenerated: Bool) -> LintSkips.Reason? {
        if let entry = project.config.lint.exclude.first(where: { path == $0 || path.hasPrefix($0 + "/") }) { return .excluded(entry) }
        if !includeGenerated, GeneratedHeader.isGenerated(bytes) { return .generated }
        return nil
    }

    /// Says why the buffer was not linted, and reports nothing (exit 0), as lint reports a
    /// file it skips.
    func reportSkipped(_ reason: LintSkips.Reason, project: Project, invocation: Invocation) throws(UsageError) -> ExitCode {
        invocation.console.info("vmgen: skipped \(project.display(path)): \(reason.text)")
        return try FindingsReport.emit(
            [], filesChecked: 0, project: project, invocation: invocation, command: "lint", what: "Swift files", skipped: LintSkips.summary([reason]))
    }

    /// The lint's Swift files with the buffer's among them, in order.
    func paths(around paths: [String]) -> [String] {
        var low = 0
        var high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if paths[middle] < path { low = middle + 1 } else { high = middle }
        }
        guard low == paths.count || paths[low] != path else { return paths }
        var result = paths
        result.insert(path, at: low)
        return result
    }

    /// Reports the buffer's findings (their excerpts from the buffer) with lint's exit code.
    func report(_ result: Linter.Result, project: Project, invocation: Invocation) throws(UsageError) -> ExitCode {
        let file = path
        let own = { (diagnostic: Diagnostic) in diagnostic.location?.file == file }
        let notes = result.partlyRead.filter(own)
        for note in notes {
            guard let location = note.location else { continue }
            invocation.console.info("\(project.display(location.file)):\(location.line):\(location.column): note: \(note.message)")
        }
        let buffer = bytes
        return try FindingsReport.emit(
            result.diagnostics.filter(own), filesChecked: result.swiftFilesLinted, project: project, invocation: invocation, command: "lint", what: "Swift files",
            skipped: notes.isEmpty ? "" : ", \(notes.count) read in part", source: { $0 == file ? buffer : nil })
    }
}
