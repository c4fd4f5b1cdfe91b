import VMGenKit
import XCTest

/// Every type import writes into a spec reads back as itself: in a block mapping
/// (`tags: …`) and in a flow mapping (`{ type: …, stub: … }`), the two places specs hold types.
final class YAMLTypeScalarTests: XCTestCase {
    /// The shapes of Swift types a spec can name, and some it cannot (import may still meet them).
    static let types: [String] = {
        let bases = ["String", "Int", "Double", "Bool", "Date", "URL", "UUID", "ModelIdType", "SystemVersion", "LocalizableString",
            "Card", "Berth.Status", "CardViewModel", "yes", "null", "on", "True", "Set<Tag>", "Dictionary<String, Int>", "any Service",
            "(Int) -> Void", "Result<Card, Error>", "_Private", "A.B.C"]
        var types: [String] = []
        for base in bases {
            types += [base, base + "?", "[" + base + "]", "[" + base + "]?", "[" + base + "?]", "[[" + base + "]]", "[String: " + base + "]", "[" + base + ": Int]?"]
        }
        return types
    }()

    func testEveryTypeReadsBackAsItselfInABlockAndInAFlowMapping() throws {
        for type in Self.types {
            let written = YAMLLiteral.type(type)
            let text = "tags: \(written)\nfield: { type: \(written), stub: 42 }\nlist: [\(written), \(written)]\n"
            let parsed = YAMLParser.parse(text, file: "Spec.yml")
            XCTAssertEqual(parsed.diagnostics, [], "\(type) written as \(written) does not parse:\n\(text)")
            let entries = try XCTUnwrap(parsed.root?.mapping, text)
            XCTAssertEqual(entries[0].value.scalar?.text, type, text)
            XCTAssertEqual(entries[1].value.mapping?.first?.value.scalar?.text, type, text)
            XCTAssertEqual(entries[2].value.sequence?.compactMap(\.scalar?.text), [type, type], text)
        }
    }

    /// Where a property's type is the whole value, a list of a plain name is the flow sequence
    /// the spec language reads as the list type; anything else reads back as itself.
    func testAPropertysListTypeIsASequenceOfItsElement() throws {
        for type in Self.types {
            let written = YAMLLiteral.type(type, listAsSequence: true)
            let parsed = YAMLParser.parse("tags: \(written)\n", file: "Spec.yml")
            XCTAssertEqual(parsed.diagnostics, [], "\(type) written as \(written)")
            let value = try XCTUnwrap(parsed.root?.mapping?.first?.value)
            if let items = value.sequence {
                XCTAssertEqual(items.compactMap(\.scalar?.text).map { "[\($0)]" }, [type], "\(type) written as \(written)")
            } else {
                XCTAssertEqual(value.scalar?.text, type)
            }
        }
        XCTAssertEqual(YAMLLiteral.type("[Card]", listAsSequence: true), "[Card]")
        XCTAssertEqual(YAMLLiteral.type("[Card]?", listAsSequence: true), "\"[Card]?\"")
        XCTAssertEqual(YAMLLiteral.type("[Card?]", listAsSequence: true), "\"[Card?]\"")
    }

    func testPlainNamesStayPlainSoSpecsReadAsWritten() {
        for type in ["String", "Int?", "Berth.Status", "CardViewModel", "ModelIdType?"] {
            XCTAssertEqual(YAMLLiteral.type(type), type)
        }
        XCTAssertEqual(YAMLLiteral.type("[String]?"), "\"[String]?\"")
        XCTAssertEqual(YAMLLiteral.type("yes"), "\"yes\"")
    }
}
