import Foundation
import VMGenTestSupport
import XCTest

/// The built binary's `lint` never drops a YAML file it cannot parse in silence. A broken
/// localization file used to be skipped without a word — its keys unchecked, every LOC
/// finding about it gone, exit 0 (an interrupted edit of the lint fixture showed it). Now
/// invalid YAML is an error at its place, and valid YAML in a form vmgen does not read is one
/// note per file, counted in the summary.
final class LintYAMLReadTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("vmgen.yml", "locales: [en]\n")
        try folder.write("Sources/ViewModels/Home/HomeViewModel.swift", """
            @ViewModel
            public struct HomeViewModel {
                @LocalizedString public var pageTitle
                public var vmId: ViewModelId = .init(type: Self.self)
                public static func stub() -> Self { .init() }
            }

            """)
    }

    override func tearDown() {
        folder = nil
    }

    private func lint() throws -> ProcessRunner.Result {
        try Reliability.vmgen(["lint"], in: folder.path)
    }

    func testAValidLocalizationFileIsReadAndChecked() throws {
        try folder.write("Sources/Resources/ViewModels/Home.yml", "en:\n  HomeViewModel:\n    pageTitle: \"Home\"\n")
        let run = try lint()
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.standardError.hasSuffix("vmgen: 1 Swift file checked, 0 errors, 0 warnings\n"), run.standardError)
    }

    func testInvalidYAMLIsAnErrorAtItsPlace() throws {
        try folder.write("Sources/Resources/ViewModels/Home.yml", "en:\n  HomeViewModel:\n    pageTitle: \"Home\"\nen:\n  HomeViewModel:\n    pageTitle: \"Start\"\n")
        let run = try lint()
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.standardError.contains(
            "Sources/Resources/ViewModels/Home.yml:4:1: error: not valid YAML: duplicate key 'en' in this mapping; FOSMVVM cannot load this file, and vmgen checks none of its keys [yaml-syntax]\n"),
            run.standardError)
        XCTAssertTrue(run.standardError.hasSuffix("vmgen: 1 Swift file checked, 1 error, 0 warnings\n"), run.standardError)
    }

    func testAnUnterminatedQuoteIsAnError() throws {
        try folder.write("Sources/Resources/ViewModels/Home.yml", "en:\n  HomeViewModel:\n    pageTitle: \"Home\n")
        let run = try lint()
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.standardError.contains("Sources/Resources/ViewModels/Home.yml:3:"), run.standardError)
        XCTAssertTrue(run.standardError.contains("[yaml-syntax]"), run.standardError)
    }

    /// Anchors are valid YAML outside vmgen's subset: a note, once, not a finding; the keys the
    /// file would have given are not guessed at (no LOC-01 either way).
    func testValidYAMLOutsideTheSubsetIsOneNoteNotAFinding() throws {
        try folder.write("Sources/Resources/ViewModels/Home.yml", "en:\n  HomeViewModel: &home\n    pageTitle: \"Home\"\n  OtherViewModel: *home\n")
        let run = try lint()
        XCTAssertEqual(run.status, 0, run.output)
        let notes = run.standardError.split(separator: "\n").filter { $0.contains(": note: ") }
        XCTAssertEqual(notes, [
            "Sources/Resources/ViewModels/Home.yml:2:18: note: vmgen could not read this file: anchors (&name) are not supported in vmgen specs (and 1 more place); none of its keys are checked",
        ])
        XCTAssertTrue(run.standardError.hasSuffix("vmgen: 1 Swift file checked, 1 read in part, 0 errors, 0 warnings\n"), run.standardError)
    }
}
