import Foundation

/// Runs the real Swift parser (`swiftc -parse`) over generated files, so every test that makes
/// Swift also proves it is syntactically valid Swift.
public enum SwiftParserCheck {
    /// The parser's complaints about `files` (name → contents); empty when all parse.
    public static func problems(in files: [String: String]) throws -> String {
        guard !files.isEmpty else { return "" }
        let folder = try TemporaryFolder()
        var paths: [String] = []
        for (index, name) in files.keys.sorted().enumerated() {
            // A numbered prefix keeps names unique; the original name stays readable in errors.
            let safe = name.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "+", with: "_")
            let path = folder.path + "/\(index)_\(safe)"
            try Data(files[name]!.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        // -wmo: one frontend for all files instead of one process per file (much faster).
        let result = try ProcessRunner.run(swiftc, arguments: ["-parse", "-wmo"] + paths)
        return result.status == 0 ? "" : result.output
    }

    /// The `swiftc` next to the running toolchain, else the first on `PATH`.
    public static var swiftcPath: String { swiftc }

    static var swiftc: String {
        let environment = ProcessInfo.processInfo.environment
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/opt/swift/usr/bin/swiftc"
    }
}

/// Runs a program and collects its combined output.
public enum ProcessRunner {
    public struct Result {
        public var status: Int32
        public var output: String
        public var standardOutput: String
        public var standardError: String
    }

    /// `input`: what the program reads on standard input (nothing is written when nil).
    public static func run(
        _ executable: String, arguments: [String], in directory: String? = nil, environment: [String: String]? = nil, input: [UInt8]? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = input.map { _ in Pipe() }
        if let inputPipe { process.standardInput = inputPipe }
        try process.run()
        if let inputPipe, let input {
            // Written on a thread of its own: a child that writes before it has read all of
            // its input must not wait for this one.
            let handle = inputPipe.fileHandleForWriting
            Thread.detachNewThread {
                handle.write(Data(input))
                try? handle.close()
            }
        }
        // Read both pipes before waiting, and at the same time: read one after the other, a
        // child that fills the second pipe's buffer blocks while the first is still open.
        let errorReader = PipeReader(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errorReader.data()
        process.waitUntilExit()
        let stdout = String(decoding: outData, as: UTF8.self)
        let stderr = String(decoding: errData, as: UTF8.self)
        return Result(status: process.terminationStatus, output: stdout + stderr, standardOutput: stdout, standardError: stderr)
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {  // `result` is written once, before `done` is signalled
    private let done = DispatchSemaphore(value: 0)
    private var result = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            result = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func data() -> Data {
        done.wait()
        return result
    }
}
