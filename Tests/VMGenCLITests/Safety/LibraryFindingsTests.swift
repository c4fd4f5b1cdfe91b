import Foundation
import VMGenTestSupport
import XCTest

/// What the real FOSMVVM 0.13.3 showed (issue 14 §6), through the built binary.
final class LibraryFindingsTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
    }

    override func tearDown() {
        project = nil
    }

    private func generate(file: StaticString = #filePath, line: UInt = #line) throws -> ProcessRunner.Result {
        let run = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(run.status, 0, run.output, file: file, line: line)
        return run
    }

    /// A block scalar (`doc: |`) ends in a line break; it made an empty `///` line above the macro.
    /// Blank lines inside the doc stay: they separate paragraphs.
    func testAMultiLineDocEndsWithItsLastLine() throws {
        try project.write("Specs/Card.yml", """
            viewModel: Card
            hosting: server
            doc: |

              First line.

              Second paragraph.

            properties:
              title: String

            """)
        _ = try generate()
        let code = try XCTUnwrap(project.read("Sources/ViewModels/Card/CardViewModel.swift"))
        XCTAssertTrue(code.contains("import Foundation\n\n/// First line.\n///\n/// Second paragraph.\n@ViewModel\n"), code)
    }

    /// FOSMVVM fills `%{key}` only in a `@LocalizedSubs` text: in a plain text it is shown as
    /// written, braces and all. vmgen warns (rule LOC-11) and still generates.
    func testASubstitutionPointInPlainTextIsAWarning() throws {
        try project.write("Specs/Card.yml", """
            viewModel: Card
            hosting: server
            text:
              greeting: { en: "Hello %{name}" }
              rate: { en: "100% sure" }

            """)
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.standardError.contains("""
            Specs/Card.yml:4:19: warning: the 'en' text of 'greeting' holds %{name}, but 'greeting' has no substitutions, so FOSMVVM shows it as written, braces and all: bind it with 'substitutions:' or reword the text [LOC-11]
            """), run.standardError)
        XCTAssertFalse(run.standardError.contains("'rate'"), run.standardError)
        XCTAssertNotNil(project.read("Sources/ViewModels/Card/CardViewModel.swift"))
    }

    /// FOSMVVM trims every scalar YAML string (YamlLocalizationStore.swift:295-298) but not list
    /// items (308-311): a separator `" · "` written as a scalar arrived as `"·"`. It is written as a
    /// one-item list and bound by index, so its spaces survive.
    func testACompoundSeparatorKeepsItsSpaces() throws {
        try project.write("Specs/Berth.yml", """
            viewModel: Berth
            hosting: server
            text:
              rules:
                pieces: { en: ["Own risk", "Fees due"] }
                separator: { en: " · " }

            """)
        _ = try generate()
        let code = try XCTUnwrap(project.read("Sources/ViewModels/Berth/BerthViewModel.swift"))
        XCTAssertTrue(code.contains("""
                @LocalizedStrings public var rulesPieces
                @LocalizedString(propertyName: "rulesSeparator", index: 0) public var rulesSeparator
                @LocalizedCompoundString(pieces: \\Self._rulesPieces, separator: \\Self._rulesSeparator) public var rules

            """), code)
        let yaml = try XCTUnwrap(project.read("Sources/Resources/ViewModels/Berth/BerthViewModel.yml"))
        XCTAssertTrue(yaml.contains("""
                rulesSeparator:
                  - " · "

            """), yaml)
    }

    /// Outer spaces of a scalar text cannot survive FOSMVVM's trimming, whatever the quoting: vmgen
    /// refuses them and says why and what to do. A block scalar's final line break is not flagged
    /// (nobody means it), and a separator is a list item, which keeps them.
    func testOuterSpacesOfAScalarTextAreRefused() throws {
        try project.write("Specs/Berth.yml", """
            viewModel: Berth
            hosting: server
            text:
              title: { en: "Berth " }
              note:
                en: |
                  A note.
              rules:
                pieces: { en: ["Own risk", "Fees due"] }
                separator: { en: " · " }

            """)
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertEqual(run.standardError, """
            Specs/Berth.yml:4:16: error: the 'en' text of 'title' ends with whitespace, which FOSMVVM trims from every scalar YAML string whatever the quoting or escape, so it arrives as "Berth": remove it; to space texts apart, join them in one substitution text ("%{a} · %{b}") or a compound with a separator, which keep their spaces [LOC-12]
              title: { en: "Berth " }
                           ^
            vmgen: 1 error; nothing written

            """)
    }
}
