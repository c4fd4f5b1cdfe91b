import Foundation
import VMGenKit
import XCTest

/// Broken input never crashes or hangs the reader: it returns what it could read and
/// `swift-syntax` warnings located inside the input.
final class MalformedSwiftSourceTests: XCTestCase {
    private func messages(_ source: String) -> [String] {
        let file = SwiftSourceFile.parse(source, path: "B.swift")
        checkInvariants(file)
        return file.diagnostics.map { "\($0.location!.line):\($0.location!.column): \($0.message)" }
    }

    func testUnterminatedCommentsAndStrings() {
        XCTAssertEqual(messages("let a = 1 /* open /* nested */\nlet b"), ["1:11: unterminated block comment starting here"])
        XCTAssertEqual(messages("let a = \"open\nlet b = 2"), ["1:9: unterminated string literal"])
        XCTAssertEqual(messages("let a = \"\"\"\nopen"), ["1:9: unterminated multi-line string literal starting here"])
        XCTAssertEqual(messages("let a = #\"open\"\nlet b"), ["1:9: unterminated string literal"])
        XCTAssertEqual(messages("let a = \"x\\(f(\"y\")\nlet b"), ["1:9: unterminated string literal"])
        XCTAssertEqual(messages("let a = \"\"\"\n\\(f(\n"), [
            "1:9: unterminated string interpolation in the literal starting here", "2:4: unclosed '('",
        ])
    }

    func testUnbalancedBrackets() {
        XCTAssertEqual(messages("struct A {\n    func f() {\n}\n"), ["1:10: unclosed '{'"])
        XCTAssertEqual(messages("let a = 1 }\nlet b = (2))"), ["1:11: unbalanced '}'", "2:12: unbalanced ')'"])
        XCTAssertEqual(messages("let a = f(x: [1, 2)\nlet b = 1"), ["1:14: unclosed '[' before this ')'"])
        let file = SwiftSourceFile.parse("struct A {\n    let x = 1\n", path: "B.swift")
        XCTAssertEqual(SwiftDeclarationDescription.lines(file.declarations), ["struct A {}", "  let x = 1"])
        XCTAssertEqual(file.diagnostics.first?.notes, [])
    }

    func testStrayDirectivesAndGarbageInsideATypeBody() {
        XCTAssertEqual(messages("#endif\n#else\n#if A\nlet x = 1"), [
            "1:1: '#endif' without '#if'", "2:1: '#else' without '#if'", "3:1: '#if' without '#endif'",
        ])
        XCTAssertEqual(messages("struct A {\n    = 3\n    let x = 1\n}"), ["2:5: expected a declaration; skipped to the next one"])
        let file = SwiftSourceFile.parse("struct A {\n    = 3\n    let x = 1\n}", path: "B.swift")
        XCTAssertEqual(SwiftDeclarationDescription.lines(file.declarations), ["struct A {}", "  let x = 1"])
    }

