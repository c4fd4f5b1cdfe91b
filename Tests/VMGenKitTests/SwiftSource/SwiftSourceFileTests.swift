import VMGenKit
import XCTest

/// Locations, the comment-or-string lookup, and imports.
final class SwiftSourceFileTests: XCTestCase {
    func testLocationsAfterAMultibytePrefixCountCharacters() throws {
        let file = SwiftSourceFile.parse("/* é 🚢 */ let x\n  é = \"🚢\" + y", path: "M.swift")
        let located = file.tokens.map { "\($0.text)@\($0.location.line):\($0.location.column)+\($0.offset)" }
        XCTAssertEqual(located, [
            "/* é 🚢 */@1:1+0", "let@1:11+14", "x@1:15+18", "é@2:3+22", "=@2:5+25", "\"🚢\"@2:7+27", "+@2:11+34", "y@2:13+36",
        ])
        XCTAssertEqual(file.declarations.first?.nameLocation, SourceLocation(file: "M.swift", line: 1, column: 15, offset: 18))
        for token in file.tokens {
            XCTAssertEqual(file.location(ofOffset: token.offset), token.location)
            XCTAssertEqual(SourceLocation.at(offset: token.offset, in: file.bytes, file: "M.swift"), token.location)
        }
    }

    func testCombiningMarksAndFlagsKeepColumnsInCharacters() {
        let source = "let e\u{301} = \"🇫🇷🇫🇷\" ; z /* ê */ w"
        let file = SwiftSourceFile.parse(source, path: "C.swift")
        for token in file.tokens {
            XCTAssertEqual(token.location, SourceLocation.at(offset: token.offset, in: file.bytes, file: "C.swift"), token.text)
        }
        XCTAssertEqual(file.tokens.last?.location.column, 26)  // e+U+0301 and each flag are one character
    }

    func testLocationOfAnyOffsetIncludingPastTheEnd() {
        let file = SwiftSourceFile.parse("a\nbé\n", path: "L.swift")
        XCTAssertEqual(file.location(ofOffset: 0), SourceLocation(file: "L.swift", line: 1, column: 1, offset: 0))
        XCTAssertEqual(file.location(ofOffset: 2), SourceLocation(file: "L.swift", line: 2, column: 1, offset: 2))
        XCTAssertEqual(file.location(ofOffset: 5), SourceLocation(file: "L.swift", line: 2, column: 3, offset: 5))
        XCTAssertEqual(file.location(ofOffset: 6), SourceLocation(file: "L.swift", line: 3, column: 1, offset: 6))
        XCTAssertEqual(file.location(ofOffset: 99), SourceLocation(file: "L.swift", line: 3, column: 1, offset: 6))
        XCTAssertEqual(file.location(ofOffset: -3), SourceLocation(file: "L.swift", line: 1, column: 1, offset: 0))
    }

    func testIsInCommentOrString() {
        let source = #"let a = "x\(b + "y")z" // c"# + "\n/* d */ e"
        let file = SwiftSourceFile.parse(source, path: "S.swift")
        func inside(_ needle: String, _ occurrence: Int = 0) -> Bool {
            var ranges: [Range<String.Index>] = []
            var searchStart = source.startIndex
            while let range = source.range(of: needle, range: searchStart..<source.endIndex) {
                ranges.append(range)
                searchStart = range.upperBound
            }
            return file.isInCommentOrString(offset: source.utf8.distance(from: source.startIndex, to: ranges[occurrence].lowerBound))
        }
        XCTAssertFalse(inside("let"))
        XCTAssertFalse(inside(" = "))  // whitespace between tokens
        XCTAssertTrue(inside("\"x"))
        XCTAssertTrue(inside("x"))
        XCTAssertTrue(inside("\\("))
        XCTAssertFalse(inside("b"))  // interpolated code
        XCTAssertFalse(inside("+"))
        XCTAssertTrue(inside("y"))
        XCTAssertTrue(inside("z\""))
        XCTAssertTrue(inside("// c"))
        XCTAssertTrue(inside(" c"))
        XCTAssertTrue(inside("d"))
        XCTAssertFalse(inside("e"))
        XCTAssertFalse(file.isInCommentOrString(offset: -1))
        XCTAssertFalse(file.isInCommentOrString(offset: source.utf8.count))
    }

    func testImportForms() {
        let source = """
            import Foundation
            @testable import FOSMVVM
            import struct Vapor.Request
            import Vapor.Foo
            @preconcurrency import Combine
            public import Fluent; import func Darwin.sqrt
            #if canImport(SwiftUI)
            import SwiftUI
            #endif
            """
        let file = SwiftSourceFile.parse(source, path: "I.swift")
        XCTAssertEqual(file.imports.map(\.module), ["Foundation", "FOSMVVM", "Vapor", "Vapor", "Combine", "Fluent", "Darwin", "SwiftUI"])
        XCTAssertEqual(file.imports.map { "\($0.location.line):\($0.location.column)" }, ["1:1", "2:11", "3:1", "4:1", "5:17", "6:8", "6:23", "8:1"])
        XCTAssertEqual(file.declarations, [])
        XCTAssertEqual(file.diagnostics, [])
    }

    func testTokenIndexContainingAnOffset() {
        let file = SwiftSourceFile.parse("ab  cd", path: "T.swift")
        XCTAssertEqual(file.tokenIndex(containing: 1), 0)
        XCTAssertNil(file.tokenIndex(containing: 2))
        XCTAssertEqual(file.tokenIndex(containing: 4), 1)
        XCTAssertNil(file.tokenIndex(containing: 6))
    }

    func testEmptyInput() {
        let file = SwiftSourceFile.parse("", path: "E.swift")
        XCTAssertEqual(file.tokens, [])
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.location(ofOffset: 0), SourceLocation(file: "E.swift", line: 1, column: 1, offset: 0))
    }
}

extension SwiftSourceFileTests {
    func testWindowsLineEndings() {
        let file = SwiftSourceFile.parse("// note\r\nstruct A {\r\n    let x = \"a\"\r\n}\r\n", path: "W.swift")
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.tokens.map(\.text), ["// note", "struct", "A", "{", "let", "x", "=", "\"a\"", "}"])
        XCTAssertEqual(file.tokens.map { "\($0.location.line):\($0.location.column)" }, ["1:1", "2:1", "2:8", "2:10", "3:5", "3:9", "3:11", "3:13", "4:1"])
        XCTAssertEqual(SwiftDeclarationDescription.lines(file.declarations), ["struct A {}", #"  let x = "a""#])
    }
}
