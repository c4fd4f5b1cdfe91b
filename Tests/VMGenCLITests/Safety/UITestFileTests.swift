import Foundation
import VMGenTestSupport
import XCTest

/// The UI tests vmgen writes (`uiTests:`) never take a person's bytes: a base class or a view
/// test written by hand at vmgen's path — as FOSMVVM's ui-tests generator has teams write them —
/// is left alone with a write conflict, and the project's own helpers in a base class survive
/// a change of vmgen.yml that rewrites the rest of it.
final class UITestFileTests: XCTestCase {
    private let base = "Tests/HarborUITests/Support/HarborViewModelViewTestCase.swift"
    private let test = "Tests/HarborUITests/Dashboard/DashboardViewUITests.swift"

    func testAHandWrittenBaseClassAndViewTestAreKept() throws {
        let project = try TemporaryFolder(copyOfExample: "Harbor")
        let ownBase = """
            import FOSMVVM
            import FOSTestingUI
            import XCTest

            class HarborViewModelViewTestCase<VM: ViewModel, VMO: ViewModelOperations>: ViewModelViewTestCase<VM, VMO>, @unchecked Sendable {
                override func setUp() async throws {
                    try await super.setUp(bundle: Bundle.main, appBundleIdentifier: "com.example.ours")
                }
            }

            """
        let ownTest = "import XCTest\n\nfinal class DashboardViewUITests: XCTestCase {}\n"
        try project.write(base, ownBase)
        try project.write(test, ownTest)
        let other = try XCTUnwrap(project.read("Tests/HarborUITests/Dashboard/SummaryViewUITests.swift"))
        try FileManager.default.removeItem(atPath: project.path + "/Tests/HarborUITests/Dashboard/SummaryViewUITests.swift")

        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertEqual(project.read(base), ownBase, "kept byte for byte")
        XCTAssertEqual(project.read(test), ownTest, "kept byte for byte")
        for path in [base, test] {
            XCTAssertTrue(run.standardError.contains("\(path) exists and was not written by vmgen"), run.standardError)
        }
        XCTAssertEqual(project.read("Tests/HarborUITests/Dashboard/SummaryViewUITests.swift"), other, "the rest is generated")
    }

    func testTheProjectsHelpersSurviveANewBundleIdentifier() throws {
        let project = try TemporaryFolder(copyOfExample: "Harbor")
        let text = try XCTUnwrap(project.read(base))
        let helper = "    func presentPortrait() throws -> XCUIApplication { try presentView() }\n"
        try project.write(base, text.replacingOccurrences(of: "    // vmgen:begin helpers\n", with: "    // vmgen:begin helpers\n" + helper))
        let config = try XCTUnwrap(project.read("vmgen.yml"))
        try project.write("vmgen.yml", config.replacingOccurrences(of: "bundleIdentifier: com.example.harbor", with: "bundleIdentifier: com.example.harbor-beta"))

        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 0, run.standardError)
        let written = try XCTUnwrap(project.read(base))
        XCTAssertTrue(written.contains("appBundleIdentifier: \"com.example.harbor-beta\""), written)
        XCTAssertTrue(written.contains("    // vmgen:begin helpers\n" + helper + "    // vmgen:end helpers\n"), written)
    }
}
