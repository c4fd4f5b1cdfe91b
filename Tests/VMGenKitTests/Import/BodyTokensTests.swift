import XCTest

@testable import VMGenKit

/// The one argument splitter the import readers share (`BodyTokens.topLevelArguments`), read
/// from real tokens: a comma belongs to the argument whose brackets hold it.
final class BodyTokensTests: XCTestCase {
    /// The code tokens' texts of `call`'s argument list (between its outer parentheses).
    private func argumentTokens(_ call: String) -> [String] {
        let file = SwiftSourceFile.parse("let x = \(call)\n", path: "A.swift")
        let texts = file.tokens.filter { !$0.kind.isComment }.map(\.text)
        let open = texts.firstIndex(of: "(")!
        return Array(texts[(open + 1)..<(texts.count - 1)])
    }

    private func split(_ call: String) -> [String]? {
        BodyTokens.topLevelArguments(argumentTokens(call)[...])?.map { $0.joined(separator: " ") }
    }

    func testCommasInsideParenthesesBracketsAndBraces() {
        XCTAssertEqual(split("f(a: g(1, 2), b: [3, 4], c: { x, y in x })"), ["a : g ( 1 , 2 )", "b : [ 3 , 4 ]", "c : { x , y in x }"])
    }

    func testCommasInsideAnInterpolationStayInTheirString() {
        XCTAssertEqual(split(#"f(a: "\(min(1, 2))", b: c)"#)?.count, 2)
        // A string piece ending in "(" opens nothing.
        XCTAssertEqual(split(#"f(a: "g(\(x))", b: c)"#)?.count, 2)
    }

    func testATrailingCommaEndsTheList() {
        XCTAssertEqual(split("f(a: 1, b: 2,)"), ["a : 1", "b : 2"])
        XCTAssertEqual(split("f()"), [])
    }

    func testUnbalancedBracketsAreNotSplit() {
        XCTAssertNil(BodyTokens.topLevelArguments(["a", ":", ")", ",", "b"][...]))
        XCTAssertNil(BodyTokens.topLevelArguments(["a", ":", "("][...]))
    }

    func testLabeledArgumentsKeepTheirIndicesAndRefuseUnlabeled() throws {
        let tokens = argumentTokens("f(a: x.y, b: z)")
        let arguments = try XCTUnwrap(BodyTokens.labeledArguments(tokens[...]))
        XCTAssertEqual(arguments.map(\.label), ["a", "b"])
        XCTAssertEqual(arguments.map { Array($0.value) }, [["x", ".", "y"], ["z"]])
        XCTAssertEqual(arguments[1].value.startIndex, 8)
        XCTAssertNil(BodyTokens.labeledArguments(argumentTokens("f(a: 1, 2)")[...]))
        XCTAssertNil(BodyTokens.labeledArguments(argumentTokens("f(a:, b: 2)")[...]))
    }

    func testForwardedArgumentsTakeOneTokenValuesOnly() {
        let forwarded = BodyTokens.forwardedArguments([".", "init", "(", "a", ":", "a", ",", "b", ":", "b", ")"])
        XCTAssertEqual(forwarded?.map(\.label), ["a", "b"])
        XCTAssertNil(BodyTokens.forwardedArguments([".", "init", "(", "a", ":", "f", "(", ")", ")"]))
        XCTAssertNil(BodyTokens.forwardedArguments(["make", "(", ")"]))
        XCTAssertEqual(BodyTokens.forwardedArguments(["Self", "(", ")"])?.count, 0)
    }
}
