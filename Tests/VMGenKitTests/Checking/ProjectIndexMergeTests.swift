import Foundation
import XCTest

@testable import VMGenKit
import VMGenTestSupport

/// The linter merges the files' index facts in runs, one run per core, then the runs in
/// order; it must give exactly the index a merge one file at a time gives.
final class ProjectIndexMergeTests: XCTestCase {
    func testMergingInRunsGivesTheOneByOneIndex() throws {
        let root = Repository.root + "/Tests/Fixtures/Lint"
        let paths = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: root)).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(paths.count, 20)
        let parts = try paths.map { path in
            ProjectIndex(SwiftSourceFile.parse(Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))), path: path))
        }
        // The same request answered twice with different types, with a third file agreeing
        // with the first: ambiguous however the files are grouped.
        let twice = [("A.swift", "TideRequest"), ("B.swift", "HarborRequest"), ("C.swift", "TideRequest")].map { file, request in
            ProjectIndex(SwiftSourceFile.parse(Array("""
                @ViewModel public struct TideViewModel: RequestableViewModel {
                    public typealias Request = \(request)
                }
                """.utf8), path: file))
        }
        for files in [parts, twice, parts + twice, twice + parts, [], Array(parts.prefix(1))] {
            var oneByOne = ProjectIndex()
            for part in files { oneByOne.merge(part) }
            XCTAssertEqual(ProjectIndex.merged(files), oneByOne)
            // The type maps on one core, every other field on the other (the runs of a lint).
            XCTAssertEqual(ProjectIndex.mergedSideBySide(files), oneByOne)
        }
        // Every field the side-by-side merge leaves out of one half is in the other: an index
        // with something in each field survives it.
        let settable = ProjectIndex(SwiftSourceFile.parse(Array("protocol Editable {\n    var title: String { get set }\n}\n".utf8), path: "D.swift"))
        let full = (parts + [settable]).reduce(into: ProjectIndex()) { $0.merge($1) }
        XCTAssertFalse(full.types.settableRequirements.isEmpty)
        XCTAssertFalse(full.types.conformances.isEmpty)
        XCTAssertFalse(full.types.declared.isEmpty)
        XCTAssertFalse(full.viewModels.isEmpty)
        XCTAssertEqual(ProjectIndex.mergedSideBySide([full, ProjectIndex()]), full)
    }
}
