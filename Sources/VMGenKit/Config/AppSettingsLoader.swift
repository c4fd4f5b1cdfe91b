/// Reads `app:` and `tests:` of vmgen.yml.
enum AppSettingsLoader {
    static let appKeys = ["name", "path", "rootView", "resourceBundles", "deploymentURLs"]
    static let testKeys = ["path", "module", "resourceDirectoryName"]

    static func app(_ entry: YAMLEntry, config: ProjectConfig, reader: inout NodeReader) -> AppSettings? {
        guard let entries = reader.mapping(entry.value, what: "'app'") else { return nil }
        reader.checkKeys(entries, allowed: appKeys, in: "'app'")
        guard let nameEntry = reader.value("name", in: entries) else {
            reader.error("'app' needs a 'name', e.g. 'name: Harbor' for HarborApp.swift", at: entry.keyLocation)
            return nil
        }
        guard let text = reader.string(nameEntry.value, what: "'name'"),
            let name = reader.identifier(text, kind: "app", at: nameEntry.value.location)
        else { return nil }
        var settings = AppSettings(
            name: name.hasSuffix("App") ? String(name.dropLast(3)) : name, path: "Sources/\(name)App", rootView: nil,
            resourceBundles: [config.viewModels.module], deploymentURLs: [], location: entry.keyLocation)
        if let path = reader.value("path", in: entries) {
            settings.path = ConfigLoader.path(path.value, reader: &reader) ?? settings.path
        }
        if let root = reader.value("rootView", in: entries), let text = reader.string(root.value, what: "'rootView'") {
            settings.rootView = reader.identifier(text, kind: "view", at: root.value.location)
        }
        if let bundles = reader.value("resourceBundles", in: entries), let list = reader.stringList(bundles.value, what: "'resourceBundles'") {
            settings.resourceBundles = list.compactMap { reader.identifier($0.0, kind: "module", at: $0.1) }
        }
        if let urls = reader.value("deploymentURLs", in: entries), let list = reader.mapping(urls.value, what: "'deploymentURLs'") {
            for item in list {
                guard let deployment = reader.identifier(item.key.text, kind: "deployment", at: item.keyLocation),
                    let url = reader.string(item.value, what: "the URL of '\(deployment)'")
                else { continue }
                guard url.hasPrefix("https://") || url.hasPrefix("http://"), url.count > 8, !url.contains(" ") else {
                    reader.error("'\(url)' is not a server URL (write e.g. https://api.example.com)", at: item.value.location)
                    continue
                }
                settings.deploymentURLs.append(.init(name: deployment, url: url))
            }
        }
        if settings.deploymentURLs.isEmpty {
            reader.error("'app' needs 'deploymentURLs', e.g. { production: \"https://api.example.com\", debug: \"http://localhost:8080\" }", at: entry.keyLocation)
        }
        return settings
    }

    static func tests(_ entry: YAMLEntry, config: ProjectConfig, reader: inout NodeReader) -> TestSettings? {
        guard let entries = reader.mapping(entry.value, what: "'tests'") else { return nil }
        reader.checkKeys(entries, allowed: testKeys, in: "'tests'")
        var settings = TestSettings(path: "Tests/\(config.viewModels.module)Tests", module: config.viewModels.module, resourceDirectoryName: "Resources")
        if let path = reader.value("path", in: entries) {
            settings.path = ConfigLoader.path(path.value, reader: &reader) ?? settings.path
        }
        if let module = reader.value("module", in: entries), let text = reader.string(module.value, what: "'module'") {
            settings.module = reader.identifier(text, kind: "module", at: module.value.location) ?? settings.module
        }
        if let directory = reader.value("resourceDirectoryName", in: entries), let text = reader.string(directory.value, what: "'resourceDirectoryName'") {
            settings.resourceDirectoryName = text
        }
        return settings
    }
}
