/// `views:` in vmgen.yml — opt-in: one FOSMVVM `ViewModelView` per ViewModel (issue 14 §2),
/// `{path}/{Feature}/{Name}View.swift`, in the module the App registers them from. A project that
/// writes some views itself lists them under `handWritten`: vmgen generates none of those.
public struct ViewSettings: Sendable, Hashable {
    /// Folder of the views; default `{app.path}/Views` in the App's module, else `Sources/{module}`.
    public var path: String
    /// The module the views compile in; default the App's (the last folder of `app.path`). The
    /// App imports it when it is another module.
    public var module: String
    /// Views the project writes itself (`DashboardView`), each with where it is named.
    public var handWritten: [Named]
    public var location: SourceLocation

    public struct Named: Sendable, Hashable {
        public var name: String
        public var location: SourceLocation
    }

    /// Whether vmgen generates the view of `viewName`.
    public func generates(_ viewName: String) -> Bool { !handWritten.contains { $0.name == viewName } }

    /// The App's module: the folder SwiftPM names its target after.
    public static func appModule(_ app: AppSettings) -> String { app.path.split(separator: "/").last.map(String.init) ?? app.name + "App" }
}

extension ConfigLoader {
    static let viewKeys = ["path", "module", "handWritten"]

    static func views(_ entry: YAMLEntry, config: ProjectConfig, reader: inout NodeReader) -> ViewSettings? {
        var settings = ViewSettings(path: "Sources/Views", module: "Views", handWritten: [], location: entry.keyLocation)
        if let app = config.app {
            settings.module = ViewSettings.appModule(app)
            settings.path = app.path + "/Views"
        }
        // `views: {}` or `views:` alone turns the views on with the defaults.
        if entry.value.scalar?.isNull == true { return settings }
        guard let entries = reader.mapping(entry.value, what: "'views'") else { return nil }
        reader.checkKeys(entries, allowed: viewKeys, in: "'views'")
        if let module = reader.value("module", in: entries), let text = reader.string(module.value, what: "'module'") {
            settings.module = reader.identifier(text, kind: "module", at: module.value.location) ?? settings.module
            // A module of its own is a target of its own: SwiftPM's `Sources/{Module}`.
            if config.app.map(ViewSettings.appModule) != settings.module { settings.path = "Sources/" + settings.module }
            if settings.module == config.viewModels.module {
                reader.error("'\(settings.module)' is the ViewModels module, which the server builds too: the views go in the App's module or a views module of their own", at: module.value.location)
            }
        }
        if let path = reader.value("path", in: entries), let folder = self.outputPath(path.value, reader: &reader) {
            settings.path = folder
            // SwiftPM compiles a target's folder whole: views inside it would be that module's code.
            for (name, target) in [("the ViewModels module", config.viewModels), ("the server module", config.server)]
            where (folder + "/").hasPrefix(target.path + "/") {
                reader.error("'\(folder)' is inside \(target.path), the folder of \(name) \(target.module): SwiftPM would compile the views into it; put them in the App's folder or one of their own", at: path.value.location)
            }
        }
        if let list = reader.value("handWritten", in: entries), let names = reader.stringList(list.value, what: "'handWritten'") {
            for (name, location) in names {
                guard let view = reader.identifier(name, kind: "view", at: location) else { continue }
                if settings.handWritten.contains(where: { $0.name == view }) {
                    reader.error("'\(view)' is listed twice in 'handWritten'", at: location)
                    continue
                }
                settings.handWritten.append(.init(name: view, location: location))
            }
        }
        return settings
    }
}
