import Foundation
@testable import VMGenCLI
import VMGenTestSupport
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

/// The parallel listing lint uses gives `DirectoryListing`'s answer: the same files, links not
/// followed, sorted.
final class ParallelListingTests: XCTestCase {
    func testListsWhatTheSerialWalkLists() throws {
        let folder = try TemporaryFolder()
        for index in 0..<40 {
            try folder.write("Sources/F\(index % 7)/Sub\(index % 3)/File\(index).swift", "let x = \(index)\n")
        }
        try folder.write("Sources/Top.swift", "")
        try folder.write("Sources/.hidden/A.swift", "")
        try folder.write("Outside/B.swift", "")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/Link", withDestinationPath: folder.path + "/Outside")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Sources/F1/Linked.swift", withDestinationPath: folder.path + "/Outside/B.swift")
        for root in [folder.path + "/Sources", folder.path + "/Sources/F2", folder.path + "/Outside", folder.path + "/Missing", folder.path + "/Sources/Top.swift"] {
            XCTAssertEqual(ParallelListing.files(under: root), DirectoryListing.files(under: root), root)
        }
        XCTAssertEqual(ParallelListing.files(under: folder.path + "/Sources").count, 42)
    }
}

/// The localization folders inside `lint.include` are read from its listing; a link on the
/// way is still followed, as listing the folder itself does.
final class LintScopeListingTests: XCTestCase {
    func testLocalizationFilesAreTheSameWithOrWithoutTheLintFolderListedFirst() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/A.swift", "let a = 1\n")
        try folder.write("Sources/Resources/ViewModels/Card/en.yml", "en: {}\n")
        try folder.write("Sources/Resources/ViewModels/.hidden/en.yml", "en: {}\n")
        try folder.write("Outside/Localizations/es.yml", "es: {}\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/Sources/ViewModels/Resources", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/Sources/ViewModels/Resources/Localizations", withDestinationPath: folder.path + "/Outside/Localizations")
        let project = Project.defaults(at: folder.path)
        let listedFirst = LintScope(project: project, workingDirectory: folder.path)
        XCTAssertEqual(try listedFirst.targets([]).swift, ["Sources/App/A.swift"])
        let alone = LintScope(project: project, workingDirectory: folder.path)
        XCTAssertEqual(listedFirst.localizationFiles(), alone.localizationFiles())
        XCTAssertEqual(alone.localizationFiles(), [
            "Sources/Resources/ViewModels/Card/en.yml", "Sources/ViewModels/Resources/Localizations/es.yml",
        ])
    }
}
