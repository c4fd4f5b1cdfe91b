import XCTest

@testable import VMGenKit

/// Rejected structure (keys, indentation, documents, unsupported YAML features): every error
/// exactly as the command line prints it — location, message, source line, caret and notes.
/// Scalar and flow errors are in `YAMLScalarAndFlowErrorTests`.
final class YAMLErrorTests: XCTestCase {
    func testDuplicateKeysAreAllReportedWithTheFirstLine() {
        assertYAMLErrors(
            "name: x\ntitle: \"a\"\ntitle: \"b\"\nnested:\n  k: 1\n  k: 2\n  k: 3\n",
            """
            spec.yml:3:1: error: duplicate key 'title' in this mapping [yaml-syntax]
            title: "b"
            ^
              note: first defined on line 2
            spec.yml:6:3: error: duplicate key 'k' in this mapping [yaml-syntax]
              k: 2
              ^
              note: first defined on line 5
            spec.yml:7:3: error: duplicate key 'k' in this mapping [yaml-syntax]
              k: 3
              ^
              note: first defined on line 5
            """)
    }

    func testDuplicateKeysCompareByTextAndNullness() {
        assertYAMLErrors(
            "\"a\": 1\nflow: {x: 1, 'x': 2}\na: 3\nnull: 4\n~: 5\n",
            """
            spec.yml:2:14: error: duplicate key 'x' in this mapping [yaml-syntax]
            flow: {x: 1, 'x': 2}
                         ^
              note: first defined on line 2
            spec.yml:3:1: error: duplicate key 'a' in this mapping [yaml-syntax]
            a: 3
            ^
              note: first defined on line 1
            spec.yml:5:1: error: duplicate key '~' in this mapping [yaml-syntax]
            ~: 5
            ^
              note: first defined on line 4
            """)
    }

