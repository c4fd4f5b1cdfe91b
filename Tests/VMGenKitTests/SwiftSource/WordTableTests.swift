@testable import VMGenKit
import XCTest

/// The byte-level word tables answer as the sets of words they are made from.
final class WordTableTests: XCTestCase {
    private func lookUp(_ table: WordTable, _ text: String) -> String? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { table.word($0, from: 0, to: $0.count) }
    }

    func testEveryKeywordAndModifierIsFoundAndNothingElse() {
        let tables = [(WordTable.keywords, SwiftToken.keywords), (DeclarationScanner.modifierTable, DeclarationScanner.modifierWords)]
        for (table, words) in tables {
            var candidates = Set(words)
            for word in words {
                candidates.formUnion([String(word.dropLast()), String(word.dropFirst()), word + "s", "_" + word, word.uppercased(), word.capitalized, "`\(word)`", word + "\u{301}"])
            }
            candidates.formUnion(["", "x", "Self", "self", "café", "publicprivate", String(repeating: "a", count: 16), "\u{1F600}"])
            for candidate in candidates {
                XCTAssertEqual(lookUp(table, candidate), words.contains(candidate) ? candidate : nil, "'\(candidate)'")
            }
        }
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
