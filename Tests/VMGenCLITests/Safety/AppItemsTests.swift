import Foundation
import VMGenTestSupport
import XCTest

/// The App's keys of issue 33 beyond its bundles: the application version from the shared module,
/// environment values, test configurations, views registered under a compilation condition, and
/// the deployment chosen per build.
final class AppItemsTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
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

    /// `app:` with `extra` (indented two spaces) after its name and path.
    private func config(_ extra: String) throws {
        try project.write("vmgen.yml", """
            locales: [en]
            app:
              name: Harbor
              path: Sources/HarborApp
            \(extra)  deploymentURLs:
                production: "https://api.harbor.example"

            """)
    }

    private func generate(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let run = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(run.status, 0, run.output, file: file, line: line)
        return try XCTUnwrap(project.read("Sources/HarborApp/HarborApp.swift"), file: file, line: line)
    }

    /// A usage error (exit 2) whose first diagnostic is `message`; nothing written.
    private func refuse(_ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(run.status, 2, run.output, file: file, line: line)
        XCTAssertTrue(run.standardError.contains(message), run.standardError, file: file, line: line)
        XCTAssertNil(project.read("Sources/HarborApp/HarborApp.swift"), file: file, line: line)
    }

    // MARK: - version

    /// `version: { module: Shared }`: the App imports Shared and passes FOSMVVM's suggested
    /// `SystemVersion.currentApplicationVersion` as MVVMEnvironment's currentVersion.
    func testTheVersionComesFromTheSharedModule() throws {
        try config("  version: { module: Shared }\n")
        let app = try generate()
        XCTAssertTrue(app.contains("\nimport Shared\n"), app)
        XCTAssertTrue(app.contains("""
                    MVVMEnvironment(
                        // The application version, from Shared: the app bundle's version must be
                        // compatible with it (the same major version), or FOSMVVM stops the app at launch.
                        currentVersion: .currentApplicationVersion,
                        appBundle: Bundle.main,
            """), app)
    }

    /// Another property name; without `version:` the App passes no currentVersion.
    func testTheVersionsNameAndItsAbsence() throws {
        try config("  version: { module: ViewModels, name: harborVersion }\n")
        XCTAssertTrue(try generate().contains("            currentVersion: .harborVersion,\n"))
        try config("")
        XCTAssertFalse(try generate().contains("currentVersion"))
    }

    func testAVersionWithoutItsModuleIsAnError() throws {
        try config("  version: { name: currentApplicationVersion }\n")
        try refuse("vmgen.yml:5:3: error: 'version' needs the 'module' declaring SystemVersion.currentApplicationVersion, e.g. { module: Shared }")
    }

    // MARK: - environment

    /// An existing value (SwiftUI's colorScheme) is set in a region of its own; a key of the app's
    /// own is declared (EnvironmentKey + EnvironmentValues member) and set, at first to its value.
    func testEnvironmentValuesAreSetInRegionsAndOwnKeysDeclared() throws {
        try config("""
              environment:
                colorScheme: ".dark"
                harborTheme: { type: HarborTheme, default: ".standard", value: ".night" }

            """)
        let app = try generate()
        XCTAssertTrue(app.contains("""
                    .environment(mvvmEnv)
                    // vmgen:begin environment-colorScheme
                    .environment(\\.colorScheme, .dark)
                    // vmgen:end environment-colorScheme
                    // vmgen:begin environment-harborTheme
                    .environment(\\.harborTheme, .night)
                    // vmgen:end environment-harborTheme
                }

            """), app)
        XCTAssertTrue(app.contains("""
            private struct HarborThemeEnvironmentKey: SwiftUI.EnvironmentKey {
                static var defaultValue: HarborTheme { .standard }
            }

            extension SwiftUI.EnvironmentValues {
                var harborTheme: HarborTheme {
                    get { self[HarborThemeEnvironmentKey.self] }
                    set { self[HarborThemeEnvironmentKey.self] = newValue }
                }
            }

            """), app)
        XCTAssertFalse(app.contains("ColorSchemeEnvironmentKey"), app)

        // The value the user sets survives the next run.
        try project.write("Sources/HarborApp/HarborApp.swift", app.replacingOccurrences(of: "(\\.harborTheme, .night)", with: "(\\.harborTheme, theme)"))
        XCTAssertTrue(try generate().contains("        .environment(\\.harborTheme, theme)\n"))
    }

    func testAnEnvironmentKeyWithoutItsDefaultOrAValueOnTwoLinesIsAnError() throws {
        try config("  environment:\n    harborTheme: { type: HarborTheme }\n")
        try refuse("vmgen.yml:6:5: error: 'harborTheme' declares an environment key of the app's own: it needs 'type' and 'default'")
        try config("  environment:\n    colorScheme: \".dark; exit(1)\"\n")
        try refuse("vmgen.yml:6:18: error: the value of 'colorScheme' is one Swift expression on one line")
    }

    // MARK: - test configurations

    /// FOSMVVM's shape: the test host decodes the configuration a UI test passes as JSON and
    /// switches on it, one case per configuration, each a region; the default case as before.
    func testTestConfigurationsAreACodableEnumTheTestHostSwitchesOn() throws {
        try config("  testConfigurations: [signedOut, darkMode]\n")
        let app = try generate()
        XCTAssertTrue(app.contains("""
                        .testHost { testConfiguration, testView in
                            switch try? testConfiguration.fromJSON() as HarborTestConfiguration {
                            case .signedOut:
                                // vmgen:begin testConfiguration-signedOut
                                testView
                                    .onAppear { underTest = true }
                                // vmgen:end testConfiguration-signedOut
                            case .darkMode:
                                // vmgen:begin testConfiguration-darkMode
                                testView
                                    .onAppear { underTest = true }
                                // vmgen:end testConfiguration-darkMode
                            default:
                                testView
            """), app)
        XCTAssertTrue(app.contains("""
            #if DEBUG
            /// The configurations a UI test starts the App in: it passes one as JSON (`toJSON()`) for the
            /// test host to decode; each case sets up its view in its region of the test host.
            enum HarborTestConfiguration: Codable, Sendable {
                case signedOut
                case darkMode
            }
            #endif

            """), app)
    }

    func testATestConfigurationListedTwiceIsAnError() throws {
        try config("  testConfigurations: [signedOut, signedOut]\n")
        try refuse("vmgen.yml:5:35: error: 'signedOut' is listed twice in 'testConfigurations'")
    }

    // MARK: - feature flags

    /// A view under a flag is registered for testing only when the build sets it.
    func testAFlaggedViewIsRegisteredUnderItsCondition() throws {
        try project.write("Specs/Admin.yml", """
            viewModel: AdminPanel
            hosting: server
            text:
              title: { en: "Admin" }

            """)
        try config("  rootView: DashboardView\n  featureFlags:\n    INCLUDE_ADMIN_FEATURES: [AdminPanelView]\n")
        let app = try generate()
        XCTAssertTrue(app.contains("""
                    // AdminPanel
                    #if INCLUDE_ADMIN_FEATURES
                    registerTestView(AdminPanelView.self)
                    #endif

                    // Dashboard
                    registerTestView(DashboardView.self)

            """), app)

        // Its spec removed, the flag guards nothing: an error, and the App stays as it was.
        try FileManager.default.removeItem(atPath: project.path + "/Specs/Admin.yml")
        let run = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertNotEqual(run.status, 0, run.output)
        XCTAssertTrue(run.standardError.contains("error: 'AdminPanelView' under 'INCLUDE_ADMIN_FEATURES' in 'featureFlags' is no view the App registers"), run.standardError)
        XCTAssertEqual(project.read("Sources/HarborApp/HarborApp.swift"), app)
    }

    func testAFlagOnAViewTheAppDoesNotRegisterIsAnError() throws {
        try config("  featureFlags:\n    ADMIN: [DashbordView]\n    DEBUG: [DashboardView]\n")
        let run = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(run.status, 2, run.output)
        XCTAssertTrue(run.standardError.contains("vmgen.yml:7:5: error: 'DEBUG' is not a feature flag: the test views are registered in DEBUG builds only already"), run.standardError)
        try config("  featureFlags:\n    ADMIN: [DashbordView]\n")
        let second = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertNotEqual(second.status, 0, second.output)
        XCTAssertTrue(second.standardError.contains("vmgen.yml:6:13: error: 'DashbordView' under 'ADMIN' in 'featureFlags' is no view the App registers (the view of a ViewModel in the specs); did you mean 'DashboardView'?"), second.standardError)
        XCTAssertNil(project.read("Sources/HarborApp/HarborApp.swift"))
    }

    // MARK: - deployment

    /// The App says where the deployment comes from and where the keys are documented.
    func testTheAppSaysHowTheDeploymentIsChosen() throws {
        try config("")
        XCTAssertTrue(try generate().contains("""
                        // FOSMVVM picks the deployment at launch: FOS-DEPLOYMENT in the scheme's environment,
                        // else FOS-DEPLOYMENT in Info.plist (set to $(FOS_DEPLOYMENT), a build setting per
                        // configuration), else staging on TestFlight, debug in DEBUG builds, else production.
                        // vmgen's README, "Deployments", lists the keys to set.
                        deploymentURLs: [

            """))
    }
}
