import Foundation
import VMGenTestSupport
import XCTest

/// A spec added since the record runs incrementally only when it reaches no other file
/// (`AddedSpec`); whichever way it runs, it gives what a full run (`--no-cache`) gives, byte
/// for byte (`IncrementalPair`). Harbor generates an App, which registers every ViewModel:
/// there only a screen is added incrementally; without `app:`, a ViewModel that is a leaf is too.
final class IncrementalAddedSpecTests: XCTestCase {
    private let lighthouse = IncrementalPair.lighthouse

    func testALeafScreenAddedRunsIncrementally() throws {
        let pair = try IncrementalPair(withApp: true)
        let added = try pair.change(try pair.copy(of: "TideTable", renaming: "TideTable", to: "TideChart"))
        XCTAssertTrue(added.incremental, added.messages)
        XCTAssertEqual(added.status, 0, added.messages)
        XCTAssertNotNil(pair.cached.read("Sources/HarborApp/Screens/TideChart/TideChartViewModel.swift"))
    }

    func testAViewModelAddedBesideAnAppRunsIncrementallyAndRegistersItsView() throws {
        let pair = try IncrementalPair(withApp: true)
        // The App registers every ViewModel's view: its file is made again from the summaries.
        let added = try pair.change(["Specs/Lighthouse.yml": lighthouse])
        XCTAssertTrue(added.incremental, added.messages)
        XCTAssertEqual(added.status, 0, added.messages)
        XCTAssertTrue(try XCTUnwrap(pair.cached.read("Sources/HarborApp/HarborApp.swift")).contains("LighthouseView"))
    }

    func testAViewModelAddedBesideAnAppEditedByHandKeepsTheEdit() throws {
        let pair = try IncrementalPair(withApp: true)
        let app = "Sources/HarborApp/HarborApp.swift"
        let edited = try XCTUnwrap(pair.cached.read(app)) + "// the user's note\n"
        try pair.change([app: edited])
        try pair.change(["Specs/Lighthouse.yml": lighthouse])
        XCTAssertTrue(try XCTUnwrap(pair.cached.read(app)).contains("// the user's note"))
    }

