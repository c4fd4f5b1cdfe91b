import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// Trying to make `vmgen lint --fix` destroy something, through the built binary: write through
/// a symbolic link, replace a `.yml` that exists, touch a file vmgen generated or one
/// `lint.exclude` leaves out. Each is refused; every byte stays. (A file that changes between
/// the read and the write: `Disk/FixWriterTests`.)
final class LintFixSafetyTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var elsewhere: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        elsewhere = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
        elsewhere = nil
    }

    private func lint(_ arguments: [String]) throws -> ProcessRunner.Result {
        try Reliability.vmgen(["lint"] + arguments, in: folder.path)
    }

    /// A DECL-03 finding `--fix` would rewrite.
    private let restated = """
        @ViewModel
        public struct CardViewModel: Codable {
            public var vmId: ViewModelId = .init(type: Self.self)
            public static func stub() -> Self { .init() }
        }

        """

    private func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createDirectory(atPath: (folder.path + "/" + relative as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + relative, withDestinationPath: destination)
    }

    func testALinkedSourceFileIsNeverWrittenThrough() throws {
        try elsewhere.write("Real.swift", restated)
        try folder.write("Sources/Own.swift", restated)
        try link("Sources/Linked.swift", to: elsewhere.path + "/Real.swift")
        let run = try lint(["--fix", "Sources/Linked.swift", "Sources/Own.swift"])
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertEqual(elsewhere.read("Real.swift"), restated, "the link's target is untouched")
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Sources/Linked.swift"), "the link is still a link")
        XCTAssertEqual(folder.read("Sources/Own.swift"), restated.replacingOccurrences(of: ": Codable", with: ""), "the other file is fixed")
        XCTAssertTrue(run.standardError.contains("error: Sources/Linked.swift was not fixed: it is a symbolic link or lies in a linked folder"), run.standardError)
    }

    /// `lint.include` naming a folder that is a link to another repository: lint reads it,
    /// `--fix` writes nothing there.
    func testFilesInALinkedFolderAreNeverWritten() throws {
        try elsewhere.write("Shared/CardViewModel.swift", restated)
        try folder.write("vmgen.yml", "lint:\n  include: [Sources]\n")
        try folder.write("Sources/Own.swift", "let x = 1\n")
        try link("Sources/Shared", to: elsewhere.path + "/Shared")
        let before = Reliability.contents(of: elsewhere.path)
        let run = try lint(["--fix", "Sources/Shared"])
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertEqual(Reliability.contents(of: elsewhere.path), before)
        XCTAssertTrue(run.standardError.contains("was not fixed: it is a symbolic link or lies in a linked folder"), run.standardError)
        // The same folder as vmgen.yml's lint.include.
        try folder.write("vmgen.yml", "lint:\n  include: [Sources/Shared]\n")
        let included = try lint(["--fix"])
        XCTAssertEqual(included.status, 1, included.output)
        XCTAssertEqual(Reliability.contents(of: elsewhere.path), before)
    }

    func testAYMLThatExistsIsNeverReplacedByARename() throws {
        try folder.write("Sources/A.swift", "let x = 1\n")
        try folder.write("Sources/Resources/Card.yaml", "en:\n  CardViewModel:\n    title: \"Card\"\n")
        try folder.write("Sources/Resources/Card.yml", "en:\n  CardViewModel:\n    subtitle: \"Mine\"\n")
        let before = Reliability.contents(of: folder.path)
        let run = try lint(["--fix"])
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertEqual(Reliability.contents(of: folder.path), before)
        XCTAssertTrue(run.standardError.contains("error: Sources/Resources/Card.yaml was not renamed: Sources/Resources/Card.yml exists already; merge the two by hand"), run.standardError)
        let dryRun = try lint(["--fix", "--dry-run"])
        XCTAssertEqual(dryRun.status, 1)
        XCTAssertEqual(dryRun.standardOutput, "", "nothing would change")
    }

    /// A linked `.yaml` is not read as a localization file (the listing follows no link), so
    /// it is never renamed: the link would move, its target stay a `.yaml`.
    func testALinkedYAMLIsNotRenamed() throws {
        try folder.write("Sources/A.swift", "let x = 1\n")
        try elsewhere.write("Card.yaml", "en:\n  CardViewModel:\n    title: \"Card\"\n")
        try link("Sources/Resources/Card.yaml", to: elsewhere.path + "/Card.yaml")
        let run = try lint(["--fix"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Sources/Resources/Card.yaml"))
        XCTAssertFalse(folder.exists("Sources/Resources/Card.yml"))
        XCTAssertEqual(elsewhere.read("Card.yaml"), "en:\n  CardViewModel:\n    title: \"Card\"\n")
    }

    /// A file outside the project, named through a linked folder: read, not written.
    func testAFileOutsideTheProjectNamedThroughALinkIsNotWritten() throws {
        try elsewhere.write("Real/CardViewModel.swift", restated)
        try folder.write("Sources/A.swift", "let x = 1\n")
        try link("Alias", to: elsewhere.path + "/Real")
        let run = try lint(["--fix", "Alias/CardViewModel.swift"])
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertEqual(elsewhere.read("Real/CardViewModel.swift"), restated)
        let direct = try Reliability.vmgen(["lint", "--fix", elsewhere.path + "/Real/CardViewModel.swift"], in: folder.path)
        XCTAssertEqual(direct.status, 0, "named where it is, it is fixed: \(direct.output)")
        XCTAssertEqual(elsewhere.read("Real/CardViewModel.swift"), restated.replacingOccurrences(of: ": Codable", with: ""))
    }

    /// vmgen's own outputs are fixed through their spec, never in place — not even when
    /// `--include-generated` lints them (an edit outside its regions would end vmgen's proof
    /// that the file is its own).
    func testAGeneratedFileIsNeverFixed() throws {
        try folder.write("vmgen.yml", "locales: [en]\n")
        try folder.write("Specs/Card.yml", "viewModel: Card\nhosting: server\ntext:\n  title: { en: \"Card\" }\n")
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: folder.path).status, 0)
        let generated = try XCTUnwrap(folder.files().first { $0.hasSuffix("CardViewModel.swift") })
        // Make the generated file hold something --fix would rewrite, keeping vmgen's header.
        let text = try XCTUnwrap(folder.read(generated))
        let edited = text.replacingOccurrences(of: "CardViewModel: RequestableViewModel", with: "CardViewModel: RequestableViewModel, Codable")
        XCTAssertNotEqual(edited, text)
        try folder.write(generated, edited)
        let before = Reliability.contents(of: folder.path)
        for arguments in [["--fix"], ["--fix", "--include-generated"]] {
            let run = try lint(arguments)
            XCTAssertEqual(Reliability.contents(of: folder.path), before, "\(arguments): \(run.output)")
        }
        let run = try lint(["--fix", "--include-generated"])
        XCTAssertTrue(run.standardError.contains("was not fixed: vmgen generated it; fix its spec and run 'vmgen generate'"), run.standardError)
    }

    func testAnExcludedFileIsNeverTouched() throws {
        try folder.write("vmgen.yml", "lint:\n  include: [Sources]\n  exclude: [Sources/Legacy]\n")
        try folder.write("Sources/Legacy/CardViewModel.swift", restated)
        try folder.write("Sources/Legacy/Card.yaml", "en:\n  CardViewModel:\n    title: \"Card\"\n")
        try folder.write("Sources/Own.swift", "let x = 1\n")
        let before = Reliability.contents(of: folder.path)
        let run = try lint(["--fix"])
        XCTAssertEqual(Reliability.contents(of: folder.path), before, run.output)
        // Nor does its .yaml fail the lint: lint.exclude leaves it out of the report too.
        let plain = try lint([])
        XCTAssertEqual(plain.status, 0, plain.output)
        XCTAssertFalse(plain.output.contains("LOC-02"), plain.output)
    }

    /// `lint --fix PATH` renames only the `.yaml` files under PATH, and reports only those: the
    /// others are read for the checks across files and left alone, unreported.
    func testFixOfAPathTouchesOnlyWhatIsUnderIt() throws {
        try folder.write("vmgen.yml", "locales: [en]\n")
        try folder.write("Sources/App/Own.swift", "let x = 1\n")
        try folder.write("Sources/Resources/ViewModels/Card.yaml", "en:\n  CardViewModel:\n    title: \"Card\"\n")
        try folder.write("Sources/Feature/Resources/Row.yaml", "en:\n  RowViewModel:\n    title: \"Row\"\n")
        try folder.write("Sources/Feature/Row.swift", "let y = 2\n")
        let before = Reliability.contents(of: folder.path)
        for arguments in [["Sources/App"], ["Sources/App/Own.swift"], ["Sources/App", "--fix"], ["Sources/App/Own.swift", "--fix"]] {
            let run = try lint(arguments)
            XCTAssertEqual(run.status, 0, "\(arguments): \(run.output)")
            XCTAssertFalse(run.output.contains(".yaml"), "\(arguments): \(run.output)")
            XCTAssertEqual(Reliability.contents(of: folder.path), before, "\(arguments): \(run.output)")
        }
        // Named, the folder's own .yaml is reported and renamed; the other stays as it is.
        let report = try lint(["Sources/Feature"])
        XCTAssertEqual(report.status, 1, report.output)
        XCTAssertTrue(report.standardError.contains("Sources/Feature/Resources/Row.yaml:1:1: error: FOSMVVM only loads .yml files"), report.output)
        XCTAssertFalse(report.output.contains("Card.yaml"), report.output)
        let fix = try lint(["Sources/Feature", "--fix"])
        XCTAssertEqual(fix.status, 0, fix.output)
        XCTAssertNotNil(folder.read("Sources/Feature/Resources/Row.yml"), fix.output)
        XCTAssertNil(folder.read("Sources/Feature/Resources/Row.yaml"))
        XCTAssertNotNil(folder.read("Sources/Resources/ViewModels/Card.yaml"), fix.output)
        // With no path, the whole project's are.
        XCTAssertEqual(try lint(["--fix"]).status, 0)
        XCTAssertNotNil(folder.read("Sources/Resources/ViewModels/Card.yml"))
    }

    /// A `--fix` that was killed left temporary copies of sources (hidden `.tmp` files, never
    /// compiled): the next `--fix` removes those whose process is gone, where it walks; `lint`
    /// and `--dry-run` write nothing, so they remove nothing.
    func testTheTemporaryFilesOfAStoppedFixAreRemovedByTheNextFix() throws {
        try folder.write("vmgen.yml", "locales: [en]\n")
        try folder.write("Sources/App/CardViewModel.swift", restated)
        let dead = "Sources/App/.CardViewModel.swift.vmgen-999999999.tmp"
        let alive = "Sources/App/.CardViewModel.swift.vmgen-1.tmp"  // process 1 runs as long as the machine
        try folder.write(dead, "half a fi")
        try folder.write(alive, "being writ")
        for arguments in [[String](), ["--fix", "--dry-run"]] {
            _ = try lint(arguments)
            XCTAssertTrue(folder.exists(dead), "\(arguments)")
        }
        let run = try lint(["--fix", "-v"])
        XCTAssertTrue(run.standardError.contains("removed \(dead), left by a vmgen run that was stopped"), run.output)
        XCTAssertFalse(folder.exists(dead))
        XCTAssertTrue(folder.exists(alive))
    }

    /// A read-only file: the write fails, is reported, and the file stays.
    func testAFileThatCannotBeWrittenIsReportedAndKept() throws {
        guard getuid() != 0 else { throw XCTSkip("root writes read-only folders") }
        try folder.write("Sources/Locked/CardViewModel.swift", restated)
        chmod(folder.path + "/Sources/Locked", 0o555)
        defer { chmod(folder.path + "/Sources/Locked", 0o755) }
        let run = try lint(["--fix"])
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertEqual(folder.read("Sources/Locked/CardViewModel.swift"), restated)
        XCTAssertTrue(run.standardError.contains("error: cannot write"), run.standardError)
    }
}
