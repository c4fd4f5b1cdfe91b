import Foundation
import VMGenKit

/// One pass of the pipeline over a project on disk: read the specs, templates and existing
/// outputs, run `Generator`, keep what is needed to report it. `generate`, `check` and
/// `watch` share it, so they can never disagree about what a project generates.
struct GenerationRun {
    let project: Project
    let specs: [SpecFile]
    /// Problems in the project's template overrides, and a hand-off record that cannot be read
    /// (`HandOffFile`); errors here stop the run (exit 2).
    let templateDiagnostics: [Diagnostic]
    /// The generator's result; `nil` when the templates could not be used. When the run was
    /// `replayed`, only its diagnostics and plan are there (nothing was rendered).
    private(set) var output: Generator.Output?
    /// Whether `output` is the recorded result of an earlier run over the same inputs and
    /// outputs (`RunRecord`) instead of computed again.
    let replayed: Bool
    private let overrides: [String: TemplateSource]
    /// What `output` was computed from, to compute it again over fresh outputs (`write`);
    /// `nil` when it was replayed or the templates have errors.
    private let input: Generator.Input?
    /// The output folders as they were before they were read (see `write`).
    private let outputStamps: [String: FileStamp]
    /// A full run with a cache: the hash of each output file as the run read it
    /// (`OutputsOnDisk.readHashes`), for its record.
    private var readHashes: [String: ContentHash] = [:]
    /// Recording: where, the inputs' hash, and when this run started to read.
    let cache: RunCache?
    /// `nil` without a cache: hashing every spec is then work for nothing.
    let key: ContentHash?
    /// The hash of the inputs other than the specs, and of each spec (`RunRecord`).
    let base: ContentHash?
    let specHashes: [String: ContentHash]
    let started: FileTime
    /// The templates the run renders with.
    let templates: TemplateSet
    /// Hand-written bodies waiting for the files they go in (`HandOffFile`).
    let handOff: RegionHandOff
    /// Set when `output` was computed incrementally from the record (`IncrementalState`).
    let incremental: IncrementalState?
    /// The files `generate --adopt` takes back (`adopt`), adopted again should the run plan
    /// again over changed output folders (`write`).
    private var adoption: Adoption.Request?

