import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// The invariant of issue 13, finding 7: every name vmgen accepts produces code that compiles.
///
/// Every word of `NamePosition.words` — Swift's keywords, contextual ones included, the types
/// and modules the generated code names, and the members of the generated types and FOSMVVM's
/// protocols — is tried in every position a spec names something (`NamePosition.all`):
///
/// 1. one spec per word and position, all in one project, through the built binary: each word is
///    either refused with errors only at the places the spec writes it, or accepted;
/// 2. the accepted words of each position, all at once in one spec, generated and compiled: the
///    FOSMVVM ViewModels, their server files and tests against the FOSMVVM stand-in (with
///    `#if canImport(SwiftUI)` switched on, so the stub operations are checked too), the
///    `@Observable` screens and their tests against Foundation and Observation.
///
/// (The compile takes most of the test's time: about the size of one example project.)
final class NameInvariantTests: XCTestCase {
    func testEveryNameVMGenAcceptsCompiles() throws {
        let accepted = try acceptedNames()
        // Swift takes these keywords as argument labels, and so must vmgen.
        for label in ["for", "in", "class", "default", "self", "Type"] {
            XCTAssertTrue(accepted["l"]?.contains(label) == true, "the argument label '\(label)' was refused")
        }
        try compile(accepted)
    }

    /// Phase 1: the words each position accepts, checking every refusal is located at the word.
    private func acceptedNames() throws -> [String: [String]] {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", Self.config)
        var specs: [String: (position: NamePosition, word: String, text: String)] = [:]
        for position in NamePosition.all {
            for (index, word) in NamePosition.words.enumerated() {
                let name = "P\(position.id)\(index)"
                let text = Self.spec(name, position, body: position.single(word, index))
                specs["Specs/\(name).yml"] = (position, word, text)
                try project.write("Specs/\(name).yml", text)
            }
        }
        let run = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(run.status, 1, "some words must be refused")
        var errors: [String: [(line: Int, column: Int, message: String)]] = [:]
        for line in run.standardError.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[3] == " error", let row = Int(parts[1]), let column = Int(parts[2]) else { continue }
            errors[String(parts[0]), default: []].append((row, column, String(parts[4])))
        }
        XCTAssertTrue(Set(errors.keys).isSubset(of: Set(specs.keys)), "errors outside the specs: \(Set(errors.keys).subtracting(specs.keys))")
        var accepted: [String: [String]] = [:]
        for (path, spec) in specs.sorted(by: { $0.key < $1.key }) {
            guard let found = errors[path] else {
                accepted[spec.position.id, default: []].append(spec.word)
                continue
            }
            // On the line that writes the name (at the name, or at the key of the property whose
            // type it is, when it names a type that was refused).
            let lines = Self.lines(of: spec.word, in: spec.text)
            for error in found where !lines.contains(error.line) {
                XCTFail("\(spec.word) as \(spec.position.what): the error is not at the name: \(path):\(error.line):\(error.column):\(error.message)\n\(spec.text)")
            }
        }
        return accepted.mapValues { words in NamePosition.words.filter(words.contains) }
    }

    /// Phase 2: the accepted names, packed, generated and compiled.
    private func compile(_ accepted: [String: [String]]) throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", Self.config)
        try project.write("Sources/ViewModels/Support/Storage.swift", Self.storage)
        try project.write("Sources/App/Support/Harbor.swift", NamePosition.harborSupport(methods: accepted["v"] ?? [], parameters: accepted["w"] ?? []))
        for position in NamePosition.all {
            guard let names = accepted[position.id], !names.isEmpty else { continue }
            // One value accessor per screen; everything else packs into one spec.
            let groups = position.id == "z" ? names.map { [$0] } : [names]
            for (index, group) in groups.enumerated() {
                let name = "Q\(position.id)\(index)"
                try project.write("Specs/\(name).yml", Self.spec(name, position, body: position.packed(group)))
            }
        }
        let run = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(run.status, 0, "the accepted names do not generate:\n\(run.output)")
        guard run.status == 0 else { return }

        // The generated tests of a ViewModel name only its type, but those of an interactive
        // one call its operations: only those are kept for the compile.
        let interactive = ["Qi", "Qj", "Qk", "Ql", "Qm"]
        for file in project.files() where file.hasPrefix("Tests/ViewModelsTests/") && !interactive.contains(where: { file.hasPrefix("Tests/ViewModelsTests/\($0)") }) {
            try FileManager.default.removeItem(atPath: project.path + "/" + file)
        }
        let standIn = try StandInModules()
        let fosmvvm = try StandInProject(root: project.path)
        let root = project.path
        let results = ConcurrentResults<[String]>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            do {
                results.set(index, index == 0 ? try fosmvvm.typeCheck(activatingSwiftUI: true, against: standIn) : try Self.compileScreens(root))
            } catch {
                results.set(index, ["the compile could not run: \(error)"])
            }
        }
        let problems = results.values.flatMap { $0 ?? [] }
        XCTAssertTrue(problems.isEmpty, "accepted names that do not compile:\n" + problems.joined(separator: "\n\n"))
    }

    /// The `@Observable` screens (with `Harbor`) as the module `App`, then their tests.
    private static func compileScreens(_ root: String) throws -> [String] {
        let all = try ProjectFiles(root: root, folders: ["Sources", "Tests"]).swift.map(\.path)
        let files = all.filter { $0.hasPrefix("Sources/App/") }.map { root + "/" + $0 }
        let tests = all.filter { $0.hasPrefix("Tests/AppTests/") }.map { root + "/" + $0 }
        let build = try TemporaryFolder()
        let module = try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: [
            "-emit-module", "-wmo", "-module-name", "App", "-parse-as-library", "-enable-testing", "-swift-version", "6",
            "-emit-module-path", build.path + "/App.swiftmodule",
        ] + files)
        guard module.status == 0, !module.output.contains("warning:") else { return ["the screens do not compile cleanly:\n\(module.output)"] }
        let typecheck = try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: ["-typecheck", "-wmo", "-swift-version", "6", "-I", build.path] + tests)
        guard typecheck.status == 0, !typecheck.output.contains("warning:") else { return ["the screens' tests do not type-check cleanly:\n\(typecheck.output)"] }
        return []
    }

    private static let config = "locales: [en]\ntests:\n  path: Tests/ViewModelsTests\n"

    /// The client-hosted operations' `@Observable` storage.
    private static let storage = """
        import Foundation
        import Observation

        @Observable
        public final class Storage: @unchecked Sendable {
            public var value: String = ""
            public init() {}
        }

        """

    private static func spec(_ name: String, _ position: NamePosition, body: String) -> String {
        position.observable
            ? "viewModel: \(name)\nstyle: observable\n" + body
            : "viewModel: \(name)\nhosting: \(position.hosting)\n" + body
    }

    /// The lines (1-based) where `word` is written in `text`, also as the upper-first ViewModel
    /// name it gives.
    private static func lines(of word: String, in text: String) -> Set<Int> {
        let spellings = Set([word, SwiftNames.upperFirst(word)].map(NamePosition.q))
        var result: Set<Int> = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where spellings.contains(where: { line.contains($0) }) {
            result.insert(number + 1)
        }
        return result
    }
}
