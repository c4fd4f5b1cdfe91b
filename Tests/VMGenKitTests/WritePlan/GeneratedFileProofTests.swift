@testable import VMGenKit
import XCTest

/// The proof the write planner (and the code that deletes) asks for: only a file vmgen wrote
/// at that path, untouched and free of anything a person wrote, may be deleted.
final class GeneratedFileProofTests: XCTestCase {
    private let yamlPath = "Sources/Resources/A/AViewModel.yml"
    private let swiftPath = "Sources/ViewModels/A/AViewModel.swift"

    private func yaml(_ body: String = "en:\n  AViewModel:\n    t: \"x\"\n", path: String? = nil, kept: Bool = false, projectHeader: String? = nil) -> [UInt8] {
        let text = GeneratedHeader.text(specPath: "Specs/A.yml", comment: "#", projectHeader: projectHeader, hasRegions: false) + body
        return Array(Fingerprint.append(to: text, path: path ?? yamlPath, comment: .yaml, keepsTranslations: kept).utf8)
    }

    private func swift(_ body: String = "struct A {}\n", regions: Bool = false) -> [UInt8] {
        let text = GeneratedHeader.text(specPath: "Specs/A.yml", comment: "//", projectHeader: nil, hasRegions: regions) + body
        return Array(Fingerprint.append(to: text, path: swiftPath).utf8)
    }

    /// A file vmgen wrote with `written` in its region `body`, whose region now holds `now`
    /// (a person's edit, when it differs).
    private func swift(written: String, now: String) -> [UInt8] {
        let text = String(decoding: swift("// vmgen:begin body\n\(written)// vmgen:end body\n", regions: true), as: UTF8.self)
        return Array(text.replacingOccurrences(of: "begin body\n\(written)", with: "begin body\n\(now)").utf8)
    }

    /// A Swift file as an earlier vmgen wrote it: no regions note.
    private func earlier(_ body: String) -> [UInt8] {
        let text = GeneratedHeader.text(specPath: "Specs/A.yml", comment: "//", projectHeader: nil, hasRegions: true) + body
        return Array(Fingerprint.appendWithoutRegionsNote(to: text, path: swiftPath).utf8)
    }

    private let startingCode = "        SwiftUI.Text(viewModel.title)\n"

    private func deletable(_ path: String, _ bytes: [UInt8]) -> Bool {
        GeneratedFileProof.deletion(path: path, bytes: bytes) == .allowed
    }

