/// The whole pipeline, with no I/O: spec text → parsed documents → typed model → findings →
/// rendered files → write plan. The CLI reads the inputs and carries out the plan.
public enum Generator {
    public struct Input: Sendable {
        public var config: ProjectConfig
        public var specs: [SpecFile]
        public var templates: TemplateSet
        /// Every file now in the output folders, by project-relative path.
        public var existing: [String: [UInt8]]
        /// Whether `Output.rendered` holds the files already on disk byte for byte too. The
        /// command line turns it off: it needs only their paths (`Output.unchanged`), and a
        /// large project's rendered text beside its bytes on disk doubled what a run held.
        public var keepsUnchangedFiles = true
        /// When set, the outputs are read from it, each when the run needs it, and `existing`
        /// is not used: a large project's outputs are then never all held at once, nor beside
        /// its parsed specs (none is read before the specs are checked).
        public var outputsOnDisk: OutputsOnDisk?
        /// Whether `Output.summaries` is wanted (a run that is recorded, so that the next one
        /// can be incremental).
        public var summarizes = false
        /// Hand-written bodies for the regions of files not created yet (`RegionHandOff`).
        public var handOff = RegionHandOff()
        /// Outputs the project's run record proves vmgen wrote, by path: the hash of the bytes
        /// it left there (`RecordedOutputs`). Such a file is vmgen's even without a fingerprint.
        public var recorded: RecordedOutputs.Source?
        /// An incremental run's: the names the specs it does not read declare
        /// (`SpecSummary.names`), which the views' regions must not be captured by
        /// (`SwiftUISpelling`).
        var namesElsewhere: Set<String> = []

        public init(config: ProjectConfig, specs: [SpecFile], templates: TemplateSet, existing: [String: [UInt8]]) {
            self.config = config
            self.specs = specs
            self.templates = templates
            self.existing = existing
        }
    }

    public struct Output: Sendable {
        public var diagnostics: [Diagnostic]
        public var viewModels: ViewModelSet
        /// The rendered files; without `Input.keepsUnchangedFiles`, only those not already on
        /// disk byte for byte.
        public var rendered: [RenderedFile]
        /// Without `Input.keepsUnchangedFiles`: the paths of the rendered files found already
        /// on disk byte for byte (planned `unchanged`), sorted. Empty otherwise.
        public var unchanged: [String] = []
        /// `Input.existing` (empty with `Input.outputsOnDisk`, which keeps what the run read).
        public var existing: [String: [UInt8]] = [:]
        /// Every rendered path, sorted.
        public var renderedPaths: [String] { (rendered.map(\.path) + unchanged).sorted() }
        /// Empty when an error stopped the run before writing.
        public var plan: WritePlan
        /// With `Input.summarizes`, when no error stopped the run: what an incremental run
        /// needs of each spec (`SpecSummary`), sorted by path.
        public var summaries: [SpecSummary] = []
        /// Every rendered path by the spec it came from (`FileRenderer.render`), between stages.
        var owners: [String: [String]] = [:]
        /// An incremental run with a spec added (`runIncremental`): that spec's files, sorted,
        /// planned as absent — the caller checks they are.
        public var created: [String] = []
    }

    public static func run(_ input: Input) -> Output {
        let (documents, syntaxDiagnostics) = parse(input.specs)
        // Only the shape of each spec is kept for its summary, not its tree.
        let shapes = input.summarizes ? Parallel.map(documents) { (path: $0.file.path, hash: SpecShape.hash($0.root), words: SpecShape.words($0.root)) } : []
        let (set, modelDiagnostics) = SpecModelBuilder.build(documents, domainModules: input.config.domainModules, reservedByConfig: ConfigTypeNames.reserved(by: input.config),
            viewModelViews: ConfigTypeNames.namesViewModelViews(input.config))
        var diagnostics = syntaxDiagnostics + modelDiagnostics
        diagnostics += SpecChecker.check(set, config: input.config, specs: input.specs)
        diagnostics += AppViewsCheck.check(set, config: input.config)
        guard !diagnostics.hasErrors else {
            return Output(diagnostics: diagnostics, viewModels: set, rendered: [], existing: input.existing, plan: WritePlan(actions: []))
        }
        var output = renderAndPlan(set, input: input, diagnostics: diagnostics, only: nil)
        output.existing = input.existing
        if input.summarizes, !output.diagnostics.hasErrors {
            output.summaries = SpecSummary.summaries(shapes, set: set, owners: output.owners)
        }
        output.owners = [:]
        return output
    }

