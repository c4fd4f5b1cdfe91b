import XCTest

@testable import VMGenKit

/// Every node's line and column: 1-based, columns in characters, offsets in bytes.
final class YAMLLocationTests: XCTestCase {
    private func root(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> YAMLNode {
        let result = YAMLTest.parse(text)
        XCTAssertEqual(YAMLTest.rendered(text), "", file: file, line: line)
        return try XCTUnwrap(result.root, file: file, line: line)
    }

    private func position(_ location: SourceLocation?) -> String { YAMLTest.position(location) }

    func testBlockNodeLocations() throws {
        let text = """
            name: demo
            items:
              - first
              - key: v
                other: |
                  text
            empty:
            flow: [a, "b"]
            map: {k: v}
            """
        let root = try root(text)
        XCTAssertEqual(position(root.location), "1:1")
        let entries = try XCTUnwrap(root.mapping)
        XCTAssertEqual(entries.map { position($0.keyLocation) }, ["1:1", "2:1", "7:1", "8:1", "9:1"])
        XCTAssertEqual(position(root["name"]?.location), "1:7")
        let items = try XCTUnwrap(root["items"])
        XCTAssertEqual(position(items.location), "3:3")
        XCTAssertEqual(items.sequence?.map { position($0.location) }, ["3:5", "4:5"])
        let second = try XCTUnwrap(items.sequence?.last)
        XCTAssertEqual(second.mapping?.map { position($0.keyLocation) }, ["4:5", "5:5"])
        XCTAssertEqual(position(second["key"]?.location), "4:10")
        XCTAssertEqual(position(second["other"]?.location), "5:12")
        XCTAssertEqual(position(root["empty"]?.location), "7:7")
        XCTAssertEqual(position(root["flow"]?.location), "8:7")
        XCTAssertEqual(root["flow"]?.sequence?.map { position($0.location) }, ["8:8", "8:11"])
        XCTAssertEqual(position(root["map"]?.location), "9:6")
        XCTAssertEqual(root["map"]?.mapping.map { $0.map { position($0.keyLocation) } }, ["9:7"])
        XCTAssertEqual(position(root["map"]?["k"]?.location), "9:10")
    }

    func testOffsetsAreBytes() throws {
        let root = try root("a: x\nbb: [y]\n")
        XCTAssertEqual(root["a"]?.location.offset, 3)
        XCTAssertEqual(root.mapping?.last?.keyLocation.offset, 5)
        XCTAssertEqual(root["bb"]?.sequence?.first?.location.offset, 10)
    }

    func testColumnsCountCharactersAfterMultibytePrefixes() throws {
        let root = try root("é: [ä, 😀x]\nk: 'naïve'\n")
        let items = try XCTUnwrap(root["é"])
        XCTAssertEqual(position(items.location), "1:4")
        XCTAssertEqual(items.location.offset, 4)
        XCTAssertEqual(items.sequence?.map { position($0.location) }, ["1:5", "1:8"])
        XCTAssertEqual(items.sequence?.last?.location.offset, 9)
        XCTAssertEqual(position(root["k"]?.location), "2:4")
    }

    func testGraphemeClustersCountAsOneColumn() throws {
        // A family emoji (ZWJ sequence), a flag and a combining accent are one character each.
        let root = try root("a: [👩‍👩‍👧, 🇫🇷, e\u{301}, b]\ne\u{301}: x\n")
        XCTAssertEqual(root["a"]?.sequence?.map { position($0.location) }, ["1:5", "1:8", "1:11", "1:14"])
        XCTAssertEqual(position(root.mapping?.last?.keyLocation), "2:1")
        XCTAssertEqual(position(root.mapping?.last?.value.location), "2:4")
    }

    func testByteOrderMarkIsNotAColumn() throws {
        let root = try root("\u{FEFF}a: 1\nb: 2\n")
        XCTAssertEqual(position(root.location), "1:1")
        XCTAssertEqual(root.location.offset, 3)
        XCTAssertEqual(position(root["a"]?.location), "1:4")
        XCTAssertEqual(position(root["b"]?.location), "2:4")
    }

    func testCRLFLineEndings() throws {
        let root = try root("a: 1\r\nb:\r\n  - x\r\n")
        XCTAssertEqual(position(root.mapping?.last?.keyLocation), "2:1")
        XCTAssertEqual(root.mapping?.last?.keyLocation.offset, 6)
        XCTAssertEqual(position(root["b"]?.location), "3:3")
        XCTAssertEqual(position(root["b"]?.sequence?.first?.location), "3:5")
    }

    func testEmptyValueLocations() throws {
        let root = try root("a:\nb:   # comment\nc: [x, ]\nd: {e: , f}\ns:\n  -\n  - y\n")
        XCTAssertEqual(position(root["a"]?.location), "1:3")
        XCTAssertEqual(position(root["b"]?.location), "2:3")
        XCTAssertEqual(position(root["d"]?["e"]?.location), "4:7")
        XCTAssertEqual(position(root["d"]?["f"]?.location), "4:11")  // right after the key
        XCTAssertEqual(root["s"]?.sequence?.map { position($0.location) }, ["6:4", "7:5"])
    }

    func testScalarLocationsIncludeIndicators() throws {
        let root = try root("a: \"q\"\nb: 'q'\nc: >-\n  x\nd:\n  |\n   y\ne: plain\n  folded\n")
        XCTAssertEqual(position(root["a"]?.location), "1:4")
        XCTAssertEqual(position(root["b"]?.location), "2:4")
        XCTAssertEqual(position(root["c"]?.location), "3:4")
        XCTAssertEqual(position(root["d"]?.location), "6:3")
        XCTAssertEqual(position(root["e"]?.location), "8:4")
    }

    func testLocationsAfterDocumentMarkerAndComments() throws {
        let root = try root("# header\n---\n\n  # note\nkey: [\n  v]\n")
        XCTAssertEqual(position(root.location), "5:1")
        XCTAssertEqual(position(root["key"]?.sequence?.first?.location), "6:3")
    }

    /// The parser's cached column computation must agree with `SourceLocation.at`.
    func testLocationsMatchSourceLocationAt() throws {
        let text = """
            título: "ça va" # 😀
            líst: [ñ, "ü", {ß: 👍🏽}, e\u{301}x]
            more: |
              ✓ done
            end: 日本語 テキスト

            """
        let root = try root(text)
        let bytes = Array(text.utf8)
        var locations: [SourceLocation] = []
        func collect(_ node: YAMLNode) {
            locations.append(node.location)
            switch node.value {
            case .scalar: break
            case .sequence(let items): items.forEach(collect)
            case .mapping(let entries):
                for entry in entries {
                    locations.append(entry.keyLocation)
                    collect(entry.value)
                }
            }
        }
        collect(root)
        XCTAssertEqual(locations.count, 15)
        for location in locations {
            XCTAssertEqual(location, SourceLocation.at(offset: location.offset, in: bytes, file: YAMLTest.file))
        }
    }
}
