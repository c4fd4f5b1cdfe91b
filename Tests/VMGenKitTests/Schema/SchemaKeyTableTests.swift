import Foundation
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// The schemas and the readers cannot drift apart: each closed-key object of a schema has
/// exactly the keys of the reader's table it was built from, every key table of the readers
/// has its object, and every description is a passage of docs/spec.md.
final class SchemaKeyTableTests: XCTestCase {
    /// Every table the spec and config readers check keys against (`NodeReader.checkKeys`).
    /// A new table of the readers belongs here, and then in the schema.
    static let readerTables: [(JSONSchemas.Kind, String, [String])] = [
        (.spec, "SpecKeys.topLevel", SpecKeys.topLevel),
        (.spec, "SpecKeys.child", SpecKeys.child),
        (.spec, "SpecKeys.property", SpecKeys.property),
        (.spec, "SpecKeys.operation", SpecKeys.operation),
        (.spec, "SpecKeys.parameter", SpecKeys.parameter),
        (.spec, "SpecKeys.output", SpecKeys.output),
        (.spec, "SpecKeys.request", SpecKeys.request),
        (.spec, "SpecKeys.requestDeclaration", SpecKeys.requestDeclaration),
        (.spec, "SpecKeys.bodyField", SpecKeys.bodyField),
        (.spec, "SpecKeys.requestsOnly", SpecKeys.requestsOnly),
        (.spec, "SpecKeys.identityForms", SpecKeys.identityForms),
        (.spec, "compound text", [SpecKeys.pieces, SpecKeys.separator]),
        (.spec, "ObservableScreenBuilder.keys", ObservableScreenBuilder.keys),
        (.spec, "ObservableScreenBuilder.serviceKeys", ObservableScreenBuilder.serviceKeys),
        (.spec, "ObservableScreenBuilder.methodKeys", ObservableScreenBuilder.methodKeys),
        (.spec, "ObservableScreenBuilder.actionKeys", ObservableScreenBuilder.actionKeys),
        (.spec, "ObservableScreenBuilder.loadKeys", ObservableScreenBuilder.loadKeys),
        (.spec, "ObservableScreenBuilder.stateKeys", ObservableScreenBuilder.stateKeys),
        (.spec, "ObservableScreenBuilder.transitionKeys", ObservableScreenBuilder.transitionKeys),
        (.config, "ConfigLoader.keys", ConfigLoader.keys),
        (.config, "ConfigLoader.lintKeys", ConfigLoader.lintKeys),
        (.config, "ConfigLoader.targetKeys", ConfigLoader.targetKeys),
        (.config, "ConfigLoader.targetKeys + imports", ConfigLoader.targetKeys + ["imports"]),
        (.config, "ConfigLoader.resourceKeys", ConfigLoader.resourceKeys),
        (.config, "ConfigLoader.observableKeys", ConfigLoader.observableKeys),
        (.config, "AppSettingsLoader.appKeys", AppSettingsLoader.appKeys),
        (.config, "AppSettingsLoader.testKeys", AppSettingsLoader.testKeys),
        (.config, "ConfigLoader.uiTestKeys", ConfigLoader.uiTestKeys),
    ]

    func testEachClosedObjectHasExactlyTheReadersKeys() {
        for kind in JSONSchemas.Kind.allCases {
            for table in JSONSchemas.build(kind).keyTables {
                let missing = table.readerKeys.filter { !table.schemaKeys.contains($0) }
                let extra = table.schemaKeys.filter { !table.readerKeys.contains($0) }
                XCTAssertTrue(missing.isEmpty, "\(kind) schema, \(table.what): the reader accepts \(missing), the schema does not")
                XCTAssertTrue(extra.isEmpty, "\(kind) schema, \(table.what): the schema accepts \(extra), the reader does not")
                XCTAssertEqual(Set(table.schemaKeys).count, table.schemaKeys.count, "\(table.what): a key twice")
            }
        }
    }

    func testEveryReaderTableHasItsObject() {
        for (kind, name, keys) in Self.readerTables {
            let tables = JSONSchemas.build(kind).keyTables
            XCTAssertTrue(tables.contains { $0.readerKeys == keys }, "the \(kind) schema has no object for the reader's \(name)")
        }
    }

    /// An object closed by hand (`additionalProperties: false` without its reader table) would
    /// escape the tests above.
    func testEveryClosedObjectComesFromAReaderTable() {
        for kind in JSONSchemas.Kind.allCases {
            let built = JSONSchemas.build(kind)
            let closed = built.schema.rendered().components(separatedBy: "\"additionalProperties\": false").count - 1
            XCTAssertEqual(closed, built.keyTables.count, "\(kind): closed objects that no reader table stands for")
        }
    }

    func testEveryDescriptionIsAPassageOfTheSpecLanguageDocument() throws {
        let document = Self.normalized(try String(contentsOfFile: Repository.root + "/docs/spec.md", encoding: .utf8))
        for kind in JSONSchemas.Kind.allCases {
            let descriptions = Self.descriptions(in: JSONSchemas.build(kind).schema)
            XCTAssertGreaterThan(descriptions.count, 20)
            for description in descriptions {
                XCTAssertTrue(document.contains(Self.normalized(description)), "\(kind) schema: '\(description)' is not in docs/spec.md")
            }
        }
    }

    /// Every top-level key of a spec and of vmgen.yml has a description, for the editor's hover.
    func testEveryTopLevelKeyIsDescribed() {
        for kind in JSONSchemas.Kind.allCases {
            for table in JSONSchemas.build(kind).keyTables where ["a spec", "vmgen.yml"].contains(table.what) {
                let rendered = JSONSchemas.text(kind)
                for key in table.schemaKeys {
                    XCTAssertTrue(
                        rendered.contains("\"\(key)\": {\n          \"description\"") || rendered.contains("\"\(key)\": {\n      \"description\""),
                        "\(kind): '\(key)' has no description")
                }
            }
        }
    }

    func testTheSchemasAreTheSameOnEveryRun() {
        for kind in JSONSchemas.Kind.allCases {
            XCTAssertEqual(JSONSchemas.text(kind), JSONSchemas.text(kind))
        }
    }

    static func descriptions(in value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            return members.flatMap { key, member -> [String] in
                if key == "description", case .string(let text) = member { return [text] }
                return descriptions(in: member)
            }
        case .array(let items):
            return items.flatMap(descriptions(in:))
        default:
            return []
        }
    }

    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
