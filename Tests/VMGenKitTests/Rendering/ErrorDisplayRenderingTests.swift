import VMGenKit
import XCTest

/// Seed 000's error display: `LocalizableString` properties, a request's generated
/// `ResponseError` and the client-hosted ViewModel that shows it, as rendered.
final class ErrorDisplayRenderingTests: XCTestCase {
    /// The files one run renders from `specs` (locales en and es), by path.
    static func render(_ specs: [String: String]) -> (files: [String: String], diagnostics: String) {
        var config = ProjectConfig()
        config.locales = ["en", "es"]
        let input = Generator.Input(
            config: config, specs: specs.map { SpecFile(path: $0.key, text: $0.value) }, templates: TemplateLibrary.templateSet().templates,
            existing: [:])
        let output = Generator.run(input)
        let files = Dictionary(output.rendered.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        return (files, DiagnosticRenderer(sources: specs).render(output.diagnostics.sortedForOutput()))
    }

    func testALocalizableStringPropertyIsStoredAndStubbedAsAConstant() throws {
        let (files, diagnostics) = Self.render(["Specs/Notice.yml": """
            viewModel: Notice
            hosting: client
            properties:
              message: LocalizableString
              detail: { type: LocalizableString?, stub: "Bedrock is closed" }
            """])
        XCTAssertEqual(diagnostics, "")
        let swift = try XCTUnwrap(files["Sources/ViewModels/Notice/NoticeViewModel.swift"])
        XCTAssertTrue(swift.contains("    public let message: LocalizableString\n    public let detail: LocalizableString?\n"), swift)
        XCTAssertTrue(swift.contains("public init(message: LocalizableString, detail: LocalizableString?)"), swift)
        XCTAssertTrue(swift.contains("message: LocalizableString = .constant(\"Yabba dabba doo\"),\n        detail: LocalizableString? = .constant(\"Bedrock is closed\")"), swift)
    }
}
