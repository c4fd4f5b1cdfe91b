/// `observable:` in vmgen.yml — where `style: observable` screens go and how their state is
/// exposed.
public struct ObservableSettings: Sendable, Hashable {
    /// Folder of the app target's screens: `{path}/{Name}/{Name}ViewModel.swift`.
    public var path: String
    /// Folder of the generated tests.
    public var testsPath: String
    /// The app module the tests import with `@testable`.
    public var module: String
    public var stateAccess: StateAccess

    /// Guides to the @Observable ViewModel disagree: public mutable properties, or
    /// private(set) for every mutable state. vmgen defaults to private(set) — only the ViewModel's
    /// own methods move the state machine, so a view cannot put it in an impossible state —
    /// and lets a project choose public.
    public enum StateAccess: String, Sendable, Hashable, CaseIterable {
        case privateSet = "private(set)"
        case `public` = "public"
    }

    public static func defaults(for config: ProjectConfig) -> ObservableSettings {
        let module = config.app.map { $0.name + "App" } ?? "App"
        return ObservableSettings(
            path: config.app.map { $0.path + "/Screens" } ?? "Sources/\(module)/Screens",
            testsPath: "Tests/\(module)Tests", module: module, stateAccess: .privateSet)
    }
}

extension ConfigLoader {
    static let observableKeys = ["path", "testsPath", "module", "stateAccess"]

    static func observable(_ entry: YAMLEntry, config: ProjectConfig, reader: inout NodeReader) -> ObservableSettings {
        var settings = ObservableSettings.defaults(for: config)
        guard let entries = reader.mapping(entry.value, what: "'observable'") else { return settings }
        reader.checkKeys(entries, allowed: observableKeys, in: "'observable'")
        if let path = reader.value("path", in: entries) { settings.path = self.outputPath(path.value, reader: &reader) ?? settings.path }
        if let path = reader.value("testsPath", in: entries) { settings.testsPath = self.outputPath(path.value, reader: &reader) ?? settings.testsPath }
        if let module = reader.value("module", in: entries), let text = reader.string(module.value, what: "'module'") {
            settings.module = reader.identifier(text, kind: "module", at: module.value.location) ?? settings.module
        }
        if let access = reader.value("stateAccess", in: entries), let text = reader.string(access.value, what: "'stateAccess'") {
            if let value = ObservableSettings.StateAccess(rawValue: text) {
                settings.stateAccess = value
            } else {
                reader.error("'stateAccess' is private(set) (the default) or public, not '\(text)'", at: access.value.location)
            }
        }
        return settings
    }
}
