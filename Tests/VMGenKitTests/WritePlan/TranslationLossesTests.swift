@testable import VMGenKit
import XCTest

/// What regenerating a changed localization file would lose: everything a person may have
/// written (translations, entries vmgen does not read, comments), nothing of vmgen's own.
final class TranslationLossesTests: XCTestCase {
    private let header = GeneratedHeader.text(specPath: "Specs/A.yml", comment: "#", projectHeader: "Copyright", hasRegions: false)

    private func losses(_ old: String, _ rendered: String, scope: TranslationLosses.Scope = .everything) -> [String] {
        TranslationLosses.find(old: Array(old.utf8), rendered: header + rendered, path: "A.yml", scope: scope)
            .map { "\($0.location.line):\($0.location.column) \($0.description)" }
    }

    func testNothingIsLostWhenEveryTranslationIsKept() {
        let rendered = "en:\n  A:\n    t: \"x\"\n    u: \"\"  # UNRATIFIED: no text for this locale yet\nfr:\n  A:\n    t: \"y\"\n"
        // Spelled differently, reordered, with vmgen's own comments and placeholders.
        let old = header + "fr: { A: { t: 'y' } }\nen:\n  A:\n    u: []  # UNRATIFIED: no text for this locale yet\n    t: x\n# vmgen:fingerprint 0123456789abcdef\n"
        XCTAssertEqual(losses(old, rendered), [])
        XCTAssertEqual(losses("", rendered), [])
        XCTAssertEqual(losses(header + "fr:\n", rendered), [], "an empty locale holds nothing")
    }

    func testTranslationsTheNewFileDropsOrChangesAreLost() {
        let old = header + "en:\n  A:\n    t: \"mine\"\n    gone: \"old\"\n  B:\n    list: [a, b]\n"
        let rendered = "en:\n  A:\n    t: \"spec\"\n  B:\n    list:\n      - a\n"
        XCTAssertEqual(losses(old, rendered), [
            "6:5 the 'en' text of A.t (\"mine\"), which the spec gives as \"spec\"",
            "7:5 the 'en' text of A.gone (\"old\"), which the spec no longer derives",
            "9:5 the 'en' text of B.list ([\"a\", \"b\"]), which the spec gives as [\"a\"]",
        ])
        XCTAssertEqual(losses(old, rendered, scope: .droppedTranslations), [
            "7:5 the 'en' text of A.gone (\"old\"), which the spec no longer derives",
        ])
    }

    /// FOSMVVM trims every scalar string and no list item: text that shows the same is no loss —
    /// and a compound separator an earlier vmgen wrote as a scalar, now a one-item list, keeps
    /// its text (issue: upgrading stopped on "the 'en' text … which the spec gives as …").
    func testTextFOSMVVMShowsTheSameIsNotLost() {
        let old = header + """
            en:
              A:
                title: "Reserve "
                tab: "\\tBerths\\u00A0"
                sep: " · "
                trimmedSep: "·"
                rules: ["a ", "b"]
                other: " · "

            """
        let rendered = """
            en:
              A:
                title: "Reserve"
                tab: "Berths"
                sep:
                  - " · "
                trimmedSep:
                  - "·"
                rules:
                  - "a"
                  - "b"
                other:
                  - " - "

            """
        XCTAssertEqual(losses(old, rendered), [
            "10:5 the 'en' text of A.rules ([\"a \", \"b\"]), which the spec gives as [\"a\", \"b\"]",
            "11:5 the 'en' text of A.other (\" · \"), which the spec gives as [\" - \"]",
        ], "list items are not trimmed, and other text is other text")
        XCTAssertTrue(TranslationLosses.showsTheSame(.text(" x\n"), .text("x")))
        XCTAssertFalse(TranslationLosses.showsTheSame(.text("x y"), .text("xy")))
        XCTAssertFalse(TranslationLosses.showsTheSame(.text(" · "), .list([" · ", "x"])))
        XCTAssertFalse(TranslationLosses.showsTheSame(.list(["x"]), .text("x")))
    }

    func testEntriesVmgenDoesNotReadAndCommentsAreLost() {
        let old = header + """
            # checked by Marta
            en:
              A:
                t: "x # not a comment" # but this is
                'k #': 'it''s # not one either'
                nested: { deeper: x }
              B: just text
            fr: [a]

            """
        let rendered = "en:\n  A:\n    t: \"x # not a comment\"\n    'k #': \"it's # not one either\"\n"
        XCTAssertEqual(losses(old, rendered), [
            "4:1 the comment '# checked by Marta'",
            "7:28 the comment '# but this is'",
            "9:13 the entry 'en' › 'A' › 'nested', which is not a translation vmgen reads",
            "10:6 the entry 'en' › 'B', which is not a translation vmgen reads",
            "11:5 the entry 'fr', which is not a translation vmgen reads",
        ])
        XCTAssertEqual(losses(old, rendered, scope: .droppedTranslations).count, 0, "a file as vmgen wrote it has no one's comments")
    }

    func testAFileThatDoesNotReadAsYAMLLosesEverything() {
        XCTAssertEqual(losses(header + "en: [unclosed\n", "en: {}\n").count, 1)
        XCTAssertEqual(losses(header + "just text\n", "en: {}\n"), ["4:1 everything in it: it is not a mapping of locale → type → key"])
    }
}
