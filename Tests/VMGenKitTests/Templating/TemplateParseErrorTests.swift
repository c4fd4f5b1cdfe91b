import XCTest

@testable import VMGenKit

/// Parse errors, asserted as the full text the CLI prints.
final class TemplateParseErrorTests: XCTestCase {
    func testUnterminatedTags() {
        XCTAssertEqual(
            renderTemplateErrors("a {{ name\nb"),
            """
            Templates/T.template:1:3: error: unterminated '{{' tag; expected '}}' [template]
            a {{ name
              ^

            """)
        XCTAssertEqual(
            renderTemplateErrors("{# open"),
            """
            Templates/T.template:1:1: error: unterminated comment; expected '#}' [template]
            {# open
            ^

            """)
    }

    func testUnterminatedTagDoesNotHideLaterErrors() {
        XCTAssertEqual(
            renderTemplateErrors("a {% if x\nb {{ y|uppercse }}"),
            """
            Templates/T.template:1:3: error: unterminated '{%' tag; expected '%}' [template]
            a {% if x
              ^
            Templates/T.template:2:8: error: unknown filter 'uppercse'; did you mean 'uppercase'? [template]
            b {{ y|uppercse }}
                   ^

            """)
    }

    func testUnknownBlockTagWithSuggestion() {
        XCTAssertEqual(
            renderTemplateErrors("{% fro x in y %}\n{% endfor %}\n{% incude \"A\" %}\n{% frobnicate %}"),
            """
            Templates/T.template:1:4: error: unknown block tag 'fro'; did you mean 'for'? [template]
            {% fro x in y %}
               ^
            Templates/T.template:2:4: error: 'endfor' without matching 'for' [template]
            {% endfor %}
               ^
            Templates/T.template:3:4: error: unknown block tag 'incude'; did you mean 'include'? [template]
            {% incude "A" %}
               ^
            Templates/T.template:4:4: error: unknown block tag 'frobnicate' [template]
            {% frobnicate %}
               ^

            """)
    }

    func testMissingEndIsReportedAtTheOpeningTag() {
        XCTAssertEqual(
            renderTemplateErrors("{% if x %}\n  {% for y in z %}\n"),
            """
            Templates/T.template:1:4: error: missing '{% endif %}' for this 'if' [template]
            {% if x %}
               ^
            Templates/T.template:2:6: error: missing '{% endfor %}' for this 'for' [template]
              {% for y in z %}
                 ^

            """)
    }

    func testEndOfAnOuterBlockClosesInnerOnes() {
        XCTAssertEqual(
            renderTemplateErrors("{% for x in y %}{% if a %}{% endfor %}"),
            """
            Templates/T.template:1:20: error: missing '{% endif %}' for this 'if' [template]
            {% for x in y %}{% if a %}{% endfor %}
                               ^

            """)
        XCTAssertEqual(
            renderTemplateErrors("{% if x %}{% endfor %}{% endif %}"),
            """
            Templates/T.template:1:14: error: 'endfor' without matching 'for' [template]
            {% if x %}{% endfor %}{% endif %}
                         ^

            """)
    }

    func testABadBlockTagStillOpensAndClosesItsBlock() {
        XCTAssertEqual(
            renderTemplateErrors("{% if x @ %}a{% endif %}\n{% for x in xs %}b{% endfor ! %}"),
            """
            Templates/T.template:1:9: error: unexpected character '@' [template]
            {% if x @ %}a{% endif %}
                    ^
            Templates/T.template:2:29: error: unexpected character '!' [template]
            {% for x in xs %}b{% endfor ! %}
                                        ^

            """)
    }

    func testHintsForSpellingsFromOtherLanguages() {
        XCTAssertEqual(
            renderTemplateErrors("{% if a %}{% else if b %}{% endif %}\n{% if a %}{% elseif b %}{% end %}"),
            """
            Templates/T.template:1:19: error: unexpected 'if' after 'else'; did you mean 'elif'? [template]
            {% if a %}{% else if b %}{% endif %}
                              ^
            Templates/T.template:2:4: error: missing '{% endif %}' for this 'if' [template]
            {% if a %}{% elseif b %}{% end %}
               ^
            Templates/T.template:2:14: error: unknown block tag 'elseif'; did you mean 'elif'? [template]
            {% if a %}{% elseif b %}{% end %}
                         ^
            Templates/T.template:2:28: error: unknown block tag 'end'; did you mean 'endif'? [template]
            {% if a %}{% elseif b %}{% end %}
                                       ^

            """)
    }

