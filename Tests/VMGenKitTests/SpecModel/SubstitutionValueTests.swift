import XCTest

@testable import VMGenKit

/// The import reads a substitution value back with `SubstitutionValue.wrapped`: every wrapped
/// expression the generator writes must read back as its property, and nothing else may.
final class SubstitutionValueTests: XCTestCase {
    private func codeTokens(_ expression: String) -> [String] {
        let file = SwiftSourceFile.parse("let x = \(expression)\n", path: "A.swift")
        return Array(file.tokens.filter { !$0.kind.isComment }.map(\.text).dropFirst(3))
    }

    func testEveryWrappedExpressionReadsBackAsItsProperty() throws {
        let location = SourceLocation(file: "A.yml", line: 1, column: 1)
        for (type, swift) in [(PlainType.string, "String"), (.int, "Int"), (.double, "Double")] {
            let property = Property(name: "berthName", type: .plain(type), location: location)
            let expression = try XCTUnwrap(SubstitutionValue.expression(for: property))
            let read = SubstitutionValue.wrapped(codeTokens(expression))
            XCTAssertEqual(read?.name, "berthName", expression)
            XCTAssertEqual(read?.type, swift, expression)
        }
    }

    func testOtherExpressionsAreNotWrappedValues() {
        for expression in ["berthName", "LocalizableString.constant(a.b)", "LocalizableInt(a)", "LocalizableDate(value: d)", "LocalizableString.localized(k)"] {
            XCTAssertNil(SubstitutionValue.wrapped(codeTokens(expression)), expression)
        }
    }
}
