import Foundation
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// A lint from the cache's facts gives what a lint of every file's bytes gives: the record is
/// written, read back from its bytes, and every file handed over as its recorded facts — all of
/// them, all but a changed one, or the buffer of one (`--stdin`) — on every example and lint
/// fixture.
final class CachedLintTests: XCTestCase {
    struct Project {
        var name: String
        var config: ProjectConfig
        var swift: [(path: String, bytes: [UInt8])]
        var yaml: [(path: String, bytes: [UInt8])]
    }

    static let projects: [Project] = {
        let roots = Repository.examples + ["Wrong", "Correct"].map { Repository.root + "/Tests/Fixtures/Lint/" + $0 }
        return roots.compactMap { root in
            guard let files = try? ProjectFiles(root: root, folders: ["Sources", "Tests"]) else { return nil }
            let config = ConfigLoader.load(SpecFile(path: "vmgen.yml", bytes: files.configBytes)).0
            return Project(name: (root as NSString).lastPathComponent, config: config, swift: files.swift, yaml: files.yaml)
        }
    }()

    private static let stamp = FileStamp(inode: 1, size: 1, modified: .init(seconds: 1, nanoseconds: 0), changed: .init(seconds: 1, nanoseconds: 0))

    /// A lint of `swift` (and the project's YAML), each file as facts from `record` when its
    /// bytes are the recorded ones, else as its bytes.
    static func lint(
        _ project: Project, swift: [(path: String, bytes: [UInt8])], record: LintCacheRecord?, reportingOnly: String? = nil, recording: Bool = false
    ) -> LintRun.Output? {
        let recorded = record?.swiftFacts(for: swift.map(\.path)) ?? swift.map { _ in nil }
        let recordedYAML = record?.yamlFacts(for: project.yaml.map(\.path)) ?? project.yaml.map { _ in nil }
        let yaml = project.yaml
        var inputs = LintRun.Inputs(
            swiftPaths: swift.map(\.path),
            swift: { position in
                let hash = ContentHash(swift[position].bytes)
                if let facts = recorded[position]?.facts, facts.contentHash == hash { return .facts(facts) }
                return .bytes(swift[position].bytes, hash)
            },
            rereadSwift: { swift[$0].bytes }, yamlPaths: yaml.map(\.path),
            yaml: { position in recordedYAML[position].map { .facts($0.facts) } ?? .bytes(yaml[position].bytes, nil) },
            rereadYAML: { yaml[$0].bytes }, config: project.config, options: .init(), earlier: record, reportingOnly: reportingOnly)
        inputs.recording = recording
        return Linter.lint(inputs)
    }

    /// The record `output` leaves, written and read back from its bytes.
    static func roundTrip(_ output: LintRun.Output, project: Project, swift: [(path: String, bytes: [UInt8])]) throws -> LintCacheRecord {
        let bytes = try XCTUnwrap(encoded(output, project: project, swift: swift))
        return try XCTUnwrap(LintCacheRecord.decode(header: Array(bytes.prefix(LintCacheRecord.headerReadLength)), base: ContentHash([1])) { offset, length in
            offset + length <= bytes.count ? Array(bytes[offset..<(offset + length)]) : nil
        })
    }

    /// The bytes of the record `output` leaves.
    static func encoded(_ output: LintRun.Output, project: Project, swift: [(path: String, bytes: [UInt8])]) -> [UInt8]? {
        var record = LintCacheRecord(base: ContentHash([1]), scopeKey: ContentHash([2]), factsKey: ContentHash([3]), trustedBefore: .init(seconds: 2, nanoseconds: 0))
        record.take(
            output, swiftPaths: swift.map(\.path), swiftStamps: swift.map { _ in stamp }, yamlPaths: project.yaml.map(\.path),
            yamlStamps: project.yaml.map { _ in stamp }, scope: RecordedScope(swiftPaths: swift.map(\.path), yamlPaths: project.yaml.map(\.path)))
        return record.encoded()
    }

    private func assertSame(_ cached: Linter.Result?, _ fresh: Linter.Result, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(cached?.diagnostics, fresh.diagnostics, message, file: file, line: line)
        XCTAssertEqual(cached?.partlyRead, fresh.partlyRead, message, file: file, line: line)
        XCTAssertEqual(cached?.generated, fresh.generated, message, file: file, line: line)
        XCTAssertEqual(cached?.swiftFilesLinted, fresh.swiftFilesLinted, message, file: file, line: line)
    }

