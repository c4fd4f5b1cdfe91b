import Foundation
import XCTest

@testable import VMGenKit

/// Minimal reproductions of what the fuzzer found (docs/reliability.md lists them), kept so
/// they stay fixed. The inputs the fuzzer saved are replayed too: `FuzzTests` in the CLI tests.
final class FuzzFindingsTests: XCTestCase {
    private func generate(_ specs: [String: String], config: ProjectConfig, existing: [String: [UInt8]] = [:]) -> Generator.Output {
        let files = specs.map { SpecFile(path: $0.key, text: $0.value) }
        return Generator.run(.init(config: config, specs: files, templates: TemplateLibrary.templateSet().templates, existing: existing))
    }

    /// Applies a plan to the files it was made against.
    private func applied(_ plan: WritePlan, to existing: [String: [UInt8]]) -> [String: [UInt8]] {
        var result = existing
        for action in plan.actions {
            switch action.kind {
            case .create, .update: result[action.path] = action.contents
            case .delete: result[action.path] = nil
            case .unchanged, .skip: break
            }
        }
        return result
    }

    /// Found by the `config` component (a config whose locales the specs do not all cover):
    /// a text with no value for a locale was written as `""  # UNRATIFIED`, and the next run
    /// read that placeholder back as a hand-written translation and dropped the comment, so
    /// `generate` followed by `generate --check` always reported drift.
    func testAMissingLocaleIsStillUnratifiedOnTheNextRun() throws {
        var config = ProjectConfig()
        config.locales = ["en", "es"]
        config.ruleSettings = ["LOC-01": .warning]  // the placeholder is written only so
        let spec = """
            viewModel: About
            hosting: client
            text:
              title: { en: "About" }
              credits:
                pieces:
                  en: ["Made by us"]
            """
        let first = generate(["Specs/About.yml": spec], config: config)
        XCTAssertFalse(first.diagnostics.hasErrors)
        let written = applied(first.plan, to: [:])
        let path = "Sources/ViewModels/Resources/Localizations/About/AboutViewModel.yml"
        let text = String(decoding: try XCTUnwrap(written[path]), as: UTF8.self)
        XCTAssertTrue(text.contains("    title: \"\"  # UNRATIFIED: no text for this locale yet\n"), text)
        XCTAssertTrue(text.contains("    creditsPieces: []  # UNRATIFIED: no text for this locale yet\n"), text)

        let second = generate(["Specs/About.yml": spec], config: config, existing: written)
        XCTAssertEqual(second.plan.changes.map(\.path), [], "the second run rewrites what the first wrote")

        // A translation added by hand is still carried over.
        let translated = text.replacingOccurrences(of: "title: \"\"  # UNRATIFIED: no text for this locale yet", with: "title: \"Acerca de\"")
        let third = generate(["Specs/About.yml": spec], config: config, existing: written.merging([path: Array(translated.utf8)]) { $1 })
        let carried = String(decoding: try XCTUnwrap(third.plan.actions.first { $0.path == path }?.contents), as: UTF8.self)
        XCTAssertTrue(carried.contains("    title: \"Acerca de\"\n"), carried)
        XCTAssertTrue(carried.hasSuffix(" (holds translations not in the spec)\n"), "the fingerprint notes the kept translation: \(carried)")
        let fourth = generate(["Specs/About.yml": spec], config: config, existing: applied(third.plan, to: written))
        XCTAssertEqual(fourth.plan.changes.map(\.path), [])
    }
}

extension FuzzFindingsTests {
    /// Found by the `template` component (a localization template override whose output did
    /// not read back as YAML): a localization file vmgen could not read was reported as "left
    /// untouched" — and deleted, because, not rendered, it also looked stale. Its translations
    /// were lost. A skipped path is now never also deleted or written.
    func testAnUnreadableLocalizationFileIsKeptNotDeleted() throws {
        var config = ProjectConfig()
        config.locales = ["en"]
        let spec = "viewModel: Home\nhosting: server\ntext:\n  title: { en: \"Home\" }\n"
        let first = generate(["Specs/Home.yml": spec], config: config)
        var written = applied(first.plan, to: [:])
        let path = "Sources/Resources/ViewModels/Home/HomeViewModel.yml"
        written[path] = try XCTUnwrap(written[path]) + Array("  broken: [unclosed\n".utf8)

        let second = generate(["Specs/Home.yml": spec], config: config, existing: written)
        XCTAssertEqual(second.plan.actions.filter { $0.path == path }.map(\.kind), [.skip])
        XCTAssertEqual(second.plan.changes.map(\.path), [])
        XCTAssertTrue(second.diagnostics.contains { $0.message.hasPrefix("cannot read the translations in \(path), so vmgen leaves it untouched") })
    }

