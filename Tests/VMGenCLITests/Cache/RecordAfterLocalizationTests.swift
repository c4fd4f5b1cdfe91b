import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// A generate that wrote localization files leaves a record (issue 16), so the first no-op
/// after it replays. Every test runs the same steps in two projects through the built binary:
/// `cached` with its run record, `plain` with `--no-cache` every time, and after each step
/// both must print the same (the replay note aside), exit the same and hold the same files —
/// a record that lets a changed project replay would show here as a difference.
final class RecordAfterLocalizationTests: XCTestCase {
    private var cached: TemporaryFolder!
    private var plain: TemporaryFolder!

    private let localization = "Sources/Resources/ViewModels/Info/InfoViewModel.yml"
    private let replayNote = "no input or output changed since the last run"
    private let incrementalNote = "changed since the last run; redid"

    /// XCTest keeps every test case to the end of the run: the folders go with each test.
    override func tearDown() {
        cached = nil
        plain = nil
    }

    override func setUpWithError() throws {
        cached = try TemporaryFolder()
        plain = try TemporaryFolder()
        for project in [cached!, plain!] {
            // Text in one of two locales: a LOC-01 warning (set so) that a replay must print too.
            try project.write("vmgen.yml", "locales: [en, fr]\nrules: { LOC-01: warning }\n")
            try project.write("Specs/Info.yml", """
                viewModel: Info
                hosting: server
                text:
                  connectionTitle: { en: "Connection" }
                properties:
                  deviceId: String
                  status: Status
                enums:
                  Status:
                    online: { en: "Online", fr: "En ligne" }
                    offline: { en: "Offline" }
                """)
        }
    }

