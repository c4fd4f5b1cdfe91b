import Foundation
@testable import VMGenCLI
import XCTest

/// `FileSystem.deletingLastComponent` and `lastComponent` answer as `NSString`'s
/// `deletingLastPathComponent` and `lastPathComponent` (runs of `/` as one, a trailing `/`
/// dropped, then cut at the last `/`), on the bytes — and without the traps `NSString` has on
/// Linux for some short paths.
final class PathComponentTests: XCTestCase {
    private var paths: [String] {
        let parts = ["", "/", "//", "a", "ab.swift", ".", "..", "é", "a b", ".hidden", "x.tmp", "日本"]
        var paths = Set<String>()
        for first in parts {
            for second in parts {
                for third in parts {
                    paths.insert(first + second + third)
                    paths.insert(first + "/" + second + "/" + third)
                    paths.insert("/" + first + "/" + second)
                }
            }
        }
        paths.formUnion(["/", "a/", "/a/", "/a//b", "./a", "../a", "/work/main/Sources/ViewModels/A/AViewModel.swift", "Sources/A/A.swift"])
        return paths.sorted()
    }

    /// Where `NSString` does not trap: a path without `//` or a trailing `/` (what runs
    /// plan), longer than one character.
    func testEveryPathIsCutAsNSStringCutsIt() {
        let compared = paths.filter { !$0.contains("//") && !($0.hasSuffix("/") && $0 != "/") && $0.count > 1 }
        XCTAssertGreaterThan(compared.count, 1_000)
        for path in compared {
            XCTAssertEqual(FileSystem.deletingLastComponent(path), (path as NSString).deletingLastPathComponent, "deleting the last component of \(path.debugDescription)")
            XCTAssertEqual(FileSystem.lastComponent(path), (path as NSString).lastPathComponent, "the last component of \(path.debugDescription)")
        }
    }

    /// The paths `NSString` traps on here, answered as `NSString` answers on macOS.
    func testShortPathsAndRunsOfSlashesAreCutWithoutATrap() {
        let cases: [(path: String, parent: String, last: String)] = [
            ("a", "", "a"), (".", "", "."), ("é", "", "é"), ("a/", "", "a"), ("a//", "", "a"), ("./", "", "."),
            ("//é", "/", "é"), ("a//é", "a", "é"), ("..//é", "..", "é"), ("///a///", "/", "a"), ("/", "/", "/"), ("//", "/", "/"), ("", "", ""),
        ]
        for (path, parent, last) in cases {
            XCTAssertEqual(FileSystem.deletingLastComponent(path), parent, path.debugDescription)
            XCTAssertEqual(FileSystem.lastComponent(path), last, path.debugDescription)
        }
        XCTAssertEqual(FileSystem.parentFolder(of: "V"), ".", "a one-letter folder's parent is the project's")
    }
}
