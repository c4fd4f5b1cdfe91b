import XCTest

@testable import VMGenKit

/// The standalone-line rule and `-` trimming: what makes generated code readable.
final class TemplateWhitespaceTests: XCTestCase {
    func testStandaloneIfLinesVanish() {
        let template = """
            struct A {
                {% if hasID %}
                let id: Int
                {% elif hasName %}
                let name: String
                {% else %}
                // nothing
                {% endif %}
            }

            """
        XCTAssertEqual(renderTemplate(template, ["hasID": true, "hasName": false]), "struct A {\n    let id: Int\n}\n")
        XCTAssertEqual(renderTemplate(template, ["hasID": false, "hasName": true]), "struct A {\n    let name: String\n}\n")
        XCTAssertEqual(renderTemplate(template, ["hasID": false, "hasName": false]), "struct A {\n    // nothing\n}\n")
    }

    func testStandaloneForLinesVanish() {
        let template = """
            enum E {
                {% for c in cases %}
                case {{ c }}
                {% else %}
                // no cases
                {% endfor %}
            }

            """
        XCTAssertEqual(renderTemplate(template, ["cases": ["a", "b"]]), "enum E {\n    case a\n    case b\n}\n")
        XCTAssertEqual(renderTemplate(template, ["cases": []]), "enum E {\n    // no cases\n}\n")
    }

    func testStandaloneIncludeAndCommentLinesVanish() {
        let template = """
            {# Generated header, see Header.template #}
            {% include "Header.template" %}
            import Foundation
              {# an indented comment #}
            let x = 1

            """
        let others = ["Header.template": "// generated\n"]
        XCTAssertEqual(renderTemplate(template, others: others), "// generated\nimport Foundation\nlet x = 1\n")
    }

    func testBlankLinesAroundStandaloneTagsAreKept() {
        let template = "a\n\n{% if x %}\nb\n{% endif %}\n\nc\n"
        XCTAssertEqual(renderTemplate(template, ["x": true]), "a\n\nb\n\nc\n")
        XCTAssertEqual(renderTemplate(template, ["x": false]), "a\n\n\nc\n")
    }

    func testInlineBlockTagsAreNotStandalone() {
        XCTAssertEqual(
            renderTemplate("let a = {% if x %}1{% else %}2{% endif %}\nnext\n", ["x": false]), "let a = 2\nnext\n")
        XCTAssertEqual(renderTemplate("  {% if x %}yes{% endif %}\n", ["x": true]), "  yes\n")
        XCTAssertEqual(renderTemplate("x {% if a %}\ny\n{% endif %}\n", ["a": true]), "x \ny\n")
    }

    func testTwoTagsOnOneLineAreNotStandalone() {
        XCTAssertEqual(renderTemplate("a\n{% if x %}{% endif %}\nb\n", ["x": true]), "a\n\nb\n")
        XCTAssertEqual(renderTemplate("a\n{% if x %}{# c #}\nb{% endif %}\n", ["x": true]), "a\n\nb\n")
    }

    func testOutputTagsAreNeverStandalone() {
        XCTAssertEqual(renderTemplate("a\n  {{ x }}\nb\n", ["x": ""]), "a\n  \nb\n")
        XCTAssertEqual(renderTemplate("a\n{% if t %}{{ x }}\n{% endif %}\n", ["t": true, "x": "v"]), "a\nv\n")
    }

    func testStandaloneAtStartAndEndWithoutFinalNewline() {
        XCTAssertEqual(renderTemplate("{% if x %}\nA\n{% endif %}", ["x": true]), "A\n")
        XCTAssertEqual(renderTemplate("  {# only #}  ", [:]), "")
        XCTAssertEqual(renderTemplate("{# only #}", [:]), "")
    }

    func testStandaloneWithTabsAndCRLF() {
        XCTAssertEqual(renderTemplate("a\r\n\t{% if x %}  \r\nb\r\n\t{% endif %}\r\nc", ["x": true]), "a\r\nb\r\nc")
    }

    func testMultiLineTagCanBeStandalone() {
        let template = "a\n{% if x\n   and y %}\nb\n{% endif %}\n"
        XCTAssertEqual(renderTemplate(template, ["x": true, "y": true]), "a\nb\n")
    }

    func testNestedStandaloneBlocks() {
        let template = """
            {% for p in props %}
                {% if p.optional %}
                var {{ p.name }}: {{ p.type }}?
                {% else %}
                var {{ p.name }}: {{ p.type }}
                {% endif %}
            {% endfor %}

            """
        let props: TemplateValue = [
            ["name": "a", "type": "Int", "optional": true],
            ["name": "b", "type": "String", "optional": false],
        ]
        XCTAssertEqual(renderTemplate(template, ["props": props]), "    var a: Int?\n    var b: String\n")
    }

    func testTrimMarkersStripWhitespaceAndNewlines() {
        XCTAssertEqual(renderTemplate("a  \n  {%- if x %}b{% endif %}", ["x": true]), "ab")
        XCTAssertEqual(renderTemplate("{% if x -%}  \n\n  b{% endif %}", ["x": true]), "b")
        XCTAssertEqual(renderTemplate("[ {%- if x -%} \n b \n {%- endif -%} ]", ["x": true]), "[b]")
        XCTAssertEqual(renderTemplate("a, \n  {{- x -}}  \n, c", ["x": "b"]), "a,b, c")
        XCTAssertEqual(renderTemplate("a \n {#- note -#} \n b"), "ab")
    }

    func testTrimMarkersCombineWithStandaloneLines() {
        // The standalone rule removes the tag's own line; `-` then also eats the blank line above.
        let template = "a\n\n  {%- if x %}\nb\n{% endif %}\n"
        XCTAssertEqual(renderTemplate(template, ["x": true]), "ab\n")
    }

    func testTrimMarkerNextToIntegerLiteral() {
        // `{{-` is always a trim marker, as in Jinja; write `{{ -1 }}` for a negative number.
        XCTAssertEqual(renderTemplate("x {{-1 }}"), "x1")
        XCTAssertEqual(renderTemplate("x {{ -1 }}"), "x -1")
    }
}