    /// `vmgen lint` with the cache encodes the merged index on a thread of its own while the
    /// checks across files run: the record is the one a lint that encodes it when the record
    /// is written leaves, byte for byte, and it holds the index.
    func testARecordingLintLeavesTheSameRecord() throws {
        for project in Self.projects {
            let recording = try XCTUnwrap(Self.lint(project, swift: project.swift, record: nil, recording: true))
            let plain = try XCTUnwrap(Self.lint(project, swift: project.swift, record: nil))
            XCTAssertTrue(recording.indexEncodedMeanwhile, project.name)
            XCTAssertFalse(plain.indexEncodedMeanwhile, project.name)
            // `--stdin` keeps the earlier lint's index in the record: nothing to encode.
            let record = try Self.roundTrip(recording, project: project, swift: project.swift)
            let buffer = try XCTUnwrap(project.swift.first)
            let edited = [(buffer.path, buffer.bytes + Array("\nstruct Added {}\n".utf8))] + project.swift.dropFirst()
            let stdin = try XCTUnwrap(Self.lint(project, swift: edited, record: record, reportingOnly: buffer.path, recording: true))
            XCTAssertFalse(stdin.indexEncodedMeanwhile, project.name)
            let bytes = try XCTUnwrap(Self.encoded(recording, project: project, swift: project.swift))
            XCTAssertEqual(bytes, Self.encoded(plain, project: project, swift: project.swift), project.name)
            let full = try XCTUnwrap(record.fullIndex.value ?? nil, project.name)
            XCTAssertEqual(full.index(cores: 1), recording.index, project.name)
        }
    }

    func testEveryFileFromTheCacheGivesTheSameResult() throws {
        XCTAssertEqual(Self.projects.count, 4)
        for project in Self.projects {
            let cold = try XCTUnwrap(Self.lint(project, swift: project.swift, record: nil))
            let record = try Self.roundTrip(cold, project: project, swift: project.swift)
            let warm = try XCTUnwrap(Self.lint(project, swift: project.swift, record: record))
            XCTAssertEqual(warm.read, 0, project.name)
            XCTAssertFalse(warm.ranProjectRules, project.name)
            assertSame(warm.result, cold.result, project.name)
            // Read back once more, from the warm lint's own record.
            let again = try Self.roundTrip(warm, project: project, swift: project.swift)
            assertSame(Self.lint(project, swift: project.swift, record: again)?.result, cold.result, project.name + ", twice")
        }
    }

    /// The index says what files declare, never where: a line added above everything leaves
    /// each file's part of it byte for byte, so `lint --stdin` of such a buffer (an editor's
    /// commonest edit) reads the merged index instead of merging it again.
    func testALineAddedAtTheTopLeavesTheFilesPartOfTheIndex() throws {
        var compared = 0
        for project in Self.projects {
            for file in project.swift {
                let asOnDisk = ProjectIndex(SwiftSourceFile.parse(file.bytes, path: file.path))
                let edited = ProjectIndex(SwiftSourceFile.parse(Array("// edited\n\n".utf8) + file.bytes, path: file.path))
                let part = { (index: ProjectIndex) in LintRun.IndexPart(path: file.path, index: index).digest }
                XCTAssertEqual(part(edited), part(asOnDisk), "\(project.name): \(file.path)")
                if !asOnDisk.viewModels.isEmpty || !asOnDisk.requestRoundTrips.requestResponseBodies.isEmpty { compared += 1 }
            }
        }
        XCTAssertGreaterThan(compared, 20, "the examples declare ViewModels and requests")
    }

    /// Each file changed in turn (a line added at its top, so every location in it moves): the
    /// cached lint reads it and gives the fresh lint's result.
    func testAChangedFileGivesTheFreshResult() throws {
        for project in Self.projects {
            let cold = try XCTUnwrap(Self.lint(project, swift: project.swift, record: nil))
            let record = try Self.roundTrip(cold, project: project, swift: project.swift)
            for position in stride(from: 0, to: project.swift.count, by: 3) {
                var changed = project.swift
                changed[position].bytes = Array("// edited\n".utf8) + changed[position].bytes
                let fresh = try XCTUnwrap(Self.lint(project, swift: changed, record: nil))
                let cached = Self.lint(project, swift: changed, record: record)
                assertSame(cached?.result, fresh.result, "\(project.name): \(changed[position].path) edited")
                XCTAssertEqual(cached?.read, 1, "\(project.name): only the edited file is read")
            }
        }
    }

