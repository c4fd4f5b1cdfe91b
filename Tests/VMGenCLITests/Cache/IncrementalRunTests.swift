import Foundation
import VMGenTestSupport
import XCTest

/// An incremental run (`Generator.runIncremental`, `IncrementalRecording`) must give byte for
/// byte the output, messages and exit code of a full run over the same inputs. Two copies of
/// the Harbor example get the same random sequence of changes — text edits (the incremental
/// case), edits that break a text, shape edits, specs added, removed and renamed, config
/// changes, hand edits and deletions of generated files — and after each, `generate` or
/// `check` runs in one copy with its record and in the other with `--no-cache`; their exit
/// codes, output and files must agree.
///
/// `VMGEN_INCREMENTAL_STEPS=N` (default 40) and `VMGEN_INCREMENTAL_SEED=N` set the length and
/// the sequence; a failure names the seed and step to replay.
final class IncrementalRunTests: XCTestCase {
    private var cached: TemporaryFolder!
    private var plain: TemporaryFolder!
    private var random = SplitMix(seed: 1)
    private var originals: [String: String] = [:]
    private var added = 0

    private let notes = ["no input or output changed since the last run", "changed since the last run; redid"]

    override func setUpWithError() throws {
        cached = try TemporaryFolder()
        plain = try TemporaryFolder()
        for project in [cached!, plain!] {
            try FileManager.default.removeItem(atPath: project.path)
            try FileManager.default.copyItem(atPath: Repository.root + "/Examples/Harbor", toPath: project.path)
        }
        for file in cached.files() where file.hasPrefix("Specs/") {
            originals[file] = cached.read(file)
        }
    }

    private var environment: [String: String] { ProcessInfo.processInfo.environment }

    func testIncrementalRunsAgreeWithFullRunsOverRandomEdits() throws {
        let seed = environment["VMGEN_INCREMENTAL_SEED"].flatMap(UInt64.init) ?? 1
        let steps = environment["VMGEN_INCREMENTAL_STEPS"].flatMap(Int.init) ?? 40
        random = SplitMix(seed: seed)
        var incremental = 0
        try compare(["generate"], incremental: &incremental, step: "setup (seed \(seed))")
        for step in 1...steps {
            let change = try applyRandomChange()
            let command = random.below(5) == 0 ? ["check"] : ["generate"]
            try compare(command, incremental: &incremental, step: "step \(step) (seed \(seed)): \(change), then \(command[0])")
            // The run after it, with nothing changed, must agree too (a replay of what it recorded).
            try compare(["generate"], incremental: &incremental, step: "step \(step) (seed \(seed)): \(change), no-op after")
        }
        // The sequence must have taken the incremental path, or it proved nothing about it.
        XCTAssertGreaterThanOrEqual(incremental, max(1, steps / 16), "runs that were incremental")
    }

