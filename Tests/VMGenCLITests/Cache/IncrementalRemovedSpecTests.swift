import Foundation
import VMGenTestSupport
import XCTest

/// A spec removed since the record is done alone only when it reached no other file
/// (`RemovedSpec`): its files are then planned as a full run plans files no spec renders.
/// Whichever way it runs, it gives what a full run (`--no-cache`) gives, byte for byte
/// (`IncrementalPair`), and never deletes a file vmgen cannot prove it wrote unchanged.
final class IncrementalRemovedSpecTests: XCTestCase {
    private let chart = "Sources/HarborApp/Screens/TideChart"

    /// A copy of TideTable without a view: every file it generates can be deleted (a view's
    /// body region counts as hand-written, and vmgen keeps it).
    private func addChart(to pair: IncrementalPair) throws {
        let copy = try pair.copy(of: "TideTable", renaming: "TideTable", to: "TideChart")
        try pair.change(copy.mapValues { $0?.replacingOccurrences(of: "\nview: true\n", with: "\nview: false\n") })
    }

    func testALeafScreenRemovedRunsIncrementallyAndDeletesItsFolder() throws {
        let pair = try IncrementalPair(withApp: true)
        try addChart(to: pair)
        XCTAssertNotNil(pair.cached.read(chart + "/TideChartViewModel.swift"))
        let removed = try pair.change(["Specs/TideChart.yml": nil])
        XCTAssertTrue(removed.incremental, removed.messages)
        XCTAssertEqual(removed.status, 0, removed.messages)
        XCTAssertFalse(FileManager.default.fileExists(atPath: pair.cached.path + "/" + chart), "the folder it emptied is gone")
    }

    func testHarborsOwnScreenRemovedRunsIncrementally() throws {
        let pair = try IncrementalPair(withApp: true)
        let text = try XCTUnwrap(pair.cached.read("Specs/TideTable.yml"))
        let removed = try pair.change(["Specs/TideTable.yml": nil])
        XCTAssertTrue(removed.incremental, removed.messages)
        XCTAssertEqual(removed.status, 0, removed.messages)
        XCTAssertNil(pair.cached.read("Sources/HarborApp/Screens/TideTable/TideTableViewModel.swift"))
        // Its view's region holds what vmgen put there: the view goes too, with no warning.
        XCTAssertNil(pair.cached.read("Sources/HarborApp/Screens/TideTable/TideTableView.swift"))
        XCTAssertFalse(removed.messages.contains("is no longer generated"), removed.messages)
        XCTAssertTrue(removed.messages.contains("deleted Sources/HarborApp/Screens/TideTable/TideTableView.swift"), removed.messages)
        // Added back: its files again.
        XCTAssertEqual(try pair.change(["Specs/TideTable.yml": text]).status, 0)
        XCTAssertNotNil(pair.cached.read("Sources/HarborApp/Screens/TideTable/TideTableViewModel.swift"))
    }

    func testAViewModelRemovedBesideAnAppRunsIncrementallyAndUnregistersItsView() throws {
        let pair = try IncrementalPair(withApp: true)
        try pair.change(["Specs/Lighthouse.yml": IncrementalPair.lighthouse])
        XCTAssertTrue(try XCTUnwrap(pair.cached.read("Sources/HarborApp/HarborApp.swift")).contains("LighthouseView"))
        // The App registers every ViewModel's view: its file is made again from the summaries.
        let removed = try pair.change(["Specs/Lighthouse.yml": nil])
        XCTAssertTrue(removed.incremental, removed.messages)
        XCTAssertEqual(removed.status, 0, removed.messages)
        XCTAssertFalse(try XCTUnwrap(pair.cached.read("Sources/HarborApp/HarborApp.swift")).contains("LighthouseView"))
    }

    /// A view under a feature flag whose spec is removed: the flag guards nothing, an error of
    /// the full run, so the recorded run does not redo the App from the summaries without it.
    func testAFlaggedViewsSpecRemovedIsTheFullRunsError() throws {
        let pair = try IncrementalPair(withApp: true)
        let config = try XCTUnwrap(pair.cached.read("vmgen.yml"))
        let flagged = config.replacingOccurrences(of: "    HARBOR_SERVICE_TOOLS: [ServiceEndpointView]\n", with: "    HARBOR_SERVICE_TOOLS: [ServiceEndpointView]\n    LIGHTHOUSE: [LighthouseView]\n")
        XCTAssertNotEqual(flagged, config)
        XCTAssertEqual(try pair.change(["Specs/Lighthouse.yml": IncrementalPair.lighthouse, "vmgen.yml": flagged]).status, 0)
        let removed = try pair.change(["Specs/Lighthouse.yml": nil])
        XCTAssertFalse(removed.incremental, removed.messages)
        XCTAssertTrue(removed.messages.contains("'LighthouseView' under 'LIGHTHOUSE' in 'featureFlags' is no view the App registers"), removed.messages)
    }

    func testALeafViewModelRemovedWithoutAnAppRunsIncrementally() throws {
        let pair = try IncrementalPair(withApp: false)
        try pair.change(["Specs/Lighthouse.yml": IncrementalPair.lighthouse])
        let removed = try pair.change(["Specs/Lighthouse.yml": nil])
        XCTAssertTrue(removed.incremental, removed.messages)
        XCTAssertEqual(removed.status, 0, removed.messages)
        XCTAssertFalse(pair.cached.files().contains { $0.hasSuffix("LighthouseViewModel.swift") }, "its ViewModel is gone")
    }

