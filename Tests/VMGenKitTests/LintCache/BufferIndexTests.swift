@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// `lint --stdin` of a buffer whose part of the index differs from the file's on disk takes
/// the earlier lint's merged index with that part replaced, and finds in the buffer what a
/// whole lint of the project with the buffer in place finds there: on every file of every
/// example and lint fixture, for a buffer emptied, one with a conformance added, and one
/// holding another file's declarations. The localization checks of a buffer read only the
/// bindings and entries of its keys (`LintRun.bufferLocalization`): a buffer that adds an
/// untranslated key (LOC-01), or binds a nested type's key another file binds (LOC-07), is
/// found as a whole lint finds it.
final class BufferIndexTests: XCTestCase {
    private static let untranslated = """

        @ViewModel public struct VMGenAddedViewModel: ViewModel {
            @LocalizedString public var vmgenUntranslated
            public var vmId = ViewModelId()
        }

        """

    /// A file of the project declaring a request with a nested `ResponseError`, and its text
    /// with the request renamed.
    private static func nestedErrorRequest(in project: CachedLintTests.Project) -> (path: String, copy: String)? {
        for file in project.swift {
            let text = String(decoding: file.bytes, as: UTF8.self)
            guard text.contains("struct ResponseError"), text.contains("@Localized"),
                let name = text.firstMatch(of: /class (\w+Request)\b/)?.1
            else { continue }
            return (file.path, "\n" + text.replacingOccurrences(of: String(name), with: "VMGenCopied" + name))
        }
        return nil
    }

    func testABufferThatChangesTheIndexGivesTheWholeLintsFindings() throws {
        var replaced = 0
        var localizationRules: Set<String> = []
        var comparedIndexes = 0
        for project in CachedLintTests.projects {
            let cold = try XCTUnwrap(CachedLintTests.lint(project, swift: project.swift, record: nil))
            let record = try CachedLintTests.roundTrip(cold, project: project, swift: project.swift)
            let request = Self.nestedErrorRequest(in: project)
            for (position, file) in project.swift.enumerated() {
                let other = project.swift[(position * 7 + 3) % project.swift.count]
                var buffers = [
                    [], file.bytes + Array("\nextension Edited: Equatable {}\n".utf8), other.bytes, Array("// moved\n".utf8) + file.bytes + Array(Self.untranslated.utf8),
                ]
                // The request again under another name: its ResponseError's keys bound twice.
                if let request, request.path != file.path, position % 5 == 0 { buffers.append(file.bytes + Array(request.copy.utf8)) }
                for bytes in buffers {
                    var buffered = project.swift
                    buffered[position].bytes = bytes
                    let wholeOutput = try XCTUnwrap(CachedLintTests.lint(project, swift: buffered, record: nil))
                    let whole = wholeOutput.result
                    let stdin = try XCTUnwrap(CachedLintTests.lint(project, swift: buffered, record: record, reportingOnly: file.path))
                    let own = { (diagnostic: Diagnostic) in diagnostic.location?.file == file.path }
                    XCTAssertEqual(stdin.result.diagnostics.filter(own), whole.diagnostics.filter(own), "\(project.name): \(file.path)")
                    // Not only the findings: the index itself, which few rules read all of (none
                    // is made for a buffer holding the file as recorded: its findings are kept).
                    if let index = stdin.index {
                        XCTAssertEqual(index, wholeOutput.index, "\(project.name): \(file.path)")
                        comparedIndexes += 1
                    }
                    localizationRules.formUnion(stdin.result.diagnostics.filter(own).compactMap(\.code).filter { $0.hasPrefix("LOC-") })
                    if stdin.indexReplaced { replaced += 1 }
                    let part = { (bytes: [UInt8]) in LintRun.IndexPart(path: file.path, index: ProjectIndex(SwiftSourceFile.parse(bytes, path: file.path))).digest }
                    // The same part: the earlier merged index as it is.
                    XCTAssertEqual(stdin.indexReplaced, part(bytes) != part(file.bytes), "\(project.name): \(file.path)")
                }
            }
        }
        XCTAssertGreaterThan(replaced, 100)
        XCTAssertGreaterThan(comparedIndexes, replaced)
        XCTAssertTrue(localizationRules.isSuperset(of: ["LOC-01", "LOC-07"]), "\(localizationRules.sorted())")
    }
}
