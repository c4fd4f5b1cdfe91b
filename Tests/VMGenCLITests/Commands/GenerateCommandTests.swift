import Foundation
import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen generate` on real folders: what it writes, what it keeps, what it never touches.
final class GenerateCommandTests: XCTestCase {
    private var project: TemporaryFolder!

    private let spec = """
        viewModel: Info
        hosting: server
        text:
          connectionTitle: { en: "Connection" }
        properties:
          deviceId: String
        operations:
          disconnect:
            parameters: { deviceId: String }
        """

    /// XCTest keeps every test case to the end of the run: the folders go with each test.
    override func tearDown() {
        project = nil
    }

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write("Specs/Info.yml", spec)
    }

    @discardableResult
    private func vmgen(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
        let output = CapturedOutput()
        let code = CommandLineTool.run(arguments + ["--config", project.path + "/vmgen.yml"], console: Console(out: output.appendOut, err: output.appendErr))
        return (code, output.standardOutput, output.standardError)
    }

    private func modificationDates() throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for file in project.files() {
            dates[file] = try FileManager.default.attributesOfItem(atPath: project.path + "/" + file)[.modificationDate] as? Date
        }
        return dates
    }

    func testGeneratesTheFilesOfAnInteractiveServerPage() {
        XCTAssertEqual(vmgen("generate").code, .success)
        XCTAssertEqual(project.files(), [
            "Sources/Resources/ViewModels/Info/InfoViewModel.yml",
            "Sources/ViewModels/Info/InfoRequest.swift",
            "Sources/ViewModels/Info/InfoViewModel.swift",
            "Sources/ViewModels/Info/InfoViewModelOperations.swift",
            "Sources/WebServer/Controllers/RequestRoutes.swift",
            "Sources/WebServer/ViewModelFactories/Info/InfoViewModel+Factory.swift",
            "Specs/Info.yml",
            "vmgen.yml",
        ])
    }

    func testASecondRunWritesNothingAndKeepsModificationTimes() throws {
        XCTAssertEqual(vmgen("generate").code, .success)
        let before = try modificationDates()
        Thread.sleep(forTimeInterval: 0.01)
        let second = vmgen("generate")
        XCTAssertEqual(second.code, .success)
        XCTAssertEqual(second.err, "vmgen: 0 written, 0 deleted, 6 unchanged\n")
        XCTAssertEqual(try modificationDates(), before)
    }

    func testHandEditedFactoryAndLiveOperationBodiesSurviveRegeneration() throws {
        XCTAssertEqual(vmgen("generate").code, .success)
        let factoryPath = "Sources/WebServer/ViewModelFactories/Info/InfoViewModel+Factory.swift"
        let opsPath = "Sources/ViewModels/Info/InfoViewModelOperations.swift"
        let factoryBody = "        let device = try context.records(Self.devices).first  // mine\n        return .init(deviceId: device?.name ?? \"\")\n"
        let opBody = "        try await DisconnectRequest(query: .init(deviceId: deviceId)).send()\n\n        // keep this blank line and comment\n"
        try project.write(factoryPath, try XCTUnwrap(project.read(factoryPath)).replacingRegion("body", with: factoryBody))
        try project.write(opsPath, try XCTUnwrap(project.read(opsPath)).replacingRegion("disconnect", with: opBody))

        // A spec change rewrites the generated parts around the user code.
        try project.write("Specs/Info.yml", spec.replacingOccurrences(of: "deviceId: String }", with: "deviceId: String, force: Bool }"))
        let run = vmgen("generate")
        XCTAssertEqual(run.code, .success, run.err)
        let ops = try XCTUnwrap(project.read(opsPath))
        XCTAssertTrue(ops.contains("func disconnect(deviceId: String, force: Bool) async throws"), ops)
        XCTAssertTrue(ops.contains("// vmgen:begin disconnect\n" + opBody + "        // vmgen:end disconnect\n"), ops)
        XCTAssertTrue(try XCTUnwrap(project.read(factoryPath)).contains("// vmgen:begin body\n" + factoryBody + "        // vmgen:end body\n"))
    }

    func testAHandWrittenFileInAnOutputFolderIsNeverTouched() throws {
        let handWritten = "// my own request\npublic final class InfoRequest {}\n"
        try project.write("Sources/ViewModels/Info/InfoRequest.swift", handWritten)
        try project.write("Sources/ViewModels/Info/Notes.swift", "// notes\n")
        let run = vmgen("generate")
        XCTAssertEqual(run.code, .failure)
        XCTAssertTrue(run.err.contains("Sources/ViewModels/Info/InfoRequest.swift exists and was not written by vmgen"), run.err)
        XCTAssertEqual(project.read("Sources/ViewModels/Info/InfoRequest.swift"), handWritten)
        XCTAssertEqual(project.read("Sources/ViewModels/Info/Notes.swift"), "// notes\n")
        XCTAssertNotNil(project.read("Sources/ViewModels/Info/InfoViewModel.swift"), "the other files are still written")
    }

    func testDeletingASpecRemovesExactlyItsGeneratedFiles() throws {
        try project.write("Specs/Other.yml", "viewModel: Other\nhosting: client\n")
        XCTAssertEqual(vmgen("generate").code, .success)
        try project.write("Sources/ViewModels/Other/Mine.swift", "// mine\n")
        try FileManager.default.removeItem(atPath: project.path + "/Specs/Other.yml")
        let run = vmgen("generate")
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertEqual(run.err, """
            deleted \(project.path)/Sources/ViewModels/Other/OtherViewModel.swift (no longer generated)
            vmgen: 0 written, 1 deleted, 6 unchanged

            """)
        XCTAssertEqual(project.read("Sources/ViewModels/Other/Mine.swift"), "// mine\n")
    }

    func testCheckReportsDriftWithoutWriting() throws {
        XCTAssertEqual(vmgen("generate").code, .success)
        try project.write("Specs/Info.yml", spec.replacingOccurrences(of: "Connection", with: "Link"))
        let before = try modificationDates()
        let check = vmgen("generate", "--check", "--diff")
        XCTAssertEqual(check.code, .failure)
        XCTAssertEqual(try modificationDates(), before)
        XCTAssertTrue(check.out.hasPrefix("would update \(project.path)/Sources/Resources/ViewModels/Info/InfoViewModel.yml\n"), check.out)
        XCTAssertTrue(check.out.contains("-    connectionTitle: \"Connection\"\n"), check.out)
        XCTAssertTrue(check.out.contains("+    connectionTitle: \"Link\"\n"), check.out)
        XCTAssertEqual(vmgen("generate").code, .success)
        XCTAssertEqual(vmgen("generate", "--check").code, .success)
    }

    func testSpecErrorsStopTheRunBeforeAnythingIsWritten() throws {
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: sever\n")
        let run = vmgen("generate")
        XCTAssertEqual(run.code, .failure)
        XCTAssertEqual(run.err, """
            Specs/Info.yml:2:10: error: 'hosting' must be 'server' or 'client', not 'sever'; did you mean 'server'? [spec]
            hosting: sever
                     ^
            vmgen: 1 error; nothing written

            """.replacingOccurrences(of: "Specs/", with: project.path + "/Specs/"))
        XCTAssertEqual(project.files(), ["Specs/Info.yml", "vmgen.yml"])
    }

    func testHandAddedTranslationsSurviveRegeneration() throws {
        XCTAssertEqual(vmgen("generate").code, .success)
        let yamlPath = "Sources/Resources/ViewModels/Info/InfoViewModel.yml"
        let yaml = try XCTUnwrap(project.read(yamlPath))
        try project.write(yamlPath, yaml + "fr:\n  InfoViewModel:\n    connectionTitle: \"Connexion\"\n")
        XCTAssertEqual(vmgen("generate").code, .success)
        // Regenerated with them, and a fingerprint that notes them (so the file is never
        // deleted with its spec).
        let regenerated = try XCTUnwrap(project.read(yamlPath))
        let proof = try XCTUnwrap(yaml.range(of: "# vmgen:fingerprint "))
        XCTAssertTrue(regenerated.hasPrefix(yaml[..<proof.lowerBound] + "fr:\n  InfoViewModel:\n    connectionTitle: \"Connexion\"\n# vmgen:fingerprint "), regenerated)
        XCTAssertTrue(regenerated.hasSuffix(" (holds translations not in the spec)\n"), regenerated)
        XCTAssertEqual(vmgen("generate", "--check").code, .success)
    }
}

extension String {
    /// The text with the content of protected region `name` replaced.
    func replacingRegion(_ name: String, with content: String) -> String {
        guard let begin = range(of: "// vmgen:begin \(name)\n"), let end = range(of: "// vmgen:end \(name)", range: begin.upperBound..<endIndex) else {
            return self
        }
        let endLineStart = self[..<end.lowerBound].lastIndex(of: "\n").map { index(after: $0) } ?? end.lowerBound
        return String(self[..<begin.upperBound]) + content + String(self[endLineStart...])
    }
}
