import VMGenKit
import XCTest

/// A text with no value in a configured locale never ships blank with success: by default it is
/// LOC-01, an error that stops `generate`; with `fallbackLocale:` the fallback locale's text is
/// written, marked as a fallback; only `rules: { LOC-01: warning }` writes the old placeholder.
final class MissingTranslationTests: XCTestCase {
    private let spec = """
        viewModel: Info
        hosting: server
        text:
          pageTitle: { en: "Info" }
          rules:
            pieces: { en: ["One", "Two"] }
            separator: { en: " · " }
        """
    private let path = "Sources/Resources/ViewModels/Info/InfoViewModel.yml"

    private func config(fallback: String? = nil, rules: [String: ProjectConfig.RuleSetting] = [:]) -> ProjectConfig {
        var config = ProjectConfig()
        config.locales = ["en", "es"]
        config.fallbackLocale = fallback
        config.ruleSettings = rules
        return config
    }

    private func run(_ config: ProjectConfig, spec: String? = nil, existing: [String: [UInt8]] = [:]) -> Generator.Output {
        Generator.run(Generator.Input(config: config, specs: [SpecFile(path: "Specs/Info.yml", text: spec ?? self.spec)],
            templates: TemplateLibrary.templateSet().templates, existing: existing))
    }

    private func written(_ output: Generator.Output, over existing: [String: [UInt8]] = [:]) -> [String: [UInt8]] {
        var files = existing
        for action in output.plan.actions where action.kind == .create || action.kind == .update { files[action.path] = action.contents }
        return files
    }

    private func text(_ files: [String: [UInt8]]) throws -> String {
        String(decoding: try XCTUnwrap(files[path], "\(files.keys.sorted())"), as: UTF8.self)
    }

