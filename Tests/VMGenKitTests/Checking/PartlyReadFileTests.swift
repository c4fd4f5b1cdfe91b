import VMGenKit
import XCTest

/// Where the Swift reader cannot read part of a file, lint says so once for the file, as a
/// note beside the findings, never as a finding: no baseline, `--strict` or report counts it.
final class PartlyReadFileTests: XCTestCase {
    private func lint(_ files: [(String, String)]) -> Linter.Result {
        Linter.lint(swift: files.map { (path: $0.0, bytes: Array($0.1.utf8)) }, yaml: [], config: ProjectConfig())
    }

    func testAnUnreadablePartIsOneNoteForTheFileAndNoFinding() {
        let result = lint([
            ("Sources/App/Odd.swift", "struct Odd {\n    let a = 1\n    1 + 2\n    let b = 2\n    3 + 4\n}\n"),
            ("Sources/App/Fine.swift", "struct Fine {\n    let a = 1\n}\n"),
        ])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.partlyRead.map { "\($0.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-") \($0.severity) \($0.message)" }, [
            "Sources/App/Odd.swift:3:5 note vmgen could not read all of this file: expected a declaration; skipped to the next one (and 1 more place); findings in what it skipped may be missing",
        ])
    }

    func testFindingsBesideAnUnreadablePartAreStillReported() {
        let result = lint([("Sources/ViewModels/A/AViewModel.swift", """
            @ViewModel
            public struct AViewModel {
                1 + 2
                public let vmId: ViewModelId = .init()
                public static func stub() -> Self { .init() }
            }

            """)])
        XCTAssertEqual(result.diagnostics.map { $0.code ?? "" }, ["VMID-02"])
        XCTAssertEqual(result.partlyRead.count, 1)
    }
}
