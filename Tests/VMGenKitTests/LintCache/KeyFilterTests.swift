import XCTest

@testable import VMGenKit

/// A file's key filter lets through every key the file holds, and turns away nearly every
/// other; a key that is not ASCII (which Swift compares by canonical equivalence, not by its
/// bytes) is never turned away.
final class KeyFilterTests: XCTestCase {
    private func keys(_ count: Int, prefix: String) -> [String] {
        (0..<count).map { "\(prefix)\($0).title" }
    }

    func testEveryHeldKeyIsLetThrough() {
        for count in [1, 5, 20, 80] {
            let held = keys(count, prefix: "Harbor")
            let filter = KeyFilter(held)
            for key in held {
                XCTAssertTrue(filter.mayHoldAny(of: KeyFilter.Probe([key])), "\(key) of \(count)")
                XCTAssertTrue(filter.mayHoldAny(of: KeyFilter.Probe(["Nothing.here", key])), "\(key) among others")
            }
        }
    }

    func testOtherKeysAreTurnedAway() {
        // Six keys, as a ViewModel binds: of 2,000 others, three bits each of 256, the filter
        // lets through about one in 5,000.
        let filter = KeyFilter(keys(6, prefix: "Harbor"))
        let through = keys(2_000, prefix: "Berth").filter { filter.mayHoldAny(of: KeyFilter.Probe([$0])) }
        XCTAssertLessThan(through.count, 10, "\(through)")
        XCTAssertFalse(KeyFilter([]).mayHoldAny(of: KeyFilter.Probe(["Harbor0.title"])), "a file with no keys")
        XCTAssertFalse(filter.mayHoldAny(of: KeyFilter.Probe([String]())), "no key asked")
    }

    func testAKeyThatIsNotASCIIIsNeverTurnedAway() {
        // `Café` with `é`, and with `e` and a combining accent: one key to Swift.
        let filter = KeyFilter(["Caf\u{E9}.title"])
        XCTAssertTrue(filter.mayHoldAny(of: KeyFilter.Probe(["Cafe\u{301}.title"])))
        XCTAssertTrue(filter.mayHoldAny(of: KeyFilter.Probe(["Anything.else"])))
        // The Kelvin sign is a `K`: an ASCII key held is let through when asked that way.
        XCTAssertTrue(KeyFilter(["K.title"]).mayHoldAny(of: KeyFilter.Probe(["\u{212A}.title"])))
        XCTAssertFalse(KeyFilter([]).mayHoldAny(of: KeyFilter.Probe(["\u{212A}.title"])), "a file with no keys holds none")
    }

    /// An index part's filter, made from its encoded table of strings, lets through every key
    /// of every field of the part: on every example's and lint fixture's files.
    func testAPartsFilterLetsThroughEveryKeyOfThePart() {
        var parts = 0
        for project in CachedLintTests.projects {
            for file in project.swift {
                let index = ProjectIndex(SwiftSourceFile.parse(file.bytes, path: file.path))
                guard !index.isEmpty else { continue }
                let filter = KeyFilter(tableOf: CacheWriter.encode(contextPath: file.path) { index.encode(to: &$0) })
                XCTAssertNotEqual(filter, .everything, file.path)
                for field in ProjectIndex.fields {
                    for key in field.keys(index) {
                        XCTAssertTrue(filter.mayHoldAny(of: KeyFilter.Probe([key])), "\(file.path): \(field.name) \(key)")
                    }
                }
                parts += 1
            }
        }
        XCTAssertGreaterThan(parts, 50)
        XCTAssertEqual(KeyFilter(tableOf: [0x05]), .everything, "a table cut short says nothing")
    }

    func testAFilterReadsBackAsWritten() throws {
        for filter in [KeyFilter([]), KeyFilter(keys(30, prefix: "Dock")), .everything] {
            var writer = CacheWriter()
            filter.encode(to: &writer)
            XCTAssertEqual(writer.bytes.count, 32)
            let bytes = writer.bytes
            let read = try bytes.withUnsafeBufferPointer { buffer throws(CacheReader.Malformed) in
                var reader = CacheReader(buffer)
                return try KeyFilter(from: &reader)
            }
            XCTAssertEqual(read, filter)
        }
    }
}