    /// `--stdin`: the buffer of each file, as on disk and edited, gives the findings a lint of
    /// the project with that file so gives in that file.
    func testABufferGivesTheFindingsOfItsFileInTheWholeProject() throws {
        for project in Self.projects {
            let cold = try XCTUnwrap(Self.lint(project, swift: project.swift, record: nil))
            let record = try Self.roundTrip(cold, project: project, swift: project.swift)
            for (position, file) in project.swift.enumerated() {
                for bytes in [file.bytes, Array("// edited\n".utf8) + file.bytes] {
                    var buffered = project.swift
                    buffered[position].bytes = bytes
                    let whole = try XCTUnwrap(Self.lint(project, swift: buffered, record: nil)).result
                    let stdin = Self.lint(project, swift: buffered, record: record, reportingOnly: file.path)?.result
                    let own = { (diagnostic: Diagnostic) in diagnostic.location?.file == file.path }
                    XCTAssertEqual(stdin?.diagnostics.filter(own), whole.diagnostics.filter(own), "\(project.name): \(file.path)")
                    XCTAssertEqual(stdin?.partlyRead.filter(own), whole.partlyRead.filter(own), "\(project.name): \(file.path)")
                }
            }
        }
    }

    /// `--stdin` of a file as on disk while another file was saved since the record was written
    /// (an editor's save, the cache kept as it was): the saved file is read, but its findings
    /// are not reported, so the merged index is not taken for them. Left unresolved, they are
    /// not recorded: the next lint reads the file again, and gives the fresh lint's result, for
    /// the whole project and for `--stdin` of the saved file.
    func testAFileSavedBesideTheBufferIsNotResolvedForIt() throws {
        var unresolved = 0
        for project in Self.projects {
            let cold = try XCTUnwrap(Self.lint(project, swift: project.swift, record: nil))
            let record = try Self.roundTrip(cold, project: project, swift: project.swift)
            for position in stride(from: 0, to: project.swift.count, by: 3) {
                // A comment added at the end moves nothing: the file's part of the index and its
                // bindings stay as they were, so the checks across files need no index either.
                var saved = project.swift
                saved[position].bytes += Array("\n// saved\n".utf8)
                let buffer = saved[(position + 1) % saved.count]
                let stdin = try XCTUnwrap(Self.lint(project, swift: saved, record: record, reportingOnly: buffer.path))
                XCTAssertEqual(stdin.read, 1, "\(project.name): \(saved[position].path) saved")
                XCTAssertTrue(stdin.index == nil, "\(project.name): \(saved[position].path) saved, \(buffer.path) as on disk: the index was taken")
                let whole = try XCTUnwrap(Self.lint(project, swift: saved, record: nil)).result
                let own = { (diagnostic: Diagnostic) in diagnostic.location?.file == buffer.path }
                XCTAssertEqual(stdin.result.diagnostics, whole.diagnostics.filter(own), "\(project.name): \(buffer.path)")
                // The record that `--stdin` leaves, read by a lint of the whole project and by
                // `--stdin` of the saved file as on disk.
                let after = try Self.roundTrip(stdin, project: project, swift: saved)
                let next = try XCTUnwrap(Self.lint(project, swift: saved, record: after))
                assertSame(next.result, whole, "\(project.name): \(saved[position].path) saved, then the whole project")
                XCTAssertEqual(next.reread, 0, project.name)
                if next.read == 1 { unresolved += 1 } else { XCTAssertEqual(next.read, 0, project.name) }
                let savedPath = saved[position].path
                let ofSaved = Self.lint(project, swift: saved, record: after, reportingOnly: savedPath)?.result
                XCTAssertEqual(ofSaved?.diagnostics, whole.diagnostics.filter { $0.location?.file == savedPath }, "\(project.name): \(savedPath)")
            }
        }
        XCTAssertGreaterThan(unresolved, 10, "files whose findings wait for the index were saved")
    }

