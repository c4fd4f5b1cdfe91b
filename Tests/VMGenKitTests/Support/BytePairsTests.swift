import XCTest

@testable import VMGenKit

/// `BytePairs` may say a word is in a text when it is not (the search then says no), never
/// the reverse: `mentions` would miss a word and a rule its finding.
final class BytePairsTests: XCTestCase {
    private func pairs(_ text: [UInt8]) -> BytePairs {
        text.withUnsafeBufferPointer { BytePairs($0) }
    }

    private func mayContain(_ pairs: BytePairs, _ needle: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { pairs.mayContain($0) }
    }

    /// Every piece of every text (and the whole text) may be in it, whatever its bytes.
    func testEveryPieceOfATextMayBeInIt() {
        var generator = SystemRandomNumberGenerator()
        let swift = Array("import FOSMVVM\n\n@ViewModel\npublic struct CaféViewModel { let 🚢 = \"\\(x)\" }\n".utf8)
        var texts: [[UInt8]] = [swift, [], [0], [0xFF, 0x00, 0xFF]]
        for _ in 0..<200 {
            texts.append((0..<Int.random(in: 0...300, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        for text in texts {
            let pairs = pairs(text)
            XCTAssertTrue(mayContain(pairs, text))
            for _ in 0..<50 where !text.isEmpty {
                let start = Int.random(in: 0..<text.count, using: &generator)
                let end = Int.random(in: start...text.count, using: &generator)
                XCTAssertTrue(mayContain(pairs, Array(text[start..<end])), "\(text[start..<end]) is in the text")
            }
        }
    }

    /// A word with a pair of bytes the text lacks is not in it; fewer than two bytes may be.
    func testAWordWithAPairTheTextLacksIsNotInIt() {
        let pairs = pairs(Array("struct BerthRow: View {}\n".utf8))
        XCTAssertFalse(mayContain(pairs, Array("ObservableObject".utf8)))
        XCTAssertFalse(mayContain(pairs, Array("@ViewModel".utf8)), "no '@V' in the text")
        XCTAssertTrue(mayContain(pairs, Array("View".utf8)))
        XCTAssertTrue(mayContain(pairs, Array("@".utf8)), "one byte: the search decides")
        XCTAssertTrue(mayContain(pairs, []))
        XCTAssertFalse(mayContain(BytePairs(UnsafeBufferPointer(start: nil, count: 0)), Array("ab".utf8)), "an empty text has no pair")
    }

    /// `mentions` gives what a plain search of the file's bytes gives.
    func testMentionsIsTheSearchOfTheBytes() {
        let text = "import SwiftUI\n\nstruct FeedView: View {\n    @State private var model = FeedModel()\n    var body: some View { Text(model.title) }\n}\n"
        let file = SwiftSourceFile.parse(text, path: "Sources/App/FeedView.swift")
        for word in ["View", "@State", "Text(", "FeedModel()", "ObservableObject", "@ViewModel", "register", "}\n", "e", "", "Caf\u{E9}"] {
            XCTAssertEqual(file.mentions(word), text.utf8.count >= word.utf8.count && (word.isEmpty || text.contains(word)), word)
        }
    }
}
