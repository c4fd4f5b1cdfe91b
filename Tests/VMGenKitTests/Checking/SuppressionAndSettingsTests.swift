import VMGenKit
import XCTest

/// Suppression comments in every form, and vmgen.yml's per-rule settings.
final class SuppressionAndSettingsTests: XCTestCase {
    private let twoRandomRows = """
        @ViewModel
        public struct RowViewModel {
            public let id: String
            public var vmId: ViewModelId = .init()
            public init(id: String) { self.id = id }
            public static func stub() -> Self { .init(id: "bedrock-42") }
        }
        @ViewModel
        public struct OtherViewModel {
            public let id: String
            public var vmId: ViewModelId = .init()
            public init(id: String) { self.id = id }
            public static func stub() -> Self { .init(id: "bedrock-42") }
        }

        """

    /// The findings on `text`; FILE-01 is off, as the fixture holds two ViewModels in one file
    /// on purpose.
    private func lint(_ text: String, config: ProjectConfig = ProjectConfig()) -> [String] {
        var config = config
        config.ruleSettings["FILE-01"] = .off
        return Linter.lint(swift: [(path: "Sources/ViewModels/Row.swift", bytes: Array(text.utf8))], yaml: [], config: config)
            .diagnostics.map { "\($0.location?.line ?? 0) \($0.code ?? "") \($0.severity.rawValue)" }
    }

    func testWithoutSuppressionsBothFire() {
        XCTAssertEqual(lint(twoRandomRows), ["4 VMID-03 error", "11 VMID-03 error"])
    }

    func testAFileLevelSuppressionCoversTheWholeFile() {
        XCTAssertEqual(lint("// vmgen:disable:file VMID-03 — legacy rows, rebuilt on purpose\n" + twoRandomRows), [])
    }

    func testABlockSuppressionCoversOnlyTheBlock() {
        let text = twoRandomRows.replacingOccurrences(of: "@ViewModel\npublic struct OtherViewModel", with: "// vmgen:enable VMID-03\n@ViewModel\npublic struct OtherViewModel")
        XCTAssertEqual(lint("// vmgen:disable VMID-03 — the legacy row\n" + text), ["13 VMID-03 error"])
    }

    func testThisLineFormAndTheReviewChecklistForm() {
        let thisLine = twoRandomRows.replacingOccurrences(of: "public var vmId: ViewModelId = .init()\n    public init(id: String) { self.id = id }\n    public static func stub() -> Self { .init(id: \"bedrock-42\") }\n}\n@ViewModel", with: "public var vmId: ViewModelId = .init()  // vmgen:disable:this row-identity — on purpose\n    public init(id: String) { self.id = id }\n    public static func stub() -> Self { .init(id: \"bedrock-42\") }\n}\n@ViewModel")
        XCTAssertEqual(lint(thisLine), ["11 VMID-03 error"])
        let review = "// fosmvvm-review:disable:file stable-row-identity — migrating\n" + twoRandomRows
        XCTAssertEqual(lint(review), [])
    }

    func testSuppressionsWithoutAReasonOrThatSuppressNothingAreReported() {
        XCTAssertEqual(lint("// vmgen:disable:file VMID-03\n" + twoRandomRows), ["1 SUP-01 warning"])
        XCTAssertEqual(lint("// vmgen:disable:file OPS-08 — not an operations file\n" + twoRandomRows), [
            "1 SUP-02 warning", "5 VMID-03 error", "12 VMID-03 error",
        ])
        let unknown = Linter.lint(swift: [(path: "A.swift", bytes: Array("// vmgen:disable:next VMID-33 — typo\nlet x = 1\n".utf8))], yaml: [], config: ProjectConfig()).diagnostics
        XCTAssertEqual(unknown.map(\.message), ["the suppression names 'VMID-33', which is not a vmgen rule; did you mean 'VMID-03'?"])
    }

    func testSettingsTurnRulesOffOrChangeTheirSeverity() {
        var off = ProjectConfig()
        off.ruleSettings = ["row-identity": .off]
        XCTAssertEqual(lint(twoRandomRows, config: off), [])
        var warning = ProjectConfig()
        warning.ruleSettings = ["VMID-03": .warning]
        XCTAssertEqual(lint(twoRandomRows, config: warning), ["4 VMID-03 warning", "11 VMID-03 warning"])
    }

    func testSettingsAreReadFromVmgenYml() {
        let (config, diagnostics) = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: "rules:\n  VMID-03: warning\n  stub-vocabulary: off\n  DECL-03: loud\n"))
        XCTAssertEqual(config.ruleSettings, ["VMID-03": .warning, "STUB-05": .off], "kept by id, whatever name set them")
        XCTAssertEqual(DiagnosticRenderer(sources: ["vmgen.yml": "rules:\n  VMID-03: warning\n  stub-vocabulary: off\n  DECL-03: loud\n"]).render(diagnostics), """
            vmgen.yml:4:12: error: a rule is set to off, warning or error, not 'loud' [config]
              DECL-03: loud
                       ^

            """)
    }
}
