import Foundation
import VMGenTestSupport
import XCTest

/// The current folder is read however long it is, and a current folder that no longer exists
/// stops vmgen with exit 2: before, in a folder whose path passed 1,024 bytes, `vmgen.yml` was
/// not found and relative paths resolved from `/` (`lint --output r.json` wrote `/r.json`).
final class WorkingFolderTests: XCTestCase {
    func testAFolderWithAPathOfMoreThan1024BytesIsTheProject() throws {
        let root = try TemporaryFolder()
        let deep = Array(repeating: String(repeating: "a", count: 100), count: 12).joined(separator: "/")
        try root.write(deep + "/vmgen.yml", "locales: [en, es]\n")
        try root.write(deep + "/Specs/Home.yml", Reliability.spec("Home", children: 0))
        try root.write(deep + "/Sources/Own/Mine.swift", "struct Mine {}\n")
        let project = root.path + "/" + deep
        XCTAssertGreaterThan(project.utf8.count, 1_024)
        let generate = try Reliability.vmgen(["generate"], in: project)
        XCTAssertEqual(generate.status, 0, generate.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project + "/Sources/ViewModels/Home/HomeViewModel.swift"), generate.output)
        let lint = try Reliability.vmgen(["lint", "Sources/Own", "--format", "json", "--output", "report.json"], in: project)
        XCTAssertEqual(lint.status, 0, lint.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project + "/report.json"), lint.output)
    }

    func testACurrentFolderThatWasDeletedStopsWithExit2() throws {
        let root = try TemporaryFolder()
        try root.write("gone/keep.txt", "x\n")
        try FileManager.default.removeItem(atPath: root.path + "/gone/keep.txt")
        // The shell enters the folder, removes it, then runs vmgen there.
        let run = try ProcessRunner.run("/bin/sh", arguments: ["-c", "cd gone && rmdir ../gone && exec \"$0\" lint", BuiltBinary.vmgen], in: root.path)
        XCTAssertEqual(run.status, 2, run.output)
        XCTAssertEqual(run.standardError, "error: cannot tell the current folder: No such file or directory; cd to the project and run again\n")
    }
}
