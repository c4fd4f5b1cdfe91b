import VMGenKit
import XCTest

/// Runs the spec stages (syntax, model, rules) over in-memory specs.
enum SpecHarness {
    static func config(locales: [String] = ["en"]) -> ProjectConfig {
        var config = ProjectConfig()
        config.locales = locales
        return config
    }

    static func build(_ files: [String: String], locales: [String] = ["en"]) -> (set: ViewModelSet, diagnostics: [Diagnostic]) {
        let specs = files.map { SpecFile(path: $0.key, text: $0.value) }
        let (documents, syntax) = Generator.parse(specs)
        let (set, model) = SpecModelBuilder.build(documents)
        return (set, syntax + model + SpecChecker.check(set, config: config(locales: locales)))
    }

    /// Every diagnostic rendered as the CLI prints it (path:line:col, source line, caret).
    static func errors(_ files: [String: String], locales: [String] = ["en"]) -> String {
        DiagnosticRenderer(sources: files).render(build(files, locales: locales).diagnostics.sortedForOutput())
    }

    static func errors(_ text: String, locales: [String] = ["en"]) -> String {
        errors(["Specs/A.yml": text], locales: locales)
    }

    /// The files a whole run writes for one spec with the built-in templates (path → text); a
    /// diagnostic fails the calling test.
    static func rendered(_ text: String, path: String = "Specs/A.yml", file: StaticString = #filePath, line: UInt = #line) -> [String: String] {
        let output = Generator.run(.init(config: ProjectConfig(), specs: [SpecFile(path: path, text: text)], templates: TemplateLibrary.templateSet().templates, existing: [:]))
        XCTAssertEqual(output.diagnostics, [], file: file, line: line)
        return Dictionary(uniqueKeysWithValues: output.plan.actions.map { ($0.path, String(decoding: $0.contents ?? [], as: UTF8.self)) })
    }
}
