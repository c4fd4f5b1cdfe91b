/// An incremental run: the result of a full run over a project in which a few specs were
/// edited since a recorded full (or incremental) run, computed from those specs, the few they
/// depend on or that depend on them, and the record — not from every spec.
///
/// It applies only where it gives what a full run gives: the recorded run found no error, at
/// most one spec was added (proved to reach no other file, `AddedSpec`) and at most one
/// removed (proved to have reached none, `RemovedSpec`): a rename is both; the vmgen build,
/// config and templates are the same,
/// and each edited spec either keeps its shape (`SpecSummary`: only `text:` values changed)
/// or, when its shape changed, it declares and mentions nothing new, its `SpecFacts` are the
/// same, and every spec that mentions a name it declares — and every spec that mentions one
/// of theirs, and so on (`SpecSummary.dependents`) — is in `changed` too, redone beside it
/// with its bytes unchanged. Then the cross-spec stages — names, clashes, cycles, list rows,
/// storages, the App — come out as recorded, only the redone specs' own files and the
/// findings located in them (or in their files) can differ, and those are computed again
/// here. Anything else returns nil and
/// the caller runs the whole pipeline. `IncrementalRunTests` holds it to a full run, byte for
/// byte, over random sequences of edits.
extension Generator {
    public struct IncrementalInput: Sendable {
        public var config: ProjectConfig
        public var templates: TemplateSet
        /// The edited specs and their context (`context.paths`), as they are now.
        public var specs: [SpecFile]
        /// The paths of the specs to redo: the edited ones, and those that read their names.
        public var changed: Set<String>
        /// `SpecSummary.context(of: changed, in: summaries)`: which specs `specs` holds, and
        /// the names every spec declares.
        public var context: SpecSummary.Context
        /// The recorded run's summaries (every spec) and result.
        public var summaries: [SpecSummary]
        public var diagnostics: [Diagnostic]
        public var actions: [FileAction]
        /// The edited specs' recorded output files as they are on disk now.
        public var existing: [String: [UInt8]]
        /// The path of a spec added since the record (in `specs`, not in `changed`), and every
        /// spec of the project, which `AddedSpec` reads for words the new spec declares.
        public var added: String? = nil
        public var allSpecs: [SpecFile] = []
        /// The path of a spec removed since the record; its recorded outputs are in `existing`.
        public var removed: String? = nil

        public init(
            config: ProjectConfig, templates: TemplateSet, specs: [SpecFile], changed: Set<String>, context: SpecSummary.Context,
            summaries: [SpecSummary], diagnostics: [Diagnostic], actions: [FileAction], existing: [String: [UInt8]]
        ) {
            self.config = config
            self.templates = templates
            self.specs = specs
            self.changed = changed
            self.context = context
            self.summaries = summaries
            self.diagnostics = diagnostics
            self.actions = actions
            self.existing = existing
        }

        /// What `Generator.run` reads for the same specs.
        var generatorInput: Input {
            Input(config: config, specs: specs, templates: templates, existing: existing)
        }
    }

