import Foundation
import VMGenKit

/// `vmgen import [paths…]`: hand-written FOSMVVM ViewModels and their localization YAML in,
/// one spec per top-level ViewModel out. What the spec language cannot hold is listed, never
/// dropped; an existing spec is never overwritten.
enum ImportCommand {
    static let command = Command(
        name: "import",
        summary: "Write specs from hand-written FOSMVVM ViewModels and their localization YAML.",
        usage: "vmgen import [<path>…] [--dry-run] [--move-aside | --move-aside-to DIR]",
        description: """
            Reads the Swift and YAML files under the paths given (default: the viewModels
            folder, both resource folders of vmgen.yml, the server's ViewModelFactories and
            Controllers folders and the observable screens' and tests' folders) and writes one
            spec per top-level ViewModel or @Observable screen to the spec folder, with its
            children, nested types, text in every locale found, identity, doc, stored properties
            and stubs, display enums, form (Fields, messages, create request), operations (and
            the request each sends), the page's request query and errors, the other requests in
            its folder, and the error it displays; requests of no ViewModel's folder go into a
            spec of requests alone. Hand-written live operation bodies, factory bodies,
            controller handlers and routes are recorded in .vmgen/hand-off.yml; generate puts
            each, byte for byte, into its protected region when it creates the file. Everything
            it does not carry is listed as 'file:line:col: note: …' with the reason, so nothing
            is lost in silence. The spec rules' findings on the imported specs are shown (they do
            not stop the import), then the hand-written files generate would replace and those
            that still need a hand-written part. Never overwrites: if a spec file of the same
            name exists, a spec already declares the page, one of its children or one of its
            requests, or two imported specs would share a file or a name, nothing is written.
            It waits for a generate or watch run writing in the project to finish. With
            --dry-run the specs are printed instead, with the diff of each existing file
            generate would then change. With --move-aside, the hand-written files the specs now
            generate are moved, once the specs are written, into .vmgen-imported/ at the project
            root (--move-aside-to DIR: into DIR), each at its project path below it: a hidden
            folder SwiftPM does not compile. A file that holds anything the specs do not carry
            (a note names it) stays where it is; nothing in the folder is ever replaced (a path
            already there stops the import before it writes anything); no file or folder is
            moved through a link. With --dry-run it lists the files it would move.
            """,
        options: [
            Option(["--dry-run"], help: "Print the specs and the diff generate would then make; write nothing."),
            Option(["--move-aside"], help: "Then move the files the specs fully carry into \(MoveAside.defaultFolder)/."),
            Option(["--move-aside-to"], value: "DIR", help: "As --move-aside, into DIR (no folder vmgen or a target reads)."),
            .config,
        ],
        maxPositionals: Int.max,
        run: run)

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        let dryRun = invocation.flag("--dry-run")
        guard let project = try invocation.openProject(specFolder: dryRun ? .unused : .created) else { return .usage }
        let inputs = ImportInputs(paths: invocation.arguments.positionals, project: project, workingDirectory: invocation.workingDirectory)
        if let missing = inputs.missing.first {
            throw UsageError("'\(missing)' does not exist")
        }
        var result = SpecImporter.run(swift: inputs.swift, yaml: inputs.yaml, viewModelsModule: project.config.viewModels.module, context: inputs.context)
        guard !result.specs.isEmpty else {
            printNotes(result.notes, project: project, console: invocation.console)
            throw UsageError("no @ViewModel struct found in \(inputs.swift.count) Swift file(s); name the files or folders that hold them")
        }
        let folder = project.config.specs == "." ? "" : project.config.specs + "/"
        // Like `vmgen new`: the first line points editors at the spec schema.
        let modeline = JSONSchemas.modeline(.spec, inFolder: project.config.specs)
        result.specs = result.specs.map { spec in
            var spec = spec
            spec.text = modeline + "\n" + spec.text
            return spec
        }
        let preview = ImportPreview(result, folder: folder, project: project)
        result.notes += preview.unplaced.map { ImportNote(location: $0.source, message: "the body of '\($0.region)' is not carried: the specs generate no file for \($0.target)") }
        result.notes.sort()
        printNotes(result.notes, project: project, console: invocation.console)
        // What goes aside is decided before anything is written: a folder that cannot take
        // the files stops the import whole.
        var moveAside: MoveAside?
        if let destination = try moveAsideFolder(invocation, project: project) {
            let read = Dictionary((inputs.swift + inputs.yaml).map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
            let finished = result
            switch MoveAside.plan(
                folder: destination.path, shown: destination.shown, project: project, workingDirectory: invocation.workingDirectory, candidates: preview.asideFiles(result),
                whyNotCarried: { ImportPreview.whyNotCarried($0, in: finished) }, read: read)
            {
            case .success(let plan): moveAside = plan
            case .failure(let refusal):
                invocation.console.error(refusal.message)
                invocation.console.error("nothing was written")
                return .usage
            }
        }
        // Text in a locale vmgen.yml does not list is an error once generating (LOC-10): say so now.
        let unlisted = result.locales.filter { !project.config.locales.contains($0) }
        if !unlisted.isEmpty {
            invocation.console.err("warning: the localization YAML has text in \(unlisted.joined(separator: ", ")), which vmgen.yml's 'locales' (\(project.config.locales.joined(separator: ", "))) does not list: add them there before 'vmgen generate'\n")
        }
        // Findings never stop the import: the spec holds the ViewModel as it is.
        let code: ExitCode = preview.unreadable ? .failure : .success
        if dryRun {
            for spec in result.specs {
                invocation.console.out("--- # \(project.display(folder + spec.fileName))\n" + spec.text)
            }
            preview.reportFindings(project: project, console: invocation.console)
            if let moveAside { report(moveAside, done: false, project: project, console: invocation.console) }
            preview.reportDiff(project: project, console: invocation.console)
            // What the import itself would refuse, said now.
            let clashes = ImportedSpec.clashes(result.specs)
            for clash in clashes { invocation.console.error(clash) }
            if case .failure(let refusal) = handOffRecord(adding: preview.entries, project: project) {
                invocation.console.error(refusal.text)
                return .usage
            }
            if !clashes.isEmpty { return .usage }
            return code
        }
        let written = write(result, folder: folder, project: project, handOff: preview.entries, console: invocation.console)
        guard written == .success else { return written }
        preview.reportFindings(project: project, console: invocation.console)
        var moved: [String] = []
        if let moveAside {
            let outcome = moveAside.run(project: project)
            moved = outcome.moved
            report(moveAside, done: true, moved: moved, project: project, console: invocation.console)
            if let failure = outcome.failure {
                invocation.console.error(failure + "; the specs are written, and the files not moved are where they were")
                return .failure
            }
        }
        preview.summarize(result, project: project, console: invocation.console, moved: Set(moved))
        do {
            if try SchemaFiles.createIfMissing(.spec, root: project.root) {
                invocation.console.info("created \(project.display(JSONSchemas.Kind.spec.projectPath))")
            }
        } catch {
            invocation.console.error("cannot write \(project.display(JSONSchemas.Kind.spec.projectPath)), which the specs' first line points editors at (\(error.message)); the specs are written")
            return .failure
        }
        return code
    }

