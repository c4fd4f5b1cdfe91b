import Foundation
import VMGenTestSupport
import XCTest

@testable import VMGenKit

/// Input that is not YAML text, cut short, enormous or deeply nested: always an answer,
/// never a crash or a hang.
final class YAMLRobustnessTests: XCTestCase {
    private func parse(_ bytes: [UInt8]) -> YAMLParseResult { YAMLParser.parse(bytes, file: YAMLTest.file) }

    private func rendered(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return DiagnosticRenderer(sources: [YAMLTest.file: text]).render(parse(bytes).diagnostics)
    }

    /// The single diagnostic's `line:column message`.
    private func only(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = parse(bytes)
        XCTAssertNil(result.root, file: file, line: line)
        XCTAssertEqual(result.diagnostics.count, 1, file: file, line: line)
        guard let diagnostic = result.diagnostics.first else { return "<none>" }
        return "\(YAMLTest.position(diagnostic.location)) \(diagnostic.message)"
    }

    // MARK: Not text

    func testInvalidUTF8() {
        XCTAssertEqual(
            rendered(Array("name: ok\nbad: ".utf8) + [0xFF, 0x0A]),
            """
            spec.yml:2:6: error: the file is not UTF-8 text (invalid byte 0xFF) [yaml-syntax]
            bad: \u{FFFD}
                 ^

            """)
        XCTAssertEqual(only(Array("é: ".utf8) + [0xC3]), "1:4 the file is not UTF-8 text (invalid byte 0xC3)")
        XCTAssertEqual(only([0x61, 0xC0, 0x80]), "1:2 the file is not UTF-8 text (invalid byte 0xC0)")  // overlong
        XCTAssertEqual(only([0x61, 0xED, 0xA0, 0x80]), "1:2 the file is not UTF-8 text (invalid byte 0xED)")  // surrogate
        XCTAssertEqual(only([0xF4, 0x90, 0x80, 0x80]), "1:1 the file is not UTF-8 text (invalid byte 0xF4)")  // > U+10FFFF
    }

