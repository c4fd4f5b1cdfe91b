import Foundation
import VMGenKit

/// `vmgen lint --fix` (and `--fix --dry-run`): the fixes `LintFixer` works out, written the
/// way `generate` writes (`FixWriter`), then the findings that remain reported as `lint`
/// reports them.
///
/// Exit codes: those of `lint` on the fixed files — 0 when no error remains (no warning either,
/// with `--strict`), 1 when one does — and 1 too when a fix could not be written (a file that
/// changed meanwhile, a link, a `.yml` name taken). `--dry-run` writes nothing, prints the
/// unified diff of each change and exits 1 when anything would change, so CI can ask "is
/// anything left to fix?".
enum LintFix {
    static let options: [Option] = [
        Option(["--fix"], help: "Rewrite what has one right answer (see docs/rules.md), report the rest."),
        Option(["--dry-run"], help: "With --fix: print the diff, write nothing, exit 1 if it would fix any."),
    ]

    /// Refuses option combinations that make no sense, before anything is read.
    static func validate(_ invocation: Invocation) throws(UsageError) {
        if invocation.flag("--dry-run"), !invocation.flag("--fix") { throw UsageError("--dry-run needs --fix") }
        if invocation.flag("--dry-run"), (invocation.option("--format") ?? "text") != "text", invocation.option("--output") == nil {
            throw UsageError("--fix --dry-run prints its diff on standard output; write the \(invocation.option("--format")!) report elsewhere with --output FILE")
        }
        if invocation.flag("--fix"), invocation.option("--write-baseline") != nil {
            throw UsageError("--fix and --write-baseline cannot be used together: fix first, then write the baseline of what remains")
        }
    }

