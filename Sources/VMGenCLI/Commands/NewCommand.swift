import VMGenKit

/// `vmgen new <Name>`: a spec skeleton, a child entry in a page's spec, or a request
/// (`NewRequest`).
enum NewCommand {
    static let command = Command(
        name: "new",
        summary: "Add a spec: a new page, a child of an existing page, or a request.",
        // Two forms, the second under the first (after "Usage: "): a ViewModel, or a request.
        usage: """
            vmgen new <Name> [--hosting server|client] [--interactive] [--child-of <Parent>]
                   vmgen new <Name> --request | --request-of <Spec> [--action ACTION]
            """,
        description: """
            Writes Specs/<Name>.yml (in the project's spec folder): a page that is valid as it
            stands and generates cleanly, with text in every locale of vmgen.yml, whose first
            line points editors at .vmgen/schema/spec.json (written too when missing). With
            --child-of, adds <Name> under 'children:' of the spec of <Parent> instead. Never
            overwrites: a name that is already declared, or an existing file, is refused.
            <Name> is the ViewModel's name without 'ViewModel' (Orders → OrdersViewModel).

            With --request, <Name> is a FOSMVVM request's, noun first and without 'Request'
            (BerthUpdate → BerthUpdateRequest), and Specs/<Name>.yml a spec of requests alone;
            with --request-of, the request goes under 'requests:' of the spec of the page <Spec>,
            or of the spec of requests alone <Spec>.yml. Its action is --action, or the last
            word of its name (BerthUpdate: update). vmgen generates the request, its server
            controller and its route; the controller's handler is yours.
            """,
        options: [
            Option(["--hosting"], value: "server|client", help: "Where the ViewModel is built (default: server)."),
            Option(["--interactive"], help: "Add an example operation (client-hosted: one with an output)."),
            Option(["--child-of"], value: "<Parent>", help: "Add a child entry to the spec of the page <Parent>."),
            Option(["--request"], help: "Write a spec of requests alone holding the request <Name>."),
            Option(["--request-of"], value: "<Spec>", help: "Add the request <Name> to the spec of the page <Spec>, or to <Spec>.yml."),
            Option(
                ["--action"], value: "ACTION", help: "The request's action: show, create, update, replace, delete or destroy.",
                choices: RequestAction.allCases.map(\.rawValue)),
            .config,
        ],
        maxPositionals: 1,
        run: run)

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        guard let name = invocation.arguments.positionals.first else {
            if invocation.flag("--request") || invocation.option("--request-of") != nil {
                throw UsageError("missing the request's name, e.g. 'vmgen new BerthUpdate --request'")
            }
            throw UsageError("missing the ViewModel's name, e.g. 'vmgen new Orders'")
        }
        let request = try NewRequest.plan(name, invocation)
        // Every name that clashes whatever the project says, before the project is read.
        if request == nil, let problem = ViewModelName.problem(name, viewModelViews: false) { throw UsageError(problem) }
        var hosting = Hosting.server
        if let text = invocation.option("--hosting") {
            guard let value = Hosting(rawValue: text) else {
                throw UsageError("--hosting must be 'server' or 'client', not '\(text)'\(Suggestion.didYouMean(text, in: ["server", "client"]))")
            }
            hosting = value
        }
        let parent = invocation.option("--child-of")
        if parent != nil, invocation.option("--hosting") != nil || invocation.flag("--interactive") {
            throw UsageError("--child-of cannot be combined with --hosting or --interactive: a child has its page's hosting and never owns operations")
        }
        guard let project = try invocation.openProject(specFolder: .created) else { return .usage }
        // `{Name}View` is declared only where vmgen.yml registers or generates FOSMVVM views
        // (`app:`, `views:`), as generate judges it: the guidance's own `Progress` page is
        // refused only there.
        if request == nil, ConfigTypeNames.namesViewModelViews(project.config), let problem = ViewModelName.problem(name, viewModelViews: true) {
            throw UsageError(problem)
        }
        let names = DeclaredNames(project.specs())
        if let taken = names.declaration(named: name) {
            if taken.name != name {
                throw UsageError("the name '\(name)' differs only by case from \(SwiftNames.article(taken.kind)) \(taken.kind) '\(taken.name)' declared at \(shown(taken.location, project)): their files would collide on a case-insensitive file system (the default on macOS)")
            }
            throw UsageError("the name '\(name)' is taken: \(SwiftNames.article(taken.kind)) \(taken.kind) of this name is declared at \(shown(taken.location, project))")
        }
        if let request {
            return try NewRequest.run(request, names: names, project: project, console: invocation.console)
        }
        if let parent {
            return try addChild(name, to: parent, names: names, project: project, console: invocation.console)
        }
        let text = SpecSkeleton.page(
            name: name, hosting: hosting, interactive: invocation.flag("--interactive"), locales: project.config.locales,
            folder: project.config.specs)
        let withStorage = hosting == .client && invocation.flag("--interactive")
        return try createSpec(named: name, text: text, project: project, console: invocation.console) {
            withStorage ? createStorage(named: name, project: project, console: invocation.console) : .success
        }
    }

    /// The `@Observable` storage a client-hosted interactive page's example operation writes
    /// (`{Name}State`), written once beside the ViewModel so the page builds as it stands. It
    /// is the user's file (no vmgen header): never over a file that is there, and generate never
    /// touches it.
    static func createStorage(named name: String, project: Project, console: Console) -> ExitCode {
        let folder = project.config.viewModels.path + "/" + name
        let path = folder + "/" + name + "State.swift"
        if FileSystem.exists(project.root + "/" + path) {
            console.info("vmgen: \(project.display(path)) exists, so it is left as it is; the spec's operations write \(name)State")
            return .success
        }
        do throws(FileSystem.Failure) {
            try FileSystem.createFolder(project.root + "/" + folder)
            try FileSystem.createNew(Array(SpecSkeleton.storage(name: name).utf8), at: project.root + "/" + path)
        } catch {
            console.error(error.message)
            return .failure
        }
        console.info("created \(project.display(path))")
        return .success
    }

    /// Writes `Specs/<name>.yml`, never over a file, and the schema its first line points at.
    /// `also` writes what the spec needs beside it, before the closing hint.
    static func createSpec(
        named name: String, text: String, project: Project, console: Console, also: () -> ExitCode = { .success }
    ) throws(UsageError) -> ExitCode {
        let path = (project.config.specs == "." ? "" : project.config.specs + "/") + name + ".yml"
        if FileSystem.exists(project.root + "/" + path) {
            throw UsageError("\(project.display(path)) already exists; pick another name or edit that file")
        }
        do {
            try FileSystem.createNew(Array(text.utf8), at: project.root + "/" + path)
        } catch {
            console.error(error.message)
            return .failure
        }
        console.info("created \(project.display(path))")
        // The schema the spec's first line points at, unless a file is there already.
        do {
            if try SchemaFiles.createIfMissing(.spec, root: project.root) {
                console.info("created \(project.display(JSONSchemas.Kind.spec.projectPath))")
            }
        } catch {
            let schema = JSONSchemas.Kind.spec.projectPath
            console.error(
                "cannot write \(project.display(schema)), which the new spec's first line points editors at (\(error.message)); "
                    + "the spec is written: write the schema with 'vmgen schema spec > \(schema)' in the project folder")
            return .failure
        }
        guard also() == .success else { return .failure }
        console.info("vmgen: next, edit it and run 'vmgen generate'")
        return .success
    }

    static func addChild(_ name: String, to parent: String, names: DeclaredNames, project: Project, console: Console) throws(UsageError) -> ExitCode {
        guard let spec = names.spec(named: parent) else {
            if let declared = names.declaration(named: parent), declared.kind == "child ViewModel" {
                throw UsageError("'\(parent)' is itself a child (\(shown(declared.location, project))); children are declared in their page's spec, so name that page")
            }
            let hint = Suggestion.didYouMean(parent, in: names.specs.map(\.name))
            throw UsageError("no spec declares 'viewModel: \(parent)' in \(project.display(project.config.specs))\(hint)")
        }
        let text: String
        do {
            text = try ChildInsertion.insert(name, into: spec.file, root: spec.root) { indent, step in
                SpecSkeleton.child(name: name, parent: parent, indent: indent, step: step)
            }
        } catch {
            throw UsageError(error.message.replacingOccurrences(of: spec.file.path, with: project.display(spec.file.path)))
        }
        do {
            try FileSystem.writeAtomically(Array(text.utf8), to: project.root + "/" + spec.file.path)
        } catch {
            console.error(error.message)
            return .failure
        }
        console.info("added the child \(name) to \(project.display(spec.file.path))")
        console.info("vmgen: next, use it in a property of \(parent) (e.g. rows: [\(name)]) and run 'vmgen generate'")
        return .success
    }

    static func shown(_ location: SourceLocation, _ project: Project) -> String {
        var copy = location
        copy.file = project.display(location.file)
        return copy.description
    }
}