    /// `useRecord: false` always runs the whole pipeline (`--no-cache`, and `--list-outputs`,
    /// which needs the rendered files) and records nothing.
    /// `progress` is told each stage, for a progress line (`ProgressLine`).
    /// `specs`: the project's specs as the caller just read them (`watch`), or nil to read them.
    /// `specProblems`: with `specs`, the spec folder's entries the caller could not read.
    init(project: Project, useRecord: Bool = true, progress: ProgressCounter? = nil, specs preloaded: [SpecFile]? = nil, specProblems: [Diagnostic] = []) {
        self.project = project
        started = .now
        let (specs, unreadableSpecs) = preloaded.map { ($0, specProblems) } ?? project.specsRead()
        let (overrides, unreadableTemplates) = project.templateOverridesRead()
        self.specs = specs
        self.overrides = overrides
        let (templates, libraryDiagnostics) = TemplateLibrary.templateSet(overrides: overrides)
        // Inputs that cannot be read stop the run as a broken template does (exit 2): nothing is
        // generated, nothing deleted.
        let templateDiagnostics = unreadableSpecs + unreadableTemplates + libraryDiagnostics
        self.templates = templates
        // A hand-off record that cannot be read stops the run like a broken template (exit 2):
        // a file created without its recorded body could never receive it.
        let handOff: RegionHandOff
        switch HandOffFile.load(project) {
        case .success(let record):
            handOff = record
            self.templateDiagnostics = templateDiagnostics
        case .failure(let problem):
            handOff = RegionHandOff()
            self.templateDiagnostics = templateDiagnostics + [problem]
        }
        self.handOff = handOff
        // The record is no input of the run's record: while it holds bodies, nothing is replayed.
        cache = useRecord && handOff.isEmpty ? RunCache.forProject(project) : nil
        let hashes = cache == nil ? [] : Parallel.map(specs) { ContentHash($0.bytes) }
        specHashes = Dictionary(zip(specs.map(\.path), hashes), uniquingKeysWith: { first, _ in first })
        base = cache.map { _ in
            RunRecord.base(tool: RunCache.toolIdentity, config: project.configBytes, outputRoot: project.outputRoot, templates: overrides.map { ($0.key, $0.value.text) })
        }
        key = base.map { RunRecord.key(base: $0, specs: Array(zip(specs.map(\.path), hashes))) }
        let record = self.templateDiagnostics.hasErrors ? nil : cache?.load()
        if let record, let cache, let key, let recorded = Self.replay(record, in: cache, key: key, project: project, started: started) {
            outputStamps = [:]
            input = nil
            incremental = nil
            output = recorded
            replayed = true
            return
        }
        // The full input, should the output folders change under this run (`write`).
        var full = Generator.Input(config: project.config, specs: specs, templates: templates, existing: [:])
        full.keepsUnchangedFiles = false
        full.summarizes = cache != nil
        full.handOff = handOff
        full.recorded = RecordedOutputs.Source { [record] in Self.recordedOutputs(record, project: project) }
        if let record, let base, let (output, state) = Self.incremental(record, base: base, hashes: hashes, specs: specs, templates: templates, project: project) {
            outputStamps = state.stamps
            input = full
            incremental = state
            self.output = output
            replayed = false
            if let cache, RunRecord.canRecord(output.plan) {
                recordIncremental(output, state: state, written: false, in: cache)
            }
            return
        }
        incremental = nil
        // Stamped before reading: a file changed after this is noticed by `write`, whatever
        // the order of the change and the read.
        outputStamps = FileSystem.snapshot(of: project.config.outputFolders, in: project.outputRoot)
        replayed = false
        if self.templateDiagnostics.hasErrors {
            input = nil
            output = nil
        } else {
            // No output is read before the specs are checked; then each is read when its file
            // is rendered, and one already on disk byte for byte is let go (`OutputsOnDisk`).
            progress?.begin("checking and rendering \(ProgressLine.grouped(specs.count)) spec\(specs.count == 1 ? "" : "s")")
            var input = full
            let outputs = project.outputsOnDisk(hashing: cache != nil)
            input.outputsOnDisk = outputs
            let output = Generator.run(input)
            input.outputsOnDisk = nil
            readHashes = outputs.readHashes
            self.input = input
            self.output = output
            if let cache, RunRecord.canRecord(output.plan) {
                recordUnchanged(output, known: readHashes, in: cache)
            }
        }
    }

    /// Source text by display path, to quote lines in diagnostics (built only when there are
    /// some: decoding every spec would cost a no-op run more than everything else it does).
    private func sources(for diagnostics: [Diagnostic]) -> [String: String] {
        let files = Set(diagnostics.compactMap(\.location?.file))
        var sources: [String: String] = [:]
        for spec in specs where files.contains(spec.path) {
            sources[project.display(spec.path)] = String(decoding: spec.bytes, as: UTF8.self)
        }
        for source in overrides.values { sources[project.display(source.displayPath)] = source.text }
        return sources
    }

    var diagnostics: [Diagnostic] { templateDiagnostics + (output?.diagnostics ?? []) }

    /// Every path the specs render now, sorted: the output's, or — replayed or incremental,
    /// which render few files or none — the specs' recorded outputs (`SpecSummary.outputs`)
    /// and the project's files; nil when the record kept no summary of some spec.
    var renderedPaths: [String]? {
        guard let output else { return nil }
        guard replayed || incremental != nil else { return output.renderedPaths }
        guard output.summaries.count == specs.count else { return nil }
        let outputs = output.summaries.flatMap(\.outputs)
        return Set(outputs + FileRenderer.projectPaths(config: project.config, specOutputs: outputs)).sorted()
    }

