import Foundation
import VMGenTestSupport
import XCTest

/// A `…ResourceAccess` in every module vmgen writes localization for, and the App loading each
/// bundle (issue 33): client-hosted ViewModels' YAML goes into `resources.client`, so the module
/// holding that folder gets its accessor, beside the ViewModels module and whatever modules
/// `app.resourceBundles` names (their accessors hand-written).
final class AppResourceAccessTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("Specs/Preferences.yml", """
            viewModel: Preferences
            hosting: client
            text:
              pageTitle: { en: "Preferences" }

            """)
    }

    override func tearDown() {
        project = nil
    }

    private func config(client: String = "Sources/Shared/Resources/Localizations", bundles: String? = nil) throws {
        try project.write("vmgen.yml", """
            locales: [en]
            resources:
              client: \(client)
            app:
              name: Harbor
              path: Sources/HarborApp
            \(bundles.map { "  resourceBundles: \($0)\n" } ?? "")  deploymentURLs:
                production: "https://api.harbor.example"

            """)
    }

    private func generate(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let run = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(run.status, 0, run.output, file: file, line: line)
        return try XCTUnwrap(project.read("Sources/HarborApp/HarborApp.swift"), file: file, line: line)
    }

    /// The client's YAML in a module of its own (`Sources/Shared`): that module gets
    /// `SharedResourceAccess`, and the App imports it and loads its bundle after the ViewModels one.
    func testTheModuleHoldingTheClientResourcesGetsAnAccessorAndIsLoaded() throws {
        try config()
        let app = try generate()
        XCTAssertNotNil(project.read("Sources/Shared/Resources/Localizations/Preferences/PreferencesViewModel.yml"))
        let shared = try XCTUnwrap(project.read("Sources/Shared/SharedResourceAccess.swift"))
        XCTAssertTrue(shared.contains("public enum SharedResourceAccess {\n    public static var localizationBundle: Bundle { Bundle.module }\n}\n"), shared)
        XCTAssertNotNil(project.read("Sources/ViewModels/ViewModelsResourceAccess.swift"))
        XCTAssertTrue(app.contains("\nimport Shared\n"), app)
        XCTAssertTrue(app.contains("""
                        resourceBundles: [
                            ViewModelsResourceAccess.localizationBundle,
                            SharedResourceAccess.localizationBundle
                        ],
            """), app)
    }

    /// A module `resourceBundles` names that vmgen writes nothing into keeps its own accessor:
    /// the App loads it, vmgen writes no file there.
    /// The UI tests' base classes load what the App loads: the module holding the client's
    /// YAML too, which `resourceBundles` does not name.
    func testTheUITestsLoadTheClientResourcesModuleAsTheAppDoes() throws {
        try config()
        try project.write("vmgen.yml", (project.read("vmgen.yml") ?? "") + "views:\n  path: Sources/HarborApp/Views\nuiTests:\n  bundleIdentifier: com.example.harbor\n")
        _ = try generate()
        let base = try XCTUnwrap(project.read("Tests/HarborUITests/Support/HarborViewModelDisplayTestCase.swift"))
        XCTAssertTrue(base.contains("\nimport Shared\n"), base)
        XCTAssertTrue(base.contains("""
                            ViewModelsResourceAccess.localizationBundle,
                            SharedResourceAccess.localizationBundle
                        ],
            """), base)
    }

    func testAModuleTheConfigNamesIsLoadedWithItsOwnAccessor() throws {
        try config(client: "Sources/ViewModels/Resources/Localizations", bundles: "[ViewModels, Kit]")
        let app = try generate()
        XCTAssertTrue(app.contains("            ViewModelsResourceAccess.localizationBundle,\n                KitResourceAccess.localizationBundle\n"), app)
        XCTAssertTrue(app.contains("\nimport Kit\n"), app)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path + "/Sources/Kit"))
    }

    /// `SharedResourceAccess` is the accessor, not the module: an error at its place.
    func testAnAccessorNameInResourceBundlesIsAnError() throws {
        try config(bundles: "[ViewModels, SharedResourceAccess]")
        let run = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(run.status, 2, run.output)
        XCTAssertTrue(run.standardError.contains("vmgen.yml:7:33: error: 'SharedResourceAccess' is a bundle accessor; list its module: 'Shared'"), run.standardError)
        XCTAssertNil(project.read("Sources/HarborApp/HarborApp.swift"))
    }

    /// A module that already has a hand-written accessor of that name keeps it byte for byte:
    /// generate reports the write conflict at that file (exit 1) and leaves it as it was.
    func testAHandWrittenAccessorIsNeverOverwritten() throws {
        try config()
        let mine = "import Foundation\n\n// mine\npublic enum SharedResourceAccess {\n    public static var localizationBundle: Bundle { .main }\n}\n"
        try project.write("Sources/Shared/SharedResourceAccess.swift", mine)
        let run = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.standardError.contains("Sources/Shared/SharedResourceAccess.swift:1:1: error: Sources/Shared/SharedResourceAccess.swift exists and was not written by vmgen"), run.standardError)
        XCTAssertEqual(project.read("Sources/Shared/SharedResourceAccess.swift"), mine)
    }
}
