import VMGenKit
import XCTest

/// `uiTests:` renders the project's two FOSTestingUI base classes and a test per view the App
/// registers — hand-written views too —, an interactive ViewModel's over the interactive base
/// with its stub operations, a display-only one's over the display base; without the key, none.
final class UITestsRenderingTests: XCTestCase {
    private static let config = """
        app: { name: Shop, path: Sources/ShopApp, deploymentURLs: { production: "https://api.shop.example" } }
        views: { handWritten: [OrdersView] }
        uiTests: { bundleIdentifier: com.example.shop }
        """
    private static let orders = """
        viewModel: Orders
        hosting: server
        text:
          pageTitle: { en: "Orders" }
        operations:
          refresh: {}
        children:
          OrderRow:
            properties:
              title: String
        """

    private func rendered(config text: String) throws -> [String: String] {
        let (config, diagnostics) = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: text))
        XCTAssertEqual(diagnostics, [])
        let output = Generator.run(.init(
            config: config, specs: [SpecFile(path: "Specs/Orders.yml", text: Self.orders)], templates: TemplateLibrary.templateSet().templates, existing: [:]))
        XCTAssertEqual(output.diagnostics.filter { $0.severity == .error }, [])
        return Dictionary(uniqueKeysWithValues: output.plan.actions.map { ($0.path, String(decoding: $0.contents ?? [], as: UTF8.self)) })
    }

    /// A view the App registers only under a compilation condition (`featureFlags:`) is tested
    /// under the same condition: without it the App never presents the view. Others are not.
    func testAFlaggedViewsTestIsUnderItsFlag() throws {
        let flagged = Self.config.replacingOccurrences(of: "deploymentURLs:", with: "featureFlags: { SHOP_ROWS: [OrderRowView] }, deploymentURLs:")
        let files = try rendered(config: flagged)
        let row = try XCTUnwrap(files["Tests/ShopUITests/Orders/OrderRowViewUITests.swift"])
        XCTAssertTrue(row.contains("\n#if SHOP_ROWS\nfinal class OrderRowViewUITests:"), row)
        XCTAssertTrue(row.contains("    // vmgen:end more-tests\n}\n#endif\n"), row)
        let orders = try XCTUnwrap(files["Tests/ShopUITests/Orders/OrdersViewUITests.swift"])
        XCTAssertFalse(orders.contains("#if"), orders)
    }

    func testEachRegisteredViewGetsItsTestOverTheRightBase() throws {
        let files = try rendered(config: Self.config)
        XCTAssertEqual(files.keys.filter { $0.hasPrefix("Tests/ShopUITests/") }.sorted(), [
            "Tests/ShopUITests/Orders/OrderRowViewUITests.swift",
            "Tests/ShopUITests/Orders/OrdersViewUITests.swift",
            "Tests/ShopUITests/Support/ShopViewModelDisplayTestCase.swift",
            "Tests/ShopUITests/Support/ShopViewModelViewTestCase.swift",
        ])
        XCTAssertNil(files["Sources/ShopApp/Views/Orders/OrdersView.swift"], "the view is hand-written, and still tested")
        let orders = try XCTUnwrap(files["Tests/ShopUITests/Orders/OrdersViewUITests.swift"])
        XCTAssertTrue(orders.contains("final class OrdersViewUITests: ShopViewModelViewTestCase<OrdersViewModel, OrdersStubOps>, @unchecked Sendable {"), orders)
        XCTAssertTrue(orders.contains("        let operations = try viewModelOperations()\n        XCTAssertFalse(operations.refreshCalled)\n"), orders)
        XCTAssertTrue(orders.contains("XCTAssertEqual(app.uiTestingElement(\"pageTitle\").label, viewModel.pageTitle)"), "the region's example names the ViewModel's text")
        XCTAssertTrue(orders.contains("\nimport ViewModels\n"), orders)
        let row = try XCTUnwrap(files["Tests/ShopUITests/Orders/OrderRowViewUITests.swift"])
        XCTAssertTrue(row.contains("final class OrderRowViewUITests: ShopViewModelDisplayTestCase<OrderRowViewModel>, @unchecked Sendable {"), row)
        XCTAssertFalse(row.contains("viewModelOperations"), row)
        let base = try XCTUnwrap(files["Tests/ShopUITests/Support/ShopViewModelViewTestCase.swift"])
        XCTAssertTrue(base.contains("class ShopViewModelViewTestCase<VM: ViewModel, VMO: ViewModelOperations>: ViewModelViewTestCase<VM, VMO>, @unchecked Sendable {"), base)
        XCTAssertTrue(base.contains("""
                        bundles: [
                            Bundle(for: type(of: self)),
                            ViewModelsResourceAccess.localizationBundle
                        ],
                        resourceDirectoryName: "",
                        appBundleIdentifier: "com.example.shop"
            """), base)
    }

    func testNoKeyNoUITests() throws {
        let files = try rendered(config: Self.config.replacingOccurrences(of: "uiTests: { bundleIdentifier: com.example.shop }", with: ""))
        XCTAssertEqual(files.keys.filter { $0.contains("UITest") }, [])
    }
}