    /// Renders `set` (or, with `only`, the files of those specs) over `input.existing` and
    /// plans the writes: the stages after the checks, shared by full and incremental runs.
    /// `app`: with `only`, the App file's context when it is rendered too.
    static func renderAndPlan(_ set: ViewModelSet, input: Input, diagnostics: [Diagnostic], only: Set<String>?, app: AppContext? = nil) -> Output {
        var diagnostics = diagnostics
        let disk = input.outputsOnDisk ?? OutputsOnDisk(holding: input.existing)
        let rendering = only.map { only in ViewModelSet(viewModels: set.viewModels.filter { only.contains($0.location.file) }) } ?? set
        // The localization files are read once, for their translations, and those bytes are
        // the ones compared and planned: the rendered file depends on them.
        let localizationPaths = translationPaths(rendering, config: input.config)
        let localizationBytes = Dictionary(uniqueKeysWithValues: zip(localizationPaths, Parallel.map(localizationPaths, disk.read)).compactMap { path, bytes in
            bytes.map { (path, $0) }
        })
        let read: @Sendable (String) -> [UInt8]? = { path in localizationBytes[path] ?? disk.read(path) }
        // Files checked out with CRLF line endings are read and planned as their LF text
        // (`LineEndings`), and what is written to them goes back in CRLF.
        let (translations, unreadable, translationDiagnostics) = readTranslations(rendering, config: input.config) { read($0).map(LineEndings.asRead) }
        diagnostics += translationDiagnostics
        let renderer = FileRenderer(config: input.config, templates: input.templates)
        // Compared as `plan` compares (`RenderedBytes.isUnchanged`), as soon as each file is
        // rendered; never a file vmgen cannot read (it is skipped, not unchanged).
        let skipped = unreadable
        let compare: @Sendable (RenderedFile) -> Bool = { file in
            guard !skipped.contains(file.path), let old = read(file.path) else { return false }
            return RenderedBytes.isUnchanged(file.contents, old: LineEndings.asRead(old))
        }
        let isUnchanged = input.keepsUnchangedFiles ? nil : compare
        let (rendered, unchanged, renderDiagnostics, owners) = renderer.render(
            set, translations: translations, isUnchanged: isUnchanged, only: only, app: app, namesElsewhere: input.namesElsewhere)
        diagnostics += renderDiagnostics
        guard !renderDiagnostics.hasErrors else {
            return Output(diagnostics: diagnostics, viewModels: set, rendered: rendered, unchanged: unchanged, plan: WritePlan(actions: []))
        }
        // Two paths one on a case-insensitive file system: nothing is written (`CaseOnlyPaths`).
        let caseClashes = caseOnlyPathErrors(rendered: rendered, unchanged: unchanged, onDisk: disk.paths, owners: owners)
        guard caseClashes.isEmpty else {
            return Output(diagnostics: diagnostics + caseClashes, viewModels: set, rendered: rendered, unchanged: unchanged, plan: WritePlan(actions: []))
        }
        // Every other file is planned over its bytes: one found unchanged is not read again
        // (it is a rendered path, so never stale).
        let found = Set(unchanged)
        let toPlan = Array(disk.paths.subtracting(found))
        var onDisk: [String: [UInt8]] = [:]
        onDisk.reserveCapacity(toPlan.count)
        for (path, bytes) in zip(toPlan, Parallel.map(toPlan, read)) {
            onDisk[path] = bytes
        }
        var (existing, crlfOriginals) = LineEndings.readAsLF(onDisk)
        onDisk = [:]
        // A localization file vmgen cannot read is left alone: its translations must not be lost.
        let writable = rendered.filter { !unreadable.contains($0.path) }
        // A spec is never an output no longer generated, even in an output folder (one that
        // is the spec folder) and carrying vmgen's header.
        let specsInOutputs = input.specs.filter { existing[$0.path] != nil }
        if !specsInOutputs.isEmpty {
            let renderedPaths = Set(writable.map(\.path) + unchanged)
            for spec in specsInOutputs where !renderedPaths.contains(spec.path) {
                existing[spec.path] = nil
            }
        }
        // A file created now gets the hand-written bodies recorded for it; one on disk never does.
        let seeded = input.handOff.isEmpty ? writable : writable.map { file -> RenderedFile in
            guard existing[file.path] == nil else { return file }
            var copy = file
            copy.contents = input.handOff.seeded(file).text
            return copy
        }
        var (plan, planDiagnostics) = self.plan(rendered: seeded, unchanged: unchanged, existing: existing, owner: input.config.owner, recorded: input.recorded)
        plan.actions += unreadable.sorted().map { FileAction(path: $0, kind: .skip) }
        plan = LineEndings.restore(WritePlan(actions: plan.actions), originals: crlfOriginals)
        diagnostics += planDiagnostics
        var output = Output(diagnostics: diagnostics, viewModels: set, rendered: rendered, unchanged: unchanged, plan: plan)
        output.owners = owners
        return output
    }

