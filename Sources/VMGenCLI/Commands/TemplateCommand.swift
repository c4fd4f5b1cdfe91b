import VMGenKit

/// `vmgen template list` and `vmgen template show NAME`: the built-in templates, to start an
/// override from (`vmgen template show ViewModel > Templates/ViewModel.swift.template`).
enum TemplateCommand {
    static let subcommands = ["list", "show"]

    static let command = Command(
        name: "template",
        summary: "List the built-in templates, or print one to start an override.",
        usage: "vmgen template list | vmgen template show NAME",
        description: """
            'list' prints the name of every built-in template; in a project whose vmgen.yml
            names a templates folder, a template that folder overrides is marked. 'show NAME'
            prints a built-in template (NAME with or without '.swift.template'), to copy into
            the templates folder and change: a file there replaces the built-in one of its name.
            """,
        options: [.config],
        maxPositionals: 2,
        run: run)

    /// The built-in template names, sorted.
    static var names: [String] { TemplateLibrary.builtInSources.keys.sorted() }

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        let words = invocation.arguments.positionals
        switch words.first {
        case "list"?:
            guard words.count == 1 else { throw UsageError("'vmgen template list' takes no name, got '\(words[1])'") }
            return try list(invocation)
        case "show"?:
            guard words.count == 2 else { throw UsageError("name the template to show, e.g. 'vmgen template show ViewModel' ('vmgen template list' lists them)") }
            guard let name = builtInName(words[1]), let source = TemplateLibrary.builtInSources[name] else {
                let shortNames = names.map(shortName)
                let hint = Suggestion.didYouMean(words[1], in: shortNames + names)
                throw UsageError("no built-in template '\(words[1])'\(hint) (templates: \(shortNames.joined(separator: ", ")))")
            }
            invocation.console.out(source.text)
            return .success
        case let other?:
            throw UsageError("unknown subcommand '\(other)'\(Suggestion.didYouMean(other, in: subcommands)) (list, show)")
        case nil:
            throw UsageError("say what to do: 'vmgen template list' or 'vmgen template show NAME'")
        }
    }

    /// `ViewModel`, `ViewModel.swift` or `ViewModel.swift.template` → the template's name.
    static func builtInName(_ word: String) -> String? {
        names.first { $0 == word || $0 == word + ".template" || shortName($0) == word }
    }

    /// `ViewModel.swift.template` → `ViewModel`; `Localization.yml.template` → `Localization`.
    static func shortName(_ name: String) -> String {
        String(name.prefix { $0 != "." })
    }

    private static func list(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        // Outside a project the list is the built-in templates alone; a project's vmgen.yml
        // that cannot be read is an error, as for every command.
        var overrides: [String: String] = [:]
        if invocation.option("--config") != nil || Project.find(from: invocation.workingDirectory) != nil {
            guard let project = try invocation.openProject(specFolder: .unused) else { return .usage }
            if let folder = project.config.templates {
                for name in names where FileSystem.isRegularFile(project.root + "/" + folder + "/" + name) {
                    overrides[name] = project.display(folder + "/" + name)
                }
            }
        }
        for name in names {
            invocation.console.out(name + (overrides[name].map { "  (overridden by \($0))" } ?? "") + "\n")
        }
        return .success
    }
}
