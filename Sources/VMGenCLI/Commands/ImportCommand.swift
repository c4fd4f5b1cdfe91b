import VMGenKit

/// `vmgen import [paths…]`: hand-written FOSMVVM ViewModels and their localization YAML in,
/// one spec per top-level ViewModel out. What the spec language cannot hold is listed, never
/// dropped; an existing spec is never overwritten.
enum ImportCommand {
    static let command = Command(
        name: "import",
        summary: "Write specs from hand-written FOSMVVM ViewModels and their localization YAML.",
        usage: "vmgen import [<path>…] [--dry-run]",
        description: """
            Reads the Swift and YAML files under the paths given (default: the viewModels
            folder and both resource folders of vmgen.yml) and writes one spec per top-level
            ViewModel to the spec folder, with its children, text in every locale found,
            identity, doc, stored properties, display enums, operations (their live bodies stay
            in the operations file's protected regions) and the page's request query.
            Everything it does not carry into a spec is listed as 'file:line:col: note: …'
            with the reason, so nothing is lost in silence. Never overwrites: if a spec file of
            the same name exists, or a spec already declares the page or one of its children,
            nothing is written. With --dry-run the specs are printed instead.
            """,
        options: [
            Option(["--dry-run"], help: "Print the specs (one YAML document each) and write nothing."),
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
        var result = SpecImporter.run(swift: inputs.swift, yaml: inputs.yaml)
        for note in result.notes {
            var shown = note
            if !shown.location.file.hasPrefix("/") { shown.location.file = project.display(shown.location.file) }
            invocation.console.err(shown.rendered + "\n")
        }
        guard !result.specs.isEmpty else {
            throw UsageError("no @ViewModel struct found in \(inputs.swift.count) Swift file(s); name the files or folders that hold them")
        }
        // Text in a locale vmgen.yml does not list is an error once generating (LOC-10): say so now.
        let unlisted = result.locales.filter { !project.config.locales.contains($0) }
        if !unlisted.isEmpty {
            invocation.console.err("warning: the localization YAML has text in \(unlisted.joined(separator: ", ")), which vmgen.yml's 'locales' (\(project.config.locales.joined(separator: ", "))) does not list: add them there before 'vmgen generate'\n")
        }
        let folder = project.config.specs == "." ? "" : project.config.specs + "/"
        // Like `vmgen new`: the first line points editors at the spec schema.
        let modeline = JSONSchemas.modeline(.spec, inFolder: project.config.specs)
        result.specs = result.specs.map { ImportedSpec(fileName: $0.fileName, text: modeline + "\n" + $0.text, names: $0.names, sourceFiles: $0.sourceFiles) }
        if dryRun {
            for spec in result.specs {
                invocation.console.out("--- # \(project.display(folder + spec.fileName))\n" + spec.text)
            }
            return .success
        }
        let code = write(result, folder: folder, project: project, console: invocation.console)
        guard code == .success else { return code }
        do {
            if try SchemaFiles.createIfMissing(.spec, root: project.root) {
                invocation.console.info("created \(project.display(JSONSchemas.Kind.spec.projectPath))")
            }
        } catch {
            invocation.console.error("cannot write \(project.display(JSONSchemas.Kind.spec.projectPath)), which the specs' first line points editors at (\(error.message)); the specs are written")
            return .failure
        }
        return .success
    }

    /// Creates each spec, after checking none is there: an existing spec is the user's work.
    private static func write(_ result: ImportResult, folder: String, project: Project, console: Console) -> ExitCode {
        let names = DeclaredNames(project.specs())
        var refusals: [String] = []
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
        }
        if !refusals.isEmpty {
            for refusal in refusals { console.error(refusal) }
            console.error("nothing was written: vmgen import never overwrites a spec; move the existing ones aside, or use --dry-run and merge by hand")
            return .usage
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
        let noted = result.filesWithNotes.count
        console.info("vmgen: \(result.specs.count) spec(s) written; \(result.notes.count) note(s) in \(noted) file(s) list what was not carried")
        let described = Set(result.specs.flatMap(\.sourceFiles)).union(result.carriedLocalizationFiles).sorted()
        if described.isEmpty {
            console.info("vmgen: next, run 'vmgen generate'")
        } else {
            // Wherever they are, they declare the types the generated files declare again.
            console.info("vmgen: next, move aside these hand-written files, whose content the specs now generate, then run 'vmgen generate' (it never overwrites a file it did not write):")
            for file in described { console.info("  " + project.display(file)) }
        }
        for file in result.partlyCarriedLocalizationFiles {
            console.info("vmgen: \(project.display(file)) also holds translations the import did not carry (see the notes): delete the carried ones from it, which the generated YAML repeats")
        }
        return .success
    }
}
