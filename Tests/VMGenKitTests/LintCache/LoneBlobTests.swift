import Foundation
@testable import VMGenKit
import XCTest

/// `lint --stdin` reads the bindings and localization entries of the few files whose key
/// filters let the buffer's keys through, each blob alone, not their sections: a blob read
/// alone is taken only when it hashes to the digest its file's row holds. A byte changed in
/// those sections then never makes a finding; the lint gives the fresh result, or has nothing
/// from the record (and the caller lints without it).
final class LoneBlobTests: XCTestCase {
    private typealias Project = CachedLintTests.Project

    func testABlobReadAloneThatDoesNotHashToItsDigestIsNotUsed() throws {
        var changedAndUsed = 0
        var refused = 0
        for project in CachedLintTests.projects where !project.yaml.isEmpty {
            let cold = try XCTUnwrap(CachedLintTests.lint(project, swift: project.swift, record: nil))
            let bytes = try XCTUnwrap(CachedLintTests.encoded(cold, project: project, swift: project.swift))
            let places = try XCTUnwrap(LintCacheRecord.places(header: Array(bytes.prefix(LintCacheRecord.headerReadLength))))
            // Buffers that bind keys, edited so they are linted again and their keys looked for
            // in every other file.
            let binding = project.swift.indices.filter { position in
                cold.swift[position].bindings()?.isEmpty == false
            }
            XCTAssertFalse(binding.isEmpty, "\(project.name) has files that bind keys")
            for section in [Section.bindings, .yamlEntries] {
                let place = places[section.rawValue]
                for at in stride(from: place.offset, to: place.offset + place.length, by: max(1, place.length / 12)) {
                    let damaged = { var copy = bytes; copy[at] ^= 0x20; return copy }()
                    let record = try XCTUnwrap(LintCacheRecord.decode(header: Array(damaged.prefix(LintCacheRecord.headerReadLength)), base: ContentHash([1])) { offset, length in
                        offset + length <= damaged.count ? Array(damaged[offset..<(offset + length)]) : nil
                    })
                    for position in binding {
                        var buffered = project.swift
                        buffered[position].bytes = Array("// edited\n".utf8) + buffered[position].bytes
                        let path = buffered[position].path
                        let whole = try XCTUnwrap(CachedLintTests.lint(project, swift: buffered, record: nil)).result
                        guard let stdin = CachedLintTests.lint(project, swift: buffered, record: record, reportingOnly: path) else {
                            refused += 1
                            continue
                        }
                        XCTAssertEqual(stdin.result.diagnostics, whole.diagnostics.filter { $0.location?.file == path }, "\(project.name): \(section) damaged at \(at), --stdin of \(path)")
                        changedAndUsed += 1
                    }
                }
            }
        }
        // Both happened: damage in a blob no buffer needed, and damage refused.
        XCTAssertGreaterThan(changedAndUsed, 0)
        XCTAssertGreaterThan(refused, 0)
    }
}
