@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// `IndexRuns.replacement` gives exactly the index merged again from every part with one part
/// replaced: on every example and lint fixture, each file's part replaced by nothing (every
/// key it alone held must go, every key another file shares must stay), by another file's
/// declarations (names that other files declare too: which file's value wins is decided by
/// order), and by itself with a conformance added.
final class IndexReplacementTests: XCTestCase {
    private struct Part {
        var path: String
        var index: ProjectIndex
    }

    private func replacing(_ merged: ProjectIndex, path: String, old: ProjectIndex, new: ProjectIndex, holders: [any IndexRuns.Holder]) -> ProjectIndex? {
        IndexRuns.replacement(path: path, old: old, new: new, holders: holders).map { IndexRuns.applying($0, to: merged) }
    }

    /// Holders that find keys the way the cache does: in the encoded part's table of strings.
    private func holders(_ parts: [Part]) -> [EncodedHolder] {
        parts.map { EncodedHolder(path: $0.path, part: $0.index) }
    }

    func testAReplacedPartGivesTheIndexMergedAgain() throws {
        var replaced = 0
        for project in CachedLintTests.projects {
            let parts = project.swift.map { Part(path: $0.path, index: ProjectIndex(SwiftSourceFile.parse($0.bytes, path: $0.path))) }
                .filter { !$0.index.isEmpty }
            let merged = ProjectIndex.merged(parts.map(\.index))
            for (position, part) in parts.enumerated() {
                let other = project.swift[(position * 7 + 3) % project.swift.count]
                let own = try XCTUnwrap(project.swift.first { $0.path == part.path })
                let replacements = [
                    ("nothing", ProjectIndex()),
                    ("\(other.path)'s declarations", ProjectIndex(SwiftSourceFile.parse(other.bytes, path: part.path))),
                    ("a conformance added", ProjectIndex(SwiftSourceFile.parse(own.bytes + Array("\nextension Edited: Equatable {}\n".utf8), path: part.path))),
                ]
                for (name, new) in replacements {
                    var changed = parts
                    if new.isEmpty { changed.remove(at: position) } else { changed[position].index = new }
                    let expected = ProjectIndex.merged(changed.map(\.index))
                    let result = replacing(merged, path: part.path, old: part.index, new: new, holders: holders(changed))
                    XCTAssertEqual(result, expected, "\(project.name): \(part.path) replaced by \(name)")
                    if result != merged { replaced += 1 }
                }
            }
        }
        XCTAssertGreaterThan(replaced, 200, "the replacements change the index")
    }

    /// A name spelt two ways that Swift holds equal (`é`, or `e` and a combining accent) is one
    /// key: the part that spells it the other way is found and merged again.
    func testAKeySpeltAnotherWayIsFound() {
        let decomposed = ProjectIndex(SwiftSourceFile.parse(Array("extension Cafe\u{301}: Equatable {}\n".utf8), path: "A.swift"))
        let old = ProjectIndex(SwiftSourceFile.parse(Array("struct Other {}\n".utf8), path: "B.swift"))
        let new = ProjectIndex(SwiftSourceFile.parse(Array("extension Caf\u{E9}: Hashable {}\n".utf8), path: "B.swift"))
        XCTAssertEqual(decomposed.types.conformances["Caf\u{E9}"], ["Equatable"])
        let merged = ProjectIndex.merged([decomposed, old])
        let result = replacing(merged, path: "B.swift", old: old, new: new, holders: holders([Part(path: "A.swift", index: decomposed), Part(path: "B.swift", index: new)]))
        XCTAssertEqual(result, ProjectIndex.merged([decomposed, new]))
        XCTAssertEqual(result?.types.conformances["Caf\u{E9}"], ["Equatable", "Hashable"])
    }

