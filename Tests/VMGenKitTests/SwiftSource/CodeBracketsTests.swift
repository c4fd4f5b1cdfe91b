@testable import VMGenKit
import XCTest

/// `CodeBrackets` answers in one pass what a forward scan (`SwiftSourceFile.closing`) answers
/// bracket by bracket: the view rules now ask the table, so the two must agree everywhere,
/// on code that does not compile too.
final class CodeBracketsTests: XCTestCase {
    private func code(_ source: String) -> [SwiftToken] {
        let file = SwiftSourceFile.parse(source, path: "B.swift")
        return file.code.map { file.tokens[$0] }
    }

    private func assertAgrees(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        let code = code(source)
        let brackets = CodeBrackets(code)
        for open in code.indices {
            XCTAssertEqual(brackets.closing(open), SwiftSourceFile.closing(code, from: open), "at \(open) '\(code[open].text)' in \(source)", file: file, line: line)
        }
    }

    func testPairsEachKindInNestedCalls() {
        let code = code("Text(vm.title).task { await vm.load([1, 2]) { x in (x) } }")
        let brackets = CodeBrackets(code)
        let texts = code.map(\.text)
        let call = texts.firstIndex(of: "(")!
        XCTAssertEqual(brackets.closing(call), texts.firstIndex(of: ")"))  // `Text(vm.title)`
        let task = texts.firstIndex(of: "{")!
        XCTAssertEqual(brackets.closing(task), code.count - 1)
        let list = texts.firstIndex(of: "[")!
        XCTAssertEqual(texts[brackets.closing(list)!], "]")
        XCTAssertNil(brackets.closing(texts.firstIndex(of: "Text")!), "a name opens nothing")
        assertAgrees("Text(vm.title).task { await vm.load([1, 2]) { x in (x) } }")
    }

    func testAgreesWithTheForwardScanOnUnbalancedCode() {
        assertAgrees("foo(a, [b, c)")  // a `[` never closed: the `(` still closes
        assertAgrees("a) b ( c ] { d")  // stray closers before, an unclosed `{` after
        assertAgrees("( [ ) ]")  // crossed kinds: each kind pairs on its own
        assertAgrees("f { g { h } ")  // the outer brace never closes
        assertAgrees("\"(\" + x[\")\"] + (y)")  // brackets in strings are not code
        assertAgrees("Outer(title: \"\\(n)[\\(i)]\" + helper(action: { vm.refresh() }))")  // a string piece `[` between interpolations
    }
}
