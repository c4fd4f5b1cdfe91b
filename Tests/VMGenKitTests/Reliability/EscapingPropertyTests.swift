import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// Arbitrary strings in every text-bearing field of a spec (and the config's header), written
/// into the spec's double-quoted YAML with escapes, come out of generation intact: the Swift
/// parses with the real compiler and its string literals, compiled and run, are exactly the
/// strings; comments carry the text on one line each; the localization YAML reads back the
/// same with vmgen's reader and with PyYAML. All trials are checked in a few batched compiler
/// and Python runs, so the test stays fast.
final class EscapingPropertyTests: XCTestCase {
    /// Pieces strings are made of: everything that means something to Swift, YAML, comments,
    /// substitutions or a terminal.
    static let pieces: [String] = [
        "plain", " ", "  ", "\"", "\\", "\\(", "\\(x)", "\"\"\"", "#", "\"#", "#\"", "##", "*/", "/*", "//", "'", "''",
        ": ", " #", "- ", "? ", "|", ">", "&a", "*a", "!t", "%", "%{", "}", "%{key}", "{", "[", "]", ",", "`",
        "\n", "\r", "\r\n", "\t", "\u{0}", "\u{1}", "\u{7}", "\u{8}", "\u{B}", "\u{C}", "\u{1B}", "\u{1F}", "\u{7F}",
        "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{AD}", "\u{2028}", "\u{2029}", "\u{200B}", "\u{200D}", "\u{200E}",
        "\u{200F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{061C}", "\u{FEFF}", "\u{FFFD}", "\u{FFFE}",
        "\u{FFFF}", "\u{E000}", noncharacterFDD0, "\u{10FFFF}", "\u{1FFFE}", "🚢", "⚓️", "👩🏽‍✈️", "🇫🇷", "é", "e\u{301}",
        "\u{301}", "日本", "עברית", "العربية", "yes", "no", "null", "~", "true", "0x1F", "1e3", "---", "...",
    ]

    /// U+FDD0 (a non-character): Swift refuses `\u{FDD0}` in a literal, so it is built.
    static let noncharacterFDD0 = String(Character(Unicode.Scalar(0xFDD0)!))

    /// A random string of 1–8 pieces; `without` pieces containing any of those characters.
    static func randomString(_ random: inout SplitMix, without excluded: String = "") -> String {
        var text = ""
        for _ in 0..<(1 + random.below(8)) {
            let piece = pieces[random.below(pieces.count)]
            if piece.contains(where: { excluded.contains($0) }) { continue }
            text += piece
        }
        return text.isEmpty ? "x" : text
    }

