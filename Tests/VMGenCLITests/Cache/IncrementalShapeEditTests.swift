import Foundation
import VMGenTestSupport
import XCTest

/// An edit of a spec's shape (`SpecSummary`) runs incrementally when the spec declares the
/// same names, mentions no name it did not, and what the cross-spec stages read of it is the
/// same (`SpecFacts`); the specs that mention its names are redone beside it. Whichever way
/// it runs, it gives what a full run (`--no-cache`) gives, byte for byte. In Harbor,
/// Dashboard is a leaf; BerthDetail is not (BerthDetailError shows its request's errors).
final class IncrementalShapeEditTests: XCTestCase {
    private var pair: IncrementalPair!

    /// XCTest keeps every test case to the end of the run: the folders go with each test.
    override func tearDown() {
        pair = nil
    }

    override func setUpWithError() throws {
        pair = try IncrementalPair(withApp: true)
    }

    /// Replaces `old` by `new` in `spec` in both copies and runs `generate` in each
    /// (`IncrementalPair.change`: they must agree, and a no-op after must replay).
    private func edit(_ spec: String, _ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line) throws -> (incremental: Bool, status: Int32, messages: String) {
        let text = try XCTUnwrap(pair.cached.read(spec), file: file, line: line)
        XCTAssertTrue(text.contains(old), "\(spec) holds \(old)", file: file, line: line)
        return try pair.change([spec: text.replacingOccurrences(of: old, with: new)], file: file, line: line)
    }

    private let dashboard = "Specs/Dashboard.yml"

    func testALeafSpecsPropertyAddedRemovedAndRetypedRunsIncrementally() throws {
        XCTAssertTrue(try edit(dashboard, "  operatorName: String\n", "  operatorName: String\n  harbourMaster: String\n").incremental)
        XCTAssertTrue(try edit(dashboard, "  harbourMaster: String\n", "  harbourMaster: \"Int?\"\n").incremental)
        XCTAssertTrue(try edit(dashboard, "  harbourMaster: \"Int?\"\n", "").incremental)
        // In a child, and a stub.
        XCTAssertTrue(try edit(dashboard, "      isReachable: Bool\n", "      isReachable: Bool\n      latency: Int\n").incremental)
        XCTAssertTrue(try edit(dashboard, "stub: \"Bedrock Slip 42\"", "stub: \"Quarry Quay 7\"").incremental)
        // Then a text edit of it is incremental too: the record holds its new shape.
        XCTAssertTrue(try edit(dashboard, "en: \"Harbor\"", "en: \"Harbour\"").incremental)
    }

