import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// Any text from a spec lands in Swift and YAML escaped: it can never end a string, start an
/// interpolation or inject code, and it reads back as exactly the same text.
final class EscapingTests: XCTestCase {
    static let nasty = [
        "plain",
        "quote \" and backslash \\ and \\(interpolation)",
        "triple \"\"\" quotes and #raw\"# and \"#",
        "comment */ end and /* start",
        "line\nbreak\r\nand\ttab",
        "control \u{0} \u{7} \u{1B} \u{7F} \u{85}",
        "separators \u{2028} \u{2029}",
        "right-to-left \u{202E}mark\u{202C} \u{200F}",
        "emoji 🚢⚓️👩🏽‍✈️ and accents é ñ",
        "%{key} and %{other}",
        "# hash at start",
        "yes",
        "- dash",
        ": colon",
        "'single'",
        "   spaced   ",
        "",
    ]

    /// Compiles and runs a program holding every literal: the values it prints are the inputs.
    func testSwiftLiteralsCompileToTheExactValues() throws {
        let folder = try TemporaryFolder()
        let literals = Self.nasty.map(SwiftLiteral.string).joined(separator: ",\n    ")
        let program = """
            import Foundation
            let values: [String] = [
                \(literals)
            ]
            let data = try! JSONEncoder().encode(values)
            FileHandle.standardOutput.write(data)
            """
        try folder.write("main.swift", program)
        XCTAssertEqual(try SwiftParserCheck.problems(in: ["main.swift": program]), "")
        let compile = try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: ["-o", folder.path + "/literals", folder.path + "/main.swift"])
        XCTAssertEqual(compile.status, 0, compile.output)
        let run = try ProcessRunner.run(folder.path + "/literals", arguments: [])
        let decoded = try JSONDecoder().decode([String].self, from: Data(run.standardOutput.utf8))
        XCTAssertEqual(decoded, Self.nasty)
    }

    func testYAMLLiteralsReadBackExactly() throws {
        for text in Self.nasty {
            let yaml = "key: \(YAMLLiteral.string(text))\n"
            let parsed = YAMLParser.parse(yaml, file: "t.yml")
            XCTAssertEqual(parsed.diagnostics, [], yaml)
            XCTAssertEqual(parsed.root?["key"]?.scalar?.text, text, yaml)
        }
    }

    /// The same strings through a whole spec: text (YAML), stubs and docs (Swift).
    func testSpecTextEndsUpEscapedInEveryGeneratedFile() throws {
        var texts = ""
        var stubs = ""
        for (index, text) in Self.nasty.enumerated() {
            texts += "  text\(index): { en: \(YAMLLiteral.string(text)) }\n"
            stubs += "  value\(index): { type: String, stub: \(YAMLLiteral.string(text)) }\n"
        }
        let spec = "viewModel: Nasty\nhosting: server\ndoc: \(YAMLLiteral.string(Self.nasty.joined(separator: " ")))\ntext:\n\(texts)properties:\n\(stubs)"
        let specFile = SpecFile(path: "Specs/Nasty.yml", text: spec)
        var config = ProjectConfig()
        config.header = "License: \"MIT\" */ \\(x)\nsecond line"
        // Escaping is under test: outer spaces (LOC-12) and %{…} in plain text (LOC-11) must come through.
        config.ruleSettings = ["LOC-11": .off, "LOC-12": .off]
        let output = Generator.run(.init(config: config, specs: [specFile], templates: TemplateLibrary.templateSet().templates, existing: [:]))
        XCTAssertEqual(output.diagnostics, [])
        let files = Dictionary(uniqueKeysWithValues: output.plan.actions.map { ($0.path, String(decoding: $0.contents ?? [], as: UTF8.self)) })
        let swift = files.filter { $0.key.hasSuffix(".swift") }
        // ViewModel, request, factory, and the routes file that registers the request.
        XCTAssertEqual(swift.count, 4)
        XCTAssertEqual(try SwiftParserCheck.problems(in: swift), "")

        let yamlPath = "Sources/Resources/ViewModels/Nasty/NastyViewModel.yml"
        let parsed = YAMLParser.parse(try XCTUnwrap(files[yamlPath]), file: yamlPath)
        XCTAssertEqual(parsed.diagnostics, [])
        for (index, text) in Self.nasty.enumerated() {
            XCTAssertEqual(parsed.root?["en"]?["NastyViewModel"]?["text\(index)"]?.scalar?.text, text)
        }
    }
}