    static func run(_ invocation: Invocation, project: Project, scope: LintScope, targets: LintScope.Targets, yaml: [String]) throws(UsageError) -> ExitCode {
        let console = invocation.console
        var baseline: Baseline?
        switch try FindingsReport.baseline(invocation) {
        case .none: break
        case .some(.success(let read)): baseline = read
        case .some(.failure(let problems)):
            console.diagnostics(console.renderer().render(problems.diagnostics))
            return .usage
        }
        // Each file's stamp is taken before its bytes are read: a change after the read
        // changes the stamp, and the write is refused.
        let swiftFiles = Parallel.map(targets.swift.map(scope.absolute)) { FixWriter.ReadFile(path: $0) }
        let yamlFiles = Parallel.map(yaml.map(scope.absolute)) { FixWriter.ReadFile(path: $0) }
        let readByPath = Dictionary(uniqueKeysWithValues: zip(targets.swift + yaml, swiftFiles + yamlFiles).map { ($0, $1) })
        let realRoot = FileSystem.realPath(project.root)
        let realWorkingDirectory = FileSystem.realPath(invocation.workingDirectory)
        let shown = targets.shown
        let exclude = project.config.lint.exclude
        let isExcluded = { @Sendable (path: String) in exclude.contains { path == $0 || path.hasPrefix($0 + "/") } }
        let yamlPaths = Set(yaml)
        let mayChange: @Sendable (String) -> Bool = { [targets] path in
            guard let read = readByPath[path], !isExcluded(path) else { return false }
            // A localization file is changed (LOC-02 renames it) only under what was named.
            if yamlPaths.contains(path), !targets.covers(yaml: path) { return false }
            // A file outside the project is one the user named (or a folder they named holds):
            // it must be where they said, not reached through a link (lint's selection
            // resolves links, so the path alone cannot tell).
            let named = path.hasPrefix("/") ? shown[path].map { given in
                FixWriter.ReadFile.lexical(given.hasPrefix("/") ? given : realWorkingDirectory + "/" + given)
            } : nil
            return read.isWritable(projectPath: path, realRoot: realRoot, namedAs: named)
        }
        let result = LintFixer.fix(
            swift: zip(targets.swift, swiftFiles).map { ($0, $1.bytes) }, yaml: zip(yaml, yamlFiles).map { ($0, $1.bytes) },
            config: project.config, options: .init(includeGenerated: invocation.flag("--include-generated"), baseline: baseline),
            mayChange: mayChange)
        let display = { (path: String) in targets.shown[path] ?? project.display(path) }
        // A localization file outside what was named (or excluded) is not this run's to fix, and
        // its finding is not shown: nothing to say about it.
        let refused = result.refused.filter { !yamlPaths.contains($0.key) || targets.covers(yaml: $0.key) }
        let refusedFails = report(refused, display: display, console: console)
        for (path, rules) in result.heldBack.sorted(by: { $0.key < $1.key }) {
            for (rule, added) in rules.sorted(by: { $0.key < $1.key }) {
                let names = added.sorted()
                console.info("vmgen: \(rule) in \(display(path)) was not fixed: its fix would add \(names.count == 1 ? "a \(names[0]) finding" : "findings of \(names.joined(separator: ", "))") there; fix it by hand")
            }
        }
        let dryRun = invocation.flag("--dry-run")
        if !dryRun {
            // A `--fix` stopped before its renames left its temporary copies (hidden, `.tmp`, so
            // never compiled): the next one removes them.
            for path in Deletion.removeLeftoverTemporaryFiles(targets.temporaryFiles) {
                console.detail("removed \(display(scope.projectRelative(path))), left by a vmgen run that was stopped")
            }
        }
        let fixedBytes = Dictionary(result.swift.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let run = Run(result: result, readByPath: readByPath, fixedBytes: fixedBytes, display: display, console: console)
        let (lint, count, writeFailed) = dryRun
            ? (result.lint, run.printDiffs(), false)
            : run.write(FixWriter(root: project.root), scope: scope, targets: targets, yaml: yaml, config: project.config,
                includeGenerated: invocation.flag("--include-generated"))
        console.info(count.fixes == 0 ? "vmgen: nothing to fix"
            : "vmgen: \(dryRun ? "would fix" : "fixed") \(count.fixes) finding\(count.fixes == 1 ? "" : "s") in \(count.files) file\(count.files == 1 ? "" : "s")")
        let code = try LintCommand.report(lint, targets: targets, project: project, invocation: invocation, source: dryRun ? { path in fixedBytes[path] } : nil)
        if code == .usage { return .usage }
        if dryRun {
            // `--dry-run` answers "would --fix change anything?": 1 exactly when it would (or a
            // file it would fix cannot be), whatever findings no fix removes.
            let wouldChange = !(result.changed.isEmpty && result.renames.isEmpty)
            return refusedFails || wouldChange ? .failure : .success
        }
        return refusedFails || writeFailed ? .failure : code
    }

    /// One `--fix` run's fixes, printed or written.
    private struct Run {
        let result: LintFixer.Result
        let readByPath: [String: FixWriter.ReadFile]
        let fixedBytes: [String: [UInt8]]
        let display: (String) -> String
        let console: Console

        /// `--dry-run`: each fix as a unified diff on stdout (escaped like `generate --diff`),
        /// each rename as a line. Returns the count of fixes and files.
        func printDiffs() -> (fixes: Int, files: Int) {
            for path in result.changed {
                console.outLine("would fix \(display(path)) (\(LintFix.rules(result.fixed[path])))")
                let old = String(decoding: readByPath[path]?.bytes ?? [], as: UTF8.self)
                let new = String(decoding: fixedBytes[path] ?? [], as: UTF8.self)
                console.out(LineDiff.unified(old: old, new: new, oldName: "a/" + display(path), newName: "b/" + display(path), printable: true))
            }
            for rename in result.renames { console.outLine("would rename \(display(rename.from)) to \(display(rename.to)) (LOC-02)") }
            return (result.fixed.values.reduce(0) { $0 + $1.values.reduce(0, +) }, result.fixed.count)
        }

        /// Writes the fixes and renames; returns the lint of what is on disk afterwards, the
        /// count of fixes and files written, and whether any could not be.
        func write(
            _ writer: FixWriter, scope: LintScope, targets: LintScope.Targets, yaml: [String], config: ProjectConfig, includeGenerated: Bool
        ) -> (Linter.Result, (fixes: Int, files: Int), Bool) {
            var failed = false
            var written = Set<String>()
            let changes = result.changed.compactMap { path in readByPath[path].map { (path: path, read: $0, fixed: fixedBytes[path] ?? []) } }
            for (change, outcome) in zip(changes, writer.write(changes.map { ($0.read, $0.fixed) })) {
                if outcome == .written {
                    written.insert(change.path)
                    console.info("fixed \(display(change.path)) (\(LintFix.rules(result.fixed[change.path])))")
                } else {
                    failed = true
                    console.error(LintFix.message(outcome, display(change.path)))
                }
            }
            var renamed = Set<String>()
            for rename in result.renames {
                guard let read = readByPath[rename.from] else { continue }
                let outcome = writer.rename(read, to: scope.absolute(rename.to))
                if outcome == .written {
                    renamed.insert(rename.from)
                    console.info("renamed \(display(rename.from)) to \(display(rename.to)) (LOC-02)")
                } else {
                    failed = true
                    console.error(outcome == .targetExists
                        ? "\(display(rename.from)) was not renamed: \(display(rename.to)) exists already; merge the two by hand"
                        : LintFix.message(outcome, display(rename.from)))
                }
            }
            let done = written.union(renamed)
            let count = (result.fixed.filter { done.contains($0.key) }.values.reduce(0) { $0 + $1.values.reduce(0, +) }, done.count)
            guard done.count < result.changed.count + result.renames.count else { return (result.lint, count, failed) }
            // What is on disk now: the fixes written, the other files as they were read.
            let swift = targets.swift.map { path in (path: path, bytes: written.contains(path) ? fixedBytes[path] ?? [] : readByPath[path]?.bytes ?? []) }
            let renames = Dictionary(result.renames.filter { renamed.contains($0.from) }.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
            let yamlNow = yaml.map { path in (path: renames[path] ?? path, bytes: readByPath[path]?.bytes ?? []) }.sorted { $0.path < $1.path }
            return (Linter.lint(swift: swift, yaml: yamlNow, config: config, options: .init(includeGenerated: includeGenerated)), count, failed)
        }
    }

    /// `2 × DECL-03, VMID-02`.
    static func rules(_ counts: [String: Int]?) -> String {
        (counts ?? [:]).sorted { $0.key < $1.key }.map { $0.value == 1 ? $0.key : "\($0.value) × \($0.key)" }.joined(separator: ", ")
    }

    /// Prints why files with fixes were left alone; returns whether any makes the run fail
    /// (a generated file does not: its findings are reported, and its spec is where to fix).
    private static func report(_ refused: [String: LintFixer.Refusal], display: (String) -> String, console: Console) -> Bool {
        var failed = false
        for (path, refusal) in refused.sorted(by: { $0.key < $1.key }) {
            switch refusal {
            case .generated:
                console.info("vmgen: \(display(path)) was not fixed: vmgen generated it; fix its spec and run 'vmgen generate'")
            case .notWritable:
                failed = true
                console.error("\(display(path)) was not fixed: it is a symbolic link or lies in a linked folder, and vmgen writes only regular files in real folders")
            case .renameTargetExists(let target):
                failed = true
                console.error("\(display(path)) was not renamed: \(display(target)) exists already; merge the two by hand")
            }
        }
        return failed
    }

    static func message(_ outcome: FixWriter.Outcome, _ shown: String) -> String {
        switch outcome {
        case .failed(let reason): return reason
        default: return "\(shown) changed after vmgen read it, so vmgen left it alone; run 'vmgen lint --fix' again"
        }
    }
}

extension FixWriter.ReadFile {
    /// Reads the file at `path` (absolute): its stamp first (`lstat`: none for a link), then
    /// its bytes (through a link, as lint reads).
    init(path: String) {
        self.path = path
        stamp = FileSystem.fileStamp(path)
        bytes = DirectoryListing.read(path) ?? []
    }

    /// Whether `lint --fix` may write it: a regular file (not a link), in a folder that is the
    /// folder its project path names — no symbolic link on the way below the project root. A
    /// file outside the project (`projectPath` absolute, its real path) must be exactly where
    /// the user named it, `namedAs` (absolute, `..` and `.` resolved, links not): a path
    /// through a link, or a file no argument named (`lint.include` leading outside through
    /// a link), is not written.
    func isWritable(projectPath: String, realRoot: String, namedAs: String? = nil) -> Bool {
        guard stamp != nil else { return false }
        guard !projectPath.hasPrefix("/") else {
            guard let namedAs else { return false }
            return namedAs == projectPath && FileSystem.realPath(namedAs) == namedAs
        }
        let folder = (projectPath as NSString).deletingLastPathComponent
        let expected = folder.isEmpty ? realRoot : realRoot + "/" + folder
        return FileSystem.realPath(FileSystem.parentFolder(of: path)) == expected
    }

    /// `path` (absolute) with `.` and `..` resolved by the text alone, links left as they are.
    static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
