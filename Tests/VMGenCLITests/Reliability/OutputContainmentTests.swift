import Foundation
import VMGenTestSupport
import XCTest

/// Nothing in a spec or on disk can make vmgen write or delete outside the project (or the
/// `--output-root`): names are identifiers, config paths stay relative, and output folders
/// that are symbolic links pointing out are refused before anything is written.
final class OutputContainmentTests: XCTestCase {
    private var project: TemporaryFolder!
    private var outside: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        outside = try TemporaryFolder()
        try Reliability.makeProject(in: project, pages: 1, children: 1)
    }

    override func tearDown() {
        project = nil
        outside = nil
    }

    private func generate(_ arguments: [String] = []) throws -> ProcessRunner.Result {
        try Reliability.vmgen(["generate"] + arguments, in: project.path)
    }

    /// Runs `generate`, expecting it to refuse: exit 2 (a layout to fix), exactly `stderr`, and no file changed
    /// in the project or outside it.
    private func assertRefused(stderr expected: String, status: Int32 = 2, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = (Reliability.contents(of: project.path), Reliability.contents(of: outside.path))
        let run = try generate()
        XCTAssertEqual(run.status, status, run.output, file: file, line: line)
        XCTAssertEqual(run.standardError, expected, file: file, line: line)
        XCTAssertEqual(run.standardOutput, "", file: file, line: line)
        XCTAssertTrue(Reliability.contents(of: project.path) == before.0, "a file in the project changed", file: file, line: line)
        XCTAssertTrue(Reliability.contents(of: outside.path) == before.1, "a file outside the project changed", file: file, line: line)
    }

    func testAnOutputFolderLinkedOutsideTheProjectIsRefused() throws {
        try FileManager.default.createDirectory(atPath: project.path + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.path + "/Sources/ViewModels", withDestinationPath: outside.path)
        try outside.write("Mine.swift", "// not vmgen's\n")
        try assertRefused(stderr: """
            error: refusing to write or delete the 3 files under Sources/ViewModels: it is a symbolic link to \(outside.path), outside the project folder (\(project.path)); vmgen writes only inside it — replace the link with a folder, or point it inside
            vmgen: nothing written: an output path leads outside the project folder

            """)
        XCTAssertFalse(project.exists("Sources/WebServer"), "nothing is written, not even into the folders that are fine")
    }

    func testAFolderAboveTheOutputFoldersLinkedOutsideIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: project.path + "/Sources", withDestinationPath: outside.path)
        try assertRefused(stderr: """
            error: refusing to write or delete the 7 files under Sources: it is a symbolic link to \(outside.path), outside the project folder (\(project.path)); vmgen writes only inside it — replace the link with a folder, or point it inside
            vmgen: nothing written: an output path leads outside the project folder

            """)
    }

    /// Generated files behind a link (a stale one, whose spec is gone) are not deleted either.
    func testStaleGeneratedFilesBehindALinkAreNotDeleted() throws {
        XCTAssertEqual(try generate(["-q"]).status, 0)
        let moved = outside.path + "/ViewModels"
        try FileManager.default.moveItem(atPath: project.path + "/Sources/ViewModels", toPath: moved)
        try FileManager.default.createSymbolicLink(atPath: project.path + "/Sources/ViewModels", withDestinationPath: moved)
        try project.write("Specs/Page0.yml", try XCTUnwrap(project.read("Specs/Page0.yml")).replacingOccurrences(of: "Page0Row0", with: "Page0Line0"))
        let run = try generate()
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardError, """
            error: refusing to write or delete the 3 files under Sources/ViewModels: it is a symbolic link to \(moved), outside the project folder (\(project.path)); vmgen writes only inside it — replace the link with a folder, or point it inside
            vmgen: nothing written: an output path leads outside the project folder

            """)
        XCTAssertTrue(FileManager.default.fileExists(atPath: moved + "/Page0/Page0Row0ViewModel.swift"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: moved + "/Page0/Page0Line0ViewModel.swift"))
    }

    func testAGeneratedFileThatIsASymbolicLinkIsRefused() throws {
        XCTAssertEqual(try generate(["-q"]).status, 0)
        let target = outside.path + "/Target.swift"
        try outside.write("Target.swift", "// someone else's file\n")
        let path = "Sources/ViewModels/Page0/Page0ViewModel.swift"
        try project.remove(path)
        try FileManager.default.createSymbolicLink(atPath: project.path + "/" + path, withDestinationPath: target)
        try assertRefused(stderr: """
            error: refusing to write \(path): it is a symbolic link (to \(target)); vmgen replaces and deletes only regular files
            vmgen: nothing written: an output path leads outside the project folder

            """)
    }

    /// A link that stays inside the project is fine: the files land where it points.
    func testALinkInsideTheProjectIsFollowed() throws {
        try FileManager.default.createDirectory(atPath: project.path + "/Generated/ViewModels", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: project.path + "/Sources", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.path + "/Sources/ViewModels", withDestinationPath: "../Generated/ViewModels")
        let run = try generate(["-q"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(project.exists("Generated/ViewModels/Page0/Page0ViewModel.swift"))
    }

    /// `--output-root` may itself be a link (the build plugin's work folder often is); what
    /// counts is where it really is, and a folder in it that leads elsewhere is refused.
    func testAnOutputRootThatIsALinkIsResolvedFirst() throws {
        let real = try TemporaryFolder()
        let link = outside.path + "/root"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real.path)
        let run = try generate(["-q", "--output-root", link])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: real.path + "/Sources/ViewModels/Page0/Page0ViewModel.swift"))

        let elsewhere = try TemporaryFolder()
        try FileManager.default.removeItem(atPath: real.path + "/Sources/WebServer")
        try FileManager.default.createSymbolicLink(atPath: real.path + "/Sources/WebServer", withDestinationPath: elsewhere.path)
        let refused = try generate(["--output-root", link])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.standardError.contains("/Sources/WebServer: it is a symbolic link to \(elsewhere.path), outside the output root (\(real.path))"), refused.standardError)
        XCTAssertEqual(Reliability.contents(of: elsewhere.path).count, 0)
    }

    /// Names become file names, so they must be identifiers; everything else is an error at
    /// the name, before anything is written.
    func testNamesThatLookLikePathsAreErrors() throws {
        for (name, kind) in [("../Evil", "ViewModel"), ("/etc/passwd", "ViewModel"), ("A/B", "ViewModel"), ("..", "ViewModel")] {
            try project.write("Specs/Page0.yml", "viewModel: \"\(name)\"\nhosting: server\n")
            try assertRefused(stderr: """
                Specs/Page0.yml:1:12: error: '\(name)' is not a valid Swift identifier for a \(kind) (use letters, digits and _, not starting with a digit) [spec]
                viewModel: "\(name)"
                           ^
                vmgen: 1 error; nothing written

                """, status: 1)
        }
        try project.write("Specs/Page0.yml", "viewModel: A\nhosting: server\nenums:\n  \"../E\":\n    a: { en: x, es: y }\nchildren:\n  \"../C\":\n    properties:\n      x: String\n")
        try assertRefused(stderr: """
            Specs/Page0.yml:4:3: error: '../E' is not a valid Swift identifier for an enum (use letters, digits and _, not starting with a digit) [spec]
              "../E":
              ^
            Specs/Page0.yml:7:3: error: '../C' is not a valid Swift identifier for a ViewModel (use letters, digits and _, not starting with a digit) [spec]
              "../C":
              ^
            vmgen: 2 errors; nothing written

            """, status: 1)
    }

    func testConfigPathsThatLeaveTheProjectAreErrors() throws {
        try project.write("vmgen.yml", """
            locales: [en, es]
            viewModels: { module: ViewModels, path: ../Elsewhere }
            server: { module: WebServer, path: /tmp }
            resources: { server: "~/Resources", client: Sources/../../x }

            """)
        try assertRefused(stderr: """
            vmgen.yml:2:41: error: '../Elsewhere' leaves the project folder; paths in vmgen.yml stay inside it [config]
            viewModels: { module: ViewModels, path: ../Elsewhere }
                                                    ^
            vmgen.yml:3:36: error: '/tmp' must be relative to the folder of vmgen.yml [config]
            server: { module: WebServer, path: /tmp }
                                               ^
            vmgen.yml:4:22: error: '~/Resources' must be relative to the folder of vmgen.yml [config]
            resources: { server: "~/Resources", client: Sources/../../x }
                                 ^
            vmgen.yml:4:45: error: 'Sources/../../x' leaves the project folder; paths in vmgen.yml stay inside it [config]
            resources: { server: "~/Resources", client: Sources/../../x }
                                                        ^

            """, status: 2)
    }
}
