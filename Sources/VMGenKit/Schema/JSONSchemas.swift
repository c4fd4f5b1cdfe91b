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

    /// The first line of a YAML file in the project folder `folder` (`Specs`, `.` for the
    /// project's own): it points editors at the project's schema of `kind`, by a path relative
    /// to the file's folder, as the YAML language server resolves it.
    public static func modeline(_ kind: Kind, inFolder folder: String) -> String {
        let depth = folder.split(separator: "/").filter { $0 != "." }.count
        return "# yaml-language-server: $schema=" + String(repeating: "../", count: depth) + kind.projectPath
    }
}
