import XCTest

@testable import VMGenKit

/// What accepted input means: values, styles and structure, as YAML 1.2 (and PyYAML) read them.
final class YAMLValueTests: XCTestCase {
    private func value(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        YAMLTest.value(text, file: file, line: line)
    }

    func testBlockMappingKeepsSourceOrder() {
        XCTAssertEqual(value("zeta: 1\nalpha: 2\nmid: 3\n"), #"{"zeta":"1","alpha":"2","mid":"3"}"#)
    }

    func testNestedBlockMappings() {
        let text = """
            app:
              name: Demo
              window:
                width: 800
            version: 2
            """
        XCTAssertEqual(value(text), #"{"app":{"name":"Demo","window":{"width":"800"}},"version":"2"}"#)
    }

    func testBlockSequencesAndCompactForms() {
        XCTAssertEqual(value("- a\n- b\n"), #"["a","b"]"#)
        XCTAssertEqual(value("- name: a\n  kind: x\n- name: b\n"), #"[{"name":"a","kind":"x"},{"name":"b"}]"#)
        XCTAssertEqual(value("- - a\n  - b\n- c\n"), #"[["a","b"],"c"]"#)
        XCTAssertEqual(value("-   x: 1\n    y: 2\n"), #"[{"x":"1","y":"2"}]"#)
        XCTAssertEqual(value("-\n  a: 1\n- \n- c\n"), #"[{"a":"1"},null,"c"]"#)
    }

    func testSequenceAtTheKeysIndentation() {
        let text = """
            items:
            - a
            - b: 1
              c: 2
            after: x
            """
        XCTAssertEqual(value(text), #"{"items":["a",{"b":"1","c":"2"}],"after":"x"}"#)
        XCTAssertEqual(value("- a:\n  - x\n  b: y\n"), #"[{"a":["x"],"b":"y"}]"#)
    }

    func testEmptyValuesAreNull() throws {
        XCTAssertEqual(value("a:\nb: ~\nc: null\nd: Null\ne: NULL\nf: ''\n"), #"{"a":null,"b":"~","c":"null","d":"Null","e":"NULL","f":""}"#)
        let root = try XCTUnwrap(YAMLTest.parse("a:\nb: ~\nc: NULL\nd: nil\ne: ''\nf: \"null\"\n").root)
        XCTAssertEqual(root["a"]?.scalar, YAMLScalar(text: "", style: .plain, isNull: true))
        XCTAssertEqual(root["b"]?.scalar?.isNull, true)
        XCTAssertEqual(root["c"]?.scalar?.isNull, true)
        XCTAssertEqual(root["d"]?.scalar?.isNull, false)
        XCTAssertEqual(root["e"]?.scalar, YAMLScalar(text: "", style: .singleQuoted, isNull: false))
        XCTAssertEqual(root["f"]?.scalar, YAMLScalar(text: "null", style: .doubleQuoted, isNull: false))
    }

    func testPlainScalars() {
        XCTAssertEqual(value("a: several words here\n"), #"{"a":"several words here"}"#)
        XCTAssertEqual(value("url: http://example.com:8080/x?y=1#frag\n"), #"{"url":"http://example.com:8080/x?y=1#frag"}"#)
        XCTAssertEqual(value("a: b#c\nd: e # comment\n"), #"{"a":"b#c","d":"e"}"#)
        XCTAssertEqual(value("a: -1\nb: -x\nc: ?y\nd: :z\ne: a:b\n"), #"{"a":"-1","b":"-x","c":"?y","d":":z","e":"a:b"}"#)
        XCTAssertEqual(value("key with spaces  :  value  \n"), #"{"key with spaces":"value"}"#)
        XCTAssertEqual(value("a::\n"), #"{"a:":null}"#)
        XCTAssertEqual(value("just text\n"), #""just text""#)
    }

    func testMultiLinePlainScalarsFold() {
        XCTAssertEqual(value("a: one\n  two\n\n  three\n\n\n  four\nb: x\n"), #"{"a":"one two\nthree\n\nfour","b":"x"}"#)
        XCTAssertEqual(value("- a\n  b\n- c\n"), #"["a b","c"]"#)
        XCTAssertEqual(value("k: a\n  - b\n"), #"{"k":"a - b"}"#)
        XCTAssertEqual(value("a:\n    b\n  c\n"), #"{"a":"b c"}"#)
    }

    func testSingleQuotedScalars() throws {
        XCTAssertEqual(value("a: 'it''s # not a comment'\n"), #"{"a":"it's # not a comment"}"#)
        XCTAssertEqual(value("a: 'x  \n   y\n\n  z'\n"), #"{"a":"x y\nz"}"#)
        XCTAssertEqual(value("a: 'back\\slash \\n'\n"), #"{"a":"back\\slash \\n"}"#)
        let root = try XCTUnwrap(YAMLTest.parse("'quoted key': 1\n").root)
        XCTAssertEqual(root.mapping?.first?.key, YAMLScalar(text: "quoted key", style: .singleQuoted, isNull: false))
    }

    func testDoubleQuotedEscapes() {
        XCTAssertEqual(value(#"a: "\\ \" \/ \t \n \r \e""#), #"{"a":"\\ \" / \t \n \r \u{1b}"}"#)
        XCTAssertEqual(value(#"a: "\0\a\b\f\v""#), #"{"a":"\u{0}\u{7}\u{8}\u{c}\u{b}"}"#)
        XCTAssertEqual(value(#"a: "\x41\u00e9\U0001F600\N\_\L\P""#), "{\"a\":\"Aé😀\u{85}\u{A0}\u{2028}\u{2029}\"}")
        XCTAssertEqual(value("a: \"tab:\\\tspace:\\ \"\n"), #"{"a":"tab:\tspace: "}"#)
    }

    func testDoubleQuotedLineFolding() {
        XCTAssertEqual(value("a: \"one  \n   two\n\n   three\"\n"), #"{"a":"one two\nthree"}"#)
        XCTAssertEqual(value("a: \"one \\\n   two\"\n"), #"{"a":"one two"}"#)
        XCTAssertEqual(value("a: \"one\\\n\n   two\"\n"), #"{"a":"one\ntwo"}"#)
        XCTAssertEqual(value("a: \"kept\\t \n  x\"\n"), #"{"a":"kept\t x"}"#)
        XCTAssertEqual(value("a: \"x\n  y\n\"\n"), #"{"a":"x y "}"#)
    }

    func testFlowCollections() {
        XCTAssertEqual(value(#"a: [a, b, "c"]"#), #"{"a":["a","b","c"]}"#)
        XCTAssertEqual(value(#"t: { en: "Hi", es: 'Hola' }"#), #"{"t":{"en":"Hi","es":"Hola"}}"#)
        XCTAssertEqual(value("a: [b, [c, d], {e: f}, []]"), #"{"a":["b",["c","d"],{"e":"f"},[]]}"#)
        XCTAssertEqual(value("a: [b, c, ]\nd: {e: 1,}\n"), #"{"a":["b","c"],"d":{"e":"1"}}"#)
        XCTAssertEqual(value("a: {b, c: , d: e}"), #"{"a":{"b":null,"c":null,"d":"e"}}"#)
        XCTAssertEqual(value(#"a: {"b":c, 'd':e}"#), #"{"a":{"b":"c","d":"e"}}"#)
        XCTAssertEqual(value("a: [http://x.y/z, a:b, w x]"), #"{"a":["http://x.y/z","a:b","w x"]}"#)
        XCTAssertEqual(value("[1, 2]\n"), #"["1","2"]"#)
    }

    func testFlowCollectionsSpanningLines() {
        let text = """
            tags: [
              one,   # first
              "two",
              three
            ]
            map: {a: 1,
              b: [x,
                y]}
            """
        XCTAssertEqual(value(text), #"{"tags":["one","two","three"],"map":{"a":"1","b":["x","y"]}}"#)
        XCTAssertEqual(value("a: [b\n  c, d]"), #"{"a":["b c","d"]}"#)
    }

    func testLiteralBlockScalars() {
        XCTAssertEqual(value("a: |\n  line 1\n    indented\n  line 3\nb: x\n"), #"{"a":"line 1\n  indented\nline 3\n","b":"x"}"#)
        XCTAssertEqual(value("a: |\n\n  after blank\n\n\nb: x\n"), #"{"a":"\nafter blank\n","b":"x"}"#)
        XCTAssertEqual(value("a: |-\n  text\n\n"), #"{"a":"text"}"#)
        XCTAssertEqual(value("a: |+\n  text\n\n\nb: x\n"), #"{"a":"text\n\n\n","b":"x"}"#)
        XCTAssertEqual(value("a: |\n  no final newline"), #"{"a":"no final newline"}"#)
        XCTAssertEqual(value("a: |\n  # not a comment\n# a comment\nb: 1\n"), ##"{"a":"# not a comment\n","b":"1"}"##)
        XCTAssertEqual(value("a: |  # header comment\n  x\n"), #"{"a":"x\n"}"#)
        XCTAssertEqual(value("a: |\nb: |+\n\nc: 1\n"), #"{"a":"","b":"\n","c":"1"}"#)
    }

    func testExplicitIndentationIndicator() {
        XCTAssertEqual(value("a: |2\n    four\n   three\n"), #"{"a":"  four\n three\n"}"#)
        XCTAssertEqual(value("a: |-1\n  x\n"), #"{"a":" x"}"#)
        XCTAssertEqual(value("- >2+\n   x\n\n"), #"[" x\n\n"]"#)
    }

    func testFoldedBlockScalars() throws {
        let text = """
            a: >
              one
              two

              three
                more indented
                again
              back

            b: >-
              x
              y
            """
        XCTAssertEqual(value(text), #"{"a":"one two\nthree\n  more indented\n  again\nback\n","b":"x y"}"#)
        XCTAssertEqual(value("a: >\n\n  x\n\n\n  y\n"), #"{"a":"\nx\n\ny\n"}"#)
        let root = try XCTUnwrap(YAMLTest.parse("a: >\n  x\nb: |\n  y\n").root)
        XCTAssertEqual(root["a"]?.scalar?.style, .folded)
        XCTAssertEqual(root["b"]?.scalar?.style, .literal)
    }

    func testCommentsAnywhere() {
        let text = """
            # leading
            a: 1 # trailing
              # indented comment
            b:  # before the value
              - x # in a sequence
              # between items
              - y
            # trailing
            """
        XCTAssertEqual(value(text), #"{"a":"1","b":["x","y"]}"#)
    }

    func testDocumentStartMarkerAndLineEndings() {
        XCTAssertEqual(value("---\na: 1\n"), #"{"a":"1"}"#)
        XCTAssertEqual(value("# c\n--- # start\na: 1\n"), #"{"a":"1"}"#)
        XCTAssertEqual(value("a: 1\r\nb: |\r\n  x\r\n  y\r\nc: \"p\r\n  q\"\r\n"), #"{"a":"1","b":"x\ny\n","c":"p q"}"#)
        XCTAssertEqual(value("\u{FEFF}a: 1\n"), #"{"a":"1"}"#)
        XCTAssertEqual(value("a: b\t\nc:\td\n"), #"{"a":"b","c":"d"}"#)
    }

    func testNonASCIIContent() {
        XCTAssertEqual(value("é: ünïcødé\n😀: [日本, \"🇫🇷\"]\n"), #"{"é":"ünïcødé","😀":["日本","🇫🇷"]}"#)
    }

    func testEmptyDocuments() {
        for text in ["", "   \n\n  \t\n", "# only a comment\n", "---\n", "--- # c\n# c\n", "\u{FEFF}"] {
            let result = YAMLTest.parse(text)
            XCTAssertNil(result.root, "\(text.debugDescription)")
            XCTAssertEqual(result.diagnostics, [], "\(text.debugDescription)")
        }
    }

    func testConvenienceAccessors() throws {
        let root = try XCTUnwrap(YAMLTest.parse("a: [x]\nb: {c: d}\n").root)
        XCTAssertEqual(root["a"]?.sequence?.first?.scalar?.text, "x")
        XCTAssertEqual(root["b"]?["c"]?.scalar?.text, "d")
        XCTAssertNil(root["missing"])
        XCTAssertNil(root.scalar)
        XCTAssertNil(root["a"]?.mapping)
        XCTAssertEqual(root.mapping?.map(\.key.text), ["a", "b"])
    }
}