    func testAHandEditedFileOfARemovedSpecIsKept() throws {
        let pair = try IncrementalPair(withApp: false)
        try pair.change(["Specs/Lighthouse.yml": IncrementalPair.lighthouse])
        let view = "Sources/HarborApp/Views/Lighthouse/LighthouseView.swift"
        let text = try XCTUnwrap(pair.cached.read(view))
        XCTAssertTrue(text.contains("Text(viewModel.title)"))
        let edited = text.replacingOccurrences(of: "Text(viewModel.title)", with: "Text(viewModel.title).bold()")
        try pair.change([view: edited])
        let removed = try pair.change(["Specs/Lighthouse.yml": nil])
        XCTAssertTrue(removed.incremental, removed.messages)
        XCTAssertEqual(pair.cached.read(view), edited, "the hand-written body is kept")
        XCTAssertFalse(pair.cached.files().contains { $0.hasSuffix("LighthouseViewModel.swift") }, "its ViewModel is gone")
    }

    func testAUsersFileBesideARemovedSpecsFilesIsKept() throws {
        let pair = try IncrementalPair(withApp: true)
        try addChart(to: pair)
        let mine = "// My notes on the tide chart, not vmgen's.\n"
        try pair.change([chart + "/Notes.swift": mine])
        try pair.change(["Specs/TideChart.yml": nil])
        XCTAssertEqual(pair.cached.read(chart + "/Notes.swift"), mine)
        XCTAssertNil(pair.cached.read(chart + "/TideChartViewModel.swift"))
    }

    func testASpecOthersMentionRemovedRunsInFullWithTheSameErrors() throws {
        let pair = try IncrementalPair(withApp: false)
        // BerthDetailError displays BerthDetail's request errors.
        let removed = try pair.change(["Specs/BerthDetail.yml": nil])
        XCTAssertFalse(removed.incremental)
    }

    func testAViewNamedHandWrittenRemovedRunsInFullWithItsError() throws {
        let pair = try IncrementalPair(withApp: false)
        let config = try XCTUnwrap(pair.cached.read("vmgen.yml"))
        try pair.change([
            "Specs/Lighthouse.yml": IncrementalPair.lighthouse,
            "vmgen.yml": config.replacingOccurrences(of: "  path: Sources/HarborApp/Views\n", with: "  path: Sources/HarborApp/Views\n  handWritten: [LighthouseView]\n"),
        ])
        let removed = try pair.change(["Specs/Lighthouse.yml": nil])
        XCTAssertFalse(removed.incremental)
        XCTAssertNotEqual(removed.status, 0, removed.messages)
        XCTAssertTrue(removed.messages.contains("'LighthouseView' in 'handWritten'"), removed.messages)
    }

    func testARenamedScreenIsDoneAloneAndKeepsItsViewsCode() throws {
        let pair = try IncrementalPair(withApp: true)
        let view = "Sources/HarborApp/Screens/TideTable/TideTableView.swift"
        let body = try XCTUnwrap(pair.cached.read(view))
        let text = try XCTUnwrap(pair.cached.read("Specs/TideTable.yml"))
        let renamed = try pair.change(["Specs/TideTable.yml": nil, "Specs/Tides.yml": text])
        XCTAssertTrue(renamed.incremental, renamed.messages)
        XCTAssertEqual(renamed.status, 0, renamed.messages)
        XCTAssertTrue(try XCTUnwrap(pair.cached.read("Sources/HarborApp/Screens/TideTable/TideTableViewModel.swift")).contains("Specs/Tides.yml"))
        let now = try XCTUnwrap(pair.cached.read(view))
        XCTAssertTrue(now.contains("Specs/Tides.yml"), now)
        let region = { (text: String) in text.components(separatedBy: "vmgen:begin content")[1].components(separatedBy: "vmgen:end content")[0] }
        XCTAssertEqual(region(now), region(body), "the view's hand-written code is kept")
    }

    func testARenamedViewModelBesideAnAppIsDoneAlone() throws {
        let pair = try IncrementalPair(withApp: true)
        try pair.change(["Specs/Lighthouse.yml": IncrementalPair.lighthouse])
        let renamed = try pair.change(["Specs/Lighthouse.yml": nil, "Specs/Beacon.yml": IncrementalPair.lighthouse])
        XCTAssertTrue(renamed.incremental, renamed.messages)
        XCTAssertEqual(renamed.status, 0, renamed.messages)
        XCTAssertTrue(try XCTUnwrap(pair.cached.read("Sources/HarborApp/HarborApp.swift")).contains("LighthouseView"))
    }

    func testARenamedSpecWhoseViewModelIsRenamedTooIsDoneAlone() throws {
        let pair = try IncrementalPair(withApp: false)
        try pair.change(["Specs/Lighthouse.yml": IncrementalPair.lighthouse])
        let beacon = IncrementalPair.lighthouse.replacingOccurrences(of: "Lighthouse", with: "Beacon")
        let renamed = try pair.change(["Specs/Lighthouse.yml": nil, "Specs/Beacon.yml": beacon])
        XCTAssertTrue(renamed.incremental, renamed.messages)
        XCTAssertFalse(pair.cached.files().contains { $0.hasSuffix("LighthouseViewModel.swift") })
        XCTAssertTrue(pair.cached.files().contains { $0.hasSuffix("BeaconViewModel.swift") })
    }
}
