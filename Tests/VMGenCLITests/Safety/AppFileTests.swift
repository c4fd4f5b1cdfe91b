import Foundation
import VMGenTestSupport
import XCTest

/// The built binary's App file against FOSMVVM 0.13.3 (issue 14 §3): test views registered with
/// the static `MVVMEnvironment.registerTestView(_:)` from `init()`, one stored `MVVMEnvironment`,
/// every `@Observable` storage the operations write created once and injected, and SwiftUI's own
/// types named so that a spec type of the same name cannot capture them.
final class AppFileTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", """
            locales: [en]
            app:
              name: Harbor
              path: Sources/HarborApp
              deploymentURLs:
                production: "https://api.harbor.example"
            tests:
              path: Tests/ViewModelsTests

            """)
        try project.write("Specs/Dashboard.yml", """
            viewModel: Dashboard
            hosting: server
            text:
              title: { en: "Berths" }

            """)
    }

    override func tearDown() {
        project = nil
    }

    private func preferences(create: String?) -> String {
        let make = create.map { ", create: \"\($0)\"" } ?? ""
        return """
            viewModel: Preferences
            hosting: client
            text:
              pageTitle: { en: "Preferences" }
            properties:
              dark: Bool
            operations:
              setDark:
                parameters:
                  dark: { type: Bool, label: _ }
                output: { type: UserSettings, assigns: { dark: dark }\(make) }
              reset:
                output: { type: UserSettings }

            """
    }

    private func generate(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let run = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(run.status, 0, run.output, file: file, line: line)
        return try XCTUnwrap(project.read("Sources/HarborApp/HarborApp.swift"), file: file, line: line)
    }

    /// FOSMVVM 0.11.0 made `registerTestView` static and removed the instance method
    /// (`Sources/FOSMVVM/SwiftUI Support/MVVMEnvironment.swift:215`); `init()` is the only
    /// supported call site.
    func testTestViewsAreRegisteredStaticallyFromInit() throws {
        let app = try generate()
        XCTAssertFalse(app.contains("mvvmEnv.registerTestView"), app)
        XCTAssertTrue(app.contains("        MVVMEnvironment.registerTestingViews()\n"), app)
        XCTAssertTrue(app.contains("private extension MVVMEnvironment {\n"), app)
        XCTAssertTrue(app.contains("    @MainActor static func registerTestingViews() {\n"), app)
        XCTAssertTrue(app.contains("        registerTestView(DashboardView.self)\n"), app)
    }

    /// A ViewModelView has only `init(viewModel:)`: the root page's view is bound with FOSMVVM's
    /// `bind()` (ViewModelView.swift:320), which requests the page from the server. The App names
    /// `Bundle`, `URL` and `ProcessInfo`, so it imports Foundation.
    func testTheRootPageIsBoundAndFoundationImported() throws {
        let app = try generate()
        XCTAssertTrue(app.contains("            SwiftUI.ZStack {\n                DashboardView.bind()\n            }\n"), app)
        XCTAssertTrue(app.contains("\nimport Foundation\n"), app)
    }

    /// A computed `mvvmEnv` built a new environment (and emptied its caches) on every access.
    func testTheAppHoldsOneStoredMVVMEnvironment() throws {
        let app = try generate()
        XCTAssertFalse(app.contains("var mvvmEnv: MVVMEnvironment {"), app)
        XCTAssertTrue(app.contains("    @SwiftUI.State private var mvvmEnv = Self.makeMVVMEnvironment()\n"), app)
        XCTAssertTrue(app.contains("    private static func makeMVVMEnvironment() -> MVVMEnvironment {\n        MVVMEnvironment(\n"), app)
        XCTAssertTrue(app.contains(".environment(mvvmEnv)"), app)
    }

    /// The storage a client-hosted operation writes is created once, as the spec says, and put in
    /// the environment, where the views take it from.
    func testTheStorageTheOperationsWriteIsCreatedAsTheSpecSaysAndInjected() throws {
        try project.write("Specs/Preferences.yml", preferences(create: "UserSettings(dark: true)"))
        let app = try generate()
        XCTAssertTrue(app.contains("    @SwiftUI.State private var userSettings = UserSettings(dark: true)\n"), app)
        XCTAssertTrue(app.contains("        .environment(userSettings)\n"), app)
        XCTAssertFalse(app.contains("vmgen:begin"), app)
        let tests = try XCTUnwrap(project.read("Tests/ViewModelsTests/Preferences/PreferencesViewModelTests.swift"))
        XCTAssertTrue(tests.contains("        let storage = UserSettings(dark: true)\n"), tests)
        XCTAssertFalse(tests.contains("UserSettings()"), tests)
    }

    /// Without `create:`, vmgen does not know the initializer: the App and the tests create the
    /// storage in a protected region the user owns, which says so.
    func testWithoutCreateTheStorageIsCreatedInAProtectedRegion() throws {
        try project.write("Specs/Preferences.yml", preferences(create: nil))
        let app = try generate()
        XCTAssertTrue(app.contains("""
                // vmgen:begin storage-UserSettings
                // vmgen does not know how UserSettings is created: write it here, or give `create:` in the spec's `output:`.
                @State private var userSettings = UserSettings()
                // vmgen:end storage-UserSettings

            """), app)
        XCTAssertTrue(app.contains("        .environment(userSettings)\n"), app)
        XCTAssertTrue(app.hasPrefix("// Generated by vmgen from vmgen.yml. Edit only between vmgen:begin and vmgen:end"), app)
        let tests = try XCTUnwrap(project.read("Tests/ViewModelsTests/Preferences/PreferencesViewModelTests.swift"))
        XCTAssertTrue(tests.contains("""
                    // vmgen:begin storage
                    // vmgen does not know how UserSettings is created: write it here, or give `create:` in the spec's `output:`.
                    let storage = UserSettings()
                    // vmgen:end storage

            """), tests)

        // The user's construction survives the next run.
        try project.write("Sources/HarborApp/HarborApp.swift", app.replacingOccurrences(
            of: "userSettings = UserSettings()", with: "userSettings = UserSettings.loadedFromDisk()"))
        let again = try generate()
        XCTAssertTrue(again.contains("@State private var userSettings = UserSettings.loadedFromDisk()\n"), again)
    }

    /// Operations writing two storage types: the test creates each and passes the right one.
    func testTheTestsCreateEachStorageTheOperationsWrite() throws {
        try project.write("Specs/Preferences.yml", preferences(create: "UserSettings(dark: true)") + """
              mute:
                output: { type: SoundSettings, create: SoundSettings.shared }

            """)
        let app = try generate()
        XCTAssertTrue(app.contains("        .environment(soundSettings)\n        .environment(userSettings)\n"), app)
        let tests = try XCTUnwrap(project.read("Tests/ViewModelsTests/Preferences/PreferencesViewModelTests.swift"))
        XCTAssertTrue(tests.contains("        let storageUserSettings = UserSettings(dark: true)\n        let storageSoundSettings = SoundSettings.shared\n"), tests)
        XCTAssertTrue(tests.contains("operations.setDark(dark, output: storageUserSettings)\n            #expect(operations.setDarkCalledWith == dark)\n            #expect(storageUserSettings.dark == dark)"), tests)
        XCTAssertTrue(tests.contains("operations.mute(output: storageSoundSettings)"), tests)
    }

    /// With no page the App can bind and no rootView, the App would name a view nobody
    /// declares: an error at `app:` in vmgen.yml, nothing written; naming a root view of one's own
    /// is the way out.
    func testNoRootViewAndNoPageToBindIsAnErrorAtTheApp() throws {
        try project.write("Specs/Dashboard.yml", """
            viewModel: Dashboard
            hosting: server
            text:
              title: { en: "Berths" }
            request:
              query:
                harbor: String

            """)
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 1, run.output)  // as a rootView the App cannot bind: found with the specs
        XCTAssertTrue(run.standardError.contains("vmgen.yml:2:1: error: the App needs a root view, and no page in the specs can be one"), run.standardError)
        XCTAssertNil(project.read("Sources/HarborApp/HarborApp.swift"))

        let config = try XCTUnwrap(project.read("vmgen.yml")).replacingOccurrences(of: "  path: Sources/HarborApp\n", with: "  path: Sources/HarborApp\n  rootView: HarborHome\n")
        try project.write("vmgen.yml", config)
        let app = try generate()
        XCTAssertTrue(app.contains("HarborHome()"), app)
        XCTAssertFalse(app.contains("ContentView"), app)
    }

    func testTwoDifferentCreatesOfOneStorageAreAnError() throws {
        try project.write("Specs/Preferences.yml", preferences(create: "UserSettings(dark: true)"))
        try project.write("Specs/Alerts.yml", """
            viewModel: Alerts
            hosting: client
            properties:
              on: Bool
            operations:
              toggle:
                output: { type: UserSettings, create: "UserSettings(dark: false)" }

            """)
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.standardError.contains("""
            Specs/Preferences.yml:11:68: error: 'create' of UserSettings is 'UserSettings(dark: true)' here but 'UserSettings(dark: false)' in Specs/Alerts.yml:7:43: the App and the tests create one UserSettings; give it once, or the same everywhere [spec]
            """), run.standardError)
    }

    func testCreateMustBeOneLineOfSwift() throws {
        try project.write("Specs/Preferences.yml", preferences(create: "UserSettings()\\n}"))
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.standardError.contains("error: 'create' is the Swift expression that creates UserSettings, on one line"), run.standardError)
    }

    /// Every SwiftUI type the generated code names is qualified, so a type of the same name in
    /// the app's modules (hand-written, or a display enum of the ViewModels module) cannot capture it.
    func testTheGeneratedSwiftUICodeQualifiesSwiftUIsTypes() throws {
        try project.write("Specs/Arrivals.yml", """
            viewModel: Arrivals
            style: observable
            state: Person
            services:
              people: { type: PeopleService, methods: { me: { returns: Person } } }
            view: true

            """)
        let app = try generate()
        XCTAssertTrue(app.contains("struct HarborApp: SwiftUI.App {"), app)
        XCTAssertTrue(app.contains("    var body: some SwiftUI.Scene {\n        SwiftUI.WindowGroup {\n            SwiftUI.ZStack {"), app)
        XCTAssertTrue(app.contains("    @SwiftUI.State private var underTest = false\n"), app)
        let view = try XCTUnwrap(project.read("Sources/HarborApp/Screens/Arrivals/ArrivalsView.swift"))
        XCTAssertTrue(view.contains("struct ArrivalsView: SwiftUI.View {"), view)
        XCTAssertTrue(view.contains("    @SwiftUI.State private var viewModel = ArrivalsViewModel()"), view)
        XCTAssertTrue(view.contains("            SwiftUI.ProgressView()\n"), view)
        XCTAssertTrue(view.contains("    @SwiftUI.ViewBuilder private var content: some SwiftUI.View {"), view)
        XCTAssertTrue(view.contains("            // vmgen:begin failed\n            Text(verbatim: message)\n"), view)
    }

    /// A screen named `Progress` would declare `ProgressView` in the app's module: the generated
    /// code is qualified, but every hand-written view of the module would get the screen's view
    /// for `ProgressView()`. It is refused, and the message says why.
    func testAScreenWhoseViewHidesASwiftUITypeIsRefused() throws {
        try project.write("Specs/Progress.yml", """
            viewModel: Progress
            style: observable
            state: Person
            services:
              people: { type: PeopleService, methods: { me: { returns: Person } } }
            view: true

            """)
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertEqual(run.standardError, """
            Specs/Progress.yml:1:12: error: 'Progress' would make vmgen declare 'ProgressView' (the view of 'Progress'), which would hide SwiftUI's ProgressView (or make it ambiguous) in every view that says ProgressView(...) (the generated code names it SwiftUI.ProgressView): rename 'Progress' [spec]
            viewModel: Progress
                       ^
            vmgen: 1 error; nothing written

            """)
    }
}
