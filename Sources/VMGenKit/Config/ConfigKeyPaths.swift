extension ConfigLoader {
    /// The keys a `vmgen.yml` sets, as dotted paths two levels deep (`locales`,
    /// `viewModels.module`, `app.deploymentURLs`): what `vmgen config` tells apart from the
    /// defaults. Read from the file's YAML as it is; a file vmgen cannot read sets nothing.
    public static func keyPaths(in bytes: [UInt8]) -> Set<String> {
        let parsed = YAMLParser.parse(bytes, file: "vmgen.yml")
        guard let entries = parsed.root?.mapping else { return [] }
        var paths = Set<String>()
        for entry in entries {
            let key = entry.key.text
            paths.insert(key)
            for nested in entry.value.mapping ?? [] {
                paths.insert(key + "." + nested.key.text)
            }
        }
        return paths
    }
}
