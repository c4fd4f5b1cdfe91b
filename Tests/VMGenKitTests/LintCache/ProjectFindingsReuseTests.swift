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
    /// field the digest does not follow.
    func testTheProjectRulesAreGivenTheViewModelsOnly() throws {
        for project in CachedLintTests.projects {
            let index = ProjectIndex.merged(project.swift.map { ProjectIndex(SwiftSourceFile.parse($0.bytes, path: $0.path)) })
            var expected = ProjectIndex()
            expected.viewModels = index.viewModels
            XCTAssertEqual(LintRun.projectIndex(index), expected, project.name)
            XCTAssertNotEqual(index, expected, project.name)
        }
    }
}
