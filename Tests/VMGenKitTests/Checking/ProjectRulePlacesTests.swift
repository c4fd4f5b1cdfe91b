import Foundation
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// `ProjectRule.findsInSwiftFiles`, which `lint --stdin` trusts: a rule that says it finds only
/// in YAML files never reports in a Swift file, and a rule that finds in Swift files reads the
/// bindings and localization entries only — on a corpus without YAML files but with their
/// entries it finds what it finds on the whole corpus, and told to report one file only
/// (`lint --stdin`) it finds there what it finds on the whole. Held to every example and lint fixture
/// and every rule example of Swift or YAML.
final class ProjectRulePlacesTests: XCTestCase {
    /// Each corpus: the swift and yaml files of a project, and its configuration.
    private func corpora() throws -> [(name: String, swift: [SwiftSourceFile], yaml: [YAMLFile], config: ProjectConfig)] {
        var corpora: [(String, [SwiftSourceFile], [YAMLFile], ProjectConfig)] = []
        for project in CachedLintTests.projects {
            corpora.append((
                project.name, project.swift.map { SwiftSourceFile.parse($0.bytes, path: $0.path) },
                project.yaml.map { YAMLFile(path: $0.path, bytes: $0.bytes) }, project.config))
        }
        for rule in RuleCatalogue.all {
            for example in rule.triggering + rule.nonTriggering {
                let files = RuleRunner.files(of: example).files
                let yaml = files.filter { $0.0 == .yaml }.map { YAMLFile(path: $0.1, bytes: Array($0.2.utf8)) }
                let swift = files.filter { $0.0 == .swift }.map { SwiftSourceFile.parse(Array($0.2.utf8), path: $0.1) }
                guard !yaml.isEmpty || !swift.isEmpty else { continue }
                corpora.append(("\(rule.id) example", swift, yaml, RuleRunner.config))
            }
        }
        return corpora
    }

    func testEachRuleFindsOnlyWhereItSays() throws {
        var foundInSwift: Set<String> = []
        for (name, swift, yaml, config) in try corpora() {
            let index = ProjectIndex.build(swift)
            let context = LintContext(config: config, index: index)
            let whole = LintCorpus(swift: swift, yaml: yaml)
            let withoutYAML = LintCorpus(bindings: whole.bindings, yaml: [], localization: LocalizationIndex(entries: yaml.flatMap { LocalizationIndex([$0]).entries }))
            for rule in ProjectRules.all {
                let id = type(of: rule).description.id
                let findings = rule.check(whole, context: context)
                let inSwift = findings.filter { $0.location.file.hasSuffix(".swift") }
                if type(of: rule).findsInSwiftFiles {
                    if !inSwift.isEmpty { foundInSwift.insert(id) }
                    XCTAssertEqual(rule.check(withoutYAML, context: context), findings, "\(id) on \(name): it reads more than bindings and localization entries")
                    // `lint --stdin` of one file: the rule may skip what finds elsewhere, never
                    // what finds there.
                    for file in swift.map(\.path) {
                        let one = LintCorpus(bindings: whole.bindings, yaml: [], localization: withoutYAML.localization, reportingOnly: file)
                        let own = { (finding: RuleFinding) in finding.location.file == file }
                        XCTAssertEqual(rule.check(one, context: context).filter(own), findings.filter(own), "\(id) on \(name), reporting \(file) only")
                    }
                } else {
                    XCTAssertEqual(inSwift, [], "\(id) on \(name) found in a Swift file, but says it finds in YAML files only (findsInSwiftFiles)")
                }
            }
        }
        // Every rule that says it finds in Swift files is seen doing so somewhere.
        let declared = Set(ProjectRules.all.filter { type(of: $0).findsInSwiftFiles }.map { type(of: $0).description.id })
        XCTAssertEqual(foundInSwift, declared)
    }
}
