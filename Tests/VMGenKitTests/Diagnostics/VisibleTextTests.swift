import VMGenKit
import XCTest

/// What `VisibleText` shows, case by case (the property tests in Reporting/ cover the rest).
final class VisibleTextTests: XCTestCase {
    func testHiddenCharactersAreShownAsEscapes() {
        XCTAssertEqual(VisibleText.inline("a\u{1B}[2Jb\0c\u{7F}\u{9B}d"), #"a\u{1B}[2Jb\u{0}c\u{7F}\u{9B}d"#)
        XCTAssertEqual(VisibleText.inline("x\u{202E}y\u{2066}z\u{200F}\u{061C}"), #"x\u{202E}y\u{2066}z\u{200F}\u{61C}"#)
        XCTAssertEqual(VisibleText.inline("\u{200B}\u{2060}\u{FEFF}\u{AD}\u{E0041}\u{2028}\u{2029}"), #"\u{200B}\u{2060}\u{FEFF}\u{AD}\u{E0041}\u{2028}\u{2029}"#)
        XCTAssertEqual(VisibleText.inline("one\ntwo\r\tthree"), #"one\u{A}two\u{D}\u{9}three"#)
    }

    func testTextThatNeedsNothingIsKept() {
        for text in ["", "plain: text", "Specs/Orders.yml:3:7: error: 'x' [spec]", "é, 日本, עברית, 🚢, 👩🏽‍✈️, 🇫🇷, e\u{301}", "# comment", "a#b#[c]", "\u{A0}no colon"] {
            XCTAssertEqual(VisibleText.inline(text), text)
            XCTAssertEqual(VisibleText.lines(text + "\n\tindented\n"), text + "\n\tindented\n")
        }
    }

    /// `::` opening a line (after whitespace, or ignorable characters the runner skips) and
    /// `##[`, `##vso[`, `##teamcity[` anywhere are broken by one escape.
    func testCICommandMarkersAreBroken() {
        XCTAssertEqual(VisibleText.lines("::error file=a::b\n  ::warning::w\n\u{A0}\u{200D}::notice::n\n"),
            #":\u{3A}error file=a::b"# + "\n" + #"  :\u{3A}warning::w"# + "\n" + "\u{A0}\u{200D}:" + #"\u{3A}notice::n"# + "\n")
        XCTAssertEqual(VisibleText.inline("::error::x"), "::error::x", "inside a line, `::` is no command")
        XCTAssertEqual(VisibleText.inline("::error::x", atLineStart: true), #":\u{3A}error::x"#)
        XCTAssertEqual(VisibleText.inline("a ##[error]b ##vso[task] ##teamcity[m] #\u{200D}#[group] ###[x]"),
            #"a ##\u{5B}error]b ##vso\u{5B}task] ##teamcity\u{5B}m] #"# + "\u{200D}" + #"#\u{5B}group] ###\u{5B}x]"#)
        XCTAssertEqual(VisibleText.inline("#a#[x] # #[y]"), "#a#[x] # #[y]")
    }

    func testTheExcerptColumnMovesPastTheEscapes() {
        let (shown, column) = VisibleText.excerpt("\t\u{1B}[31mkey: x\u{202E}y", column: 12)
        XCTAssertEqual(shown, #" \u{1B}[31mkey: x\u{202E}y"#)
        XCTAssertEqual(Array(shown)[column - 1], "x")
        XCTAssertEqual(VisibleText.excerpt("ab\u{7}", column: 5).column, 9, "past the end: as far past the shown end")
        XCTAssertEqual(VisibleText.excerpt("\tplain", column: 3).shown, " plain")
    }

    func testAPrintableDiffShowsAndMarksEscapedLines() {
        let diff = LineDiff.unified(old: "a\n  ::error::x\n", new: "a\u{1B}[2J\n  ::error::x\n", oldName: "a/f\u{1B}", newName: "b/f", printable: true)
        XCTAssertEqual(diff, """
            --- a/f\\u{1B}
            +++ b/f
            @@ -1,2 +1,2 @@
            -a
            +a\\u{1B}[2J
            \(VisibleText.diffNote)
               :\\u{3A}error::x
            \(VisibleText.diffNote)

            """)
        XCTAssertEqual(LineDiff.unified(old: "a\n", new: "a\u{1B}\n"), "--- expected\n+++ actual\n@@ -1,1 +1,1 @@\n-a\n+a\u{1B}\n", "for tests: the bytes as they are")
    }
}
