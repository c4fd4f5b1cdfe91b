import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// A run that finds the record of an earlier run current reports exactly what the full run
/// reports; anything that could change the result — an input, an output, a new or a
/// leftover file, a file changed within its stamp's clock tick — makes it run in full.
final class RunRecordingTests: XCTestCase {
    private var project: TemporaryFolder!

    /// XCTest keeps every test case to the end of the run: the folders go with each test.
    override func tearDown() {
        project = nil
    }

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        // Two locales and one text: a warning (LOC-01, set so) that the replay must report too.
        try project.write("vmgen.yml", "locales: [en, fr]\nrules: { LOC-01: warning }\n")
        try project.write("Specs/Info.yml", """
            viewModel: Info
            hosting: server
            text:
              connectionTitle: { en: "Connection" }
            properties:
              deviceId: String
            """)
    }

    private func run(_ arguments: String...) -> CLIRun {
        vmgen(arguments + ["-v"], in: project.path)
    }

    private var cache: RunCache {
        get throws {
            guard case .success(let loaded) = Project.load(configOption: nil, cwd: project.path) else { throw NoProject() }
            return try XCTUnwrap(RunCache.forProject(loaded))
        }
    }

    private struct NoProject: Error {}

    private let replayNote = "no input or output changed since the last run"

    /// The output with the one line that says the result was replayed left out.
    private func withoutReplayNote(_ run: CLIRun) -> CLIRun {
        var copy = run
        copy.err = run.err.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(replayNote) }.joined(separator: "\n")
        return copy
    }

    private func assertSame(_ replayed: CLIRun, _ full: CLIRun, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(replayed.err.contains(replayNote), "expected a replay:\n\(replayed.err)", file: file, line: line)
        XCTAssertFalse(full.err.contains(replayNote), file: file, line: line)
        let shown = withoutReplayNote(replayed)
        XCTAssertEqual(shown.code, full.code, file: file, line: line)
        XCTAssertEqual(shown.out, full.out, file: file, line: line)
        XCTAssertEqual(shown.err, full.err, file: file, line: line)
    }

    func testAReplayedRunReportsExactlyWhatTheFullRunReports() throws {
        XCTAssertEqual(run("generate").code, .success)
        XCTAssertTrue(run("generate").err.contains(replayNote), "the run after a write of localization files replays its record")
        for arguments in [["generate"], ["generate", "--check"], ["generate", "--dry-run"], ["check"], ["check", "--format", "json"]] {
            let replayed = vmgen(arguments + ["-v"], in: project.path)
            let full = vmgen(arguments + ["-v", "--no-cache"], in: project.path)
            assertSame(replayed, full)
            XCTAssertTrue(full.err.contains("LOC-01") || full.out.contains("LOC-01"), "the warning is reported: \(arguments)")
        }
    }

    func testAChangedSpecConfigOrTemplateRunsInFull() throws {
        XCTAssertEqual(run("generate").code, .success)
        XCTAssertEqual(run("generate").code, .success)
        XCTAssertTrue(run("generate").err.contains(replayNote))
        try project.write("Specs/Info.yml", project.read("Specs/Info.yml")! + "\n  serialNumber: Int\n")
        let changed = run("generate")
        XCTAssertFalse(changed.err.contains(replayNote))
        XCTAssertTrue(project.read("Sources/ViewModels/Info/InfoViewModel.swift")!.contains("serialNumber"))
        try project.write("vmgen.yml", "locales: [en]\n")
        XCTAssertFalse(run("generate").err.contains(replayNote), "a changed config")
        try project.write("Specs/Other.yml", "viewModel: Other\nhosting: server\n")
        XCTAssertFalse(run("generate").err.contains(replayNote), "a new spec")
        XCTAssertTrue(project.exists("Sources/ViewModels/Other/OtherViewModel.swift"))
    }

    func testAnOutputEditedAndGivenBackItsTimeIsNoticed() throws {
        XCTAssertEqual(run("generate").code, .success)
        XCTAssertEqual(run("generate").code, .success)
        let path = project.path + "/Sources/ViewModels/Info/InfoViewModel.swift"
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let text = try XCTUnwrap(project.read("Sources/ViewModels/Info/InfoViewModel.swift"))
        // Same size, same modification time: only the status-change time tells.
        try project.write("Sources/ViewModels/Info/InfoViewModel.swift", text.replacingOccurrences(of: "deviceId", with: "deviceXd"))
        try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate]!], ofItemAtPath: path)
        let check = run("generate", "--check")
        XCTAssertFalse(check.err.contains(replayNote))
        XCTAssertEqual(check.code, .failure, check.err)
        XCTAssertTrue(check.err.contains("edited-outside-regions"), check.err)
    }

    /// A file changed within the clock tick of its stamp keeps its stamp; the record's content
    /// hash catches it. Simulated by giving the record the changed file's stamp.
    func testAnOutputChangedWithoutChangingItsStampIsCaughtByItsHash() throws {
        XCTAssertEqual(run("generate").code, .success)
        XCTAssertEqual(run("generate").code, .success)
        let cache = try cache
        var record = try XCTUnwrap(cache.load())
        let relative = "Sources/ViewModels/Info/InfoViewModel.swift"
        try project.write(relative, project.read(relative)!.replacingOccurrences(of: "deviceId", with: "deviceXd"))
        var status = stat()
        XCTAssertEqual(lstat(project.path + "/" + relative, &status), 0)
        let index = try XCTUnwrap(record.outputs.firstIndex { $0.path == relative })
        record.outputs[index].stamp = FileSystem.stamp(status)
        record.trustedBefore = FileTime(seconds: 0, nanoseconds: 0)  // every output racy
        cache.save(record)
        let check = run("generate", "--check")
        XCTAssertFalse(check.err.contains(replayNote), check.err)
        XCTAssertTrue(check.err.contains("edited-outside-regions"), check.err)
    }

    func testANewFileOrALeftoverTemporaryFileInTheOutputFoldersRunsInFull() throws {
        XCTAssertEqual(run("generate").code, .success)
        XCTAssertEqual(run("generate").code, .success)
        // Generated files vmgen can prove its own at their paths (a fingerprint is bound to
        // its file's path: a plain copy is kept, not deleted).
        let generated = try XCTUnwrap(project.read("Sources/ViewModels/Info/InfoViewModel.swift"))
        let unfingerprinted = String(generated[..<(try XCTUnwrap(generated.range(of: "// vmgen:fingerprint "))).lowerBound])
        func stale(at path: String) -> String { Fingerprint.append(to: unfingerprinted, path: path) }
        try project.write("Sources/ViewModels/Gone/GoneViewModel.swift", stale(at: "Sources/ViewModels/Gone/GoneViewModel.swift"))
        let withNewFile = run("generate")
        XCTAssertFalse(withNewFile.err.contains(replayNote))
        XCTAssertFalse(project.exists("Sources/ViewModels/Gone/GoneViewModel.swift"), "a generated file no spec makes is deleted")
        XCTAssertTrue(run("generate").err.contains(replayNote))
        try project.write("Sources/ViewModels/Info/InfoCopyViewModel.swift", stale(at: "Sources/ViewModels/Info/InfoCopyViewModel.swift"))
        XCTAssertFalse(run("generate").err.contains(replayNote), "a new file in a folder that was there")
        XCTAssertFalse(project.exists("Sources/ViewModels/Info/InfoCopyViewModel.swift"))
        XCTAssertEqual(run("generate").code, .success)
        try project.write("Sources/ViewModels/Info/" + FileSystem.temporaryName(for: "InfoViewModel.swift", pid: 999_999), "half")
        XCTAssertFalse(run("generate").err.contains(replayNote))
        XCTAssertEqual(project.files().filter { $0.hasSuffix(".tmp") }, [], "the full run removes what a stopped run left")
    }

    func testAfterWritingOnlySwiftFilesTheNextRunIsReplayed() throws {
        XCTAssertEqual(run("generate").code, .success)
        XCTAssertEqual(run("generate").code, .success)
        try project.remove("Sources/ViewModels/Info/InfoRequest.swift")
        let write = run("generate")
        XCTAssertTrue(write.err.contains("1 written"), write.err)
        assertSame(run("generate", "--check"), vmgen("generate", "--check", "-v", "--no-cache", in: project.path))
    }

    func testNoCacheAndABrokenRecord() throws {
        XCTAssertEqual(run("generate", "--no-cache").code, .success)
        XCTAssertEqual(run("generate", "--no-cache").code, .success)
        XCTAssertNil(try cache.load(), "--no-cache records nothing")
        XCTAssertEqual(run("generate").code, .success)
        let file = try cache.file
        XCTAssertNotNil(try cache.load())
        try Data("vmgen-run-record 2\nkey 00\n".utf8).write(to: URL(fileURLWithPath: file))
        let afterDamage = run("generate")
        XCTAssertFalse(afterDamage.err.contains(replayNote))
        XCTAssertEqual(afterDamage.code, .success)
        XCTAssertTrue(run("generate").err.contains(replayNote), "the full run wrote a good record again")
    }
}
