import Foundation
import VMGenTestSupport
import XCTest

/// `vmgen lint --fix` through the built binary: what it rewrites, what it prints, its exit
/// codes, `--dry-run`'s diff, and that a second run changes nothing.
final class LintFixCommandTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func lint(_ arguments: [String]) throws -> ProcessRunner.Result {
        try Reliability.vmgen(["lint"] + arguments, in: folder.path)
    }

    private let cardPath = "Sources/ViewModels/Card/CardViewModel.swift"

    /// Restated conformances (warnings) and a random vmId in an init that has the id (error).
    private let card = """
        import FOSMVVM

        @ViewModel
        public struct CardViewModel: Codable, Sendable {
            public let id: String
            public let vmId: ViewModelId
            public init(id: String) {
                self.id = id
                self.vmId = .init()
            }
            public static func stub() -> Self { .init(id: "1") }
        }

        """

    private var fixedCard: String {
        card.replacingOccurrences(of: "CardViewModel: Codable, Sendable {", with: "CardViewModel {")
            .replacingOccurrences(of: "self.vmId = .init()", with: "self.vmId = .init(id: id)")
    }

    func testFixRewritesTheFileAndExitsZeroWhenNothingRemains() throws {
        try folder.write(cardPath, card)
        XCTAssertEqual(try lint([]).status, 1, "an error before the fix")
        let run = try lint(["--fix"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(folder.read(cardPath), fixedCard)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, """
            fixed \(cardPath) (2 × DECL-03, VMID-03)
            vmgen: fixed 3 findings in 1 file
            vmgen: 1 Swift file checked, 0 errors, 0 warnings

            """)
    }

    /// What the fix cannot decide stays, reported as `lint` reports it, with its exit code.
    func testFixExitsOneWhenAnErrorRemains() throws {
        // A random vmId as a property default: it cannot use the init's id.
        let row = """
            import FOSMVVM

            @ViewModel
            public struct RowViewModel: Sendable {
                public let id: String
                public var vmId: ViewModelId = .init()
                public init(id: String) { self.id = id }
                public static func stub() -> Self { .init(id: "1") }
            }

            """
        try folder.write("Sources/ViewModels/Row/RowViewModel.swift", row)
        let run = try lint(["--fix"])
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertEqual(folder.read("Sources/ViewModels/Row/RowViewModel.swift"), row.replacingOccurrences(of: "RowViewModel: Sendable {", with: "RowViewModel {"))
        XCTAssertTrue(run.standardError.hasPrefix("fixed Sources/ViewModels/Row/RowViewModel.swift (DECL-03)\nvmgen: fixed 1 finding in 1 file\n"), run.standardError)
        XCTAssertTrue(run.standardError.contains("Sources/ViewModels/Row/RowViewModel.swift:6:36: error: a random vmId, but RowViewModel has the id 'id'"), run.standardError)
        XCTAssertTrue(run.standardError.hasSuffix("vmgen: 1 Swift file checked, 1 error, 0 warnings\n"), run.standardError)
    }

    func testWarningsThatRemainFailOnlyWithStrict() throws {
        // A suppression naming a rule vmgen does not know: reported (SUP-02), never deleted.
        let source = "public struct A {\n    // vmgen:disable:next VMID-2 — legacy\n    let x = 1\n}\n"
        try folder.write("Sources/A.swift", source)
        XCTAssertEqual(try lint(["--fix"]).status, 0)
        XCTAssertEqual(try lint(["--fix", "--strict"]).status, 1)
        XCTAssertEqual(folder.read("Sources/A.swift"), source)
    }

    func testDryRunPrintsTheDiffWritesNothingAndExitsOne() throws {
        try folder.write(cardPath, card)
        let before = Reliability.contents(of: folder.path)
        let run = try lint(["--fix", "--dry-run"])
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertEqual(Reliability.contents(of: folder.path), before, "a dry run writes nothing")
        XCTAssertEqual(run.standardOutput, """
            would fix \(cardPath) (2 × DECL-03, VMID-03)
            --- a/\(cardPath)
            +++ b/\(cardPath)
            @@ -1,12 +1,12 @@
             import FOSMVVM
             
             @ViewModel
            -public struct CardViewModel: Codable, Sendable {
            +public struct CardViewModel {
                 public let id: String
                 public let vmId: ViewModelId
                 public init(id: String) {
                     self.id = id
            -        self.vmId = .init()
            +        self.vmId = .init(id: id)
                 }
                 public static func stub() -> Self { .init(id: "1") }
             }

            """)
        XCTAssertEqual(run.standardError, "vmgen: would fix 3 findings in 1 file\nvmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
    }

    func testDryRunWithNothingToFixExitsAsLintDoes() throws {
        try folder.write(cardPath, fixedCard)
        let run = try lint(["--fix", "--dry-run"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "vmgen: nothing to fix\nvmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
    }

    /// `--dry-run` answers "would --fix change anything?": with nothing to fix it exits 0, even
    /// when an error no fix removes remains (reported, as lint reports it).
    func testDryRunExitsOneOnlyWhenSomethingWouldChange() throws {
        let unfixable = fixedCard.replacingOccurrences(of: "    public static func stub() -> Self { .init(id: \"1\") }\n", with: "")
        try folder.write(cardPath, unfixable)
        let run = try lint(["--fix", "--dry-run"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertTrue(run.standardError.contains("[STUB-01]"), run.standardError)
        XCTAssertTrue(run.standardError.hasPrefix("vmgen: nothing to fix\n"), run.standardError)
        XCTAssertEqual(try lint([]).status, 1, "lint itself still fails on the error")
    }

    /// The findings a dry run says would remain are shown on the text it would write.
    func testDryRunReportsWhatWouldRemainOnTheFixedText() throws {
        let source = "// vmgen:disable:next VMID-02 — legacy\nimport FOSMVVM\n\n@ViewModel\npublic struct RowViewModel {\n    public let id: String\n    public var vmId: ViewModelId = .init()\n    public init(id: String) { self.id = id }\n    public static func stub() -> Self { .init(id: \"1\") }\n}\n"
        try folder.write("Sources/ViewModels/Row/RowViewModel.swift", source)
        let run = try lint(["--fix", "--dry-run"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("""
            Sources/ViewModels/Row/RowViewModel.swift:6:36: error: a random vmId
            """), run.standardError)
        XCTAssertTrue(run.standardError.contains("    public var vmId: ViewModelId = .init()\n                                   ^"), run.standardError)
    }

    func testASecondFixChangesNothing() throws {
        try folder.write(cardPath, card)
        try folder.write("Sources/Resources/CardViewModel.yaml", "en:\n  CardViewModel:\n    title: \"Card\"\n")
        XCTAssertEqual(try lint(["--fix"]).status, 0)
        let once = Reliability.contents(of: folder.path)
        let dates = try folder.modificationDates()
        let run = try lint(["--fix"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(Reliability.contents(of: folder.path), once)
        XCTAssertEqual(try folder.modificationDates(), dates, "nothing is rewritten")
        XCTAssertEqual(run.standardError, "vmgen: nothing to fix\nvmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
    }

    func testALocalizationFileIsRenamedToYML() throws {
        try folder.write(cardPath, fixedCard)
        try folder.write("Sources/Resources/CardViewModel.yaml", "en:\n  CardViewModel:\n    title: \"Card\"\n")
        let run = try lint(["--fix"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertNil(folder.read("Sources/Resources/CardViewModel.yaml"))
        XCTAssertEqual(folder.read("Sources/Resources/CardViewModel.yml"), "en:\n  CardViewModel:\n    title: \"Card\"\n")
        XCTAssertTrue(run.standardError.hasPrefix("renamed Sources/Resources/CardViewModel.yaml to Sources/Resources/CardViewModel.yml (LOC-02)\n"), run.standardError)
    }

    /// A suppressed finding, and one in the baseline, are not fixed.
    func testSuppressedAndBaselinedFindingsAreNotFixed() throws {
        let suppressed = card.replacingOccurrences(of: "@ViewModel\n", with: "@ViewModel\n// vmgen:disable:next DECL-03 — the server's decoder needs it spelled out\n")
        try folder.write(cardPath, suppressed)
        XCTAssertEqual(try lint(["--fix"]).status, 0)
        XCTAssertEqual(folder.read(cardPath), suppressed.replacingOccurrences(of: "self.vmId = .init()", with: "self.vmId = .init(id: id)"))

        try folder.write(cardPath, card)
        XCTAssertEqual(try lint(["--write-baseline", "baseline.json"]).status, 0)
        let run = try lint(["--fix", "--baseline", "baseline.json"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(folder.read(cardPath), card)
        XCTAssertEqual(run.standardError, "vmgen: nothing to fix\nvmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
    }

    func testOptionMistakesAreUsageErrors() throws {
        try folder.write(cardPath, card)
        let dryRun = try lint(["--dry-run"])
        XCTAssertEqual(dryRun.status, 2)
        XCTAssertTrue(dryRun.standardError.hasPrefix("Error: --dry-run needs --fix\n"), dryRun.standardError)
        let baseline = try lint(["--fix", "--write-baseline", "b.json"])
        XCTAssertEqual(baseline.status, 2)
        XCTAssertTrue(baseline.standardError.hasPrefix("Error: --fix and --write-baseline cannot be used together"), baseline.standardError)
        XCTAssertEqual(folder.read(cardPath), card)
        XCTAssertFalse(folder.exists("b.json"))
        // The diff and a JSON report cannot share standard output.
        let json = try lint(["--fix", "--dry-run", "--format", "json"])
        XCTAssertEqual(json.status, 2)
        XCTAssertTrue(json.standardError.hasPrefix("Error: --fix --dry-run prints its diff on standard output; write the json report elsewhere with --output FILE\n"), json.standardError)
    }

    /// A machine report of what remains goes where --output says; the fix messages to stderr.
    func testFixWithAJSONReport() throws {
        try folder.write(cardPath, card)
        let run = try lint(["--fix", "--format", "json"])
        XCTAssertEqual(run.status, 0, run.output)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual((report["findings"] as? [Any])?.count, 0)
        XCTAssertEqual(folder.read(cardPath), fixedCard)
        try folder.write(cardPath, card)
        let dryRun = try lint(["--fix", "--dry-run", "--format", "json", "--output", "report.json"])
        XCTAssertEqual(dryRun.status, 1, dryRun.output)
        XCTAssertTrue(dryRun.standardOutput.hasPrefix("would fix \(cardPath)"), dryRun.standardOutput)
        XCTAssertNotNil(folder.read("report.json"))
        XCTAssertEqual(folder.read(cardPath), card)
    }
}
