import Foundation
import VMGenKit
import XCTest

/// Real Swift read without a single warning: this repository's own sources and, when the
/// toolchain ships it, the standard library's module interface (tens of thousands of
/// declarations with every attribute, generic and operator form Swift has).
final class RealSwiftCorpusTests: XCTestCase {
    func testThisRepositorysSwiftFilesReadWithoutWarnings() throws {
        var root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        for _ in 0..<4 { root.deleteLastPathComponent() }  // Tests/VMGenKitTests/SwiftSource/<file>
        // Fixtures may be broken on purpose; everything else must be Swift the reader knows.
        let paths = swiftFiles(under: root.path, suffix: ".swift").filter { !$0.contains("/Fixtures/") }
        XCTAssertGreaterThan(paths.count, 20)
        for path in paths {
            let file = SwiftSourceFile.parse(try read(path), path: path)
            XCTAssertEqual(file.diagnostics.map { "\($0.location!): \($0.message)" }, [], path)
        }
    }

    func testTheStandardLibraryInterfaceReadsWithoutWarnings() throws {
        guard let path = standardLibraryInterface() else {
            throw XCTSkip("no Swift.swiftinterface found next to the `swift` on PATH")
        }
        let file = SwiftSourceFile.parse(try read(path), path: path)
        XCTAssertEqual(file.diagnostics.map { "\($0.location!): \($0.message)" }, [])
        let all = file.allDeclarations
        XCTAssertGreaterThan(all.count, 5_000)
        XCTAssertTrue(all.contains { $0.kind == .protocol && $0.name == "Collection" })
        XCTAssertTrue(all.contains { $0.kind == .struct && $0.name == "Array" })
        XCTAssertFalse(all.contains { $0.name.isEmpty && $0.kind != .extension })
    }

    private func read(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Files ending in `suffix` under `folder`, not looking into hidden or `.build` folders.
    private func swiftFiles(under folder: String, suffix: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator where url.path.hasSuffix(suffix) {
            paths.append(url.path)
        }
        return paths.sorted()
    }

    /// `<toolchain>/usr/lib/swift/<platform>/Swift.swiftmodule/<target>.swiftinterface`, found
    /// from the `swift` executable on PATH.
    private func standardLibraryInterface() -> String? {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in searchPath.split(separator: ":") {
            let executable = URL(fileURLWithPath: String(folder) + "/swift").resolvingSymlinksInPath()
            guard FileManager.default.isExecutableFile(atPath: executable.path) else { continue }
            let library = executable.deletingLastPathComponent().deletingLastPathComponent().path + "/lib/swift"
            let interfaces = swiftFiles(under: library, suffix: ".swiftinterface").filter {
                $0.contains("/Swift.swiftmodule/") && !$0.hasSuffix(".private.swiftinterface")
            }
            if let first = interfaces.first {
                return first
            }
        }
        return nil
    }
}
