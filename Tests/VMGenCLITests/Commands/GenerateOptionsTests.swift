import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// The `generate` options the SwiftPM build plugin relies on — `--list-inputs`,
/// `--list-outputs`, `--output-root` — and the rules for combining modes.
final class GenerateOptionsTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\ntemplates: Templates\n")
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: server\ntext:\n  title: { en: \"Info\" }\n")
        try project.write("Specs/Nested/Prefs.yml", "viewModel: Prefs\nhosting: client\n")
        try project.write("Templates/Request.swift.template", TemplateLibrary.builtInSources["Request.swift.template"]?.text ?? "")
        try project.write("Templates/Nested/ignored.template", "")
    }

    // XCTest keeps every test case alive until the process ends, so release the folder here
    // (its deinit deletes it).
    override func tearDown() {
        project = nil
    }

    func testListOutputsPrintsEveryGeneratedPathAndWritesNothing() {
        let run = vmgen("generate", "--list-outputs", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertEqual(run.err, "")
        XCTAssertEqual(run.out, """
            Sources/Resources/ViewModels/Info/InfoViewModel.yml
            Sources/ViewModels/Info/InfoRequest.swift
            Sources/ViewModels/Info/InfoViewModel.swift
            Sources/ViewModels/Prefs/PrefsViewModel.swift
            Sources/WebServer/Controllers/RequestRoutes.swift
            Sources/WebServer/ViewModelFactories/Info/InfoViewModel+Factory.swift

            """)
        XCTAssertFalse(project.exists("Sources"))
        // The list is what generate writes.
        XCTAssertEqual(vmgen("generate", "-q", in: project.path).code, .success)
        XCTAssertEqual(project.files().filter { $0.hasPrefix("Sources/") }.joined(separator: "\n") + "\n", run.out)
        XCTAssertEqual(vmgen("generate", "--list-outputs", in: project.path).out, run.out, "the same once generated")
    }

    func testListOutputsWithSpecErrorsPrintsNothingAndFails() throws {
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: sever\n")
        let run = vmgen("generate", "--list-outputs", in: project.path)
        XCTAssertEqual(run.code, .failure)
        XCTAssertEqual(run.out, "")
        XCTAssertTrue(run.err.contains("Specs/Info.yml:2:10: error:"), run.err)
    }

    /// The build plugin hands vmgen the outputs SwiftPM planned (`--expect-outputs`): a spec
    /// added or removed since makes vmgen fail, writing nothing, with what to do.
    func testExpectOutputsFailsWithoutWritingWhenTheSpecsGenerateOtherFiles() throws {
        let planned = vmgen("generate", "--list-outputs", in: project.path).out
        try project.write("planned.txt", planned)
        let same = vmgen("generate", "--expect-outputs", "planned.txt", "-q", in: project.path)
        XCTAssertEqual(same.code, .success, same.err)
        XCTAssertTrue(project.exists("Sources/ViewModels/Prefs/PrefsViewModel.swift"))

        try project.write("Specs/Badge.yml", "viewModel: Badge\nhosting: client\n")
        try FileManager.default.removeItem(atPath: project.path + "/Specs/Nested/Prefs.yml")
        let before = project.files()
        let other = vmgen("generate", "--expect-outputs", "planned.txt", in: project.path)
        XCTAssertEqual(other.code, .usage)
        XCTAssertTrue(other.err.contains("error: the specs now generate other files than this build was planned with "
            + "(new: Sources/ViewModels/Badge/BadgeViewModel.swift; no longer generated: Sources/ViewModels/Prefs/PrefsViewModel.swift)"), other.err)
        XCTAssertTrue(other.err.contains("touch Package.swift"), other.err)
        XCTAssertEqual(project.files(), before, "nothing written or deleted")
        XCTAssertEqual(vmgen("generate", "--expect-outputs", "missing.txt", in: project.path).code, .usage)
    }

    /// The plugin runs `generate --expect-outputs` on every build: it replays the record, or
    /// redoes an edited, added or removed spec alone, and still tells when the outputs differ.
    func testExpectOutputsUsesTheRecordAndStillNoticesOtherOutputs() throws {
        try project.write("planned.txt", vmgen("generate", "--list-outputs", in: project.path).out)
        XCTAssertEqual(vmgen("generate", "--expect-outputs", "planned.txt", "-q", in: project.path).code, .success)
        let replayed = vmgen("generate", "--expect-outputs", "planned.txt", "-v", in: project.path)
        XCTAssertEqual(replayed.code, .success, replayed.err)
        XCTAssertTrue(replayed.err.contains("no input or output changed since the last run"), replayed.err)

        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: server\ntext:\n  title: { en: \"About\" }\n")
        let edited = vmgen("generate", "--expect-outputs", "planned.txt", "-v", in: project.path)
        XCTAssertEqual(edited.code, .success, edited.err)
        XCTAssertTrue(edited.err.contains("changed since the last run; redid"), edited.err)

        try project.write("Specs/Badge.yml", "viewModel: Badge\nhosting: client\n")
        let before = project.files()
        let added = vmgen("generate", "--expect-outputs", "planned.txt", "-v", in: project.path)
        XCTAssertEqual(added.code, .usage, added.err)
        XCTAssertTrue(added.err.contains("Specs/Badge.yml was added since the last run"), "redone alone: \(added.err)")
        XCTAssertTrue(added.err.contains("(new: Sources/ViewModels/Badge/BadgeViewModel.swift)"), added.err)
        XCTAssertEqual(project.files(), before, "nothing written")

        try FileManager.default.removeItem(atPath: project.path + "/Specs/Badge.yml")
        try FileManager.default.removeItem(atPath: project.path + "/Specs/Nested/Prefs.yml")
        let removed = vmgen("generate", "--expect-outputs", "planned.txt", "-v", in: project.path)
        XCTAssertEqual(removed.code, .usage, removed.err)
        XCTAssertTrue(removed.err.contains("Specs/Nested/Prefs.yml was removed since the last run"), "done alone: \(removed.err)")
        XCTAssertTrue(removed.err.contains("(no longer generated: Sources/ViewModels/Prefs/PrefsViewModel.swift)"), removed.err)
        XCTAssertTrue(project.exists("Sources/ViewModels/Prefs/PrefsViewModel.swift"), "nothing deleted")
    }

    func testListInputsPrintsTheConfigSpecsAndTemplates() {
        let run = vmgen("generate", "--list-inputs", in: project.path + "/Specs/Nested")
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertEqual(run.out, "vmgen.yml\nSpecs/Info.yml\nSpecs/Nested/Prefs.yml\nTemplates/Request.swift.template\n",
            "project-relative, from any folder of the project; only top-level templates are read")
    }

    func testOutputRootWritesThereAndLeavesTheProjectAlone() throws {
        let output = try TemporaryFolder()
        let first = vmgen("generate", "--output-root", output.path, in: project.path)
        XCTAssertEqual(first.code, .success, first.err)
        XCTAssertEqual(first.err, "vmgen: 6 written, 0 deleted, 0 unchanged\n")
        XCTAssertEqual(project.files(), ["Specs/Info.yml", "Specs/Nested/Prefs.yml", "Templates/Nested/ignored.template", "Templates/Request.swift.template", "vmgen.yml"])
        XCTAssertEqual(output.files().joined(separator: "\n") + "\n", vmgen("generate", "--list-outputs", in: project.path).out)

        // Unchanged files stay untouched; a removed spec's files go; --check looks there too.
        let dates = try output.modificationDates()
        XCTAssertEqual(vmgen("generate", "--output-root", output.path, in: project.path).err, "vmgen: 0 written, 0 deleted, 6 unchanged\n")
        XCTAssertEqual(try output.modificationDates(), dates)
        try project.remove("Specs/Nested/Prefs.yml")
        XCTAssertEqual(vmgen("generate", "--check", "--output-root", output.path, in: project.path).code, .failure)
        let removal = vmgen("generate", "--output-root", output.path, in: project.path)
        XCTAssertTrue(removal.err.hasPrefix("deleted \(output.path)/Sources/ViewModels/Prefs/PrefsViewModel.swift (no longer generated)\n"), removal.err)
        XCTAssertFalse(output.exists("Sources/ViewModels/Prefs"), "its emptied folder goes too")
        XCTAssertEqual(vmgen("generate", "--check", "--output-root", output.path, in: project.path).code, .success)
    }

    func testOutputRootIsRelativeToTheWorkingFolder() throws {
        XCTAssertEqual(vmgen("generate", "-q", "--output-root", "Build/Out", in: project.path).code, .success)
        XCTAssertTrue(project.exists("Build/Out/Sources/ViewModels/Info/InfoViewModel.swift"))
    }

    func testModesCannotBeCombined() {
        for (arguments, message) in [
            (["--check", "--dry-run"], "--check and --dry-run cannot be used together"),
            (["--list-outputs", "--check"], "--check and --list-outputs cannot be used together"),
            (["--list-inputs", "--list-outputs"], "--list-outputs and --list-inputs cannot be used together"),
            (["--diff"], "--diff needs --check or --dry-run"),
        ] {
            let run = vmgen(["generate"] + arguments, in: project.path)
            XCTAssertEqual(run.code, .usage, message)
            XCTAssertTrue(run.err.hasPrefix("Error: \(message)\nUsage: vmgen generate"), run.err)
        }
        XCTAssertFalse(project.exists("Sources"))
    }

    func testDryRunPrintsAndWritesNothing() {
        let run = vmgen("generate", "--dry-run", in: project.path)
        XCTAssertEqual(run.code, .success)
        XCTAssertTrue(run.out.hasPrefix("would create Sources/Resources/ViewModels/Info/InfoViewModel.yml\n"), run.out)
        XCTAssertFalse(project.exists("Sources"))
    }
}
