import VMGenKit
import XCTest

/// A fix must not leave the next lint something new: `LintFixer` puts back a file whose fixes
/// added a finding of another rule, tries its fixes one rule at a time, and holds back the one
/// that adds it (the rest still apply).
final class FixAddsNoFindingTests: XCTestCase {
    private let path = "Sources/ViewModels/Card/CardViewModel.swift"
    private let source = """
        @ViewModel
        public struct CardViewModel: Codable {
            public let vmId = ViewModelId(type: Self.self)
            public static func stub() -> Self { .init() }
        }

        """

    /// The real linter, plus a finding of OBS-04 wherever the text says `var vmId`: a stand-in
    /// for a rule that would report what VMID-02's fix (`let vmId` → `var vmId`) writes.
    private func linting(_ swift: [(path: String, bytes: [UInt8])], _ yaml: [(path: String, bytes: [UInt8])]) -> Linter.Result {
        var result = Linter.lint(swift: swift, yaml: yaml, config: RuleRunner.config)
        for file in swift where String(decoding: file.bytes, as: UTF8.self).contains("var vmId") {
            result.diagnostics.append(Diagnostic(.warning, "what the fix wrote", at: SourceLocation(file: file.path, line: 1, column: 1), code: "OBS-04"))
        }
        return result
    }

    func testTheFixThatAddsAFindingIsHeldBackAndTheOthersApply() {
        let result = LintFixer.fix(swift: [(path, Array(source.utf8))], yaml: [], config: RuleRunner.config, linting: linting)
        let fixed = String(decoding: result.swift[0].bytes, as: UTF8.self)
        XCTAssertEqual(fixed, source.replacingOccurrences(of: ": Codable", with: ""), "DECL-03's fix applies, VMID-02's does not")
        XCTAssertEqual(result.fixed[path], ["DECL-03": 1])
        XCTAssertEqual(result.heldBack[path], ["VMID-02": ["OBS-04"]])
        XCTAssertEqual(result.changed, [path])
        XCTAssertFalse(result.lint.diagnostics.contains { $0.code == "OBS-04" }, "the next lint has nothing new")
        XCTAssertTrue(result.lint.diagnostics.contains { $0.code == "VMID-02" }, "the finding stays for a person")
    }

    func testAFileWhoseOnlyFixAddsAFindingIsLeftAsItWas() {
        let only = source.replacingOccurrences(of: ": Codable", with: "")
        let result = LintFixer.fix(swift: [(path, Array(only.utf8))], yaml: [], config: RuleRunner.config, linting: linting)
        XCTAssertEqual(String(decoding: result.swift[0].bytes, as: UTF8.self), only)
        XCTAssertEqual(result.changed, [])
        XCTAssertNil(result.fixed[path])
        XCTAssertEqual(result.heldBack[path], ["VMID-02": ["OBS-04"]])
    }

    func testWithoutSuchAFindingBothFixesApply() {
        let result = LintFixer.fix(swift: [(path, Array(source.utf8))], yaml: [], config: RuleRunner.config)
        XCTAssertEqual(result.fixed[path], ["DECL-03": 1, "VMID-02": 1])
        XCTAssertEqual(result.heldBack, [:])
    }

    /// The shape of the chain: a `@FOSMVVM.ViewModel` struct restating its
    /// conformances. The rules see it as the ViewModel it is before any fix, so fixing the
    /// spelling (and then the conformances) reveals nothing that was hidden.
    func testFixingTheMacroSpellingRevealsNoHiddenFinding() {
        let spelled = """
            @FOSMVVM.ViewModel
            public struct CardViewModel: Codable, Sendable {
                public let vmId = ViewModelId()
            }

            """
        let before = Linter.lint(swift: [(path, Array(spelled.utf8))], yaml: [], config: RuleRunner.config)
        let codes = Set(before.diagnostics.compactMap(\.code))
        for rule in ["DECL-02", "DECL-03", "STUB-01", "VMID-02"] {
            XCTAssertTrue(codes.contains(rule), "\(rule) is hidden before the fix: \(codes.sorted())")
        }
        let result = LintFixer.fix(swift: [(path, Array(spelled.utf8))], yaml: [], config: RuleRunner.config)
        XCTAssertEqual(String(decoding: result.swift[0].bytes, as: UTF8.self), """
            @ViewModel
            public struct CardViewModel {
                public var vmId = ViewModelId()
            }

            """)
        XCTAssertEqual(result.heldBack, [:])
        let after = Set(result.lint.diagnostics.compactMap(\.code))
        XCTAssertTrue(after.isSubset(of: codes), "the fix added \(after.subtracting(codes).sorted())")
    }
}
