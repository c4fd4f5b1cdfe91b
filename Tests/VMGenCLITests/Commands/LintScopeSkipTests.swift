import Foundation
@testable import VMGenCLI
import VMGenTestSupport
import XCTest

/// Which listed paths lint never reads: only what is plainly not source — hidden folders and
/// files, `DerivedData`, `Pods`, `Carthage/Checkouts`, `Carthage/Build` and
/// `SourcePackages/checkouts` — at any depth, with the folder that made each one skipped.
final class LintScopeSkipTests: XCTestCase {
    func testBuildDependencyAndHiddenFoldersAreSkippedAtAnyDepth() {
        let skipped: [(String, String, String)] = [
            (".build/A.swift", ".build", "hidden"), ("Sources/.hidden/A.swift", "Sources/.hidden", "hidden"),
            ("A/DerivedData/B.swift", "A/DerivedData", "Xcode build products"), ("Sources/.A.swift", "Sources/.A.swift", "hidden"),
            ("Café/.x/A.swift", "Café/.x", "hidden"), ("Pods/X/A.swift", "Pods", "CocoaPods dependencies"),
            ("App/Carthage/Checkouts/X/A.swift", "App/Carthage/Checkouts", "Carthage dependencies"),
            ("Carthage/Build/A.swift", "Carthage/Build", "Carthage build products"),
            ("build/SourcePackages/checkouts/x/A.swift", "build/SourcePackages/checkouts", "Swift package checkouts"),
            ("Pods/Café/A.swift", "Pods", "CocoaPods dependencies"),
        ]
        for (path, folder, what) in skipped {
            let found = LintSkips.notSource(path)
            XCTAssertEqual(found?.prefix, folder, path)
            XCTAssertEqual(found?.what, what, path)
        }
        let read = [
            "Sources/A.swift", "Packages/X/A.swift", "Packages", "Sources/MyPackages/A.swift", "DerivedDataX/A.swift",
            "Sources/a.b/A.swift", "Café/A.swift", "Sources//A.swift", "", "Carthage/A.swift", "Checkouts/A.swift",
            "Sources/Build/A.swift", "Sources/Carthage.swift", "./A.swift", "Podspec/A.swift",
        ]
        for path in read {
            XCTAssertNil(LintSkips.notSource(path), path)
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