    /// Runs `arguments` (verbose) in both projects and checks they agree; returns whether the
    /// cached run replayed its record.
    @discardableResult
    private func runBoth(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let recorded = try Reliability.vmgen(arguments + ["-v"], in: cached.path)
        let full = try Reliability.vmgen(arguments + ["-v", "--no-cache"], in: plain.path)
        let replayed = recorded.standardError.contains(replayNote)
        let shown = recorded.standardError.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains(replayNote) && !$0.contains(incrementalNote) }.joined(separator: "\n")
        XCTAssertEqual(recorded.status, full.status, "\(arguments)\n\(recorded.standardError)", file: file, line: line)
        XCTAssertEqual(recorded.standardOutput, full.standardOutput, "\(arguments)", file: file, line: line)
        XCTAssertEqual(shown, full.standardError, "\(arguments)", file: file, line: line)
        XCTAssertEqual(Reliability.contents(of: cached.path), Reliability.contents(of: plain.path), "\(arguments): the files differ", file: file, line: line)
        return replayed
    }

    /// Applies `change` to both projects.
    private func both(_ change: (TemporaryFolder) throws -> Void) rethrows {
        try change(cached)
        try change(plain)
    }

    private var cache: RunCache {
        get throws {
            guard case .success(let loaded) = Project.load(configOption: nil, cwd: cached.path) else { throw NoProject() }
            return try XCTUnwrap(RunCache.forProject(loaded))
        }
    }

    private struct NoProject: Error {}

    /// The first generate, which writes the localization file; it must leave a record.
    private func generateWritingLocalization(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertFalse(try runBoth(["generate"], file: file, line: line))
        XCTAssertTrue(cached.exists(localization), file: file, line: line)
        XCTAssertNotNil(try cache.load(), "a generate that wrote a localization file leaves a record", file: file, line: line)
    }

    func testTheFirstNoOpAfterAGenerateThatWroteLocalizationReplays() throws {
        try generateWritingLocalization()
        XCTAssertTrue(try runBoth(["generate", "--check"]), "the first no-op after the generate replays")
        XCTAssertTrue(try runBoth(["generate"]))
        XCTAssertTrue(try runBoth(["check"]))
        // An edit of one text value rewrites the localization file only: the next run replays too.
        try both { try $0.write("Specs/Info.yml", $0.read("Specs/Info.yml")!.replacingOccurrences(of: "\"Connection\"", with: "\"Link\"")) }
        XCTAssertFalse(try runBoth(["generate"]))
        XCTAssertTrue(try runBoth(["generate"]), "the no-op after a text edit replays")
    }

    func testASpecEditAfterTheWritingRunRunsInFull() throws {
        try generateWritingLocalization()
        try both { try $0.write("Specs/Info.yml", $0.read("Specs/Info.yml")!.replacingOccurrences(of: "\"Offline\"", with: "\"Off\", fr: \"Hors ligne\"")) }
        XCTAssertFalse(try runBoth(["generate", "--check"]))
        XCTAssertFalse(try runBoth(["generate"]))
        XCTAssertTrue(cached.read(localization)!.contains("Hors ligne"))
    }

    func testAHandEditOfTheWrittenLocalizationFileIsNoticed() throws {
        try generateWritingLocalization()
        // A translation added by hand where the file had none: kept, never lost.
        try both { try $0.write(localization, $0.read(localization)!.replacingOccurrences(of: "\"\"  # UNRATIFIED: no text for this locale yet", with: "\"Connexion\"")) }
        XCTAssertFalse(try runBoth(["generate", "--check"]))
        XCTAssertFalse(try runBoth(["generate"]))
        XCTAssertTrue(cached.read(localization)!.contains("Connexion"), "the hand-added translation is kept")
        XCTAssertTrue(try runBoth(["generate"]))
    }

    func testADeletedLocalizationFileIsWrittenAgain() throws {
        try generateWritingLocalization()
        try both { try $0.remove(localization) }
        XCTAssertFalse(try runBoth(["generate", "--check"]))
        XCTAssertFalse(try runBoth(["generate"]))
        XCTAssertTrue(cached.exists(localization))
        XCTAssertTrue(try runBoth(["generate"]))
    }

    func testALocalizationFileTouchedWithTheSameBytesRunsInFull() throws {
        try generateWritingLocalization()
        let later = Date().addingTimeInterval(5)
        try both { try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: $0.path + "/" + localization) }
        XCTAssertFalse(try runBoth(["generate"]))
        XCTAssertTrue(try runBoth(["generate"]))
    }

    func testATemplateOrConfigChangeAfterTheWritingRunRunsInFull() throws {
        try generateWritingLocalization()
        try both {
            try $0.write("vmgen.yml", "locales: [en, fr]\nrules: { LOC-01: warning }\ntemplates: Templates\n")
            try $0.write("Templates/Localization.yml.template", "# {{ locales | count }} locales\n" + (try String(contentsOfFile: Self.builtInLocalizationTemplate, encoding: .utf8)))
        }
        XCTAssertFalse(try runBoth(["generate"]))
        XCTAssertTrue(cached.read(localization)!.contains("# 2 locales"), cached.read(localization)!)
        XCTAssertTrue(try runBoth(["generate"]))
        try both { try $0.write("Templates/Localization.yml.template", "# {{ locales | count }} locales!\n" + (try String(contentsOfFile: Self.builtInLocalizationTemplate, encoding: .utf8))) }
        XCTAssertFalse(try runBoth(["generate"]))
        try both { try $0.write("vmgen.yml", "locales: [en, fr, de]\nrules: { LOC-01: warning }\ntemplates: Templates\n") }
        XCTAssertFalse(try runBoth(["generate"]))
        XCTAssertTrue(cached.read(localization)!.contains("de:"))
    }

    /// A template whose localization file reads back differently: what it writes for a
    /// missing text is a translation to the next run, which keeps it and rewrites the file.
    /// The writing run cannot record that the next run changes nothing, so it records nothing.
    func testALocalizationFileThatDoesNotReadBackTheSameIsNotRecorded() throws {
        let template = try String(contentsOfFile: Self.builtInLocalizationTemplate, encoding: .utf8)
            .replacingOccurrences(of: "{{ entry.key }}: {{ entry.value }}{% if entry.missing %}  # UNRATIFIED: no text for this locale yet{% endif %}",
                with: "{{ entry.key }}: {% if entry.missing %}\"TODO\"{% else %}{{ entry.value }}{% endif %}")
        XCTAssertTrue(template.contains("TODO"))
        try both {
            try $0.write("vmgen.yml", "locales: [en, fr]\nrules: { LOC-01: warning }\ntemplates: Templates\n")
            try $0.write("Templates/Localization.yml.template", template)
        }
        XCTAssertFalse(try runBoth(["generate"]))
        XCTAssertFalse(try runBoth(["generate", "--check"]), "the next run would rewrite the file")
        XCTAssertFalse(try runBoth(["generate"]))
        XCTAssertTrue(try runBoth(["generate"]), "settled: the next run replays")
    }

    private static var builtInLocalizationTemplate: String {
        var folder = URL(fileURLWithPath: #filePath)
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("Templates/Localization.yml.template").path
    }
}
