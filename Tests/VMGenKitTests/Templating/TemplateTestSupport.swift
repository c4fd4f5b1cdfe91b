import XCTest

@testable import VMGenKit

/// Builds sets from inline template texts: name `X` is shown as `Templates/X`.
enum TemplateFixture {
    static let mainName = "T.template"

    static func set(_ main: String, others: [String: String] = [:], filters: [String: TemplateFilter] = [:]) -> TemplateSet {
        var sources = others.mapValues { $0 }.reduce(into: [String: TemplateSource]()) { result, entry in
            result[entry.key] = TemplateSource(text: entry.value, displayPath: "Templates/\(entry.key)")
        }
        sources[mainName] = TemplateSource(text: main, displayPath: "Templates/\(mainName)")
        return TemplateSet(sources: sources, filters: filters)
    }

    /// The texts by display path, for `DiagnosticRenderer`.
    static func displaySources(_ main: String, others: [String: String] = [:]) -> [String: String] {
        var result = ["Templates/\(mainName)": main]
        for (name, text) in others { result["Templates/\(name)"] = text }
        return result
    }
}

extension XCTestCase {
    /// Renders `main` and fails the test (returning "") if rendering fails.
    func renderTemplate(
        _ main: String, _ context: TemplateValue = [:], others: [String: String] = [:],
        filters: [String: TemplateFilter] = [:], file: StaticString = #filePath, line: UInt = #line
    ) -> String {
        let set = TemplateFixture.set(main, others: others, filters: filters)
        switch set.render(TemplateFixture.mainName, context: context) {
        case .success(let output):
            return output
        case .failure(let diagnostics):
            let text = DiagnosticRenderer(sources: TemplateFixture.displaySources(main, others: others)).render(diagnostics)
            XCTFail("unexpected errors:\n\(text)", file: file, line: line)
            return ""
        }
    }

    /// Renders `main`, expects failure, and returns the diagnostics as the CLI prints them.
    func renderTemplateErrors(
        _ main: String, _ context: TemplateValue = [:], others: [String: String] = [:],
        filters: [String: TemplateFilter] = [:], file: StaticString = #filePath, line: UInt = #line
    ) -> String {
        let set = TemplateFixture.set(main, others: others, filters: filters)
        switch set.render(TemplateFixture.mainName, context: context) {
        case .success(let output):
            XCTFail("expected errors, rendered:\n\(output)", file: file, line: line)
            return ""
        case .failure(let diagnostics):
            for diagnostic in diagnostics {
                XCTAssertEqual(diagnostic.code, "template", file: file, line: line)
                XCTAssertEqual(diagnostic.severity, .error, file: file, line: line)
            }
            return DiagnosticRenderer(sources: TemplateFixture.displaySources(main, others: others)).render(diagnostics)
        }
    }

    /// `validate()` of the set, rendered as the CLI prints it.
    func validateTemplates(_ main: String, others: [String: String] = [:], filters: [String: TemplateFilter] = [:]) -> String {
        let set = TemplateFixture.set(main, others: others, filters: filters)
        return DiagnosticRenderer(sources: TemplateFixture.displaySources(main, others: others)).render(set.validate())
    }
}
