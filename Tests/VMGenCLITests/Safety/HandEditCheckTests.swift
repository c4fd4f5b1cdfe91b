import Foundation
import VMGenTestSupport
import XCTest

/// A generated file edited by hand (issue 17, section 4): `generate --check` names it on
/// standard output like a file it would change, `--diff` shows the edit (what is on disk
/// against what vmgen would write), and the summary counts it — so a pre-commit hook or CI
/// log says which file to fix, not only that the check failed. Through the built binary.
final class HandEditCheckTests: GeneratedProjectTestCase {
    private let viewModel = "Sources/ViewModels/Page0/Page0ViewModel.swift"

    private func editByHand() throws {
        let text = try XCTUnwrap(project.read(viewModel))
        try project.write(viewModel, text.replacingOccurrences(of: "public struct Page0ViewModel", with: "// tweaked by hand\npublic struct Page0ViewModel"))
    }

    func testCheckDiffShowsAndCountsAFileEditedByHand() throws {
        try editByHand()
        let check = try run(["generate", "--check", "--diff"])
        XCTAssertEqual(check.status, 1, check.output)
        let lines = check.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines.contains("edited by hand \(viewModel)"), check.standardOutput)
        // The diff goes from the file on disk to what vmgen would write: the edit is removed.
        XCTAssertTrue(lines.contains("--- a/\(viewModel)") && lines.contains("+++ b/\(viewModel)"), check.standardOutput)
        XCTAssertTrue(lines.contains("-// tweaked by hand"), check.standardOutput)
        XCTAssertEqual(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }, ["-// tweaked by hand"], "only the edit differs: \(check.standardOutput)")
        XCTAssertTrue(check.standardError.contains("vmgen: 1 generated file was edited by hand; 'vmgen generate' leaves it untouched"), check.standardError)
        XCTAssertFalse(check.standardError.contains("run 'vmgen generate'"), "generate would not fix it: \(check.standardError)")
        XCTAssertTrue(check.standardError.contains("[edited-outside-regions]"), check.standardError)
    }

    /// A stale file and a hand edit: both are listed, each counted in its own line; the
    /// replayed run (nothing changed since) says the same as the first.
    func testAHandEditBesideAStaleFileIsCountedSeparately() throws {
        try editByHand()
        try project.write("Specs/Page1.yml", Reliability.spec("Page1", children: 0, variant: " v2"))
        for attempt in 0..<2 {
            let check = try run(["generate", "--check"])
            XCTAssertEqual(check.status, 1, check.output)
            let lines = check.standardOutput.split(separator: "\n").map(String.init)
            XCTAssertTrue(lines.contains("edited by hand \(viewModel)"), "\(attempt): \(check.standardOutput)")
            XCTAssertTrue(lines.contains { $0.hasPrefix("would update Sources/") && $0.contains("Page1") }, "\(attempt): \(check.standardOutput)")
            XCTAssertTrue(check.standardError.contains("vmgen: generated files are out of date; run 'vmgen generate'"), "\(attempt): \(check.standardError)")
            XCTAssertTrue(check.standardError.contains("vmgen: 1 generated file was edited by hand"), "\(attempt): \(check.standardError)")
        }
    }

    /// `--dry-run` lists it too, and `generate` itself still refuses it, byte for byte.
    func testDryRunListsItAndGenerateKeepsIt() throws {
        try editByHand()
        let edited = try XCTUnwrap(project.read(viewModel))
        let dryRun = try run(["generate", "--dry-run"])
        XCTAssertTrue(dryRun.standardOutput.split(separator: "\n").contains("edited by hand \(viewModel)"), dryRun.standardOutput)
        let generate = try run(["generate"])
        XCTAssertEqual(generate.status, 1, generate.output)
        XCTAssertEqual(project.read(viewModel), edited)
    }
}
