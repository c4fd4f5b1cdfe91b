import Foundation
import VMGenTestSupport
import XCTest

/// A transition's work is the user's code in its region: a transition removed from the spec (or
/// renamed) while its region holds code stops the write, and the ViewModel stays byte for byte;
/// a loading screen that becomes a state machine keeps its view's written regions the same way.
final class ObservableStateMachineSafetyTests: XCTestCase {
    private let spec = "Specs/Watch.yml"
    private let viewModel = "Sources/App/Screens/Watch/WatchViewModel.swift"
    private let view = "Sources/App/Screens/Watch/WatchView.swift"

    private func watch(transitions: String) -> String {
        """
        viewModel: Watch
        style: observable
        states:
          offDuty: {}
          onDuty: { associated: String }
        transitions:
        \(transitions)
        view: true

        """
    }

    private let both = "  onStarted: { from: offDuty, to: onDuty }\n  onEnded: { from: onDuty, to: offDuty }"

    func testCodeInARemovedTransitionsRegionStopsTheWrite() throws {
        let pair = try IncrementalPair(withApp: false)
        XCTAssertEqual(try pair.change([spec: watch(transitions: both)]).status, 0)
        let generated = try XCTUnwrap(pair.cached.read(viewModel))
        let region = "        // vmgen:begin onEnded\n"
        XCTAssertTrue(generated.contains(region), generated)
        let written = generated.replacingOccurrences(of: region, with: region + "        print(\"watch ended\")\n")
        XCTAssertEqual(try pair.change([viewModel: written]).status, 0)
        let run = try pair.change([spec: watch(transitions: "  onStarted: { from: offDuty, to: onDuty }")])
        XCTAssertEqual(run.status, 1, run.messages)
        XCTAssertTrue(run.messages.contains("the protected region 'onEnded' holds hand-written code, but the spec no longer has it"), run.messages)
        XCTAssertEqual(pair.cached.read(viewModel), written, "kept byte for byte")
    }

    /// A loading screen's view whose loaded region holds code is not replaced by the machine's view.
    func testALoadingScreenThatBecomesAMachineKeepsItsWrittenView() throws {
        let pair = try IncrementalPair(withApp: false)
        let loading = """
            viewModel: Watch
            style: observable
            state: Notice
            services:
              notices:
                type: NoticeService
                methods:
                  current: { returns: Notice }
            view: true

            """
        XCTAssertEqual(try pair.change([spec: loading]).status, 0)
        let generated = try XCTUnwrap(pair.cached.read(view))
        let placeholder = "            Text(verbatim: String(describing: value))\n"
        XCTAssertTrue(generated.contains(placeholder), generated)
        let written = generated.replacingOccurrences(of: placeholder, with: "            NoticeCard(notice: value)\n")
        XCTAssertEqual(try pair.change([view: written]).status, 0)
        let run = try pair.change([spec: watch(transitions: both)])
        XCTAssertEqual(run.status, 1, run.messages)
        XCTAssertTrue(run.messages.contains("the protected region 'loaded' holds hand-written code, but the spec no longer has it"), run.messages)
        XCTAssertEqual(pair.cached.read(view), written, "kept byte for byte")
    }
}
