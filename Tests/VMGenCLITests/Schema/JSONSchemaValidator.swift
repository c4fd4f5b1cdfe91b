import Foundation
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// Validates YAML documents against vmgen's JSON Schemas with a real validator: the PyPI
/// package `jsonschema` (`python3 -m pip install jsonschema`), as an editor would.
///
/// The YAML is read by vmgen's own parser (no Python YAML package needed) and handed to Python
/// as a tree whose plain scalars are still text; the Python side types them by the YAML 1.2
/// core schema, as the YAML language server does (`42` a number, `true` a Boolean, `~` null,
/// `"42"` and `off` text).
enum JSONSchemaValidator {
    struct ValidatorMissing: Error {}

    struct Outcome {
        var name: String
        var isValid: Bool
        var errors: [String]
    }

    /// Skips the test when jsonschema is not installed, unless VMGEN_REQUIRE_JSONSCHEMA=1
    /// (CI sets it), where a missing validator fails instead: CI must really validate.
    static func requireValidator() throws {
        let check = try ProcessRunner.run("/usr/bin/env", arguments: ["python3", "-c", "import jsonschema"])
        guard check.status != 0 else { return }
        let message = "the PyPI package jsonschema is not installed (python3 -m pip install jsonschema): the schema is not validated"
        if ProcessInfo.processInfo.environment["VMGEN_REQUIRE_JSONSCHEMA"] == "1" {
            XCTFail("VMGEN_REQUIRE_JSONSCHEMA=1, but \(message)\n\(check.output)")
            throw ValidatorMissing()
        }
        throw XCTSkip(message)
    }

    /// Each document (name → YAML text) validated against the schema of `kind`.
    static func validate(_ documents: [(name: String, yaml: String)], against kind: JSONSchemas.Kind) throws -> [Outcome] {
        try requireValidator()
        let folder = try TemporaryFolder()
        var trees: [JSONValue] = []
        for document in documents {
            let parsed = YAMLParser.parse(document.yaml, file: document.name)
            guard !parsed.diagnostics.hasErrors else {
                XCTFail("\(document.name) is not YAML vmgen reads: \(parsed.diagnostics.map(\.message))")
                continue
            }
            trees.append(.object([("name", .string(document.name)), ("tree", parsed.root.map(tree) ?? .object([("p", .string(""))]))]))
        }
        try folder.write("schema.json", JSONSchemas.text(kind))
        try folder.write("documents.json", JSONValue.array(trees).rendered())
        try folder.write("validate.py", script)
        let result = try ProcessRunner.run(
            "/usr/bin/env", arguments: ["python3", folder.path + "/validate.py", folder.path + "/schema.json", folder.path + "/documents.json"])
        guard result.status == 0, let data = result.standardOutput.data(using: .utf8),
            let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else {
            XCTFail("the validator failed: \(result.output)")
            return []
        }
        return list.map { item in
            let name = item["name"] as? String ?? ""
            let isValid = item["valid"] as? Bool ?? false
            // Editors' YAML language server validates with draft-07 semantics: the schema must
            // say the same there (only `$defs`, reached by JSON pointer, is newer).
            XCTAssertEqual(item["validDraft7"] as? Bool, isValid, "\(name): draft 2020-12 and draft-07 validators disagree")
            return Outcome(name: name, isValid: isValid, errors: item["errors"] as? [String] ?? [])
        }
    }

    /// The parsed node with its scalars' style kept: `{"p": text}` plain, `{"t": text}` quoted
    /// or block, `{"m": [[key, value], …]}`, `{"q": [items]}`.
    static func tree(_ node: YAMLNode) -> JSONValue {
        switch node.value {
        case .scalar(let scalar):
            return .object([(scalar.style == .plain ? "p" : "t", .string(scalar.text))])
        case .mapping(let entries):
            return .object([("m", .array(entries.map { .array([.string($0.key.text), tree($0.value)]) }))])
        case .sequence(let items):
            return .object([("q", .array(items.map(tree)))])
        }
    }

    static let script = #"""
        import json, re, sys
        from jsonschema import Draft202012Validator, Draft7Validator

        # The YAML 1.2 core schema's resolution of plain scalars.
        def scalar(text):
            if re.fullmatch(r"~|null|Null|NULL|", text): return None
            if re.fullmatch(r"true|True|TRUE", text): return True
            if re.fullmatch(r"false|False|FALSE", text): return False
            if re.fullmatch(r"[-+]?[0-9]+", text): return int(text)
            if re.fullmatch(r"0o[0-7]+", text): return int(text[2:], 8)
            if re.fullmatch(r"0x[0-9a-fA-F]+", text): return int(text[2:], 16)
            if re.fullmatch(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?", text): return float(text)
            if re.fullmatch(r"[-+]?\.(inf|Inf|INF)", text): return float(text.replace(".", "", 1))
            if re.fullmatch(r"\.(nan|NaN|NAN)", text): return float("nan")
            return text

        def value(node):
            if "p" in node: return scalar(node["p"])
            if "t" in node: return node["t"]
            if "m" in node: return {key: value(item) for key, item in node["m"]}
            return [value(item) for item in node["q"]]

        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema)
        draft7 = Draft7Validator(dict(schema, **{"$schema": "http://json-schema.org/draft-07/schema#"}))
        results = []
        for document in json.load(open(sys.argv[2], encoding="utf-8")):
            instance = value(document["tree"])
            errors = sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path)))
            results.append({
                "name": document["name"],
                "valid": not errors,
                "validDraft7": draft7.is_valid(instance),
                "errors": ["/".join(map(str, e.absolute_path)) + ": " + e.message[:300] for e in errors],
            })
        print(json.dumps(results))
        """#
}
