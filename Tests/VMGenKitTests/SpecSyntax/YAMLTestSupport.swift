import XCTest

@testable import VMGenKit

/// Helpers shared by the YAML parser tests. The file name in every location is `spec.yml`.
enum YAMLTest {
    static let file = "spec.yml"

    static func parse(_ text: String) -> YAMLParseResult {
        YAMLParser.parse(text, file: file)
    }

    /// The parse errors exactly as the command line prints them.
    static func rendered(_ text: String) -> String {
        DiagnosticRenderer(sources: [file: text]).render(parse(text).diagnostics)
    }

    /// A compact JSON-like rendering of a node's values, for short exact assertions:
    /// scalars as quoted text, `null` only for null scalars, mappings keep source order.
    static func json(_ node: YAMLNode?) -> String {
        guard let node else { return "<none>" }
        switch node.value {
        case .scalar(let scalar):
            return scalar.isNull && scalar.style == .plain && scalar.text.isEmpty ? "null" : quoted(scalar.text)
        case .sequence(let items):
            return "[" + items.map { json($0) }.joined(separator: ",") + "]"
        case .mapping(let entries):
            return "{" + entries.map { quoted($0.key.text) + ":" + json($0.value) }.joined(separator: ",") + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The value tree of `text`, failing the test if there were any diagnostics.
    static func value(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = parse(text)
        XCTAssertEqual(rendered(text), "", "unexpected diagnostics", file: file, line: line)
        XCTAssertTrue(result.diagnostics.isEmpty, file: file, line: line)
        return json(result.root)
    }

    /// `line:column` of a location, for compact assertions.
    static func position(_ location: SourceLocation?) -> String {
        guard let location else { return "<none>" }
        return "\(location.line):\(location.column)"
    }
}

/// Asserts the full rendering of `text`'s diagnostics (each ends with a newline), and that
/// all of them are `yaml-syntax` errors.
func assertYAMLErrors(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(YAMLTest.rendered(text), expected + "\n", file: file, line: line)
    let diagnostics = YAMLTest.parse(text).diagnostics
    XCTAssertTrue(diagnostics.allSatisfy { $0.code == "yaml-syntax" && $0.severity == .error }, file: file, line: line)
}