    func testOnlyAnUntouchedFileAtItsOwnPathIsDeletable() {
        XCTAssertEqual(GeneratedFileProof.verdict(path: yamlPath, bytes: yaml()), .intact)
        XCTAssertTrue(deletable(yamlPath, yaml()))
        XCTAssertTrue(deletable(yamlPath, yaml(projectHeader: "Copyright\nAll rights reserved.")))
        XCTAssertTrue(deletable(swiftPath, swift()))
        XCTAssertTrue(deletable(swiftPath, swift("// vmgen:begin body\n        throw Abort(.notImplemented, reason: \"AViewModel is not written yet\")\n// vmgen:end body\n", regions: true)),
            "a region holding only what vmgen would write again is no one's code")
        XCTAssertTrue(deletable(swiftPath, swift(written: startingCode, now: startingCode)), "a region holding what vmgen put there (its regions note) is no one's code")
        XCTAssertTrue(Fingerprint.regionsAsWritten(swift(written: startingCode, now: startingCode)))
        XCTAssertEqual(GeneratedFileProof.verdict(path: swiftPath, bytes: earlier("// vmgen:begin body\n\(startingCode)// vmgen:end body\n")), .intact, "an earlier vmgen's line still proves the file")

        let refused: [(String, String, [UInt8])] = [
            ("kept translations", yamlPath, yaml(kept: true)),
            ("a copy", "Sources/Resources/A/ACopy.yml", yaml()),
            ("a French block added", yamlPath, yaml() + Array("fr:\n  AViewModel:\n    t: \"y\"\n".utf8)),
            ("no fingerprint (an earlier vmgen)", yamlPath, Array(GeneratedHeader.text(specPath: "Specs/A.yml", comment: "#", projectHeader: nil, hasRegions: false).utf8) + Array("en: {}\n".utf8)),
            ("a byte order mark", yamlPath, [0xEF, 0xBB, 0xBF] + yaml()),
            ("CR LF", yamlPath, Array(String(decoding: yaml(), as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)),
            ("Swift code in a region", swiftPath, swift(written: startingCode, now: "return 42\n")),
            ("a comment in a region", swiftPath, swift(written: startingCode, now: "        // TODO: ask Marta\n")),
            ("one byte of a region's starting code changed", swiftPath, swift(written: startingCode, now: startingCode.replacingOccurrences(of: "title", with: "titlE"))),
            ("a line added after a region's starting code", swiftPath, swift(written: startingCode, now: startingCode + "        SwiftUI.Divider()\n")),
            ("starting code without a regions note (an earlier vmgen)", swiftPath, earlier("// vmgen:begin body\n\(startingCode)// vmgen:end body\n")),
            ("a regions note changed to match an edited region", swiftPath, noteMatching(swift(written: startingCode, now: "return 42\n"))),
            ("a Swift copy", "Sources/ViewModels/A/ACopy.swift", swift()),
            ("a Swift edit", swiftPath, swift() + Array("let mine = 1\n".utf8)),
        ]
        for (name, path, bytes) in refused {
            guard case .refused(let message) = GeneratedFileProof.deletion(path: path, bytes: bytes) else {
                XCTFail("\(name): \(GeneratedFileProof.deletion(path: path, bytes: bytes))")
                continue
            }
            XCTAssertTrue(message.hasPrefix("\(path) is no longer generated (its spec or ViewModel is gone), but "), message)
            XCTAssertTrue(message.contains(" keeps it"), message)
        }
    }

    /// `bytes` with its regions note replaced by the hash of the regions it holds now: the
    /// fingerprint, which covers the note, then fails.
    private func noteMatching(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        let bare = text.replacingOccurrences(of: #"// vmgen:fingerprint .*\n$"#, with: "", options: .regularExpression)
        let line = String(Fingerprint.append(to: bare, path: swiftPath).split(separator: "\n").last!)
        let note = String(line.split(separator: " ").last!)
        return Array(text.replacingOccurrences(of: #"regions [0-9a-f]{16}\n$"#, with: "regions \(note)\n", options: .regularExpression).utf8)
    }

    /// A file written again over itself keeps the note of what vmgen first put in its regions,
    /// whatever they hold now; a new file's note is its starting code.
    func testTheRegionsNoteIsCarriedOverWhenAFileIsWrittenAgain() throws {
        let first = swift(written: startingCode, now: startingCode)
        let note = try XCTUnwrap(Fingerprint.regionsNote(first))
        // A placeholder vmgen knows (`ProtectedRegions.isTrivial`) needs no note: such a file
        // keeps the line an earlier vmgen wrote.
        let placeholder = "// vmgen:begin body\n        throw Abort(.notImplemented, reason: \"AViewModel is not written yet\")\n// vmgen:end body\n"
        XCTAssertNil(Fingerprint.regionsNote(swift(placeholder, regions: true)))
        XCTAssertEqual(swift(placeholder, regions: true), earlier(placeholder))
        // The spec changed: the template's starting code is another now.
        let rendered = String(decoding: swift("// vmgen:begin body\n        SwiftUI.Text(viewModel.subtitle)\n// vmgen:end body\n", regions: true), as: UTF8.self)
        XCTAssertNotEqual(Fingerprint.regionsNote(Array(rendered.utf8)), note)
        let untouched = WritePlanner.plan(rendered: [RenderedFile(path: swiftPath, contents: rendered, kind: .viewModel, specPath: "Specs/A.yml")], existing: [swiftPath: first])
        XCTAssertEqual(untouched.plan.actions.map(\.kind), [.unchanged], "the region kept, and its note with it")
        let edited = swift(written: startingCode, now: "return 42\n")
        let again = WritePlanner.plan(rendered: [RenderedFile(path: swiftPath, contents: rendered, kind: .viewModel, specPath: "Specs/A.yml")], existing: [swiftPath: edited])
        XCTAssertEqual(again.plan.actions.map(\.kind), [.unchanged], "an edited region keeps the note it does not match")
        XCTAssertFalse(Fingerprint.regionsAsWritten(edited))
        XCTAssertEqual(GeneratedFileProof.verdict(path: swiftPath, bytes: noteMatching(edited)), .edited, "the fingerprint covers the note")
    }

    /// A region the template gains or drops: the file stays provably vmgen's while every
    /// region holds what vmgen put there, and a dropped region's code goes only then.
    func testARegionAddedOrDroppedKeepsTheProofOnlyWhileTheRegionsAreVmgens() throws {
        func render(_ regions: [(String, String)]) -> RenderedFile {
            let body = regions.map { "// vmgen:begin \($0.0)\n\($0.1)// vmgen:end \($0.0)\n" }.joined()
            return RenderedFile(path: swiftPath, contents: String(decoding: swift(body, regions: true), as: UTF8.self), kind: .viewModel, specPath: "Specs/A.yml")
        }
        let two = [("body", startingCode), ("footer", "        SwiftUI.Text(viewModel.footer)\n")]
        let first = Array(render([two[0]]).contents.utf8)
        // A region added: the kept one and the new one's starting code are both vmgen's.
        let grown = WritePlanner.plan(rendered: [render(two)], existing: [swiftPath: first])
        let grownBytes = try XCTUnwrap(grown.plan.actions.first?.contents)
        XCTAssertTrue(Fingerprint.regionsAsWritten(grownBytes))
        XCTAssertEqual(GeneratedFileProof.deletion(path: swiftPath, bytes: grownBytes), .allowed)
        // A region dropped: its starting code goes with it, and the file stays vmgen's.
        let shrunk = WritePlanner.plan(rendered: [render([two[0]])], existing: [swiftPath: grownBytes])
        XCTAssertEqual(shrunk.diagnostics, [])
        let shrunkBytes = try XCTUnwrap(shrunk.plan.actions.first?.contents)
        XCTAssertFalse(String(decoding: shrunkBytes, as: UTF8.self).contains("footer"))
        XCTAssertTrue(Fingerprint.regionsAsWritten(shrunkBytes))
        // Edited first, the dropped region's code is a person's: the file is left untouched.
        let edited = Array(String(decoding: grownBytes, as: UTF8.self).replacingOccurrences(of: "viewModel.footer", with: "viewModel.footer.uppercased()").utf8)
        let refused = WritePlanner.plan(rendered: [render([two[0]])], existing: [swiftPath: edited])
        XCTAssertEqual(refused.plan.actions.map(\.kind), [.skip])
        XCTAssertEqual(refused.diagnostics.map(\.code), ["protected-region"])
        // Edited in the kept region, a region added keeps the old note, which nothing matches.
        let editedKept = Array(String(decoding: first, as: UTF8.self).replacingOccurrences(of: "viewModel.title", with: "viewModel.title.uppercased()").utf8)
        let grownOverEdit = WritePlanner.plan(rendered: [render(two)], existing: [swiftPath: editedKept])
        XCTAssertFalse(Fingerprint.regionsAsWritten(try XCTUnwrap(grownOverEdit.plan.actions.first?.contents)))
    }

    func testAFileWithoutVmgensExactHeaderIsNotVmgensAtAll() {
        let texts = [
            "# NOT Generated by vmgen\nen: {}\n",
            "en:\n# Generated by vmgen from Specs/A.yml. \(GeneratedHeader.doNotEditRule)\n",
            "notes\n",
            "",
        ]
        for text in texts {
            XCTAssertEqual(GeneratedFileProof.verdict(path: yamlPath, bytes: Array(text.utf8)), .notGenerated, text)
            XCTAssertEqual(GeneratedFileProof.deletion(path: yamlPath, bytes: Array(text.utf8)), .notGenerated, text)
        }
        XCTAssertEqual(GeneratedFileProof.verdict(path: swiftPath, bytes: yaml()), .notGenerated, "a '#' header on a Swift file")
        XCTAssertEqual(GeneratedFileProof.verdict(path: "Sources/A/notes.txt", bytes: yaml()), .notGenerated)
    }

    func testTheVerdicts() {
        XCTAssertEqual(GeneratedFileProof.verdict(path: yamlPath, bytes: yaml(kept: true)), .intactWithKeptTranslations)
        XCTAssertEqual(GeneratedFileProof.verdict(path: yamlPath, bytes: yaml() + Array("# mine\n".utf8)), .edited)
        XCTAssertEqual(GeneratedFileProof.verdict(path: yamlPath, bytes: Array(GeneratedHeader.text(specPath: "S.yml", comment: "#", projectHeader: nil, hasRegions: false).utf8)), .unproven)
        XCTAssertEqual(GeneratedFileProof.verdict(path: swiftPath, bytes: Array(GeneratedHeader.text(specPath: "S.yml", comment: "//", projectHeader: nil, hasRegions: false).utf8)), .edited, "a Swift file always had a fingerprint")
        XCTAssertEqual(GeneratedFileProof.verdict(path: swiftPath, bytes: swift("// vmgen:begin a\n", regions: true)), .unreadable)
    }
}