    func testTenThousandNestedBraces() {
        let braces = String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)
        XCTAssertEqual(messages("let x = 1\n" + braces + "\nlet y = 2"), [])
        XCTAssertEqual(messages(String(repeating: "{", count: 10_000)), ["1:1: unclosed '{'"])
        let unclosed = SwiftSourceFile.parse(String(repeating: "(", count: 10_000), path: "B.swift")
        XCTAssertEqual(unclosed.diagnostics.first?.notes, ["9999 more unclosed brackets follow inside it"])
        XCTAssertEqual(messages(String(repeating: "}", count: 10_000)).count, 51)  // capped, then a count
    }

    func testDeeplyNestedTypesStopReadingMembersAtTheCap() {
        let depth = 300
        let source = String(repeating: "struct S {\n", count: depth) + String(repeating: "}\n", count: depth)
        let file = SwiftSourceFile.parse(source, path: "B.swift")
        checkInvariants(file)
        XCTAssertEqual(file.allDeclarations.count, 256)
        XCTAssertEqual(file.diagnostics.map(\.message), ["types nested more than 256 deep; the members of this one are not read"])
        XCTAssertEqual(file.diagnostics.first?.location?.line, 256)
    }

    /// Nesting is followed with explicit stacks, not recursion, so a deep file is read even on
    /// a thread with a small stack (the linter may read files on worker threads).
    func testDeepNestingOnASmallStack() {
        let finished = expectation(description: "parsed")
        let thread = Thread {
            let source = String(repeating: "@A(x) public struct S<T>: P where T: Q {\n", count: 1_000)
                + String(repeating: "func f() { if x { [(y)] } }\n}\n", count: 1_000)
            let file = SwiftSourceFile.parse(source, path: "D.swift")
            XCTAssertEqual(file.allDeclarations.filter { $0.kind == .struct }.count, 256)
            XCTAssertEqual(file.allDeclarations.filter { $0.kind == .func }.count, 255)  // not in the 256th
            finished.fulfill()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        wait(for: [finished], timeout: 120)
    }

    func testDeeplyNestedInterpolationsStopAtTheCap() {
        let depth = 300
        let source = "let s = " + String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
        let file = SwiftSourceFile.parse(source, path: "B.swift")
        checkInvariants(file)
        XCTAssertEqual(file.diagnostics.first?.message, "string interpolations nested more than 256 deep; read as text")
        XCTAssertEqual(file.declarations.map(\.name), ["s"])
    }

    func testEveryPrefixOfRealisticFiles() {
        for fixture in [SwiftSourceFixtures.infoViewModelFile, SwiftSourceFixtures.mixedSyntax] {
            let bytes = Array(fixture.utf8)
            for length in 0...bytes.count {
                checkInvariants(SwiftSourceFile.parse(Array(bytes[0..<length]), path: "P.swift"))
            }
        }
    }

    func testSingleByteCorruptions() {
        var generator = SplitMix64(seed: 7)
        let bytes = Array((SwiftSourceFixtures.infoViewModelFile + SwiftSourceFixtures.mixedSyntax).utf8)
        let replacements: [UInt8] = Array("\"'`#@\\/*(){}[]<>\n".utf8) + [0x00, 0xFF, 0xC3, 0x80]
        for _ in 0..<600 {
            var corrupted = bytes
            corrupted[Int(generator.next() % UInt64(bytes.count))] = replacements[Int(generator.next() % UInt64(replacements.count))]
            checkInvariants(SwiftSourceFile.parse(corrupted, path: "C.swift"))
        }
    }

    func testBinaryGarbageAndInvalidUTF8() {
        var generator = SplitMix64(seed: 42)
        for size in [1, 7, 100, 4_096, 65_536] {
            let garbage = (0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let file = SwiftSourceFile.parse(garbage, path: "G.bin")
            checkInvariants(file)
            XCTAssertLessThanOrEqual(file.diagnostics.count, 51)
        }
        let invalid = SwiftSourceFile.parse([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x20, 0x3D, 0x20, 0x31], path: "U.swift")
        XCTAssertEqual(invalid.diagnostics.map(\.message), ["invalid UTF-8; read as U+FFFD"])
        XCTAssertEqual(invalid.tokens.map(\.text), ["let", "\u{FFFD}\u{FFFD}", "=", "1"])
    }

    func testUnterminatedEverythingAtTheEnd() {
        let endings = [
            "\"", "\"\"\"", "#\"", "##\"\"\"\n", "/*", "/* /*", "\"\\(", "\"\\(\"\\(", "`", "@", "#", "#if", "@A(",
            "struct", "struct A<", "struct A:", "struct A where", "func", "func f(", "func f() ->", "var x:", "var x =",
            "case", "enum E { case a(", "init?", "extension", "import", "import struct", "let (a", "subscript(",
            "\\", "0x", "1e", "1.", "..", "$", "infix operator", "precedencegroup P {", "macro m(", "typealias T =",
        ]
        for ending in endings {
            checkInvariants(SwiftSourceFile.parse("let ok = 1\n" + ending, path: "U.swift"))
        }
    }

    /// Inputs that would take minutes if any step were quadratic (time is not asserted: a
    /// regression shows as a suite that suddenly crawls).
    func testLongRunsThatCouldGoQuadratic() {
        let inputs = [
            String(repeating: "@A\n", count: 20_000) + "= 1",
            "x\n" + String(repeating: "public\n", count: 20_000),
            String(repeating: "é+", count: 100_000),
            String(repeating: "éé ", count: 50_000),
            String(repeating: "#if A\n", count: 5_000) + String(repeating: "let x = 1\n", count: 5_000),
            "#if A\n" + String(repeating: "#elseif B\n", count: 5_000) + String(repeating: "#else\n", count: 5_000),
            "let x: " + String(repeating: "<", count: 50_000),
            "func f(" + String(repeating: "a: (", count: 20_000),
            String(repeating: "#\"\"\"", count: 20_000),
            String(repeating: "\"\\(", count: 20_000),
            String(repeating: "/*", count: 50_000),
            String(repeating: "struct S { ", count: 5_000),
            String(repeating: "let a = [", count: 20_000),
            String(repeating: "class ", count: 100_000),
            String(repeating: "@A(", count: 20_000),
        ]
        for input in inputs {
            checkInvariants(SwiftSourceFile.parse(input, path: "Q.swift"))
        }
    }

    /// What every parse result must satisfy, however bad its input.
    private func checkInvariants(_ file: SwiftSourceFile, line: UInt = #line) {
        let count = file.bytes.count
        var previousEnd = 0
        for token in file.tokens {
            XCTAssertGreaterThanOrEqual(token.offset, previousEnd, line: line)
            XCTAssertGreaterThan(token.endOffset, token.offset, line: line)
            XCTAssertLessThanOrEqual(token.endOffset, count, line: line)
            previousEnd = token.endOffset
        }
        XCTAssertTrue(file.code.allSatisfy { file.tokens.indices.contains($0) && !file.tokens[$0].kind.isComment }, line: line)
        for diagnostic in file.diagnostics {
            XCTAssertEqual(diagnostic.code, "swift-syntax", line: line)
            XCTAssertEqual(diagnostic.severity, .warning, line: line)
            guard let location = diagnostic.location else {
                return XCTFail("diagnostic without a location: \(diagnostic.message)", line: line)
            }
            XCTAssertTrue((0...count).contains(location.offset), line: line)
            XCTAssertEqual(location, file.location(ofOffset: location.offset), line: line)
        }
        for declaration in file.allDeclarations {
            XCTAssertLessThanOrEqual(declaration.bodyTokens.upperBound, file.tokens.count, line: line)
            XCTAssertTrue((0...count).contains(declaration.location.offset), line: line)
        }
    }
}

/// A small deterministic random generator, so the garbage is the same on every run.
private struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
