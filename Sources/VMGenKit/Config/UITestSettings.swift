/// `uiTests:` in vmgen.yml — FOSTestingUI's UI tests of every view the App registers for
/// testing, in the shape of FOSMVVM's ui-tests generator: the project's pair of base classes
/// (display-only and interactive) and one test class per view. They run in Xcode, in a UI
/// Testing Bundle whose host is the App; FOSTestingUI does not exist on Linux.
public struct UITestSettings: Sendable, Hashable {
    /// Folder of the UI-test target, e.g. `Tests/HarborUITests`.
    public var path: String
    /// The UI-test target's module: a target of its own, never one of the project's others.
    public var module: String
    /// The App's bundle identifier, which FOSTestingUI launches (`appBundleIdentifier:`).
    public var bundleIdentifier: String
    public var location: SourceLocation

    public init(path: String, module: String, bundleIdentifier: String, location: SourceLocation) {
        self.path = path
        self.module = module
        self.bundleIdentifier = bundleIdentifier
        self.location = location
    }

    /// Whether `text` is a bundle identifier as Apple allows it: letters, digits, `-` and `.`,
    /// with no empty part (`com.example.harbor`).
    public static func isBundleIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !text.isEmpty && parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
        }
    }
}

extension ConfigLoader {
    static let uiTestKeys = ["path", "module", "bundleIdentifier"]

    /// `uiTests:`, read after every other key: it needs the App (whose test host presents each
    /// view) and the views (whose test data transporter hands an interactive view's operations
    /// back), and its folder is a target of its own. `named`: whether vmgen.yml writes `app:` and
    /// `views:` at all — one written wrongly was reported where it is.
    static func uiTests(
        _ entry: YAMLEntry, config: ProjectConfig, named: (app: Bool, views: Bool), reader: inout NodeReader
    ) -> UITestSettings? {
        let example = "e.g. uiTests: { path: Tests/HarborUITests, bundleIdentifier: com.example.harbor }"
        if entry.value.scalar?.isNull == true {
            reader.error("'uiTests' needs 'bundleIdentifier', the App's bundle identifier that FOSTestingUI launches, \(example)", at: entry.keyLocation)
            return nil
        }
        guard let entries = reader.mapping(entry.value, what: "'uiTests'") else { return nil }
        reader.checkKeys(entries, allowed: uiTestKeys, in: "'uiTests'")
        guard named.app else {
            reader.error("'uiTests' needs 'app:': FOSTestingUI launches the App, whose test host presents each view it registers for testing", at: entry.keyLocation)
            return nil
        }
        guard named.views else {
            reader.error("'uiTests' needs 'views:': an interactive view hands its operations back to the test through the test data transporter vmgen's views carry (list the views you write yourself under 'views.handWritten')", at: entry.keyLocation)
            return nil
        }
        guard let app = config.app, config.views != nil else { return nil }
        var settings = UITestSettings(path: "Tests/\(app.name)UITests", module: app.name + "UITests", bundleIdentifier: "", location: entry.keyLocation)
        var pathLocation = entry.keyLocation
        if let path = reader.value("path", in: entries), let folder = outputPath(path.value, reader: &reader) {
            settings.path = folder
            settings.module = folder.split(separator: "/").last.map(String.init) ?? settings.module
            pathLocation = path.value.location
        }
        var moduleLocation = pathLocation
        if let module = reader.value("module", in: entries), let text = reader.string(module.value, what: "'module'") {
            settings.module = reader.identifier(text, kind: "module", at: module.value.location) ?? settings.module
            moduleLocation = module.value.location
        }
        if let identifier = reader.value("bundleIdentifier", in: entries), let text = reader.string(identifier.value, what: "'bundleIdentifier'") {
            if UITestSettings.isBundleIdentifier(text) {
                settings.bundleIdentifier = text
            } else {
                reader.error("'\(text)' is not a bundle identifier: letters, digits, '-' and '.', e.g. com.example.\(app.name.lowercased()) (the App target's PRODUCT_BUNDLE_IDENTIFIER)", at: identifier.value.location)
            }
        } else {
            reader.error("'uiTests' needs 'bundleIdentifier', the App's bundle identifier that FOSTestingUI launches, \(example)", at: entry.keyLocation)
        }
        checkOwnTarget(settings, config: config, pathLocation: pathLocation, moduleLocation: moduleLocation, reader: &reader)
        return settings.bundleIdentifier.isEmpty ? nil : settings
    }

    /// A UI Testing Bundle is a target of its own: its folder holds no other target's code (nor
    /// sits inside one), and its module is none of the project's others.
    private static func checkOwnTarget(
        _ settings: UITestSettings, config: ProjectConfig, pathLocation: SourceLocation, moduleLocation: SourceLocation, reader: inout NodeReader
    ) {
        var folders: [(String, String)] = [
            ("the ViewModels module", config.viewModels.path), ("the server module", config.server.path), ("the App", config.app?.path ?? ""),
            ("the views", config.views?.path ?? ""), ("the observable screens' tests", config.observable.testsPath),
        ]
        if let tests = config.tests {
            folders.append(("the ViewModel tests", tests.path))
            if let server = tests.serverPath { folders.append(("the server tests", server)) }
        }
        let own = settings.path + "/"
        if let (name, folder) = folders.first(where: { !$0.1.isEmpty && (own.hasPrefix($0.1 + "/") || ($0.1 + "/").hasPrefix(own)) }) {
            reader.error("the UI tests' folder '\(settings.path)' overlaps \(folder), the folder of \(name): the UI tests are a target of their own (a UI Testing Bundle), in a folder of their own", at: pathLocation)
            return
        }
        var modules: [String] = []
        for module in [config.viewModels.module, config.server.module, config.app.map(ViewSettings.appModule), config.views?.module].compactMap({ $0 })
        where !modules.contains(module) {
            modules.append(module)
        }
        if modules.contains(settings.module) {
            reader.error("the UI tests' module '\(settings.module)' is one of the project's modules (\(modules.joined(separator: ", "))): the UI tests are a target of their own (a UI Testing Bundle)", at: moduleLocation)
        }
    }
}