    func testAShapeEditOfASpecAnotherMentionsRedoesThatSpecToo() throws {
        // BerthDetailError displays BerthDetailRequest's errors: BerthDetail is no leaf.
        let spec = "Specs/BerthDetail.yml"
        let text = try XCTUnwrap(pair.cached.read(spec))
        let property = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("properties:") }).description
        let added = try edit(spec, property + "\n", property + "\n  extraNote: String\n")
        XCTAssertTrue(added.incremental)
        XCTAssertTrue(added.messages.contains("1 spec changed since the last run; redid it and the 2 specs that read its names, and no other"), added.messages)
        // A field of its request's errors that BerthDetailError keeps: BerthDetailError's files
        // change with it, in the run that redid it beside BerthDetail.
        let errorFile = "Sources/ViewModels/BerthDetailError/BerthDetailErrorViewModel.swift"
        let before = try XCTUnwrap(pair.cached.read(errorFile))
        let retyped = try edit(spec, "    fields:\n      berthName: String\n", "    fields:\n      berthName: Int\n")
        XCTAssertTrue(retyped.incremental)
        XCTAssertEqual(retyped.status, 0, retyped.messages)
        XCTAssertNotEqual(try XCTUnwrap(pair.cached.read(errorFile)), before, "the reader's own file is rendered again")
    }

    func testRenamingADeclaredNameRunsInFull() throws {
        XCTAssertFalse(try edit(dashboard, "ServiceEndpoint", "HarborEndpoint").incremental)
        XCTAssertFalse(try edit(dashboard, "viewModel: Dashboard\n", "viewModel: HarborDashboard\n").incremental)
    }

    func testHoldingAnotherSpecsTypeRunsInFull() throws {
        // Theme is Preferences' enum: Dashboard mentions a name it did not.
        XCTAssertFalse(try edit(dashboard, "  operatorName: String\n", "  operatorName: String\n  theme: Theme\n").incremental)
    }

    func testAShapeEditThatMakesAnErrorGivesTheFullRunsError() throws {
        let result = try edit(dashboard, "  operatorName: String\n", "  operatorName: String\n  berth: NoSuchThing\n")
        XCTAssertFalse(result.incremental)
        XCTAssertEqual(result.status, 1, "generate refuses a spec error as a full run does: \(result.messages)")
        XCTAssertTrue(result.messages.contains("Specs/Dashboard.yml:"), result.messages)
    }

    func testAStorageCreateEditedRunsInFull() throws {
        // The App creates UserSettings as Preferences says: the App file changes with it.
        let result = try edit(
            "Specs/Preferences.yml", "create: \"UserSettings(theme: .system, notificationsEnabled: true)\"",
            "create: \"UserSettings(theme: .dark, notificationsEnabled: true)\"")
        XCTAssertFalse(result.incremental)
    }

    func testAnEditThatChangesHowTheAppBindsItsRootViewRunsInFull() throws {
        // DashboardView is the App's root view: with a query, the App cannot bind it (a config
        // error reported at vmgen.yml, which an incremental run of the spec would not see).
        let result = try edit(dashboard, "\nproperties:\n", "\nrequest:\n  query:\n    areaId: ModelIdType\n\nproperties:\n")
        XCTAssertFalse(result.incremental)
        XCTAssertNotEqual(result.status, 0, result.messages)
        XCTAssertTrue(result.messages.contains("vmgen.yml:"), result.messages)
    }

    func testPropertiesReorderedInALeafRunIncrementally() throws {
        XCTAssertTrue(try edit(
            dashboard, "  operatorName: String\n  freeBerths: { type: Int, display: LocalizableInt }\n",
            "  freeBerths: { type: Int, display: LocalizableInt }\n  operatorName: String\n").incremental)
    }

    func testHoldingAnotherSpecsViewModelInAListRunsInFullAndItsRowFindingFollows() throws {
        // Roster is a leaf holding Crew's ViewModel; held in a list, CrewMember becomes a list
        // row, and its singleton identity a finding in Crew.yml (a warning here), naming the
        // place of the list in Roster: what Roster's facts (`SpecFacts`) carry.
        for project in [pair.cached, pair.plain] {
            try project.write("vmgen.yml", try XCTUnwrap(project.read("vmgen.yml")) + "rules: { row-identity: warning }\n")
            try project.write("Specs/Crew.yml", "viewModel: CrewMember\nhosting: server\npage: false\nidentity: singleton\nproperties:\n  name: String\n")
            try project.write("Specs/Roster.yml", "viewModel: Roster\nhosting: server\nproperties:\n  title: String\n  crew: \"CrewMember?\"\n")
        }
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: pair.cached.path).status, 0)
        XCTAssertEqual(try Reliability.vmgen(["generate", "--no-cache"], in: pair.plain.path).status, 0)
        let listed = try edit("Specs/Roster.yml", "crew: \"CrewMember?\"", "crew: \"[CrewMember]\"")
        XCTAssertFalse(listed.incremental)
        XCTAssertTrue(listed.messages.contains("Specs/Crew.yml:"), listed.messages)
        // The list moved: the finding names its new place.
        let moved = try edit("Specs/Roster.yml", "  title: String\n  crew: \"[CrewMember]\"\n", "  crew: \"[CrewMember]\"\n  title: String\n")
        XCTAssertFalse(moved.incremental)
        // An edit beside it that leaves the list alone is incremental, the finding kept.
        let beside = try edit("Specs/Roster.yml", "  title: String\n", "  title: String\n  subtitle: String\n")
        XCTAssertTrue(beside.incremental, beside.messages)
        XCTAssertTrue(beside.messages.contains("Specs/Crew.yml:"), beside.messages)
    }
}
