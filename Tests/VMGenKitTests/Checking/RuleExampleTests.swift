import VMGenKit
import XCTest

/// The catalogue's examples are its tests: one generic harness runs every rule's examples, and
/// derives from each triggering example the cases SwiftLint's harness checks — a trigger inside
/// a comment or string literal does not fire, a suppression comment silences it, and a
/// multibyte prefix keeps the reported column right.
final class RuleExampleTests: XCTestCase {
    private let rules = RuleCatalogue.all

    func testTriggeringExamplesReportExactlyTheMarkedPositions() {
        for rule in rules {
            for example in rule.triggering {
                let (files, markers) = RuleRunner.files(of: example)
                XCTAssertFalse(markers.isEmpty, "\(rule.id): a triggering example has no ↓ marker:\n\(example.text)")
                XCTAssertEqual(RuleRunner.hits(of: rule, in: files), markers, "\(rule.id) on:\n\(example.text)\nall diagnostics: \(RuleRunner.diagnostics(files).map { "\($0.location.map(\.description) ?? "") \($0.code ?? "") \($0.message)" })")
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() {
        for rule in rules {
            for example in rule.nonTriggering {
                let (files, markers) = RuleRunner.files(of: example)
                XCTAssertEqual(markers, [], "\(rule.id): a non-triggering example has a marker")
                XCTAssertEqual(RuleRunner.hits(of: rule, in: files), [], "\(rule.id) fired on a non-triggering example:\n\(example.text)")
            }
        }
    }

    /// Swift triggers moved into a comment, or into a string literal, are not code.
    func testTriggersInsideCommentsAndStringsDoNotFire() {
        for rule in rules where !rule.id.hasPrefix("SUP-") {
            for example in rule.triggering where example.language == .swift {
                let (files, _) = RuleRunner.files(of: example)
                let text = files[0].2
                var commented = files
                commented[0].2 = text.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
                XCTAssertEqual(RuleRunner.hits(of: rule, in: commented).filter { $0.file == example.path }, [], "\(rule.id) fired inside a comment:\n\(commented[0].2)")
                // STUB-06 reports stub vocabulary in string literals: its trigger quoted is still one.
                guard rule.id != "STUB-06" else { continue }
                var quoted = files
                quoted[0].2 = "let example = #\"\"\"\n" + text + "\n\"\"\"#\n"
                XCTAssertEqual(RuleRunner.hits(of: rule, in: quoted).filter { $0.file == example.path }, [], "\(rule.id) fired inside a string literal:\n\(quoted[0].2)")
            }
        }
    }

    /// A `disable:next` comment before each marked line silences the rule, by id and by alias,
    /// and the suppression then counts as used (no SUP-02).
    func testSuppressionCommentsSilenceEveryTrigger() {
        // Structural rules are enforced by the spec model: a spec breaking them cannot be generated.
        let structural = Set(StructuralRules.all.map(\.id))
        for rule in rules where !rule.id.hasPrefix("SUP-") && !structural.contains(rule.id) {
            for example in rule.triggering {
                for name in [rule.id] + rule.aliases.prefix(1) {
                    let prefix = name == rule.id ? "vmgen" : "fosmvvm-review"
                    let (files, markers) = RuleRunner.files(of: example)
                    var suppressed = files
                    for (index, file) in files.enumerated() {
                        let lines = Set(markers.filter { $0.file == file.1 }.map(\.line))
                        let comment = file.0 == .swift ? "//" : "#"
                        var out: [String] = []
                        for (number, line) in file.2.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                            if lines.contains(number + 1) {
                                let indent = line.prefix { $0 == " " }
                                out.append("\(indent)\(comment) \(prefix):disable:next \(name) — the harness checks suppressions")
                            }
                            out.append(String(line))
                        }
                        suppressed[index].2 = out.joined(separator: "\n")
                    }
                    XCTAssertEqual(RuleRunner.hits(of: rule, in: suppressed), [], "\(rule.id) was not suppressed by \(prefix):disable:next \(name):\n\(suppressed.map(\.2).joined(separator: "\n---\n"))")
                    let unused = RuleRunner.diagnostics(suppressed).filter { $0.code == SuppressionRules.unused.id || $0.code == SuppressionRules.justification.id }
                    XCTAssertEqual(unused.map(\.message), [], "\(rule.id): the suppression was reported as unused or unjustified")
                }
            }
        }
    }

    /// A multibyte comment before each marked Swift line shifts the expected column by its
    /// length in characters, not bytes.
    func testMultibytePrefixKeepsColumnsRight() {
        let prefix = "/* é🚢👩🏽‍✈️ */ "
        for rule in rules {
            for example in rule.triggering where example.language == .swift {
                let (files, markers) = RuleRunner.files(of: example)
                var shifted = files
                var expected: [RuleRunner.Hit] = []
                for (index, file) in files.enumerated() where file.0 == .swift {
                    let lines = Set(markers.filter { $0.file == file.1 }.map(\.line))
                    shifted[index].2 = file.2.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { number, line in
                        lines.contains(number + 1) ? prefix + line : String(line)
                    }.joined(separator: "\n")
                }
                for marker in markers {
                    let isSwift = files.first { $0.1 == marker.file }?.0 == .swift
                    expected.append(isSwift ? RuleRunner.Hit(file: marker.file, line: marker.line, column: marker.column + prefix.count) : marker)
                }
                XCTAssertEqual(RuleRunner.hits(of: rule, in: shifted), expected.sorted(), "\(rule.id) with a multibyte prefix:\n\(shifted[0].2)")
            }
        }
    }
}

final class RuleCatalogueTests: XCTestCase {
    func testIdsAndNamesAreUnique() {
        var seen: [String: String] = [:]
        for rule in RuleCatalogue.all {
            for name in Set([rule.id, rule.name]) {
                XCTAssertNil(seen[name], "'\(name)' names both \(seen[name] ?? "") and \(rule.id)")
                seen[name] = rule.id
            }
        }
        // The same id must never be declared by two different descriptions.
        let declared = SpecRules.all.map { type(of: $0).description } + SourceRules.all.map { type(of: $0).description }
            + ProjectRules.all.map { type(of: $0).description }
        for description in declared {
            XCTAssertEqual(RuleCatalogue.rule(named: description.id), description, "two different rules use the id \(description.id)")
        }
    }

    func testEveryRuleHasTwoTriggeringAndTwoNonTriggeringExamples() {
        for rule in RuleCatalogue.all {
            XCTAssertGreaterThanOrEqual(rule.triggering.count, 2, "\(rule.id) needs at least two triggering examples")
            XCTAssertGreaterThanOrEqual(rule.nonTriggering.count, 2, "\(rule.id) needs at least two non-triggering examples")
            XCTAssertFalse(rule.rationale.isEmpty, rule.id)
        }
    }

    func testEveryRuleIsFoundByIdNameAndAlias() {
        for rule in RuleCatalogue.all {
            for name in rule.allNames {
                XCTAssertEqual(RuleCatalogue.rule(named: name)?.id, rule.id, name)
            }
        }
    }
}
