import Foundation
import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `--absolute-paths`, and the same when `XCODE_VERSION_ACTUAL` says Xcode runs vmgen: the
/// `file:line:col` of every diagnostic printed for people is absolute, which Xcode's issue
/// navigator needs to open the file; the machine formats keep their project paths.
final class AbsolutePathsTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "specs: Specs\nlocales: [en]\nviewModels: { module: ViewModels, path: Sources/ViewModels }\n")
        // `UUIDD` is no type vmgen knows: an error at 5:14 of the spec.
        try project.write("Specs/Contact.yml", "viewModel: Contact\nhosting: server\npage: false\nproperties:\n  contactId: UUIDD\n")
    }

    override func tearDown() {
        project = nil
    }

    /// The real path of the folder: the run's working directory, as the paths are shown from it.
    private var root: String { project.path }

    private func specError(_ run: CLIRun) -> String? {
        run.err.split(separator: "\n").first { $0.contains("Contact.yml:5:") }.map(String.init)
    }

    func testCheckShowsProjectPathsByDefault() throws {
        let run = vmgen(["check"], in: root)
        XCTAssertEqual(run.code, .failure, run.err)
        XCTAssertTrue(specError(run)?.hasPrefix("Specs/Contact.yml:5:") == true, run.err)
    }

    func testCheckGenerateAndLintShowAbsolutePathsWithTheFlag() throws {
        for command in [["check"], ["generate"], ["generate", "--check"]] {
            let run = vmgen(command + ["--absolute-paths"], in: root)
            XCTAssertNotEqual(run.code, .success, run.err)
            XCTAssertTrue(specError(run)?.hasPrefix(root + "/Specs/Contact.yml:5:") == true, "\(command): \(run.err)")
        }
        try project.write("Sources/App/RowViewModel.swift", """
            import FOSMVVM

            @ViewModel
            public struct RowViewModel {
                public let id: String
                public var vmId: ViewModelId = .init()
            }

            """)
        let lint = vmgen(["lint", "--absolute-paths", "Sources/App"], in: root)
        XCTAssertEqual(lint.code, .failure, lint.err)
        XCTAssertTrue(lint.err.hasPrefix(root + "/Sources/App/RowViewModel.swift:4:15: error: "), lint.err)
    }

    /// From a folder under the project, the paths shown are `../Specs/…`; made absolute they
    /// lose the `..`.
    func testAPathShownFromASubfolderIsMadeAbsoluteWithoutDotDot() throws {
        try project.write("Sources/keep.txt", "")
        let run = vmgen(["check", "--absolute-paths"], in: root + "/Sources")
        XCTAssertTrue(specError(run)?.hasPrefix(root + "/Specs/Contact.yml:5:") == true, run.err)
    }

    func testAConfigErrorIsShownWithItsAbsolutePath() throws {
        try project.write("vmgen.yml", "specs: Specs\nlocales: [en]\nviewModelz: {}\n")
        let run = vmgen(["check", "--absolute-paths"], in: root)
        XCTAssertEqual(run.code, .usage, run.err)
        XCTAssertTrue(run.err.hasPrefix(root + "/vmgen.yml:3:"), run.err)
    }

    func testXcodesEnvironmentTurnsThemOn() throws {
        let run = vmgenUnder(["XCODE_VERSION_ACTUAL": "1600"], ["check"])
        XCTAssertTrue(specError(run)?.hasPrefix(root + "/Specs/Contact.yml:5:") == true, run.err)
        let empty = vmgenUnder(["XCODE_VERSION_ACTUAL": ""], ["check"])
        XCTAssertTrue(specError(empty)?.hasPrefix("Specs/Contact.yml:5:") == true, empty.err)
    }

    /// JSON (and the other machine formats) name files as the project does, under Xcode too:
    /// code scanning and CI read them against the repository.
    func testTheJSONReportKeepsProjectPaths() throws {
        let run = vmgenUnder(["XCODE_VERSION_ACTUAL": "1600"], ["check", "--format", "json", "--absolute-paths"])
        XCTAssertTrue(run.out.contains("\"file\":\"Specs/Contact.yml\"") || run.out.contains("\"file\": \"Specs/Contact.yml\""), run.out)
        XCTAssertFalse(run.out.contains(root), run.out)
    }

    private func vmgenUnder(_ environment: [String: String], _ arguments: [String]) -> CLIRun {
        let output = CapturedOutput()
        let console = Console(out: output.appendOut, err: output.appendErr, environment: environment)
        let code = CommandLineTool.run(arguments, console: console, workingDirectory: root)
        return CLIRun(code: code, out: output.standardOutput, err: output.standardError)
    }
}
