@testable import VMGenKit
import XCTest

/// The byte-level splits give what the Character-level ones give, ASCII text or not.
final class ASCIIPartsTests: XCTestCase {
    private let texts = [
        "", "/", "//", "a", "a/b", "/a/b/", "a//b", "Sources/ViewModels/Docks/DocksViewModel.swift", "Outer.Inner<T>.Deep", ".", "..",
        "A.", ".A", "A..B", "a\r\nb/c", "Caf\u{E9}/Row.swift", "Cafe\u{301}/Row.swift", "a/\u{301}b", "a.\u{301}b", "ＡＢ.ｃ", "\u{1F600}/x",
        "@", "a@b.c", "a@", "Row(x: 1)", "(", "x(\u{301}y(", "Text(\"é\")",
    ]

    func testPartsAreTheSplitsParts() {
        for text in texts {
            for separator: Unicode.Scalar in ["/", ".", "@", "("] {
                XCTAssertEqual(text.parts(separatedBy: separator), text.split(separator: Character(separator)), "'\(text)' by '\(separator)'")
                XCTAssertEqual(text.lastPart(separatedBy: separator), text.split(separator: Character(separator)).last.map(String.init) ?? text)
            }
        }
    }

    func testFirstIndexOfASCIIIsTheCharacterwiseFirstIndex() {
        for text in texts {
            for scalar: Unicode.Scalar in ["(", "@", ".", "/"] {
                let byBytes = text.firstIndex(ofASCII: scalar).map { text[..<$0] }
                let byCharacters = text.firstIndex(of: Character(scalar)).map { text[..<$0] }
                XCTAssertEqual(byBytes, byCharacters, "'\(text)' at '\(scalar)'")
            }
        }
    }
}
