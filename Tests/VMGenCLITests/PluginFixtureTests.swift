import Foundation
import VMGenTestSupport
import XCTest

/// The plugin fixture's two projects, checked in-process. The plugins themselves run on the
/// fixture in `scripts/test-plugins` (from .ci/run): that needs SwiftPM and a minute.
final class PluginFixtureTests: XCTestCase {
    static let fixture = Repository.root + "/Tests/Fixtures/PluginPackage"

    /// The build plugin gives the ViewModels target what vmgen lists under its folder.
    func testTheBuildPluginsProjectGeneratesOneFileIntoTheViewModelsTarget() {
        let run = vmgen("generate", "--list-outputs", in: Self.fixture)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertEqual(run.err, "")
        XCTAssertEqual(run.out, "Sources/ViewModels/Contact/ContactViewModel.swift\n")
        XCTAssertEqual(vmgen("generate", "--list-inputs", in: Self.fixture).out, "vmgen.yml\nSpecs/Contact.yml\n")
    }

    func testTheCommandPluginsProjectGeneratesCleanly() {
        let run = vmgen("check", "-q", "--config", "Committed/vmgen.yml", in: Self.fixture)
        XCTAssertEqual(run.code, .success)
        XCTAssertEqual(run.err, "")
    }

    func testTheFixtureHoldsNoGeneratedFiles() {
        // The test script works on a copy; generated files here would be compiled twice.
        XCTAssertFalse(FileManager.default.fileExists(atPath: Self.fixture + "/Sources/ViewModels/Contact"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: Self.fixture + "/Committed/Sources"))
    }
}
