/// vmgen's JSON Schemas, for editors: `vmgen schema spec` and `vmgen schema config`.
public enum JSONSchemas {
    public enum Kind: String, Sendable, CaseIterable {
        case spec, config

        /// Where `vmgen init` and `vmgen new` put the schema, relative to the project folder,
        /// for the `# yaml-language-server: $schema=…` line of the files they write.
        public var projectPath: String { ".vmgen/schema/\(rawValue).json" }
    }

    /// The schema as pretty-printed JSON with a trailing newline, byte-identical on every run.
    public static func text(_ kind: Kind) -> String {
        build(kind).schema.rendered()
    }

    static func build(_ kind: Kind) -> (schema: JSONValue, keyTables: [SchemaBuilder.KeyTable]) {
        switch kind {
        case .spec: SpecSchema.build()
        case .config: ConfigSchema.build()
        }
    }

    /// The editor line that points a YAML file at a schema; `path` is relative to the file's
    /// folder (the YAML language server resolves it so).
    public static func modeline(_ path: String) -> String {
        "# yaml-language-server: $schema=\(path)"
    }
}
