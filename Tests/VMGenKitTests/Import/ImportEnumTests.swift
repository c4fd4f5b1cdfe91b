import VMGenKit
import XCTest

/// Display enums: carried under `enums:` of the first ViewModel holding one, with labels from
/// the YAML; extra members, enums no ViewModel holds and cases without labels are listed.
final class ImportEnumTests: XCTestCase {
    func testADisplayEnumGoesToItsOwnerWithLabelsAndItsStubCase() {
        let row = ImportSource(path: "A/RowViewModel.swift", text: """
            @ViewModel
            public struct RowViewModel {
                public let state: RowState
                public let stateDisplay: LocalizableString
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(state: RowState) {
                    self.state = state
                    self.stateDisplay = state.localizableString
                }
                public static func stub(state: RowState = .closed) -> Self {
                    .init(state: state)
                }
            }
            """)
        let states = ImportSource(path: "A/RowState.swift", text: """
            public enum RowState: CaseIterable, Codable, Hashable, Sendable {
                case open
                case closed
                public var localizableString: LocalizableString { .empty }
                public var isOpen: Bool { self == .open }
            }
            public enum Unused: CaseIterable {
                case one
            }
            """)
        let yaml = ImportSource(path: "A/Row.yml", text: "en:\n  RowState:\n    open: \"Open\"\n")
        let result = SpecImporter.run(swift: [row, states], yaml: [yaml])
        XCTAssertEqual(result.notes.map(\.rendered), [
            "A/RowState.swift:1:8: note: case 'closed' of enum 'RowState' has no label in any localization YAML; its spec entry is left empty to fill in",
            "A/RowState.swift:5:12: note: var 'isOpen' of enum 'RowState' is not carried: a spec's display enum has only its cases and their labels",
            "A/RowState.swift:7:8: note: enum 'Unused' is not carried: no imported ViewModel holds it",
        ])
        let text = result.specs.first?.text ?? ""
        XCTAssertTrue(text.hasSuffix("""
            properties:
              state: { type: RowState, stub: closed }

            enums:
              RowState:
                open: { en: "Open" }
                closed: {}

            """), text)
    }
}
