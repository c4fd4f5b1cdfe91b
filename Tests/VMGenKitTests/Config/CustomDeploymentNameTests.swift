import Foundation
@testable import VMGenKit
import XCTest

/// The config loader and the config schema state the rule for a custom deployment's name
/// from one source (`CustomDeploymentName`): an editor checking vmgen.yml against the schema
/// must accept and refuse the names vmgen does.
final class CustomDeploymentNameTests: XCTestCase {
    /// Each name, and whether it is one.
    static let names: [(String, Bool)] = [
        ("qa", true), ("qa-2", true), ("q_a", true), ("a", true), ("load-test_2", true), ("qa-", true),
        ("QA", false), ("qA", false), ("2qa", false), ("", false), ("qa.x", false), ("é", false), ("qé", false),
        ("e\u{301}", false), ("-qa", false), ("_qa", false), ("q a", false), ("qa/x", false),
    ]

    /// The schema's pattern for the names under `deploymentURLs: custom:`.
    private func schemaPattern() throws -> String {
        func member(_ key: String, of value: JSONValue) -> JSONValue? {
            switch value {
            case .object(let members):
                if let found = members.first(where: { $0.0 == key }) { return found.1 }
                return members.lazy.compactMap { member(key, of: $0.1) }.first
            case .array(let items):
                return items.lazy.compactMap { member(key, of: $0) }.first
            default:
                return nil
            }
        }
        let custom = try XCTUnwrap(member("custom", of: ConfigSchema.build().schema))
        guard case .string(let pattern)? = member("propertyNames", of: custom).flatMap({ member("pattern", of: $0) }) else {
            throw XCTSkip("the schema has no pattern for custom deployment names")
        }
        return pattern
    }

    /// The loader's verdict on a config naming `name` a custom deployment: nil when it is one.
    private func loaderError(_ name: String) -> String? {
        let text = "app:\n  name: Harbor\n  deploymentURLs:\n    custom: { \"\(name)\": \"https://qa.example.com\" }\n"
        let (_, diagnostics) = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: text))
        return diagnostics.first?.message
    }

    func testTheLoaderAndTheSchemaPatternAcceptTheSameNames() throws {
        let pattern = try schemaPattern()
        XCTAssertEqual(pattern, "^[a-z][a-z0-9_-]*$")
        let regex = try NSRegularExpression(pattern: pattern)
        for (name, valid) in Self.names {
            let matches = regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
            let error = loaderError(name)
            XCTAssertEqual(matches, valid, "the schema on '\(name)'")
            XCTAssertEqual(error == nil, valid, "the loader on '\(name)': \(error ?? "accepted")")
            XCTAssertEqual(CustomDeploymentName.isValid(name), valid, "'\(name)'")
            if !valid { XCTAssertEqual(error?.contains("is not a custom deployment name"), true, "'\(name)': \(error ?? "")") }
        }
    }

    /// The example a refused name's message suggests is itself a name.
    func testTheSuggestedNameIsOne() throws {
        for (name, valid) in Self.names where !valid {
            let error = try XCTUnwrap(loaderError(name))
            let example = try XCTUnwrap(error.components(separatedBy: "e.g. ").last)
            XCTAssertTrue(CustomDeploymentName.isValid(example), "'\(name)' → '\(example)'")
        }
        XCTAssertEqual(loaderError("QA-2")?.hasSuffix("e.g. qa-2"), true)
        XCTAssertEqual(loaderError("2qa")?.hasSuffix("e.g. qa"), true)
        XCTAssertEqual(loaderError("qé")?.hasSuffix("e.g. q"), true)
    }
}
