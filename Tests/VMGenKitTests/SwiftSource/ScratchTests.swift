import VMGenKit
import XCTest
import Foundation

final class ScratchTests: XCTestCase {
    func testDump() throws {
        let path = ProcessInfo.processInfo.environment["SCRATCH"] ?? "/tmp/sw/scratch.swift"
        guard let text = path == "info" ? SwiftSourceFixtures.infoViewModelFile : path == "mixed" ? SwiftSourceFixtures.mixedSyntax : try? String(contentsOfFile: path, encoding: .utf8) else { return }
        let file = SwiftSourceFile.parse(text, path: "s.swift")
        for t in file.tokens { print("\(t.location.line):\(t.location.column) \(t.kind) \(t.text.debugDescription)") }
        for d in file.diagnostics { print(d) }
        func dump(_ d: SwiftDeclaration, _ indent: String) {
            print("\(indent)\(d.kind) \(d.name) attrs=\(d.attributes.map { "\($0.name)(\($0.arguments ?? "-"))" }) mods=\(d.modifiers) inh=\(d.inheritance) where=\(d.genericWhere ?? "-") params=\(d.parameters.map { "\($0.label ?? "nil")/\($0.name):\($0.type)=\($0.defaultValue ?? "-")" }) eff=\(d.effects) ret=\(d.returnType ?? "-") type=\(d.typeAnnotation ?? "-") init=\(d.initializer ?? "-") body=\(d.hasBody) \(d.bodyTokens) cond=\(d.conditions) @\(d.location.line):\(d.location.column) name@\(d.nameLocation.line):\(d.nameLocation.column)")
            for m in d.members { dump(m, indent + "  ") }
        }
        for d in file.declarations { dump(d, "") }
        print(file.imports)
    }
}
