import Foundation
import VMGenTestSupport
import XCTest

/// `lint --format sarif` gives GitHub code scanning what it needs to keep an alert's identity
/// across commits and to explain each rule (issue 17, section 4): `partialFingerprints` that
/// survive lines inserted above a finding and tell identical findings apart, each rule's
/// `fullDescription`, and a `helpUri` into docs/rules.md when its URL is known
/// (`VMGEN_RULES_URL`). Through the built binary.
final class SARIFIdentityTests: XCTestCase {
    private var project: TemporaryFolder!

    /// Two identical Text + Text lines (LOC-08) in one view.
    private static func view(linesAbove: String = "") -> String {
        """
        import FOSMVVM
        import SwiftUI
        \(linesAbove)
        public struct HarborView: ViewModelView {
            let viewModel: HarborViewModel

            public var body: some View {
                VStack(alignment: .leading) {
                    Text(viewModel.freeBerthsLabel) + Text(": ") + Text(viewModel.freeBerths)
                    Text(viewModel.freeBerthsLabel) + Text(": ") + Text(viewModel.freeBerths)
                    Text(viewModel.dockLabel) + Text(": ") + Text(viewModel.docks)
                }
            }
        }

        """
    }

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en, es]\n")
        try project.write("Sources/App/HarborView.swift", Self.view())
    }

    override func tearDown() {
        project = nil
    }

    private func sarif(environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let result = try Reliability.vmgen(["lint", "--format", "sarif"], in: project.path, environment: environment)
        XCTAssertNotEqual(result.status, 2, result.output, file: file, line: line)  // LOC-08 is a warning
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any], result.output, file: file, line: line)
    }

    private func run(_ sarif: [String: Any]) throws -> [String: Any] {
        try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
    }

    private func results(_ sarif: [String: Any]) throws -> [[String: Any]] {
        try XCTUnwrap(run(sarif)["results"] as? [[String: Any]])
    }

    private func rules(_ sarif: [String: Any]) throws -> [[String: Any]] {
        let tool = try XCTUnwrap(run(sarif)["tool"] as? [String: Any])
        return try XCTUnwrap((tool["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    }

    private func fingerprints(_ sarif: [String: Any]) throws -> [String] {
        try results(sarif).map { result in
            let prints = try XCTUnwrap(result["partialFingerprints"] as? [String: String], "\(result)")
            XCTAssertEqual(Array(prints.keys), ["vmgenFindingHash/v1"])
            return try XCTUnwrap(prints["vmgenFindingHash/v1"])
        }
    }

    private func startLines(_ sarif: [String: Any]) throws -> [Int] {
        try results(sarif).map { result in
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            return try XCTUnwrap((location["region"] as? [String: Any])?["startLine"] as? Int)
        }
    }

    /// Each result has a fingerprint; the two identical lines differ only in their occurrence
    /// (`:1`, `:2`); a different line gets a different hash.
    func testEveryResultHasAFingerprintAndIdenticalFindingsAreToldApart() throws {
        let prints = try fingerprints(sarif())
        XCTAssertEqual(prints.count, 3, "\(prints)")
        XCTAssertEqual(Set(prints).count, 3, "\(prints)")
        let hashes = prints.map { $0.split(separator: ":").first.map(String.init) ?? "" }
        XCTAssertEqual(hashes[0], hashes[1])
        XCTAssertNotEqual(hashes[0], hashes[2])
        XCTAssertEqual(prints.map { $0.split(separator: ":").last.map(String.init) }, ["1", "2", "1"])
        XCTAssertTrue(prints.allSatisfy { $0.range(of: #"^[0-9a-f]{32}:[0-9]+$"#, options: .regularExpression) != nil }, "\(prints)")
    }

    /// Lines inserted above the findings move them (startLine changes) but keep their
    /// fingerprints; editing a finding's line changes its fingerprint.
    func testFingerprintsSurviveLinesInsertedAboveAndFollowTheLine() throws {
        let before = try sarif()
        try project.write("Sources/App/HarborView.swift", Self.view(linesAbove: "// A comment.\n// Another.\n\nlet unrelated = 1\n"))
        let moved = try sarif()
        XCTAssertEqual(try startLines(moved), try startLines(before).map { $0 + 4 })
        XCTAssertEqual(try fingerprints(moved), try fingerprints(before))

        try project.write("Sources/App/HarborView.swift", Self.view().replacingOccurrences(of: "viewModel.dockLabel", with: "viewModel.quayLabel"))
        let edited = try fingerprints(sarif())
        let original = try fingerprints(before)
        XCTAssertEqual(Array(edited.prefix(2)), Array(original.prefix(2)))
        XCTAssertNotEqual(edited[2], original[2])
    }

    /// Every rule carries its rationale as `fullDescription`; without a known URL of
    /// docs/rules.md there is no `helpUri` (SARIF requires an absolute URI there).
    func testRulesHaveFullDescriptionsAndNoRelativeHelpURI() throws {
        let rules = try rules(sarif())
        XCTAssertFalse(rules.isEmpty)
        for rule in rules {
            let text = (rule["fullDescription"] as? [String: Any])?["text"] as? String
            XCTAssertFalse(text?.isEmpty ?? true, "\(rule)")
            XCTAssertNil(rule["helpUri"], "\(rule)")
        }
    }

    /// With `VMGEN_RULES_URL`, each rule's `helpUri` is its anchor there, and the anchor is a
    /// heading of docs/rules.md.
    func testHelpURIPointsAtTheRulesAnchorInDocsRules() throws {
        let base = "https://github.com/acme/vmgen/blob/v1.0.0/docs/rules.md"
        let rules = try rules(sarif(environment: ["VMGEN_RULES_URL": base]))
        let document = try String(contentsOfFile: Repository.root + "/docs/rules.md", encoding: .utf8)
        let headings = Set(document.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { $0.dropFirst(3).lowercased() })
        for rule in rules {
            let id = try XCTUnwrap(rule["id"] as? String)
            XCTAssertEqual(rule["helpUri"] as? String, base + "#" + id.lowercased())
            XCTAssertTrue(headings.contains(id.lowercased()), "docs/rules.md has no heading for \(id)")
        }
    }

    /// The tool's `informationUri` names no repository of vmgen's own making: the one of
    /// `VMGEN_RULES_URL` when it is a `…/blob/<ref>/docs/rules.md` address, else none (SARIF
    /// does not require it).
    func testTheToolsInformationURIIsTheRepositoryOfTheRulesURLOrNone() throws {
        func driver(_ environment: [String: String]) throws -> [String: Any] {
            let tool = try XCTUnwrap(run(sarif(environment: environment))["tool"] as? [String: Any])
            return try XCTUnwrap(tool["driver"] as? [String: Any])
        }
        XCTAssertNil(try driver([:])["informationUri"])
        XCTAssertEqual(
            try driver(["VMGEN_RULES_URL": "https://github.com/acme/vmgen/blob/v1.0.0/docs/rules.md"])["informationUri"] as? String,
            "https://github.com/acme/vmgen")
        XCTAssertNil(try driver(["VMGEN_RULES_URL": "https://docs.acme.example/vmgen/rules.html"])["informationUri"])
    }

    /// A relative or garbled `VMGEN_RULES_URL` is a usage error, not an invalid SARIF file.
    func testARelativeRulesURLIsAUsageError() throws {
        let result = try Reliability.vmgen(["lint", "--format", "sarif"], in: project.path, environment: ["VMGEN_RULES_URL": "docs/rules.md"])
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.standardError.contains("VMGEN_RULES_URL 'docs/rules.md' is not an absolute URL"), result.standardError)
        XCTAssertEqual(result.standardOutput, "")
    }

    /// Against the SARIF 2.1.0 JSON schema with Python's `jsonschema`, when both are at hand:
    /// the schema is OASIS's file (not shipped by any package, so not in this repository);
    /// point `VMGEN_SARIF_SCHEMA` at a copy of `sarif-schema-2.1.0.json` to run this. The
    /// tests above check the structure either way.
    func testReportsValidateAgainstTheSARIFSchema() throws {
        guard let schema = ProcessInfo.processInfo.environment["VMGEN_SARIF_SCHEMA"], FileManager.default.fileExists(atPath: schema) else {
            throw XCTSkip("set VMGEN_SARIF_SCHEMA to sarif-schema-2.1.0.json to validate against it")
        }
        guard (try? ProcessRunner.run("/usr/bin/env", arguments: ["python3", "-c", "import jsonschema"]))?.status == 0 else {
            throw XCTSkip("python3 with jsonschema is not installed")
        }
        try project.write("Specs/Dock.yml", "viewModel: Dock\nhosting: server\nproperties:\n  owner: Strng\n")
        let reports = [
            (["lint", "--format", "sarif", "--output", "lint.sarif"], [:]),
            (["lint", "--format", "sarif", "--output", "lint-help.sarif"], ["VMGEN_RULES_URL": "https://example.org/vmgen/docs/rules.md"]),
            (["check", "--format", "sarif", "--output", "check.sarif"], [:]),
            (["generate", "--check", "--format", "sarif", "--output", "generate.sarif"], [:]),
        ]
        for (arguments, environment) in reports {
            let result = try Reliability.vmgen(arguments, in: project.path, environment: environment)
            XCTAssertNotEqual(result.status, 2, "\(arguments): \(result.output)")
        }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.validators.validator_for(schema)(schema)
            for path in sys.argv[2:]:
                for error in validator.iter_errors(json.load(open(path))):
                    print(path, error.json_path, error.message)
            """
        let files = reports.map { project.path + "/" + $0.0[$0.0.count - 1] }
        let validation = try ProcessRunner.run("/usr/bin/env", arguments: ["python3", "-c", script, schema] + files)
        XCTAssertEqual(validation.status, 0, validation.output)
        XCTAssertEqual(validation.standardOutput, "", "schema violations")
    }
}