    var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }

    /// Prints every diagnostic (paths as the user sees them) and a note when there are no specs.
    func report(to console: Console) {
        announceReplay(to: console)
        print(diagnostics, to: console)
        if specs.isEmpty {
            console.info("vmgen: no specs in \(project.display(project.config.specs))")
        }
    }

    /// In verbose output, says when the result is the recorded one.
    func announceReplay(to console: Console) {
        if replayed {
            console.detail("vmgen: no input or output changed since the last run; reporting its result (--no-cache runs everything again)")
        } else if let incremental {
            let count = incremental.changed.count - incremental.readers.count
            let edited = "\(count) spec\(count == 1 ? "" : "s")"
            if incremental.added != nil || incremental.removed != nil {
                let changes = [incremental.added.map { "\($0) was added" }, incremental.removed.map { "\($0) was removed" }, count == 0 ? nil : "\(edited) changed"]
                console.detail("vmgen: \(changes.compactMap { $0 }.joined(separator: ", ")) since the last run, and no other spec's files depend on that; redid only that (--no-cache runs everything again)")
            } else if incremental.readers.isEmpty {
                console.detail("vmgen: \(edited) changed since the last run; redid \(count == 1 ? "it" : "them") alone, as no other spec reads what changed (--no-cache runs everything again)")
            } else {
                let readers = incremental.readers.count
                console.detail("vmgen: \(edited) changed since the last run; redid \(count == 1 ? "it" : "them") and the \(readers == 1 ? "spec that reads" : "\(readers) specs that read") \(count == 1 ? "its" : "their") names, and no other (--no-cache runs everything again)")
            }
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
            console.diagnostics(console.renderer(sources: sources(for: diagnostics)).render(shown))
        }
    }

    /// Carries out the plan. Returns the exit code and the one-line summary (`watch` prefixes
    /// it with what changed; `generate` prints it as is).
    ///
    /// Writing holds the output folder's lock (`ProjectLock`), so runs on one project take
    /// turns. Under the lock the output folders are compared with how they were when this run
    /// read them; if another run wrote in between, the plan is made again over what is there
    /// now, so a run never writes a plan made against files that have since changed.
    ///
    /// A plan that would delete every generated file and generate none is refused (exit 2)
    /// unless `deletingAll` says the user asked for exactly that (`--allow-delete-all`).
    ///
    /// `recording` is handed the saving of the run's record, to do it at once (the default)
    /// or later: `watch` prints the run's line first, as the files are written by then.
    func write(
        console: Console, deletingAll: Bool = false, progress: ProgressCounter? = nil, recording: (@escaping () -> Void) -> Void = { $0() }
    ) -> (code: ExitCode, summary: String) {
        guard var output else { return (.usage, "the templates have errors; nothing written") }
        if output.diagnostics.hasErrors, output.plan.actions.isEmpty {
            return (.failure, "\(errorCount) error\(errorCount == 1 ? "" : "s"); nothing written")
        }
        if output.plan.deletesEveryGeneratedFile, !deletingAll {
            let count = output.plan.changes.count
            console.error("this run would delete every file vmgen generated here (\(count) file\(count == 1 ? "" : "s")) and generate none, "
                + "because \(specs.isEmpty ? "the spec folder \(project.display(project.config.specs)) holds no spec" : "the specs generate nothing")"
                + "; if that is what you want, run 'vmgen generate --allow-delete-all'")
            return (.usage, "nothing deleted")
        }
        // Links that would send a write somewhere vmgen did not look: refused before the lock.
        if let refused = PlanWriter(project: project, console: console).refuse(output.plan) { return (.usage, refused) }
        let folders = project.config.outputFolders.map(project.absolute)
        var lock: ProjectLock?
        var plannedAgain = false
        // The output folders as the plan to carry out was made against them.
        var stamps = outputStamps
        // A replayed run changes nothing and found no temporary files, so it never gets here.
        if let input, !output.plan.changes.isEmpty || hasLeftoverTemporaryFiles {
            guard case .success(let acquired) = ProjectLock.forWriting(in: project, console: console) else { return (.failure, "nothing written") }
            lock = acquired
            if let incremental {
                // The files it writes, stamped again; the others were verified against the
                // record (which a run leaving temporary files never makes).
                stamps = [:]
                for path in incremental.stamps.keys { stamps[path] = FileSystem.fileStamp(project.absolute(path)) }
                // The added spec's files were absent: one there now is noticed below.
                for path in incremental.created { stamps[path] = FileSystem.fileStamp(project.absolute(path)) }
            } else {
                for path in Deletion.leftoverTemporaryFiles(under: folders) {
                    console.detail("removed \(path), left by a vmgen run that was stopped")
                }
                stamps = FileSystem.snapshot(of: project.config.outputFolders, in: project.outputRoot)
            }
            if Self.withoutTemporaryFiles(stamps) != Self.withoutTemporaryFiles(outputStamps) {
                // Planned again in full, against every output as it is now.
                if incremental != nil { stamps = FileSystem.snapshot(of: project.config.outputFolders, in: project.outputRoot) }
                var fresh = input
                fresh.outputsOnDisk = project.outputsOnDisk(hashing: false)
                var again = Generator.run(fresh)
                // Adopted again, if still as it was (a file changed meanwhile is reported).
                if let adoption {
                    let adopted = Adoption.apply(adoption, plan: again.plan, diagnostics: again.diagnostics, owner: project.config.owner)
                    if adopted.refusals.isEmpty {
                        again.plan = adopted.plan
                        again.diagnostics = adopted.diagnostics
                    }
                }
                let known = Set(output.diagnostics)
                print(again.diagnostics.filter { !known.contains($0) }, to: console)
                console.detail("vmgen: the output folders changed while this run read them; planned again")
                output = again
                plannedAgain = true
            }
        }
        defer { lock?.release() }
        let (ok, summary) = PlanWriter(project: project, console: console).apply(output.plan, over: stamps, progress: progress)
        // Only what the files on disk now hold leaves the record.
        let settled = handOff.isEmpty || HandOffFile.settle(project: project, console: console)
        if ok, !plannedAgain, let input, let cache, !output.plan.changes.isEmpty {
            let written = output
            recording { [self] in
                if let incremental {
                    recordIncremental(written, state: incremental, written: true, in: cache)
                } else {
                    recordWritten(written, input: input, known: readHashes, in: cache)
                }
            }
        }
        return (ok && settled && !output.diagnostics.hasErrors ? .success : .failure, summary)
    }

    /// What the project's run record proves vmgen wrote (`RecordedOutputs`): the files of an
    /// earlier vmgen have no other proof, so it is read even when the record is not used to
    /// replay a run (`--no-cache`, `--adopt`), and in any record format from 3 on.
    static func recordedOutputs(_ record: RunRecord?, project: Project) -> [String: ContentHash] {
        if let record { return record.provenOutputs }
        guard let file = RunCache.forProject(project)?.file, let bytes = DirectoryListing.read(file) else { return [:] }
        return RecordedOutputs.parse(bytes)
    }

    /// Adopts the files `request` names (`Adoption`): their hand-edit skips become updates of
    /// what vmgen would write. Needs a run computed in full (`useRecord: false`), whose skips
    /// hold that text. Nil when there is no output (the templates have errors).
    mutating func adopt(_ request: Adoption.Request) -> Adoption.Outcome? {
        guard let output, !replayed, incremental == nil else { return nil }
        let outcome = Adoption.apply(request, plan: output.plan, diagnostics: output.diagnostics, owner: project.config.owner)
        guard outcome.refusals.isEmpty else { return outcome }
        self.output?.plan = outcome.plan
        self.output?.diagnostics = outcome.diagnostics
        adoption = .files(outcome.adopted)
        return outcome
    }

    /// Whether a stopped run left temporary files (seen when this run read the folders).
    private var hasLeftoverTemporaryFiles: Bool {
        outputStamps.keys.contains(where: Self.isTemporary)
    }

    static func isTemporary(_ path: String) -> Bool {
        path.hasSuffix(".tmp") && FileSystem.temporaryOwner((path as NSString).lastPathComponent) != nil
    }

    /// Temporary files come and go with runs (and are cleaned up): they are not outputs.
    private static func withoutTemporaryFiles(_ stamps: [String: FileStamp]) -> [String: FileStamp] {
        stamps.filter { !isTemporary($0.key) }
    }
}
