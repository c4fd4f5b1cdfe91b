import XCTest

@testable import VMGenKit

final class TemplateFilterTests: XCTestCase {
    func testCaseFilters() {
        let context: TemplateValue = ["s": "userName", "t": "URLSession", "e": "", "u": "éclair"]
        XCTAssertEqual(renderTemplate("{{ s|upperFirst }} {{ t|lowerFirst }} {{ u|upperFirst }}", context), "UserName uRLSession Éclair")
        XCTAssertEqual(renderTemplate("{{ s|uppercase }} {{ s|lowercase }}", context), "USERNAME username")
        XCTAssertEqual(renderTemplate("[{{ e|upperFirst }}{{ e|lowerFirst }}{{ e|uppercase }}]", context), "[]")
    }

    func testFiltersChainLeftToRight() {
        XCTAssertEqual(renderTemplate("{{ s|uppercase|lowerFirst }}", ["s": "abc"]), "aBC")
        XCTAssertEqual(renderTemplate(#"{{ "x" | uppercase }}"#), "X")
    }

    func testIndentSkipsFirstLineAndKeepsEmptyLinesEmpty() {
        let body = "func a() {\n    b()\n\n}\n\nlet c = 1"
        XCTAssertEqual(
            renderTemplate("    {{ body|indent:4 }}\n", ["body": .string(body)]),
            "    func a() {\n        b()\n\n    }\n\n    let c = 1\n")
        XCTAssertEqual(renderTemplate("{{ s|indent:2 }}", ["s": "one line"]), "one line")
        XCTAssertEqual(renderTemplate("{{ s|indent:0 }}", ["s": "a\nb"]), "a\nb")
        XCTAssertEqual(renderTemplate("{{ s|indent:2 }}", ["s": "a\r\n\r\nb"]), "a\r\n\r\n  b")
        XCTAssertEqual(renderTemplate("{{ s|indent:n }}", ["s": "a\nb", "n": 1]), "a\n b")
    }

    func testJoin() {
        XCTAssertEqual(renderTemplate(#"{{ xs|join:", " }}"#, ["xs": ["a", "b", "c"]]), "a, b, c")
        XCTAssertEqual(renderTemplate(#"{{ xs|join:"|" }}"#, ["xs": [1, 2]]), "1|2")
        XCTAssertEqual(renderTemplate(#"[{{ xs|join:", " }}]"#, ["xs": []]), "[]")
        XCTAssertEqual(renderTemplate(#"{{ xs|join:"\n" }}"#, ["xs": ["a", "b"]]), "a\nb")
    }

    func testCount() {
        let context: TemplateValue = ["xs": ["a", "b"], "s": "héllo", "o": ["k": 1]]
        XCTAssertEqual(renderTemplate("{{ xs|count }} {{ s|count }} {{ o|count }}", context), "2 5 1")
    }

    func testDefault() {
        let context: TemplateValue = ["none": nil, "empty": "", "name": "x", "zero": 0]
        XCTAssertEqual(
            renderTemplate(#"{{ none|default:"a" }} {{ empty|default:"b" }} {{ name|default:"c" }} {{ zero|default:5 }}"#, context),
            "a b x 0")
        XCTAssertEqual(renderTemplate("{{ none|default:name }}", context), "x")
    }

    func testFirstAndLast() {
        let context: TemplateValue = ["xs": ["a", "b", "c"], "s": "xyz", "e": []]
        XCTAssertEqual(renderTemplate("{{ xs|first }}{{ xs|last }} {{ s|first }}{{ s|last }}", context), "ac xz")
        XCTAssertEqual(renderTemplate(#"{{ e|first|default:"none" }}"#, context), "none")
    }

    func testCustomFiltersAreAdded() {
        let filters: [String: TemplateFilter] = [
            "quoted": { value, _ in
                guard case .string(let text) = value else { return .failure(TemplateFilterError("expects a string")) }
                return .success(.string("\"\(text)\""))
            },
            "repeat": { value, arguments in
                guard case .string(let text) = value, case .int(let times)? = arguments.first else {
                    return .failure(TemplateFilterError("expects a string and a count"))
                }
                return .success(.string(String(repeating: text, count: max(0, times))))
            },
        ]
        XCTAssertEqual(renderTemplate(#"{{ s|quoted }} {{ s|repeat:3|uppercase }}"#, ["s": "ab"], filters: filters), "\"ab\" ABABAB")
        XCTAssertEqual(
            renderTemplateErrors(#"{{ 1|quoted }}"#, filters: filters),
            """
            Templates/T.template:1:6: error: filter 'quoted': expects a string [template]
            {{ 1|quoted }}
                 ^

            """)
    }

    func testCustomFilterMayNotReplaceABuiltin() {
        let filters: [String: TemplateFilter] = ["uppercase": { _, _ in .success("hijacked") }]
        XCTAssertEqual(
            validateTemplates("{{ x }}", filters: filters),
            "error: filter 'uppercase' is built in and cannot be replaced [template]\n")
        XCTAssertEqual(
            renderTemplateErrors("{{ x|uppercase }}", ["x": "a"], filters: filters),
            "error: filter 'uppercase' is built in and cannot be replaced [template]\n")
    }
}
