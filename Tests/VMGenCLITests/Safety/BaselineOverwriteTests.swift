import Foundation
import VMGenTestSupport
import XCTest

/// `--write-baseline FILE` replaces FILE only when it is a vmgen baseline (or empty): a
/// mistyped name that hits the config, a spec or a source file leaves it byte for byte.
final class BaselineOverwriteTests: XCTestCase {
    func testABaselineNeverReplacesAFileThatIsNotOne() throws {
        let project = try TemporaryFolder()
        try Reliability.makeProject(in: project, pages: 1, children: 0)
        let config = try XCTUnwrap(project.read("vmgen.yml"))
        for file in ["vmgen.yml", "Specs/Page0.yml"] {
            let before = try XCTUnwrap(project.read(file))
            let run = try Reliability.vmgen(["check", "--write-baseline", file], in: project.path)
            XCTAssertEqual(run.status, 2, run.output)
            XCTAssertTrue(run.standardError.contains("--write-baseline \(file): the file exists and is not a vmgen baseline or report, so vmgen leaves it alone"), run.standardError)
            XCTAssertEqual(project.read(file), before)
        }
        XCTAssertEqual(project.read("vmgen.yml"), config)
        // A baseline it wrote is replaced, as is an empty file.
        try project.write("empty.json", "")
        XCTAssertEqual(try Reliability.vmgen(["check", "--write-baseline", "empty.json"], in: project.path).status, 0)
        XCTAssertEqual(try Reliability.vmgen(["check", "--write-baseline", "empty.json"], in: project.path).status, 0)
        XCTAssertTrue(try XCTUnwrap(project.read("empty.json")).contains("\"findings\""))
    }
}
