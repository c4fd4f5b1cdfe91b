import VMGenKit
import VMGenTestSupport
import XCTest

/// Every fix is tested on examples, as SwiftLint tests its corrections: each example becomes
/// exactly its `after` text (so nothing else changes), the rule no longer fires on what was
/// fixed, the result still parses with `swiftc -parse`, and a second `--fix` changes nothing.
/// The rule's own triggering examples go through the same checks.
final class RuleFixTests: XCTestCase {
    func testTheRulesTheIssueNamesHaveFixes() {
        let fixable = Set(FixRunner.fixableRules.map(\.0.id))
        for id in ["DECL-02", "DECL-03", "VMID-02", "VMID-03", "OBS-01", "OBS-03", "OBS-07", "LOC-02", "SUP-02"] {
            XCTAssertTrue(fixable.contains(id), "\(id) has no fix")
        }
        for (rule, fix) in FixRunner.fixableRules {
            XCTAssertFalse(fix.examples.isEmpty, "\(rule.id): a fix needs examples")
            XCTAssertFalse(fix.summary.isEmpty, rule.id)
        }
    }

    /// `after` marks with `↓` the findings the fix leaves (none, for a complete fix).
    func testEachFixExampleBecomesExactlyItsAfterText() {
        for (rule, fix) in FixRunner.fixableRules {
            for example in fix.examples {
                let (files, markers) = RuleRunner.files(of: example.before)
                XCTAssertFalse(markers.isEmpty, "\(rule.id): a fix example has no ↓ marker")
                XCTAssertEqual(RuleRunner.hits(of: rule, in: files), markers, "\(rule.id): the example does not trigger where marked:\n\(example.before.text)")
                let fixed = FixRunner.fix(files, only: rule.id)
                let path = example.afterPath ?? example.before.path
                let after = (example.before.language == .yaml ? RuleExample.yaml(example.after, path: path) : RuleExample.swift(example.after, path: path)).unmarked
                XCTAssertEqual(fixed.files[path], after.text, "\(rule.id) fixed\n\(files[0].2)\ninto\n\(fixed.files[path] ?? "(no file at \(path))")\n" + LineDiff.unified(old: after.text, new: fixed.files[path] ?? ""))
                if example.afterPath != nil { XCTAssertNil(fixed.files[example.before.path], "\(rule.id): the old name is gone") }
                let remaining = RuleRunner.hits(of: rule, in: FixRunner.files(fixed, like: files)).filter { $0.file == path }
                XCTAssertEqual(remaining, after.positions.map { RuleRunner.Hit(file: path, line: $0.line, column: $0.column) }, "\(rule.id): after the fix, its findings are not where `after` marks them:\n\(example.after)")
                XCTAssertEqual(fixed.result.fixed[example.before.path]?[rule.id] ?? 0, markers.count - after.positions.count, "\(rule.id): the count of fixes")
            }
        }
    }

    /// A second `--fix` changes nothing, on the fix examples and on every triggering example
    /// of a fixable rule.
    func testASecondFixChangesNothing() {
        for (rule, fix) in FixRunner.fixableRules {
            for example in fix.examples.map(\.before) + rule.triggering {
                let (files, _) = RuleRunner.files(of: example)
                let once = FixRunner.fix(files)
                let twice = FixRunner.fix(FixRunner.files(once, like: files))
                XCTAssertEqual(twice.files, once.files, "\(rule.id): a second fix changed\n\(once.files)")
                XCTAssertEqual(twice.result.changed, [], rule.id)
                XCTAssertEqual(twice.result.renames, [], rule.id)
            }
        }
    }

    /// On each triggering example of a fixable rule the fix either removes the rule's every
    /// finding or changes nothing, and never adds a finding of another rule.
    func testTriggeringExamplesAreFixedWholeOrLeftAlone() {
        for (rule, _) in FixRunner.fixableRules {
            for example in rule.triggering where example.language != .spec {
                let (files, markers) = RuleRunner.files(of: example)
                let fixed = FixRunner.fix(files)
                let after = FixRunner.files(fixed, like: files)
                let unchanged = fixed.result.changed.isEmpty && fixed.result.renames.isEmpty
                XCTAssertEqual(RuleRunner.hits(of: rule, in: after), unchanged ? markers : [], "\(rule.id) on\n\(example.text)\nfixed:\n\(after.map(\.2).joined(separator: "\n---\n"))")
                let before = Self.findingCounts(RuleRunner.diagnostics(files))
                for (key, count) in Self.findingCounts(RuleRunner.diagnostics(after)) {
                    XCTAssertLessThanOrEqual(count, before[key] ?? 0, "\(rule.id)'s fix added \(key) on:\n\(after.map(\.2).joined(separator: "\n---\n"))")
                }
            }
        }
    }

