import Foundation
import VMGenTestSupport
import XCTest

/// Two vmgen runs on one project at once take turns: the second waits for the first's lock on
/// the output folder, then plans again over what the first wrote — never interleaved writes.
final class ConcurrentRunTests: XCTestCase {
    func testRunsStartedTogetherTakeTurnsAndOnlyOneWrites() throws {
        let project = try TemporaryFolder()
        try Reliability.makeProject(in: project, pages: 10, children: 3)
        let expectedFolder = try TemporaryFolder()
        try Reliability.makeProject(in: expectedFolder, pages: 10, children: 3)
        XCTAssertEqual(try Reliability.vmgen(["generate", "-q"], in: expectedFolder.path).status, 0)
        let expected = Reliability.contents(of: expectedFolder.path)

        var overlaps = 0
        for round in 0..<3 {
            if round > 0 {
                // From a changed spec set, so every round writes.
                try FileManager.default.removeItem(atPath: project.path + "/Sources")
            }
            let runs = try (0..<3).map { _ in try StartedProcess(BuiltBinary.vmgen, arguments: ["generate", "-v"], in: project.path) }
            let codes = runs.map { $0.wait() }
            XCTAssertEqual(codes, [0, 0, 0], runs.map(\.standardError).joined(separator: "\n---\n"))
            let summaries = runs.map { $0.standardError.split(separator: "\n").last.map(String.init) ?? "" }
            let writers = summaries.filter { !$0.hasPrefix("vmgen: 0 written") }
            // Exactly one run wrote; the others found its files already there. Unlocked, each
            // run would have planned against the empty folder and written everything again.
            XCTAssertEqual(writers.count, 1, summaries.joined(separator: "\n"))
            XCTAssertTrue(writers.first?.hasPrefix("vmgen: \(expected.count - 11) written, 0 deleted") ?? false, summaries.joined(separator: "\n"))
            let now = Reliability.contents(of: project.path)
            XCTAssertEqual(Set(now.keys), Set(expected.keys))
            XCTAssertTrue(now == expected, "the files differ from one run's output")
            overlaps += runs.filter { $0.standardError.contains("vmgen: the output folders changed while this run read them; planned again") }.count
        }
        // The runs did overlap: some read the folders before the writer finished.
        XCTAssertGreaterThan(overlaps, 0, "the runs never overlapped; the test proved nothing")
    }

    func testARunWaitsWhileAnotherHoldsTheLockAndGivesUpAfterTheTimeout() throws {
        let project = try TemporaryFolder()
        try Reliability.makeProject(in: project, pages: 1)
        // Hold the lock as a running vmgen would.
        let descriptor = open(project.path, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        XCTAssertEqual(flock(descriptor, LOCK_EX | LOCK_NB), 0)

        let waiting = try StartedProcess(BuiltBinary.vmgen, arguments: ["generate"], in: project.path)
        XCTAssertTrue(waiting.waitForError(containing: "vmgen: waiting for another vmgen run in this project to finish…"), waiting.standardError)
        usleep(300_000)
        XCTAssertTrue(waiting.process.isRunning, "it must wait, not write")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path + "/Sources"), "nothing is written while it waits")
        flock(descriptor, LOCK_UN)
        XCTAssertEqual(waiting.wait(), 0, waiting.standardError)
        XCTAssertTrue(waiting.standardError.hasSuffix("vmgen: 9 written, 0 deleted, 0 unchanged\n"), waiting.standardError)

        // Held for longer than VMGEN_LOCK_TIMEOUT: the run gives up and writes nothing.
        try FileManager.default.removeItem(atPath: project.path + "/Sources")
        XCTAssertEqual(flock(descriptor, LOCK_EX | LOCK_NB), 0)
        let before = Reliability.contents(of: project.path)
        let refused = try Reliability.vmgen(["generate"], in: project.path, environment: ["VMGEN_LOCK_TIMEOUT": "0.3"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.standardError, """
            vmgen: waiting for another vmgen run in this project to finish…
            error: another vmgen run has been writing to \(project.path) for 0.3 s; gave up waiting (set VMGEN_LOCK_TIMEOUT to wait longer)
            vmgen: nothing written

            """)
        XCTAssertTrue(Reliability.contents(of: project.path) == before, "no file changed")

        // Nothing to write: no lock needed, so --check and an up-to-date generate never wait.
        flock(descriptor, LOCK_UN)
        XCTAssertEqual(try Reliability.vmgen(["generate", "-q"], in: project.path).status, 0)
        XCTAssertEqual(flock(descriptor, LOCK_EX | LOCK_NB), 0)
        XCTAssertEqual(try Reliability.vmgen(["generate", "--check"], in: project.path, environment: ["VMGEN_LOCK_TIMEOUT": "0"]).status, 0)
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: project.path, environment: ["VMGEN_LOCK_TIMEOUT": "0"]).standardError,
            "vmgen: 0 written, 0 deleted, 9 unchanged\n")
    }
}
