import Foundation
import VMGenTestSupport
import XCTest

/// An incremental run (`Generator.runIncremental`, `IncrementalRecording`) must give byte for
/// byte the output, messages and exit code of a full run over the same inputs. Two copies of
/// the Harbor example get the same random sequence of changes — text edits and shape edits
/// (properties added, removed, moved, retyped, stubs changed, other specs' ViewModels held,
/// ViewModels renamed: each incremental when it can be), edits that break a text, specs added (copies of the screen TideTable among them: a leaf, redone
/// alone when it reaches no other file), removed and renamed, config
/// changes, hand edits and deletions of generated files — and after each, `generate` or
/// `check` runs in one copy with its record and in the other with `--no-cache`; their exit
/// codes, output and files must agree.
///
/// `VMGEN_INCREMENTAL_STEPS=N` (default 40) and `VMGEN_INCREMENTAL_SEED=N` (default 11) set
/// the length and the sequence; a failure names the seed and step to replay. The default seed
/// is one whose 40 steps take every incremental path (text and shape edits, a shape edit
/// redone with the specs that read its names, an added and a removed spec), which the test
/// requires of it; a change to the sequence may need another.
final class IncrementalRunTests: XCTestCase {
    private var cached: TemporaryFolder!
    private var plain: TemporaryFolder!
    private var random = SplitMix(seed: 1)
    private var originals: [String: String] = [:]
    private var added = 0

    private let notes = ["no input or output changed since the last run", "changed since the last run; redid", "no other spec's files depend on that; redid"]
    /// Runs that redid an added spec alone.
    private var addedIncremental = 0
    /// Runs that did a removed spec alone.
    private var removedIncremental = 0
    /// Runs that redid an edited spec with the specs that read its names.
    private var readersRedone = 0

    /// XCTest keeps every test case to the end of the run: the folders go with each test.
    override func tearDown() {
        cached = nil
        plain = nil
    }

    override func setUpWithError() throws {
        cached = try TemporaryFolder(copyOfExample: "Harbor")
        plain = try TemporaryFolder(copyOfExample: "Harbor")
        for file in cached.files() where file.hasPrefix("Specs/") {
            originals[file] = cached.read(file)
        }
    }

    private var environment: [String: String] { ProcessInfo.processInfo.environment }

    func testIncrementalRunsAgreeWithFullRunsOverRandomEdits() throws {
        let seed = environment["VMGEN_INCREMENTAL_SEED"].flatMap(UInt64.init) ?? 11
        let steps = environment["VMGEN_INCREMENTAL_STEPS"].flatMap(Int.init) ?? 40
        random = SplitMix(seed: seed)
        var incremental = 0
        // Shape edits (`applyRandomChange`), and those of them that ran incrementally.
        var shapeEdits = 0
        var shapeIncremental = 0
        try compare(["generate"], incremental: &incremental, step: "setup (seed \(seed))")
        for step in 1...steps {
            let (change, isShape) = try applyRandomChange()
            let command = random.below(5) == 0 ? ["check"] : ["generate"]
            let before = incremental
            try compare(command, incremental: &incremental, step: "step \(step) (seed \(seed)): \(change), then \(command[0])")
            if isShape {
                shapeEdits += 1
                if incremental > before { shapeIncremental += 1 }
            }
            // The run after it, with nothing changed, must agree too (a replay of what it recorded).
            try compare(["generate"], incremental: &incremental, step: "step \(step) (seed \(seed)): \(change), no-op after")
        }
        if environment["VMGEN_INCREMENTAL_TRACE"] != nil {
            print("shape edits: \(shapeEdits), incremental: \(shapeIncremental); added specs redone alone: \(addedIncremental); removed: \(removedIncremental); edits redone with their readers: \(readersRedone); incremental runs: \(incremental)")
        }
        // The sequence must have taken the incremental path, for text and for shape edits, or
        // it proved nothing about it.
        XCTAssertGreaterThanOrEqual(incremental, max(1, steps / 16), "runs that were incremental")
        XCTAssertGreaterThanOrEqual(shapeIncremental, max(1, steps / 40), "shape edits that were incremental (of \(shapeEdits))")
        XCTAssertGreaterThanOrEqual(addedIncremental, 1, "added specs redone alone")
        XCTAssertGreaterThanOrEqual(removedIncremental, 1, "removed specs done alone")
        XCTAssertGreaterThanOrEqual(readersRedone, 1, "edits redone with the specs that read their names")
    }

