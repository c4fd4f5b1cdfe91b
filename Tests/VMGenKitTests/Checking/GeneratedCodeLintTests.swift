import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// What vmgen generates obeys its own rules: every example — sources, generated tests and the
/// App file included, generated files included — lints clean with every rule enabled.
final class GeneratedCodeLintTests: XCTestCase {
    func testEveryExampleLintsCleanWithGeneratedFilesIncluded() throws {
        for example in Repository.examples {
            let files = try ProjectFiles(root: example, folders: ["Sources", "Tests"])
            let (config, _) = ConfigLoader.load(SpecFile(path: "vmgen.yml", bytes: files.configBytes))
            let yaml = files.yaml.filter { $0.path.hasSuffix(".yml") }
            let result = Linter.lint(swift: files.swift, yaml: yaml, config: config, options: .init(includeGenerated: true))
            XCTAssertGreaterThan(result.swiftFilesLinted, 5)
            XCTAssertEqual(DiagnosticRenderer().render(result.diagnostics), "", "\(example) does not lint clean")
        }
    }
}
