import Foundation

/// Reads `app:` and `tests:` of vmgen.yml.
enum AppSettingsLoader {
    static let appKeys = ["name", "path", "rootView", "resourceBundles", "deploymentURLs", "version", "environment", "testConfigurations", "featureFlags"]
    static let testKeys = ["path", "module", "resourceDirectoryName", "serverPath"]
    /// The App file names each deployment as a case of FOSMVVM's `Deployment` enum.
    static let deployments = ["production", "staging", "debug", "test"]

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
            settings.path = ConfigLoader.outputPath(path.value, reader: &reader) ?? settings.path
        }
        if let root = reader.value("rootView", in: entries), let text = reader.string(root.value, what: "'rootView'") {
            settings.rootView = reader.identifier(text, kind: "view", at: root.value.location)
            settings.rootViewLocation = root.value.location
        }
        if let bundles = reader.value("resourceBundles", in: entries), let list = reader.stringList(bundles.value, what: "'resourceBundles'") {
            settings.resourceBundles = list.compactMap { name, location in
                // `SharedResourceAccess` is the accessor; the App would name `SharedResourceAccessResourceAccess`.
                if name.hasSuffix("ResourceAccess"), name.count > "ResourceAccess".count {
                    reader.error("'\(name)' is a bundle accessor; list its module: '\(name.dropLast("ResourceAccess".count))'", at: location)
                    return nil
                }
                return reader.identifier(name, kind: "module", at: location)
            }
            if list.isEmpty {
                reader.error("'resourceBundles' lists at least one module, or the app loads no localization (default: [\(config.viewModels.module)])", at: bundles.value.location)
            }
        }
        if let version = reader.value("version", in: entries) {
            settings.version = Self.version(version, reader: &reader)
        }
        if let environment = reader.value("environment", in: entries) {
            settings.environment = Self.environment(environment, reader: &reader)
        }
        if let list = reader.value("testConfigurations", in: entries) {
            settings.testConfigurations = Self.testConfigurations(list, reader: &reader)
        }
        if let flags = reader.value("featureFlags", in: entries) {
            settings.featureFlags = Self.featureFlags(flags, reader: &reader)
        }
        if let urls = reader.value("deploymentURLs", in: entries), let list = reader.mapping(urls.value, what: "'deploymentURLs'") {
            for item in list {
                let deployment = item.key.text
                if deployment == "custom" {
                    customDeployments(item.value, into: &settings, reader: &reader)
                    continue
                }
                guard deployments.contains(deployment) else {
                    // A near miss is a misspelling; anything else may be a deployment of the app's own.
                    let suggestion = Suggestion.didYouMean(deployment, in: deployments)
                    let own = suggestion.isEmpty ? "; list a deployment of your own under 'custom:', e.g. custom: { \(customExample(deployment)): \"https://…\" }" : ""
                    reader.error("'\(deployment)' is not a FOSMVVM deployment\(suggestion) (\(deployments.joined(separator: ", ")))\(own)", at: item.keyLocation)
                    continue
                }
                guard let url = deploymentURL(item.value, of: deployment, reader: &reader) else { continue }
                settings.deploymentURLs.append(.init(name: deployment, url: url))
            }
        }
        // Not when every URL was wrong: those are reported one by one.
        let urls = reader.value("deploymentURLs", in: entries)?.value
        if urls == nil || urls?.mapping?.isEmpty == true || urls?.scalar?.isNull == true {
            reader.error("'app' needs 'deploymentURLs', e.g. { production: \"https://api.example.com\", debug: \"http://localhost:8080\" }", at: entry.keyLocation)
        }
        return settings
    }

    static func tests(_ entry: YAMLEntry, config: ProjectConfig, reader: inout NodeReader) -> TestSettings? {
        guard let entries = reader.mapping(entry.value, what: "'tests'") else { return nil }
        reader.checkKeys(entries, allowed: testKeys, in: "'tests'")
        var settings = TestSettings(path: "Tests/\(config.viewModels.module)Tests", module: config.viewModels.module, resourceDirectoryName: "Resources")
        if let path = reader.value("path", in: entries) {
            settings.path = ConfigLoader.outputPath(path.value, reader: &reader) ?? settings.path
        }
        if let module = reader.value("module", in: entries), let text = reader.string(module.value, what: "'module'") {
            settings.module = reader.identifier(text, kind: "module", at: module.value.location) ?? settings.module
        }
        if let directory = reader.value("resourceDirectoryName", in: entries) {
            settings.resourceDirectoryName = ConfigLoader.path(directory.value, reader: &reader) ?? settings.resourceDirectoryName
        }
        if let path = reader.value("serverPath", in: entries) {
            settings.serverPath = ConfigLoader.outputPath(path.value, reader: &reader)
        }
        return settings
    }

    /// What the App file's `URL(string: …)!` accepts without crashing, as a server base URL:
    /// http or https, a host, a port in range, no query or fragment.
    /// `custom: { qa: "https://…" }`: FOSMVVM's `Deployment.custom(name:)`, selected by
    /// `FOS-DEPLOYMENT=qa`. Apart from the built-in cases, so a misspelled `prodution` is still
    /// an error rather than a deployment no build ever selects.
    private static func customDeployments(_ node: YAMLNode, into settings: inout AppSettings, reader: inout NodeReader) {
        guard let list = reader.mapping(node, what: "'custom'") else { return }
        for item in list {
            let name = item.key.text
            guard !deployments.contains(name) else {
                reader.error("'\(name)' is FOSMVVM's own deployment '.\(name)' (a custom one of that name is the same deployment); list it beside 'custom:', not in it", at: item.keyLocation)
                continue
            }
            guard CustomDeploymentName.isValid(name) else {
                reader.error("'\(name)' is not a custom deployment name: lowercase letters, digits, '-' and '_', starting with a letter (FOSMVVM lowercases an overriding deployment's name), e.g. \(customExample(name))", at: item.keyLocation)
                continue
            }
            guard let url = deploymentURL(item.value, of: name, reader: &reader) else { continue }
            settings.deploymentURLs.append(.init(name: name, url: url, isCustom: true))
        }
    }

    /// `name` lowercased, without what `CustomDeploymentName` refuses.
    private static func customExample(_ name: String) -> String {
        let kept = name.lowercased().utf8.filter { CustomDeploymentName.allows($0, CustomDeploymentName.rest) }
            .drop { !CustomDeploymentName.allows($0, CustomDeploymentName.first) }
        return kept.isEmpty ? "qa" : String(decoding: kept, as: UTF8.self)
    }

    private static func deploymentURL(_ node: YAMLNode, of deployment: String, reader: inout NodeReader) -> String? {
        guard let url = reader.string(node, what: "the URL of '\(deployment)'") else { return nil }
        guard isServerURL(url) else {
            reader.error("'\(url)' is not a server URL (write e.g. https://api.example.com)", at: node.location)
            return nil
        }
        return url
    }

    static func isServerURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
            let host = url.host, !host.isEmpty, text.allSatisfy({ $0.isASCII && !$0.isWhitespace })
        else { return false }
        return (url.port.map { (1...65535).contains($0) } ?? true) && url.query == nil && url.fragment == nil
    }
}
