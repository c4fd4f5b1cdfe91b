import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen watch`, one poll at a time: what makes it regenerate, and the one line per run.
/// (The loop, `--interval` and Ctrl-C run in `EndToEndTests`, with the built binary.)
final class WatchCommandTests: XCTestCase {
    private var project: TemporaryFolder!
    private var output: CapturedOutput!
    private var watcher: Watcher!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\ntemplates: Templates\n")
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: client\n")
        try FileManager.default.createDirectory(atPath: project.path + "/Templates", withIntermediateDirectories: true)
        output = CapturedOutput()
        watcher = Watcher(configOption: nil, workingDirectory: project.path, console: Console(out: output.appendOut, err: output.appendErr), now: { Self.time })
    }

    // XCTest keeps every test case alive until the process ends, so release the folder here
    // (its deinit deletes it).
    override func tearDown() {
        project = nil
    }

    /// The time every run of `watcher` is stamped with, and its stamp.
    private static let time = Date(timeIntervalSince1970: 1_700_000_000)
    private let stamp = Watcher.stamp(time)

    /// Polls once and returns the code and what it printed.
    private func poll() -> (code: ExitCode?, printed: String) {
        let before = output.standardError.count
        let code = watcher.poll()
        return (code, String(output.standardError.dropFirst(before)))
    }

    func testTheFirstPollGeneratesThenOnlyChangesDo() throws {
        XCTAssertEqual(poll().printed, "\(stamp) vmgen: 1 written, 0 deleted, 0 unchanged\n")
        XCTAssertTrue(project.exists("Sources/ViewModels/Info/InfoViewModel.swift"))
        XCTAssertNil(poll().code, "nothing changed")
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: client\n")
        XCTAssertNil(poll().code, "saved with the same contents")

        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: client\nproperties: { count: Int }\n")
        let changed = poll()
        XCTAssertEqual(changed.code, .success)
        XCTAssertEqual(changed.printed, "\(stamp) vmgen: Specs/Info.yml changed: 1 written, 0 deleted, 0 unchanged\n")
        XCTAssertEqual(watcher.runs, 2)
        XCTAssertEqual(output.standardOutput, "")
    }

    func testNewAndRemovedSpecsTemplatesAndTheConfigTriggerARun() throws {
        _ = poll()
        try project.write("Specs/Other.yml", "viewModel: Other\nhosting: client\n")
        XCTAssertEqual(poll().printed, "\(stamp) vmgen: Specs/Other.yml added: 1 written, 0 deleted, 1 unchanged\n")
        try project.remove("Specs/Other.yml")
        XCTAssertEqual(poll().printed, "deleted Sources/ViewModels/Other/OtherViewModel.swift (no longer generated)\n\(stamp) vmgen: Specs/Other.yml removed: 0 written, 1 deleted, 1 unchanged\n")
        try project.write("Templates/ViewModel.swift.template", TemplateLibrary.builtInSources["ViewModel.swift.template"]?.text ?? "")
        XCTAssertEqual(poll().printed, "\(stamp) vmgen: Templates/ViewModel.swift.template added: 0 written, 0 deleted, 1 unchanged\n")
        try project.write("vmgen.yml", "locales: [en]\ntemplates: Templates\nheader: Mine\n")
        XCTAssertEqual(poll().printed, "\(stamp) vmgen: vmgen.yml changed: 1 written, 0 deleted, 0 unchanged\n")
        XCTAssertNil(poll().code)
    }

    func testProblemsAreReportedAndWatchingGoesOn() throws {
        _ = poll()
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: sever\n")
        let broken = poll()
        XCTAssertEqual(broken.code, .failure)
        XCTAssertTrue(broken.printed.hasPrefix("Specs/Info.yml:2:10: error: 'hosting' must be"), broken.printed)
        XCTAssertTrue(broken.printed.hasSuffix("\(stamp) vmgen: Specs/Info.yml changed: 1 error; nothing written\n"), broken.printed)

        try project.write("vmgen.yml", "locales: []\n")
        let badConfig = poll()
        XCTAssertEqual(badConfig.code, .usage)
        XCTAssertTrue(badConfig.printed.hasPrefix("vmgen.yml:1:10: error:"), badConfig.printed)
        XCTAssertTrue(badConfig.printed.hasSuffix("\(stamp) vmgen: vmgen.yml changed: the configuration has errors; nothing written\n"), badConfig.printed)

        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: client\n")
        XCTAssertEqual(poll().code, .success, "fixed: generates again")
    }

    func testAMissingSpecFolderIsReportedAndWaitedFor() throws {
        _ = poll()
        try FileManager.default.moveItem(atPath: project.path + "/Specs", toPath: project.path + "/Screens")
        let missing = poll()
        XCTAssertEqual(missing.code, .usage)
        XCTAssertTrue(missing.printed.hasPrefix("vmgen.yml:1:1: error: the spec folder 'Specs' (the default of 'specs:') does not exist"), missing.printed)
        XCTAssertTrue(project.exists("Sources/ViewModels/Info/InfoViewModel.swift"), "nothing deleted")
        XCTAssertNil(poll().code, "nothing changed")
        try project.write("Specs/Other.yml", "viewModel: Other\nhosting: client\n")
        let back = poll()
        XCTAssertEqual(back.code, .success, back.printed)
        XCTAssertTrue(back.printed.hasSuffix("\(stamp) vmgen: Specs/Info.yml and 1 more changed: 1 written, 1 deleted, 0 unchanged\n"), back.printed)
    }

    func testMaxRunsStopsTheLoopWithTheLastRunsCode() throws {
        let run = vmgen("watch", "--max-runs", "1", "--poll", "--interval", "0.01", in: project.path)
        XCTAssertEqual(run.code, .success)
        XCTAssertEqual(withoutStamps(run.err), """
            vmgen: watching the config, specs and templates every 0.01s; press Ctrl-C to stop
            HH:MM:SS vmgen: 1 written, 0 deleted, 0 unchanged
            vmgen: stopped watching

            """)
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: sever\n")
        XCTAssertEqual(vmgen("watch", "--max-runs", "1", "-q", in: project.path).code, .failure)
    }

    /// A run's line starts with the local time, two digits each.
    func testTheStampIsTheLocalTimeAsHoursMinutesAndSeconds() throws {
        let date = try XCTUnwrap(Calendar.current.date(from: DateComponents(year: 2026, month: 12, day: 6, hour: 9, minute: 5, second: 7)))
        XCTAssertEqual(Watcher.stamp(date), "09:05:07")
        XCTAssertEqual(Watcher.stamp(date.addingTimeInterval(14 * 3600 + 0.9)), "23:05:07")
    }

    func testOptionValuesAreChecked() {
        for (arguments, message) in [
            (["--interval", "0"], "--interval takes a number of seconds between 0 and 3600, e.g. 0.5; not '0'"),
            (["--interval", "soon"], "--interval takes a number of seconds between 0 and 3600, e.g. 0.5; not 'soon'"),
            (["--max-runs", "0"], "--max-runs takes a whole number of at least 1, not '0'"),
        ] {
            let run = vmgen(["watch"] + arguments, in: project.path)
            XCTAssertEqual(run.code, .usage)
            XCTAssertTrue(run.err.hasPrefix("Error: \(message)\nUsage: vmgen watch"), run.err)
        }
    }
}

/// `text` with each run's time stamp (`14:03:27 vmgen: …`) shown as `HH:MM:SS`.
func withoutStamps(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        let parts = line.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].count == 8, parts[0].allSatisfy({ $0.isNumber || $0 == ":" }), parts[1].hasPrefix("vmgen: ") else { return String(line) }
        return "HH:MM:SS " + parts[1]
    }.joined(separator: "\n")
}