    /// A record cut short, or with a byte changed anywhere, is not used: its header does not
    /// read, or the section a lint asks for does not hash to what the header says (the lint
    /// then has nothing from it, and the caller lints without the cache).
    func testARecordThatDoesNotReadBackExactlyIsNotUsed() throws {
        let project = try XCTUnwrap(Self.projects.first { $0.name == "Wrong" })
        let cold = try XCTUnwrap(Self.lint(project, swift: project.swift, record: nil))
        var record = LintCacheRecord(base: ContentHash([1]), scopeKey: ContentHash([2]), factsKey: ContentHash([3]), trustedBefore: .init(seconds: 2, nanoseconds: 0))
        record.take(
            cold, swiftPaths: project.swift.map(\.path), swiftStamps: project.swift.map { _ in Self.stamp }, yamlPaths: project.yaml.map(\.path),
            yamlStamps: project.yaml.map { _ in Self.stamp }, scope: RecordedScope(swiftPaths: project.swift.map(\.path), yamlPaths: project.yaml.map(\.path)))
        let bytes = try XCTUnwrap(record.encoded())
        func decoded(_ bytes: [UInt8], base: ContentHash = ContentHash([1])) -> LintCacheRecord? {
            LintCacheRecord.decode(header: Array(bytes.prefix(LintCacheRecord.headerReadLength)), base: base) { offset, length in
                offset + length <= bytes.count ? Array(bytes[offset..<(offset + length)]) : nil
            }
        }
        XCTAssertNotNil(decoded(bytes))
        XCTAssertNil(decoded(bytes, base: ContentHash([9])), "another vmgen's record")
        XCTAssertNil(decoded(Array(bytes.prefix(100))), "a header cut short")
        for cut in [0, 10, 100, bytes.count / 3, bytes.count / 2, bytes.count - 1] {
            // What is read is all there and hashes right, or the lint has nothing from it.
            guard let record = decoded(Array(bytes.prefix(cut))) else { continue }
            if let output = Self.lint(project, swift: project.swift, record: record) {
                assertSame(output.result, cold.result, "a record cut at \(cut) was used")
            }
        }
        var generator = SplitMix(seed: 7)
        for _ in 0..<40 {
            var flipped = bytes
            let at = Int(generator.next() % UInt64(bytes.count))
            flipped[at] ^= 0x20
            guard let record = decoded(flipped) else { continue }
            // Everything read hashes to what the header says, so what decodes is the original.
            if let output = Self.lint(project, swift: project.swift, record: record) {
                assertSame(output.result, cold.result, "a byte flipped at \(at) was used")
            }
        }
    }

    /// The file tables are decoded on a thread of their own while the lint stats its files:
    /// a table that does not read back is no rows (its files are read, as without a record),
    /// while the scope, read before, is kept. Damaged in a section read with the header (the
    /// folders, the isolation, the scope), a record is not taken at all; damaged in any other,
    /// only the run that needs that section does without it.
    func testFileTablesThatDoNotReadBackAreNoRows() throws {
        let project = try XCTUnwrap(Self.projects.first { $0.name == "Wrong" })
        let cold = try XCTUnwrap(Self.lint(project, swift: project.swift, record: nil))
        let bytes = try XCTUnwrap(Self.encoded(cold, project: project, swift: project.swift))
        let intact = try Self.roundTrip(cold, project: project, swift: project.swift)
        XCTAssertEqual(intact.swift.count, project.swift.count)
        XCTAssertTrue(intact.swift.allSatisfy { $0 != nil }, "every file recorded")
        XCTAssertEqual(intact.yaml.count, project.yaml.count)
        // Where the Swift table is: the header's lengths, in section order, after the header.
        let places = try XCTUnwrap(LintCacheRecord.places(header: Array(bytes.prefix(LintCacheRecord.headerReadLength)))).map { $0.offset..<($0.offset + $0.length) }
        let table = places[Section.swiftTable.rawValue]
        XCTAssertGreaterThan(table.count, 0)
        var damaged = bytes
        damaged[table.lowerBound + table.count / 2] ^= 0x20
        let record = try XCTUnwrap(Self.decoded(damaged), "the sections read first are intact")
        XCTAssertEqual(record.scope.swiftPaths, project.swift.map(\.path))
        XCTAssertEqual(record.swift.count, project.swift.count)
        XCTAssertTrue(record.swift.allSatisfy { $0 == nil }, "no row from a table that does not read back")
        XCTAssertEqual(record.yaml.count, project.yaml.count)
        XCTAssertTrue(record.yaml.allSatisfy { $0 != nil }, "the YAML table, intact, is read on its own")
        let output = try XCTUnwrap(Self.lint(project, swift: project.swift, record: record))
        assertSame(output.result, cold.result, "a record whose file tables do not read back")
        XCTAssertEqual(output.read, project.swift.count, "every file read")
        // The scope, damaged, is no record at all.
        var scopeDamaged = bytes
        let scope = places[Section.scope.rawValue]
        scopeDamaged[scope.lowerBound + scope.count / 2] ^= 0x20
        XCTAssertNil(Self.decoded(scopeDamaged))
    }

    /// The record `bytes` hold, read as the lint cache reads its file.
    private static func decoded(_ bytes: [UInt8]) -> LintCacheRecord? {
        LintCacheRecord.decode(header: Array(bytes.prefix(LintCacheRecord.headerReadLength)), base: ContentHash([1])) { offset, length in
            offset + length <= bytes.count ? Array(bytes[offset..<(offset + length)]) : nil
        }
    }
}