    func testDuplicateKeysKeepTheFirstValue() throws {
        let root = try XCTUnwrap(YAMLTest.parse("a: 1\na: 2\n").root)
        XCTAssertEqual(YAMLTest.json(root), #"{"a":"1"}"#)
    }

    func testAnchorsAliasesAndTagsAreAllReported() {
        assertYAMLErrors(
            "a: &anchor 1\nb: *anchor\nc: !!str x\nlist: [!local y, &z w]\n",
            """
            spec.yml:1:4: error: anchors (&name) are not supported in vmgen specs [yaml-syntax]
            a: &anchor 1
               ^
            spec.yml:2:4: error: aliases (*name) are not supported in vmgen specs [yaml-syntax]
            b: *anchor
               ^
            spec.yml:3:4: error: tags (!name, !!type) are not supported in vmgen specs [yaml-syntax]
            c: !!str x
               ^
            spec.yml:4:8: error: tags (!name, !!type) are not supported in vmgen specs [yaml-syntax]
            list: [!local y, &z w]
                   ^
            spec.yml:4:18: error: anchors (&name) are not supported in vmgen specs [yaml-syntax]
            list: [!local y, &z w]
                             ^
            """)
    }

    func testMergeKeys() {
        assertYAMLErrors(
            "base: {a: 1}\nuse:\n  <<: {a: 1}\n  b: 2\n",
            """
            spec.yml:3:3: error: merge keys (<<) are not supported in vmgen specs [yaml-syntax]
              <<: {a: 1}
              ^
            """)
    }

    func testDirectivesAndDocumentMarkers() {
        assertYAMLErrors(
            "%YAML 1.2\n---\na: 1\n",
            """
            spec.yml:1:1: error: directives (%YAML, %TAG) are not supported in vmgen specs [yaml-syntax]
            %YAML 1.2
            ^
            """)
        assertYAMLErrors(
            "---\na: 1\n---\nb: 2\n",
            """
            spec.yml:3:1: error: a second document ('---') is not supported; a vmgen spec is a single YAML document [yaml-syntax]
            ---
            ^
            """)
        assertYAMLErrors(
            "a: 1\n...\n",
            """
            spec.yml:2:1: error: document end markers ('...') are not supported; a vmgen spec is a single YAML document [yaml-syntax]
            ...
            ^
            """)
        assertYAMLErrors(
            "--- a: 1\n",
            """
            spec.yml:1:5: error: content on the same line as '---' is not supported; start it on the next line [yaml-syntax]
            --- a: 1
                ^
            """)
    }

    func testDocumentMarkerInsideAQuotedStringEndsTheDocument() {
        assertYAMLErrors(
            "a: \"one\n---\n  two\"\n",
            """
            spec.yml:1:4: error: unterminated double-quoted string: missing closing '"' [yaml-syntax]
            a: "one
               ^
            """)
    }

    func testTabsInIndentation() {
        assertYAMLErrors(
            "a:\n\tb: 1\n",
            """
            spec.yml:2:1: error: tabs are not allowed for indentation; use spaces [yaml-syntax]
             b: 1
            ^
            """)
        assertYAMLErrors(
            "a:\n  \tb: 1\n",
            """
            spec.yml:2:3: error: tabs are not allowed for indentation; use spaces [yaml-syntax]
               b: 1
              ^
            """)
        assertYAMLErrors(
            "a: [b,\n\tc]\n",
            """
            spec.yml:2:1: error: tabs are not allowed for indentation; use spaces [yaml-syntax]
             c]
            ^
            """)
        assertYAMLErrors(
            "a: |\n  x\n\ty\n",
            """
            spec.yml:3:1: error: tabs are not allowed for indentation; use spaces [yaml-syntax]
             y
            ^
            """)
    }

    func testComplexAndNonScalarKeys() {
        assertYAMLErrors(
            "? a\n: b\n",
            """
            spec.yml:1:1: error: complex keys ('? ') are not supported in vmgen specs [yaml-syntax]
            ? a
            ^
            """)
        assertYAMLErrors(
            "a:\n  [x, y]: 2\n",
            """
            spec.yml:2:3: error: non-scalar mapping keys are not supported; use a plain or quoted string as the key [yaml-syntax]
              [x, y]: 2
              ^
            """)
        assertYAMLErrors(
            "a: {{b: c}: d}\n",
            """
            spec.yml:1:5: error: non-scalar mapping keys are not supported; use a plain or quoted string as the key [yaml-syntax]
            a: {{b: c}: d}
                ^
            """)
        assertYAMLErrors(
            "a: 1\n: b\n",
            """
            spec.yml:2:1: error: missing key before ':' [yaml-syntax]
            : b
            ^
            """)
    }

    func testBadIndentation() {
        assertYAMLErrors(
            "a:\n  b: 1\n    c: 2\n",
            """
            spec.yml:3:5: error: bad indentation: this line is indented deeper than the entry above it [yaml-syntax]
                c: 2
                ^
              note: a plain value cannot continue with 'key: value'; quote the value if it contains ': '
            """)
        assertYAMLErrors(
            "a:\n    b: 1\n  c: 2\n",
            """
            spec.yml:3:3: error: bad indentation: this line does not line up with any enclosing entry [yaml-syntax]
              c: 2
              ^
            """)
        assertYAMLErrors(
            "a: \"x\"\n  b: 2\n",
            """
            spec.yml:2:3: error: bad indentation: this line is indented deeper than the entry above it [yaml-syntax]
              b: 2
              ^
            """)
        assertYAMLErrors(
            "items:\n  - a\n - b\n",
            """
            spec.yml:3:2: error: bad indentation: this line does not line up with any enclosing entry [yaml-syntax]
             - b
             ^
            """)
        assertYAMLErrors(
            "  a: 1\nb: 2\n",
            """
            spec.yml:2:1: error: bad indentation: this line does not line up with any enclosing entry [yaml-syntax]
            b: 2
            ^
            """)
    }

    func testMixedCollectionsAtOneIndentation() {
        assertYAMLErrors(
            "- a\nb: 1\n",
            """
            spec.yml:2:1: error: expected a sequence entry ('- ') at this indentation [yaml-syntax]
            b: 1
            ^
            """)
        assertYAMLErrors(
            "a:\n- b\nc: d\n- e\n",
            """
            spec.yml:4:1: error: expected a mapping key, found a sequence entry ('- ') [yaml-syntax]
            - e
            ^
            """)
    }

    func testMissingColon() {
        assertYAMLErrors(
            "a: 1\nb\nc: 2\n",
            """
            spec.yml:2:1: error: missing ':' after key 'b' [yaml-syntax]
            b
            ^
            """)
        assertYAMLErrors(
            "a:\n  first\n  second: 2\n",
            """
            spec.yml:2:3: error: missing ':' after key 'first' [yaml-syntax]
              first
              ^
            """)
    }

    func testColonInsideAPlainValue() {
        assertYAMLErrors(
            "title: Note: read this\n",
            """
            spec.yml:1:12: error: ': ' is not allowed in a plain value; put the value in quotes, or start a nested mapping on its own line [yaml-syntax]
            title: Note: read this
                       ^
            """)
        assertYAMLErrors(
            "a: - b\n",
            """
            spec.yml:1:4: error: a block sequence cannot start on the same line as its key; start it on the next line [yaml-syntax]
            a: - b
               ^
            """)
    }

    func testContentAfterTheTopLevelValue() {
        assertYAMLErrors(
            "hello # comment\nworld\n",
            """
            spec.yml:2:1: error: unexpected content after the document's top-level value [yaml-syntax]
            world
            ^
            """)
    }

    func testErrorsAfterMultibyteText() {
        assertYAMLErrors(
            "é: 'naïve'\ntítulo: 😀 x: y\n",
            """
            spec.yml:2:12: error: ': ' is not allowed in a plain value; put the value in quotes, or start a nested mapping on its own line [yaml-syntax]
            título: 😀 x: y
                       ^
            """)
    }

    func testRecoverableErrorsAreReportedBeforeAStructuralOne() {
        assertYAMLErrors(
            "a: &x 1\na: 2\nb: [c\n",
            """
            spec.yml:1:4: error: anchors (&name) are not supported in vmgen specs [yaml-syntax]
            a: &x 1
               ^
            spec.yml:2:1: error: duplicate key 'a' in this mapping [yaml-syntax]
            a: 2
            ^
              note: first defined on line 1
            spec.yml:3:4: error: unterminated flow sequence: missing closing ']' [yaml-syntax]
            b: [c
               ^
            """)
        XCTAssertNil(YAMLTest.parse("a: &x 1\nb: [c\n").root, "a structural error leaves no document")
        XCTAssertNotNil(YAMLTest.parse("a: &x 1\n").root, "recoverable errors keep the document")
    }
}
