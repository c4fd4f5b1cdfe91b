@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// The project rules read one field of the index, `viewModels` (which ViewModels are
/// server-hosted), so an edit that changes a file's part of the index elsewhere — a
/// conformance, a view's call — keeps the earlier lint's project findings, while an edit to
/// the ViewModels runs the rules again. Either way the result is a fresh lint's.
final class ProjectFindingsReuseTests: XCTestCase {
    private typealias Project = CachedLintTests.Project

    /// Each example file that declares a ViewModel, and its project.
    private func viewModelFiles() -> [(project: Project, position: Int)] {
        CachedLintTests.projects.flatMap { project in
            project.swift.indices.compactMap { position -> (Project, Int)? in
                let file = project.swift[position]
                let index = ProjectIndex(SwiftSourceFile.parse(file.bytes, path: file.path))
                return index.viewModels.isEmpty ? nil : (project, position)
            }
        }
    }

    private func lint(_ project: Project, editing position: Int, appending text: String) throws -> (cached: LintRun.Output, fresh: LintRun.Output) {
        let cold = try XCTUnwrap(CachedLintTests.lint(project, swift: project.swift, record: nil))
        let record = try CachedLintTests.roundTrip(cold, project: project, swift: project.swift)
        var edited = project.swift
        edited[position].bytes += Array(text.utf8)
        let fresh = try XCTUnwrap(CachedLintTests.lint(project, swift: edited, record: nil))
        return (try XCTUnwrap(CachedLintTests.lint(project, swift: edited, record: record)), fresh)
    }

    func testAConformanceAddedKeepsTheProjectFindings() throws {
        let files = viewModelFiles()
        XCTAssertGreaterThan(files.count, 10)
        let added = "\nextension VMGenEditedType: Equatable {}\n"
        for (project, position) in files.prefix(12) {
            let file = project.swift[position]
            let before = LintRun.IndexPart(path: file.path, index: ProjectIndex(SwiftSourceFile.parse(file.bytes, path: file.path)))
            let after = LintRun.IndexPart(path: file.path, index: ProjectIndex(SwiftSourceFile.parse(file.bytes + Array(added.utf8), path: file.path)))
            XCTAssertNotEqual(after.digest, before.digest, "the edit changes \(file.path)'s part of the index")
            XCTAssertEqual(after.viewModelsDigest, before.viewModelsDigest, file.path)
            let (cached, fresh) = try lint(project, editing: position, appending: added)
            XCTAssertFalse(cached.ranProjectRules, "\(project.name): \(file.path)")
            XCTAssertEqual(cached.result.diagnostics, fresh.result.diagnostics, "\(project.name): \(file.path)")
        }
    }

    func testAViewModelAddedRunsTheProjectRulesAgain() throws {
        let added = "\n@ViewModel public struct VMGenAddedViewModel: ViewModel {}\n"
        for (project, position) in viewModelFiles().prefix(6) {
            let file = project.swift[position]
            let edited = ProjectIndex(SwiftSourceFile.parse(file.bytes + Array(added.utf8), path: file.path))
            XCTAssertNotNil(edited.viewModels["VMGenAddedViewModel"], file.path)
            let (cached, fresh) = try lint(project, editing: position, appending: added)
            XCTAssertTrue(cached.ranProjectRules, "\(project.name): \(file.path)")
            XCTAssertEqual(cached.result.diagnostics, fresh.result.diagnostics, "\(project.name): \(file.path)")
        }
    }

    /// The rules are given `viewModels` and nothing else of the index, so none can read a
    /// field the digest does not follow: a rule that looks at every field sees the others empty.
    func testTheProjectRulesAreGivenTheViewModelsOnly() throws {
        let project = try XCTUnwrap(CachedLintTests.projects.first)
        let index = ProjectIndex.merged(project.swift.map { ProjectIndex(SwiftSourceFile.parse($0.bytes, path: $0.path)) })
        XCTAssertFalse(index.viewModels.isEmpty)
        XCTAssertFalse(index.types.conformances.isEmpty)
        let inputs = LintRun.Inputs(
            swiftPaths: [], swift: { _ in .bytes([], nil) }, rereadSwift: { _ in [] }, yamlPaths: [], yaml: { _ in .bytes([], nil) },
            rereadYAML: { _ in [] }, config: project.config, options: .init())
        let found = LintRun.projectFindings(inputs, rules: [IndexProbe()], digest: ContentHash([9]), swift: [], yaml: [], index: index)
        let fields = try XCTUnwrap(found?.findings.first).map(\.message)
        XCTAssertEqual(fields, ["viewModels"])
    }
}

/// A project rule that reports each field of the index it is given that holds anything.
private struct IndexProbe: ProjectRule {
    static let description = RuleDescription(id: "TEST-01", name: "index-probe", severity: .warning, summary: "", rationale: "", triggering: [], nonTriggering: [])
    static let findsInSwiftFiles = true

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        ProjectIndex.fields.filter { !$0.keys(context.index).isEmpty }.map { RuleFinding($0.name, at: SourceLocation(file: "A.swift", line: 1, column: 1)) }
    }
}
