import Foundation
@testable import VMGenCLI
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// Every example spec and config, and the valid spec fixtures, pass the schemas under a real
/// JSON Schema validator; a set of mistakes is refused by both the schema and vmgen.
/// (Skipped without the PyPI package jsonschema, unless VMGEN_REQUIRE_JSONSCHEMA=1.)
final class SchemaValidationTests: XCTestCase {
    /// Projects whose specs and config vmgen accepts (`vmgen check` passes on each).
    static let validProjects: [String] = Repository.examples + [
        Repository.root + "/Tests/Fixtures/PluginPackage",
        Repository.root + "/Tests/Fixtures/PluginPackage/Committed",
    ]

    /// More configs and specs vmgen reads without an error.
    static let validConfigs = [
        "Tests/Fixtures/Lint/Correct/vmgen.yml",
        "Tests/Fixtures/Lint/Wrong/vmgen.yml",
    ]
    /// The round-trip fixtures (Tests/Fixtures/RoundTrip/*/), which generate without an error
    /// (`SpecLanguageRoundTripTests`), are among them: they use every key and shape of the schema.
    static var validSpecs: [String] {
        let roundTrip = Repository.root + "/Tests/Fixtures/RoundTrip"
        let fixtures = ((try? FileManager.default.subpathsOfDirectory(atPath: roundTrip)) ?? []).filter { $0.hasSuffix(".yml") }.sorted()
        return ["Tests/Fixtures/Fuzz/Regressions/spec/0000000000000001~Harbor~Specs~Odd.yml"] + fixtures.map { roundTrip + "/" + $0 }
    }

    static func read(_ path: String) throws -> (name: String, yaml: String) {
        let full = path.hasPrefix("/") ? path : Repository.root + "/" + path
        let name = full.hasPrefix(Repository.root + "/") ? String(full.dropFirst(Repository.root.count + 1)) : full
        return (name, try String(contentsOfFile: full, encoding: .utf8))
    }

    static func specs(in project: String) -> [String] {
        let folder = project + "/Specs"
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yml") }.sorted().map { folder + "/" + $0 }
    }

    func testEveryExampleAndFixtureSpecIsValid() throws {
        let paths = Self.validProjects.flatMap(Self.specs(in:)) + Self.validSpecs
        XCTAssertGreaterThanOrEqual(paths.count, 20, "the examples' and the round-trip fixtures' specs were not found")
        let outcomes = try JSONSchemaValidator.validate(paths.map(Self.read), against: .spec)
        XCTAssertEqual(outcomes.count, paths.count)
        for outcome in outcomes where !outcome.isValid {
            XCTFail("\(outcome.name) is a valid spec, but the schema refuses it:\n" + outcome.errors.joined(separator: "\n"))
        }
    }

    func testEveryExampleAndFixtureConfigIsValid() throws {
        let paths = Self.validProjects.map { $0 + "/vmgen.yml" } + Self.validConfigs
        let outcomes = try JSONSchemaValidator.validate(paths.map(Self.read), against: .config)
        XCTAssertEqual(outcomes.count, paths.count)
        for outcome in outcomes where !outcome.isValid {
            XCTFail("\(outcome.name) is a valid vmgen.yml, but the schema refuses it:\n" + outcome.errors.joined(separator: "\n"))
        }
    }