    func testMisplacedElseAndElif() {
        XCTAssertEqual(
            renderTemplateErrors("{% else %}{% elif x %}\n{% if x %}{% else %}{% elif y %}{% else %}{% endif %}\n{% for x in y %}{% elif y %}{% endfor %}"),
            """
            Templates/T.template:1:4: error: 'else' without matching 'if' or 'for' [template]
            {% else %}{% elif x %}
               ^
            Templates/T.template:1:14: error: 'elif' without matching 'if' [template]
            {% else %}{% elif x %}
                         ^
            Templates/T.template:2:24: error: 'elif' after 'else' in this 'if' [template]
            {% if x %}{% else %}{% elif y %}{% else %}{% endif %}
                                   ^
            Templates/T.template:2:36: error: 'else' after 'else' in this 'if' [template]
            {% if x %}{% else %}{% elif y %}{% else %}{% endif %}
                                               ^
            Templates/T.template:3:20: error: 'elif' without matching 'if' [template]
            {% for x in y %}{% elif y %}{% endfor %}
                               ^

            """)
    }

    func testBadExpressions() {
        let template = """
            {{ }}
            {% %}
            {{ x y }}
            {{ x| }}
            {{ x. }}
            {{ "abc }}
            {{ "a\\q" }}
            {{ x @ }}
            {{ é }}
            {{ 99999999999999999999 }}
            {{ a-b }}
            """
        XCTAssertEqual(
            renderTemplateErrors(template),
            """
            Templates/T.template:1:4: error: expected an expression, found end of tag [template]
            {{ }}
               ^
            Templates/T.template:2:1: error: empty block tag [template]
            {% %}
            ^
            Templates/T.template:3:6: error: unexpected 'y' after expression [template]
            {{ x y }}
                 ^
            Templates/T.template:4:7: error: expected a filter name after '|', found end of tag [template]
            {{ x| }}
                  ^
            Templates/T.template:5:7: error: expected a property name after '.', found end of tag [template]
            {{ x. }}
                  ^
            Templates/T.template:6:4: error: unterminated string literal [template]
            {{ "abc }}
               ^
            Templates/T.template:7:6: error: unknown escape sequence '\\q' in string literal [template]
            {{ "a\\q" }}
                 ^
            Templates/T.template:8:6: error: unexpected character '@' [template]
            {{ x @ }}
                 ^
            Templates/T.template:9:4: error: unexpected character 'é' [template]
            {{ é }}
               ^
            Templates/T.template:10:4: error: integer literal '99999999999999999999' is too large [template]
            {{ 99999999999999999999 }}
               ^
            Templates/T.template:11:5: error: unexpected '-' [template]
            {{ a-b }}
                ^

            """)
    }

    func testBadConditionsAndBlockHeaders() {
        let template = """
            {% if x = 1 %}{% endif %}
            {% if (x %}{% endif %}
            {% if %}{% endif %}
            {% if a and %}{% endif %}
            {% for in y %}{% endfor %}
            {% for x y %}{% endfor %}
            {% for loop in y %}{% endfor %}
            {% include Other %}
            {% endif extra %}
            """
        XCTAssertEqual(
            renderTemplateErrors(template),
            """
            Templates/T.template:1:9: error: unexpected '='; did you mean '=='? [template]
            {% if x = 1 %}{% endif %}
                    ^
            Templates/T.template:2:10: error: expected ')', found end of tag [template]
            {% if (x %}{% endif %}
                     ^
            Templates/T.template:3:7: error: expected an expression, found end of tag [template]
            {% if %}{% endif %}
                  ^
            Templates/T.template:4:13: error: expected an expression, found end of tag [template]
            {% if a and %}{% endif %}
                        ^
            Templates/T.template:5:8: error: expected a loop variable name after 'for', found 'in' [template]
            {% for in y %}{% endfor %}
                   ^
            Templates/T.template:6:10: error: expected 'in' after the loop variable, found 'y' [template]
            {% for x y %}{% endfor %}
                     ^
            Templates/T.template:7:8: error: 'loop' is reserved for the loop's position (loop.index, loop.first, …) [template]
            {% for loop in y %}{% endfor %}
                   ^
            Templates/T.template:8:12: error: expected a template name in quotes after 'include', found 'Other' [template]
            {% include Other %}
                       ^
            Templates/T.template:9:10: error: unexpected 'extra' after 'endif' [template]
            {% endif extra %}
                     ^

            """)
    }

