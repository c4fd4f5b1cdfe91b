import VMGenKit

/// What `vmgen generate` would do once the imported specs are written and the hand-written
/// files they describe are moved aside: the pipeline run in memory over the project's specs
/// and the imported ones, with the imported bodies in their regions. `vmgen import` shows the
/// rule findings on the imported specs, the diff (`--dry-run`) or a summary, and records the
/// bodies (`HandOffFile`) from it.
struct ImportPreview {
    let output: Generator.Output
    /// The bodies as hand-off entries, at the paths the specs generate.
    let entries: [RegionHandOff.Entry]
    /// Bodies whose file the specs do not generate.
    let unplaced: [ImportedBody]
    /// The hand-written files in the way of a generated file, by path: generate replaces each
    /// once it is moved aside.
    let handWritten: [String: [UInt8]]
    /// Whether an imported spec has a YAML error: it cannot be read at all.
    let unreadable: Bool
    /// The imported specs' paths and texts.
    let specs: [String: String]

    init(_ result: ImportResult, folder: String, project: Project) {
        let imported = result.specs.map { SpecFile(path: folder + $0.fileName, text: $0.text) }
        specs = Dictionary(imported.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }, uniquingKeysWith: { first, _ in first })
        let paths = OutputPaths(config: project.config)
        let (templates, _) = TemplateLibrary.templateSet(overrides: project.templateOverrides())
        let existing = project.existingOutputs()
        // As after moving the hand-written files aside: a file vmgen did not write is not there.
        let generated = existing.filter { GeneratedHeader.isGenerated(LineEndings.asRead($0.value), path: $0.key) }
        let allSpecs = project.specs() + imported
        var input = Generator.Input(config: project.config, specs: allSpecs, templates: templates, existing: generated)
        // First the paths of the bodies' files, from the specs' model alone.
        let parsed = Generator.parse(allSpecs)
        let importedPaths = Set(imported.map(\.path))
        unreadable = parsed.diagnostics.contains { $0.severity == .error && $0.location.map { importedPaths.contains($0.file) } ?? false }
        let set = SpecModelBuilder.build(parsed.documents, domainModules: project.config.domainModules, reservedByConfig: ConfigTypeNames.reserved(by: project.config),
            viewModelViews: ConfigTypeNames.namesViewModelViews(project.config)).set
        var entries: [RegionHandOff.Entry] = []
        var unplaced: [ImportedBody] = []
        for body in result.bodies {
            guard let path = body.generatedPath(in: set, paths: paths) else {
                unplaced.append(body)
                continue
            }
            let source = "\(body.source.file):\(body.source.line):\(body.source.column)"
            entries.append(RegionHandOff.Entry(path: path, region: body.region, text: body.text, source: source))
        }
        self.entries = entries
        self.unplaced = unplaced
        input.handOff = RegionHandOff(entries: entries)
        output = Generator.run(input)
        let rendered = Set(output.renderedPaths)
        handWritten = existing.filter { rendered.contains($0.key) && generated[$0.key] == nil }
    }

    /// The findings on the imported specs (spec rules and the rest of the pipeline's checks).
    var findings: [Diagnostic] {
        output.diagnostics.filter { $0.location.map { specs[$0.file] != nil } ?? false }
    }


    /// The plan, with each file that replaces a hand-written one shown as an update of it.
    var plan: WritePlan {
        WritePlan(actions: output.plan.actions.map { action in
            guard action.kind == .create, let old = handWritten[action.path] else { return action }
            var replacing = action
            replacing.kind = .update
            replacing.previous = old
            return replacing
        })
    }

    /// Why there is no diff or list of files to replace: generate would stop on an error.
    private var stopped: String {
        findings.hasErrors
            ? "'vmgen generate' would stop on the errors above; fix them in the specs first"
            : "'vmgen generate' would stop on errors in the project's other specs ('vmgen check' lists them)"
    }

    /// Prints the findings at the imported specs' lines (they do not stop the import).
    func reportFindings(project: Project, console: Console) {
        let shown = findings.sortedForOutput().map { finding -> Diagnostic in
            var copy = finding
            if let file = copy.location?.file { copy.location?.file = project.display(file) }
            return copy
        }
        guard !shown.isEmpty else { return }
        let sources = Dictionary(specs.map { (project.display($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        console.diagnostics(console.renderer(sources: sources).render(shown))
        console.info("vmgen: the findings above are on the imported specs, which hold the ViewModels as they are: 'vmgen generate' stops on an error; fix it in the spec")
    }

    /// `--dry-run`: each file generate would then change, with its diff (a hand-written file
    /// against what replaces it, bodies carried); a new file is only named.
    func reportDiff(project: Project, console: Console) {
        guard !output.diagnostics.hasErrors else {
            console.info("vmgen: \(stopped), so there is no diff to show")
            return
        }
        let plan = plan
        let writer = PlanWriter(project: project, console: console)
        if !handWritten.isEmpty {
            console.info("vmgen: once the hand-written files are moved aside, 'vmgen generate' would (a hand-written file's diff is against what replaces it):")
        }
        for action in plan.actions where action.kind == .create { console.outLine("would create \(project.displayOutput(action.path))") }
        _ = writer.report(WritePlan(actions: plan.actions.filter { $0.kind != .create }), verb: "would", diff: true)
    }

    /// The hand-written files to move aside before `generate`, project-relative: those in the
    /// way of a generated one, and those declaring the same types (or giving the same
    /// translations) at other paths. A hand-written localization file at a generated path is
    /// adopted by generate when it keeps everything, so it stays.
    func asideFiles(_ result: ImportResult) -> [String] {
        Set(result.specs.flatMap(\.sourceFiles) + result.carriedLocalizationFiles + result.otherSourceFiles
            + handWritten.keys.filter { !$0.hasSuffix(".yml") }).sorted()
    }

    /// Why `path`, one of `asideFiles`, is not wholly in the specs (so `--move-aside` leaves
    /// it): a note of the import is in it, or translations it did not carry.
    static func whyNotCarried(_ path: String, in result: ImportResult) -> String? {
        if result.notes.contains(where: { $0.location.file == path }) { return "it holds what the specs do not carry (see its notes)" }
        if result.partlyCarriedLocalizationFiles.contains(path) { return "it holds translations the import did not carry (see its notes)" }
        return nil
    }

    /// After writing the specs: which files generate would replace (less those `moved`
    /// aside), and which still need a hand-written part.
    func summarize(_ result: ImportResult, project: Project, console: Console, moved: Set<String> = []) {
        if output.diagnostics.hasErrors {
            console.info("vmgen: " + stopped)
        }
        let aside = asideFiles(result).filter { !moved.contains($0) }.map(project.display)
        if aside.isEmpty {
            console.info("vmgen: next, run 'vmgen generate'")
        } else {
            console.info("vmgen: next, move aside the \(aside.count) hand-written file(s) below, whose content the specs now generate, then run 'vmgen generate' (it never overwrites a file it did not write; --dry-run shows the diff\(moved.isEmpty ? "; --move-aside moves those the specs fully carry" : "")):")
            for path in aside { console.info("  " + path) }
        }
        for path in result.partlyCarriedLocalizationFiles {
            console.info("vmgen: \(project.display(path)) also holds translations the import did not carry (see the notes): delete the carried ones from it, which the generated YAML repeats")
        }
        if !entries.isEmpty {
            console.info("vmgen: \(entries.count) hand-written bod\(entries.count == 1 ? "y is" : "ies are") recorded in \(RegionHandOff.projectPath); 'vmgen generate' puts each into its region when it creates the file")
        }
        let noted = result.filesWithNotes
        if !noted.isEmpty {
            console.info("vmgen: \(noted.count) file(s) still need a hand-written part (see the notes above):")
            for path in noted { console.info("  \(path.hasPrefix("/") ? path : project.display(path))") }
        }
    }
}
