import Foundation
import VMGenTestSupport
import XCTest

/// False alarms found by linting real projects (docs/lint-precision.md), each in the shape the
/// real code had, through the built binary: the rule stays quiet there and still reports the
/// mistake it is for beside it.
final class LintPrecisionTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func lint() throws -> ProcessRunner.Result {
        try Reliability.vmgen(["lint", "Sources", "--strict"], in: folder.path)
    }

    /// OBS-03: a popover's dismiss timer kept in a handle that the view cancels (on appearing
    /// again, on hover) is managed by the view; `.task` could not share that handle. A Task
    /// nobody keeps, beside it, is still reported.
    func testATaskKeptInAHandleTheViewCancelsIsNotReported() throws {
        try folder.write("Sources/App/BadgePopover.swift", """
            struct BadgePopover: View {
                @Binding var dismissTimer: Task<Void, Never>
                @Binding var isShown: Bool
                var body: some View {
                    Text("Badge")
                        .onAppear {
                            dismissTimer.cancel()
                            dismissTimer = Task {
                                try? await Task.sleep(for: .seconds(2))
                                if !Task.isCancelled { isShown = false }
                            }
                        }
                        .onHover { inside in
                            dismissTimer.cancel()
                        }
                }
            }

            struct BadgeList: View {
                @State private var refresher: Task<Void, Never>?
                var body: some View {
                    List { Text("Row") }
                        .onAppear {
                            self.refresher = Task { await reload() }
                        }
                        .onDisappear { refresher?.cancel() }
                        .onAppear {
                            let local = Task { await reload() }
                            _ = local
                        }
                }
            }

            """)
        let run = try lint()
        XCTAssertEqual(run.status, 1, run.output)
        // Only the Task held by a local no one cancels (line 27) is reported.
        XCTAssertEqual(run.standardError.components(separatedBy: "[OBS-03]").count - 1, 1, run.standardError)
        XCTAssertTrue(run.standardError.contains("BadgePopover.swift:27:14: warning: a Task started in onAppear outlives the view"), run.standardError)
    }

    /// FAC-03: a test target's fixture factories with computed requirements (FOSMVVM's own
    /// plan-shape tests, and the fixtures its boot-check tests expect to be rejected) are the
    /// test's business: registering one fails the test at boot anyway. The same factory in
    /// Sources is still reported.
    func testComputedRequirementsInATestTargetAreNotReported() throws {
        let fixture = """
            private struct BerthBoardFixture: PlanFixture {
                static var dataRequirements: [any DataRequirement] {
                    [LoadRequirement.read(Berth.self, in: .parentRoot)]
                }
            }

            extension RejectedBody: DataModelWriter {
                static var candidates: LoadRequirement<Berth> {
                    .write(Berth.self, in: .parentRoot)
                }
            }

            """
        try folder.write("Tests/ServerTests/PlanShapeTests.swift", fixture)
        let tests = try Reliability.vmgen(["lint", "Tests", "--strict"], in: folder.path)
        XCTAssertEqual(tests.status, 0, tests.output)
        XCTAssertEqual(tests.standardError, "vmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
        try folder.write("Sources/Server/PlanShape.swift", fixture)
        let sources = try lint()
        XCTAssertEqual(sources.status, 1, sources.output)
        XCTAssertEqual(sources.standardError.components(separatedBy: "[FAC-03]").count - 1, 2, sources.standardError)
    }

    /// VMID-05 told a ModelIdentifiedViewModel with a random vmId to take the singleton
    /// identity, one per screen — but it is one per model: its identity is its model's
    /// (modelIdentity.viewModelId). VMID-03 reports that random vmId with that advice instead.
    func testARandomVMIdOnAModelIdentifiedViewModelIsVMID03s() throws {
        try folder.write("Sources/ViewModels/Gadget/GadgetViewModel.swift", """
            @ViewModel
            public struct GadgetViewModel: RequestableViewModel, ModelIdentifiedViewModel {
                public typealias Request = GadgetRequest
                public let vmId: ViewModelId
                public let modelIdentity: ModelIdentity

                public init(gadget: Gadget) throws {
                    modelIdentity = try gadget.modelIdentity
                    vmId = .init()
                }

                public static func stub() -> Self {
                    try! .init(gadget: .stub())
                }
            }

            """)
        let run = try lint()
        XCTAssertFalse(run.standardError.contains("[VMID-05]"), run.standardError)
        XCTAssertTrue(run.standardError.contains(
            "GadgetViewModel.swift:9:16: error: a random vmId, but GadgetViewModel has a model identity: every fetch mints a new identity and SwiftUI rebuilds the view; use modelIdentity.viewModelId [VMID-03]"),
            run.standardError)
    }

    /// The reader took `throws (E)` — typed throws with a space, which Swift accepts as `throws(E)`
    /// — for the end of the signature and read the rest of the file in part (Mlem's Handle).
    func testTypedThrowsWithASpaceIsReadWhole() throws {
        try folder.write("Sources/App/Handle.swift", """
            public protocol Handle: Hashable {
                init(username: String, host: String) throws (HandleError)
                func description(withPrefix: Bool) -> String
            }

            extension Snapshot {
                init(from view: CombinedView) throws (ClientError) {
                    self = try .init(view)
                }
            }

            """)
        let run = try lint()
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.standardError, "vmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
    }
}
