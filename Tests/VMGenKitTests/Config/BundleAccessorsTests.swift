import Foundation
@testable import VMGenKit
import XCTest

/// Which module's bundle holds the client-hosted ViewModels' YAML (`resources.client`), and so
/// which `{Module}ResourceAccess` vmgen writes and the App loads, for each place the folder can be.
final class BundleAccessorsTests: XCTestCase {
    private func config(client: String, bundles: String = "[ViewModels]") throws -> ProjectConfig {
        let text = """
            locales: [en]
            resources:
              client: \(client)
            app:
              name: Harbor
              path: Sources/HarborApp
              resourceBundles: \(bundles)
              deploymentURLs: { production: "https://api.harbor.example" }

            """
        let loaded = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: text))
        XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .error }.map(\.message), [], client)
        return loaded.config
    }

    func testInsideTheViewModelsFolderItIsTheViewModelsModule() throws {
        let config = try config(client: "Sources/ViewModels/Resources/Localizations")
        XCTAssertEqual(BundleAccessors.clientModule(config)?.module, "ViewModels")
        XCTAssertEqual(BundleAccessors.loaded(config), ["ViewModels"])
        XCTAssertEqual(BundleAccessors.generated(config).map(\.path), ["Sources/ViewModels/ViewModelsResourceAccess.swift"])
    }

    func testInAnotherTargetItIsThatTargetLoadedAfterTheListedBundles() throws {
        let config = try config(client: "Sources/Shared/Resources/Localizations", bundles: "[ViewModels, Kit]")
        XCTAssertEqual(BundleAccessors.clientModule(config)?.module, "Shared")
        XCTAssertEqual(BundleAccessors.clientModule(config)?.folder, "Sources/Shared")
        XCTAssertEqual(BundleAccessors.loaded(config), ["ViewModels", "Kit", "Shared"])
        // Kit keeps its hand-written accessor: vmgen writes neither its YAML nor its code.
        XCTAssertEqual(
            BundleAccessors.generated(config).map(\.path),
            ["Sources/ViewModels/ViewModelsResourceAccess.swift", "Sources/Shared/SharedResourceAccess.swift"])
    }

    /// The App's bundle is `Bundle.main` and the server loads its own: no accessor, nothing
    /// more for the App to load. Nor for a folder outside any `Sources/{Module}`.
    func testInTheAppsOrTheServersFolderOrOutsideATargetThereIsNone() throws {
        for client in ["Sources/HarborApp/Localizations", "Sources/WebServer/Resources/Localizations", "Localizations", "Sources/9Kit/Localizations"] {
            let config = try config(client: client)
            XCTAssertNil(BundleAccessors.clientModule(config), client)
            XCTAssertEqual(BundleAccessors.loaded(config), ["ViewModels"], client)
            XCTAssertEqual(BundleAccessors.generated(config).map(\.module), ["ViewModels"], client)
        }
    }
}
