import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// What vmgen generates obeys its own rules: every example, generated files included, lints
/// clean with every rule enabled.
final class GeneratedCodeLintTests: XCTestCase {
    func testEveryExampleLintsCleanWithGeneratedFilesIncluded() throws {
        for example in Repository.examples {
            let configBytes = try XCTUnwrap(FileManager.default.contents(atPath: example + "/vmgen.yml"))
            let (config, _) = ConfigLoader.load(SpecFile(path: "vmgen.yml", bytes: Array(configBytes)))
            var swift: [(path: String, bytes: [UInt8])] = []
            var yaml: [(path: String, bytes: [UInt8])] = []
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: example + "/Sources"))
            while let relative = enumerator.nextObject() as? String {
                let path = "Sources/" + relative
                guard let bytes = FileManager.default.contents(atPath: example + "/" + path) else { continue }
                if path.hasSuffix(".swift") { swift.append((path, Array(bytes))) }
                if path.hasSuffix(".yml") { yaml.append((path, Array(bytes))) }
            }
            let result = Linter.lint(swift: swift, yaml: yaml, config: config, options: .init(includeGenerated: true))
            XCTAssertGreaterThan(result.swiftFilesLinted, 5)
            XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), "", "\(example) does not lint clean")
        }
    }
}
