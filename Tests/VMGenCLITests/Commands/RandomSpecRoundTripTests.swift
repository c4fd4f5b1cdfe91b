import VMGenKit
@testable import vmgen_fuzz
import VMGenTestSupport
import XCTest

/// The import round trip on random specs from the fuzz driver's spec generator (the same
/// vocabulary the fuzzer uses): every one that generates without an error is imported back
/// from its generated files and generated again; each file comes back byte for byte or the
/// import notes it in that file. Seeded, so a failure names the input it was.
final class RandomSpecRoundTripTests: XCTestCase {
    func testRandomSpecsComeBackOrTheImportSaysWhatItDidNotCarry() {
        var config = ProjectConfig()
        config.locales = ["en", "es"]
        let templates = TemplateLibrary.templateSet().templates
        func generate(_ specs: [SpecFile]) -> Generator.Output {
            var input = Generator.Input(config: config, specs: specs, templates: templates, existing: [:])
            input.keepsUnchangedFiles = true
            return Generator.run(input)
        }
        var checked = 0
        var failures: [String] = []
        for (index, text) in Self.corpus() {
            let viewModel = text.split(separator: "\n").first { $0.hasPrefix("viewModel: ") }.map { String($0.dropFirst("viewModel: ".count)) }
            guard let viewModel, SwiftNames.isIdentifier(viewModel) else { continue }
            let first = generate([SpecFile(path: "Specs/\(viewModel).yml", text: text)])
            guard !first.diagnostics.contains(where: { $0.severity == .error }), !first.rendered.isEmpty else { continue }
            checked += 1
            let sources = first.rendered.filter { $0.path.hasSuffix(".swift") }.map { ImportSource(path: $0.path, text: $0.contents) }
            let yaml = first.rendered.filter { $0.path.hasSuffix(".yml") }.map { ImportSource(path: $0.path, text: $0.contents) }
            let imported = SpecImporter.run(swift: sources, yaml: yaml, viewModelsModule: config.viewModels.module)
            let second = generate(imported.specs.map { SpecFile(path: "Specs/" + $0.fileName, text: $0.text) })
            let noted = Set(imported.notes.map(\.location.file))
            let again = Dictionary(second.rendered.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
            let lost = first.rendered.filter { again[$0.path] != $0.contents && !noted.contains($0.path) }.map(\.path)
            // Nor does the import list a loss in a file that comes back byte for byte.
            let unchanged = Set(first.rendered.filter { again[$0.path] == $0.contents }.map(\.path))
            let listed = imported.notes.filter { unchanged.contains($0.location.file) && !RoundTripNotes.namesNoLoss($0.message) }
            if !listed.isEmpty {
                failures.append("input \(index): the import notes what comes back byte for byte: \(listed.map(\.rendered).joined(separator: "; "))\n\(text)")
            }
            if !lost.isEmpty {
                failures.append("input \(index): \(lost.joined(separator: ", ")) with no note\n\(text)\nimported:\n\(imported.specs.map(\.text).joined(separator: "\n---\n"))\n\(second.diagnostics.map(\.message).joined(separator: "\n"))")
            }
        }
        XCTAssertGreaterThan(checked, 80, "few random specs generate")
        XCTAssertEqual(failures, [], "\(failures.count) of \(checked) random specs do not come back:\n" + failures.prefix(5).joined(separator: "\n\n"))
    }

    /// The random specs, by input number (`RoundTripKeyCoverageTests` reads the keys they use).
    static func corpus() -> [(index: Int, text: String)] {
        (0..<4000).map { index in
            var random = FuzzRandom(seed: 20261206, component: "round-trip", index: index)
            return (index, SpecGenerator().spec(random: &random))
        }
    }
}
