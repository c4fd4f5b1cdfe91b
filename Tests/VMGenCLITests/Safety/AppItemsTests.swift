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
}
