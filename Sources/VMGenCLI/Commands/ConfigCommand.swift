import VMGenKit

/// `vmgen config`: the effective configuration, after defaults, as YAML.
enum ConfigCommand {
    static let command = Command(
        name: "config",
        summary: "Print the effective configuration (defaults filled in) and validate it.",
        usage: "vmgen config [--config FILE]",
        description: """
            Finds vmgen.yml as 'generate' does, validates it and prints every setting — the file's
            and the defaults — as YAML on stdout (the same settings read back from that output).
            Problems go to stderr with their file, line and column: errors exit with 2. Folders
            the configuration names but that do not exist are warnings.
            """,
        options: [.config],
        run: run)

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        guard let project = try invocation.openProject() else { return .usage }
        invocation.console.info("vmgen: configuration from \(project.configDisplayPath)")
        invocation.console.out(ConfigPrinter.yaml(project.config))
        let warnings = missingFolders(project)
        if !warnings.isEmpty {
            let source = String(decoding: FileSystem.read(project.configPath) ?? [], as: UTF8.self)
            invocation.console.diagnostics(DiagnosticRenderer(sources: [project.configDisplayPath: source]).render(warnings))
        }
        return .success
    }

    /// Folders named by the configuration that are not there, at the key that names them (or
    /// line 1 for a default the file does not spell out).
    static func missingFolders(_ project: Project) -> [Diagnostic] {
        let bytes = FileSystem.read(project.configPath) ?? []
        let file = project.configDisplayPath
        let root = YAMLParser.parse(bytes, file: file).root
        var checks: [(key: String, folder: String, why: String)] = [
            ("specs", project.config.specs, "so there are no specs to generate from"),
        ]
        if let templates = project.config.templates {
            checks.append(("templates", templates, "so only the built-in templates are used"))
        }
        return checks.compactMap { check in
            guard !FileSystem.isDirectory(project.root + "/" + check.folder) else { return nil }
            let location = root?[check.key]?.location ?? SourceLocation(file: file, line: 1, column: 1)
            return .warning("the folder '\(check.folder)' (\(check.key)) does not exist, \(check.why)", at: location, code: "config")
        }
    }
}