    /// `text` as a YAML double-quoted scalar, each character written one of the ways YAML
    /// allows (as itself, `\x`, `\u`, `\U`, a short escape), chosen at random.
    static func doubleQuoted(_ text: String, _ random: inout SplitMix) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let mustEscape = value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0xFEFF
                || value == 0x2028 || value == 0x2029 || value == 0xFFFE || value == 0xFFFF || scalar == "\"" || scalar == "\\"
            let short: [Unicode.Scalar: String] = ["\0": "\\0", "\u{7}": "\\a", "\u{8}": "\\b", "\t": "\\t", "\n": "\\n", "\u{B}": "\\v",
                "\u{C}": "\\f", "\r": "\\r", "\u{1B}": "\\e", "\"": "\\\"", "\\": "\\\\", "\u{85}": "\\N", "\u{A0}": "\\_",
                "\u{2028}": "\\L", "\u{2029}": "\\P", "/": "\\/", " ": "\\ "]
            switch mustEscape ? 1 + random.below(4) : random.below(6) {
            case 1 where value <= 0xFF: out += String(format: "\\x%02X", value)
            case 2 where value <= 0xFFFF: out += String(format: "\\u%04x", value)
            case 3: out += String(format: "\\U%08X", value)
            case 4 where short[scalar] != nil: out += short[scalar]!
            default:
                if mustEscape { out += String(format: "\\U%08x", value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// One trial: a page and a child whose every text-bearing field holds a random string.
    struct Trial {
        var index: Int
        var header: String
        var doc: String
        var childDoc: String
        var reason: String
        /// localization key path (locale, type, key) → value (a list for pieces).
        var expected: [[String]: TextValue] = [:]
        /// Stub parameters of the page's and the row's `stub()`: name → (type, values).
        var pageStubs: [(name: String, type: String, values: [String])] = []
        var rowStubs: [(name: String, type: String, values: [String])] = []
        var spec = ""

        var name: String { "Trial\(index)" }
    }

    static func trial(_ index: Int, _ random: inout SplitMix) -> Trial {
        func text() -> String { randomString(&random) }
        var trial = Trial(index: index, header: text(), doc: text(), childDoc: text(), reason: text())
        let name = trial.name
        let enumName = "Mood\(index)"
        let values = (0..<14).map { _ in text() }
        // Substitution text may use only its bound key: no other `%{…}` or stray braces.
        let subs = (0..<2).map { _ in randomString(&random, without: "%{}") + " %{who} " + randomString(&random, without: "%{}") }
        func q(_ value: String) -> String { doubleQuoted(value, &random) }
        trial.spec = """
            viewModel: \(name)
            hosting: server
            doc: \(q(trial.doc))
            text:
              title: { en: \(q(values[0])), es: \(q(values[1])) }
              greeting:
                en: \(q(subs[0]))
                es: \(q(subs[1]))
                substitutions: { who: owner }
              notes:
                pieces:
                  en: [\(q(values[2])), \(q(values[3]))]
                  es: [\(q(values[4]))]
                separator: { en: \(q(values[5])), es: \(q(values[6])) }
            properties:
              owner: String
              value: { type: String, stub: \(q(values[7])) }
              list: { type: "[String]", stub: [\(q(values[8])), \(q(values[9]))] }
              maybe: { type: String?, stub: \(q(values[10])) }
              mood: { type: \(enumName), stub: calm }
              row: \(name)Row
            enums:
              \(enumName):
                calm: { en: \(q(values[11])), es: \(q(values[12])) }
            children:
              \(name)Row:
                doc: \(q(trial.childDoc))
                identity: { random: \(q(trial.reason)) }
                properties:
                  title: { type: String, stub: \(q(values[13])) }

            """
        let type = name + "ViewModel"
        trial.expected = [
            ["en", type, "title"]: .text(values[0]), ["es", type, "title"]: .text(values[1]),
            ["en", type, "greeting"]: .text(subs[0]), ["es", type, "greeting"]: .text(subs[1]),
            ["en", type, "notesPieces"]: .list([values[2], values[3]]), ["es", type, "notesPieces"]: .list([values[4]]),
            // A separator is a one-item list: FOSMVVM trims scalars, not list items.
            ["en", type, "notesSeparator"]: .list([values[5]]), ["es", type, "notesSeparator"]: .list([values[6]]),
            ["en", enumName, "calm"]: .text(values[11]), ["es", enumName, "calm"]: .text(values[12]),
        ]
        trial.pageStubs = [("value", "String", [values[7]]), ("list", "[String]", [values[8], values[9]]), ("maybe", "String?", [values[10]])]
        trial.rowStubs = [("title", "String", [values[13]])]
        return trial
    }

    func testArbitraryStringsInEveryTextFieldSurviveIntoSwiftAndYAML() throws {
        var random = SplitMix(seed: 20_26)
        var swiftFiles: [String: String] = [:]
        var literals: [(expression: String, type: String, expected: [String])] = []
        var yamlFiles: [(path: String, text: String, expected: [[String]: TextValue])] = []
        for index in 0..<40 {
            let trial = Self.trial(index, &random)
            var config = ProjectConfig()
            config.locales = ["en", "es"]
            config.header = trial.header
            // Escaping is under test, not what FOSMVVM does with the text at run time: outer
            // whitespace (LOC-12) and a literal %{…} in plain text (LOC-11) must still come through.
            config.ruleSettings = ["LOC-11": .off, "LOC-12": .off]
            let spec = SpecFile(path: "Specs/\(trial.name).yml", text: trial.spec)
            let output = Generator.run(.init(config: config, specs: [spec], templates: TemplateLibrary.templateSet().templates, existing: [:]))
            let errors = output.diagnostics.filter { $0.severity == .error }
            XCTAssertEqual(errors.map(\.message), [], "trial \(index):\n\(trial.spec)")
            guard errors.isEmpty else { continue }
            let files = Dictionary(uniqueKeysWithValues: output.plan.actions.map { ($0.path, String(decoding: $0.contents ?? [], as: UTF8.self)) })

            // Swift: every file parses; comments hold the text on their own lines; stubs are literals.
            for (path, text) in files where path.hasSuffix(".swift") {
                swiftFiles["\(index)/" + path] = text
                XCTAssertTrue(text.hasPrefix(Self.headerLines(trial.header, comment: "//")), "trial \(index): \(path) header")
            }
            let pageFile = try XCTUnwrap(files["Sources/ViewModels/\(trial.name)/\(trial.name)ViewModel.swift"])
            let rowFile = try XCTUnwrap(files["Sources/ViewModels/\(trial.name)/\(trial.name)RowViewModel.swift"])
            XCTAssertTrue(pageFile.contains("\n\n" + Self.docLines(trial.doc) + "@ViewModel"), "trial \(index): doc comment")
            XCTAssertTrue(rowFile.contains("\n\n" + Self.docLines(trial.childDoc) + "@ViewModel"), "trial \(index): child doc comment")
            XCTAssertTrue(rowFile.contains(Self.trimmed("\n    // Random identity: \(SwiftLiteral.commentText(trial.reason))") + "\n"), "trial \(index): reason")
            for (file, stubs) in [(pageFile, trial.pageStubs), (rowFile, trial.rowStubs)] {
                for stub in stubs {
                    let expression = try XCTUnwrap(Self.stubDefault(stub.name, in: file), "trial \(index): stub of \(stub.name)")
                    literals.append((expression, stub.type, stub.values))
                }
            }

            // YAML: every value the spec gave, at its key.
            let yamlPath = "Sources/Resources/ViewModels/\(trial.name)/\(trial.name)ViewModel.yml"
            let yaml = try XCTUnwrap(files[yamlPath])
            XCTAssertTrue(yaml.hasPrefix(Self.headerLines(trial.header, comment: "#")), "trial \(index): YAML header")
            yamlFiles.append((yamlPath, yaml, trial.expected))
        }

        // One run of the real Swift parser over every generated file (one frontend process:
        // `-wmo`, many times faster than a frontend per file).
        try assertSwiftParses(swiftFiles)
        // One program holding every stub literal exactly as generated: compiled and run, it
        // prints the values.
        try assertLiteralsEvaluate(literals)
        // Every localization file reads back the same, with vmgen's reader …
        for file in yamlFiles {
            let parsed = YAMLParser.parse(file.text, file: file.path)
            XCTAssertEqual(parsed.diagnostics, [], file.path)
            for (key, value) in file.expected {
                XCTAssertEqual(Self.value(at: key, in: parsed.root), value, "\(file.path): \(key)")
            }
        }
        // … and with PyYAML.
        try assertPyYAMLReads(yamlFiles)
    }

    /// Surrogate code points cannot be in a Swift string (or a YAML document): an escape of
    /// one in a spec is an error at the escape, not a crash or a replacement character.
    func testEscapedSurrogatesAreRejectedWhereTheyAre() {
        let cases: [(escape: String, errors: [String])] = [
            ("\\uD800", ["4:13 invalid escape sequence '\\uD800'"]),
            ("\\uDFFF", ["4:13 invalid escape sequence '\\uDFFF'"]),
            ("\\U0000DC00", ["4:13 invalid escape sequence '\\U0000DC00'"]),
            ("ok \\ud800", ["4:16 invalid escape sequence '\\ud800'"]),
            // A pair is two surrogates, not the character they encode in UTF-16: YAML escapes
            // are code points.
            ("\\uD83D\\uDE00", ["4:13 invalid escape sequence '\\uD83D'", "4:19 invalid escape sequence '\\uDE00'"]),
        ]
        for (escape, errors) in cases {
            let spec = "viewModel: A\nhosting: server\ntext:\n  t: { en: \"\(escape)\" }\n"
            let output = Generator.run(.init(config: ProjectConfig(), specs: [SpecFile(path: "Specs/A.yml", text: spec)],
                templates: TemplateLibrary.templateSet().templates, existing: [:]))
            XCTAssertEqual(output.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" },
                errors.map { $0 + ": surrogate code points are not allowed" }, escape)
            XCTAssertEqual(output.plan.actions, [])
        }
    }

    // MARK: Expected text

    /// Templated lines carry no trailing blanks (the header is not templated, so it keeps them).
    static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// What a header becomes in a generated file: each line a comment, then an empty comment.
    static func headerLines(_ header: String, comment: String) -> String {
        let body = String(header.reversed().drop { $0 == "\n" || $0 == "\r" }.reversed())
        guard !body.isEmpty else { return "" }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = SwiftLiteral.commentText(String(line))
            return text.isEmpty ? comment : comment + " " + text
        }
        return lines.joined(separator: "\n") + "\n" + comment + "\n"
    }

    /// The doc comment: blank lines before and after the doc are dropped, blank lines inside kept.
    static func docLines(_ doc: String) -> String {
        var lines = doc.split(separator: "\n", omittingEmptySubsequences: false).map { SwiftLiteral.commentText(String($0)) }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        return lines.map { Self.trimmed("/// " + $0) + "\n" }.joined()
    }

    /// The default value of `name` in the file's `stub(…)` signature, as written.
    static func stubDefault(_ name: String, in text: String) -> String? {
        let source = SwiftSourceFile.parse(text, path: "stub.swift")
        let code = source.code.map { source.tokens[$0] }
        guard let stub = code.indices.first(where: { $0 > 0 && code[$0].text == "stub" && code[$0 - 1].text == "func" }) else { return nil }
        var index = stub
        while index + 1 < code.count, !(code[index].kind == .identifier && code[index].text == name && code[index + 1].text == ":") { index += 1 }
        while index < code.count, code[index].text != "=" { index += 1 }
        index += 1
        guard index < code.count else { return nil }
        let bytes = Array(text.utf8)
        let start = code[index].offset
        var end = start
        var depth = 0
        while index < code.count {
            let token = code[index]
            if token.kind == .punctuation, depth == 0, token.text == "," || token.text == ")" { break }
            if token.kind == .punctuation, token.text == "[" || token.text == "(" { depth += 1 }
            if token.kind == .punctuation, token.text == "]" || token.text == ")" { depth -= 1 }
            end = token.endOffset
            index += 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: Reading back

    enum TextValue: Hashable, CustomStringConvertible {
        case text(String)
        case list([String])

        var description: String {
            switch self {
            case .text(let text): text.debugDescription
            case .list(let items): items.debugDescription
            }
        }
    }

    static func value(at path: [String], in root: YAMLNode?) -> TextValue? {
        var node = root
        for key in path { node = node?[key] }
        if let scalar = node?.scalar { return .text(scalar.text) }
        if let items = node?.sequence { return .list(items.compactMap { $0.scalar?.text }) }
        return nil
    }

    private func assertSwiftParses(_ files: [String: String]) throws {
        let folder = try TemporaryFolder()
        var paths: [String] = []
        for (index, name) in files.keys.sorted().enumerated() {
            let path = folder.path + "/\(index)_" + (name as NSString).lastPathComponent.replacingOccurrences(of: "+", with: "_")
            try Data(files[name]!.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let result = try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: ["-parse", "-wmo"] + paths)
        XCTAssertEqual(result.status, 0, result.output)
    }

    private func assertLiteralsEvaluate(_ literals: [(expression: String, type: String, expected: [String])]) throws {
        let folder = try TemporaryFolder()
        // No Foundation: the program compiles in a fraction of the time. It prints each value
        // as its scalars in hexadecimal, one value per line.
        var program = "var values: [String] = []\n"
        for (index, literal) in literals.enumerated() {
            program += "let v\(index): \(literal.type) = \(literal.expression)\n"
            switch literal.type {
            case "[String]": program += "values += v\(index)\n"
            case "String?": program += "values.append(v\(index)!)\n"
            default: program += "values.append(v\(index))\n"
            }
        }
        program += "for value in values { print(value.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \" \")) }\n"
        try folder.write("main.swift", program)
        let compile = try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: ["-Onone", "-o", folder.path + "/literals", folder.path + "/main.swift"])
        XCTAssertEqual(compile.status, 0, compile.output)
        guard compile.status == 0 else { return }
        let run = try ProcessRunner.run(folder.path + "/literals", arguments: [])
        let decoded = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            String(String.UnicodeScalarView(line.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }))
        }
        let expected = literals.flatMap(\.expected)
        XCTAssertEqual(decoded.count, expected.count)
        for (index, (got, want)) in zip(decoded, expected).enumerated() where got != want {
            XCTFail("literal \(index): \(got.debugDescription) is not \(want.debugDescription)")
        }
        XCTAssertEqual(expected.count, 40 * 5)
    }

    private func assertPyYAMLReads(_ files: [(path: String, text: String, expected: [[String]: TextValue])]) throws {
        guard (try? ProcessRunner.run("/usr/bin/env", arguments: ["python3", "-c", "import yaml"]))?.status == 0 else {
            throw XCTSkip("PyYAML is not installed (python3 -c 'import yaml')")
        }
        let folder = try TemporaryFolder()
        try JSONSerialization.data(withJSONObject: files.map(\.text)).write(to: URL(fileURLWithPath: folder.path + "/in.json"))
        let script = """
            import json, sys, yaml
            loaders = [yaml.BaseLoader] + ([yaml.CBaseLoader] if hasattr(yaml, 'CBaseLoader') else [])
            out = []
            for text in json.load(open(sys.argv[1], encoding='utf-8')):
                out.append([yaml.load(text, Loader=loader) for loader in loaders])
            json.dump(out, sys.stdout)
            """
        let run = try ProcessRunner.run("/usr/bin/env", arguments: ["python3", "-c", script, folder.path + "/in.json"])
        XCTAssertEqual(run.status, 0, run.standardError)
        guard run.status == 0, let readings = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[Any]] else { return }
        for (file, perLoader) in zip(files, readings) {
            for reading in perLoader {
                for (key, value) in file.expected {
                    var node: Any? = reading
                    for part in key { node = (node as? [String: Any])?[part] }
                    let got: TextValue? = (node as? String).map(TextValue.text) ?? (node as? [String]).map(TextValue.list)
                    XCTAssertEqual(got, value, "PyYAML, \(file.path): \(key)")
                }
            }
        }
    }
}
