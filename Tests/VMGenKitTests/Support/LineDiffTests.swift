import VMGenKit
import XCTest

final class LineDiffTests: XCTestCase {
    func testEqualTextsHaveNoDiff() {
        XCTAssertEqual(LineDiff.unified(old: "a\nb\n", new: "a\nb\n"), "")
    }

    func testAChangedLineInContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(LineDiff.unified(old: old, new: new), """
            --- expected
            +++ actual
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    func testAddingToAnEmptyFile() {
        XCTAssertEqual(LineDiff.unified(old: "", new: "a\nb\n", oldName: "a/x", newName: "b/x"), """
            --- a/x
            +++ b/x
            @@ -0,0 +1,2 @@
            +a
            +b

            """)
    }

    func testSeparateHunksForDistantChanges() {
        let old = (1...30).map(String.init).joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n28\n", with: "\ntwenty-eight\n")
        let diff = LineDiff.unified(old: old, new: new)
        XCTAssertEqual(diff.components(separatedBy: "\n@@ ").count, 3, diff)
        XCTAssertTrue(diff.contains("-2\n+two\n"))
        XCTAssertTrue(diff.contains("-28\n+twenty-eight\n"))
    }
}
