/// The type names vmgen declares or names because of `vmgen.yml`, not of a spec: the App
/// (`app.name` + `App`) and each bundle accessor the App loads (`{Module}ResourceAccess`, which
/// vmgen declares for the ViewModels module). A spec type of one of these names would be
/// declared twice, or hide the accessor of another module from the App, so
/// `TypeNameValidator` refuses it like a name of FOSMVVM's.
public enum ConfigTypeNames {
    /// Name → what it is, for messages ("the App type vmgen generates from 'app:' in vmgen.yml").
    public static func reserved(by config: ProjectConfig) -> [String: String] {
        guard let app = config.app else { return [:] }
        var names: [String: String] = [:]
        let generated = Set(BundleAccessors.generated(config).map(\.module))
        for module in BundleAccessors.loaded(config) {
            let accessor = AppContext.accessorName(module: module)
            names[accessor] = generated.contains(module)
                ? "the bundle accessor vmgen declares for the module \(module) (its localization, loaded by the App)"
                : "the bundle accessor of the module \(module), which the App loads ('resourceBundles' in vmgen.yml)"
        }
        names[app.name + "App"] = "the App type vmgen generates from 'app: { name: \(app.name) }' in vmgen.yml"
        if !app.testConfigurations.isEmpty {
            names[app.name + "TestConfiguration"] = "the test configuration enum vmgen declares in the App from 'testConfigurations' in vmgen.yml"
        }
        for value in app.environment where value.type != nil {
            names[AppContext.environmentKeyName(value.name)] = "the environment key vmgen declares in the App for '\(value.name)' in vmgen.yml"
        }
        return names
    }

    /// Whether vmgen names each FOSMVVM ViewModel's view `{Name}View`: the App registers every
    /// one, `views:` generates them. Without either no generated file names a view, so a spec
    /// name whose view would be a SwiftUI type (`Progress` → `ProgressView`) clashes with nothing.
    public static func namesViewModelViews(_ config: ProjectConfig) -> Bool {
        config.app != nil || config.views != nil
    }
}
