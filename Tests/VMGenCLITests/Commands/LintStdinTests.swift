import Foundation
import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen lint --stdin --path FILE`: an editor's buffer linted as FILE, with the rest of the
/// project as it is on disk; only FILE's findings, with lint's exit codes and formats.
final class LintStdinTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\nlint:\n  exclude: [Sources/Legacy]\n")
        try project.write("Sources/ViewModels/Row/RowViewModel.swift", Self.row(vmId: ".init()"))
        try project.write("Sources/ViewModels/Other/OtherViewModel.swift", Self.row(vmId: ".init()").replacingOccurrences(of: "Row", with: "Other"))
    }

    override func tearDown() {
        project = nil
    }

    static func row(vmId: String) -> String {
        """
        import FOSMVVM

        @ViewModel
        public struct RowViewModel {
            public let id: String
            public var vmId: ViewModelId = \(vmId)
            public init(id: String) { self.id = id }
            public static func stub() -> Self { .init(id: "bedrock-42") }
        }

        """
    }

    private func stdin(_ path: String, _ text: String, _ extra: [String] = []) -> CLIRun {
        vmgen(["lint", "--stdin", "--path", path] + extra, in: project.path, input: Array(text.utf8))
    }

    func testTheBufferIsLintedInPlaceOfTheFileAndOnlyItsFindingsAreReported() {
        // On disk both files have a random vmId (VMID-03); the buffer fixes the row's.
        XCTAssertEqual(vmgen(["lint", "-q"], in: project.path).code, .failure)
        let fixed = stdin("Sources/ViewModels/Row/RowViewModel.swift", Self.row(vmId: ".init(id: id)"))
        XCTAssertEqual(fixed.code, .success, fixed.err)
        XCTAssertEqual(fixed.err, "vmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
        // The buffer's finding, its excerpt from the buffer (the file on disk says otherwise).
        let broken = stdin("Sources/ViewModels/Row/RowViewModel.swift", "\n" + Self.row(vmId: ".init()"))
        XCTAssertEqual(broken.code, .failure)
        XCTAssertTrue(broken.err.hasPrefix("Sources/ViewModels/Row/RowViewModel.swift:7:36: error: a random vmId"), broken.err)
        XCTAssertFalse(broken.err.contains("OtherViewModel"), broken.err)
        XCTAssertTrue(broken.err.hasSuffix("vmgen: 1 Swift file checked, 1 error, 0 warnings\n"), broken.err)
    }

    func testAFileNotOnDiskYetIsLinted() {
        let run = stdin("Sources/ViewModels/New/NewViewModel.swift", Self.row(vmId: ".init()").replacingOccurrences(of: "Row", with: "New"))
        XCTAssertEqual(run.code, .failure)
        XCTAssertTrue(run.err.hasPrefix("Sources/ViewModels/New/NewViewModel.swift:6:36: error: a random vmId"), run.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path + "/Sources/ViewModels/New"), "nothing is written")
    }

    /// The checks across files see the buffer: a localized text whose key no YAML has is
    /// LOC-01 at the buffer's line, and the YAML on disk that has it makes it go.
    func testTheChecksAcrossFilesSeeTheBuffer() throws {
        let text = "import FOSMVVM\n\n@ViewModel\npublic struct TitleViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    @LocalizedString public var title\n    public static func stub() -> Self { .init() }\n}\n"
        try project.write("Sources/Resources/ViewModels/Title.yml", "en:\n  OtherModel:\n    title: \"Other\"\n")
        let missing = stdin("Sources/ViewModels/Title/TitleViewModel.swift", text)
        XCTAssertTrue(missing.err.contains("Sources/ViewModels/Title/TitleViewModel.swift:6:33: ") && missing.err.contains("[LOC-01]"), missing.err)
        try project.write("Sources/Resources/ViewModels/Title.yml", "en:\n  TitleViewModel:\n    title: \"Title\"\n")
        let present = stdin("Sources/ViewModels/Title/TitleViewModel.swift", text)
        XCTAssertFalse(present.err.contains("[LOC-01]"), present.err)
    }

    func testEveryFormatReportsTheBuffersFindings() throws {
        let path = "Sources/ViewModels/Row/RowViewModel.swift"
        let json = stdin(path, Self.row(vmId: ".init()"), ["--format", "json"])
        XCTAssertEqual(json.code, .failure)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.compactMap { $0["file"] as? String }, [path])
        let sarif = stdin(path, Self.row(vmId: ".init()"), ["--format", "sarif"])
        XCTAssertTrue(sarif.out.contains("\"uri\" : \"\(path)\"") || sarif.out.contains("\"uri\": \"\(path)\""), sarif.out)
        let github = stdin(path, Self.row(vmId: ".init()"), ["--format", "github"])
        XCTAssertTrue(github.out.hasPrefix("::error file=\(path),line=6,"), github.out)
        XCTAssertFalse(github.out.contains("OtherViewModel"))
    }

    /// In a repository without vmgen.yml and without `Sources/`, linted as `vmgen lint .`, the
    /// buffer is linted with that lint's files, not alone: the stub a ViewModel gets from an
    /// extension in another file counts, as it does in the whole lint.
    func testOutsideLintIncludeTheBufferIsLintedWithTheFilesOfTheRecordedLint() throws {
        let repository = try TemporaryFolder()
        let row = Self.row(vmId: ".init(type: Self.self)").replacingOccurrences(of: "    public static func stub() -> Self { .init(id: \"bedrock-42\") }\n", with: "")
        try repository.write("App/Row/RowViewModel.swift", row)
        try repository.write("App/Stubs/RowViewModel+Stub.swift", "import FOSMVVM\n\nextension RowViewModel {\n    public static func stub() -> Self { .init(id: \"bedrock-42\") }\n}\n")
        let lintBuffer = { vmgen(["lint", "--stdin", "--path", "App/Row/RowViewModel.swift"], in: repository.path, input: Array((row + "// edited\n").utf8)) }
        // Before a whole lint nothing says which files are the project's: the buffer alone.
        let alone = lintBuffer()
        XCTAssertTrue(alone.err.contains("[STUB-01]"), alone.err)
        XCTAssertEqual(vmgen(["lint", "."], in: repository.path).err, "vmgen: 2 Swift files checked, 0 errors, 0 warnings\n")
        let buffer = lintBuffer()
        XCTAssertEqual(buffer.code, .success, buffer.err)
        XCTAssertEqual(buffer.err, "vmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
        // The record is still the whole lint's: a repeat of it reads no file.
        let again = vmgen(["lint", ".", "-v"], in: repository.path)
        XCTAssertTrue(again.err.contains(", 0 read, "), again.err)
        // A whole lint of another folder is not this file's: the buffer alone again.
        XCTAssertEqual(vmgen(["lint", "App/Stubs"], in: repository.path).code, .success)
        XCTAssertTrue(lintBuffer().err.contains("[STUB-01]"))
    }

    /// With vmgen.yml, `lint.include` is the scope of a buffer outside it too, whatever lint ran
    /// last: a lint of another folder does not change an editor's findings.
    func testWithAConfigLintIncludeStaysTheScopeOfABufferOutsideIt() throws {
        let repository = try TemporaryFolder()
        try repository.write("vmgen.yml", "locales: [en]\nlint:\n  include: [App]\n")
        let row = Self.row(vmId: ".init(type: Self.self)").replacingOccurrences(of: "    public static func stub() -> Self { .init(id: \"bedrock-42\") }\n", with: "")
        try repository.write("Feature/Row/RowViewModel.swift", row)
        try repository.write("App/Stubs/RowViewModel+Stub.swift", "import FOSMVVM\n\nextension RowViewModel {\n    public static func stub() -> Self { .init(id: \"bedrock-42\") }\n}\n")
        let lintBuffer = { vmgen(["lint", "--stdin", "--path", "Feature/Row/RowViewModel.swift"], in: repository.path, input: Array((row + "// edited\n").utf8)) }
        XCTAssertEqual(lintBuffer().err, "vmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
        XCTAssertTrue(vmgen(["lint", "Feature"], in: repository.path).err.contains("[STUB-01]"))
        XCTAssertEqual(lintBuffer().err, "vmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
    }

    func testAnExcludedOrGeneratedBufferIsSkippedAndSaysSo() {
        let excluded = stdin("Sources/Legacy/Old.swift", Self.row(vmId: ".init()"))
        XCTAssertEqual(excluded.code, .success, excluded.err)
        XCTAssertEqual(excluded.err, """
            vmgen: skipped Sources/Legacy/Old.swift: excluded by lint.exclude (Sources/Legacy)
            vmgen: 0 Swift files checked (1 skipped: 1 excluded by lint.exclude), 0 errors, 0 warnings

            """)
        let header = "// Generated by vmgen from Specs/Row.yml. Do not edit: change the spec and run `vmgen generate`.\n"
        let generated = stdin("Sources/ViewModels/Row/RowViewModel.swift", header + Self.row(vmId: ".init()"))
        XCTAssertEqual(generated.code, .success, generated.err)
        XCTAssertTrue(generated.err.hasPrefix("vmgen: skipped Sources/ViewModels/Row/RowViewModel.swift: generated by vmgen"), generated.err)
        let included = stdin("Sources/ViewModels/Row/RowViewModel.swift", header + Self.row(vmId: ".init()"), ["--include-generated"])
        XCTAssertEqual(included.code, .failure, included.err)
    }

    func testMistakesAreUsageErrors() {
        let cases: [([String], String)] = [
            (["lint", "--stdin"], "--stdin needs --path FILE"),
            (["lint", "--path", "Sources/A.swift"], "--path names the file --stdin reads"),
            (["lint", "--stdin", "--path", "Sources/A.swift", "--fix"], "--fix cannot be used with it"),
            (["lint", "--stdin", "--path", "Sources/A.swift", "Sources"], "--stdin lints one buffer"),
            (["lint", "--stdin", "--path", "Sources/notes.txt"], "not a Swift file (.swift)"),
            (["lint", "--stdin", "--path", "../Elsewhere/A.swift"], "is outside the project"),
            (["lint", "--stdin", "--path", "Sources/A.swift", "--write-baseline", "b.json"], "write the baseline from a lint of the whole project"),
        ]
        for (arguments, message) in cases {
            let run = vmgen(arguments, in: project.path, input: Array("let a = 1\n".utf8))
            XCTAssertEqual(run.code, .usage, arguments.joined(separator: " "))
            XCTAssertTrue(run.err.contains(message), "\(arguments): \(run.err)")
        }
    }

    /// Through the built binary, with the buffer on its standard input.
    func testTheBinaryReadsStandardInput() throws {
        let result = try ProcessRunner.run(
            BuiltBinary.vmgen, arguments: ["lint", "--stdin", "--path", "Sources/ViewModels/Row/RowViewModel.swift", "--no-cache"], in: project.path,
            input: Array(Self.row(vmId: ".init(id: id)").utf8))
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.standardError, "vmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
    }
}
