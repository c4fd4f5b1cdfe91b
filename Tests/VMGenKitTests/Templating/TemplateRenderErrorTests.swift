import XCTest

@testable import VMGenKit

/// Render errors, asserted as the full text the CLI prints.
final class TemplateRenderErrorTests: XCTestCase {
    func testUnknownVariableWithSuggestion() {
        XCTAssertEqual(
            renderTemplateErrors("line1\nline2\n    {{ nmae }}\n", ["name": "x"]),
            """
            Templates/T.template:3:8: error: unknown variable 'nmae'; did you mean 'name'? [template]
                {{ nmae }}
                   ^

            """)
    }

    func testUnknownVariableIsNeverEmpty() {
        XCTAssertEqual(
            renderTemplateErrors("{% if flag %}x{% endif %}", ["other": 1]),
            """
            Templates/T.template:1:7: error: unknown variable 'flag' [template]
            {% if flag %}x{% endif %}
                  ^

            """)
        // Single-letter names get no guess: 'x' → 'y' would be noise.
        XCTAssertEqual(
            renderTemplateErrors("{{ x }}", ["y": 1]),
            """
            Templates/T.template:1:4: error: unknown variable 'x' [template]
            {{ x }}
               ^

            """)
    }

    func testSuggestionsIncludeLoopVariables() {
        XCTAssertEqual(
            renderTemplateErrors("{% for property in properties %}{{ propety.name }}{% endfor %}", ["properties": [["name": "a"]]]),
            """
            Templates/T.template:1:36: error: unknown variable 'propety'; did you mean 'property'? [template]
            {% for property in properties %}{{ propety.name }}{% endfor %}
                                               ^

            """)
        XCTAssertEqual(
            renderTemplateErrors("{% for p in ps %}{{ loop.idx }}{% endfor %}", ["ps": [1]]),
            """
            Templates/T.template:1:26: error: 'loop' has no property 'idx'; did you mean 'index'? [template]
            {% for p in ps %}{{ loop.idx }}{% endfor %}
                                     ^

            """)
    }

    func testUnknownProperty() {
        XCTAssertEqual(
            renderTemplateErrors("{{ user.nmae }}", ["user": ["name": "x"]]),
            """
            Templates/T.template:1:9: error: 'user' has no property 'nmae'; did you mean 'name'? [template]
            {{ user.nmae }}
                    ^

            """)
    }

    func testPropertyAccessOnNonObject() {
        XCTAssertEqual(
            renderTemplateErrors("{{ items.count }}", ["items": ["a"]]),
            """
            Templates/T.template:1:10: error: 'items' is a list, not an object; it has no property 'count'; did you mean 'items|count'? [template]
            {{ items.count }}
                     ^

            """)
        XCTAssertEqual(
            renderTemplateErrors("{{ model.type.name }}", ["model": ["type": "Int"]]),
            """
            Templates/T.template:1:15: error: 'model.type' is a string, not an object; it has no property 'name' [template]
            {{ model.type.name }}
                          ^

            """)
        XCTAssertEqual(
            renderTemplateErrors("{{ user.name }}", ["user": nil]),
            """
            Templates/T.template:1:9: error: 'user' is null, not an object; it has no property 'name' [template]
            {{ user.name }}
                    ^

            """)
    }

    func testForOverNonList() {
        XCTAssertEqual(
            renderTemplateErrors("{% for x in user %}{% endfor %}", ["user": ["name": "x"]]),
            """
            Templates/T.template:1:13: error: cannot loop over 'user', which is an object; 'for' needs a list [template]
            {% for x in user %}{% endfor %}
                        ^

            """)
    }

    func testOutputtingListObjectOrNullIsAnError() {
        let context: TemplateValue = ["items": ["a"], "user": ["a": 1], "nothing": nil, "empty": []]
        XCTAssertEqual(
            renderTemplateErrors("{{ items }}", context),
            """
            Templates/T.template:1:4: error: cannot output a list ('items'); use 'join' or a 'for' loop [template]
            {{ items }}
               ^

            """)
        XCTAssertEqual(
            renderTemplateErrors("{{ user }}", context),
            """
            Templates/T.template:1:4: error: cannot output an object ('user'); output one of its properties [template]
            {{ user }}
               ^

            """)
        XCTAssertEqual(
            renderTemplateErrors("{{ empty|first|default:nothing }}", context).components(separatedBy: "\n")[0],
            "Templates/T.template:1:4: error: cannot output null ('empty|first|default:nothing'); use 'default' or an 'if' [template]")
    }