    /// `--fix` on every example of every rule (triggering or not, fixable or not) adds no
    /// finding of any rule: a fix must not leave the next lint something new to report.
    func testNoFixAddsAFindingOnAnyRuleExample() {
        var checked = 0
        for rule in RuleCatalogue.all {
            let fixExamples = RuleFixes.fix(of: rule)?.examples.map(\.before) ?? []
            for example in rule.triggering + rule.nonTriggering + fixExamples where example.language != .spec {
                let (files, _) = RuleRunner.files(of: example)
                let fixed = FixRunner.fix(files)
                guard !fixed.result.changed.isEmpty || !fixed.result.renames.isEmpty else { continue }
                checked += 1
                let before = Self.ruleCounts(RuleRunner.diagnostics(files))
                for (key, count) in Self.ruleCounts(RuleRunner.diagnostics(FixRunner.files(fixed, like: files))) where count > before[key] ?? 0 {
                    XCTFail("--fix on an example of \(rule.id) added \(key):\n\(example.text)\nfixed:\n\(fixed.files.sorted { $0.key < $1.key }.map(\.value).joined(separator: "\n---\n"))")
                }
            }
        }
        XCTAssertGreaterThan(checked, 20, "few examples were fixed at all")
    }

    /// A fix of one rule never touches its non-triggering examples.
    func testNonTriggeringExamplesAreNotFixed() {
        for (rule, _) in FixRunner.fixableRules {
            for example in rule.nonTriggering where example.language != .spec {
                let (files, _) = RuleRunner.files(of: example)
                let fixed = FixRunner.fix(files)
                XCTAssertTrue(fixed.result.fixed.values.allSatisfy { $0[rule.id] == nil }, "\(rule.id) fixed a non-triggering example:\n\(example.text)")
            }
        }
    }

    /// Every fixed Swift text still parses with the real compiler (one frontend for all).
    func testFixedTextsParseWithSwiftc() throws {
        var texts: [String: String] = [:]
        var originals: [String: String] = [:]
        for (rule, fix) in FixRunner.fixableRules {
            for (number, example) in (fix.examples.map(\.before) + rule.triggering).enumerated() where example.language == .swift {
                let (files, _) = RuleRunner.files(of: example)
                let fixed = FixRunner.fix(files)
                let name = "\(rule.id)-\(number).swift"
                texts[name] = fixed.files[example.path]
                originals[name] = files[0].2
            }
        }
        XCTAssertEqual(try SwiftParserCheck.problems(in: originals), "", "an example does not parse before the fix")
        XCTAssertEqual(try SwiftParserCheck.problems(in: texts), "", "a fixed example does not parse")
    }

    /// A finding suppressed in place is not fixed, and the suppression stays (it is used).
    func testASuppressedFindingIsNotFixed() {
        for (rule, fix) in FixRunner.fixableRules where rule.id != SuppressionRules.unused.id {
            for example in fix.examples {
                let (files, markers) = RuleRunner.files(of: example.before)
                let suppressed = Self.suppressing(rule.id, at: markers, in: files)
                let fixed = FixRunner.fix(suppressed, only: rule.id)
                XCTAssertEqual(fixed.result.changed, [], "\(rule.id) fixed a suppressed finding:\n\(suppressed[0].2)")
                XCTAssertEqual(fixed.result.renames, [], rule.id)
            }
        }
    }

    /// A finding in the baseline is not fixed: adopting the baseline accepted it as it is.
    func testAFindingInTheBaselineIsNotFixed() {
        for (rule, fix) in FixRunner.fixableRules {
            for example in fix.examples {
                let (files, _) = RuleRunner.files(of: example.before)
                let baseline = Baseline(RuleRunner.diagnostics(files))
                let fixed = FixRunner.fix(files, only: rule.id, baseline: baseline)
                XCTAssertEqual(fixed.result.changed, [], "\(rule.id) fixed a finding in the baseline")
                XCTAssertEqual(fixed.result.renames, [], rule.id)
            }
        }
    }

    /// A multibyte line before each example moves every offset: the fixes follow.
    func testAMultibytePrefixChangesNothingButItsLine() {
        let prefix = "// é🚢👩🏽‍✈️ ünïcødé\n"
        for (rule, fix) in FixRunner.fixableRules {
            for example in fix.examples where example.before.language == .swift {
                var (files, _) = RuleRunner.files(of: example.before)
                files[0].2 = prefix + files[0].2
                let fixed = FixRunner.fix(files, only: rule.id)
                let after = RuleExample.swift(example.after).unmarked.text
                XCTAssertEqual(fixed.files[example.before.path], prefix + after, rule.id)
            }
        }
    }

    /// `rule` suppressed with `disable:next` above each marked line.
    static func suppressing(_ rule: String, at markers: [RuleRunner.Hit], in files: [(RuleExample.Language, String, String)]) -> [(RuleExample.Language, String, String)] {
        files.map { file in
            let lines = Set(markers.filter { $0.file == file.1 }.map(\.line))
            let comment = file.0 == .swift ? "//" : "#"
            var out: [String] = []
            for (number, line) in file.2.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if lines.contains(number + 1) {
                    out.append("\(line.prefix { $0 == " " })\(comment) vmgen:disable:next \(rule) — the test keeps it")
                }
                out.append(String(line))
            }
            return (file.0, file.1, out.joined(separator: "\n"))
        }
    }

    /// How many findings of each rule, by file.
    static func ruleCounts(_ diagnostics: [Diagnostic]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics { counts["\(diagnostic.code ?? "") in \(diagnostic.location?.file ?? "")", default: 0] += 1 }
        return counts
    }

    static func findingCounts(_ diagnostics: [Diagnostic]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics { counts["\(diagnostic.code ?? "") \(diagnostic.message)", default: 0] += 1 }
        return counts
    }
}
