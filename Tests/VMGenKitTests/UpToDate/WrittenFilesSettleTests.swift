import VMGenKit
import XCTest

/// `Generator.writtenFilesSettle` claims what the next run finds after a plan is written:
/// every written file unchanged and the same diagnostics. Each test runs that next run and
/// checks the claim against it.
final class WrittenFilesSettleTests: XCTestCase {
    private let spec = """
        viewModel: Info
        hosting: server
        text:
          connectionTitle: { en: "Connection" }
        properties:
          status: Status
        enums:
          Status:
            online: { en: "Online", fr: "En ligne" }
        """

    private func input(existing: [String: [UInt8]], localizationTemplate: String? = nil) -> Generator.Input {
        var config = ProjectConfig()
        config.locales = ["en", "fr"]
        config.ruleSettings = ["LOC-01": .warning]  // the placeholder, which these tests edit
        var overrides: [String: TemplateSource] = [:]
        if let localizationTemplate {
            overrides[FileRenderer.TemplateName.localization] = TemplateSource(text: localizationTemplate, displayPath: "Templates/Localization.yml.template")
        }
        return Generator.Input(config: config, specs: [SpecFile(path: "Specs/Info.yml", text: spec)],
            templates: TemplateLibrary.templateSet(overrides: overrides).templates, existing: existing)
    }

    /// The files after `output.plan` is written over `existing`.
    private func after(_ output: Generator.Output, over existing: [String: [UInt8]]) -> [String: [UInt8]] {
        var files = existing
        for action in output.plan.actions {
            switch action.kind {
            case .create, .update: files[action.path] = action.contents
            case .delete: files[action.path] = nil
            case .unchanged, .skip: break
            }
        }
        return files
    }

    /// Whether the next run over the written files changes nothing and reports the same.
    private func nextRunSettles(_ output: Generator.Output, _ next: Generator.Output) -> Bool {
        next.plan.actions.allSatisfy { $0.kind == .unchanged || $0.kind == .skip } && next.diagnostics == output.diagnostics
    }

    func testAFirstGenerateWithLocalizationSettles() {
        let first = Generator.run(input(existing: [:]))
        XCTAssertTrue(first.plan.actions.contains { $0.path.hasSuffix(".yml") && $0.kind == .create })
        XCTAssertTrue(Generator.writtenFilesSettle(first, input: input(existing: [:])))
        XCTAssertTrue(nextRunSettles(first, Generator.run(input(existing: after(first, over: [:])))))
    }

    func testARewrittenFileKeepingAHandAddedTranslationSettles() throws {
        let first = Generator.run(input(existing: [:]))
        var files = after(first, over: [:])
        let path = try XCTUnwrap(files.keys.first { $0.hasSuffix(".yml") })
        // A translation and a locale added by hand, then a spec edit that rewrites the file.
        var text = String(decoding: files[path]!, as: UTF8.self)
        text = text.replacingOccurrences(of: "\"\"  # UNRATIFIED: no text for this locale yet", with: "\"Connexion\"") + "de:\n  InfoViewModel:\n    connectionTitle: \"Verbindung\"\n"
        files[path] = Array(text.utf8)
        let rewrite = Generator.run(input(existing: files))
        XCTAssertTrue(rewrite.plan.actions.contains { $0.path == path && $0.kind == .update }, "\(rewrite.plan.actions) \(rewrite.diagnostics)")
        XCTAssertTrue(Generator.writtenFilesSettle(rewrite, input: input(existing: files)))
        XCTAssertTrue(nextRunSettles(rewrite, Generator.run(input(existing: after(rewrite, over: files)))))
    }

    /// Text written for a missing translation reads back as a translation: the next run
    /// keeps it and rewrites the file (its fingerprint says it keeps translations).
    func testALocalizationFileThatReadsBackDifferentlyDoesNotSettle() throws {
        let template = """
            {% for locale in locales %}
            {{ locale.key }}:
            {% for type in locale.types %}
              {{ type.name }}:
            {% for entry in type.entries %}
                {{ entry.key }}: {% if entry.missing %}"TODO"{% else %}{{ entry.value }}{% endif %}
            {% endfor %}
            {% endfor %}
            {% endfor %}
            """
        let first = Generator.run(input(existing: [:], localizationTemplate: template))
        XCTAssertFalse(first.diagnostics.hasErrors, "\(first.diagnostics)")
        XCTAssertFalse(Generator.writtenFilesSettle(first, input: input(existing: [:], localizationTemplate: template)))
        let next = Generator.run(input(existing: after(first, over: [:]), localizationTemplate: template))
        XCTAssertFalse(nextRunSettles(first, next), "the next run rewrites the file")
    }
}
