import VMGenKit
import XCTest

/// Without `keepsUnchangedFiles` (what the command line asks), a file already on disk byte
/// for byte is compared as soon as it is rendered and only its path is kept. The plan, the
/// diagnostics and the rendered paths must be exactly those of a run that keeps every file —
/// above all, a file dropped this way must never look stale and be deleted.
final class UnchangedFilesTests: XCTestCase {
    private let specs = [
        SpecFile(path: "Specs/Info.yml", text: """
            viewModel: Info
            hosting: server
            text:
              title: { en: "Info" }
            properties:
              status: Status
            enums:
              Status:
                online: { en: "Online" }
            """),
        SpecFile(path: "Specs/Board.yml", text: """
            viewModel: Board
            hosting: client
            text:
              heading: { en: "Board" }
            properties:
              count: Int
            """),
    ]

    private func input(_ specs: [SpecFile], existing: [String: [UInt8]], keeps: Bool) -> Generator.Input {
        var input = Generator.Input(config: ProjectConfig(), specs: specs, templates: TemplateLibrary.templateSet().templates, existing: existing)
        input.keepsUnchangedFiles = keeps
        return input
    }

    /// What a plan does, file by file.
    private func summary(_ plan: WritePlan) -> [String] {
        plan.actions.map { "\($0.kind) \($0.path) \($0.contents.map { String(decoding: $0, as: UTF8.self).hashValue } ?? 0)" }.sorted()
    }

    private func assertSameRun(_ specs: [SpecFile], _ existing: [String: [UInt8]], file: StaticString = #filePath, line: UInt = #line) -> Generator.Output {
        let kept = Generator.run(input(specs, existing: existing, keeps: true))
        let dropped = Generator.run(input(specs, existing: existing, keeps: false))
        XCTAssertEqual(summary(dropped.plan), summary(kept.plan), file: file, line: line)
        XCTAssertEqual(dropped.diagnostics, kept.diagnostics, file: file, line: line)
        XCTAssertEqual(dropped.renderedPaths, kept.renderedPaths, file: file, line: line)
        XCTAssertEqual(kept.unchanged, [], file: file, line: line)
        return dropped
    }

    private func written(_ output: Generator.Output) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: output.plan.actions.compactMap { action in action.contents.map { (action.path, $0) } })
    }

    func testAFirstRunAndANoOpRunPlanTheSame() throws {
        let first = assertSameRun(specs, [:])
        XCTAssertEqual(first.unchanged, [], "nothing is on disk yet")
        let files = written(first)
        XCTAssertGreaterThan(files.count, 4)
        let noOp = assertSameRun(specs, files)
        // No text is kept for a file already on disk, but for one with protected regions:
        // that one the planner judges (its regions merged), as before.
        XCTAssertTrue(noOp.rendered.allSatisfy { $0.contents.contains("// vmgen:begin") }, "\(noOp.rendered.map(\.path))")
        XCTAssertEqual(noOp.unchanged, files.keys.filter { !String(decoding: files[$0]!, as: UTF8.self).contains("// vmgen:begin") }.sorted())
        XCTAssertGreaterThan(noOp.unchanged.count, 4)
        XCTAssertTrue(noOp.plan.actions.allSatisfy { $0.kind == .unchanged })
    }

    func testHandEditsDeletionsStaleAndUnreadableFilesPlanTheSame() throws {
        var files = written(Generator.run(input(specs, existing: [:], keeps: true)))
        let swiftFiles = files.keys.filter { $0.hasSuffix(".swift") }.sorted()
        let yamlFile = try XCTUnwrap(files.keys.first { $0.hasSuffix(".yml") })
        files[swiftFiles[0]]! += Array("// edited by hand\n".utf8)
        files[swiftFiles[1]] = nil
        files[yamlFile] = Array("{ not: [yaml\n".utf8)
        let changed = assertSameRun(specs, files)
        XCTAssertFalse(changed.plan.actions.contains { $0.kind == .delete && changed.renderedPaths.contains($0.path) }, "a rendered file is never stale")
        // A spec removed: its files are stale in both runs, the other spec's are unchanged.
        let removed = assertSameRun([specs[0]], written(Generator.run(input(specs, existing: [:], keeps: true))))
        XCTAssertTrue(removed.plan.actions.contains { $0.kind == .delete })
        XCTAssertFalse(removed.plan.actions.contains { $0.kind == .delete && removed.renderedPaths.contains($0.path) })
    }
}
