import VMGenKit
import XCTest
import Foundation

final class ScratchCorpusTests: XCTestCase {
    func testCorpus() throws {
        guard let list = ProcessInfo.processInfo.environment["CORPUS"] else { return }
        let paths = try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").map(String.init)
        var total = 0, decls = 0, lines = 0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let file = SwiftSourceFile.parse(Array(data), path: path)
            total += file.diagnostics.count
            decls += file.allDeclarations.count
            lines += file.bytes.filter { $0 == 10 }.count
            if ProcessInfo.processInfo.environment["DUMP"] != nil {
                for line in SwiftDeclarationDescription.lines(file.declarations) { print(line) }
            }
            for d in file.diagnostics.prefix(8) {
                print("\(d.location!): \(d.message)")
            }
        }
        print("files \(paths.count) lines \(lines) decls \(decls) diags \(total)")
    }
}
