import XCTest

@testable import VMGenKit

/// Malformed or huge templates never crash, hang or recurse without bound.
final class TemplateRobustnessTests: XCTestCase {
    /// Renders and validates; only checks that it returns and that failures carry locations.
    private func survive(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let set = TemplateFixture.set(text)
        let diagnostics = set.validate()
        for diagnostic in diagnostics {
            XCTAssertEqual(diagnostic.location?.file, "Templates/T.template", "\(text.debugDescription)", file: file, line: line)
        }
        if case .failure(let errors) = set.render(TemplateFixture.mainName, context: ["x": "v", "xs": ["a"]]) {
            XCTAssertFalse(errors.isEmpty, file: file, line: line)
            // Rendering the message must work too (valid line/column for the excerpt).
            _ = DiagnosticRenderer(sources: TemplateFixture.displaySources(text)).render(errors)
        }
    }

    func testLocationsMatchSourceLocationAt() {
        let text = "a\n\nünï {{ x }}\r\n😀\tz\n"
        let file = TemplateSourceBuffer(name: "N", source: TemplateSource(text: text, displayPath: "P"))
        for offset in 0...(file.bytes.count + 1) {
            XCTAssertEqual(file.location(at: offset), SourceLocation.at(offset: offset, in: file.bytes, file: "P"), "offset \(offset)")
        }
    }

    func testTruncatedAndStrayDelimiters() {
        let inputs = [
            "{", "{{", "{%", "{#", "}", "}}", "%}", "#}", "{{ x", "{{ x }", "{% if", "{% if x %", "{#-", "{{-", "{%-",
            "{{-}}", "{%-%}", "{#-#}", "{{ \"", "{{ \"\\", "{{ \"\\\" }}", "{% include \"", "{{{ x }}}", "{%%}", "{##}",
            "{{ x|", "{{ x|indent:", "{{ x|join:\",\"", "{{ x. }}", "{{ . }}", "{{ | }}", "{{ x == y }}", "{% if x == %}",
            "{% for %}", "{% for x %}", "{% for x in %}", "{% endfor", "a } b }} c %} d #} e", "\u{0}{{\u{0}}}", "{{ \u{FFFD} }}",
            "{% if ((((x %}{% endif %}", "{% if x ) %}{% endif %}", "{{ -- }}", "{{ 1 2 3 }}", "{% include \"T.template\" %}",
        ]
        for input in inputs {
            survive(input)
        }
        XCTAssertEqual(renderTemplate("a } b }} c %} d #} e {"), "a } b }} c %} d #} e {")
    }

    func testPseudoRandomTemplatesNeverCrash() {
        // A fixed linear congruential generator: reproducible, no Foundation randomness.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let pieces = ["{", "}", "%", "#", "-", "\"", "\\", " ", "\n", "x", "xs", ".", "|", ":", ",", "(", ")", "=", "!",
            "if ", "for ", "in ", "endif", "endfor", "else", "elif ", "include ", "not ", "and ", "or ", "1", "upperFirst", "é"]
        for _ in 0..<1_500 {
            var text = ""
            for _ in 0..<(Int(state >> 59) + 4) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            survive(text)
        }
    }

    func testDeepBlockNestingIsAnErrorNotAStackOverflow() {
        let depth = 5_000
        let closed = String(repeating: "{% if x %}", count: depth) + "deep" + String(repeating: "{% endif %}", count: depth)
        let diagnostics = TemplateFixture.set(closed).validate()
        XCTAssertEqual(diagnostics.map(\.message), ["blocks nested too deeply (more than 64 levels)"])
        XCTAssertEqual(diagnostics.first?.location?.column, 64 * 10 + 4)

        let unclosed = String(repeating: "{% for x in xs %}\n", count: depth)
        XCTAssertEqual(TemplateFixture.set(unclosed).validate().count, depth + 1)

        // The limit itself is fine.
        let allowed = String(repeating: "{% if x %}", count: 64) + "deep" + String(repeating: "{% endif %}", count: 64)
        XCTAssertEqual(renderTemplate(allowed, ["x": true]), "deep")
    }

    func testDeepConditionNestingIsAnError() {
        let parens = "{% if " + String(repeating: "(", count: 10_000) + "x" + String(repeating: ")", count: 10_000) + " %}{% endif %}"
        XCTAssertEqual(TemplateFixture.set(parens).validate().map(\.message), ["condition nested too deeply (more than 64 levels)"])
        let nots = "{% if " + String(repeating: "not ", count: 10_000) + "x %}{% endif %}"
        XCTAssertEqual(TemplateFixture.set(nots).validate().map(\.message), ["condition nested too deeply (more than 64 levels)"])
    }

    func testLongFlatChainsAreFine() {
        let chain = "{% if " + Array(repeating: "x", count: 5_000).joined(separator: " and ") + " %}yes{% endif %}"
        XCTAssertEqual(renderTemplate(chain, ["x": true]), "yes")
        let filters = "{{ x" + String(repeating: "|upperFirst", count: 5_000) + " }}"
        XCTAssertEqual(renderTemplate(filters, ["x": "a"]), "A")
    }

    func testLargeOutputRendersQuickly() {
        let template = """
            {% for p in props %}
                {% if p.optional %}
                public var {{ p.name }}: {{ p.type }}?
                {% else %}
                public var {{ p.name|lowerFirst }}: {{ p.type }}
                {% endif %}
            {% endfor %}

            """
        let props = TemplateValue.list(
            (0..<20_000).map { index in
                ["name": .string("Property\(index)"), "type": "String", "optional": .bool(index % 2 == 0)]
            })
        let set = TemplateFixture.set(template)
        let start = ContinuousClock.now
        guard case .success(let output) = set.render(TemplateFixture.mainName, context: ["props": props]) else {
            return XCTFail("render failed")
        }
        let elapsed = ContinuousClock.now - start
        XCTAssertEqual(output.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }, 20_000)
        XCTAssertTrue(output.hasPrefix("    public var Property0: String?\n    public var property1: String\n"))
        // Linear: ~1 MB of output is far below a second even in debug builds.
        XCTAssertLessThan(elapsed, .seconds(5))
    }

    func testManyErrorsAreReportedQuickly() {
        let template = String(repeating: "{{ x|nope }}\n", count: 20_000)
        let start = ContinuousClock.now
        XCTAssertEqual(TemplateFixture.set(template).validate().count, 20_000)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(5))
    }
}
