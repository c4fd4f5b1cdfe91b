import XCTest
@testable import VMGenKit

/// The per-file lookups rules share, which replaced scans of the whole file per type.
final class RuleLookupTests: XCTestCase {
    func testExtensionsOfATypeAreFoundByBaseNameInOrderAndFollowTheDeclarations() {
        var file = SwiftSourceFile.parse("""
            struct Foo {}
            extension Foo { func a() {} }
            extension Outer.Foo { func b() {} }
            extension Bar { func c() {} }
            enum Outer { extension Foo {} }
            extension Foo<Int> { func d() {} }

            """, path: "F.swift")
        XCTAssertEqual(file.extensions(of: "Foo").map { $0.members.map(\.name) }, [["a"], ["b"], [], ["d"]])
        XCTAssertEqual(file.extensions(of: "Bar").flatMap { $0.members.map(\.name) }, ["c"])
        XCTAssertEqual(file.extensions(of: "Outer"), [])
        file.declarations = Array(file.declarations.prefix(2))
        XCTAssertEqual(file.extensions(of: "Foo").map { $0.members.map(\.name) }, [["a"]])
    }

    func testTheFirstCodeTokensFromAPositionSkipCommentsAndStopAtTheCount() {
        let file = SwiftSourceFile.parse("let /* a */ vmId = // b\n .init() ; let x = 1\n", path: "F.swift")
        let start = file.tokenIndex(atOffset: 4)
        XCTAssertEqual(file.codeTokens(from: start, count: 4).map(\.text), ["vmId", "=", ".", "init"])
        XCTAssertEqual(file.codeTokens(from: start, count: 100).map(\.text), ["vmId", "=", ".", "init", "(", ")", ";", "let", "x", "=", "1"])
        XCTAssertEqual(file.codeTokens(from: file.tokens.count, count: 3).map(\.text), [])
    }
}
