import Foundation
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

    /// `existing` planned three ways: every file kept, files found unchanged dropped, and
    /// files read one by one as the run needs them (`OutputsOnDisk`, what the command line
    /// does). Returns the second; the third must read each file found unchanged once, and
    /// hash what it read.
    private func assertSameRun(_ specs: [SpecFile], _ existing: [String: [UInt8]], file: StaticString = #filePath, line: UInt = #line) -> Generator.Output {
        let kept = Generator.run(input(specs, existing: existing, keeps: true))
        let dropped = Generator.run(input(specs, existing: existing, keeps: false))
        XCTAssertEqual(summary(dropped.plan), summary(kept.plan), file: file, line: line)
        XCTAssertEqual(dropped.diagnostics, kept.diagnostics, file: file, line: line)
        XCTAssertEqual(dropped.renderedPaths, kept.renderedPaths, file: file, line: line)
        XCTAssertEqual(kept.unchanged, [], file: file, line: line)
        let reads = ReadCounter()
        let disk = OutputsOnDisk(paths: existing.keys, hashing: true) { path in
            reads.count(path)
            return existing[path]
        }
        var lazy = input(specs, existing: [:], keeps: false)
        lazy.outputsOnDisk = disk
        let read = Generator.run(lazy)
        XCTAssertEqual(summary(read.plan), summary(kept.plan), file: file, line: line)
        XCTAssertEqual(read.diagnostics, kept.diagnostics, file: file, line: line)
        XCTAssertEqual(read.unchanged, dropped.unchanged, file: file, line: line)
        XCTAssertEqual(read.existing, [:], "the run hands back no bytes", file: file, line: line)
        let counts = reads.counts
        for path in read.unchanged {
            XCTAssertEqual(counts[path], 1, "\(path) is found unchanged when rendered, and not read again", file: file, line: line)
        }
        XCTAssertEqual(Set(counts.keys), Set(existing.keys), "every output is read", file: file, line: line)
        XCTAssertEqual(disk.readHashes, existing.mapValues(ContentHash.init), file: file, line: line)
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

    /// A spec with errors stops the run before any output is read.
    func testAStoppedRunReadsNoOutput() {
        let files = written(Generator.run(input(specs, existing: [:], keeps: true)))
        let reads = ReadCounter()
        let disk = OutputsOnDisk(paths: files.keys, hashing: true) { path in
            reads.count(path)
            return files[path]
        }
        var broken = input([SpecFile(path: "Specs/Bad.yml", text: "viewModel: bad name\n")], existing: [:], keeps: false)
        broken.outputsOnDisk = disk
        let stopped = Generator.run(broken)
        XCTAssertTrue(stopped.diagnostics.hasErrors)
        XCTAssertEqual(stopped.plan.actions, [])
        XCTAssertEqual(reads.counts, [:])
    }

    /// A stray copy of a generated file, one checked out with CRLF line endings, and a
    /// localization file, read one by one: planned as when given up front.
    func testStaleCRLFAndLocalizationFilesReadOneByOnePlanTheSame() throws {
        var files = written(Generator.run(input(specs, existing: [:], keeps: true)))
        files["Sources/ViewModels/Gone/GoneViewModel.swift"] = files.values.first { String(decoding: $0, as: UTF8.self).contains("Generated by vmgen") }
        let swiftFile = try XCTUnwrap(files.keys.filter { $0.hasSuffix("ViewModel.swift") }.sorted().first)
        files[swiftFile] = LineEndings.crlf(files[swiftFile]!)
        let noOp = assertSameRun(specs, files)
        XCTAssertTrue(noOp.unchanged.contains(swiftFile), "a CRLF checkout of a file up to date is unchanged")
        XCTAssertTrue(noOp.plan.actions.allSatisfy { $0.kind == .unchanged || $0.path.contains("Gone") })
        let yamlFile = try XCTUnwrap(files.keys.first { $0.hasSuffix(".yml") })
        files[yamlFile] = LineEndings.crlf(files[yamlFile]!)
        files[swiftFile]! += Array("// edited by hand\r\n".utf8)
        let edited = assertSameRun(specs, files)
        XCTAssertTrue(edited.unchanged.contains(yamlFile))
        XCTAssertFalse(edited.unchanged.contains(swiftFile))
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

/// How many times each output was read (`OutputsOnDisk` reads on all cores).
private final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Int] = [:]

    func count(_ path: String) {
        lock.lock()
        values[path, default: 0] += 1
        lock.unlock()
    }

    var counts: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
