import Foundation
import VMGenTestSupport
import XCTest

/// The built `vmgen` binary in temporary project folders, as a user runs it: exit codes,
/// stdout / stderr, the working folder, files on disk.
final class EndToEndTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
    }

    // XCTest keeps every test case alive until the process ends, so release the folder here
    // (its deinit deletes it).
    override func tearDown() {
        project = nil
    }

    /// Runs the binary in `folder` (default: the project root).
    @discardableResult
    private func vmgen(_ arguments: String..., in folder: String? = nil, environment: [String: String]? = nil) throws -> ProcessRunner.Result {
        try ProcessRunner.run(BuiltBinary.vmgen, arguments: arguments, in: folder ?? project.path, environment: environment)
    }

    func testInitNewGenerateEditCheckGenerateCheck() throws {
        XCTAssertEqual(try vmgen("init").status, 0)
        XCTAssertEqual(try vmgen("new", "Orders", "--interactive").status, 0)
        XCTAssertEqual(try vmgen("new", "OrderRow", "--child-of", "Orders").status, 0)
        let generate = try vmgen("generate")
        XCTAssertEqual(generate.status, 0, generate.output)
        XCTAssertEqual(generate.standardError, "vmgen: 11 written, 0 deleted, 0 unchanged\n", "no findings")
        XCTAssertEqual(try vmgen("generate", "--check").status, 0)

        let spec = try XCTUnwrap(project.read("Specs/Orders.yml"))
        try project.write("Specs/Orders.yml", spec.replacingOccurrences(of: "en: \"Orders\"", with: "en: \"Your orders\""))
        let stale = try vmgen("generate", "--check")
        XCTAssertEqual(stale.status, 1)
        XCTAssertEqual(stale.standardOutput, "would update Sources/Resources/ViewModels/Orders/OrdersViewModel.yml\n")
        XCTAssertEqual(stale.standardError, "vmgen: generated files are out of date; run 'vmgen generate'\n")

        XCTAssertEqual(try vmgen().standardError, "vmgen: 1 written, 0 deleted, 10 unchanged\n", "bare vmgen generates")
        let fresh = try vmgen("generate", "--check")
        XCTAssertEqual(fresh.status, 0)
        XCTAssertEqual(fresh.output, "vmgen: generated files are up to date with the 2 specs\n")
        XCTAssertEqual(try vmgen("generate", "--check", "-q").output, "", "-q keeps a passing check silent")
    }

    func testFindsTheConfigByWalkingUpFromASubfolder() throws {
        XCTAssertEqual(try vmgen("init").status, 0)
        XCTAssertEqual(try vmgen("-q").status, 0)
        let subfolder = project.path + "/Sources/ViewModels/Example"
        XCTAssertEqual(try vmgen("generate", "--check", in: subfolder).status, 0)
        try project.write("Specs/Example.yml", try XCTUnwrap(project.read("Specs/Example.yml")).replacingOccurrences(of: "greeting", with: "welcome"))
        let stale = try vmgen("generate", "--check", in: subfolder)
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.standardOutput.contains("would update ../../../Sources/ViewModels/Example/ExampleViewModel.swift\n"), stale.standardOutput)
        XCTAssertEqual(try vmgen("-q", in: subfolder).status, 0)
        XCTAssertEqual(try vmgen("generate", "--check", in: project.path + "/Specs").status, 0)
    }

    func testDeletingASpecRemovesExactlyItsGeneratedFiles() throws {
        XCTAssertEqual(try vmgen("init").status, 0)
        // A page without operations: a deleted spec's files whose protected regions still hold
        // vmgen's initial bodies are kept today (see the report on `isTrivial`).
        XCTAssertEqual(try vmgen("new", "Settings", "--hosting", "client").status, 0)
        XCTAssertEqual(try vmgen("new", "SettingsRow", "--child-of", "Settings").status, 0)
        let withSettings = try outputs()
        XCTAssertEqual(try vmgen("-q").status, 0)
        let before = Set(project.files())

        try project.remove("Specs/Settings.yml")
        let run = try vmgen("generate")
        XCTAssertEqual(run.status, 0, run.output)
        let removed = withSettings.subtracting(try outputs())
        XCTAssertEqual(removed, [
            "Sources/ViewModels/Resources/Localizations/Settings/SettingsViewModel.yml",
            "Sources/ViewModels/Settings/SettingsRowViewModel.swift",
            "Sources/ViewModels/Settings/SettingsViewModel.swift",
        ])
        XCTAssertEqual(Set(project.files()), before.subtracting(removed).subtracting(["Specs/Settings.yml"]))
        XCTAssertEqual(run.standardError.components(separatedBy: "\n").filter { $0.hasPrefix("deleted ") }.count, 3)
        XCTAssertFalse(project.exists("Sources/ViewModels/Settings"), "the emptied folder is removed")
    }

    private func outputs() throws -> Set<String> {
        Set(try vmgen("generate", "--list-outputs").standardOutput.split(separator: "\n").map(String.init))
    }

    func testAHandWrittenFileInAnOutputFolderIsNeverTouched() throws {
        XCTAssertEqual(try vmgen("init").status, 0)
        try project.write("Sources/ViewModels/Example/ExampleFormatting.swift", "// mine\n")
        try project.write("Sources/ViewModels/Example/ExampleRequest.swift", "// my own request\n")
        try setOld(["Sources/ViewModels/Example/ExampleFormatting.swift", "Sources/ViewModels/Example/ExampleRequest.swift"])
        let dates = try project.modificationDates()
        let run = try vmgen("generate")
        XCTAssertEqual(run.status, 1, "a generated path taken by a hand-written file is an error")
        XCTAssertTrue(run.standardError.contains("Sources/ViewModels/Example/ExampleRequest.swift exists and was not written by vmgen"), run.standardError)
        for file in ["Sources/ViewModels/Example/ExampleFormatting.swift", "Sources/ViewModels/Example/ExampleRequest.swift"] {
            XCTAssertEqual(try project.modificationDates()[file], dates[file], file)
        }
        XCTAssertEqual(project.read("Sources/ViewModels/Example/ExampleRequest.swift"), "// my own request\n")

        try project.remove("Sources/ViewModels/Example/ExampleRequest.swift")
        XCTAssertEqual(try vmgen("-q").status, 0)
        try project.remove("Specs/Example.yml")
        XCTAssertEqual(try vmgen("generate", "--allow-delete-all", "-q").status, 0)
        XCTAssertEqual(project.read("Sources/ViewModels/Example/ExampleFormatting.swift"), "// mine\n", "kept when its neighbours are deleted")
        XCTAssertEqual(try project.modificationDates()["Sources/ViewModels/Example/ExampleFormatting.swift"], dates["Sources/ViewModels/Example/ExampleFormatting.swift"])
    }

    func testRegeneratingLeavesTheModificationTimesOfUnchangedFiles() throws {
        XCTAssertEqual(try vmgen("init").status, 0)
        XCTAssertEqual(try vmgen("new", "Settings", "--hosting", "client").status, 0)
        XCTAssertEqual(try vmgen("-q").status, 0)
        // Dated well in the past, so a rewrite shows even on a file system with coarse times.
        try setOld(project.files())
        let before = try project.modificationDates()
        try project.write("Specs/Settings.yml", try XCTUnwrap(project.read("Specs/Settings.yml")).replacingOccurrences(of: "message: String", with: "message: String?"))
        XCTAssertEqual(try vmgen().standardError, "vmgen: 1 written, 0 deleted, 6 unchanged\n")
        let after = try project.modificationDates()
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        XCTAssertEqual(changed, ["Specs/Settings.yml", "Sources/ViewModels/Settings/SettingsViewModel.swift"])
        XCTAssertEqual(try vmgen().standardError, "vmgen: 0 written, 0 deleted, 7 unchanged\n")
        XCTAssertEqual(try project.modificationDates(), after)
    }

    func testExitCodesAndStreams() throws {
        let usage = try vmgen("generate", "--chek")
        XCTAssertEqual(usage.status, 2)
        XCTAssertEqual(usage.standardOutput, "")
        XCTAssertTrue(usage.standardError.hasPrefix("Error: unknown option '--chek'; did you mean '--check'?\nUsage: vmgen generate"), usage.standardError)
        XCTAssertTrue(usage.standardError.hasSuffix("See 'vmgen generate --help'.\n"))
        XCTAssertEqual(try vmgen("--version").standardOutput.hasPrefix("vmgen "), true)
        XCTAssertEqual(try vmgen("init").status, 0)
        try project.write("Specs/Example.yml", "viewModel: Example\nhosting: sever\n")
        let findings = try vmgen("check")
        XCTAssertEqual(findings.status, 1)
        XCTAssertEqual(findings.standardOutput, "")
        XCTAssertFalse(findings.standardError.contains("\u{1B}["), "no colour into a pipe")
    }

    /// Colour on a terminal (a pseudo-terminal from `script`), never with NO_COLOR.
    func testColourOnlyOnATerminalAndNotWithNoColor() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("no script(1) for a pseudo-terminal") }
        XCTAssertEqual(try vmgen("init").status, 0)
        try project.write("Specs/Example.yml", "viewModel: Example\nhosting: sever\n")
        let command = "'\(BuiltBinary.vmgen)' check"
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm"
        environment["NO_COLOR"] = nil
        let coloured = try ProcessRunner.run("/usr/bin/script", arguments: ["-qec", command, "/dev/null"], in: project.path, environment: environment)
        XCTAssertTrue(coloured.standardOutput.contains("\u{1B}[31;1merror:\u{1B}[0m"), coloured.output)
        environment["NO_COLOR"] = "1"
        let plain = try ProcessRunner.run("/usr/bin/script", arguments: ["-qec", command, "/dev/null"], in: project.path, environment: environment)
        XCTAssertTrue(plain.standardOutput.contains("error: 'hosting' must be"), plain.output)
        XCTAssertFalse(plain.standardOutput.contains("\u{1B}["), plain.output)
    }

    private func setOld(_ files: [String]) throws {
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        for file in files {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: project.path + "/" + file)
        }
    }
}
