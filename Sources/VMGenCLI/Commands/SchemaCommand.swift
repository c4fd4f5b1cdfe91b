import VMGenKit

/// `vmgen schema spec|config`: the JSON Schema of the spec language or of `vmgen.yml`, for
/// editors (VS Code's YAML extension and others read a `# yaml-language-server: $schema=…` line).
enum SchemaCommand {
    static let command = Command(
        name: "schema",
        summary: "Print the JSON Schema of specs or of vmgen.yml, for editors.",
        usage: "vmgen schema spec|config",
        description: """
            Prints a JSON Schema (draft 2020-12) to standard output: 'spec' of a spec file,
            'config' of vmgen.yml. Editors that read a '# yaml-language-server: $schema=…'
            line (VS Code's YAML extension and others) complete and check the file as it is
            typed. 'vmgen init' and 'vmgen new' write that line, pointing at
            .vmgen/schema/spec.json and .vmgen/schema/config.json; after updating vmgen,
            refresh them with 'vmgen schema spec > .vmgen/schema/spec.json' (and 'config').
            The schema checks each file's shape; vmgen still judges the project as a whole.
            """,
        maxPositionals: 1,
        run: run)

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        let names = JSONSchemas.Kind.allCases.map(\.rawValue)
        guard let name = invocation.arguments.positionals.first else {
            throw UsageError("name the schema: 'vmgen schema spec' or 'vmgen schema config'")
        }
        guard let kind = JSONSchemas.Kind(rawValue: name) else {
            throw UsageError("there is no schema '\(name)'\(Suggestion.didYouMean(name, in: names)) (\(names.joined(separator: " or ")))")
        }
        invocation.console.out(JSONSchemas.text(kind))
        return .success
    }
}
