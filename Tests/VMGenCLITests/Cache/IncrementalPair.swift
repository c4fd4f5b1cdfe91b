import Foundation
import VMGenTestSupport
import XCTest

/// Two copies of Harbor for the incremental-run tests: one run with its record, one with
/// `--no-cache`. `change` applies the same change to both, runs `generate` in each, checks they
/// agree byte for byte (exit code, output, messages, files), and says whether the recorded run
/// was incremental (an edited, added or removed spec redone alone).
struct IncrementalPair {
    let cached: TemporaryFolder
    let plain: TemporaryFolder
    /// What `generate -v` says after an incremental run: of edited specs, and of an added or
    /// removed one.
    static let notes = ["changed since the last run; redid", "no other spec's files depend on that; redid"]
    /// A client-hosted page no other spec mentions.
    static let lighthouse = "viewModel: Lighthouse\nhosting: client\n\ntext:\n  title: { en: \"Lighthouse\", es: \"Faro\" }\n\nproperties:\n  beamRange: Int\n"

    /// `withApp: false` drops the App file from vmgen.yml, and the UI tests, which need it.
    init(withApp: Bool) throws {
        cached = try TemporaryFolder(copyOfExample: "Harbor")
        plain = try TemporaryFolder(copyOfExample: "Harbor")
        for project in [cached, plain] where !withApp {
            var config = try XCTUnwrap(project.read("vmgen.yml"))
            let uiTests = try XCTUnwrap(config.range(of: "\n# FOSTestingUI tests of every view"))
            config = String(config[..<uiTests.lowerBound]) + "\n"
            let start = try XCTUnwrap(config.range(of: "\napp:\n"))
            let end = try XCTUnwrap(config.range(of: "\n# One FOSMVVM ViewModelView"))
            try project.write("vmgen.yml", config.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: ""))
        }
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: cached.path).status, 0)
        XCTAssertEqual(try Reliability.vmgen(["generate", "--no-cache"], in: plain.path).status, 0)
    }

    /// Writes `files` into both copies (nil removes one), runs `generate` in each, and checks
    /// they agree; then a no-op run, which must replay the record after an incremental run
    /// that succeeded.
    @discardableResult
    func change(_ files: [String: String?], file: StaticString = #filePath, line: UInt = #line) throws -> (incremental: Bool, status: Int32, messages: String) {
        for project in [cached, plain] {
            for (path, text) in files {
                if let text { try project.write(path, text) } else { try FileManager.default.removeItem(atPath: project.path + "/" + path) }
            }
        }
        let recorded = try Reliability.vmgen(["generate", "-v"], in: cached.path)
        let full = try Reliability.vmgen(["generate", "-v", "--no-cache"], in: plain.path)
        let shown = recorded.standardError.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !Self.notes.contains { line.contains($0) } }.joined(separator: "\n")
        XCTAssertEqual(recorded.status, full.status, recorded.standardError, file: file, line: line)
        XCTAssertEqual(recorded.standardOutput, full.standardOutput, file: file, line: line)
        XCTAssertEqual(shown, full.standardError, file: file, line: line)
        let left = Reliability.contents(of: cached.path)
        let right = Reliability.contents(of: plain.path)
        XCTAssertEqual(left.keys.sorted(), right.keys.sorted(), "the same files", file: file, line: line)
        for (path, bytes) in left where right[path] != bytes {
            XCTFail("\(path) differs from the full run's", file: file, line: line)
        }
        // The run after it changes nothing, and after an incremental run that wrote files it
        // replays the record that run brought up to date.
        let incremental = Self.notes.contains { recorded.standardError.contains($0) }
        let again = try Reliability.vmgen(["generate", "-v"], in: cached.path)
        XCTAssertEqual(again.status, recorded.status, again.standardError, file: file, line: line)
        XCTAssertEqual(Reliability.contents(of: cached.path), left, "a no-op after it changes nothing", file: file, line: line)
        if incremental, recorded.status == 0 {
            XCTAssertTrue(again.standardError.contains("no input or output changed"), "replayed: \(again.standardError)", file: file, line: line)
        }
        return (incremental, recorded.status, recorded.standardError)
    }

    /// A copy of spec `name` with every `old` in it made `new`, as `Specs/<new>.yml`.
    func copy(of name: String, renaming old: String, to new: String) throws -> [String: String?] {
        let text = try XCTUnwrap(cached.read("Specs/\(name).yml"))
        return ["Specs/\(new).yml": text.replacingOccurrences(of: old, with: new)]
    }
}
