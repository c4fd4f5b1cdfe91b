import VMGenKit
import XCTest

/// `Fingerprint.append` and `verify` hash the same owned text (in Swift the regions left out),
/// bound to the file's path; these pin that a fresh file verifies, and what counts as an edit.
final class FingerprintTests: XCTestCase {
    private let body = GeneratedHeader.text(specPath: "Specs/A.yml", comment: "//", projectHeader: nil, hasRegions: true)
        + "func a() {\n    // vmgen:begin a\n    fatalError()\n    // vmgen:end a\n}\nlet é = \"ü\"\n"
    private let path = "Sources/ViewModels/A/AViewModel.swift"

    func testAFreshFileIsIntactAndAnEditInsideARegionKeepsItSo() {
        let file = Fingerprint.append(to: body, path: path)
        XCTAssertEqual(Fingerprint.verify(file, path: path), .intact)
        XCTAssertEqual(Fingerprint.verify(file.replacingOccurrences(of: "fatalError()", with: "return 42 // ✓"), path: path), .intact)
        XCTAssertEqual(Fingerprint.verify(file + "\n  \n", path: path), .intact, "blank lines after the fingerprint are not an edit")
    }

    func testAnEditOutsideTheRegionsOrAMissingLineIsAnEdit() {
        let file = Fingerprint.append(to: body, path: path)
        XCTAssertEqual(Fingerprint.verify(file.replacingOccurrences(of: "func a()", with: "func b()"), path: path), .edited)
        XCTAssertEqual(Fingerprint.verify(body, path: path), .missing, "no fingerprint line")
        XCTAssertEqual(Fingerprint.verify(file.replacingOccurrences(of: "// vmgen:end a", with: "// vmgen:end b"), path: path), .unreadable)
    }

    /// A copy of a generated file is not proven vmgen's at its new path.
    func testTheFingerprintProvesAFileOnlyAtItsOwnPath() {
        let file = Fingerprint.append(to: body, path: path)
        XCTAssertEqual(Fingerprint.verify(file, path: "Sources/ViewModels/A/ACopy.swift"), .edited)
        XCTAssertEqual(Fingerprint.verify(file, path: path + " "), .edited)
        XCTAssertNotEqual(file, Fingerprint.append(to: body, path: "Sources/ViewModels/A/ACopy.swift"))
    }

    /// Migration: the previous vmgen hashed the owned text alone (FNV-1a from its offset
    /// basis); such a fingerprint still says the text is vmgen's, but not where.
    func testAnEarlierVmgensFingerprintWithoutThePathIsUnbound() {
        let text = GeneratedHeader.text(specPath: "Specs/A.yml", comment: "//", projectHeader: nil, hasRegions: false) + "struct A {}\n"
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let digits = String(value, radix: 16)
        let legacy = text + "// vmgen:fingerprint " + String(repeating: "0", count: 16 - digits.count) + digits + "\n"
        XCTAssertEqual(Fingerprint.verify(legacy, path: path), .unbound)
        XCTAssertEqual(Fingerprint.verify(legacy.replacingOccurrences(of: "struct A", with: "struct B"), path: path), .edited)
    }

    func testALocalizationFileIsProvenByteForByteAndNotesKeptTranslations() {
        let text = GeneratedHeader.text(specPath: "Specs/A.yml", comment: "#", projectHeader: "Copyright", hasRegions: false)
            + "en:\n  AViewModel:\n    title: \"A # not a comment\"\n"
        let path = "Sources/Resources/A/AViewModel.yml"
        let plain = Fingerprint.append(to: text, path: path, comment: .yaml)
        let kept = Fingerprint.append(to: text, path: path, comment: .yaml, keepsTranslations: true)
        XCTAssertTrue(plain.hasPrefix(text))
        XCTAssertTrue(plain.dropFirst(text.count).hasPrefix("# vmgen:fingerprint "), plain)
        XCTAssertEqual(plain.count, text.count + "# vmgen:fingerprint ".count + 17)
        XCTAssertTrue(kept.hasSuffix(" (holds translations not in the spec)\n"), kept)
        XCTAssertEqual(Fingerprint.verify(plain, path: path, comment: .yaml), .intact)
        XCTAssertEqual(Fingerprint.verify(kept, path: path, comment: .yaml), .intactWithKeptTranslations)

        let edits: [(String, String)] = [
            ("a value", plain.replacingOccurrences(of: "A # not", with: "B # not")),
            ("a comment added", plain.replacingOccurrences(of: "en:\n", with: "en:\n# mine\n")),
            ("a locale added", plain + "fr:\n  AViewModel:\n    title: \"A (fr)\"\n"),
            ("the note removed", kept.replacingOccurrences(of: " (holds translations not in the spec)", with: "")),
            ("the note added", plain.dropLast() + " (holds translations not in the spec)\n"),
            ("a digit of the hash", String(plain.dropLast(2)) + (plain.dropLast().last == "0" ? "1" : "0") + "\n"),
            ("line feeds made CR LF", plain.replacingOccurrences(of: "\n", with: "\r\n")),
            ("the Swift comment", plain.replacingOccurrences(of: "# vmgen:fingerprint", with: "// vmgen:fingerprint")),
        ]
        for (name, edited) in edits {
            XCTAssertNotEqual(Fingerprint.verify(edited, path: path, comment: .yaml), .intact, name)
            XCTAssertNotEqual(Fingerprint.verify(edited, path: path, comment: .yaml), .intactWithKeptTranslations, name)
        }
        XCTAssertEqual(Fingerprint.verify([0xEF, 0xBB, 0xBF] + Array(plain.utf8), path: path, comment: .yaml), .edited, "a byte order mark added")
        XCTAssertEqual(Fingerprint.verify(text, path: path, comment: .yaml), .missing)
        XCTAssertEqual(Fingerprint.verify(plain, path: "Sources/Resources/A/ACopy.yml", comment: .yaml), .edited)

        // The fingerprint line of another file proves nothing here.
        let other = Fingerprint.append(to: text.replacingOccurrences(of: "A # not", with: "Other"), path: path, comment: .yaml)
        let proofLine = other.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertEqual(Fingerprint.verify(text + proofLine + "\n", path: path, comment: .yaml), .edited)
    }
}
