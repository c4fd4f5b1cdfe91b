import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// What `vmgen import` says about the generate after it: `--dry-run` prints the specs, the
/// spec rules' findings and the diff of each existing file generate would change (bodies
/// carried); an import names the files generate would replace and those that still need a
/// hand-written part. Findings never stop the import, and notes are shown even with `-q`.
final class ImportDryRunTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write("Sources/ViewModels/Counter/CounterViewModel.swift", ImportBodiesTests.viewModel)
        try project.write(ImportBodiesTests.opsPath, ImportBodiesTests.operations())
    }

    override func tearDown() {
        project = nil
    }

    func testTheDryRunDiffShowsTheHandWrittenFileAgainstWhatReplacesItWithItsBodiesKept() throws {
        let before = project.files()
        let run = vmgen("import", "--dry-run", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertEqual(project.files(), before, "a dry run writes nothing, not even the record")
        let diff = try XCTUnwrap(run.out.components(separatedBy: "would update \(ImportBodiesTests.opsPath)\n").last)
        XCTAssertTrue(diff.hasPrefix("--- a/\(ImportBodiesTests.opsPath)\n+++ b/\(ImportBodiesTests.opsPath)\n"), run.out)
        // The body is the same on both sides: context lines, neither removed nor added.
        for line in ImportBodiesTests.bumpBody.split(separator: "\n") {
            XCTAssertTrue(diff.contains("\n \(line)\n"), "\(line)\n\(diff)")
        }
        XCTAssertTrue(diff.contains("\n+        // vmgen:begin bump\n"), diff)
        XCTAssertTrue(run.out.hasPrefix("--- # Specs/Counter.yml\n"), run.out)
    }

    func testAnImportNamesTheFilesToMoveAsideAndThoseThatStillNeedAHandWrittenPart() throws {
        try project.write("Sources/ViewModels/Counter/CounterViewModel.swift", ImportBodiesTests.viewModel.replacingOccurrences(
            of: "    public let count: Int\n", with: "    public let count: Int\n    public var doubled: Int { count * 2 }\n"))
        let run = vmgen("import", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertTrue(run.err.contains("""
            vmgen: next, move aside the 2 hand-written file(s) below, whose content the specs now generate, then run 'vmgen generate' (it never overwrites a file it did not write; --dry-run shows the diff; --move-aside moves those the specs fully carry):
              Sources/ViewModels/Counter/CounterViewModel.swift
              Sources/ViewModels/Counter/CounterViewModelOperations.swift
            """), run.err)
        XCTAssertTrue(run.err.contains("vmgen: 2 hand-written bodies are recorded in .vmgen/hand-off.yml"), run.err)
        XCTAssertTrue(run.err.contains("file(s) still need a hand-written part (see the notes above):\n  Sources/ViewModels/Counter/CounterViewModel.swift\n"), run.err)
    }

    /// A ViewModel that breaks a spec rule is imported as it is, with the finding at the
    /// spec's line; the import still succeeds.
    func testARuleFindingIsShownAtTheSpecAndDoesNotStopTheImport() throws {
        try project.write("Sources/ViewModels/Home/HomeViewModel.swift", """
            @ViewModel
            public struct HomeViewModel {
                @LocalizedString public var pageTitle
                public var vmId: ViewModelId = .init(type: Self.self)
            }

            """)
        try project.write("Sources/Resources/ViewModels/Home/HomeViewModel.yml", "en:\n  HomeViewModel:\n    pageTitle: \"Home \"\n")
        for arguments in [["import", "--dry-run"], ["import"]] {
            let run = vmgen(arguments, in: project.path)
            XCTAssertEqual(run.code, .success, run.err)
            XCTAssertTrue(run.err.contains("Specs/Home.yml:9:20: error: the 'en' text of 'pageTitle' ends with whitespace"), run.err)
            XCTAssertTrue(run.err.contains("[LOC-12]"), run.err)
        }
        // Imported as it is, and the finding's place is the written spec's.
        let line = project.read("Specs/Home.yml")?.split(separator: "\n", omittingEmptySubsequences: false)[8]
        XCTAssertEqual(line.map { String($0.dropFirst(19).prefix(7)) }, "\"Home \"")
    }

    func testNotesAreShownEvenWhenQuiet() throws {
        try project.write("Sources/ViewModels/Counter/CounterViewModel.swift", ImportBodiesTests.viewModel.replacingOccurrences(
            of: "    public let count: Int\n", with: "    public let count: Int\n    public var doubled: Int { count * 2 }\n"))
        let run = vmgen("import", "-q", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertTrue(run.err.contains("note: computed property 'doubled' is not carried"), run.err)
    }

    func testAFileOutsideTheProjectIsNamedRelativeToIt() throws {
        let outside = try TemporaryFolder()
        try outside.write("Legacy/HomeViewModel.swift", "@ViewModel\npublic struct HomeViewModel {\n    public let x: Int\n}\n")
        let run = vmgen(["import", "--dry-run", outside.path + "/Legacy"], in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        let line = try XCTUnwrap(run.out.split(separator: "\n").first { $0.hasPrefix("# Imported by") })
        XCTAssertFalse(line.contains(" /"), String(line))
        XCTAssertTrue(line.hasSuffix("/Legacy/HomeViewModel.swift."), String(line))
        XCTAssertTrue(line.contains("from ../"), String(line))
    }

    /// With `specs: .` the specs sit among the sources: they are never read as localization.
    func testWithSpecsInTheProjectFolderTheSpecsAreNotReadAsLocalization() throws {
        try project.write("vmgen.yml", "locales: [en]\nspecs: \".\"\n")
        try project.write("Other.yml", "viewModel: Other\nhosting: client\ntext:\n  title: { en: \"Other\" }\n")
        let run = vmgen("import", "--dry-run", ".", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertFalse(run.err.contains("Other.yml"), run.err)
    }
}
