import Foundation
import VMGenTestSupport
import XCTest

/// A comment in a protected region is a person's text — a note, or code commented out for
/// later — and no template puts one there: it keeps the file when its spec is deleted, as code
/// does.
final class RegionCommentTests: XCTestCase {
    func testACommentInARegionKeepsTheFileWhenItsSpecIsDeleted() throws {
        let project = try TemporaryFolder()
        try Reliability.makeProject(in: project, pages: 2, children: 0)
        XCTAssertEqual(try Reliability.vmgen(["generate", "-q"], in: project.path).status, 0)
        let factory = "Sources/WebServer/ViewModelFactories/Page1/Page1ViewModel+Factory.swift"
        let text = try XCTUnwrap(project.read(factory))
        let noted = text.replacingOccurrences(of: "// vmgen:begin extensions\n", with: "// vmgen:begin extensions\n// TODO: load the owner from the session (a note kept for later)\n")
        XCTAssertNotEqual(noted, text)
        try project.write(factory, noted)
        try project.remove("Specs/Page1.yml")
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(project.read(factory), noted)
        XCTAssertTrue(run.standardError.contains("\(factory):1:1: warning: \(factory) is no longer generated"), run.standardError)
        XCTAssertFalse(project.exists("Sources/ViewModels/Page1/Page1ViewModel.swift"), "the rest of the page's files are deleted")
    }
}
