import Foundation
import VMGenTestSupport
import XCTest

/// The built binary on misused `nested: true` children (issue 14 §5): each misuse is an error at
/// its spec location, saying why, exit 1, and nothing is written.
final class NestedChildMistakeTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
    }

    override func tearDown() {
        project = nil
    }

    /// A page holding `rows: [Row]`, with `Row` nested and `child` (its body) appended.
    private func page(_ child: String, properties: String = "  rows: [Row]\n") -> String {
        "viewModel: Board\nhosting: server\nproperties:\n" + properties + "children:\n  Row:\n    nested: true\n" + child
    }

    func testTextOnANestedChildIsAnError() throws {
        try project.assertGenerateRefuses(["Specs/Board.yml": page("    text:\n      title: { en: \"Row\" }\n    properties:\n      id: ModelIdType\n")], message: """
            Specs/Board.yml:8:5: error: 'text' cannot be used on the nested type 'Row': a nested type is plain data without @Localized… text: FOSMVVM's localizing encoder binds localized properties only on ViewModels, not inside a plain struct, so encoding would throw; put the text on the parent, or remove 'nested: true' to make the child a ViewModel [NEST-02]
                text:
                ^
            vmgen: 1 error; nothing written

            """)
    }

    func testIdentityFormAndEnumsOnANestedChildAreErrors() throws {
        try project.assertGenerateRefuses(["Specs/Board.yml": page("""
                identity: singleton
                form: RowFields
                enums:
                  Kind:
                    open: { en: "Open" }
                properties:
                  id: ModelIdType

            """)], message: """
            Specs/Board.yml:8:5: error: 'identity' cannot be used on the nested type 'Row': a nested type has no vmId: it is Identifiable by its 'id' property; remove 'identity', or remove 'nested: true' to make the child a ViewModel [NEST-02]
                identity: singleton
                ^
            Specs/Board.yml:9:5: error: 'form' cannot be used on the nested type 'Row': a form is a ViewModel with validation messages, which a plain nested type cannot localize; remove 'nested: true' to make the child a ViewModel [NEST-02]
                form: RowFields
                ^
            Specs/Board.yml:10:5: error: 'enums' cannot be used on the nested type 'Row': a nested type has no localization file for enum labels: declare the enum on the parent (the nested type may still use it) [NEST-02]
                enums:
                ^
            vmgen: 3 errors; nothing written

            """)
    }

    func testAViewModelOrNestedTypedPropertyIsAnError() throws {
        let spec = page("""
                properties:
                  id: ModelIdType
                  card: Card
                  cards: "[Card]?"
                  other: Other
                  identity: ModelIdentity
              Card:
                properties:
                  title: String
              Other:
                nested: true
                properties:
                  id: String

            """, properties: "  rows: [Row]\n  other: Other\n")
        try project.assertGenerateRefuses(["Specs/Board.yml": spec], message: """
            Specs/Board.yml:11:7: error: the nested type 'Row' cannot hold the ViewModel 'CardViewModel': FOSMVVM's localizing encoder finds a ViewModel's localized properties only through ViewModels, not inside a plain struct, so encoding would throw; remove 'nested: true' to make 'Row' a child ViewModel [NEST-02]
                  card: Card
                  ^
            Specs/Board.yml:12:7: error: the nested type 'Row' cannot hold the ViewModel 'CardViewModel': FOSMVVM's localizing encoder finds a ViewModel's localized properties only through ViewModels, not inside a plain struct, so encoding would throw; remove 'nested: true' to make 'Row' a child ViewModel [NEST-02]
                  cards: "[Card]?"
                  ^
            Specs/Board.yml:13:7: error: the nested type 'Row' cannot hold the nested type 'Other': a nested type lives in a ViewModel, one level deep; make 'Other' a property of the ViewModel, or copy its fields here [NEST-02]
                  other: Other
                  ^
            Specs/Board.yml:14:7: error: a nested type cannot hold a ModelIdentity: FOSMVVM cannot stub one, and only a ViewModel's identity comes from it; take the id it stands for (ModelIdType) [NEST-02]
                  identity: ModelIdentity
                  ^
            vmgen: 4 errors; nothing written

            """)
    }

    func testANestedChildNeedsAnIdOfAnIdType() throws {
        try project.assertGenerateRefuses(["Specs/Board.yml": page("    properties:\n      name: String\n")], message: """
            Specs/Board.yml:6:3: error: the nested type 'Row' is Identifiable and needs an 'id' property of type String, Int, UUID or ModelIdType (e.g. 'id: ModelIdType'); it has no vmId, not being a ViewModel [spec]
              Row:
              ^
            vmgen: 1 error; nothing written

            """)
        try project.assertGenerateRefuses(["Specs/Board.yml": page("    properties:\n      id: Double\n")], message: """
            Specs/Board.yml:9:7: error: the 'id' of the nested type 'Row' is its Identifiable identity: String, Int, UUID or ModelIdType, not Double [spec]
                  id: Double
                  ^
            vmgen: 1 error; nothing written

            """)
    }

    func testNestedMustBeABoolAndOnAChild() throws {
        try project.assertGenerateRefuses(["Specs/Board.yml": "viewModel: Board\nhosting: server\nnested: true\nchildren:\n  Row:\n    nested: yes\n"], message: """
            Specs/Board.yml:3:1: error: 'nested' is for a child under 'children:': it nests that child's plain type in the one ViewModel that holds it; a top-level spec is always a ViewModel of its own [spec]
            nested: true
            ^
            Specs/Board.yml:6:13: error: 'nested' must be true or false [spec]
                nested: yes
                        ^
            vmgen: 2 errors; nothing written

            """)
    }

    func testANestedChildHasExactlyOneParentInItsOwnSpec() throws {
        let board = page("    properties:\n      id: ModelIdType\n  Card:\n    properties:\n      row: Row\n", properties: "  rows: [Row]\n  card: Card\n")
        let dock = """
            viewModel: Dock
            hosting: server
            properties:
              row: Row?
            operations:
              open:
                parameters: { row: Row }
            request:
              query:
                row: "[Row]"

            """
        try project.assertGenerateRefuses(["Specs/Board.yml": board, "Specs/Dock.yml": dock], message: """
            Specs/Board.yml:13:7: error: 'Row' is already nested in BoardViewModel: a nested type has exactly one parent; remove 'nested: true' to share it as a child ViewModel [NEST-01]
                  row: Row
                  ^
              note: 'Row' is declared at Specs/Board.yml:7:3
            Specs/Dock.yml:4:3: error: 'Row' is a nested type of another spec: a nested type is used only by the one ViewModel it is nested in; remove 'nested: true' there to share it as a child ViewModel [NEST-01]
              row: Row?
              ^
              note: 'Row' is declared at Specs/Board.yml:7:3
            Specs/Dock.yml:7:24: error: an operation cannot take the nested type 'Row': it is declared inside its ViewModel, which the Operations protocol does not see; pass the plain values the action needs [NEST-01]
                parameters: { row: Row }
                                   ^
            Specs/Dock.yml:10:10: error: a query field carries plain values, not a nested type of a ViewModel [NEST-01]
                row: "[Row]"
                     ^
            vmgen: 4 errors; nothing written

            """)
    }

    func testAnUnusedNestedChildOrOneNamedLikeAGeneratedTypeIsAnError() throws {
        let spec = page("    properties:\n      id: ModelIdType\n  LocalizableString:\n    nested: true\n    properties:\n      id: Int\n", properties: "  title: String\n")
        try project.assertGenerateRefuses(["Specs/Board.yml": spec], message: """
            Specs/Board.yml:7:5: error: no ViewModel uses the nested type 'Row': it is declared inside the one ViewModel of this spec that holds it; use it in a property there, or remove it [NEST-01]
                nested: true
                ^
            Specs/Board.yml:10:3: error: 'LocalizableString' is FOSMVVM's type LocalizableString, which the generated code uses; a nested type of this name would shadow it in its parent: choose another name [spec]
              LocalizableString:
              ^
            vmgen: 2 errors; nothing written

            """)
    }
}
