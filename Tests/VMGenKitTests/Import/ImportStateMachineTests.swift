import Foundation
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// A screen's state machine reads back into `states:` and `transitions:`: the enum vmgen nests
/// in the class and each transition in the shape vmgen writes; what does not fit is noted.
final class ImportStateMachineTests: XCTestCase {
    func testTheGeneratedMachineReadsBackIntoItsSpec() throws {
        let result = SpecImporter.run(swift: [
            try ImportSource.harbor("Sources/HarborApp/Screens/Docking/DockingViewModel.swift"),
            try ImportSource.harbor("Sources/HarborApp/Screens/Docking/DockingView.swift"),
            try ImportSource.harbor("Tests/HarborAppTests/DockingViewModelTests.swift"),
        ], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertEqual(result.specs.first?.text, """
            # Imported by `vmgen import` from Sources/HarborApp/Screens/Docking/DockingViewModel.swift.
            viewModel: Docking
            style: observable
            doc: "A vessel's docking, step by step, as the harbor master clears it in."
            states:
              waiting: {}
              approaching: {}
              docked: { associated: "String" }
              refused: { associated: "String" }
            transitions:
              onCleared: { from: [waiting, refused], to: approaching }
              onDocked: { from: approaching, to: docked }
              onRefused: { from: [waiting, approaching], to: refused }
              onDeparted: { from: docked, to: waiting }
            services:
              berths:
                type: BerthsService
                default: live
                dependency: struct
                methods:
                  assignBerth: { parameters: { arrivalId: "String", berth: "String" } }
            view: true
            tests: true

            """)
    }

    /// In a hand-written class, a transition's work is noted (it belongs in its region), a
    /// transition from every state reads back with them all, and a Bool method of another
    /// shape, or a case with a labelled value, is noted at its line.
    func testAHandWrittenMachineNotesWhatDoesNotFit() {
        let source = ImportSource(path: "App/Screens/Watch/WatchViewModel.swift", text: """
            import Observation

            @MainActor
            @Observable
            final class WatchViewModel {
                enum WatchState: Equatable {
                    case offDuty
                    case onDuty(String)
                    case relieved(by: String)
                }
                private(set) var state: WatchState
                init(state: WatchState = .offDuty) {
                    self.state = state
                }
                @discardableResult
                func onStarted(_ value: String) -> Bool {
                    switch state {
                    case .offDuty: break
                    default: return false
                    }
                    state = .onDuty(value)
                    print(value)
                    return true
                }
                @discardableResult
                func onReset() -> Bool {
                    state = .offDuty
                    return true
                }
                func isOnDuty() -> Bool {
                    if case .onDuty = state { return true }
                    return false
                }
            }

            """)
        let result = SpecImporter.run(swift: [source], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [
            "App/Screens/Watch/WatchViewModel.swift:6:5: note: enum 'WatchState' is not carried as written: generate writes vmgen's own 'WatchState' from 'states'",
            "App/Screens/Watch/WatchViewModel.swift:9:9: note: case 'relieved' of enum 'WatchState' is not carried: a state is a case with at most one unlabelled value",
            "App/Screens/Watch/WatchViewModel.swift:16:5: note: the work of transition 'onStarted' is not carried: generate writes an empty protected region 'vmgen:begin onStarted' after the state moved (move it there)",
            "App/Screens/Watch/WatchViewModel.swift:30:5: note: func 'isOnDuty' is not carried: a transition moves 'state' only from the states it names (switch state { case …: break default: return false }), then returns true",
        ])
        XCTAssertTrue(result.specs.first?.text.contains("""
            states:
              offDuty: {}
              onDuty: { associated: "String" }
            transitions:
              onStarted: { from: offDuty, to: onDuty }
              onReset: { from: [offDuty, onDuty], to: offDuty }

            """) == true, result.specs.first?.text ?? "")
    }
}
