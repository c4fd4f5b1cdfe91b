import Foundation
@testable import VMGenCLI
import VMGenTestSupport
import XCTest

/// Upgrading vmgen: today's vmgen over a project an earlier vmgen generated (the fixture in
/// Tests/Fixtures/Upgrade, files byte for byte as vmgen at 81c4e44 wrote them: localization
/// files without a fingerprint, Swift fingerprints not bound to their path, a compound
/// separator written as a scalar). Through the built binary.
final class UpgradeTests: XCTestCase {
    static let fixture = Repository.root + "/Tests/Fixtures/Upgrade/vmgen-81c4e44"
    private let yaml = "Sources/Resources/ViewModels/BerthDetail/BerthDetailViewModel.yml"
    private let factory = "Sources/WebServer/ViewModelFactories/BerthDetail/BerthDetailViewModel+Factory.swift"
    private let viewModel = "Sources/ViewModels/BerthDetail/BerthDetailViewModel.swift"
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder(copyOf: Self.fixture)
    }

    override func tearDown() {
        project = nil
    }

    @discardableResult
    private func vmgen(_ arguments: [String], status: Int32, file: StaticString = #filePath, line: UInt = #line) throws -> ProcessRunner.Result {
        let run = try Reliability.vmgen(arguments, in: project.path)
        XCTAssertEqual(run.status, status, run.output, file: file, line: line)
        return run
    }

    /// The quoted texts of a localization file, in order (what its values say).
    private func texts(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    /// Nothing edited: every file upgrades without a question, nothing is lost, and the next
    /// run has nothing to do. Before, the localization file stopped the run: its separator,
    /// now written as a one-item list, read as text the spec "gives otherwise".
    func testAProjectOfAnEarlierVmgenUpgradesWithNothingLost() throws {
        let before = FolderContents.of(project.path)
        let run = try vmgen(["generate"], status: 0)
        XCTAssertFalse(run.standardError.contains("error"), run.standardError)
        let after = FolderContents.of(project.path)
        for (path, bytes) in before {
            let now = try XCTUnwrap(after[path], "\(path) is gone")
            guard path.hasSuffix(".yml"), path.hasPrefix("Sources/") else { continue }
            // Every text of the earlier file is in the new one, in the same order.
            XCTAssertEqual(texts(String(decoding: now, as: UTF8.self)), texts(String(decoding: bytes, as: UTF8.self)), path)
        }
        let upgraded = try XCTUnwrap(project.read(yaml))
        XCTAssertTrue(upgraded.contains("    mooringRulesSeparator:\n      - \" · \"\n"), upgraded)
        XCTAssertTrue(upgraded.split(separator: "\n").last?.hasPrefix("# vmgen:fingerprint ") == true, upgraded)
        try vmgen(["generate", "--check"], status: 0)
        try vmgen(["generate", "--no-cache"], status: 0)
        XCTAssertEqual(FolderContents.of(project.path), after, "a second run writes nothing")
    }

    /// Code in a protected region of an earlier vmgen's file is the user's: kept.
    func testCodeInARegionOfAnEarlierVmgensFileIsKept() throws {
        let body = "        return try await BerthStore.detail(context)  // HANDMADE_BODY\n"
        let old = try XCTUnwrap(project.read(factory))
        let placeholder = try XCTUnwrap(old.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains("throw Abort(.notImplemented") })
        try project.write(factory, old.replacingOccurrences(of: placeholder + "\n", with: body))
        try vmgen(["generate"], status: 0)
        let now = try XCTUnwrap(project.read(factory))
        XCTAssertTrue(now.contains("// vmgen:begin body\n" + body + "        // vmgen:end body\n"), now)
        try vmgen(["generate", "--check"], status: 0)
    }

    /// The spec changed since the earlier vmgen ran, so its localization file (no fingerprint)
    /// holds other text than the spec gives: vmgen cannot tell that text from a person's. It
    /// stops as before, naming the way out; `--adopt --dry-run` shows the difference and
    /// writes nothing; `--adopt PATH` takes vmgen's version.
    func testAnEarlierLocalizationFileWhoseSpecChangedIsAdoptedOnlyWhenAsked() throws {
        let spec = try XCTUnwrap(project.read("Specs/BerthDetail.yml"))
        try project.write("Specs/BerthDetail.yml", spec.replacingOccurrences(of: "en: \"Reserve\"", with: "en: \"Book\""))
        let old = try XCTUnwrap(project.read(yaml))
        let refused = try vmgen(["generate"], status: 1)
        XCTAssertTrue(refused.standardError.contains(
            "\(yaml) has vmgen's header but no fingerprint (an earlier vmgen wrote it so, or the line was removed), so vmgen cannot prove the text in it is its own, and regenerating it would lose the 'en' text of BerthDetailViewModel.reserveTitle (\"Reserve\"), which the spec gives as \"Book\""),
            refused.standardError)
        XCTAssertTrue(refused.standardError.contains("'vmgen generate --adopt \(yaml)' [edited-localization]"), refused.standardError)
        XCTAssertEqual(project.read(yaml), old)

        let kept = FolderContents.of(project.path)
        let shown = try vmgen(["generate", "--adopt", yaml, "--dry-run"], status: 0)
        XCTAssertTrue(shown.standardOutput.contains("would adopt \(yaml)\n--- a/\(yaml)\n+++ b/\(yaml)\n"), shown.standardOutput)
        XCTAssertTrue(shown.standardOutput.contains("-    reserveTitle: \"Reserve\"\n+    reserveTitle: \"Book\"\n"), shown.standardOutput)
        XCTAssertEqual(FolderContents.of(project.path), kept, "--dry-run writes nothing")

        let adopted = try vmgen(["generate", "--adopt", yaml], status: 0)
        XCTAssertTrue(adopted.standardOutput.contains("adopting \(yaml)\n--- a/\(yaml)\n"), adopted.standardOutput)
        XCTAssertTrue(adopted.standardOutput.contains("+    reserveTitle: \"Book\"\n"), adopted.standardOutput)
        let now = try XCTUnwrap(project.read(yaml))
        XCTAssertTrue(now.contains("    reserveTitle: \"Book\"\n    releaseTitle: \"Release\"\n"), now)
        XCTAssertTrue(now.contains("    reserveTitle: \"Reservar\"\n"), now)
        try vmgen(["generate", "--check"], status: 0)
    }

    /// The earlier vmgen's record of its run (in the user's cache folder, format 3) proves the
    /// files it left: with it, the localization file whose spec changed since is upgraded
    /// without a question. A file edited since is not proven by it.
    func testAnEarlierVmgensRunRecordProvesItsFilesAfterTheSpecChanged() throws {
        guard case .success(let loaded) = Project.load(configOption: nil, cwd: project.path) else { return XCTFail("no project") }
        let cache = try XCTUnwrap(RunCache.forProject(loaded))
        try FileManager.default.createDirectory(atPath: (cache.file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contentsOf: URL(fileURLWithPath: Self.fixture + ".record")).write(to: URL(fileURLWithPath: cache.file))
        let spec = try XCTUnwrap(project.read("Specs/BerthDetail.yml"))
        try project.write("Specs/BerthDetail.yml", spec.replacingOccurrences(of: "en: \"Reserve\"", with: "en: \"Book\""))
        let code = try XCTUnwrap(project.read(viewModel))
        try project.write(viewModel, code.replacingOccurrences(of: "import FOSMVVM\n", with: "import FOSMVVM\nimport Mine\n"))
        let run = try vmgen(["generate"], status: 1)
        XCTAssertFalse(run.standardError.contains(yaml), run.standardError)
        XCTAssertTrue(run.standardError.contains("\(viewModel) was edited outside its protected regions"), run.standardError)
        let now = try XCTUnwrap(project.read(yaml))
        XCTAssertTrue(now.contains("    reserveTitle: \"Book\"\n"), now)
        XCTAssertTrue(now.contains("    mooringRulesSeparator:\n      - \" · \"\n"), now)
        XCTAssertTrue(project.read(viewModel)?.contains("import Mine") == true)
    }

    /// An edit outside the regions of an earlier vmgen's Swift file: refused with the way out;
    /// `--adopt` shows the difference and takes vmgen's version, the code in the region kept.
    func testAnEditOutsideTheRegionsIsRefusedThenAdoptedWithTheRegionsKept() throws {
        let old = try XCTUnwrap(project.read(factory))
        let edited = old.replacingOccurrences(of: "import Vapor\n", with: "import Vapor\nimport HarborStore  // HANDMADE_IMPORT\n")
            .replacingOccurrences(of: "// vmgen:begin imports\n", with: "// vmgen:begin imports\nimport HarborRules  // HANDMADE_REGION\n")
        XCTAssertNotEqual(edited, old)
        try project.write(factory, edited)
        let refused = try vmgen(["generate"], status: 1)
        XCTAssertTrue(refused.standardError.contains(
            "\(factory):8:8: error: \(factory) was edited outside its protected regions (line 8 is the first that differs from what vmgen would write now), so vmgen left it untouched; move the edit into a vmgen:begin/end region or into the spec, or see the difference and take vmgen's version (code in the regions is kept) with 'vmgen generate --adopt \(factory)' [edited-outside-regions]"),
            refused.standardError)
        XCTAssertEqual(project.read(factory), edited)

        let adopted = try vmgen(["generate", "--adopt", factory], status: 0)
        XCTAssertTrue(adopted.standardOutput.contains("adopting \(factory)\n"), adopted.standardOutput)
        XCTAssertTrue(adopted.standardOutput.contains("-import HarborStore  // HANDMADE_IMPORT\n"), adopted.standardOutput)
        XCTAssertFalse(adopted.standardOutput.contains("-import HarborRules"), "the region is not part of the difference: \(adopted.standardOutput)")
        let now = try XCTUnwrap(project.read(factory))
        XCTAssertFalse(now.contains("HANDMADE_IMPORT"), now)
        XCTAssertTrue(now.contains("// vmgen:begin imports\nimport HarborRules  // HANDMADE_REGION\n// vmgen:end imports\n"), now)
        try vmgen(["generate", "--check"], status: 0)
    }

    /// `--adopt` alone takes every file kept as edited by hand, each shown first; other
    /// files are written as usual.
    func testAdoptAloneTakesEveryFileKeptAsEditedByHand() throws {
        let spec = try XCTUnwrap(project.read("Specs/BerthDetail.yml"))
        try project.write("Specs/BerthDetail.yml", spec.replacingOccurrences(of: "en: \"Release\"", with: "en: \"Free\""))
        let code = try XCTUnwrap(project.read(viewModel))
        try project.write(viewModel, code.replacingOccurrences(of: "import FOSMVVM\n", with: "import FOSMVVM\nimport Mine\n"))
        try vmgen(["generate"], status: 1)
        let adopted = try vmgen(["generate", "--adopt"], status: 0)
        XCTAssertTrue(adopted.standardOutput.contains("adopting \(yaml)\n"), adopted.standardOutput)
        XCTAssertTrue(adopted.standardOutput.contains("adopting \(viewModel)\n"), adopted.standardOutput)
        XCTAssertFalse(try XCTUnwrap(project.read(viewModel)).contains("import Mine"))
        XCTAssertTrue(try XCTUnwrap(project.read(yaml)).contains("releaseTitle: \"Free\""))
        try vmgen(["generate", "--check"], status: 0)
    }

    /// vmgen before fingerprints (6d11d50): no file carries one, and no record was kept, so no
    /// Swift file can be proven — each is reported as what it is (no fingerprint, not "edited")
    /// and left byte for byte; the localization files upgrade. `--adopt --dry-run` shows every
    /// difference, `--adopt` takes them all, code in a region kept.
    func testAVmgenBeforeFingerprintsIsUpgradedThroughAdoptAfterShowing() throws {
        project = try TemporaryFolder(copyOf: Repository.root + "/Tests/Fixtures/Upgrade/vmgen-6d11d50")
        let old = try XCTUnwrap(project.read(factory))
        let placeholder = try XCTUnwrap(old.split(separator: "\n").first { $0.contains("throw Abort(.notImplemented") })
        let body = "        return try await BerthStore.detail(context)  // HANDMADE_BODY\n"
        try project.write(factory, old.replacingOccurrences(of: placeholder + "\n", with: body))
        let swift = FolderContents.of(project.path).filter { $0.key.hasSuffix(".swift") }
        XCTAssertEqual(swift.count, 7)

        let refused = try vmgen(["generate"], status: 1)
        for path in swift.keys {
            XCTAssertTrue(refused.standardError.contains(
                "\(path) has vmgen's header but no fingerprint (a vmgen before fingerprints wrote it so, or the line was removed), so vmgen cannot tell an edit outside its protected regions from its own text and left it untouched; if vmgen's version is right, see the difference and take it (code in the regions is kept) with 'vmgen generate --adopt \(path)' [edited-outside-regions]"),
                refused.standardError)
        }
        XCTAssertEqual(FolderContents.of(project.path).filter { $0.key.hasSuffix(".swift") && swift[$0.key] != nil }, swift, "no Swift file touched")
        XCTAssertTrue(try XCTUnwrap(project.read(yaml)).contains("    mooringRulesSeparator:\n      - \" · \"\n"))

        let before = FolderContents.of(project.path)
        let shown = try vmgen(["generate", "--adopt", "--dry-run"], status: 0)
        for path in swift.keys { XCTAssertTrue(shown.standardOutput.contains("would adopt \(path)\n--- a/\(path)\n"), path) }
        XCTAssertEqual(FolderContents.of(project.path), before)

        let adopted = try vmgen(["generate", "--adopt"], status: 0)
        for path in swift.keys { XCTAssertTrue(adopted.standardOutput.contains("adopting \(path)\n"), path) }
        XCTAssertTrue(try XCTUnwrap(project.read(factory)).contains("// vmgen:begin body\n" + body + "        // vmgen:end body\n"))
        try vmgen(["generate", "--check"], status: 0)
    }
}
