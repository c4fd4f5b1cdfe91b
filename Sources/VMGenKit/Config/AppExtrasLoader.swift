import Foundation

/// Reads the keys of `app:` beyond the MVVMEnvironment's bundles and URLs: the application
/// version (`version:`), environment values (`environment:`).
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

extension AppSettingsLoader {
    static let environmentKeys = ["type", "default", "value"]

    /// `environment: { colorScheme: ".dark", harborTheme: { type: HarborTheme, default: ".standard" } }`.
    static func environment(_ entry: YAMLEntry, reader: inout NodeReader) -> [AppSettings.EnvironmentValue] {
        guard let entries = reader.mapping(entry.value, what: "'environment'") else { return [] }
        var values: [AppSettings.EnvironmentValue] = []
        for item in entries {
            guard let name = reader.member(item.key.text, kind: "environment value", at: item.keyLocation) else { continue }
            if let scalar = item.value.scalar, !scalar.isNull {
                guard let text = reader.string(item.value, what: "the value of '\(name)'"),
                    let value = expression(text, of: "the value of '\(name)'", at: item.value.location, reader: &reader)
                else { continue }
                values.append(.init(name: name, value: value))
                continue
            }
            guard let mapping = reader.mapping(item.value, what: "'\(name)' (a Swift value, or { type:, default: } for a key of the app's own)") else { continue }
            reader.checkKeys(mapping, allowed: environmentKeys, in: "'\(name)'")
            guard let typeEntry = reader.value("type", in: mapping), let defaultEntry = reader.value("default", in: mapping) else {
                reader.error("'\(name)' declares an environment key of the app's own: it needs 'type' and 'default', e.g. { type: HarborTheme, default: \".standard\" }", at: item.keyLocation)
                continue
            }
            guard let typeText = reader.string(typeEntry.value, what: "'type'"),
                let type = reader.typeName(typeText, kind: "environment value type", at: typeEntry.value.location),
                let defaultText = reader.string(defaultEntry.value, what: "'default'"),
                let defaultValue = expression(defaultText, of: "'default'", at: defaultEntry.value.location, reader: &reader)
            else { continue }
            var value = defaultValue
            if let valueEntry = reader.value("value", in: mapping), let text = reader.string(valueEntry.value, what: "'value'") {
                value = expression(text, of: "'value'", at: valueEntry.value.location, reader: &reader) ?? value
            }
            values.append(.init(name: name, type: type, defaultValue: defaultValue, value: value))
        }
        return values
    }

    /// One line of Swift, as an output's `create:`.
    private static func expression(_ text: String, of what: String, at location: SourceLocation, reader: inout NodeReader) -> String? {
        if let problem = OperationBuilder.createProblem(text) {
            reader.error("\(what) is one Swift expression on one line (e.g. .dark or HarborTheme.standard); \(problem)", at: location)
            return nil
        }
        return text.trimmingCharacters(in: .whitespaces)
    }
}

extension AppSettingsLoader {
    /// `testConfigurations: [signedOut, darkMode]`: enum cases, each once.
    static func testConfigurations(_ entry: YAMLEntry, reader: inout NodeReader) -> [String] {
        guard let list = reader.stringList(entry.value, what: "'testConfigurations'") else { return [] }
        var names: [String] = []
        for (text, location) in list {
            guard let name = reader.member(text, kind: "test configuration", at: location) else { continue }
            guard !names.contains(name) else {
                reader.error("'\(name)' is listed twice in 'testConfigurations'", at: location)
                continue
            }
            names.append(name)
        }
        return names
    }

    /// `featureFlags: { INCLUDE_ADMIN_FEATURES: [AdminPanelView] }`: a compilation condition →
    /// views. `AppViewsCheck` checks that the App registers each view.
    static func featureFlags(_ entry: YAMLEntry, reader: inout NodeReader) -> [AppSettings.FeatureFlag] {
        guard let entries = reader.mapping(entry.value, what: "'featureFlags'") else { return [] }
        var flags: [AppSettings.FeatureFlag] = []
        var seen: Set<String> = []
        for item in entries {
            let flag = item.key.text
            guard SwiftNames.isIdentifier(flag), flag != "DEBUG" else {
                let why = flag == "DEBUG" ? "the test views are registered in DEBUG builds only already" : "a compilation condition is letters, digits and _, not starting with a digit"
                reader.error("'\(flag)' is not a feature flag: \(why)", at: item.keyLocation)
                continue
            }
            guard let list = reader.stringList(item.value, what: "the views of '\(flag)'") else { continue }
            var views: [AppSettings.Named] = []
            for (text, location) in list {
                guard let view = reader.identifier(text, kind: "view", at: location) else { continue }
                guard seen.insert(view).inserted else {
                    reader.error("'\(view)' is listed twice in 'featureFlags': a view is registered under one flag", at: location)
                    continue
                }
                views.append(.init(name: view, location: location))
            }
            flags.append(.init(flag: flag, views: views, location: item.keyLocation))
        }
        return flags
    }
}
