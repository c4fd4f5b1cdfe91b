import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `generate --expect-outputs` (the build plugin) compares the paths a run renders; a replayed
/// run tells them from the record's summaries and the project's files
/// (`GenerationRun.renderedPaths`), which must be the full run's.
final class RenderedPathsFromRecordTests: XCTestCase {
    func testAReplayedRunTellsTheFullRunsRenderedPaths() throws {
        let project = try TemporaryFolder(copyOfExample: "Harbor")
        XCTAssertEqual(vmgen("generate", "-q", in: project.path).code, .success)
        guard case .success(let loaded) = Project.load(configOption: nil, cwd: project.path) else { return XCTFail("no project") }
        let replayed = GenerationRun(project: loaded)
        XCTAssertTrue(replayed.replayed)
        let full = GenerationRun(project: loaded, useRecord: false)
        let paths = try XCTUnwrap(full.renderedPaths)
        XCTAssertEqual(replayed.renderedPaths, paths)
        XCTAssertTrue(paths.contains("Sources/HarborApp/HarborApp.swift"), "the App file")
        XCTAssertTrue(paths.contains { $0.hasSuffix("ResourceAccess.swift") }, "the bundle accessor")
        XCTAssertEqual(Set(paths), Set(project.files().filter { !$0.hasPrefix("Specs/") && $0 != "vmgen.yml" && !$0.hasPrefix(".") }).intersection(paths))
    }
}