    func testByDefaultAMissingTranslationIsAnErrorAtItsSpecLineAndNothingIsWritten() {
        let output = run(config())
        let errors = output.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.code), ["LOC-01", "LOC-01", "LOC-01"], "\(output.diagnostics)")
        XCTAssertEqual(errors.map { $0.location?.line }, [4, 5, 5])  // the title, the pieces and the separator
        XCTAssertTrue(errors[0].message.contains("'pageTitle'") && errors[0].message.contains("'es'") && errors[0].message.contains("fallbackLocale"), errors[0].message)
        XCTAssertTrue(output.plan.actions.isEmpty, "\(output.plan.actions)")
    }

    func testAFallbackLocaleWritesItsTextMarkedAndReportsNothing() throws {
        let output = run(config(fallback: "en"))
        XCTAssertFalse(output.diagnostics.contains { $0.code == "LOC-01" }, "\(output.diagnostics)")
        let yaml = try text(written(output))
        XCTAssertTrue(yaml.contains("es:\n  InfoViewModel:\n    pageTitle: \"Info\"  # FALLBACK: the 'en' text; no text for this locale yet\n"), yaml)
        XCTAssertTrue(yaml.contains("    rulesPieces:  # FALLBACK: the 'en' text; no text for this locale yet\n      - \"One\"\n      - \"Two\"\n"), yaml)
        XCTAssertFalse(yaml.contains("UNRATIFIED"), yaml)
        XCTAssertFalse(yaml.contains("\"\""), yaml)
        XCTAssertFalse(yaml.contains("keeps translations"), "a fallback is no kept translation: \(yaml)")
    }

    func testAFallbackFileSettlesAndGivesWayToTheTranslationOnceTheSpecHasIt() throws {
        let first = written(run(config(fallback: "en")))
        let again = run(config(fallback: "en"), existing: first)
        XCTAssertTrue(again.plan.actions.allSatisfy { $0.kind == .unchanged }, "\(again.plan.actions.map { "\($0.path) \($0.kind)" })")
        let translated = spec.replacingOccurrences(of: "{ en: \"Info\" }", with: "{ en: \"Info\", es: \"Información\" }")
        let next = run(config(fallback: "en"), spec: translated, existing: first)
        XCTAssertFalse(next.diagnostics.hasErrors, "\(next.diagnostics)")
        let yaml = try text(written(next, over: first))
        XCTAssertTrue(yaml.contains("    pageTitle: \"Información\"\n"), yaml)
        XCTAssertTrue(yaml.contains("    rulesPieces:  # FALLBACK"), yaml)
        // And when the fallback locale's own text changes, the fallback follows it.
        let renamed = spec.replacingOccurrences(of: "{ en: \"Info\" }", with: "{ en: \"About\" }")
        let moved = try text(written(run(config(fallback: "en"), spec: renamed, existing: first), over: first))
        XCTAssertTrue(moved.contains("es:\n  InfoViewModel:\n    pageTitle: \"About\"  # FALLBACK"), moved)
    }

    /// A file someone edited (its fingerprint no longer matches) is rewritten only when nothing
    /// of theirs is lost: the fallback text and its comment are vmgen's, not theirs.
    func testAnEditedFileWithAFallbackIsRewrittenWithoutLosingAnything() throws {
        var files = written(run(config(fallback: "en")))
        let edited = try text(files) + "fr:\n  InfoViewModel:\n    pageTitle: \"Infos\"\n"
        files[path] = Array(edited.utf8)
        let translated = spec.replacingOccurrences(of: "{ en: \"Info\" }", with: "{ en: \"Info\", es: \"Información\" }")
        let next = run(config(fallback: "en"), spec: translated, existing: files)
        XCTAssertFalse(next.diagnostics.contains { $0.code == "edited-localization" }, "\(next.diagnostics)")
        let yaml = try text(written(next, over: files))
        XCTAssertTrue(yaml.contains("    pageTitle: \"Información\"\n") && yaml.contains("fr:\n  InfoViewModel:\n    pageTitle: \"Infos\"\n"), yaml)
    }

    func testTheFallbackLocaleMissingTooIsStillAnError() {
        let spec = self.spec.replacingOccurrences(of: "{ en: \"Info\" }", with: "{ es: \"Información\" }")
        let output = run(config(fallback: "en"), spec: spec)
        let errors = output.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.code), ["LOC-01"], "\(output.diagnostics)")
        XCTAssertTrue(errors[0].message.contains("no text for 'en'"), errors[0].message)
    }

    func testLOC01AsAWarningStillWritesThePlaceholder() throws {
        let output = run(config(rules: ["LOC-01": .warning]))
        XCTAssertEqual(output.diagnostics.filter { $0.code == "LOC-01" }.map(\.severity), [.warning, .warning, .warning])
        XCTAssertTrue(try text(written(output)).contains("    pageTitle: \"\"  # UNRATIFIED: no text for this locale yet\n"))
    }

    func testAFormsMessagesTakeTheFallbackToo() throws {
        let spec = """
            viewModel: Boat
            hosting: server
            form:
              name: BoatFields
              fields:
                name: { type: String, title: { en: "Name" } }
            """
        let output = run(config(fallback: "en"), spec: spec)
        XCTAssertFalse(output.diagnostics.hasErrors, "\(output.diagnostics)")
        let file = try XCTUnwrap(written(output).first { $0.key.hasSuffix("BoatFieldsMessages.yml") })
        let yaml = String(decoding: file.value, as: UTF8.self)
        XCTAssertTrue(yaml.contains("es:\n  BoatFieldsMessages:\n    name:\n      title: \"Name\"  # FALLBACK: the 'en' text"), yaml)
    }

    func testTheFallbackLocaleIsOneOfTheLocales() {
        let file = SpecFile(path: "vmgen.yml", text: "locales: [en, es]\nfallbackLocale: fr\n")
        let (config, diagnostics) = ConfigLoader.load(file)
        XCTAssertNil(config.fallbackLocale)
        XCTAssertEqual(diagnostics.map { "\($0.location!.line):\($0.location!.column)" }, ["2:17"], "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.message.contains("'fr' is not one of the locales (en, es)") ?? false, "\(diagnostics)")
        XCTAssertEqual(ConfigLoader.load(SpecFile(path: "vmgen.yml", text: "locales: [en, es]\nfallbackLocale: EN\n")).config.fallbackLocale, "en")
    }
}
