import Foundation
import VMGenKit

/// `vmgen lint [paths…]`: the catalogue's Swift rules on hand-written (and legacy) sources.
enum LintCommand {
    static let command = Command(
        name: "lint",
        summary: "Check Swift sources against the FOSMVVM rules.",
        usage: "vmgen lint [paths… | --stdin --path FILE] [--config FILE] [--format FORMAT] [--fix]",
        description: """
            Reads Swift files (the given files and folders, or vmgen.yml's lint.include — by
            default Sources) with vmgen's own tokenizer and runs every Swift rule of the
            catalogue, plus the localization cross-check against the project's .yml files.
            Every Swift file under the folders given is read except what is plainly not source
            (hidden folders such as .build and .git, DerivedData, Pods, Carthage/Checkouts and
            Carthage/Build, SourcePackages/checkouts), what lint.exclude lists, and files vmgen
            generated (their spec was checked) unless --include-generated is given; the summary
            counts what was skipped and -v lists each file. Suppress a finding with
            '// vmgen:disable:next RULE — reason'; 'vmgen rules' lists the rules. Finding no
            Swift file to check where it was pointed is an error (exit 2), not a pass.
            --fix rewrites the findings that have one right answer (never a suppressed or
            baselined one, never a generated file or one behind a symbolic link), then reports
            what remains; --fix --dry-run prints the diff instead and exits 1 if anything
            would change.
            --stdin --path FILE lints the text on standard input (an editor's unsaved buffer)
            as if it were FILE, with the other files of lint.include as they are on disk (without
            vmgen.yml, a FILE outside it: with the files of the last 'vmgen lint FOLDER' of a
            folder holding it, as the cache recorded them), and reports FILE's findings only.
            What lint learnt of each file is kept in the user's
            cache folder, so a repeat lint reads only the files that changed.
            """,
        options: [.config, Option(["--include-generated"], help: "Also lint files that carry vmgen's header.")] + FindingsReport.options + LintFix.options
            + LintStdin.options + [.noCache],
        maxPositionals: Int.max,
        run: run)

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        _ = try FindingsReport.format(invocation)  // a bad option is reported before any reading
        try LintFix.validate(invocation)
        try LintStdin.validate(invocation)
        try FindingsReport.checkDestinations(invocation)  // before the run: a file that is not vmgen's report costs none
        let started = FileTime.now
        ProcessLifetime.growHeapsInLargeSteps()
        var project: Project
        let hasConfig: Bool
        if invocation.option("--config") == nil, Project.find(from: invocation.workingDirectory) == nil {
            // No vmgen.yml: lint with the defaults, paths relative to here.
            project = Project.defaults(at: invocation.workingDirectory)
            hasConfig = false
        } else {
            guard let loaded = try invocation.openProject(specFolder: .unused) else { return .usage }
            project = loaded
            hasConfig = true
        }
        var arguments = invocation.arguments.positionals
        // Folders named inside the project are a whole lint the cache keeps (`vmgen lint .`,
        // where there is no vmgen.yml); named files are a part of one.
        var namedFolders = LintScope.namedFolders(arguments, project: project, workingDirectory: invocation.workingDirectory)
        // `--fix` reads every file and writes some: it neither reads nor writes the cache.
        let session = invocation.flag("--no-cache") || invocation.flag("--fix") ? nil : LintCacheSession(project: project, namedFolders: namedFolders)
        let scope = LintScope(project: project, workingDirectory: invocation.workingDirectory, listing: session?.listing)
        var stdin: LintStdin?
        if invocation.flag("--stdin") {
            let buffer = try LintStdin.read(invocation, project: project)
            if let skipped = buffer.skipped(project: project, includeGenerated: invocation.flag("--include-generated")) {
                return try buffer.reportSkipped(skipped, project: project, invocation: invocation)
            }
            stdin = buffer
            // Without vmgen.yml, a file the default lint.include does not hold is linted with the
            // files of the folder whose whole lint the cache recorded (`vmgen lint .`), not
            // alone. With one, lint.include is the project's scope, whatever lint ran last.
            if !hasConfig, !scope.includes(buffer.path), let folder = session?.adoptRecordedFolder(around: buffer.path) {
                namedFolders = [folder]
                arguments = [folder.isEmpty ? project.root : project.root + "/" + folder]
            }
        }
        // An editor waits for `--stdin`, whose buffer's findings wait for the earlier merged
        // index: it is decoded while the folders and files are looked at. Not for a buffer
        // that is the recorded file — what the file holds on disk, untouched since the record
        // was written — whose findings are the recorded ones. A file saved since then is not:
        // `--stdin` keeps no facts, so its row is still the one before the edit. (The disk
        // is asked, not the record: the record's file tables are still being decoded. A wrong
        // guess costs time, never a finding: `IndexPrefetch` is taken only for its index.)
        var prefetched: IndexPrefetch?
        if let stdin, let record = session?.record {
            let file = scope.absolute(stdin.path)
            let touchedSince = FileSystem.fileStamp(file).map { !$0.isTrusted(before: record.trustedBefore) } ?? true
            if touchedSince || DirectoryListing.read(file) != stdin.bytes { prefetched = IndexPrefetch(record) }
        }
        // Without paths named (or with folders of the project named), the files chosen last
        // time, if a walk would choose them again; otherwise a walk (through the cache's listing).
        let recorded = arguments.isEmpty || namedFolders != nil ? session?.recordedScope() : nil
        var targets: LintScope.Targets
        if let recorded { targets = recorded.0 } else { targets = try scope.targets(arguments) }
        if stdin == nil, let problem = try LintScope.nothingToCheck(targets, arguments: arguments, project: project, hasConfig: hasConfig) {
            invocation.console.reportConfigProblems(problem)
            return .usage
        }
        let yaml = recorded?.yaml ?? scope.localizationFiles()
        let chosen = targets
        if let stdin { targets.swift = stdin.paths(around: targets.swift) }
        // What the build says about default isolation, unless vmgen.yml says it (OBS-02).
        if project.config.lint.defaultIsolation == nil {
            // The files of the recorded scope (a buffer among them, not besides) need no look.
            let sameFiles = recorded != nil && targets.swift.count == chosen.swift.count
            project.config.lint.mainActorFolders = session?.isolation.recordedResult(sameFiles: sameFiles)
                ?? BuildIsolationFiles.mainActorFolders(of: targets.swift.map(scope.absolute), root: project.root, cache: session?.isolation)
        }
        if invocation.flag("--fix") {
            return try LintFix.run(invocation, project: project, scope: scope, targets: targets, yaml: yaml)
        }
        let includeGenerated = invocation.flag("--include-generated")
        let factsKey = LintCache.factsKey(project: project, includeGenerated: includeGenerated)
        var runner = LintRunner(
            project: project, scope: scope, swiftPaths: targets.swift, yamlPaths: yaml, includeGenerated: includeGenerated,
            earlier: session?.record?.keepingFacts(for: factsKey))
        if let stdin { runner.buffer = (targets.swift.firstIndex(of: stdin.path)!, stdin.bytes) }
        runner.prefetched = prefetched
        let namedPaths = !arguments.isEmpty && namedFolders == nil
        runner.recording = session?.mayWrite(namedPaths: namedPaths) ?? false
        // Each Swift file is read by the core that lints it, just before, so no more than one
        // file per core is in memory and reading overlaps checking.
        let counter = ProgressCounter()
        let count = targets.swift.count
        let progress = ProgressLine(console: invocation.console, counter: counter) { done in
            done < count ? "lint: \(ProgressLine.grouped(done)) of \(ProgressLine.grouped(count)) files" : "lint: \(ProgressLine.grouped(count)) files read; checking across files"
        }
        let outcome = runner.run(progress: counter)
        progress?.stop()
        // The index and the file lists; and in the vmgen process, the earlier record the runner
        // holds (with its open files): freeing them took a tenth of a `--stdin`'s main thread.
        ProcessLifetime.keepUntilExit((outcome.output.index, targets) as Any)
        ProcessLifetime.keepUntilExitIfItEndsWithTheCommand((outcome, runner) as Any)
        session?.save(
            outcome, runner: runner, scope: CachedScope.record(chosen, yaml: yaml), scopeReused: recorded != nil,
            mainActorFolders: project.config.lint.defaultIsolation == nil ? project.config.lint.mainActorFolders : nil, factsKey: factsKey, started: started,
            namedPaths: namedPaths, buffer: stdin?.path, console: invocation.console)
        if let stdin { return try stdin.report(outcome.result, project: project, invocation: invocation) }
        return try report(outcome.result, targets: targets, project: project, invocation: invocation)
    }

    /// Prints a lint's skipped files (`-v`), its notes and its findings, and returns the exit
    /// code. `source` gives the text of a file when the findings are not about the file on disk
    /// (`--fix --dry-run`).
    static func report(
        _ result: Linter.Result, targets: LintScope.Targets, project: Project, invocation: Invocation, source: ((String) -> [UInt8]?)? = nil
    ) throws(UsageError) -> ExitCode {
        let display = { (path: String) in targets.shown[path] ?? project.display(path) }
        // Findings in localization files outside what was named or in lint.exclude are not
        // this run's: those files were read only for the checks across files.
        var result = result
        let inScope = { (diagnostic: Diagnostic) -> Bool in
            guard let file = diagnostic.location?.file, file.hasSuffix(".yml") || file.hasSuffix(".yaml") else { return true }
            return targets.covers(yaml: file)
        }
        result.diagnostics = result.diagnostics.filter(inScope)
        result.partlyRead = result.partlyRead.filter(inScope)
        let summary = reportScope(targets, result, display: display, console: invocation.console)
        return try FindingsReport.emit(
            result.diagnostics, filesChecked: result.swiftFilesLinted, project: project, invocation: invocation, command: "lint", what: "Swift files",
            display: display, skipped: summary, source: source)
    }

    /// Names each file not linted and why (with `-v`) and each file read in part (a note, not
    /// a finding); returns what the summary adds after the count of files checked.
    static func reportScope(_ targets: LintScope.Targets, _ result: Linter.Result, display: (String) -> String, console: Console) -> String {
        let skipped = targets.skipped + result.generated.map { ($0, LintSkips.Reason.generated) }
        for (path, reason) in skipped.sorted(by: { $0.path < $1.path }) {
            console.detail("vmgen: skipped \(display(path)): \(reason.text)")
        }
        for note in result.partlyRead {
            guard let location = note.location else { continue }
            console.info("\(display(location.file)):\(location.line):\(location.column): note: \(note.message)")
        }
        let partly = result.partlyRead.count
        return LintSkips.summary(skipped.map(\.reason)) + (partly > 0 ? ", \(partly) read in part" : "")
    }
}