    /// The full run's result, or nil when this edit needs the full run. `Output.viewModels`
    /// holds only the edited (and added) specs' ViewModels, `rendered` only their files;
    /// `summaries` is the record's, with those of the specs whose shape changed made again
    /// (and the added spec's); `created` the added spec's files, planned as absent: the
    /// caller checks they are.
    public static func runIncremental(_ input: IncrementalInput) -> Output? {
        let redone = input.changed.union(input.added.map { [$0] } ?? [])
        guard !redone.isEmpty || input.removed != nil, !input.diagnostics.hasErrors, input.actions.allSatisfy({ $0.kind == .unchanged || $0.kind == .skip }) else { return nil }
        let summaries = Dictionary(input.summaries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        guard input.changed.allSatisfy({ summaries[$0] != nil }), input.added.map({ summaries[$0] == nil && !input.changed.contains($0) }) ?? true else { return nil }
        // The removed spec's files are planned as files no spec renders (stale), over their
        // bytes in `existing`, as the full run plans them.
        var stale = Set<String>()
        var removedViewModels = false
        // The names an added spec must not declare: every spec's but the removed one's (a
        // renamed spec declares what it did), which no other spec declares or mentions.
        var known = input.context.names
        if let path = input.removed {
            guard let summary = summaries[path], !redone.contains(path), RemovedSpec.isNeutral(summary, in: input.summaries, config: input.config) else { return nil }
            stale = Set(summary.outputs)
            removedViewModels = !summary.app.isEmpty
            guard stale.allSatisfy({ input.existing[$0] != nil }) else { return nil }
            known.subtract(summary.names)
            for other in input.summaries where other.path != path { known.formUnion(other.names) }
        }
        let (documents, syntaxDiagnostics) = parse(input.specs)
        guard !syntaxDiagnostics.hasErrors, documents.count == input.specs.count else { return nil }
        var reshaped: [(path: String, hash: ContentHash, words: Set<String>)] = []
        for document in documents where input.changed.contains(document.file.path) {
            let hash = SpecShape.hash(document.root)
            if hash != summaries[document.file.path]?.shape { reshaped.append((document.file.path, hash, SpecShape.words(document.root))) }
        }
        // Every spec that reads a reshaped spec's names, directly or not, is redone with it.
        guard SpecSummary.dependents(of: Set(reshaped.map(\.path)), in: input.summaries).isSubset(of: input.changed) else { return nil }
        // The added spec mentions no name of another spec (and so declares none of theirs).
        var added: (path: String, hash: ContentHash, words: Set<String>)?
        if let path = input.added {
            guard let document = documents.first(where: { $0.file.path == path }) else { return nil }
            added = (path, SpecShape.hash(document.root), SpecShape.words(document.root))
            guard added?.words.isDisjoint(with: known) ?? false else { return nil }
        }
        var elsewhere = (viewModels: input.context.viewModels, enums: input.context.enums)
        if let removed = input.removed.flatMap({ summaries[$0] }) {
            elsewhere.viewModels.subtract(removed.viewModels)
            elsewhere.enums.subtract(removed.enums)
        }
        let (set, modelDiagnostics) = SpecModelBuilder.build(
            documents, domainModules: input.config.domainModules, declaredElsewhere: elsewhere, reservedByConfig: ConfigTypeNames.reserved(by: input.config),
            viewModelViews: ConfigTypeNames.namesViewModelViews(input.config))
        let isEdited = { (diagnostic: Diagnostic) -> Bool in diagnostic.location.map { redone.contains($0.file) } ?? false }
        let local = (syntaxDiagnostics + modelDiagnostics + SpecChecker.check(set, config: input.config, specs: input.specs)).filter(isEdited)
        guard !local.hasErrors else { return nil }

        // A ViewModel added or removed changes the App file: made again from the summaries.
        var appContext: AppContext?
        var appFile: Set<String> = []
        let addedEntries = input.added.map { path in set.viewModels.filter { $0.location.file == path }.map(AppEntry.init) } ?? []
        if let app = input.config.app, removedViewModels || !addedEntries.isEmpty {
            var others = input.summaries.filter { $0.path != input.removed }
            if let path = input.added {
                var summary = SpecSummary(path: path, shape: ContentHash([]), viewModels: [], enums: [], storages: [], mentions: [], outputs: [])
                summary.app = addedEntries
                others.append(summary)
            }
            let context = AppContext(app: app, summaries: others.sorted { $0.path < $1.path }, config: input.config)
            // `AppViewsCheck`: a root view the App cannot bind is an error of the full run.
            if let root = app.rootView, let entry = context.entries.first(where: { $0.viewName == root }), entry.binding == nil { return nil }
            // No root named and none the App can bind: an error of the full run too.
            if app.rootView == nil, !context.entries.contains(where: { $0.binding != nil }) { return nil }
            // A feature flag on a view no spec has any more: an error of the full run too.
            let registered = Set(context.entries.map(\.viewName))
            if app.featureFlags.contains(where: { $0.views.contains { !registered.contains($0.name) } }) { return nil }
            let path = OutputPaths(config: input.config).app(app)
            guard input.existing[path] != nil else { return nil }
            appContext = context
            appFile = [path]
        }
        let outputs = Set(input.changed.flatMap { summaries[$0]?.outputs ?? [] })
        // Only the files this run plans: the App file, read in case, is no stale file.
        var generatorInput = input.generatorInput
        generatorInput.existing = input.existing.filter { outputs.contains($0.key) || stale.contains($0.key) || appFile.contains($0.key) }
        generatorInput.namesElsewhere = known
        var output = renderAndPlan(set, input: generatorInput, diagnostics: local, only: redone, app: appContext)
        let created = Set(input.added.flatMap { output.owners[$0] } ?? [])
        let redoneFiles = outputs.union(created).union(stale).union(appFile)
        let owners = appFile.isEmpty ? redone : redone.union(["vmgen.yml"])
        guard !output.diagnostics.hasErrors, Set(output.owners.keys).isSubset(of: owners), outputs.isDisjoint(with: created),
            stale.isDisjoint(with: outputs), appFile.isDisjoint(with: outputs.union(created).union(stale)),
            Set(output.owners.values.joined()) == outputs.union(created).union(appFile), output.plan.actions.allSatisfy({ redoneFiles.contains($0.path) })
        else { return nil }
        var addedSummary: SpecSummary?
        if let added {
            guard var summary = SpecSummary.summaries([added], set: set, owners: output.owners, known: known).first,
                AddedSpec.isNeutral(summary, set: set, known: known, others: input.allSpecs, config: input.config)
            else { return nil }
            // As a full run records it: its own names among the names it mentions.
            summary.mentions = added.words.intersection(known.union(summary.names)).sorted()
            addedSummary = summary
        }
        // A spec whose shape changed: what a full run would record of it now, which must
        // declare, export and tell the other specs what it did (`SpecSummary`).
        var remade: [String: SpecSummary] = [:]
        for summary in SpecSummary.summaries(reshaped, set: set, owners: output.owners, known: input.context.names) {
            guard let old = summaries[summary.path], summary.keepsOthers(as: old) else { return nil }
            remade[summary.path] = summary
        }

        let replaced = redone.union(redoneFiles).union(input.removed.map { [$0] } ?? [])
        let kept = input.diagnostics.filter { diagnostic in diagnostic.location.map { !replaced.contains($0.file) } ?? true }
        output.diagnostics = kept + output.diagnostics
        output.plan = WritePlan(actions: input.actions.filter { !redoneFiles.contains($0.path) } + output.plan.actions)
        output.viewModels = ViewModelSet(viewModels: set.viewModels.filter { redone.contains($0.location.file) })
        output.summaries = input.summaries.filter { $0.path != input.removed }.map { remade[$0.path] ?? $0 }
        if let addedSummary { output.summaries = (output.summaries + [addedSummary]).sorted { $0.path < $1.path } }
        output.owners = [:]
        output.created = created.sorted()
        output.existing = input.existing
        return output
    }

    /// Whether no spec but these mentions a name one of them declares or writes to: then no
    /// other spec's model, findings or files read what their edit changed.
    static func isLeaf(_ paths: Set<String>, in summaries: [SpecSummary]) -> Bool {
        guard !paths.isEmpty else { return true }
        var names = Set<String>()
        for summary in summaries where paths.contains(summary.path) { names.formUnion(summary.names) }
        return !summaries.contains { !paths.contains($0.path) && $0.mentions.contains(where: names.contains) }
    }
}

extension SpecSummary {
    /// Whether this summary of an edited spec (made again after its shape changed) leaves
    /// every other spec as `old` did: the same names declared, exported and written to, the
    /// same facts (`SpecFacts`), the same files, and no name mentioned that `old` did not
    /// (the edit's context held every spec it refers to).
    func keepsOthers(as old: SpecSummary) -> Bool {
        viewModels == old.viewModels && enums == old.enums && storages == old.storages && exports == old.exports && facts == old.facts
            && outputs == old.outputs && Set(mentions).isSubset(of: old.mentions)
    }
}