    /// An error at the spec of each path vmgen would write that differs only by letter case from
    /// another it writes or one on disk in the output folders.
    static func caseOnlyPathErrors(rendered: [RenderedFile], unchanged: [String], onDisk: Set<String>, owners: [String: [String]]) -> [Diagnostic] {
        let written = (rendered.map(\.path) + unchanged).sorted()
        let clashes = CaseOnlyPaths.clashes(written: written, existing: onDisk.sorted())
        guard !clashes.isEmpty else { return [] }
        var specOf: [String: String] = [:]
        for (spec, paths) in owners {
            for path in paths { specOf[path] = spec }
        }
        return clashes.map { clash in
            let fix = clash.otherExists
                ? "rename or move \(clash.otherPart) (or delete it, if vmgen generated it under the old spelling), then run again"
                : "rename one of the names they come from"
            let spec = specOf[clash.path] ?? "vmgen.yml"
            let otherSpec = clash.otherExists ? nil : specOf[clash.other].flatMap { $0 == spec ? nil : $0 }
            return .error(CaseOnlyPaths.describe(clash) + "; vmgen writes nothing: " + fix,
                at: SourceLocation(file: spec, line: 1, column: 1), code: "case-clash",
                notes: otherSpec.map { ["\(clash.other) comes from \($0)"] } ?? [])
        }
    }

    /// The syntax stage for every spec file (on all cores; results in path order).
    public static func parse(_ specs: [SpecFile]) -> (documents: [SpecDocument], diagnostics: [Diagnostic]) {
        var documents: [SpecDocument] = []
        var diagnostics: [Diagnostic] = []
        let sorted = specs.sorted(by: { $0.path < $1.path })
        let results = Parallel.map(sorted) { YAMLParser.parse($0.bytes, file: $0.path) }
        for (spec, result) in zip(sorted, results) {
            diagnostics += result.diagnostics
            // A document with syntax errors is not read further: its tree may be incomplete.
            if !result.diagnostics.hasErrors {
                documents.append(SpecDocument(file: spec, root: result.root))
            }
        }
        return (documents, diagnostics)
    }