    func testAViewModelBecomingTheRootRunsIncrementallyAsTheFullRunDoes() throws {
        let pair = try IncrementalPair(withApp: true)
        // Sorted before every other spec and bindable: the App's root view when none is named.
        let config = try XCTUnwrap(pair.cached.read("vmgen.yml"))
        if config.contains("rootView:") {
            let lines = config.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("rootView:") }
            try pair.change(["vmgen.yml": lines.joined(separator: "\n")])
        }
        let added = try pair.change(["Specs/AAAFirst.yml": lighthouse.replacingOccurrences(of: "Lighthouse", with: "AAAFirst").replacingOccurrences(of: "properties:\n  beamRange: Int\n", with: "")])
        XCTAssertTrue(added.incremental, added.messages)
        XCTAssertEqual(added.status, 0, added.messages)
        XCTAssertTrue(try XCTUnwrap(pair.cached.read("Sources/HarborApp/HarborApp.swift")).contains("AAAFirstView.bind(appState: .init())"))
    }

    /// A view's region names SwiftUI's `ForEach` as `SwiftUI.ForEach` when any spec declares
    /// a type of that name (`SwiftUISpelling`): a spec added after one that does, and reaching
    /// no other spec, runs alone and still writes it so, as the full run does.
    func testAViewAddedAfterAnotherSpecDeclaredASwiftUINameIsSpelledAsInAFullRun() throws {
        let pair = try IncrementalPair(withApp: false)
        let beacon = "viewModel: Beacon\nhosting: client\nproperties:\n  mode: ForEach\nenums:\n  ForEach:\n    steady: { en: \"Steady\", es: \"Fijo\" }\n    flashing: { en: \"Flashing\", es: \"Intermitente\" }\n"
        XCTAssertEqual(try pair.change(["Specs/Beacon.yml": beacon]).status, 0)
        let beams = "viewModel: Lighthouse\nhosting: server\npage: false\nidentity: singleton\nproperties:\n  beams: [Beam]\nchildren:\n  Beam:\n    identity: { id: id }\n    properties:\n      id: ModelIdType\n      name: String\n"
        let added = try pair.change(["Specs/Lighthouse.yml": beams])
        XCTAssertTrue(added.incremental, added.messages)
        XCTAssertEqual(added.status, 0, added.messages)
        let view = try XCTUnwrap(pair.cached.read("Sources/HarborApp/Views/Lighthouse/LighthouseView.swift"))
        XCTAssertTrue(view.contains("        VStack {\n            SwiftUI.ForEach(viewModel.beams) { child in\n"), view)
    }

    func testALeafViewModelAddedWithoutAnAppRunsIncrementally() throws {
        let pair = try IncrementalPair(withApp: false)
        let added = try pair.change(["Specs/Lighthouse.yml": lighthouse])
        XCTAssertTrue(added.incremental, added.messages)
        XCTAssertEqual(added.status, 0, added.messages)
    }

    func testASpecWhoseNameClashesRunsInFullWithTheSameError() throws {
        let pair = try IncrementalPair(withApp: false)
        let duplicate = try pair.change(["Specs/Lighthouse.yml": lighthouse.replacingOccurrences(of: "Lighthouse", with: "Dashboard")])
        XCTAssertFalse(duplicate.incremental)
        XCTAssertEqual(duplicate.status, 1, duplicate.messages)
    }

    func testASpecWhoseNameClashesIgnoringCaseRunsInFull() throws {
        let pair = try IncrementalPair(withApp: true)
        let clash = try pair.change(try pair.copy(of: "TideTable", renaming: "TideTable", to: "Tidetable"))
        XCTAssertFalse(clash.incremental)
        XCTAssertEqual(clash.status, 1, clash.messages)
    }

    func testASpecReferringToAnotherSpecsNameRunsInFull() throws {
        let pair = try IncrementalPair(withApp: false)
        // Theme is Preferences' enum.
        let referring = try pair.change(["Specs/Lighthouse.yml": lighthouse + "  theme: Theme\n"])
        XCTAssertFalse(referring.incremental)
    }

    func testAnExistingSpecHoldingTheNewNameRunsInFull() throws {
        let pair = try IncrementalPair(withApp: false)
        // Dashboard's text names a Lighthouse: no recorded mention, but its bytes hold the word.
        for project in [pair.cached, pair.plain] {
            let text = try XCTUnwrap(project.read("Specs/Dashboard.yml"))
            try project.write("Specs/Dashboard.yml", text + "# See Lighthouse.\n")
        }
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: pair.cached.path).status, 0)
        XCTAssertEqual(try Reliability.vmgen(["generate", "--no-cache"], in: pair.plain.path).status, 0)
        XCTAssertFalse(try pair.change(["Specs/Lighthouse.yml": lighthouse]).incremental)
    }

    func testReAddingASpecWhoseViewVmgenKeptRunsInFull() throws {
        let pair = try IncrementalPair(withApp: false)
        _ = try pair.change(["Specs/Lighthouse.yml": lighthouse])
        // Its view's body edited by hand, then its spec removed: vmgen keeps the view (a
        // recorded file no spec writes). Added again, the spec's view is that file.
        let view = "Sources/HarborApp/Views/Lighthouse/LighthouseView.swift"
        for project in [pair.cached, pair.plain] {
            let text = try XCTUnwrap(project.read(view))
            XCTAssertTrue(text.contains("Text(viewModel.title)"))
            try project.write(view, text.replacingOccurrences(of: "Text(viewModel.title)", with: "Text(viewModel.title).bold()"))
            try FileManager.default.removeItem(atPath: project.path + "/Specs/Lighthouse.yml")
            _ = try Reliability.vmgen(["generate"], in: project.path)
        }
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: pair.cached.path).status, 0)
        let again = try pair.change(["Specs/Lighthouse.yml": lighthouse])
        XCTAssertFalse(again.incremental)
        XCTAssertEqual(again.status, 0, again.messages)
        XCTAssertTrue(try XCTUnwrap(pair.cached.read(view)).contains("Text(viewModel.title).bold()"))
    }

    func testAHandWrittenFileAtANewOutputPathIsKept() throws {
        let pair = try IncrementalPair(withApp: false)
        let mine = "// My own Lighthouse view, not vmgen's.\nstruct LighthouseView {}\n"
        let path = "Sources/HarborApp/Views/Lighthouse/LighthouseView.swift"
        let added = try pair.change(["Specs/Lighthouse.yml": lighthouse, path: mine])
        XCTAssertFalse(added.incremental)
        XCTAssertEqual(pair.cached.read(path), mine)
    }
}
