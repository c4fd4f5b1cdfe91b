import Foundation
import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// What one in-process `vmgen` run returned and printed.
struct CLIRun {
    var code: ExitCode
    var out: String
    var err: String
}

/// Runs `vmgen` in-process with `folder` as its working directory, capturing both streams.
func vmgen(_ arguments: [String], in folder: String) -> CLIRun {
    _ = TemporaryFolder.recordFolder
    let output = CapturedOutput()
    let console = Console(out: output.appendOut, err: output.appendErr)
    let code = CommandLineTool.run(arguments, console: console, workingDirectory: folder)
    return CLIRun(code: code, out: output.standardOutput, err: output.standardError)
}

/// `vmgen` with `input` on its standard input (`lint --stdin`).
func vmgen(_ arguments: [String], in folder: String, input: [UInt8]) -> CLIRun {
    _ = TemporaryFolder.recordFolder
    let output = CapturedOutput()
    let console = Console(out: output.appendOut, err: output.appendErr, input: input)
    let code = CommandLineTool.run(arguments, console: console, workingDirectory: folder)
    return CLIRun(code: code, out: output.standardOutput, err: output.standardError)
}

func vmgen(_ arguments: String..., in folder: String) -> CLIRun {
    vmgen(arguments, in: folder)
}

/// Every generator finding of a project, rendered: empty when it generates cleanly.
func findings(in folder: String) -> String {
    let run = vmgen("check", "-q", in: folder)
    return run.code == .success ? run.err : "exit \(run.code): \(run.err)"
}

extension TemporaryFolder {
    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/" + relative)
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path + "/" + relative)
    }

    /// Modification dates of every file, to prove a run left files alone.
    func modificationDates() throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for file in files() {
            dates[file] = try FileManager.default.attributesOfItem(atPath: path + "/" + file)[.modificationDate] as? Date
        }
        return dates
    }
}
