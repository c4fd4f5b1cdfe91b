import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// The import round trip as a property of the spec language, not of the two examples: every
/// valid spec among the rule examples is generated, the generated files imported, the imported
/// specs generated again, and every file must come back byte for byte — or the import must say,
/// with a note in that very file, what it did not carry. The same for each project of
/// Tests/Fixtures/RoundTrip, specs that use the keys no rule example, random spec or example
/// project does (`RoundTripKeyCoverageTests`).
final class SpecLanguageRoundTripTests: XCTestCase {
    /// Every spec rule example that generates (the non-triggering ones and the triggering ones
    /// whose findings are warnings), each alone in its project.
    static var corpus: [(name: String, text: String)] {
        var specs: [(String, String)] = []
        for rule in RuleCatalogue.all {
            for (number, example) in (rule.nonTriggering + rule.triggering).enumerated() where example.language == .spec {
                specs.append(("\(rule.id)-\(number)", example.unmarked.text))
            }
        }
        return specs
    }

    private func generate(_ specs: [SpecFile], config: ProjectConfig) -> Generator.Output {
        var input = Generator.Input(config: config, specs: specs, templates: TemplateLibrary.templateSet().templates, existing: [:])
        input.keepsUnchangedFiles = true
        return Generator.run(input)
    }

    func testEveryGeneratingSpecComesBackOrTheImportSaysWhatItDidNotCarry() {
        roundTripEveryExample(config: Self.config)
    }

    /// With a fallback locale, a text the spec gives in `en` only is written in `es` too,
    /// marked: the import must not take it for an `es` translation, or the spec it writes
    /// would differ (and the next generate would lose the mark).
    func testFallbackTextsComeBackAsNoTranslation() {
        var config = Self.config
        config.fallbackLocale = "en"
        roundTripEveryExample(config: config)
    }

    private func roundTripEveryExample(config: ProjectConfig) {
        var checked = 0
        var failures: [String] = []
        for (name, text) in Self.corpus {
            // Named as import names a spec (the generated headers name their spec).
            let viewModel = text.split(separator: "\n").first { $0.hasPrefix("viewModel: ") }.map { String($0.dropFirst("viewModel: ".count)) } ?? "Example"
            let first = generate([SpecFile(path: "Specs/\(viewModel).yml", text: text)], config: config)
            guard !first.diagnostics.contains(where: { $0.severity == .error }) else { continue }
            checked += 1
            failures += roundTrip(first, name: name, text: text, config: config)
        }
        XCTAssertGreaterThan(checked, 30, "few rule examples generate")
        XCTAssertEqual(failures, [], "\(failures.count) of the files of \(checked) specs do not come back:\n" + failures.joined(separator: "\n"))
    }

    /// Each folder of Tests/Fixtures/RoundTrip is a project's Specs folder, generated whole (its
    /// specs name each other's ViewModels and requests); it must generate without an error, and
    /// every file come back.
    func testEveryRoundTripFixtureProjectComesBack() throws {
        let fixtures = Repository.root + "/Tests/Fixtures/RoundTrip"
        let projects = try FileManager.default.contentsOfDirectory(atPath: fixtures).filter { !$0.hasSuffix(".md") }.sorted()
        XCTAssertFalse(projects.isEmpty)
        var failures: [String] = []
        for project in projects {
            let folder = fixtures + "/" + project
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yml") }.sorted()
            let texts = try names.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
            let first = generate(zip(names, texts).map { SpecFile(path: "Specs/" + $0, text: $1) }, config: Self.config)
            XCTAssertEqual(first.diagnostics.filter { $0.severity == .error }.map { "\($0.location.map(\.description) ?? ""): \($0.message)" }, [], project)
            XCTAssertFalse(first.rendered.isEmpty, project)
            failures += roundTrip(first, name: project, text: texts.joined(separator: "---\n"), config: Self.config)
        }
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    private static var config: ProjectConfig {
        var config = ProjectConfig()
        config.locales = ["en", "es"]
        return config
    }

    /// Imports what `first` generated, generates the imported specs, and names each file that
    /// does not come back byte for byte and has no note of the import.
    private func roundTrip(_ first: Generator.Output, name: String, text: String, config: ProjectConfig) -> [String] {
        var failures: [String] = []
        let sources = first.rendered.filter { $0.path.hasSuffix(".swift") }.map { ImportSource(path: $0.path, text: $0.contents) }
        let yaml = first.rendered.filter { $0.path.hasSuffix(".yml") }.map { ImportSource(path: $0.path, text: $0.contents) }
        let imported = SpecImporter.run(swift: sources, yaml: yaml, viewModelsModule: config.viewModels.module)
        let second = generate(imported.specs.map { SpecFile(path: "Specs/" + $0.fileName, text: $0.text) }, config: config)
        let noted = Set(imported.notes.map(\.location.file))
        let again = Dictionary(second.rendered.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        for file in first.rendered where again[file.path] != file.contents && !noted.contains(file.path) {
            failures.append("\(name): \(file.path) \(again[file.path] == nil ? "is not generated again" : "comes back different") with no note\n\(text)\nimported:\n\(imported.specs.map(\.text).joined(separator: "\n---\n"))\n"
                + (second.diagnostics.isEmpty ? "" : second.diagnostics.map(\.message).joined(separator: "\n")))
        }
        // Nor does the import list a loss in a file that comes back byte for byte.
        let unchanged = Set(first.rendered.filter { again[$0.path] == $0.contents }.map(\.path))
        for note in imported.notes where unchanged.contains(note.location.file) && !RoundTripNotes.namesNoLoss(note.message) {
            failures.append("\(name): \(note.location.file) comes back byte for byte, yet the import notes: \(note.message)\n\(text)")
        }
        return failures
    }
}
