import Foundation
import VMGenTestSupport
import XCTest

/// The fuzz driver (`vmgen-fuzz`, docs/reliability.md) as part of every `swift test`: a
/// bounded run with a fixed seed — each input in a supervised worker process, with a deadline
/// and a memory limit — and a replay of every input the fuzzer ever saved.
///
/// `VMGEN_FUZZ_RUNS=N` changes the inputs per component (the long run is one command; see
/// docs/reliability.md).
final class FuzzTests: XCTestCase {
    private var runs: Int {
        ProcessInfo.processInfo.environment["VMGEN_FUZZ_RUNS"].flatMap { Int($0) } ?? 1_000
    }

    private func fuzz(_ arguments: [String]) throws -> ProcessRunner.Result {
        let binary = Reliability.fuzzBinary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary), "\(binary) is not built (it is a dependency of this test target)")
        return try ProcessRunner.run(binary, arguments: arguments + ["--root", Repository.root])
    }

    func testABoundedRunFindsNothing() throws {
        let findings = try TemporaryFolder()
        let run = try fuzz(["run", "--runs", String(runs), "--seed", "1", "--jobs", "2", "--timeout", "30", "--memory-mb", "4096",
            "--deep-every", "32", "--chunk", "500", "--save", findings.path])
        addTeardownBlock { [self] in TestFigures.show(run.standardOutput, testFailed: (testRun?.totalFailureCount ?? 0) > 0) }
        XCTAssertEqual(run.status, 0, "the fuzzer found problems; inputs saved in \(findings.path) (copied below):\n\(run.output)")
        let total = try XCTUnwrap(run.standardOutput.split(separator: "\n").first { $0.hasPrefix("total") })
        XCTAssertEqual(total.split(separator: " ").dropFirst().first.flatMap { Int($0) }, runs * 5, String(total))
        XCTAssertEqual(total.split(separator: " ").last, "0", "findings")
        if run.status != 0 {
            // Keep what was found where a developer (or CI) looks for it.
            let kept = Repository.root + "/.build/fuzz-findings"
            try? FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
            for file in findings.files() {
                try? FileManager.default.createDirectory(atPath: kept + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try? FileManager.default.copyItem(atPath: findings.path + "/" + file, toPath: kept + "/" + file)
            }
        }
    }

    /// The `layout` component (not in the standard set: each input copies an example project,
    /// changes its folders, config values and files on disk, and runs the `vmgen` binary):
    /// nothing that is not vmgen's is lost, nothing outside the project changes.
    /// `VMGEN_FUZZ_LAYOUT_RUNS=N` changes the number of inputs.
    func testABoundedLayoutRunLosesNothing() throws {
        let runs = ProcessInfo.processInfo.environment["VMGEN_FUZZ_LAYOUT_RUNS"].flatMap { Int($0) } ?? 40
        let findings = try TemporaryFolder()
        let run = try fuzz(["run", "--runs", String(runs), "--components", "layout", "--seed", "1", "--jobs", "2", "--timeout", "60",
            "--save", findings.path])
        addTeardownBlock { [self] in TestFigures.show(run.standardOutput, testFailed: (testRun?.totalFailureCount ?? 0) > 0) }
        XCTAssertEqual(run.status, 0, "the layout fuzzer found problems:\n\(run.output)")
        let total = try XCTUnwrap(run.standardOutput.split(separator: "\n").first { $0.hasPrefix("total") })
        XCTAssertEqual(total.split(separator: " ").dropFirst().first.flatMap { Int($0) }, runs, String(total))
    }

    /// Every input a run ever saved (Tests/Fixtures/Fuzz/Regressions/<component>/) still gets
    /// a correct answer, with the whole-generation checks.
    func testEverySavedInputReplaysClean() throws {
        let run = try fuzz(["replay"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.standardOutput.hasPrefix("vmgen-fuzz: replaying "), run.standardOutput)
        XCTAssertFalse(run.standardOutput.hasPrefix("vmgen-fuzz: replaying 0 "), "no saved inputs found")
    }

    /// The driver notices what it is for: a worker that crashes, and one that hangs, on an
    /// input (`vmgen-fuzz` has hidden components that do exactly that).
    func testTheDriverReportsACrashAndAHangWithTheInput() throws {
        let findings = try TemporaryFolder()
        let run = try fuzz(["run", "--runs", "3", "--components", "selftest-crash,selftest-hang", "--timeout", "1", "--save", findings.path])
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.standardOutput.contains("  crash in selftest-crash input 1: the worker died of signal"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("  hang in selftest-hang input 1: no answer within 1.0 s; the worker was killed"), run.standardOutput)
        // The inputs after the one that crashed or hung still ran.
        let row = run.standardOutput.split(separator: "\n").first { $0.hasPrefix("selftest-crash ") }?.split(separator: " ")
        XCTAssertEqual(row?.dropFirst().first, "3", run.standardOutput)
        XCTAssertEqual(findings.files().count, 2, findings.files().joined(separator: ", "))
    }
}
