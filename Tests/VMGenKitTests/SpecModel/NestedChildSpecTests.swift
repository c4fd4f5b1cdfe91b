import VMGenKit
import XCTest

/// The model of `nested: true` children: a plain type in its one parent, not a ViewModel.
final class NestedChildSpecTests: XCTestCase {
    private let spec = """
        viewModel: Board
        hosting: server
        properties:
          rows: [Row]
          cards: [Card]
        children:
          Row:
            nested: true
            doc: A row.
            properties:
              id: ModelIdType
              title: { type: String, stub: "Bedrock" }
          Card:
            nested: false
            identity: { id: id }
            properties:
              id: UUID
              badges: [Badge]
          Badge:
            nested: true
            properties:
              id: Int

        """

    func testANestedChildIsATypeOfItsOneParentAndNotAViewModel() throws {
        let (set, diagnostics) = SpecHarness.build(["Specs/Board.yml": spec])
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(set.viewModels.map(\.name), ["Board", "Card"], "nested: false keeps Card a child ViewModel")
        let board = try XCTUnwrap(set["Board"])
        XCTAssertEqual(board.nestedTypes.map(\.name), ["Row"])
        XCTAssertEqual(board.nestedTypes.first?.parent, "Board")
        XCTAssertEqual(board.nestedTypes.first?.doc, "A row.")
        XCTAssertEqual(board.nestedTypes.first?.properties.map(\.name), ["id", "title"])
        XCTAssertEqual(board.nestedTypes.first?.location.line, 7)
        XCTAssertEqual(board.properties.first?.type, .array(.nested("Row")))
        XCTAssertEqual(board.properties.first?.type.referencedNestedType, "Row")
        XCTAssertNil(board.properties.first?.type.referencedViewModel)
        // A child ViewModel (not only the page) can be the parent.
        XCTAssertEqual(set["Card"]?.nestedTypes.map(\.name), ["Badge"])
    }

    func testANestedTypedPropertyTakesNoStubOfItsOwn() {
        XCTAssertEqual(SpecHarness.errors(spec.replacingOccurrences(of: "  rows: [Row]\n", with: "  rows: { type: \"[Row]\", stub: [a] }\n")), """
            Specs/A.yml:4:33: error: a nested type's stub comes from Row.stub(); remove this 'stub' [spec]
              rows: { type: "[Row]", stub: [a] }
                                            ^

            """)
    }

    /// A property named like another's enum label would be one member declared twice.
    func testANestedTypesMembersAreDistinct() {
        let clash = spec
            .replacingOccurrences(of: "  cards: [Card]\n", with: "  cards: [Card]\nenums:\n  Kind:\n    open: { en: \"Open\" }\n")
            .replacingOccurrences(of: "      title: { type: String, stub: \"Bedrock\" }\n", with: "      kind: Kind\n      kindDisplay: String\n")
        XCTAssertEqual(SpecHarness.errors(clash), """
            Specs/A.yml:16:7: error: 'kindDisplay' is already a member of Row [spec]
                  kindDisplay: String
                  ^
              note: first used at Specs/A.yml:15:7

            """)
    }
}
