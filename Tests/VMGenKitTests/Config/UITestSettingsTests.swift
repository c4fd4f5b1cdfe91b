import VMGenKit
import XCTest

/// `uiTests:` of vmgen.yml: read with its defaults, and each mistake an error at its place —
/// without the App or the views it tests, without the bundle identifier FOSTestingUI launches,
/// and in a folder or module of another target.
final class UITestSettingsTests: XCTestCase {
    private let app = "app: { name: Harbor, path: Sources/HarborApp, deploymentURLs: { production: \"https://api.example.com\" } }\n"

    private func load(_ text: String) -> (config: ProjectConfig, messages: [String]) {
        let (config, diagnostics) = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: text))
        return (config, diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" })
    }

    func testTheDefaultsFollowTheApp() throws {
        let (config, messages) = load(app + "views:\nuiTests: { bundleIdentifier: com.example.harbor }\n")
        XCTAssertEqual(messages, [])
        let settings = try XCTUnwrap(config.uiTests)
        XCTAssertEqual([settings.path, settings.module, settings.bundleIdentifier], ["Tests/HarborUITests", "HarborUITests", "com.example.harbor"])
        XCTAssertTrue(config.outputFolders.contains("Tests/HarborUITests"), "vmgen removes there what it generated and no spec generates any more")
        let named = load(app + "views:\nuiTests: { path: UITests/Harbor, bundleIdentifier: com.example.harbor }\n").config.uiTests
        XCTAssertEqual(named?.module, "Harbor", "the module is the folder's name")
        XCTAssertEqual(load(app + "views:\nuiTests: { path: UITests/Harbor, module: HarborUI, bundleIdentifier: a.b }\n").config.uiTests?.module, "HarborUI")
    }

    func testTheAppAndTheViewsAreNeeded() {
        let withoutApp = load("views:\nuiTests: { bundleIdentifier: com.example.harbor }\n")
        XCTAssertNil(withoutApp.config.uiTests)
        XCTAssertEqual(withoutApp.messages, ["2:1 'uiTests' needs 'app:': FOSTestingUI launches the App, whose test host presents each view it registers for testing"])
        let withoutViews = load(app + "uiTests: { bundleIdentifier: com.example.harbor }\n")
        XCTAssertNil(withoutViews.config.uiTests)
        XCTAssertEqual(withoutViews.messages.map { String($0.prefix(28)) }, ["2:1 'uiTests' needs 'views:'"])
        // An App written wrongly is reported where it is, once.
        XCTAssertEqual(load("app: { path: Sources/X }\nviews:\nuiTests: { bundleIdentifier: a.b }\n").messages.count, 1)
    }

    func testTheBundleIdentifierIsNeededAndChecked() {
        let needs = "'uiTests' needs 'bundleIdentifier', the App's bundle identifier that FOSTestingUI launches, e.g. uiTests: { path: Tests/HarborUITests, bundleIdentifier: com.example.harbor }"
        XCTAssertEqual(load(app + "views:\nuiTests:\n").messages, ["3:1 " + needs])
        XCTAssertEqual(load(app + "views:\nuiTests: { path: Tests/UI }\n").messages, ["3:1 " + needs])
        for bad in ["com.example..harbor", "com.example.harbor.", "com example", "$(PRODUCT_BUNDLE_IDENTIFIER)", "com.exämple"] {
            let loaded = load(app + "views:\nuiTests: { bundleIdentifier: \"\(bad)\" }\n")
            XCTAssertNil(loaded.config.uiTests, bad)
            XCTAssertEqual(loaded.messages, ["3:30 '\(bad)' is not a bundle identifier: letters, digits, '-' and '.', e.g. com.example.harbor (the App target's PRODUCT_BUNDLE_IDENTIFIER)"], bad)
        }
        XCTAssertEqual(load(app + "views:\nuiTests: { bundleIdentifier: Com.Example-2.Harbor }\n").messages, [])
        XCTAssertEqual(load(app + "views:\nuiTests: { bundleIdentifier: a.b, bundleID: a.b }\n").messages.count, 1, "an unknown key")
    }

    func testTheUITestsAreATargetOfTheirOwn() {
        let overlaps = load(app + "views:\ntests: { path: Tests/Unit }\nuiTests: { path: Tests/Unit/UI, bundleIdentifier: a.b }\n").messages
        XCTAssertEqual(overlaps, ["4:18 the UI tests' folder 'Tests/Unit/UI' overlaps Tests/Unit, the folder of the ViewModel tests: the UI tests are a target of their own (a UI Testing Bundle), in a folder of their own"])
        let inTheApp = load(app + "views:\nuiTests: { path: Sources, bundleIdentifier: a.b }\n").messages
        XCTAssertEqual(inTheApp.map { String($0.prefix(58)) }, ["3:18 the UI tests' folder 'Sources' overlaps Sources/ViewM"])
        let module = load(app + "views:\nuiTests: { path: Tests/UI, module: HarborApp, bundleIdentifier: a.b }\n").messages
        XCTAssertEqual(module, ["3:36 the UI tests' module 'HarborApp' is one of the project's modules (ViewModels, WebServer, HarborApp): the UI tests are a target of their own (a UI Testing Bundle)"])
    }
}
