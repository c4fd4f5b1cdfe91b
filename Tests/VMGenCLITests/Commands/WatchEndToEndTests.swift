import Foundation
import VMGenTestSupport
import XCTest

/// `vmgen watch` as a running process: it regenerates on a change and Ctrl-C stops it.
final class WatchEndToEndTests: XCTestCase {
    func testRegeneratesOnAChangeAndStopsOnControlC() throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: client\n")
        let watch = try RunningProcess(BuiltBinary.vmgen, arguments: ["watch", "--poll", "--interval", "0.05"], in: project.path)
        defer { watch.kill() }

        XCTAssertTrue(watch.waitForError(containing: "vmgen: 1 written, 0 deleted, 0 unchanged\n"), watch.standardError)
        // Written atomically, so a poll never sees half of the new text.
        try Data("viewModel: Info\nhosting: client\nproperties: { count: Int }\n".utf8)
            .write(to: URL(fileURLWithPath: project.path + "/Specs/Info.yml"), options: .atomic)
        XCTAssertTrue(watch.waitForError(containing: "vmgen: Specs/Info.yml changed: 1 written, 0 deleted, 0 unchanged\n"), watch.standardError)
        XCTAssertTrue(project.read("Sources/ViewModels/Info/InfoViewModel.swift")?.contains("count: Int") ?? false)

        watch.interrupt()
        XCTAssertEqual(watch.waitForExit(), 0, watch.standardError)
        XCTAssertEqual(withoutStamps(watch.standardError), """
            vmgen: watching the config, specs and templates every 0.05s; press Ctrl-C to stop
            HH:MM:SS vmgen: 1 written, 0 deleted, 0 unchanged
            HH:MM:SS vmgen: Specs/Info.yml changed: 1 written, 0 deleted, 0 unchanged
            vmgen: stopped watching

            """)
        XCTAssertEqual(project.files().filter { $0.contains(".tmp") }, [], "no temporary file left behind")
    }
}

/// With the system's change notifications (inotify), `watch` sleeps until an input changes: a
/// change is acted on at once although the polling interval is a minute, in a folder made after
/// it started too, and a write among the outputs wakes nothing.
final class WatchNotificationTests: XCTestCase {
    func testAChangeIsSeenAtOnceWithoutPolling() throws {
        #if !os(Linux)
        throw XCTSkip("change notifications are inotify's, on Linux")
        #endif
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: client\n")
        let watch = try RunningProcess(BuiltBinary.vmgen, arguments: ["watch", "--interval", "60"], in: project.path)
        defer { watch.kill() }
        XCTAssertTrue(watch.waitForError(containing: "vmgen: 1 written, 0 deleted, 0 unchanged\n"), watch.standardError)
        if watch.standardError.hasPrefix("vmgen: watching the config, specs and templates every 60") {
            throw XCTSkip("this machine refuses inotify (its limits, or a sandbox): watch polls, as it should")
        }
        XCTAssertTrue(watch.standardError.hasPrefix("vmgen: watching the config, specs and templates for changes; press Ctrl-C to stop\n"), watch.standardError)

        try Data("viewModel: Info\nhosting: client\nproperties: { count: Int }\n".utf8)
            .write(to: URL(fileURLWithPath: project.path + "/Specs/Info.yml"), options: .atomic)
        XCTAssertTrue(watch.waitForError(containing: "vmgen: Specs/Info.yml changed: 1 written", timeout: 10), "seen long before the 60 s interval\n" + watch.standardError)

        // A spec in a folder that did not exist when watching started.
        try FileManager.default.createDirectory(atPath: project.path + "/Specs/More", withIntermediateDirectories: true)
        usleep(200_000)
        try Data("viewModel: Other\nhosting: client\n".utf8).write(to: URL(fileURLWithPath: project.path + "/Specs/More/Other.yml"), options: .atomic)
        XCTAssertTrue(watch.waitForError(containing: "vmgen: Specs/More/Other.yml added: 1 written", timeout: 10), watch.standardError)

        // A file of the user's among the outputs is no input: nothing runs.
        try project.write("Sources/ViewModels/Info/Notes.swift", "// mine\n")
        usleep(500_000)
        watch.interrupt()
        XCTAssertEqual(watch.waitForExit(), 0, watch.standardError)
        XCTAssertEqual(watch.standardError.components(separatedBy: " written, ").count - 1, 3, "three runs, no more:\n" + watch.standardError)
    }
}

/// A child process whose stderr is collected as it arrives, so a test can wait for a line.
final class RunningProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var errorText = ""

    init(_ executable: String, arguments: [String], in folder: String) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.errorText += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    var standardError: String { lock.withLock { errorText } }

    /// Waits up to `timeout` seconds for `text` to appear on stderr.
    func waitForError(containing text: String, timeout: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if standardError.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// SIGINT, as Ctrl-C sends.
    func interrupt() { process.interrupt() }

    func waitForExit(timeout: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else { return nil }
        // Let the last bytes of stderr arrive.
        Thread.sleep(forTimeInterval: 0.1)
        return process.terminationStatus
    }

    func kill() {
        if process.isRunning { process.terminate() }
    }
}