    func testUnknownFiltersAndLiteralArgumentTypes() {
        XCTAssertEqual(
            renderTemplateErrors("{{ x|uppercse|lowerfirst }} {{ y|foo }}\n{{ x|indent:\"4\" }}{{ x|indent }}{{ x|join:1 }}{{ x|count:1 }}"),
            """
            Templates/T.template:1:6: error: unknown filter 'uppercse'; did you mean 'uppercase'? [template]
            {{ x|uppercse|lowerfirst }} {{ y|foo }}
                 ^
            Templates/T.template:1:15: error: unknown filter 'lowerfirst'; did you mean 'lowerFirst'? [template]
            {{ x|uppercse|lowerfirst }} {{ y|foo }}
                          ^
            Templates/T.template:1:34: error: unknown filter 'foo' [template]
            {{ x|uppercse|lowerfirst }} {{ y|foo }}
                                             ^
            Templates/T.template:2:13: error: filter 'indent' expects an integer argument, got a string [template]
            {{ x|indent:"4" }}{{ x|indent }}{{ x|join:1 }}{{ x|count:1 }}
                        ^
            Templates/T.template:2:24: error: filter 'indent' takes 1 argument, got 0 [template]
            {{ x|indent:"4" }}{{ x|indent }}{{ x|join:1 }}{{ x|count:1 }}
                                   ^
            Templates/T.template:2:43: error: filter 'join' expects a string argument, got an integer [template]
            {{ x|indent:"4" }}{{ x|indent }}{{ x|join:1 }}{{ x|count:1 }}
                                                      ^
            Templates/T.template:2:52: error: filter 'count' takes no arguments, got 1 [template]
            {{ x|indent:"4" }}{{ x|indent }}{{ x|join:1 }}{{ x|count:1 }}
                                                               ^

            """)
    }

    func testColumnsCountCharactersNotBytes() {
        XCTAssertEqual(
            renderTemplateErrors("// ünïcödé 😀 {{ x|nope }}"),
            """
            Templates/T.template:1:19: error: unknown filter 'nope' [template]
            // ünïcödé 😀 {{ x|nope }}
                              ^

            """)
    }

    func testMissingIncludesWithSuggestion() {
        let main = #"{% include "Missing.template" %}{% include "Othr.template" %}"#
        XCTAssertEqual(
            renderTemplateErrors(main, others: ["Other.template": ""]),
            """
            Templates/T.template:1:12: error: no template named 'Missing.template' to include [template]
            \(main)
                       ^
            Templates/T.template:1:44: error: no template named 'Othr.template' to include; did you mean 'Other.template'? [template]
            \(main)
                                                       ^

            """)
    }

    func testRenderReportsParseErrorsOfIncludedTemplates() {
        let others = ["A.template": "ok", "B.template": "{{ w|bad }}", "Unused.template": "{% if %}"]
        XCTAssertEqual(
            renderTemplateErrors(#"{% include "A.template" %}{% if x %}{% include "B.template" %}{% endif %}"#, others: others),
            """
            Templates/B.template:1:6: error: unknown filter 'bad' [template]
            {{ w|bad }}
                 ^

            """)
    }

    func testValidateReportsEverythingSorted() {
        let others = [
            "A.template": #"{% include "B.template" %}"#,
            "B.template": "x\n  {% include \"A.template\" %}\n{{ y|nope }}",
            "C.template": "{% if %}",
        ]
        XCTAssertEqual(
            validateTemplates("{{ fine }}", others: others),
            """
            Templates/B.template:2:14: error: include cycle: 'A.template' → 'B.template' → 'A.template' [template]
              {% include "A.template" %}
                         ^
            Templates/B.template:3:6: error: unknown filter 'nope' [template]
            {{ y|nope }}
                 ^
            Templates/C.template:1:4: error: missing '{% endif %}' for this 'if' [template]
            {% if %}
               ^
            Templates/C.template:1:7: error: expected an expression, found end of tag [template]
            {% if %}
                  ^

            """)
        XCTAssertEqual(TemplateFixture.set("{{ fine }}", others: ["A.template": "ok"]).validate(), [])
    }
}
