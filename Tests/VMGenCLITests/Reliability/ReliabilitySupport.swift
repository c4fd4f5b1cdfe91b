import Foundation
import VMGenTestSupport
import XCTest

/// Helpers of the reliability tests: projects made on the fly, the real binaries, and the
/// state of a folder captured byte for byte.
enum Reliability {
    /// The built `vmgen-fuzz` executable, next to `vmgen`.
    static var fuzzBinary: String {
        (BuiltBinary.vmgen as NSString).deletingLastPathComponent + "/vmgen-fuzz"
    }

    /// A spec of a page with `children` list rows, each with text in two locales; `variant`
    /// changes every text. (A client-hosted page takes no children.)
    static func spec(_ name: String, children: Int = 2, variant: String = "", hosting: String = "server") -> String {
        var text = """
            viewModel: \(name)
            hosting: \(hosting)
            doc: The \(name) screen\(variant).
            text:
              title: { en: "\(name)\(variant)", es: "\(name)\(variant) (es)" }
            properties:
              owner: String

            """
        if children > 0 {
            text += "  rows: [\(name)Row0]\nchildren:\n"
            for index in 0..<children {
                text += """
                      \(name)Row\(index):
                        identity: { id: id }
                        text:
                          label: { en: "Row \(index)\(variant)", es: "Fila \(index)\(variant)" }
                        properties:
                          id: ModelIdType
                          title: { type: String, stub: "Row \(index)\(variant)" }

                    """
            }
        }
        return text
    }

    /// A project with `pages` specs (`Page0` …), two locales.
    static func makeProject(in folder: TemporaryFolder, pages: Int, children: Int = 2, variant: String = "") throws {
        try folder.write("vmgen.yml", "locales: [en, es]\n")
        for page in 0..<pages {
            try folder.write("Specs/Page\(page).yml", spec("Page\(page)", children: children, variant: variant))
        }
    }

    /// Every regular file under `folder` (relative path → bytes), links and folders left out.
    static func contents(of folder: String) -> [String: [UInt8]] {
        FolderContents.of(folder)
    }

    /// Runs `vmgen` with the arguments in `folder`, with extra environment variables.
    @discardableResult
    static func vmgen(_ arguments: [String], in folder: String, environment extra: [String: String] = [:]) throws -> ProcessRunner.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        for (key, value) in extra { environment[key] = value }
        return try ProcessRunner.run(BuiltBinary.vmgen, arguments: arguments, in: folder, environment: environment)
    }

    /// Whether this process can mount file systems (root in a container that allows it).
    static let canMount: Bool = {
        guard getuid() == 0, let folder = try? TemporaryFolder() else { return false }
        guard (try? ProcessRunner.run("/bin/mount", arguments: ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]))?.status == 0 else { return false }
        _ = try? ProcessRunner.run("/bin/umount", arguments: [folder.path])
        return true
    }()

    static func mount(_ arguments: [String]) throws {
        let result = try ProcessRunner.run("/bin/mount", arguments: arguments)
        guard result.status == 0 else { throw XCTSkip("mount \(arguments.joined(separator: " ")) failed: \(result.output)") }
    }

    static func unmount(_ path: String) {
        _ = try? ProcessRunner.run("/bin/umount", arguments: ["-l", path])
    }
}

/// A process started and left running, to be killed or waited for.
final class StartedProcess: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var errorText = ""
    private var outputText = ""

    init(_ executable: String, arguments: [String], in folder: String, environment extra: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let err = Pipe()
        let out = Pipe()
        process.standardError = err
        process.standardOutput = out
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.errorText += String(decoding: data, as: UTF8.self) }
        }
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.outputText += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    var standardError: String { lock.withLock { errorText } }

    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
    }

    /// Waits for the process to end; its exit status, or nil after `timeout` seconds.
    @discardableResult
    func wait(timeout: Double = 60) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(2_000) }
        guard !process.isRunning else { return nil }
        usleep(50_000)  // the last bytes of the pipes
        return process.terminationStatus
    }

    /// Waits up to `timeout` seconds for stderr to contain `text`.
    func waitForError(containing text: String, timeout: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if standardError.contains(text) { return true }
            usleep(5_000)
        }
        return false
    }
}

extension TemporaryFolder {
    /// Writes the specs (path → text), runs `generate`, and checks: exit 1, exactly `message`
    /// on stderr, nothing on stdout, nothing written.
    func assertGenerateRefuses(_ specs: [String: String], message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for (path, text) in specs { try write(path, text) }
        let before = Reliability.contents(of: self.path)
        let run = try Reliability.vmgen(["generate"], in: self.path)
        XCTAssertEqual(run.status, 1, run.output, file: file, line: line)
        XCTAssertEqual(run.standardError, message, file: file, line: line)
        XCTAssertEqual(run.standardOutput, "", file: file, line: line)
        XCTAssertEqual(Reliability.contents(of: self.path), before, "a file was written", file: file, line: line)
    }
}