    func testFilterFailuresAtRenderTime() {
        XCTAssertEqual(
            renderTemplateErrors("{{ n|uppercase }}\n{{ s|indent:n }}", ["n": 1, "s": "a"]),
            """
            Templates/T.template:1:6: error: filter 'uppercase': expects a string, got an integer [template]
            {{ n|uppercase }}
                 ^

            """)
        XCTAssertEqual(
            renderTemplateErrors("{{ s|indent:w }}", ["s": "a", "w": "x"]),
            """
            Templates/T.template:1:6: error: filter 'indent': expects an integer argument (the number of spaces), got a string [template]
            {{ s|indent:w }}
                 ^

            """)
        XCTAssertEqual(
            renderTemplateErrors(#"{{ s|join:", " }}"#, ["s": ["a", ["b": 1]]]),
            """
            Templates/T.template:1:6: error: filter 'join': expects a list of strings or integers, but element 2 is an object [template]
            {{ s|join:", " }}
                 ^

            """)
        XCTAssertEqual(
            renderTemplateErrors("{{ n|count }}{{ n|first }}", ["n": 3]).components(separatedBy: "\n")[0],
            "Templates/T.template:1:6: error: filter 'count': expects a list, string or object, got an integer [template]")
        XCTAssertEqual(
            renderTemplateErrors("{{ s|indent:-1 }}", ["s": "a"]).components(separatedBy: "\n")[0],
            "Templates/T.template:1:6: error: filter 'indent': width must be between 0 and 1000, got -1 [template]")
    }

    func testErrorInsideIncludeNamesTheIncludeChain() {
        let others = ["A.template": "x\n  {% include \"B.template\" %}", "B.template": "line\n{{ w }}"]
        XCTAssertEqual(
            renderTemplateErrors(#"{% include "A.template" %}"#, ["value": 1], others: others),
            """
            Templates/B.template:2:4: error: unknown variable 'w' [template]
            {{ w }}
               ^
              note: included from Templates/A.template:2:14
              note: included from Templates/T.template:1:12

            """)
    }

    func testIncludeCycleIsAnError() {
        let others = ["A.template": #"{% if go %}{% include "T.template" %}{% endif %}"#]
        XCTAssertEqual(
            renderTemplateErrors(#"{% include "A.template" %}"#, ["go": true], others: others),
            """
            Templates/A.template:1:23: error: include cycle: 'T.template' → 'A.template' → 'T.template' [template]
            {% if go %}{% include "T.template" %}{% endif %}
                                  ^
              note: included from Templates/T.template:1:12

            """)
        XCTAssertEqual(
            renderTemplateErrors(#"{% include "T.template" %}"#),
            """
            Templates/T.template:1:12: error: include cycle: 'T.template' → 'T.template' [template]
            {% include "T.template" %}
                       ^

            """)
    }

    func testIncludeDepthIsLimited() {
        var others: [String: String] = [:]
        for level in 1...40 {
            others["L\(level).template"] = #"{% include "L\#(level + 1).template" %}"#
        }
        others["L41.template"] = "bottom"
        let set = TemplateFixture.set(#"{% include "L1.template" %}"#, others: others)
        guard case .failure(let diagnostics) = set.render(TemplateFixture.mainName, context: [:]) else {
            return XCTFail("expected a depth error")
        }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics[0].message, "includes nested too deeply (more than 32 levels)")
        XCTAssertEqual(diagnostics[0].location?.file, "Templates/L32.template")
        XCTAssertEqual(diagnostics[0].notes.count, 32)
        // 32 levels are fine.
        XCTAssertEqual(TemplateFixture.set(#"{% include "L10.template" %}"#, others: others).render(TemplateFixture.mainName, context: [:]), .success("bottom"))
    }

    func testUnknownTemplateAndNonObjectContext() {
        let set = TemplateFixture.set("{{ x }}", others: ["Model.template": ""])
        XCTAssertEqual(
            DiagnosticRenderer().render(set.render("Modle.template", context: [:]).failureValue ?? []),
            "error: no template named 'Modle.template'; did you mean 'Model.template'? [template]\n")
        XCTAssertEqual(
            DiagnosticRenderer().render(set.render(TemplateFixture.mainName, context: "text").failureValue ?? []),
            "error: the context of 'T.template' must be an object, got a string [template]\n")
    }
}

extension Result {
    fileprivate var failureValue: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