    /// `WritePlanner.plan`, on all cores. A file whose bytes on disk are exactly the bytes it
    /// renders to, with vmgen's header and no protected regions, is unchanged: the planner would
    /// find it generated, its fingerprint intact and nothing to merge, so that is decided here
    /// without decoding it. The rest are planned in chunks, each with the existing files of its
    /// own paths, and the files no longer rendered (stale) on their own; paths are unique, so
    /// the sorted plan and the diagnostics (chunk order, as the planner orders them) do not
    /// depend on the chunking.
    /// `unchanged`: paths rendered and already found on disk byte for byte (their text not
    /// kept); they are rendered paths, so never stale.
    static func plan(
        rendered: [RenderedFile], unchanged found: [String] = [], existing: [String: [UInt8]], owner: String? = nil, recorded: RecordedOutputs.Source? = nil
    ) -> (plan: WritePlan, diagnostics: [Diagnostic]) {
        let unchanged = Parallel.map(rendered) { file -> Bool in
            guard let old = existing[file.path] else { return false }
            return RenderedBytes.isUnchanged(file.contents, old: old)
        }
        var actions: [FileAction] = found.map { FileAction(path: $0, kind: .unchanged) }
        var remaining: [RenderedFile] = []
        for (file, isUnchanged) in zip(rendered, unchanged) {
            if isUnchanged {
                actions.append(FileAction(path: file.path, kind: .unchanged))
            } else {
                remaining.append(file)
            }
        }
        let chunkCount = min(remaining.count, Parallel.cores * 4)
        let chunks = (0..<chunkCount).map { chunk in
            Array(remaining[(chunk * remaining.count / chunkCount)..<((chunk + 1) * remaining.count / chunkCount)])
        }
        let renderedPaths = Set(rendered.map(\.path) + found)
        var stale: [String: [UInt8]] = [:]
        for (path, bytes) in existing where !renderedPaths.contains(path) {
            stale[path] = bytes
        }
        let jobs = chunks.map { chunk in
            (rendered: chunk, existing: Dictionary(uniqueKeysWithValues: chunk.compactMap { file in existing[file.path].map { (file.path, $0) } }))
        } + [(rendered: [], existing: stale)]
        var diagnostics: [Diagnostic] = []
        for (plan, planDiagnostics) in Parallel.map(jobs, { WritePlanner.plan(rendered: $0.rendered, existing: $0.existing, owner: owner, recorded: recorded) }) {
            actions += plan.actions
            diagnostics += planDiagnostics
        }
        return (WritePlan(actions: actions), diagnostics)
    }

    /// The localization files `set` renders, whose translations are read back.
    static func translationPaths(_ set: ViewModelSet, config: ProjectConfig) -> [String] {
        let paths = OutputPaths(config: config)
        return set.viewModels.filter(\.hasLocalizedText).map(paths.localization)
    }

    /// The translations in the localization files of `set`, read as `bytes` gives them (their
    /// LF text).
    static func readTranslations(_ set: ViewModelSet, config: ProjectConfig, bytes: (String) -> [UInt8]?) -> ([String: ExistingTranslations], Set<String>, [Diagnostic]) {
        var translations: [String: ExistingTranslations] = [:]
        var unreadable = Set<String>()
        var diagnostics: [Diagnostic] = []
        for path in translationPaths(set, config: config) {
            guard let bytes = bytes(path), GeneratedHeader.isGenerated(bytes, path: path) else { continue }
            let (parsed, problems) = ExistingTranslations.parse(bytes, path: path)
            if problems.hasErrors {
                unreadable.insert(path)
                diagnostics += problems
                diagnostics.append(.error("cannot read the translations in \(path), so vmgen leaves it untouched; fix the YAML error above and run again",
                    at: SourceLocation(file: path, line: 1, column: 1), code: "localization"))
            } else {
                translations[path] = parsed
            }
        }
        return (translations, unreadable, diagnostics)
    }
}