    /// The folder `--move-aside` (the default one, at the project root) or `--move-aside-to DIR`
    /// names; nil without either.
    private static func moveAsideFolder(_ invocation: Invocation, project: Project) throws(UsageError) -> (path: String, shown: String)? {
        let given = invocation.option("--move-aside-to")
        if invocation.flag("--move-aside"), given != nil {
            throw UsageError("--move-aside and --move-aside-to name two folders; give one")
        }
        if let given {
            guard !given.isEmpty else { throw UsageError("--move-aside-to needs a folder") }
            return (given, given)
        }
        return invocation.flag("--move-aside") ? (project.root + "/" + MoveAside.defaultFolder, project.display(MoveAside.defaultFolder)) : nil
    }

    /// The files moved (or, before, to move) and those left, with why.
    private static func report(_ plan: MoveAside, done: Bool, moved: [String] = [], project: Project, console: Console) {
        for path in done ? moved : plan.moves {
            console.info("\(done ? "moved" : "would move") \(project.display(path)) → \(plan.shownFolder)/\(path)")
        }
        for (path, reason) in plan.kept {
            console.info("left \(project.display(path)) where it is: \(reason)")
        }
        if plan.moves.isEmpty {
            console.info("vmgen: no file to move aside")
        }
    }

    /// The hand-off record with `entries` added, or why the import must refuse: it cannot be
    /// read, or it holds another body, not carried yet, for one of the regions.
    private static func handOffRecord(adding entries: [RegionHandOff.Entry], project: Project) -> Result<RegionHandOff, Refusal> {
        HandOffFile.load(project).flatMap { $0.adding(entries).mapError { conflict in
            Diagnostic.error("\(RegionHandOff.projectPath) already holds another body for region '\(conflict.region)' of \(conflict.path) (from \(conflict.source)), not carried yet; carry or delete that entry first",
                at: SourceLocation(file: RegionHandOff.projectPath, line: 1, column: 1), code: "hand-off")
        } }.mapError { problem in Refusal(text: (problem.location.map { NewCommand.shown($0, project) + ": " } ?? "") + problem.message) }
    }

