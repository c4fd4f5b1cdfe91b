import Foundation
import VMGenTestSupport
import XCTest

/// The FOSTestingUI stand-in (`Tests/Fixtures/FOSMVVMStandIn/FOSTestingUI`) keeps the library's
/// shape: FOSTestingUI's own documented base classes and tests type-check against it, and what the
/// real module refuses fails here too. The examples' generated UI tests are type-checked against
/// it by `StandInTypeCheckTests` (its step 5) and parsed by `ExampleGoldenTests`.
final class UITestsTypeCheckTests: XCTestCase {
    /// A ViewModel, its stub operations and the project's pair of base classes, as FOSTestingUI's
    /// doc comments and FOSMVVM's ui-tests generator write them (with `import FOSTestingUI`).
    private static let project = """
        struct CardViewModel: ViewModel {
            var vmId = ViewModelId()
            var title: LocalizableString = .empty
            func propertyNames() -> [LocalizableId: String] { [:] }
            static func stub() -> Self { .init() }
        }
        final class CardStubOps: ViewModelOperations, @unchecked Sendable {
            var saveCalled = false
        }

        class MyViewModelDisplayTestCase<VM: ViewModel>: ViewModelDisplayTestCase<VM>, @unchecked Sendable {
            override func setUp() async throws {
                try await super.setUp(bundle: Bundle.main, resourceDirectoryName: "", appBundleIdentifier: "com.mycompany.myapp")
                continueAfterFailure = false
            }
        }
        class MyViewModelViewTestCase<VM: ViewModel, VMO: ViewModelOperations>: ViewModelViewTestCase<VM, VMO>, @unchecked Sendable {
            override func setUp() async throws {
                try await super.setUp(bundles: [Bundle(for: type(of: self))], appBundleIdentifier: "com.mycompany.myapp", locales: [Self.en, Self.es])
                continueAfterFailure = false
            }
        }

        """

    func testFOSTestingUIsDocumentedUsesTypeCheck() throws {
        let tests = """
            final class CardDisplayUITests: MyViewModelDisplayTestCase<CardViewModel>, @unchecked Sendable {
                func testShowsTitle() async throws {
                    let viewModel = try localizedViewModel(.stub(), locale: es)
                    let app = try presentView(testConfiguration: "ProvideBinding", viewModel: viewModel, locale: es, timeout: 5)
                    XCTAssertTrue(app.uiTestingElement("titleLabel").waitForExistence())
                    XCTAssertEqual(app.uiTestingElement("titleLabel").label, viewModel.title)
                    XCTAssertTrue(app.uiTestingElement("errorBanner").waitForDisappearance())
                    XCTAssertFalse(app.wait(for: .notRunning, timeout: 2))
                }
            }
            final class CardUITests: MyViewModelViewTestCase<CardViewModel, CardStubOps>, @unchecked Sendable {
                func testSaves() async throws {
                    let app = try presentView()
                    app.uiTestingElement("nameField").setText("Fern")
                    app.uiTestingElement("kindPicker").selectPickerItem("kindB")
                    app.uiTestingElement("notify").setToggle(true)
                    app.dismissKeyboard()
                    app.uiTestingElement("saveButton").tap()
                    XCTAssertTrue(try viewModelOperations().saveCalled)
                }
            }
            """
        let result = try typeCheck(Self.project + tests)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertFalse(result.output.contains("warning:"), result.output)
    }

    /// What FOSTestingUI refuses: a display-only test has no operations to read back, setUp needs
    /// the App's bundle identifier, `presentView`'s first parameter is the test configuration, and the classes
    /// live in FOSTestingUI, not in FOSTesting (whose name its doc comments still give).
    func testWhatFOSTestingUIRefusesFails() throws {
        let refused: [(String, String)] = [
            ("final class A: MyViewModelDisplayTestCase<CardViewModel>, @unchecked Sendable { func testA() throws { _ = try viewModelOperations() } }",
             "cannot find 'viewModelOperations' in scope"),
            ("final class B: ViewModelDisplayTestCase<CardViewModel>, @unchecked Sendable { override func setUp() async throws { try await super.setUp(bundle: .main) } }",
             "missing argument for parameter 'appBundleIdentifier' in call"),
            ("final class C: MyViewModelDisplayTestCase<CardViewModel>, @unchecked Sendable { func testC() throws { _ = try presentView(.stub()) } }",
             "missing argument label 'testConfiguration:' in call"),
            ("final class D: ViewModelViewTestCase<CardViewModel, String>, @unchecked Sendable {}",
             "type 'String' does not conform to protocol 'ViewModelOperations'"),
        ]
        for (code, error) in refused {
            let result = try typeCheck(Self.project + code)
            XCTAssertNotEqual(result.status, 0, code)
            XCTAssertTrue(result.output.contains(error), "\(code)\nshould fail with “\(error)”; the compiler said:\n\(result.output)")
        }
        let fosTesting = try typeCheck(Self.project, importing: "FOSTesting")
        XCTAssertTrue(fosTesting.output.contains("cannot find type 'ViewModelDisplayTestCase' in scope"), fosTesting.output)
    }

    /// `code` after the UI tests' imports, type-checked against the stand-in as a UI test target.
    private func typeCheck(_ code: String, importing testing: String = "FOSTestingUI") throws -> ProcessRunner.Result {
        let folder = try TemporaryFolder()
        try folder.write("UITests.swift", "import FOSFoundation\nimport FOSMVVM\nimport \(testing)\nimport Foundation\nimport XCTest\n\n" + code)
        return try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: [
            "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "UITests",
        ] + Self.standIn.includes(["FOSFoundation", "FOSMVVM", "FOSTesting", "FOSTestingUI"]) + [folder.path + "/UITests.swift"])
    }

    /// Built once for the class: each build runs swiftc over every stand-in module.
    nonisolated(unsafe) private static var built: StandInModules?

    /// The modules' folder goes once the class's tests have run.
    override class func tearDown() {
        built = nil
        super.tearDown()
    }
    private static var standIn: StandInModules {
        get throws {
            if let built { return built }
            let modules = try StandInModules()
            built = modules
            return modules
        }
    }
}
