import Foundation
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen schema spec|config` through the built binary: the schema on standard output, the
/// same bytes on every run, and a usage error (exit 2) for anything else.
final class SchemaCommandTests: XCTestCase {
    func testPrintsEachSchemaTheSameOnEveryRun() throws {
        let folder = try TemporaryFolder()
        for kind in JSONSchemas.Kind.allCases {
            let first = try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["schema", kind.rawValue], in: folder.path)
            let second = try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["schema", kind.rawValue], in: "/")
            XCTAssertEqual(first.status, 0, first.output)
            XCTAssertEqual(first.standardError, "")
            XCTAssertEqual(first.standardOutput, second.standardOutput, "byte-identical across runs")
            XCTAssertEqual(first.standardOutput, JSONSchemas.text(kind))
            let json = try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any]
            XCTAssertEqual(json?["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        }
        XCTAssertEqual(folder.files(), [], "prints, writes nothing")
    }

    func testEverythingElseIsAUsageError() throws {
        let cases: [([String], String)] = [
            (["schema"], "Error: name the schema: 'vmgen schema spec' or 'vmgen schema config'\n"),
            (["schema", "specs"], "Error: there is no schema 'specs'; did you mean 'spec'? (spec or config)\n"),
            (["schema", "spec", "config"], "Error: unexpected argument 'config'\n"),
        ]
        for (arguments, message) in cases {
            let result = try ProcessRunner.run(BuiltBinary.vmgen, arguments: arguments, in: "/")
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments)")
            XCTAssertTrue(result.standardError.hasPrefix(message), "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.hasSuffix("Usage: vmgen schema spec|config\nSee 'vmgen schema --help'.\n"), result.standardError)
        }
    }

    /// The key tables the enums come from, spot-checked in the printed schema.
    func testClosedSetsAreEnums() throws {
        let spec = JSONSchemas.text(.spec)
        XCTAssertTrue(spec.contains("\"enum\": [\n            \"server\",\n            \"client\"\n          ]"), "hosting")
        XCTAssertTrue(spec.contains("\"LocalizableDate\",\n"), "display")
        let config = JSONSchemas.text(.config)
        for value in ["\"MainActor\"", "\"private(set)\"", "\"production\"", "\"warning\"", "[Vv][Mm][Ii][Dd]-03"] {
            XCTAssertTrue(config.contains(value), value)
        }
    }
}