    /// A part whose table does not name a key is not decoded; one whose bytes do not read
    /// makes the replacement fail rather than leave its keys out.
    func testOnlyPartsNamingATouchedKeyAreDecoded() {
        let first = ProjectIndex(SwiftSourceFile.parse(Array("extension Alpha: Equatable {}\n".utf8), path: "A.swift"))
        let second = ProjectIndex(SwiftSourceFile.parse(Array("extension Beta: Hashable {}\n".utf8), path: "B.swift"))
        XCTAssertFalse(first.isEmpty)
        let merged = ProjectIndex.merged([first, second])
        let decoded = LockedCounter()
        let parts = holders([Part(path: "A.swift", index: first), Part(path: "B.swift", index: second)])
        for part in parts { part.decoded = decoded }
        let edited = ProjectIndex(SwiftSourceFile.parse(Array("extension Alpha: Comparable {}\n".utf8), path: "A.swift"))
        parts[0].part = edited
        let result = replacing(merged, path: "A.swift", old: first, new: edited, holders: parts)
        XCTAssertEqual(result, ProjectIndex.merged([edited, second]))
        XCTAssertEqual(decoded.paths, [], "B.swift names neither Alpha nor Equatable nor Comparable")

        parts[1].unreadable = true
        XCTAssertNil(replacing(merged, path: "A.swift", old: first, new: edited, holders: parts))
    }
}

extension IndexReplacementTests {
    /// A key whose value the edit left as it was is not touched: the other parts that hold it
    /// are not decoded, and the merged index is still the one merged again from every part.
    func testOnlyKeysWhoseValueChangedAreTouched() {
        let first = ProjectIndex(SwiftSourceFile.parse(Array("struct Alpha: Equatable {}\n".utf8), path: "A.swift"))
        let second = ProjectIndex(SwiftSourceFile.parse(Array("extension Alpha: Hashable {}\n".utf8), path: "B.swift"))
        let merged = ProjectIndex.merged([first, second])
        let edited = ProjectIndex(SwiftSourceFile.parse(Array("struct Alpha: Equatable {}\nstruct Gamma {}\n".utf8), path: "A.swift"))
        XCTAssertEqual(IndexRuns.TouchedKeys(old: first, new: edited).keys, ["Gamma"])
        let decoded = LockedCounter()
        let parts = [EncodedHolder(path: "A.swift", part: edited), EncodedHolder(path: "B.swift", part: second)]
        for part in parts { part.decoded = decoded }
        let result = IndexRuns.replacement(path: "A.swift", old: first, new: edited, holders: parts).map { IndexRuns.applying($0, to: merged) }
        XCTAssertEqual(result, ProjectIndex.merged([edited, second]))
        XCTAssertEqual(decoded.paths, [], "B.swift holds Alpha, whose value did not change")
        // A conformance added to Alpha changes its value: B.swift, which holds it, is read.
        let conforming = ProjectIndex(SwiftSourceFile.parse(Array("struct Alpha: Equatable, Codable {}\n".utf8), path: "A.swift"))
        XCTAssertEqual(IndexRuns.TouchedKeys(old: first, new: conforming).keys, ["Alpha"])
        let again = IndexRuns.replacement(path: "A.swift", old: first, new: conforming, holders: parts).map { IndexRuns.applying($0, to: merged) }
        XCTAssertEqual(again, ProjectIndex.merged([conforming, second]))
        XCTAssertEqual(decoded.paths, ["B.swift"])
    }
}

/// A part encoded as the cache holds it: whether it names a key is read from its bytes.
private final class EncodedHolder: IndexRuns.Holder, @unchecked Sendable {
    let path: String
    var part: ProjectIndex
    private let bytes: [UInt8]
    /// Counts each decoding.
    var decoded: LockedCounter?
    /// Its bytes do not read.
    var unreadable = false

    init(path: String, part: ProjectIndex) {
        self.path = path
        self.part = part
        bytes = CacheWriter.encode(contextPath: path) { part.encode(to: &$0) }
    }

    func holds(_ touched: IndexRuns.TouchedKeys) -> Bool? {
        guard !unreadable else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = CacheReader(buffer, contextPath: path)
            return touched.named(inEncoded: &reader)
        }
    }

    func indexPart() -> ProjectIndex? {
        decoded?.add(path)
        return part
    }
}

private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    func add(_ path: String) { lock.withLock { recorded.append(path) } }
    var paths: [String] { lock.withLock { recorded } }
}