    /// Runs `arguments` (verbose) in both copies and checks they agree; counts the cached
    /// runs that were incremental.
    private func compare(_ arguments: [String], incremental: inout Int, step: String) throws {
        let recorded = try Reliability.vmgen(arguments + ["-v"], in: cached.path)
        let full = try Reliability.vmgen(arguments + ["-v", "--no-cache"], in: plain.path)
        if recorded.standardError.contains(notes[1]) { incremental += 1 }
        if environment["VMGEN_INCREMENTAL_TRACE"] != nil { print("\(step): exit \(recorded.status)\(recorded.standardError.contains(notes[1]) ? ", incremental" : "")") }
        let shown = recorded.standardError.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !notes.contains { line.contains($0) } }.joined(separator: "\n")
        XCTAssertEqual(recorded.status, full.status, "\(step)\n\(recorded.standardError)\n--- full run:\n\(full.standardError)")
        XCTAssertEqual(recorded.standardOutput, full.standardOutput, step)
        XCTAssertEqual(shown, full.standardError, step)
        let left = Reliability.contents(of: cached.path)
        let right = Reliability.contents(of: plain.path)
        XCTAssertEqual(left.keys.sorted(), right.keys.sorted(), "\(step): the files differ")
        for (path, bytes) in left where right[path] != bytes {
            XCTFail("\(step): \(path) differs")
        }
    }

    /// Writes (or, with nil, deletes) `relative` in both copies.
    private func both(_ relative: String, _ text: String?) throws {
        for project in [cached!, plain!] {
            if let text {
                try project.write(relative, text)
            } else {
                try FileManager.default.removeItem(atPath: project.path + "/" + relative)
            }
        }
    }

    private func specs() -> [String] { cached.files().filter { $0.hasPrefix("Specs/") && $0.hasSuffix(".yml") } }

    private func outputs() -> [String] {
        cached.files().filter { ($0.hasPrefix("Sources/") || $0.hasPrefix("Tests/")) && ($0.hasSuffix(".swift") || $0.hasSuffix(".yml")) }
    }

    private func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[random.below(items.count)]
    }

    /// One change, described.
    private func applyRandomChange() throws -> String {
        switch random.below(20) {
        case 0..<8: return try editText(count: 1)
        case 8, 9: return try editText(count: 2)
        case 10: return try breakText()
        case 11: return try dropLocale()
        case 12: return try addProperty()
        case 13: return try addSpec()
        case 14: return try removeSpec()
        case 15: return try renameSpec()
        case 16: return try changeConfig()
        case 17: return try editOutputByHand()
        case 18: return try deleteOutput()
        default: return try restoreSpec()
        }
    }

    /// The lines of `spec` holding an English text in quotes.
    private func textLines(_ text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains("en: \"") }.map(\.offset)
    }

    private func replaceLine(in spec: String, _ change: (Substring) -> String) throws -> Bool {
        guard let text = cached.read(spec), let index = pick(textLines(text)) else { return false }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[index] = change(Substring(lines[index]))
        try both(spec, lines.joined(separator: "\n"))
        return true
    }

    private func editText(count: Int) throws -> String {
        var edited: [String] = []
        for _ in 0..<count {
            guard let spec = pick(specs()) else { break }
            let word = "w\(random.below(1000))"
            if try replaceLine(in: spec, { line in
                guard let start = line.range(of: "en: \"") else { return String(line) }
                guard let end = line[start.upperBound...].firstIndex(of: "\"") else { return String(line) }
                return String(line[..<end]) + " " + word + String(line[end...])
            }) { edited.append(spec) }
        }
        return "text edited in \(edited)"
    }

    private func breakText() throws -> String {
        guard let spec = pick(specs()) else { return "nothing" }
        _ = try replaceLine(in: spec) { line in line.replacingOccurrences(of: "en: \"", with: "en: \"%{nowhere} ") }
        return "a substitution to nowhere in \(spec)"
    }

    private func dropLocale() throws -> String {
        guard let spec = pick(specs()) else { return "nothing" }
        _ = try replaceLine(in: spec) { line in
            guard let es = line.range(of: ", es: \""), let end = line[es.upperBound...].firstIndex(of: "\"") else { return String(line) }
            return String(line[..<es.lowerBound]) + String(line[line.index(after: end)...])
        }
        return "a Spanish text dropped in \(spec)"
    }

    private func addProperty() throws -> String {
        guard let spec = pick(specs()), let text = cached.read(spec), text.contains("\nproperties:\n") else { return "nothing" }
        try both(spec, text.replacingOccurrences(of: "\nproperties:\n", with: "\nproperties:\n  extra\(random.below(100)): String\n"))
        return "a property added to \(spec)"
    }

    private func addSpec() throws -> String {
        added += 1
        let name = "Extra\(added)"
        try both("Specs/\(name).yml", """
            viewModel: \(name)
            hosting: client
            text:
              title: { en: "Extra \(added)", es: "Extra \(added)" }
            properties:
              note: String

            """)
        return "Specs/\(name).yml added"
    }

    private func removeSpec() throws -> String {
        guard let spec = pick(specs()) else { return "nothing" }
        try both(spec, nil)
        return "\(spec) removed"
    }

    private func renameSpec() throws -> String {
        guard let spec = pick(specs()), let text = cached.read(spec) else { return "nothing" }
        let renamed = spec.replacingOccurrences(of: ".yml", with: "Renamed.yml")
        try both(spec, nil)
        try both(renamed, text)
        return "\(spec) renamed"
    }

    private func changeConfig() throws -> String {
        guard let text = cached.read("vmgen.yml") else { return "nothing" }
        try both("vmgen.yml", text + "# changed \(random.below(1000))\n")
        return "vmgen.yml changed"
    }

    private func editOutputByHand() throws -> String {
        guard let output = pick(outputs().filter { $0.hasSuffix(".swift") }), let text = cached.read(output) else { return "nothing" }
        try both(output, text + "// a hand edit\n")
        return "\(output) edited by hand"
    }

    private func deleteOutput() throws -> String {
        // A hand-edited file first, so that the project gets back to a clean state.
        let edited = outputs().filter { cached.read($0)?.hasSuffix("// a hand edit\n") == true }
        guard let output = pick(edited.isEmpty ? outputs() : edited) else { return "nothing" }
        try both(output, nil)
        return "\(output) deleted"
    }

    private func restoreSpec() throws -> String {
        guard let (spec, text) = pick(originals.sorted(by: { $0.key < $1.key })) else { return "nothing" }
        for existing in specs() where existing.hasPrefix(spec.replacingOccurrences(of: ".yml", with: "")) && existing != spec {
            try both(existing, nil)
        }
        try both(spec, text)
        return "\(spec) restored"
    }
}
