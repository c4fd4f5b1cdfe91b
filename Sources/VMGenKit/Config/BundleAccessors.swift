/// The localization bundles the App loads (`MVVMEnvironment(resourceBundles:)`) and the
/// `{Module}ResourceAccess` enums vmgen writes for them (FOSMVVM's SwiftUI app setup: every module
/// holding localization provides `localizationBundle` as its `Bundle.module`).
///
/// vmgen writes client-hosted ViewModels' YAML into `resources.client`, so the module holding that
/// folder gets an accessor and the App loads it, beside the modules `app.resourceBundles` names
/// (default: the ViewModels module, whose accessor vmgen writes too). Any other module listed
/// there keeps its hand-written accessor. The server's YAML (`resources.server`) is loaded by the
/// server from its own bundle (`app.initYamlLocalization(bundle: Bundle.module, …)`), never by the
/// App, so it gets no accessor.
public enum BundleAccessors {
    public struct Accessor: Sendable, Hashable {
        public var module: String
        /// `{folder}/{Module}ResourceAccess.swift`.
        public var path: String
        public var typeName: String { module + "ResourceAccess" }
    }

    /// The modules whose bundles the App loads, in order: `app.resourceBundles`, then the module
    /// holding `resources.client` when the list does not name it.
    public static func loaded(_ config: ProjectConfig) -> [String] {
        guard let app = config.app else { return [] }
        var modules = app.resourceBundles
        if let client = clientModule(config), !modules.contains(client.module) { modules.append(client.module) }
        return modules
    }

    /// The accessors vmgen writes: one for each loaded module vmgen writes localization for (the
    /// one holding `resources.client`) or owns (the ViewModels module).
    public static func generated(_ config: ProjectConfig) -> [Accessor] {
        let client = clientModule(config)
        return loaded(config).compactMap { module in
            let folder = module == client?.module ? client?.folder : module == config.viewModels.module ? config.viewModels.path : nil
            return folder.map { Accessor(module: module, path: "\($0)/\(module)ResourceAccess.swift") }
        }
    }

    /// The module holding `resources.client` and the folder its accessor goes in: the ViewModels
    /// module when the folder is inside its folder, else the SwiftPM target `Sources/{Module}`
    /// holding it. Nil inside the App's or the server's folder (the App's bundle is `Bundle.main`,
    /// the server's the server's) or outside any `Sources/{Module}`.
    public static func clientModule(_ config: ProjectConfig) -> (module: String, folder: String)? {
        let resources = config.resources.client + "/"
        if resources.hasPrefix(config.viewModels.path + "/") { return (config.viewModels.module, config.viewModels.path) }
        if resources.hasPrefix(config.server.path + "/") { return nil }
        if let app = config.app, resources.hasPrefix(app.path + "/") { return nil }
        let names = config.resources.client.split(separator: "/").map(String.init)
        guard names.count > 2, names[0] == "Sources", SwiftNames.isIdentifier(names[1]) else { return nil }
        return (names[1], "Sources/" + names[1])
    }
}