    struct Refusal: Error { var text: String }

    /// Notes go to standard error whatever `-q` says: each is something not carried.
    private static func printNotes(_ notes: [ImportNote], project: Project, console: Console) {
        for note in notes {
            var shown = note
            if !shown.location.file.hasPrefix("/") { shown.location.file = project.display(shown.location.file) }
            console.err(shown.rendered + "\n")
        }
    }

    /// Creates each spec, after checking none is there: an existing spec is the user's work.
    ///
    /// It holds the project's lock (`ProjectLock`, as a writing `generate` does) from reading the
    /// hand-off record to the last spec: a generate settling the record meanwhile would write
    /// back its own copy, without the bodies this import adds.
    private static func write(_ result: ImportResult, folder: String, project: Project, handOff entries: [RegionHandOff.Entry], console: Console) -> ExitCode {
        guard case .success(let lock) = ProjectLock.forWriting(in: project, console: console) else {
            console.error("nothing was written")
            return .failure
        }
        defer { lock?.release() }
        // An import stopped before its renames left temporary copies (hidden, `.tmp`) in the
        // folders it writes to: this one removes them, as generate does in its folders.
        let folders = Set(
            result.specs.map { FileSystem.parentFolder(of: folder + $0.fileName) } + [FileSystem.parentFolder(of: RegionHandOff.projectPath)]
                + JSONSchemas.Kind.allCases.map { FileSystem.parentFolder(of: $0.projectPath) })
        let listed = folders.sorted().flatMap { relative in
            ((try? FileManager.default.contentsOfDirectory(atPath: project.root + "/" + relative)) ?? []).map { (relative == "." ? "" : relative + "/") + $0 }
        }
        for path in Deletion.removeLeftoverTemporaryFiles(listed.map { project.root + "/" + $0 }) {
            console.detail("removed \(project.display(String(path.dropFirst(project.root.count + 1)))), left by a vmgen run that was stopped")
        }
        let existingSpecs = project.specs()
        let names = DeclaredNames(existingSpecs)
        let clashes = ImportedSpec.clashes(result.specs)
        var refusals: [String] = []
        // A new spec whose path equals an existing one's but for letter case would overwrite it
        // on a case-insensitive file system.
        for clash in CaseOnlyPaths.clashes(written: result.specs.map { folder + $0.fileName }, existing: existingSpecs.map(\.path)) where clash.otherExists {
            refusals.append(CaseOnlyPaths.describe(clash))
        }
        // The bodies join the record of an earlier import; a body recorded there and not
        // carried yet is never replaced.
        var handOff = RegionHandOff()
        switch handOffRecord(adding: entries, project: project) {
        case .success(let record): handOff = record
        case .failure(let refusal): refusals.append(refusal.text)
        }
        for spec in result.specs {
            let path = folder + spec.fileName
            if FileSystem.exists(project.root + "/" + path) {
                refusals.append("\(project.display(path)) already exists")
            }
            // A child's name too: the same ViewModel declared twice stops the next generate.
            for name in spec.names {
                if let taken = names.declaration(named: name) {
                    refusals.append("'\(name)' is already declared at \(NewCommand.shown(taken.location, project))")
                }
            }
            for type in spec.requests {
                if let taken = names.request(typeName: type) {
                    refusals.append("'\(type)' is already declared at \(NewCommand.shown(taken.location, project))")
                }
            }
        }
        if !refusals.isEmpty || !clashes.isEmpty {
            for refusal in clashes + refusals { console.error(refusal) }
            console.error(refusals.isEmpty ? "nothing was written"
                : "nothing was written: vmgen import never overwrites a spec; move the existing ones aside, or use --dry-run and merge by hand")
            return .usage
        }
        // The record first: a generate that sees the specs (a `watch`) must find the bodies.
        if !entries.isEmpty {
            do {
                try HandOffFile.save(handOff, project: project)
            } catch {
                console.error("cannot write \(RegionHandOff.projectPath) (\(error.message)): nothing was written; the hand-written bodies are still in their files")
                return .failure
            }
        }
        for spec in result.specs {
            let path = folder + spec.fileName
            do {
                try FileSystem.createNew(Array(spec.text.utf8), at: project.root + "/" + path)
            } catch {
                console.error(error.message)
                return .failure
            }
            console.info("created \(project.display(path))")
        }
        let noted = Set(result.notes.map(\.location.file)).count
        console.info("vmgen: \(result.specs.count) spec(s) written; \(result.notes.count) note(s) in \(noted) file(s) list what was not carried")
        return .success
    }
}
