@testable import VMGenKit
import XCTest

/// `StringMatcher` finds a string as `Set<String>` does, canonical equivalence included, and
/// the scans of encoded bindings and entries find exactly the keys that are there.
final class StringMatcherTests: XCTestCase {
    private func matches(_ strings: Set<String>, _ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { StringMatcher(strings).matches($0) }
    }

    func testASCIIStringsAreMatchedByTheirBytes() {
        XCTAssertTrue(matches(["Dashboard.title", "BerthRow.name"], "BerthRow.name"))
        XCTAssertFalse(matches(["Dashboard.title"], "Dashboard.titles"))
        XCTAssertFalse(matches(["Dashboard.title"], "Dashboard.titlE"))
        XCTAssertFalse(matches([], "Dashboard.title"))
        XCTAssertTrue(matches(["", "A.b"], ""))
        XCTAssertFalse(matches(["A.b"], ""))
        XCTAssertTrue([UInt8]().withUnsafeBufferPointer { StringMatcher([""]).matches(UnsafeBufferPointer(start: nil, count: 0)) && StringMatcher([""]).matches($0) })
    }

    /// `Café` with `é`, and with `e` and a combining accent, are one key to Swift; so are the
    /// Kelvin sign and `K`.
    func testCanonicallyEquivalentSpellingsMatch() {
        let composed = "Caf\u{E9}.title", decomposed = "Cafe\u{301}.title"
        XCTAssertEqual(composed, decomposed)
        XCTAssertTrue(matches([composed], decomposed))
        XCTAssertTrue(matches([decomposed], composed))
        XCTAssertTrue(matches(["\u{212A}elvin"], "Kelvin"))
        XCTAssertTrue(matches(["Kelvin"], "\u{212A}elvin"))
        XCTAssertFalse(matches([composed], "Cafe.title"))
        // Past the first eight bytes, and in them, where the test of ASCII reads a word.
        XCTAssertTrue(matches(["TemperatureIn\u{212A}elvin"], "TemperatureInKelvin"))
        XCTAssertTrue(matches(["TemperatureInKelvin"], "TemperatureIn\u{212A}elvin"))
        XCTAssertTrue(matches(["Temperature.Kelvin"], "Temperature.\u{212A}elvin"))
    }

    func testASCIIIsToldByEveryByte() {
        for length in 0..<20 {
            let ascii = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            XCTAssertTrue(ascii.withUnsafeBufferPointer(StringMatcher.isASCII), "\(length)")
            for position in 0..<length {
                var other = ascii
                other[position] = 0xC3
                XCTAssertFalse(other.withUnsafeBufferPointer(StringMatcher.isASCII), "\(length), at \(position)")
            }
        }
    }

    /// Every binding and localization entry of the examples, encoded among others, is found by
    /// its key and by no other.
    func testTheScansFindEachKeyOfTheExamples() throws {
        var bindings: [LocalizationBinding] = []
        var entries: [LocalizationIndex.Entry] = []
        for project in CachedLintTests.projects {
            for file in project.swift { bindings += LocalizationKeys.bindings(in: SwiftSourceFile.parse(file.bytes, path: file.path)) }
            entries += LocalizationIndex(project.yaml.map { YAMLFile(path: $0.path, bytes: $0.bytes) }).entries
        }
        XCTAssertGreaterThan(bindings.count, 50)
        XCTAssertGreaterThan(entries.count, 50)
        XCTAssertTrue(bindings.contains { $0.substitutionKeys != nil } && bindings.contains { $0.owner != $0.typeName })
        let path = "Sources/ViewModels/Any.swift"
        let encodedBindings = CacheWriter.encode(contextPath: path) { $0.values(bindings) }
        let encodedEntries = CacheWriter.encode(contextPath: path) { $0.values(entries) }
        func scan(_ bytes: [UInt8], _ keys: Set<String>, _ body: (StringMatcher, inout CacheReader) throws -> Bool) -> Bool? {
            bytes.withUnsafeBufferPointer { buffer in
                var reader = CacheReader(buffer, contextPath: path)
                return try? body(StringMatcher(keys), &reader)
            }
        }
        for key in Set(bindings.map(\.key)).sorted().suffix(40) {
            XCTAssertEqual(scan(encodedBindings, [key]) { try LocalizationBinding.bindAny($0, in: &$1) }, true, key)
        }
        for key in Set(entries.map(\.key)).sorted().suffix(40) {
            XCTAssertEqual(scan(encodedEntries, [key]) { try LocalizationIndex.Entry.haveAny($0, in: &$1) }, true, key)
        }
        // A key nowhere: every binding and entry is passed over to the end.
        XCTAssertEqual(scan(encodedBindings, ["VMGen.absent"]) { try LocalizationBinding.bindAny($0, in: &$1) }, false)
        XCTAssertEqual(scan(encodedEntries, ["VMGen.absent"]) { try LocalizationIndex.Entry.haveAny($0, in: &$1) }, false)
        // A value or type name is not a key.
        let typeNames = Set(bindings.map(\.typeName)).subtracting(bindings.map(\.key))
        XCTAssertEqual(scan(encodedBindings, typeNames) { try LocalizationBinding.bindAny($0, in: &$1) }, false)
    }
}
