import VMGenKit
import XCTest

/// LOC-03 compares the files FOSMVVM loads together, one bundle at a time: the server's
/// translations and the client's are two stores, and so are two SwiftPM targets.
final class DuplicateTranslationBundleTests: XCTestCase {
    private let title = "en:\n  CardViewModel:\n    title: \"Card\"\n"

    private func duplicates(_ paths: [String], config: ProjectConfig = ProjectConfig()) -> [String] {
        let yaml = paths.map { (path: $0, bytes: Array(title.utf8)) }
        return Linter.lint(swift: [], yaml: yaml, config: config).diagnostics
            .filter { $0.code == "LOC-03" }.map { "\($0.location?.file ?? "") \($0.message)" }
    }

    func testTheServersAndTheClientsTranslationsAreNeverOneBundle() {
        XCTAssertEqual(duplicates([
            "Sources/Resources/ViewModels/Card/CardViewModel.yml",
            "Sources/ViewModels/Resources/Localizations/Card/CardViewModel.yml",
        ]), [])
        var config = ProjectConfig()
        config.resources.server = "Sources/App/Server/Resources"
        config.resources.client = "Sources/App/Client/Localizations"
        XCTAssertEqual(duplicates(["Sources/App/Client/Localizations/a.yml", "Sources/App/Server/Resources/a.yml"], config: config), [])
    }

    func testTwoTargetsAreTwoBundles() {
        XCTAssertEqual(duplicates(["Tests/ATests/TestYAML/Card.yml", "Tests/BTests/TestYAML/Card.yml"]), [])
        XCTAssertEqual(duplicates(["Packages/Kit/Sources/Kit/Resources/a.yml", "Packages/Other/Sources/Other/Resources/a.yml"]), [])
    }

    func testDuplicatesWithinOneBundleAreReported() {
        XCTAssertEqual(duplicates(["Sources/Resources/Other.yml", "Sources/Resources/ViewModels/Card/CardViewModel.yml"]), [
            "Sources/Resources/ViewModels/Card/CardViewModel.yml 'CardViewModel.title' (en) is also defined in Sources/Resources/Other.yml:3; FOSMVVM keeps one of them at random",
        ])
        XCTAssertEqual(duplicates(["Packages/Kit/Sources/Kit/Resources/a.yml", "Packages/Kit/Sources/Kit/Resources/Sub/b.yml"]).count, 1)
        XCTAssertEqual(duplicates(["App/Localization/a.yml", "App/Localization/More/b.yml"]).count, 1)
    }
}
