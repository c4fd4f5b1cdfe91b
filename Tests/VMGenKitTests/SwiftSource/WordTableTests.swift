@testable import VMGenKit
import XCTest

/// The byte-level word tables answer as the sets of words they are made from.
final class WordTableTests: XCTestCase {
    private func lookUp(_ table: WordTable, _ text: String) -> String? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { table.word($0, from: 0, to: $0.count) }
    }

    func testEveryKeywordAndModifierIsFoundAndNothingElse() {
        // The mutators hold words longer than fifteen bytes (`formSymmetricDifference`), the
        // assignments operators.
        let tables = [
            (WordTable.keywords, SwiftToken.keywords), (DeclarationScanner.modifierTable, DeclarationScanner.modifierWords),
            (FixFacts.mutatorTable, FixFacts.mutators), (FixFacts.assignmentTable, FixFacts.assignments),
        ]
        for (table, words) in tables {
            var candidates = Set(words)
            for word in words {
                candidates.formUnion([String(word.dropLast()), String(word.dropFirst()), word + "s", "_" + word, word.uppercased(), word.capitalized, "`\(word)`", word + "\u{301}"])
            }
            candidates.formUnion(["", "x", "Self", "self", "café", "publicprivate", String(repeating: "a", count: 16), String(repeating: "a", count: 40), "\u{1F600}", "==", "<"])
            for candidate in candidates {
                XCTAssertEqual(lookUp(table, candidate), words.contains(candidate) ? candidate : nil, "'\(candidate)'")
            }
        }
    }

    /// A token is looked up by the bytes it spans in its file, as its text would be in a set.
    func testATokenIsLookedUpByItsBytes() {
        let file = SwiftSourceFile.parse("items.formSymmetricDifference(other)\ncount += 1\n", path: "A.swift")
        let code = file.codeTokens
        let found = code.indices.filter { code.isText(at: $0, in: FixFacts.mutatorTable) || code.isText(at: $0, in: FixFacts.assignmentTable) }
        XCTAssertEqual(found.map { code[$0].text }, ["formSymmetricDifference", "+="])
        XCTAssertEqual(found, code.indices.filter { FixFacts.mutators.contains(code[$0].text) || FixFacts.assignments.contains(code[$0].text) })
    }

    func testAWordIsFoundInsideLongerBytes() {
        let bytes = Array("let x = public".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(WordTable.keywords.word(buffer, from: 0, to: 3), "let")
            XCTAssertNil(WordTable.keywords.word(buffer, from: 0, to: 2))
            XCTAssertNil(WordTable.keywords.word(buffer, from: 4, to: 4))
            XCTAssertEqual(DeclarationScanner.modifierTable.word(buffer, from: 8, to: 14), "public")
        }
    }
}