    func testASkippedPathIsNeverAlsoChanged() {
        let plan = WritePlan(actions: [
            FileAction(path: "b.yml", kind: .delete, previous: [1]),
            FileAction(path: "a.swift", kind: .update, contents: [2], previous: [1]),
            FileAction(path: "b.yml", kind: .skip),
            FileAction(path: "c.yml", kind: .skip),
            FileAction(path: "c.yml", kind: .create, contents: [3]),
            FileAction(path: "c.yml", kind: .skip),
        ])
        XCTAssertEqual(plan.actions.map { "\($0.path) \($0.kind)" }, ["a.swift update", "b.yml skip", "c.yml skip"])
    }
}

extension FuzzFindingsTests {
    /// Found by the `output` component: with a region's end marker moved below the
    /// fingerprint line, the fingerprint could not be checked ("unreadable") but the regions
    /// of the whole file still parsed, so the file was rewritten — and an edit outside its
    /// regions would have been lost. It is now reported and left untouched.
    func testARegionEndingAfterTheFingerprintLeavesTheFileUntouched() throws {
        var config = ProjectConfig()
        config.locales = ["en"]
        let spec = "viewModel: Home\nhosting: server\nproperties:\n  title: String\n"
        let first = generate(["Specs/Home.yml": spec], config: config)
        var written = applied(first.plan, to: [:])
        let path = "Sources/WebServer/ViewModelFactories/Home/HomeViewModel+Factory.swift"
        // The last region's end marker moves below the fingerprint line; an edit outside the regions.
        var lines = String(decoding: try XCTUnwrap(written[path]), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let end = try XCTUnwrap(lines.lastIndex { $0.contains("// vmgen:end ") })
        let marker = lines.remove(at: end)
        lines.insert(marker, at: lines.count - 1)
        lines[2] += " // an edit outside the regions"
        let text = lines.joined(separator: "\n")
        written[path] = Array(text.utf8)

        let second = generate(["Specs/Home.yml": spec], config: config, existing: written)
        XCTAssertEqual(second.plan.actions.filter { $0.path == path }.map(\.kind), [.skip])
        XCTAssertEqual(second.plan.changes.map(\.path), [])
        XCTAssertEqual(second.diagnostics.map(\.message), [
            "\(path) has a protected region that ends after its '// vmgen:fingerprint' line, so vmgen cannot tell whether it was edited and left it untouched; move the vmgen:end marker back above that line and run again",
        ])

        // No longer generated (the spec is gone): kept, not deleted.
        let stale = generate([:], config: config, existing: [path: Array(text.utf8)])
        XCTAssertEqual(stale.plan.actions.map(\.kind), [.skip])
    }
}

extension FuzzFindingsTests {
    /// Found by the escaping property tests (and the `spec` component's read-back check):
    /// U+FFFE and U+FFFF, which a spec can hold through an escape, were written raw into the
    /// localization YAML — and into its `#` header lines — where no YAML reader accepts them,
    /// so every later run found the file unreadable. Both are now escaped in YAML scalars and
    /// blanked in comments.
    func testNonCharactersAreEscapedInYAMLAndBlankedInComments() throws {
        XCTAssertEqual(YAMLLiteral.string("a\u{FFFE}b\u{FFFF}"), "\"a\\uFFFEb\\uFFFF\"")
        XCTAssertEqual(SwiftLiteral.commentText("a\u{FFFF}b"), "a b")
        XCTAssertEqual(SwiftLiteral.string("\u{FFFF}"), "\"\\u{FFFF}\"")
        var config = ProjectConfig()
        config.header = "License \u{FFFF}"
        let spec = "viewModel: Odd\nhosting: server\ntext:\n  title: { en: \"a\\uFFFFb\" }\n"
        let output = generate(["Specs/Odd.yml": spec], config: config)
        let yaml = try XCTUnwrap(output.plan.actions.first { $0.path.hasSuffix(".yml") }?.contents)
        let parsed = YAMLParser.parse(yaml, file: "Odd.yml")
        XCTAssertEqual(parsed.diagnostics, [])
        XCTAssertEqual(parsed.root?["en"]?["OddViewModel"]?["title"]?.scalar?.text, "a\u{FFFF}b")
        let again = generate(["Specs/Odd.yml": spec], config: config, existing: applied(output.plan, to: [:]))
        XCTAssertEqual(again.diagnostics, [])
        XCTAssertEqual(again.plan.changes.map(\.path), [])
    }
}
