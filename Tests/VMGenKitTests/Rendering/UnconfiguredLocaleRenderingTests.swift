import VMGenKit
import XCTest

/// Localization YAML holds the configured locales, and locales a person added to the file by
/// hand — never a spec's text in a locale vmgen.yml does not list, even with LOC-10 turned off.
final class UnconfiguredLocaleRenderingTests: XCTestCase {
    private let path = "Sources/Resources/ViewModels/A/AViewModel.yml"
    private let spec = SpecFile(path: "Specs/A.yml", text: "viewModel: A\nhosting: server\ntext:\n  title: { en: \"Title\", fr: \"Titre\" }\n")

    private func yaml(existing: [String: [UInt8]] = [:]) throws -> String {
        var config = ProjectConfig()
        config.ruleSettings = ["LOC-10": .off]
        let output = Generator.run(.init(config: config, specs: [spec], templates: TemplateLibrary.templateSet().templates, existing: existing))
        XCTAssertEqual(output.diagnostics, [])
        return try XCTUnwrap(output.rendered.first { $0.path == path }).contents
    }

    func testASpecsTextInAnUnconfiguredLocaleIsNotWritten() throws {
        let text = try yaml()
        XCTAssertTrue(text.contains("en:\n  AViewModel:\n    title: \"Title\"\n"), text)
        XCTAssertFalse(text.contains("fr:"), text)
        XCTAssertFalse(text.contains("Titre"), text)
    }

    func testAHandAddedLocaleKeepsTheFilesText() throws {
        let handEdited = try yaml() + "fr:\n  AViewModel:\n    title: \"Mon titre\"\n"
        let text = try yaml(existing: [path: Array(handEdited.utf8)])
        XCTAssertTrue(text.contains("fr:\n  AViewModel:\n    title: \"Mon titre\"\n"), text)
        XCTAssertFalse(text.contains("Titre"), text)
    }
}
