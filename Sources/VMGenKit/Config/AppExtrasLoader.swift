/// Reads the keys of `app:` beyond the MVVMEnvironment's bundles and URLs: the application
/// version (`version:`).
extension AppSettingsLoader {
    static let versionKeys = ["module", "name"]

    /// `version: { module: Shared, name: currentApplicationVersion }` — FOSMVVM's suggested
    /// shared declaration `public extension SystemVersion { static var currentApplicationVersion: Self }`.
    static func version(_ entry: YAMLEntry, reader: inout NodeReader) -> AppSettings.Version? {
        guard let entries = reader.mapping(entry.value, what: "'version'") else { return nil }
        reader.checkKeys(entries, allowed: versionKeys, in: "'version'")
        guard let moduleEntry = reader.value("module", in: entries) else {
            reader.error("'version' needs the 'module' declaring SystemVersion.currentApplicationVersion, e.g. { module: Shared }", at: entry.keyLocation)
            return nil
        }
        guard let text = reader.string(moduleEntry.value, what: "'module'"),
            let module = reader.identifier(text, kind: "module", at: moduleEntry.value.location)
        else { return nil }
        var version = AppSettings.Version(module: module, name: "currentApplicationVersion")
        if let nameEntry = reader.value("name", in: entries), let text = reader.string(nameEntry.value, what: "'name'") {
            version.name = reader.member(text, kind: "SystemVersion property", at: nameEntry.value.location) ?? version.name
        }
        return version
    }
}