    /// What vmgen itself says of the same files: the schema's verdict is not a test of itself.
    func testTheValidFilesAreValidToVMGen() throws {
        for project in Self.validProjects {
            let result = try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["check", "-q", "--config", project + "/vmgen.yml"])
            XCTAssertEqual(result.status, 0, "\(project): \(result.output)")
        }
        let folder = try TemporaryFolder()
        try folder.write("Specs/Odd.yml", try Self.read(Self.validSpecs[0]).yaml)
        try folder.write("vmgen.yml", "locales: [en, es]\n")
        XCTAssertEqual(try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["check", "-q"], in: folder.path).status, 0)
        for config in Self.validConfigs {
            let configFolder = try TemporaryFolder()
            try configFolder.write("vmgen.yml", try Self.read(config).yaml)
            try configFolder.write("Specs/.keep", "")
            for input in ["Sources", "Templates"] { try configFolder.write(input + "/.keep", "") }
            let result = try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["config"], in: configFolder.path)
            XCTAssertEqual(result.status, 0, "\(config): \(result.output)")
        }
    }

    /// What `vmgen init` and `vmgen new` write passes the schemas they point it at.
    func testTheScaffoldsAreValid() throws {
        var specs: [(name: String, yaml: String)] = [("init: Specs/Example.yml", InitFiles.exampleSpec)]
        for hosting in Hosting.allCases {
            for interactive in [false, true] {
                let text = SpecSkeleton.page(name: "Orders", hosting: hosting, interactive: interactive, locales: ["en", "pt-BR"])
                specs.append(("new --hosting \(hosting.rawValue)\(interactive ? " --interactive" : "")", text))
            }
        }
        var child = SpecSkeleton.page(name: "Orders", hosting: .server, interactive: false, locales: ["en"])
        child += "children:\n" + SpecSkeleton.child(name: "OrderRow", parent: "Orders", indent: "  ", step: "  ").joined(separator: "\n") + "\n"
        specs.append(("new --child-of", child))
        var requests = SpecSkeleton.page(name: "Orders", hosting: .server, interactive: false, locales: ["en"]) + "requests:\n"
        for action in RequestAction.allCases {
            let name = "Order" + action.rawValue.capitalized
            specs.append(("new \(name) --request", RequestSkeleton.spec(name: name, action: action, impliedByName: true)))
            specs.append(("new OrderAct --request --action \(action)", RequestSkeleton.spec(name: "OrderAct", action: action, impliedByName: false)))
            requests += RequestSkeleton.entry(name: name, action: action, impliedByName: true, indent: "  ", step: "  ").joined(separator: "\n") + "\n"
        }
        specs.append(("new --request-of", requests))
        for outcome in try JSONSchemaValidator.validate(specs, against: .spec) where !outcome.isValid {
            XCTFail("\(outcome.name): \(outcome.errors)")
        }
        let uncommented = InitFiles.config.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            ["# domainModules:", "# templates:", "# header:", "#   ", "# vmgen_version:", "# views:", "# rules:", "# lint:", "# app:", "# tests:", "# observable:", "# uiTests:"].contains { line.hasPrefix($0) }
                ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        let configs = try JSONSchemaValidator.validate([("init: vmgen.yml", InitFiles.config), ("init: vmgen.yml uncommented", uncommented)], against: .config)
        XCTAssertEqual(configs.map(\.isValid), [true, true], "\(configs.map(\.errors))")
    }

    func testMistakenSpecsAreRefusedByTheSchemaAndByVMGen() throws {
        // The page each mistake starts from is valid to both, so each refusal is the mistake's.
        let base = try JSONSchemaValidator.validate([("base", InvalidDocuments.page)], against: .spec)
        XCTAssertEqual(base.map(\.isValid), [true], "\(base.map(\.errors))")
        let baseFolder = try TemporaryFolder()
        try baseFolder.write("vmgen.yml", "locales: [en]\n")
        try baseFolder.write("Specs/Orders.yml", InvalidDocuments.page)
        XCTAssertEqual(try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["check", "-q"], in: baseFolder.path).status, 0)

        let outcomes = try JSONSchemaValidator.validate(InvalidDocuments.specs.map { ($0.name, $0.yaml) }, against: .spec)
        XCTAssertEqual(outcomes.count, InvalidDocuments.specs.count)
        for outcome in outcomes where outcome.isValid {
            XCTFail("the schema accepts the mistaken spec '\(outcome.name)'")
        }
        for document in InvalidDocuments.specs {
            let folder = try TemporaryFolder()
            try folder.write("vmgen.yml", "locales: [en]\n")
            try folder.write("Specs/Bad.yml", document.yaml)
            let result = try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["check"], in: folder.path)
            // A spec error is a finding at error level: exit 1, as for every spec error.
            XCTAssertEqual(result.status, 1, "vmgen accepts the mistaken spec '\(document.name)':\n\(result.output)")
            XCTAssertTrue(result.output.contains("Specs/Bad.yml:"), "\(document.name): \(result.output)")
            XCTAssertTrue(result.output.contains(": error: "), "\(document.name): \(result.output)")
        }
    }

    func testMistakenConfigsAreRefusedByTheSchemaAndByVMGen() throws {
        // The fuzzer's config regression: a deployment URL with a line break in it.
        let documents = InvalidDocuments.configs + [try Self.read("Tests/Fixtures/Fuzz/Regressions/config/7aeae520c649d93e~Showcase~vmgen.yml")]
        let outcomes = try JSONSchemaValidator.validate(documents.map { ($0.name, $0.yaml) }, against: .config)
        XCTAssertEqual(outcomes.count, documents.count)
        for outcome in outcomes where outcome.isValid {
            XCTFail("the schema accepts the mistaken vmgen.yml '\(outcome.name)'")
        }
        for document in documents {
            let folder = try TemporaryFolder()
            try folder.write("vmgen.yml", document.yaml)
            try folder.write("Specs/.keep", "")
            let result = try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["check"], in: folder.path)
            XCTAssertEqual(result.status, 2, "vmgen does not refuse the mistaken vmgen.yml '\(document.name)':\n\(result.output)")
            XCTAssertTrue(result.output.contains("vmgen.yml:"), "\(document.name): \(result.output)")
        }
    }

    /// An empty value (`key:` with nothing) where vmgen reads it as an empty mapping is no
    /// mistake to the schema either: an editor must not flag what vmgen accepts.
    func testEmptyMappingsVMGenAcceptsAreValid() throws {
        let folder = try TemporaryFolder()
        let config = "viewModels:\nserver:\nresources:\nrules:\nlint:\ntests:\nobservable:\nlocales: [en]\n"
        let page = "viewModel: Orders\nhosting: server\ntext:\nproperties:\nenums:\noperations:\n  reload:\n    parameters:\nrequest:\n  query:\nchildren:\n  Row:\n"
        let screen = "viewModel: Feed\nstyle: observable\nstate: \"[Post]\"\nservices:\n  feed:\n    type: FeedService\n    methods:\n      fetch:\nload:\nactions:\n  onTap:\n"
        try folder.write("vmgen.yml", config)
        try folder.write("Specs/Orders.yml", page)
        try folder.write("Specs/Feed.yml", screen)
        let check = try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["check"], in: folder.path)
        XCTAssertEqual(check.status, 0, check.output)
        let specs = try JSONSchemaValidator.validate([("page", page), ("screen", screen)], against: .spec)
        XCTAssertEqual(specs.map(\.isValid), [true, true], "\(specs.map(\.errors))")
        // An empty vmgen.yml, or one of comments only, is all defaults.
        let configs = try JSONSchemaValidator.validate([("config", config), ("empty", ""), ("comments", "# mine\n")], against: .config)
        XCTAssertEqual(configs.map(\.isValid), [true, true, true], "\(configs.map(\.errors))")
    }

    /// Type spellings as `TypeParser` reads them: spaces around a name, a bracket or a `?`.
    func testTypeSpellingsVMGenReadsAreValid() throws {
        let spec = "viewModel: Orders\nhosting: server\nproperties:\n  a: \"String ?\"\n  b: \"[ Int ] ?\"\n  c: \" Bool \"\n  d: [[String]]\n"
        let folder = try TemporaryFolder()
        try folder.write("vmgen.yml", "locales: [en]\n")
        try folder.write("Specs/Orders.yml", spec)
        XCTAssertEqual(try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["check", "-q"], in: folder.path).status, 0)
        let outcomes = try JSONSchemaValidator.validate([("types", spec), ("double optional", "viewModel: A\nhosting: server\nproperties:\n  a: String??\n")], against: .spec)
        XCTAssertEqual(outcomes.map(\.isValid), [true, false], "\(outcomes.map(\.errors))")
    }

    /// The YAML 1.2 core schema types `42`, `true`, `~`; quoted, they are text. A Boolean key
    /// quoted, or a number where vmgen reads text, must type as the editor types it.
    func testScalarsAreTypedAsAnEditorTypesThem() throws {
        let outcomes = try JSONSchemaValidator.validate([
            ("quoted-bool", "viewModel: A\nhosting: server\npage: \"true\"\n"),
            ("number-doc", "viewModel: A\nhosting: server\ndoc: 42\n"),
            ("plain-bool", "viewModel: A\nhosting: server\npage: True\nlive: FALSE\n"),
        ], against: .spec)
        XCTAssertEqual(outcomes.map(\.isValid), [false, true, true], "\(outcomes.map(\.errors))")
    }
}
