import Foundation
import VMGenTestSupport
import XCTest

/// A spec added since the record runs incrementally only when it reaches no other file
/// (`AddedSpec`); whichever way it runs, it gives what a full run (`--no-cache`) gives, byte
/// for byte. Harbor generates an App, which registers every ViewModel: there only a screen is
/// added incrementally; without `app:`, a ViewModel that is a leaf is too.
final class IncrementalAddedSpecTests: XCTestCase {
    private var cached: TemporaryFolder!
    private var plain: TemporaryFolder!
    private let incrementalNote = "was added since the last run"

    private func prepare(withApp: Bool) throws {
        cached = try TemporaryFolder()
        plain = try TemporaryFolder()
        for project in [cached!, plain!] {
            try FileManager.default.removeItem(atPath: project.path)
            try FileManager.default.copyItem(atPath: Repository.root + "/Examples/Harbor", toPath: project.path)
            if !withApp {
                let config = try XCTUnwrap(project.read("vmgen.yml"))
                let start = try XCTUnwrap(config.range(of: "\napp:\n"))
                let end = try XCTUnwrap(config.range(of: "\n# One FOSMVVM ViewModelView"))
                try project.write("vmgen.yml", config.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: ""))
            }
        }
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: cached.path).status, 0)
        XCTAssertEqual(try Reliability.vmgen(["generate", "--no-cache"], in: plain.path).status, 0)
    }

    /// Writes `files` (a new spec, and maybe a hand-written file) into both copies, runs
    /// `generate` in each (the cached one with its record), checks they agree, and says whether
    /// the cached run was incremental.
    private func add(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) throws -> (incremental: Bool, status: Int32, messages: String) {
        for project in [cached!, plain!] {
            for (path, text) in files { try project.write(path, text) }
        }
        let recorded = try Reliability.vmgen(["generate", "-v"], in: cached.path)
        let full = try Reliability.vmgen(["generate", "-v", "--no-cache"], in: plain.path)
        let shown = recorded.standardError.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains(incrementalNote) }.joined(separator: "\n")
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
        let incremental = recorded.standardError.contains(incrementalNote)
        let again = try Reliability.vmgen(["generate", "-v"], in: cached.path)
        XCTAssertEqual(again.status, recorded.status, again.standardError, file: file, line: line)
        XCTAssertEqual(Reliability.contents(of: cached.path), left, "a no-op after it changes nothing", file: file, line: line)
        if incremental, recorded.status == 0 {
            XCTAssertTrue(again.standardError.contains("no input or output changed"), "replayed: \(again.standardError)", file: file, line: line)
        }
        return (incremental, recorded.status, recorded.standardError)
    }

    private func copy(of spec: String, renaming old: String, to new: String) throws -> [String: String] {
        let text = try XCTUnwrap(cached.read("Specs/\(spec).yml"))
        return ["Specs/\(new).yml": text.replacingOccurrences(of: old, with: new)]
    }

    private let lighthouse = "viewModel: Lighthouse\nhosting: client\n\ntext:\n  title: { en: \"Lighthouse\", es: \"Faro\" }\n\nproperties:\n  beamRange: Int\n"

    func testALeafScreenAddedRunsIncrementally() throws {
        try prepare(withApp: true)
        let added = try add(try copy(of: "TideTable", renaming: "TideTable", to: "TideChart"))
        XCTAssertTrue(added.incremental, added.messages)
        XCTAssertEqual(added.status, 0, added.messages)
        XCTAssertNotNil(cached.read("Sources/HarborApp/Screens/TideChart/TideChartViewModel.swift"))
    }

    func testAViewModelAddedBesideAnAppRunsInFull() throws {
        try prepare(withApp: true)
        // The App registers every ViewModel's view: its file changes.
        let added = try add(["Specs/Lighthouse.yml": lighthouse])
        XCTAssertFalse(added.incremental)
        XCTAssertEqual(added.status, 0, added.messages)
        XCTAssertTrue(try XCTUnwrap(cached.read("Sources/HarborApp/HarborApp.swift")).contains("LighthouseView"))
    }

    func testALeafViewModelAddedWithoutAnAppRunsIncrementally() throws {
        try prepare(withApp: false)
        let added = try add(["Specs/Lighthouse.yml": lighthouse])
        XCTAssertTrue(added.incremental, added.messages)
        XCTAssertEqual(added.status, 0, added.messages)
    }

    func testASpecWhoseNameClashesRunsInFullWithTheSameError() throws {
        try prepare(withApp: false)
        let duplicate = try add(["Specs/Lighthouse.yml": lighthouse.replacingOccurrences(of: "Lighthouse", with: "Dashboard")])
        XCTAssertFalse(duplicate.incremental)
        XCTAssertEqual(duplicate.status, 1, duplicate.messages)
    }

    func testASpecWhoseNameClashesIgnoringCaseRunsInFull() throws {
        try prepare(withApp: true)
        let clash = try add(try copy(of: "TideTable", renaming: "TideTable", to: "Tidetable"))
        XCTAssertFalse(clash.incremental)
        XCTAssertEqual(clash.status, 1, clash.messages)
    }

    func testASpecReferringToAnotherSpecsNameRunsInFull() throws {
        try prepare(withApp: false)
        // Theme is Preferences' enum.
        let referring = try add(["Specs/Lighthouse.yml": lighthouse + "  theme: Theme\n"])
        XCTAssertFalse(referring.incremental)
    }

    func testAnExistingSpecHoldingTheNewNameRunsInFull() throws {
        try prepare(withApp: false)
        // Dashboard's text names a Lighthouse: no recorded mention, but its bytes hold the word.
        for project in [cached!, plain!] {
            let text = try XCTUnwrap(project.read("Specs/Dashboard.yml"))
            try project.write("Specs/Dashboard.yml", text + "# See Lighthouse.\n")
        }
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: cached.path).status, 0)
        XCTAssertEqual(try Reliability.vmgen(["generate", "--no-cache"], in: plain.path).status, 0)
        XCTAssertFalse(try add(["Specs/Lighthouse.yml": lighthouse]).incremental)
    }

    func testReAddingASpecWhoseViewVmgenKeptRunsInFull() throws {
        try prepare(withApp: false)
        _ = try add(["Specs/Lighthouse.yml": lighthouse])
        // Its view's body edited by hand, then its spec removed: vmgen keeps the view (a
        // recorded file no spec writes). Added again, the spec's view is that file.
        let view = "Sources/HarborApp/Views/Lighthouse/LighthouseView.swift"
        for project in [cached!, plain!] {
            let text = try XCTUnwrap(project.read(view))
            XCTAssertTrue(text.contains("SwiftUI.Text(viewModel.title)"))
            try project.write(view, text.replacingOccurrences(of: "SwiftUI.Text(viewModel.title)", with: "SwiftUI.Text(viewModel.title).bold()"))
            try FileManager.default.removeItem(atPath: project.path + "/Specs/Lighthouse.yml")
            _ = try Reliability.vmgen(["generate"], in: project.path)
        }
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: cached.path).status, 0)
        let again = try add(["Specs/Lighthouse.yml": lighthouse])
        XCTAssertFalse(again.incremental)
        XCTAssertEqual(again.status, 0, again.messages)
        XCTAssertTrue(try XCTUnwrap(cached.read(view)).contains("SwiftUI.Text(viewModel.title).bold()"))
    }

    func testAHandWrittenFileAtANewOutputPathIsKept() throws {
        try prepare(withApp: false)
        let mine = "// My own Lighthouse view, not vmgen's.\nstruct LighthouseView {}\n"
        let path = "Sources/HarborApp/Views/Lighthouse/LighthouseView.swift"
        let added = try add(["Specs/Lighthouse.yml": lighthouse, path: mine])
        XCTAssertFalse(added.incremental)
        XCTAssertEqual(cached.read(path), mine)
    }
}
