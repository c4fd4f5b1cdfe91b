import Foundation
import VMGenCLI
import VMGenTestSupport
import XCTest

/// Lints run one after another in one process, as the tests run them, leave no file open: the
/// lint cache's record and the folder opened for file stamps are closed after each. Only the
/// vmgen executable, whose process ends with its command, leaves them for its exit to close.
final class LintCacheOpenFilesTests: XCTestCase {
    func testLintsInOneProcessLeaveNoFileOpen() throws {
        let project = try TemporaryFolder(copyOf: Repository.root + "/Tests/Fixtures/Lint/Wrong")
        let path = "Sources/WebServer/routes.swift"
        let buffer = Array((try String(contentsOfFile: project.path + "/" + path, encoding: .utf8) + "\n// edited\n").utf8)
        _ = vmgen(["lint"], in: project.path)  // writes the record
        let before = try openFiles()
        for _ in 0..<4 {
            XCTAssertNotEqual(vmgen(["lint"], in: project.path).code, .usage)  // from the record
            XCTAssertNotEqual(vmgen(["lint", "--stdin", "--path", path], in: project.path, input: buffer).code, .usage)
        }
        XCTAssertEqual(try openFiles(), before, "files left open by eight lints")
    }

    /// The process's open files (`/dev/fd` lists them on Linux and macOS).
    private func openFiles() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/dev/fd").count
    }
}
