import XCTest

@testable import VMGenKit

/// Rejected scalars and flow collections: every error exactly as the command line prints it.
final class YAMLScalarAndFlowErrorTests: XCTestCase {
    func testTextAfterAClosedQuotedScalar() {
        assertYAMLErrors(
            "title: 'it's'\n",
            """
            spec.yml:1:12: error: unexpected text after the closing quote [yaml-syntax]
            title: 'it's'
                       ^
            """)
        assertYAMLErrors(
            "a: 'x' y\n",
            """
            spec.yml:1:8: error: unexpected text after the closing quote [yaml-syntax]
            a: 'x' y
                   ^
            """)
        assertYAMLErrors(
            "a: \"He said \"hi\"\"\n",
            """
            spec.yml:1:14: error: unexpected text after the closing quote [yaml-syntax]
            a: "He said "hi""
                         ^
            """)
        assertYAMLErrors(
            "a: [\"x\" y]\n",
            """
            spec.yml:1:9: error: unexpected text after the closing quote [yaml-syntax]
            a: ["x" y]
                    ^
            """)
        assertYAMLErrors(
            "a: [b]c\n",
            """
            spec.yml:1:7: error: unexpected text after the end of the flow collection [yaml-syntax]
            a: [b]c
                  ^
            """)
    }

    func testUnterminatedQuotedScalars() {
        assertYAMLErrors(
            "a: \"unterminated\n",
            """
            spec.yml:1:4: error: unterminated double-quoted string: missing closing '"' [yaml-syntax]
            a: "unterminated
               ^
            """)
        assertYAMLErrors(
            "title: 'it''s\nnext: 1\n",
            """
            spec.yml:1:8: error: unterminated single-quoted string: missing closing "'" [yaml-syntax]
            title: 'it''s
                   ^
              note: line 2 is not indented enough to continue the string
            """)
    }

    func testUnterminatedFlowCollections() {
        assertYAMLErrors(
            "a: [b, c\n",
            """
            spec.yml:1:4: error: unterminated flow sequence: missing closing ']' [yaml-syntax]
            a: [b, c
               ^
            """)
        assertYAMLErrors(
            "a: {b: [c, d]\nnext: 1\n",
            """
            spec.yml:1:4: error: unterminated flow mapping: missing closing '}' [yaml-syntax]
            a: {b: [c, d]
               ^
              note: line 2 is not indented enough to be part of it
            """)
    }

    func testFlowSyntaxErrors() {
        assertYAMLErrors(
            "a: [b: c]\n",
            """
            spec.yml:1:6: error: 'key: value' pairs inside a flow sequence are not supported; wrap the pair in braces: { key: value } [yaml-syntax]
            a: [b: c]
                 ^
            """)
        assertYAMLErrors(
            "a: [b,,c]\n",
            """
            spec.yml:1:7: error: missing value before ',' [yaml-syntax]
            a: [b,,c]
                  ^
            """)
        assertYAMLErrors(
            "a: [b}\n",
            """
            spec.yml:1:6: error: expected ',' or ']' in this flow sequence [yaml-syntax]
            a: [b}
                 ^
            """)
        assertYAMLErrors(
            "a: {b: c: d}\n",
            """
            spec.yml:1:9: error: ': ' is not allowed in a plain value; put the value in quotes [yaml-syntax]
            a: {b: c: d}
                    ^
            """)
        assertYAMLErrors(
            "a: [b, - c]\n",
            """
            spec.yml:1:8: error: block sequence entries ('- ') are not allowed inside flow collections [yaml-syntax]
            a: [b, - c]
                   ^
            """)
        assertYAMLErrors(
            "a: [|\n  x]\n",
            """
            spec.yml:1:5: error: block scalars ('|' and '>') are not allowed inside flow collections [yaml-syntax]
            a: [|
                ^
            """)
        assertYAMLErrors(
            "a: [?x]\n",
            """
            spec.yml:1:5: error: '?' cannot start a plain scalar inside a flow collection; put the value in quotes [yaml-syntax]
            a: [?x]
                ^
            """)
    }

    func testInvalidEscapesAreAllReportedAtTheBackslash() {
        assertYAMLErrors(
            #"a: "bad \q escape"\#nb: "\uD83D"\#nc: "\x4g"\#nd: "\U00110000"\#n"#,
            #"""
            spec.yml:1:9: error: invalid escape sequence '\q' in a double-quoted string [yaml-syntax]
            a: "bad \q escape"
                    ^
            spec.yml:2:5: error: invalid escape sequence '\uD83D': surrogate code points are not allowed [yaml-syntax]
            b: "\uD83D"
                ^
            spec.yml:3:5: error: invalid escape sequence '\x4': needs 2 hexadecimal digits after '\x' [yaml-syntax]
            c: "\x4g"
                ^
            spec.yml:4:5: error: invalid escape sequence '\U00110000': not a Unicode code point [yaml-syntax]
            d: "\U00110000"
                ^
            """#)
    }

    func testBlockScalarHeaderErrors() {
        assertYAMLErrors(
            "a: |x\n  y\n",
            """
            spec.yml:1:5: error: invalid block scalar header: '|' and '>' may be followed only by '+' or '-', an indentation digit (1-9) and a comment; the text starts on the next line [yaml-syntax]
            a: |x
                ^
            """)
        assertYAMLErrors(
            "a: >0\n  y\n",
            """
            spec.yml:1:5: error: a block scalar indentation indicator must be a digit from 1 to 9 [yaml-syntax]
            a: >0
                ^
            """)
        assertYAMLErrors(
            "a: |\n\n     \n  x\n",
            """
            spec.yml:3:1: error: a leading empty line of this block scalar has more spaces than its first text line [yaml-syntax]
                 
            ^
            """)
    }

    func testIndicatorsThatCannotStartAPlainScalar() {
        assertYAMLErrors(
            "a: @handle\n",
            """
            spec.yml:1:4: error: '@' cannot start a plain scalar; put the value in quotes [yaml-syntax]
            a: @handle
               ^
            """)
        assertYAMLErrors(
            "a:\n  %x: 1\n",
            """
            spec.yml:2:3: error: '%' cannot start a plain scalar; put the value in quotes [yaml-syntax]
              %x: 1
              ^
            """)
        assertYAMLErrors(
            "]\n",
            """
            spec.yml:1:1: error: unexpected ']' outside a flow collection [yaml-syntax]
            ]
            ^
            """)
    }

    func testMultiLineKeys() {
        assertYAMLErrors(
            "\"a\n b\": c\n",
            """
            spec.yml:1:1: error: a mapping key must be on a single line [yaml-syntax]
            "a
            ^
            """)
        assertYAMLErrors(
            "a: {b\n  : c}\n",
            """
            spec.yml:2:3: error: the ':' after a key must be on the same line as the key [yaml-syntax]
              : c}
              ^
            """)
    }
}
