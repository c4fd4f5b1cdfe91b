import VMGenTestSupport
import XCTest

/// A test case over a small project (`Reliability.makeProject`: `pages` pages with `children`
/// children each) that the built binary generated before each test: the setting most tests
/// through the binary start from.
class GeneratedProjectTestCase: XCTestCase {
    var project: TemporaryFolder!

    class var pages: Int { 2 }
    class var children: Int { 0 }

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try Reliability.makeProject(in: project, pages: Self.pages, children: Self.children)
        let generated = try run(["generate"])
        XCTAssertEqual(generated.status, 0, generated.output)
    }

    override func tearDown() {
        project = nil
    }

    /// The built vmgen, in the project.
    func run(_ arguments: [String]) throws -> ProcessRunner.Result {
        try Reliability.vmgen(arguments, in: project.path)
    }
}
