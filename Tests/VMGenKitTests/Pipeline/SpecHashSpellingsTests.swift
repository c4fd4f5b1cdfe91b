@testable import VMGenKit
import XCTest

/// The spellings `SpecShape` and `SpecFacts` hash a scalar's style, a ViewModel's role, a
/// property's type and a place by: different values must hash differently (else an edit to
/// one goes unseen and an incremental run keeps files a full run would change), equal values
/// alike (else no edit is ever incremental).
final class SpecHashSpellingsTests: XCTestCase {
    private func hash(_ pieces: (inout ContentHash.Builder) -> Void) -> ContentHash {
        var builder = ContentHash.Builder()
        pieces(&builder)
        return builder.finish()
    }

    /// Each value hashes differently from every other, and as itself when hashed again.
    private func assertDistinct<Value>(_ values: [Value], _ add: (inout ContentHash.Builder, Value) -> Void, file: StaticString = #filePath, line: UInt = #line) {
        var seen: [ContentHash: Int] = [:]
        for (index, value) in values.enumerated() {
            let first = hash { add(&$0, value) }
            XCTAssertEqual(first, hash { add(&$0, value) }, "\(value) hashed twice", file: file, line: line)
            if let earlier = seen.updateValue(index, forKey: first) {
                XCTFail("\(value) hashes as \(values[earlier])", file: file, line: line)
            }
        }
    }

    func testEveryScalarStyleHashesDifferently() {
        let styles: [YAMLScalar.Style] = [.plain, .singleQuoted, .doubleQuoted, .literal, .folded]
        assertDistinct(styles) { $0.add($1) }
    }

    func testEveryRoleAndParentHashesDifferently() {
        let roles: [ViewModelSpec.Role] = [.page, .component, .child(parent: "Board"), .child(parent: "Card"), .child(parent: "")]
        assertDistinct(roles) { $0.add($1) }
        // The parent is a piece of its own after the tag: a child does not read as another
        // role followed by a name.
        XCTAssertNotEqual(hash { $0.add(ViewModelSpec.Role.child(parent: "x")) }, hash { $0.add(ViewModelSpec.Role.component); $0.add("x") })
    }

    func testEveryKindWrapAndNameOfATypeHashesDifferently() {
        let types: [TypeRef] = [
            .plain(.string), .external("String"), .plain(.int),
            .viewModel("Card"), .external("CardViewModel"), .nested("CardViewModel"),
            .enumeration("Tide"), .nested("Tide"), .external("Tide"), .enumeration("Tides"),
            .optional(.enumeration("Tide")), .array(.enumeration("Tide")),
            .optional(.array(.plain(.int))), .array(.optional(.plain(.int))), .array(.array(.plain(.int))),
            .external("Request.ResponseError.Code"),
        ]
        assertDistinct(types) { $0.add($1) }
    }

    func testAPlaceHashesByFileLineAndColumnButNotItsByteOffset() {
        let places = [
            SourceLocation(file: "Specs/A.yml", line: 1, column: 23), SourceLocation(file: "Specs/A.yml", line: 12, column: 3),
            SourceLocation(file: "Specs/A.yml", line: 1, column: 2), SourceLocation(file: "Specs/B.yml", line: 1, column: 23),
            SourceLocation(file: "Specs/A.yml:1", line: 2, column: 3), SourceLocation(file: "Specs/A.yml", line: 12, column: 3 + 256),
        ]
        assertDistinct(places) { $0.add($1) }
        XCTAssertEqual(
            hash { $0.add(SourceLocation(file: "Specs/A.yml", line: 2, column: 3, offset: 10)) },
            hash { $0.add(SourceLocation(file: "Specs/A.yml", line: 2, column: 3, offset: 99)) })
    }

    /// `SpecShape.hash` reads the style of a value and of a key: `a: 1` and `a: "1"` are
    /// different specs.
    func testASpecsShapeChangesWithAScalarsOrAKeysStyleOnly() {
        func shape(_ text: String) -> ContentHash {
            SpecShape.hash(Generator.parse([SpecFile(path: "Specs/A.yml", text: text)]).documents.first?.root)
        }
        XCTAssertEqual(shape("a: 1\n"), shape("a: 1\n"))
        XCTAssertNotEqual(shape("a: 1\n"), shape("a: '1'\n"))
        XCTAssertNotEqual(shape("a: '1'\n"), shape("a: \"1\"\n"))
        XCTAssertNotEqual(shape("a: 1\n"), shape("'a': 1\n"))
    }

    /// `SpecFacts.hash` reads the role of a ViewModel, and the type and place of a property
    /// naming another spec's type (not of one that names none).
    func testASpecsFactsChangeWithItsRoleAndWithTheTypeAndPlaceOfAUseOfAnotherSpec() throws {
        let (set, diagnostics) = SpecHarness.build([
            "Specs/Board.yml": "viewModel: Board\nhosting: server\nproperties:\n  title: String\n  card: Card\n",
            "Specs/Card.yml": "viewModel: Card\nhosting: server\npage: false\nproperties:\n  name: String\n",
        ])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        let board = try XCTUnwrap(set.viewModels.first { $0.name == "Board" })
        let card = try XCTUnwrap(board.properties.firstIndex { $0.name == "card" })
        let title = try XCTUnwrap(board.properties.firstIndex { $0.name == "title" })
        XCTAssertEqual(board.properties[card].type, .viewModel("Card"))
        func facts(after edit: (inout ViewModelSpec) -> Void) -> ContentHash {
            var viewModel = board
            edit(&viewModel)
            return SpecFacts.hash(viewModels: [viewModel], nested: [], known: ["Board", "BoardViewModel", "Card", "CardViewModel"], own: ["Board", "BoardViewModel"])
        }
        let unedited = facts { _ in }
        XCTAssertEqual(unedited, facts { _ in })
        var seen: Set<ContentHash> = [unedited]
        let edits: [(String, (inout ViewModelSpec) -> Void)] = [
            ("component", { $0.role = .component }),
            ("child of Card", { $0.role = .child(parent: "Card") }),
            ("child of Dock", { $0.role = .child(parent: "Dock") }),
            ("Card?", { $0.properties[card].type = .optional(.viewModel("Card")) }),
            ("[Card]", { $0.properties[card].type = .array(.viewModel("Card")) }),
            ("outside CardViewModel", { $0.properties[card].type = .external("CardViewModel") }),
            ("line", { $0.properties[card].location.line += 1 }),
            ("column", { $0.properties[card].location.column += 1 }),
        ]
        for (name, edit) in edits {
            XCTAssertTrue(seen.insert(facts(after: edit)).inserted, name)
        }
        XCTAssertEqual(facts { $0.properties[title].type = .plain(.int) }, unedited, "a property naming no other spec's type is not a fact")
        XCTAssertEqual(facts { $0.properties[card].location.offset += 7 }, unedited)
    }
}
