import Foundation
@testable import VMGenCLI
import VMGenKit
@testable import vmgen_fuzz
import VMGenTestSupport
import XCTest

/// The import round trip covers the whole spec language: every key path the spec schema
/// declares (`SpecKeyPaths`) is used by at least one spec the round-trip tests take through
/// generate → import → generate —
/// - each rule example that generates (`SpecLanguageRoundTripTests`),
/// - each round-trip fixture project under Tests/Fixtures/RoundTrip (`SpecLanguageRoundTripTests`),
/// - each random spec of the fuzz driver's generator that generates (`RandomSpecRoundTripTests`),
/// - each example project's specs (`ImportRoundTripTests`).
///
/// Only the specs: vmgen.yml is the round trip's fixed input, not something import writes back.
final class RoundTripKeyCoverageTests: XCTestCase {
    /// Key paths no round trip can carry, each with its reason (docs/spec.md says so at the key).
    static let notRoundTripped: [String: String] = [:]

    func testEverySpecKeyIsUsedBySpecsThatGoThroughTheRoundTrip() throws {
        let keys = SpecKeyPaths()
        let declared = keys.declared()
        var used: Set<String> = []
        for spec in try Self.roundTrippedSpecs() {
            used.formUnion(keys.used(in: spec.text, file: spec.name))
        }
        XCTAssertEqual(Set(Self.notRoundTripped.keys).subtracting(declared), [], "listed as not round-tripped, yet no key of the schema")
        let missing = declared.subtracting(used).subtracting(Self.notRoundTripped.keys).sorted()
        XCTAssertEqual(missing, [], "\(missing.count) of \(declared.count) spec keys are used by no spec that goes through the round trip:\n" + missing.joined(separator: "\n"))
    }

    /// The walk finds what a spec uses, and only that: a key it does not declare is no path,
    /// a name the spec chooses is `*`, the kinds of spec keep apart.
    func testTheKeyPathsOfASpec() {
        let keys = SpecKeyPaths()
        let page = "viewModel: Card\nhosting: server\nproperties:\n  title: { type: String, display: LocalizableString }\n  count: Int\nunknown: 1\nidentity: { compose: [a, b] }\n"
        XCTAssertEqual(keys.used(in: page, file: "Card.yml"), ["viewModel", "hosting", "properties", "properties.*", "properties.*.type", "properties.*.display", "identity", "identity.compose"])
        let observable = "viewModel: Board\nstyle: observable\nactions:\n  onTapped: { reloads: true }\n"
        XCTAssertEqual(keys.used(in: observable, file: "Board.yml"), ["observable: viewModel", "observable: style", "observable: actions", "observable: actions.*", "observable: actions.*.reloads"])
        XCTAssertEqual(keys.used(in: "requests:\n  BerthDelete:\n", file: "Requests.yml"), ["requests-only: requests", "requests-only: requests.*"])
        let text = "viewModel: Card\nhosting: client\ntext:\n  title: { en: Hi, substitutions: { a: b } }\n  line: { pieces: { en: [a] } }\n"
        XCTAssertEqual(keys.used(in: text, file: "Card.yml"), ["viewModel", "hosting", "text", "text.*", "text.*.*", "text.*.substitutions", "text.*.substitutions.*", "text.*.pieces", "text.*.pieces.*"])
        let declared = keys.declared()
        for path in ["children.*.nested", "request.errors.cases.*.substitutions", "observable: services.*.methods.*.returns", "requests-only: doc"] {
            XCTAssertTrue(declared.contains(path), path)
        }
        XCTAssertFalse(declared.contains("unknown"))
    }

    // MARK: - The specs of the round-trip tests

    struct Spec {
        var name: String
        var text: String
    }

    static func roundTrippedSpecs() throws -> [Spec] {
        var config = ProjectConfig()
        config.locales = ["en", "es"]
        let templates = TemplateLibrary.templateSet().templates
        func generates(_ specs: [SpecFile], needsFiles: Bool) -> Bool {
            var input = Generator.Input(config: config, specs: specs, templates: templates, existing: [:])
            input.keepsUnchangedFiles = true
            let output = Generator.run(input)
            return !output.diagnostics.contains { $0.severity == .error } && (!needsFiles || !output.rendered.isEmpty)
        }
        var specs: [Spec] = []
        // As SpecLanguageRoundTripTests.corpus: each rule example alone, named as import names it.
        for rule in RuleCatalogue.all {
            for (number, example) in (rule.nonTriggering + rule.triggering).enumerated() where example.language == .spec {
                let text = example.unmarked.text
                let viewModel = text.split(separator: "\n").first { $0.hasPrefix("viewModel: ") }.map { String($0.dropFirst("viewModel: ".count)) } ?? "Example"
                guard generates([SpecFile(path: "Specs/\(viewModel).yml", text: text)], needsFiles: false) else { continue }
                specs.append(Spec(name: "\(rule.id)-\(number)", text: text))
            }
        }
        // As RandomSpecRoundTripTests.
        for (index, text) in RandomSpecRoundTripTests.corpus() {
            let viewModel = text.split(separator: "\n").first { $0.hasPrefix("viewModel: ") }.map { String($0.dropFirst("viewModel: ".count)) }
            guard let viewModel, SwiftNames.isIdentifier(viewModel) else { continue }
            guard generates([SpecFile(path: "Specs/\(viewModel).yml", text: text)], needsFiles: true) else { continue }
            specs.append(Spec(name: "random input \(index)", text: text))
        }
        // The fixture projects and the examples, whose every file comes back.
        let fixtures = Repository.root + "/Tests/Fixtures/RoundTrip"
        let projects = (try FileManager.default.contentsOfDirectory(atPath: fixtures)).sorted().map { fixtures + "/" + $0 }
            .filter { !$0.hasSuffix(".md") } + Repository.examples.map { $0 + "/Specs" }
        for folder in projects {
            for file in FileSystem.files(under: folder) where file.hasSuffix(".yml") {
                specs.append(Spec(name: folder + "/" + file, text: try String(contentsOfFile: folder + "/" + file, encoding: .utf8)))
            }
        }
        return specs
    }
}
