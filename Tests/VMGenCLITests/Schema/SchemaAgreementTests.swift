import Foundation
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// The schema never refuses a spec vmgen's model accepts: an editor must not mark a spec that
/// generates. The specs are the fuzzer's (`vmgen-fuzz print`): the examples' specs mutated and
/// specs generated from the language's vocabulary, each read in its example project.
final class SchemaAgreementTests: XCTestCase {
    /// 100 keep the suite quick; a one-off run of 1,500 (seed 23: 251 specs the model accepts)
    /// found no spec the schema refuses, nor did 1,200 configs (seed 29).
    static let count = 100

    func testTheSchemaAcceptsEveryFuzzedSpecTheModelAccepts() throws {
        try JSONSchemaValidator.requireValidator()
        let fuzz = (BuiltBinary.vmgen as NSString).deletingLastPathComponent + "/vmgen-fuzz"
        var projects: [String: [SpecDocument]] = [:]
        var accepted: [(name: String, yaml: String)] = []
        var refused = 0
        for index in 0..<Self.count {
            let printed = try ProcessRunner.run(fuzz, arguments: ["print", "--component", "spec", "--seed", "17", "--index", String(index)])
            XCTAssertEqual(printed.status, 0, printed.output)
            // stderr: `Harbor Specs/Dashboard.yml → …`: which example, and which spec it stands for.
            let words = printed.standardError.split(separator: " ")
            guard words.count >= 2 else { continue }
            let (example, path) = (String(words[0]), String(words[1]))
            let others = try projects[example] ?? Self.specs(of: example)
            projects[example] = others
            let parsed = YAMLParser.parse(printed.standardOutput, file: path)
            guard !parsed.diagnostics.hasErrors, parsed.root != nil else { continue }
            let documents = others.filter { $0.file.path != path } + [SpecDocument(file: SpecFile(path: path, text: printed.standardOutput), root: parsed.root)]
            let built = SpecModelBuilder.build(documents, domainModules: example == "Harbor" ? ["HarborData"] : [])
            if built.diagnostics.contains(where: { $0.severity == .error }) {
                refused += 1
                continue
            }
            accepted.append(("\(index): \(example) \(path)", printed.standardOutput))
        }
        XCTAssertGreaterThan(accepted.count, Self.count / 10, "too few accepted specs to say anything (\(accepted.count) accepted, \(refused) refused)")
        XCTAssertGreaterThan(refused, 0)
        for outcome in try JSONSchemaValidator.validate(accepted, against: .spec) where !outcome.isValid {
            XCTFail("vmgen-fuzz spec \(outcome.name) is accepted by vmgen and refused by the schema:\n" + outcome.errors.joined(separator: "\n"))
        }
    }

    /// The same for `vmgen.yml`: the schema accepts every fuzzed config `ConfigLoader` accepts.
    func testTheSchemaAcceptsEveryFuzzedConfigTheLoaderAccepts() throws {
        try JSONSchemaValidator.requireValidator()
        let fuzz = (BuiltBinary.vmgen as NSString).deletingLastPathComponent + "/vmgen-fuzz"
        var accepted: [(name: String, yaml: String)] = []
        for index in 0..<Self.count {
            let printed = try ProcessRunner.run(fuzz, arguments: ["print", "--component", "config", "--seed", "17", "--index", String(index)])
            XCTAssertEqual(printed.status, 0, printed.output)
            let loaded = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: printed.standardOutput))
            guard !loaded.diagnostics.contains(where: { $0.severity == .error }) else { continue }
            accepted.append(("\(index)", printed.standardOutput))
        }
        XCTAssertGreaterThan(accepted.count, Self.count / 10, "too few accepted configs to say anything (\(accepted.count))")
        for outcome in try JSONSchemaValidator.validate(accepted, against: .config) where !outcome.isValid {
            XCTFail("vmgen-fuzz config \(outcome.name) is accepted by vmgen and refused by the schema:\n" + outcome.errors.joined(separator: "\n"))
        }
    }

    /// A list of one item may be written as the item alone wherever the loader reads a list
    /// (`NodeReader.stringList`): `testConfigurations` and a feature flag's views too.
    func testTheSchemaAcceptsAListItemWrittenAlone() throws {
        try JSONSchemaValidator.requireValidator()
        let config = "locales: [en]\napp:\n  name: Harbor\n  testConfigurations: darkMode\n  featureFlags:\n    HARBOR_SERVICE_TOOLS: ServiceEndpointView\n  deploymentURLs: { production: \"https://api.harbor.example\" }\n"
        let loaded = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: config))
        XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(loaded.config.app?.testConfigurations, ["darkMode"])
        for outcome in try JSONSchemaValidator.validate([("one item alone", config)], against: .config) {
            XCTAssertTrue(outcome.isValid, outcome.errors.joined(separator: "\n"))
        }
        // The loader refuses an item listed twice, and so does the schema.
        for twice in [
            config.replacingOccurrences(of: "testConfigurations: darkMode", with: "testConfigurations: [darkMode, darkMode]"),
            config.replacingOccurrences(of: "HARBOR_SERVICE_TOOLS: ServiceEndpointView", with: "HARBOR_SERVICE_TOOLS: [ServiceEndpointView, ServiceEndpointView]"),
        ] {
            XCTAssertTrue(ConfigLoader.load(SpecFile(path: "vmgen.yml", text: twice)).diagnostics.contains { $0.severity == .error }, twice)
            XCTAssertFalse(try JSONSchemaValidator.validate([("listed twice", twice)], against: .config).allSatisfy(\.isValid), twice)
        }
    }

    static func specs(of example: String) throws -> [SpecDocument] {
        let folder = Repository.root + "/Examples/" + example
        return SchemaValidationTests.specs(in: folder).map { full in
            let path = String(full.dropFirst(folder.count + 1))
            let text = (try? String(contentsOfFile: full, encoding: .utf8)) ?? ""
            return SpecDocument(file: SpecFile(path: path, text: text), root: YAMLParser.parse(text, file: path).root)
        }
    }
}
