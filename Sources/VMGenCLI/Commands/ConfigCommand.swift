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
            Problems go to stderr with their file, line and column: errors exit with 2. A folder
            the configuration names for vmgen to read (specs, templates, lint.include) must exist;
            a missing default spec folder is a warning.
            """,
        options: [.config],
        run: run)

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        guard let project = try invocation.openProject(specFolder: .unused) else { return .usage }
        invocation.console.info("vmgen: configuration from \(project.configDisplayPath)")
        invocation.console.out(ConfigPrinter.yaml(project.config, set: ConfigLoader.keyPaths(in: project.configBytes)))
        let warnings = missingFolders(project)
        if !warnings.isEmpty {
            let source = String(decoding: FileSystem.read(project.configPath) ?? [], as: UTF8.self)
            invocation.console.diagnostics(invocation.console.renderer(sources: [project.configDisplayPath: source]).render(warnings))
        }
        return .success
    }

    /// The default spec folder, when the file does not name one and it is not there: a
    /// warning, as a project may use vmgen.yml for `lint` only. (A folder the file names must
    /// exist: that is an error when the project loads.)
    static func missingFolders(_ project: Project) -> [Diagnostic] {
        let config = project.config
        guard !config.namedInputs.contains(where: { $0.role == .specs }), !FileSystem.isDirectory(project.root + "/" + config.specs) else { return [] }
        return [.warning("the folder '\(config.specs)' (the default of 'specs:') does not exist, so there are no specs to generate from",
            at: SourceLocation(file: project.configDisplayPath, line: 1, column: 1), code: "config")]
    }
}
