import XCTest

@testable import VMGenKit

final class TemplateSyntaxTests: XCTestCase {
    func testTextWithoutTagsIsCopiedVerbatim() {
        let text = "struct A {}\n  } { lone braces }} {\n£ üñí 😀\n"
        XCTAssertEqual(renderTemplate(text), text)
        XCTAssertEqual(renderTemplate(""), "")
    }

    func testOutputOfStringsIntsBoolsAndPaths() {
        let context: TemplateValue = ["name": "User", "count": 3, "flag": true, "model": ["type": ["name": "Int"]]]
        XCTAssertEqual(renderTemplate("{{ name }}/{{count}}/{{ flag }}/{{ model.type.name }}", context), "User/3/true/Int")
    }

    func testStringAndIntegerLiterals() {
        XCTAssertEqual(renderTemplate(#"{{ "a \"quoted\" \\ back" }}"#), #"a "quoted" \ back"#)
        XCTAssertEqual(renderTemplate(#"{{ "tab\there\nline" }}"#), "tab\there\nline")
        XCTAssertEqual(renderTemplate("{{ 42 }} {{ -7 }}"), "42 -7")
    }

    func testLiteralBracesViaStringLiterals() {
        XCTAssertEqual(renderTemplate(#"{{ "{{" }} x {{ "}}" }} {{ "{%" }} {{ "%}" }} {{ "{#" }}"#), "{{ x }} {% %} {#")
    }

    func testCommentsProduceNothing() {
        XCTAssertEqual(renderTemplate("a{# a comment with {{ tags }} and {% if %} #}b"), "ab")
        XCTAssertEqual(renderTemplate("a{# multi\nline #}b"), "ab")
    }

    func testTagsMaySpanLines() {
        XCTAssertEqual(renderTemplate("{{\n  name\n}}", ["name": "x"]), "x")
    }

    func testIfElifElse() {
        let template = "{% if a %}A{% elif b %}B{% elif c %}C{% else %}none{% endif %}"
        XCTAssertEqual(renderTemplate(template, ["a": true, "b": true, "c": true]), "A")
        XCTAssertEqual(renderTemplate(template, ["a": false, "b": true, "c": true]), "B")
        XCTAssertEqual(renderTemplate(template, ["a": false, "b": false, "c": true]), "C")
        XCTAssertEqual(renderTemplate(template, ["a": false, "b": false, "c": false]), "none")
        XCTAssertEqual(renderTemplate("[{% if a %}A{% endif %}]", ["a": false]), "[]")
    }

    func testTruthiness() {
        let falsy: [TemplateValue] = [false, nil, "", [], 0]
        let truthy: [TemplateValue] = [true, "x", " ", ["x"], 1, -1, [:], ["k": "v"]]
        for value in falsy {
            XCTAssertEqual(renderTemplate("{% if v %}T{% else %}F{% endif %}", ["v": value]), "F", "\(value)")
        }
        for value in truthy {
            XCTAssertEqual(renderTemplate("{% if v %}T{% else %}F{% endif %}", ["v": value]), "T", "\(value)")
        }
    }

    func testNotAndOrPrecedence() {
        let context: TemplateValue = ["t": true, "f": false]
        XCTAssertEqual(renderTemplate("{% if not f %}1{% endif %}", context), "1")
        XCTAssertEqual(renderTemplate("{% if t or f and f %}1{% else %}0{% endif %}", context), "1")  // and binds tighter
        XCTAssertEqual(renderTemplate("{% if (t or f) and f %}1{% else %}0{% endif %}", context), "0")
        XCTAssertEqual(renderTemplate("{% if not t or t %}1{% else %}0{% endif %}", context), "1")  // not binds tightest
        XCTAssertEqual(renderTemplate("{% if not (t and f) %}1{% else %}0{% endif %}", context), "1")
        XCTAssertEqual(renderTemplate("{% if not not t %}1{% else %}0{% endif %}", context), "1")
        XCTAssertEqual(renderTemplate("{% if t and t and t and f %}1{% else %}0{% endif %}", context), "0")
        XCTAssertEqual(renderTemplate("{% if f or f or f or t %}1{% else %}0{% endif %}", context), "1")
    }

    func testAndOrShortCircuitSoGuardedAccessIsSafe() {
        // `missing` is unknown: it must not be evaluated once the result is known.
        XCTAssertEqual(renderTemplate("{% if f and missing %}1{% else %}0{% endif %}", ["f": false]), "0")
        XCTAssertEqual(renderTemplate("{% if t or missing %}1{% endif %}", ["t": true]), "1")
    }

    func testComparisons() {
        let context: TemplateValue = ["kind": "enum", "n": 2, "items": ["a", "b"], "none": nil]
        XCTAssertEqual(renderTemplate(#"{% if kind == "enum" %}E{% endif %}"#, context), "E")
        XCTAssertEqual(renderTemplate(#"{% if kind != "enum" %}X{% else %}same{% endif %}"#, context), "same")
        XCTAssertEqual(renderTemplate("{% if n == 2 %}two{% endif %}", context), "two")
        XCTAssertEqual(renderTemplate(#"{% if n == "2" %}equal{% else %}typed{% endif %}"#, context), "typed")
        XCTAssertEqual(renderTemplate("{% if items|count == n %}ok{% endif %}", context), "ok")
        XCTAssertEqual(renderTemplate(#"{% if items|first == "a" and not kind == "struct" %}ok{% endif %}"#, context), "ok")
        XCTAssertEqual(renderTemplate(#"{% if none == none %}ok{% endif %}"#, context), "ok")
    }

    func testForLoopWithLoopVariables() {
        let template = "{% for x in xs %}{{ loop.index }}/{{ loop.index0 }}/{{ loop.count }}:{{ x }}"
            + "{% if loop.first %}(first){% endif %}{% if loop.last %}(last){% endif %};{% endfor %}"
        XCTAssertEqual(renderTemplate(template, ["xs": ["a", "b", "c"]]), "1/0/3:a(first);2/1/3:b;3/2/3:c(last);")
        XCTAssertEqual(renderTemplate(template, ["xs": ["only"]]), "1/0/1:only(first)(last);")
    }

    func testForElseRendersForEmptyList() {
        let template = "{% for x in xs %}{{ x }}{% else %}empty{% endfor %}"
        XCTAssertEqual(renderTemplate(template, ["xs": []]), "empty")
        XCTAssertEqual(renderTemplate(template, ["xs": ["a"]]), "a")
        XCTAssertEqual(renderTemplate("[{% for x in xs %}{{ x }}{% endfor %}]", ["xs": []]), "[]")
    }

    func testNestedLoopsShadowAndRestore() {
        let template = "{% for x in outer %}{{ loop.index }}{{ x.name }}("
            + "{% for x in x.inner %}{{ loop.index }}{{ x }}{% if loop.last %};{% endif %}{% endfor %}"
            + "){{ x.name }}{{ loop.index }} {% endfor %}{{ x }}"
        let context: TemplateValue = [
            "x": "top",
            "outer": [["name": "A", "inner": ["p", "q"]], ["name": "B", "inner": ["r"]]],
        ]
        XCTAssertEqual(renderTemplate(template, context), "1A(1p2q;)A1 2B(1r;)B2 top")
    }

    func testLoopVariableIsGoneAfterTheLoop() {
        XCTAssertEqual(
            renderTemplateErrors("{% for item in xs %}{% endfor %}{{ item }}", ["xs": [1], "items": []]),
            """
            Templates/T.template:1:36: error: unknown variable 'item'; did you mean 'items'? [template]
            {% for item in xs %}{% endfor %}{{ item }}
                                               ^

            """)
    }

    func testIncludeSeesTheCurrentScope() {
        let others = ["Row.template": "<{{ prefix }}{{ item }}#{{ loop.index }}>"]
        XCTAssertEqual(
            renderTemplate(#"{% for item in items %}{% include "Row.template" %}{% endfor %}"#, ["prefix": "-", "items": ["a", "b"]], others: others),
            "<-a#1><-b#2>")
    }

    func testNestedIncludes() {
        let others = ["A.template": #"A({% include "B.template" %})"#, "B.template": "B{{ v }}"]
        XCTAssertEqual(renderTemplate(#"{% include "A.template" %}!"#, ["v": 1], others: others), "A(B1)!")
    }

    func testSameTemplateMayBeIncludedTwiceWithoutACycle() {
        let others = ["Sep.template": "-"]
        XCTAssertEqual(renderTemplate(#"a{% include "Sep.template" %}b{% include "Sep.template" %}c"#, others: others), "a-b-c")
    }

    func testTemplateValueConversions() {
        let names: [String] = ["a", "b"]
        let optional: Int? = nil
        let object: [String: [Int]] = ["k": [1]]
        XCTAssertEqual(names.templateValue, .list([.string("a"), .string("b")]))
        XCTAssertEqual(optional.templateValue, .null)
        XCTAssertEqual(Optional(3).templateValue, .int(3))
        XCTAssertEqual(true.templateValue, .bool(true))
        XCTAssertEqual(object.templateValue, .object(["k": .list([.int(1)])]))
        XCTAssertEqual(TemplateValue.string("x").templateValue, "x")
    }

    func testRenderingIsDeterministic() {
        let template = "{% for x in xs %}{{ x.a }}{{ x.b|default:\"-\" }}{% endfor %}"
        let xs: TemplateValue = .list((0..<50).map { ["a": .int($0), "b": $0 % 3 == 0 ? nil : .string("b\($0)")] })
        let first = renderTemplate(template, ["xs": xs])
        for _ in 0..<5 {
            XCTAssertEqual(renderTemplate(template, ["xs": xs]), first)
        }
    }

    func testSetCanBeRenderedConcurrently() async {
        let set = TemplateFixture.set("{% for x in xs %}{{ x|upperFirst }},{% endfor %}")
        let context: TemplateValue = ["xs": ["a", "b", "c"]]
        let outputs = await withTaskGroup(of: String.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    (try? set.render(TemplateFixture.mainName, context: context).get()) ?? "failed"
                }
            }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        XCTAssertEqual(outputs, Array(repeating: "A,B,C,", count: 16))
    }

    func testNamesAreSorted() {
        let set = TemplateFixture.set("", others: ["b.template": "", "a.template": ""])
        XCTAssertEqual(set.names, ["T.template", "a.template", "b.template"])
    }
}
