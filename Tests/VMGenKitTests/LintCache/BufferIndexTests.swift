@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// `lint --stdin` of a buffer whose part of the index differs from the file's on disk takes
/// the earlier lint's merged index with that part replaced, and finds in the buffer what a
/// whole lint of the project with the buffer in place finds there: on every file of every
/// example and lint fixture, for a buffer emptied, one with a conformance added, and one
/// holding another file's declarations.
final class BufferIndexTests: XCTestCase {
    func testABufferThatChangesTheIndexGivesTheWholeLintsFindings() throws {
        var replaced = 0
        for project in CachedLintTests.projects {
            let cold = try XCTUnwrap(CachedLintTests.lint(project, swift: project.swift, record: nil))
            let record = try CachedLintTests.roundTrip(cold, project: project, swift: project.swift)
            for (position, file) in project.swift.enumerated() {
                let other = project.swift[(position * 7 + 3) % project.swift.count]
                let buffers = [[], file.bytes + Array("\nextension Edited: Equatable {}\n".utf8), other.bytes]
                for bytes in buffers {
                    var buffered = project.swift
                    buffered[position].bytes = bytes
                    let whole = try XCTUnwrap(CachedLintTests.lint(project, swift: buffered, record: nil)).result
                    let stdin = try XCTUnwrap(CachedLintTests.lint(project, swift: buffered, record: record, reportingOnly: file.path))
                    let own = { (diagnostic: Diagnostic) in diagnostic.location?.file == file.path }
                    XCTAssertEqual(stdin.result.diagnostics.filter(own), whole.diagnostics.filter(own), "\(project.name): \(file.path)")
                    if stdin.indexReplaced { replaced += 1 }
                    let part = { (bytes: [UInt8]) in LintRun.IndexPart(path: file.path, index: ProjectIndex(SwiftSourceFile.parse(bytes, path: file.path))).digest }
                    // The same part: the earlier merged index as it is.
                    XCTAssertEqual(stdin.indexReplaced, part(bytes) != part(file.bytes), "\(project.name): \(file.path)")
                }
            }
        }
        XCTAssertGreaterThan(replaced, 100)
    }
}
