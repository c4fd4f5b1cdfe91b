@testable import VMGenKit
import XCTest

/// `CaseOnlyPaths`: two paths vmgen writes, or one it writes and one on disk, that are one on a
/// case-insensitive file system — as files or through a folder — are found; any other pair is
/// not, and the answer does not depend on how many files share a folder.
final class CaseOnlyPathsTests: XCTestCase {
    func testFilesAndFoldersEqualIgnoringCaseAreFound() {
        let clashes = CaseOnlyPaths.clashes(
            written: ["Sources/ViewModels/FieldModels/AFields.swift", "Sources/ViewModels/FIELDMODELS/FIELDMODELSViewModel.swift", "Specs/Foo.yml", "Specs/FOO.yml"],
            existing: [])
        XCTAssertEqual(clashes, [
            .init(path: "Sources/ViewModels/FIELDMODELS/FIELDMODELSViewModel.swift", other: "Sources/ViewModels/FieldModels/AFields.swift",
                part: "Sources/ViewModels/FIELDMODELS", otherPart: "Sources/ViewModels/FieldModels", otherExists: false),
            .init(path: "Specs/FOO.yml", other: "Specs/Foo.yml", part: "Specs/FOO.yml", otherPart: "Specs/Foo.yml", otherExists: false),
        ])
        XCTAssertTrue(CaseOnlyPaths.describe(clashes[0]).hasPrefix("the folders Sources/ViewModels/FIELDMODELS (where vmgen writes "))
        XCTAssertTrue(CaseOnlyPaths.describe(clashes[1]).hasSuffix("they are one file, and one would overwrite the other"))
    }

    func testAPathOnDiskEqualIgnoringCaseIsFoundAndTheSamePathIsNot() {
        let written = ["Sources/ViewModels/Harbor/HarborViewModel.swift", "Sources/ViewModels/Harbor/HarborRequest.swift"]
        XCTAssertEqual(CaseOnlyPaths.clashes(written: written, existing: written + ["Sources/ViewModels/Harbor/Mine.swift", "Sources/Other/x.swift"]), [])
        // A folder spelt otherwise on disk: one error, at the first path written into it.
        XCTAssertEqual(CaseOnlyPaths.clashes(written: written, existing: ["Sources/ViewModels/harbor/Mine.swift"]), [
            .init(path: written[0], other: "Sources/ViewModels/harbor/Mine.swift", part: "Sources/ViewModels/Harbor", otherPart: "Sources/ViewModels/harbor", otherExists: true),
        ])
        // A file spelt otherwise in the same folder.
        XCTAssertEqual(CaseOnlyPaths.clashes(written: written, existing: ["Sources/ViewModels/Harbor/harborrequest.swift"]), [
            .init(path: written[1], other: "Sources/ViewModels/Harbor/harborrequest.swift", part: written[1], otherPart: "Sources/ViewModels/Harbor/harborrequest.swift", otherExists: true),
        ])
    }

    func testNamesThatDifferInMoreThanCaseAreNoClash() {
        let written = (0..<500).map { "Sources/ViewModels/Page\($0)/Page\($0)ViewModel.swift" } + ["Sources/ViewModels/Straße/A.swift"]
        XCTAssertEqual(CaseOnlyPaths.clashes(written: written, existing: ["Sources/ViewModels/Strasse/A.swift", "Sources/ViewModels/Page1/page10viewmodel.swift"]), [])
        // Non-ASCII letters compare ignoring case too.
        XCTAssertEqual(CaseOnlyPaths.clashes(written: ["Specs/Émile.yml", "Specs/émile.yml"], existing: []).count, 1)
    }
}