    /// Runs `arguments` (verbose) in both copies and checks they agree; counts the cached
    /// runs that were incremental.
    private func compare(_ arguments: [String], incremental: inout Int, step: String) throws {
        let recorded = try Reliability.vmgen(arguments + ["-v"], in: cached.path)
        let full = try Reliability.vmgen(arguments + ["-v", "--no-cache"], in: plain.path)
        let wasIncremental = recorded.standardError.contains(notes[1]) || recorded.standardError.contains(notes[2])
        if wasIncremental { incremental += 1 }
        if recorded.standardError.contains(notes[2]), recorded.standardError.contains(" was added") { addedIncremental += 1 }
        if recorded.standardError.contains(notes[2]), recorded.standardError.contains(" was removed") { removedIncremental += 1 }
        if recorded.standardError.contains(notes[1]), recorded.standardError.contains(" names, and no other") { readersRedone += 1 }
        if environment["VMGEN_INCREMENTAL_TRACE"] != nil { print("\(step): exit \(recorded.status)\(wasIncremental ? ", incremental" : "")") }
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

    /// One change, described, and whether it is a shape edit of a spec (`SpecSummary`).
    private func applyRandomChange() throws -> (String, Bool) {
        switch random.below(32) {
        case 0..<8: return (try editText(count: 1), false)
        case 8, 9: return (try editText(count: 2), false)
        case 10: return (try breakText(), false)
        case 11: return (try dropLocale(), false)
        case 12, 20: return (try addProperty(), true)
        case 13: return (try addSpec(), false)
        case 19, 28: return (try addSpec(leaf: true), false)
        case 14: return (try removeSpec(), false)
        case 30, 31: return (try removeSpec(copy: true), false)
        case 15: return (try renameSpec(), false)
        case 16: return (try changeConfig(), false)
        case 17: return (try editOutputByHand(), false)
        case 18: return (try deleteOutput(), false)
        case 21: return (try removeProperty(), true)
        case 22: return (try changeType(), true)
        case 23: return (try changeStub(), true)
        case 24: return (try addReference(), true)
        case 25: return (try renameViewModel(), true)
        case 26: return (try moveProperty(), true)
        case 27, 29: return (try restoreAll(), false)
        default: return (try restoreSpec(), false)
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
        let type = pick(["String", "Int", "Bool", "Date", "[String]", "String?"]) ?? "String"
        try both(spec, text.replacingOccurrences(of: "\nproperties:\n", with: "\nproperties:\n  extra\(random.below(100)): \"\(type)\"\n"))
        return "a property added to \(spec)"
    }

    /// The lines of `text` declaring a property of the spec or of a child (`name: Type` or
    /// `name: { type: … }`, indented under a `properties:`).
    private func propertyLines(_ text: String) -> [Int] {
        var result: [Int] = []
        var inside: Int?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            if line.trimmingCharacters(in: .whitespaces) == "properties:" {
                inside = indent
            } else if let level = inside, !line.trimmingCharacters(in: .whitespaces).isEmpty {
                if indent <= level { inside = nil } else if line.contains(": ") { result.append(index) }
            }
        }
        return result
    }

    /// Changes a property line (`change` gives nil to leave it, "" to remove it) of a spec
    /// that has one for which `change` gives something.
    private func editPropertyLine(_ change: (String) -> String?) throws -> String? {
        var candidates: [(spec: String, lines: [String], index: Int, changed: String)] = []
        for spec in specs() {
            guard let text = cached.read(spec) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for index in propertyLines(text) {
                if let changed = change(lines[index]), changed != lines[index] { candidates.append((spec, lines, index, changed)) }
            }
        }
        guard let candidate = pick(candidates) else { return nil }
        var lines = candidate.lines
        if candidate.changed.isEmpty { lines.remove(at: candidate.index) } else { lines[candidate.index] = candidate.changed }
        try both(candidate.spec, lines.joined(separator: "\n"))
        return candidate.spec
    }

    private func removeProperty() throws -> String {
        try editPropertyLine { _ in "" }.map { "a property removed from \($0)" } ?? "nothing"
    }

    private func changeType() throws -> String {
        let types = ["String", "Int", "Bool", "Date", "String?", "Int?"]
        let new = pick(types) ?? "Int"
        return try editPropertyLine { line in
            for type in types where line.hasSuffix(": \(type)") || line.hasSuffix(": \"\(type)\"") {
                return String(line.prefix { $0 != ":" }) + ": \"\(new)\""
            }
            return line.contains("type: String,") ? line.replacingOccurrences(of: "type: String,", with: "type: \"\(new)\",") : nil
        }.map { "a property's type changed to \(new) in \($0)" } ?? "nothing"
    }

    private func changeStub() throws -> String {
        let word = "s\(random.below(1000))"
        return try editPropertyLine { line in
            guard let stub = line.range(of: "stub: \"") else {
                return line.contains("type: String,") ? line.replacingOccurrences(of: "type: String,", with: "type: String, stub: \"\(word)\",") : nil
            }
            return String(line[..<stub.upperBound]) + word + " " + String(line[stub.upperBound...])
        }.map { "a stub changed in \($0)" } ?? "nothing"
    }

    /// A property holding another spec's ViewModel: the spec now mentions it.
    private func addReference() throws -> String {
        let names = specs().compactMap { spec -> (String, String)? in
            guard let text = cached.read(spec), !text.contains("style: observable"),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("viewModel: ") })
            else { return nil }
            return (spec, String(line.dropFirst("viewModel: ".count)))
        }
        guard let spec = pick(specs()), let text = cached.read(spec), text.contains("\nproperties:\n"),
            let (other, name) = pick(names.filter { $0.0 != spec })
        else { return "nothing" }
        try both(spec, text.replacingOccurrences(of: "\nproperties:\n", with: "\nproperties:\n  ref\(random.below(100)): \"\(name)?\"\n"))
        return "a property holding \(other)'s ViewModel added to \(spec)"
    }

    /// The top-level ViewModel renamed: the names the spec declares change.
    private func renameViewModel() throws -> String {
        guard let spec = pick(specs()), let text = cached.read(spec), let range = text.range(of: "\nviewModel: ") ?? (text.hasPrefix("viewModel: ") ? text.range(of: "viewModel: ") : nil),
            let end = text[range.upperBound...].firstIndex(of: "\n")
        else { return "nothing" }
        try both(spec, String(text[..<end]) + "R" + String(text[end...]))
        return "the ViewModel of \(spec) renamed"
    }

    /// A property line moved above the one before it: its order and places change.
    private func moveProperty() throws -> String {
        guard let spec = pick(specs()), let text = cached.read(spec) else { return "nothing" }
        let indices = propertyLines(text)
        guard indices.count >= 2, let index = pick(Array(indices.dropFirst())) else { return "nothing" }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = indices.last(where: { $0 < index }) ?? indices[0]
        let indent = { (line: String) in line.prefix { $0 == " " }.count }
        guard indent(lines[first]) == indent(lines[index]) else { return "nothing" }
        let line = lines.remove(at: index)
        lines.insert(line, at: first)
        try both(spec, lines.joined(separator: "\n"))
        return "a property moved up in \(spec)"
    }

    /// A spec added: a ViewModel (the App registers it: a full run), a copy of the screen
    /// TideTable under a new name (a leaf: incremental), or such a copy that mentions another
    /// spec's name, or whose name clashes with TideTable's exactly or but for case.
    private func addSpec(leaf: Bool = false) throws -> String {
        added += 1
        if let screen = originals["Specs/TideTable.yml"], leaf || random.below(3) != 0 {
            let name = "TideCopy\(added)"
            switch leaf ? 3 : random.below(6) {
            case 0:
                try both("Specs/\(name).yml", screen.replacingOccurrences(of: "TideTable", with: name).replacingOccurrences(of: "doc: The next", with: "doc: Beside Dashboard, the next"))
                return "Specs/\(name).yml added (a copy of TideTable mentioning Dashboard)"
            case 1:
                try both("Specs/\(name).yml", screen.replacingOccurrences(of: "TideTable", with: "Tidetable"))
                return "Specs/\(name).yml added (a copy of TideTable named Tidetable)"
            case 2:
                try both("Specs/\(name).yml", screen)
                return "Specs/\(name).yml added (a copy of TideTable)"
            default:
                try both("Specs/\(name).yml", screen.replacingOccurrences(of: "TideTable", with: name))
                return "Specs/\(name).yml added (a copy of TideTable, renamed)"
            }
        }
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

    /// `copy`: one of the added copies of TideTable when there are some (a leaf screen, whose
    /// removal is done alone).
    private func removeSpec(copy: Bool = false) throws -> String {
        let copies = specs().filter { $0.hasPrefix("Specs/TideCopy") }
        guard let spec = (copy ? pick(copies) : nil) ?? pick(specs()) else { return "nothing" }
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

    /// Every spec back as it was, the added ones and the hand-edited outputs gone: a project
    /// that a run of broken edits left in error gets back to where edits can be incremental.
    private func restoreAll() throws -> String {
        for spec in specs() where originals[spec] == nil { try both(spec, nil) }
        for output in outputs() where cached.read(output)?.hasSuffix("// a hand edit\n") == true { try both(output, nil) }
        for (spec, text) in originals.sorted(by: { $0.key < $1.key }) { try both(spec, text) }
        return "every spec restored"
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
