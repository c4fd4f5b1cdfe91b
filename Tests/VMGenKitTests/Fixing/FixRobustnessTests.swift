import VMGenKit
import XCTest

/// Bad input never crashes `--fix`, and a fix never makes a file read worse: every fix
/// example and triggering example cut off at many points (mid-token, mid-brace, mid-literal)
/// and with bytes swapped in goes through the fixer.
final class FixRobustnessTests: XCTestCase {
    func testTruncatedAndMangledExamplesAreFixedWithoutCrashOrDamage() {
        var sources: [String] = []
        for (rule, fix) in FixRunner.fixableRules {
            for example in fix.examples.map(\.before) + rule.triggering where example.language == .swift {
                sources.append(example.unmarked.text)
            }
        }
        var runs = 0
        for source in sources {
            let bytes = Array(source.utf8)
            var variants: [[UInt8]] = []
            for cut in stride(from: 1, to: bytes.count, by: 6) {
                variants.append(Array(bytes[..<cut]))
                var swapped = bytes
                swapped[cut] = [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "/"), 0xFF][cut % 5]
                variants.append(swapped)
            }
            for variant in variants {
                let path = "Sources/App/AViewModel.swift"
                let result = LintFixer.fix(swift: [(path, variant)], yaml: [], config: RuleRunner.config)
                let fixed = result.swift[0].bytes
                runs += 1
                guard fixed != variant else { continue }
                let before = SwiftSourceFile.parse(variant, path: path).diagnostics.count
                let after = SwiftSourceFile.parse(fixed, path: path).diagnostics.count
                XCTAssertLessThanOrEqual(after, before, "a fix made this read worse:\n\(String(decoding: variant, as: UTF8.self))\n→\n\(String(decoding: fixed, as: UTF8.self))")
            }
        }
        XCTAssertGreaterThan(runs, 500)
    }
}