    func testBinaryDataAndNULBytes() {
        XCTAssertEqual(
            rendered(Array("a: 1\nb: x".utf8) + [0x00] + Array("y\n".utf8)),
            """
            spec.yml:2:5: error: the file contains a NUL byte; a spec must be UTF-8 text, not binary data [yaml-syntax]
            b: x\\u{0}y
                ^

            """)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]
        XCTAssertEqual(only(png), "1:1 the file is not UTF-8 text (invalid byte 0x89)")
        XCTAssertEqual(only([0x00]), "1:1 the file contains a NUL byte; a spec must be UTF-8 text, not binary data")
    }

    func testControlCharactersAndLineBreaksYAMLDoesNotAllow() {
        XCTAssertEqual(
            rendered(Array("a: x\u{7}y\n".utf8)),
            """
            spec.yml:1:5: error: control character U+0007 is not allowed in YAML [yaml-syntax]
            a: x\\u{7}y
                ^

            """)
        XCTAssertEqual(only(Array("é: 😀\u{7F}".utf8)), "1:5 control character U+007F is not allowed in YAML")
        XCTAssertEqual(only(Array("a: \u{9B}".utf8)), "1:4 control character U+009B is not allowed in YAML")
        XCTAssertEqual(only(Array("a: 1\rb: 2\n".utf8)), "1:5 carriage return without a line feed; use LF or CRLF line endings")
        XCTAssertEqual(
            only(Array("a: x\u{2028}y\n".utf8)),
            "1:5 line separator U+2028 is not supported (YAML 1.1 and 1.2 read it differently); write it as \"\\L\" in a double-quoted string")
        XCTAssertEqual(
            only(Array("a: \u{85}".utf8)),
            "1:4 next-line character U+0085 is not supported (YAML 1.1 and 1.2 read it differently); write it as \"\\N\" in a double-quoted string")
        XCTAssertEqual(only(Array("a: \u{FFFF}".utf8)), "1:4 non-character U+FFFF is not allowed in YAML")
    }

    func testByteOrderMarkOnlyAtTheStart() throws {
        let result = parse([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(YAMLTest.json(result.root), #"{"a":"1"}"#)
        XCTAssertEqual(only([0xEF, 0xBB, 0xBF, 0x00]), "1:1 the file contains a NUL byte; a spec must be UTF-8 text, not binary data")
        XCTAssertEqual(parse([0xEF, 0xBB, 0xBF]).diagnostics, [])
    }

    // MARK: Empty and truncated files

    func testEmptyAndWhitespaceOnlyFiles() {
        for text in ["", " ", "\n\n\n", "  \t \n\t\n", "\r\n\r\n", "# c\n   # d\n"] {
            let result = YAMLTest.parse(text)
            XCTAssertNil(result.root)
            XCTAssertEqual(result.diagnostics, [], text.debugDescription)
        }
    }

    func testTruncatedMidString() {
        XCTAssertEqual(
            YAMLTest.rendered("title: \"Hello, wor"),
            """
            spec.yml:1:8: error: unterminated double-quoted string: missing closing '"' [yaml-syntax]
            title: "Hello, wor
                   ^

            """)
        XCTAssertEqual(
            YAMLTest.rendered("a: 1\nb: 'line one\n  line tw"),
            """
            spec.yml:2:4: error: unterminated single-quoted string: missing closing "'" [yaml-syntax]
            b: 'line one
               ^

            """)
        XCTAssertEqual(
            YAMLTest.rendered("a: \"x\\"),
            """
            spec.yml:1:4: error: unterminated double-quoted string: missing closing '"' [yaml-syntax]
            a: "x\\
               ^

            """)
    }

    func testTruncatedMidFlow() {
        XCTAssertEqual(
            YAMLTest.rendered("tags: [one, {two: [three, "),
            """
            spec.yml:1:19: error: unterminated flow sequence: missing closing ']' [yaml-syntax]
            tags: [one, {two: [three, 
                              ^

            """)
        XCTAssertEqual(
            YAMLTest.rendered("m: {a: 1,\n  b"),
            """
            spec.yml:1:4: error: unterminated flow mapping: missing closing '}' [yaml-syntax]
            m: {a: 1,
               ^

            """)
    }

    /// Every prefix of a spec using every construct parses without crashing, and every
    /// diagnostic points inside the file.
    func testEveryPrefixOfASpec() {
        let spec = """
            # a spec
            name: "Demo \\u00e9"
            flags: [a, 'b', {c: d}]
            items:
              - id: 1
                text: |
                  line
                    more
              - >-
                folded
                text
            empty:
            plain: one
              two
            """
        let bytes = Array(spec.utf8)
        for length in 0...bytes.count {
            let prefix = Array(bytes[0..<length])
            let result = parse(prefix)
            for diagnostic in result.diagnostics {
                let location = diagnostic.location
                XCTAssertNotNil(location)
                XCTAssertLessThanOrEqual(location?.offset ?? .max, prefix.count, "prefix \(length)")
            }
        }
        XCTAssertEqual(parse(bytes).diagnostics, [])
    }

    // MARK: Deep nesting and large input

    func testDeepFlowNestingIsAnError() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = YAMLTest.parse(text)
        XCTAssertNil(result.root)
        XCTAssertEqual(result.diagnostics.map(\.message), ["nesting is too deep (more than 200 levels)"])
        XCTAssertEqual(YAMLTest.position(result.diagnostics.first?.location), "1:201")
    }

    func testDeepBlockNestingIsAnError() {
        let mapping = (0..<300).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
        let result = YAMLTest.parse(mapping)
        XCTAssertEqual(result.diagnostics.map(\.message), ["nesting is too deep (more than 200 levels)"])
        XCTAssertEqual(YAMLTest.position(result.diagnostics.first?.location), "201:201")
        let sequence = String(repeating: "- ", count: 300) + "x\n"
        XCTAssertEqual(YAMLTest.parse(sequence).diagnostics.map(\.message), ["nesting is too deep (more than 200 levels)"])
    }

    func testNestingUpToTheLimitIsFine() throws {
        let text = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        var node = try XCTUnwrap(YAMLTest.parse(text).root)
        var depth = 1
        while let inner = node.sequence?.first {
            node = inner
            depth += 1
        }
        XCTAssertEqual(depth, 200)
        let mixed = (0..<100).map { String(repeating: "  ", count: $0) + "- k:\n" }.joined()
        XCTAssertEqual(YAMLTest.parse(mixed).diagnostics, [])
    }

    /// Nesting lives on the heap, not the machine stack: the deepest accepted documents parse
    /// on a thread with a small stack.
    func testDeepNestingNeedsLittleMachineStack() {
        final class Box: @unchecked Sendable { var results: [YAMLParseResult] = [] }
        let inputs = [
            String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
            String(repeating: "{a: ", count: 199) + "1" + String(repeating: "}", count: 199),
            (0..<199).map { String(repeating: " ", count: $0) + "k:\n" }.joined() + String(repeating: " ", count: 199) + "k: v\n",
            String(repeating: "- ", count: 199) + "[x]\n",
        ]
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.results = inputs.map { YAMLParser.parse($0, file: "spec.yml") }
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
        XCTAssertEqual(box.results.map(\.diagnostics), Array(repeating: [], count: inputs.count))
        XCTAssertTrue(box.results.allSatisfy { $0.root != nil })
    }

    func testLargeGeneratedInput() throws {
        var text = ""
        for index in 0..<20_000 {
            text += "key\(index): value number \(index) # comment\n"
        }
        text += "list: [" + (0..<20_000).map { "é\($0)" }.joined(separator: ", ") + "]\n"
        text += "block:\n" + (0..<20_000).map { "  - \"item \($0)\"\n" }.joined()
        let result = YAMLTest.parse(text)
        XCTAssertEqual(result.diagnostics, [])
        let root = try XCTUnwrap(result.root)
        XCTAssertEqual(root.mapping?.count, 20_002)
        XCTAssertEqual(root["key19999"]?.scalar?.text, "value number 19999")
        XCTAssertEqual(YAMLTest.position(root["key19999"]?.location), "20000:11")
        let list = try XCTUnwrap(root["list"]?.sequence)
        XCTAssertEqual(list.count, 20_000)
        XCTAssertEqual(list.last?.scalar?.text, "é19999")
        // "list: [" then 19,999 items "éN, " before the last one.
        let lastColumn = 8 + (0..<19_999).reduce(0) { $0 + "é\($1), ".count }
        XCTAssertEqual(YAMLTest.position(list.last?.location), "20001:\(lastColumn)")
        XCTAssertEqual(root["block"]?.sequence?.count, 20_000)
    }

    // MARK: Random damage

    /// Randomly damaged specs never crash, and every diagnostic has a location in the file.
    func testRandomMutationsNeverCrash() {
        var generator = SplitMix(seed: 42)
        let seeds = [
            "a: 1\nb:\n  c: d\n  e: [f, g]\nh:\n- i\n- j: k\n  l: m\n",
            "name: x\ndesc: >\n  folded\n  text\n\n  para\nlit: |-\n  a\n   b\n",
            "list:\n  - 'q''s'\n  - \"d\\tq\\u00e9\"\n  - {a: b, c: [d, e]}\n",
            "k: v # c\nm: 'multi\n  line'\nn: \"x\\\n  y\"\np: one\n  two\n",
        ]
        let pieces = [" ", "\n", "\t", ":", "-", "#", "'", "\"", "[", "]", "{", "}", ",", "|", ">", "\\", "é", "?", "&", "*", "!", "  ", "x: ", "- ", "%", "---\n", "\r"]
        for round in 0..<1500 {
            var bytes = Array(seeds[round % seeds.count].utf8)
            for _ in 0...(generator.next() % 4) {
                let index = Int(generator.next() % UInt64(bytes.count + 1))
                switch generator.next() % 3 {
                case 0: bytes.insert(contentsOf: Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8), at: index)
                case 1: if index < bytes.count { bytes.remove(at: index) }
                default: if index < bytes.count { bytes[index] = UInt8(truncatingIfNeeded: generator.next()) }
                }
            }
            let result = parse(bytes)
            for diagnostic in result.diagnostics {
                XCTAssertEqual(diagnostic.code, "yaml-syntax")
                XCTAssertLessThanOrEqual(diagnostic.location?.offset ?? .max, bytes.count)
            }
        }
    }
}
