@testable import VMGenCLI
import XCTest

/// Which listed paths lint never reads: hidden folders, `Packages` and `DerivedData`, at any depth.
final class LintScopeSkipTests: XCTestCase {
    func testHiddenAndBuildFoldersAreSkippedAtAnyDepth() {
        for path in [".build/A.swift", "Sources/.hidden/A.swift", "Packages/X/A.swift", "A/DerivedData/B.swift", "Sources/.A.swift", "Café/.x/A.swift", "Packages"] {
            XCTAssertTrue(LintScope.isSkipped(path), path)
        }
        for path in ["Sources/A.swift", "Sources/MyPackages/A.swift", "DerivedDataX/A.swift", "Sources/a.b/A.swift", "Café/A.swift", "Sources//A.swift", ""] {
            XCTAssertFalse(LintScope.isSkipped(path), path)
        }
    }
}
