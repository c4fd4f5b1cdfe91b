import Foundation
import VMGenTestSupport
import XCTest

@testable import VMGenKit

/// Cross-checks meaning against PyYAML (and libyaml through it, when built in): whatever both
/// vmgen and PyYAML accept must read the same. Skipped when `python3 -c 'import yaml'` fails.
final class YAMLPyYAMLComparisonTests: XCTestCase {
    /// Accepted documents covering every supported construct.
    static let corpus = [
        "a: 1\nb:\n  c: d\n  e: [f, g]\nh:\n- i\n- j: k\n  l: m\n",
        "- - a\n  - b\n- c: |\n    x\n     y\n  d: >-\n    p\n    q\n",
        "k: a\n  - b\n\n  c\nm: 'x  \n  y'\nn: \"p\\\n  q\\tr\\u00e9\\x41\\U0001F600\"\n",
        "a: |+\n  keep\n\n\nb: >\n  one\n    two\n  three\n\n  four\nc: |2-\n    x\n   y\n",
        "t: { en: \"Hi\", es: 'Hola', list: [1, [2, 3], {x: y}], }\nu: [a,\n  b, ]\n",
        "url: http://x.y:80/z?q=1#f\nw: a#b\nc: -1\nd: ?x\ne: :y\nf: a:b\ng::\n",
        "# c\n--- # start\nlist:\n  # inner\n  - x # trailing\n\n  - y\nempty:\nnull: ~\n",
        "é: ünï\n😀: [日本, \"🇫🇷\"]\nkey with spaces : value\n'quoted': \"dq\"\n",
        "a: >\n\n  x\n\n\n  y\n   z\n\nb: |\n\n  leading\n",
        "seq:\n- a\n-\n- - b\n  -\n- c: \n  d: e\nlast: 1\n",
        "m: [\"x\", 'y''s', \"\\\"q\\\"\"]\nn: {\"a\":b, 'c':d}\n",
        "a: 1\r\nb: |\r\n  x\r\n  y\r\nc: \"p\r\n  q\"\r\n",
        "-   x: 1\n    y: 2\n-  z\n",
        "a:\n    b\n  c\nd: \"x\n\n  y\"\n",
    ]

    func testCorpusReadsLikePyYAML() throws {
        let theirs = try PyYAML.readings(of: Self.corpus)
        for (text, readings) in zip(Self.corpus, theirs) {
            let result = YAMLTest.parse(text)
            XCTAssertEqual(result.diagnostics, [], text.debugDescription)
            XCTAssertTrue(readings.contains(Self.tree(result.root)), "\(text.debugDescription): \(readings)")
        }
    }

    /// Randomly damaged documents: whenever vmgen accepts one that PyYAML or libyaml also
    /// accepts, they must agree on what it means.
    func testDamagedDocumentsNeverMeanSomethingElse() throws {
        var generator = SplitMix(seed: 7)
        let pieces = [" ", "\n", ":", "-", "#", "'", "\"", "[", "]", "{", "}", ",", "|", ">", "\\", "é", "?", "  ", "x: ", "- ", "\n  "]
        var accepted: [String] = []
        for round in 0..<3000 {
            var characters = Array(Self.corpus[round % Self.corpus.count])
            for _ in 0...(generator.next() % 3) {
                let index = Int(generator.next() % UInt64(characters.count + 1))
                if generator.next() % 2 == 0 {
                    characters.insert(contentsOf: pieces[Int(generator.next() % UInt64(pieces.count))], at: index)
                } else if index < characters.count {
                    characters.remove(at: index)
                }
            }
            let text = String(characters)
            if YAMLTest.parse(text).diagnostics.isEmpty { accepted.append(text) }
        }
        let theirs = try PyYAML.readings(of: accepted)
        var compared = 0
        for (text, readings) in zip(accepted, theirs) where !readings.isEmpty {
            compared += 1
            let ours = Self.tree(YAMLTest.parse(text).root)
            XCTAssertTrue(readings.contains(ours), "\(text.debugDescription)\n  vmgen: \(ours)\n  PyYAML: \(readings)")
        }
        XCTAssertGreaterThan(compared, 100)
    }

    /// Like `YAMLTest.json`, but an empty value is its text `""`, as PyYAML's BaseLoader gives.
    static func tree(_ node: YAMLNode?) -> String {
        guard let node else { return "null" }
        switch node.value {
        case .scalar(let scalar): return YAMLTest.quoted(scalar.text)
        case .sequence(let items): return "[" + items.map { tree($0) }.joined(separator: ",") + "]"
        case .mapping(let entries):
            return "{" + entries.map { YAMLTest.quoted($0.key.text) + ":" + tree($0.value) }.joined(separator: ",") + "}"
        }
    }
}

/// Runs PyYAML over documents and returns, per document, its readings in `tree` form: one
/// from the pure-Python loader and one from libyaml, for each that accepts the document.
enum PyYAML {
    private static let script = #"""
        import json, sys, yaml
        def quoted(text):
            out = '"'
            for ch in text:
                code = ord(ch)
                if ch == '"': out += '\\"'
                elif ch == '\\': out += '\\\\'
                elif ch == '\n': out += '\\n'
                elif ch == '\t': out += '\\t'
                elif ch == '\r': out += '\\r'
                elif code < 0x20 or code == 0x7f: out += '\\u{%x}' % code
                else: out += ch
            return out + '"'
        def tree(node):
            if node is None: return 'null'
            if isinstance(node, list): return '[' + ','.join(tree(item) for item in node) + ']'
            if isinstance(node, dict): return '{' + ','.join(quoted(k) + ':' + tree(v) for k, v in node.items()) + '}'
            return quoted(node)
        loaders = [yaml.BaseLoader] + ([yaml.CBaseLoader] if hasattr(yaml, 'CBaseLoader') else [])
        result = []
        for doc in json.load(open(sys.argv[1], encoding='utf-8')):
            readings = []
            for loader in loaders:
                try:
                    readings.append(tree(yaml.load(doc, Loader=loader)))
                except Exception:
                    pass
            result.append(readings)
        json.dump(result, sys.stdout)
        """#

    static func readings(of documents: [String]) throws -> [[String]] {
        let input = FileManager.default.temporaryDirectory
            .appendingPathComponent("vmgen-yaml-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: documents).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, input.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        do {
            try process.run()
        } catch {
            throw XCTSkip("python3 is not available")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let readings = try JSONSerialization.jsonObject(with: data) as? [[String]],
            readings.count == documents.count
        else { throw XCTSkip("PyYAML is not available") }
        return readings
    }
}
