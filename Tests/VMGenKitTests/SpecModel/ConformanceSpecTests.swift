import VMGenKit
import VMGenTestSupport
import XCTest

/// `conforms:`: extra protocols of a ViewModel — what it may add, what FOSMVVM gives already or
/// a struct must not adopt (each an error at its item), what it generates and reads back.
final class ConformanceSpecTests: XCTestCase {
    private func spec(_ conforms: String, row: String = "") -> String {
        """
        viewModel: Board
        hosting: server
        conforms: \(conforms)
        text:
          title: { en: "Board" }
        properties:
          rows: [Row]
          summary: Summary
        children:
          Row:
            identity: { id: id }\(row.isEmpty ? "" : "\n    conforms: \(row)")
            properties:
              id: ModelIdType
          Summary:
            nested: true
            properties:
              id: Int
              count: Int

        """
    }

    /// Each refused name and the reason its message gives; each accepted one builds.
    func testWhatConformsRefusesAndAccepts() throws {
        let refused: [(name: String, says: String, line: UInt)] = [
            ("Codable", "'Codable' is redundant: FOSMVVM's ViewModel protocol refines it", #line),
            ("Sendable", "'Sendable' is redundant", #line),
            ("Stubbable", "'Stubbable' is redundant", #line),
            ("ViewModel", "'ViewModel' is redundant: the @ViewModel macro conforms every ViewModel to ViewModel", #line),
            ("Identifiable", "its extension gives the id: vmId", #line),
            ("RequestableViewModel", "a page is a RequestableViewModel already", #line),
            ("LiveViewModel", "'live: true'", #line),
            ("ObservableObject", "'ObservableObject' is for classes (or actors), and a FOSMVVM ViewModel is a struct", #line),
            ("AnyObject", "is for classes", #line),
            ("Comparable", "'Comparable' needs a hand-written '<'", #line),
            ("String", "'String' is not a conformance vmgen adds to a ViewModel", #line),
            ("Row", "'Row' is a ViewModel of the specs, not a protocol", #line),
            ("Summary", "'Summary' is a nested type of the specs, not a protocol", #line),
            ("[Equatable, Hashable]", "'Equatable' is redundant beside 'Hashable'", #line),
            ("[BoardDisplaying, BoardDisplaying]", "'BoardDisplaying' is listed twice in 'conforms'", #line),
            ("Hashable", "BoardViewModel cannot be Hashable: Swift synthesizes it from every stored property, and 'rows' holds RowViewModel, which is not Hashable; add 'conforms: [Hashable]' to 'Row' too", #line),
        ]
        for row in refused {
            // The child is Hashable, except where the test is that it must be.
            let errors = SpecHarness.errors(["Specs/Board.yml": spec(row.name, row: row.name == "Hashable" ? "" : "[Hashable]")])
            XCTAssertTrue(errors.contains("Specs/Board.yml:3:") && errors.contains(row.says), "\(row.name):\n\(errors)", line: row.line)
            XCTAssertEqual(errors.components(separatedBy: ": error: ").count, 2, "one error for \(row.name):\n\(errors)", line: row.line)
        }
        // An Equatable child is enough for an Equatable parent, not for a Hashable one.
        XCTAssertTrue(SpecHarness.errors(["Specs/Board.yml": spec("Hashable", row: "[Equatable]")]).contains("which is not Hashable"))
        let accepted = ["[Hashable]": "[Hashable]", "Equatable": "[Equatable]", "[Equatable, BoardDisplaying]": "[Hashable]"]
        for (conforms, row) in accepted {
            let (set, diagnostics) = SpecHarness.build(["Specs/Board.yml": spec(conforms, row: row)])
            XCTAssertEqual(diagnostics, [], conforms)
            XCTAssertFalse(set.viewModels.first { $0.name == "Board" }?.conformances.isEmpty ?? true, conforms)
        }
    }

    func testAFormCannotBeEquatable() {
        let form = """
            viewModel: Vessel
            hosting: server
            conforms: [Hashable]
            form:
              name: VesselFields
              fields:
                name: { type: String, title: { en: "Name" } }

            """
        XCTAssertTrue(SpecHarness.errors(form).contains("Specs/A.yml:3:12: error: a form cannot be Hashable: it stores its VesselFieldsMessages"), SpecHarness.errors(form))
    }

    func testANestedTypeTakesNoConformsOfItsOwn() {
        let spec = spec("Hashable", row: "Hashable").replacingOccurrences(of: "    nested: true\n", with: "    nested: true\n    conforms: [Hashable]\n")
        XCTAssertTrue(SpecHarness.errors(spec).contains("error: 'conforms' cannot be used on the nested type 'Summary': a nested type is Codable, Sendable, Identifiable and Stubbable, and Hashable too when its parent is Equatable or Hashable"), SpecHarness.errors(spec))
    }

    /// The conformances follow vmgen's own in the declaration; the nested type of a Hashable
    /// server-hosted ViewModel is Hashable with it; the import reads `conforms:` back.
    func testConformsIsGeneratedAndReadBack() throws {
        let text = spec("[Hashable, BoardDisplaying]", row: "[Hashable]")
        let files = SpecHarness.rendered(text, path: "Specs/Board.yml")
        let board = try XCTUnwrap(files["Sources/ViewModels/Board/BoardViewModel.swift"], "\(files.keys.sorted())")
        XCTAssertTrue(board.contains("public struct BoardViewModel: RequestableViewModel, Hashable, BoardDisplaying {\n"), board)
        XCTAssertTrue(board.contains("    public struct Summary: Codable, Hashable, Sendable, Identifiable, Stubbable {\n"), board)
        let row = try XCTUnwrap(files["Sources/ViewModels/Board/RowViewModel.swift"])
        XCTAssertTrue(row.contains("public struct RowViewModel: Hashable {\n"), row)

        let sources = files.filter { $0.key.hasSuffix("ViewModel.swift") }.map { ImportSource(path: $0.key, text: $0.value) }.sorted { $0.path < $1.path }
        let yaml = files.filter { $0.key.hasSuffix(".yml") }.map { ImportSource(path: $0.key, text: $0.value) }
        let result = SpecImporter.run(swift: sources, yaml: yaml)
        XCTAssertEqual(result.notes.map(\.rendered).filter { $0.contains("conformance") }, [])
        let imported = result.specs.first { $0.fileName == "Board.yml" }?.text ?? ""
        XCTAssertTrue(imported.contains("\nconforms: [Hashable, BoardDisplaying]\n"), imported)
        XCTAssertTrue(imported.contains("\n    conforms: [Hashable]\n"), imported)
        XCTAssertFalse(imported.contains("the conformances of 'Summary'"), imported)
        // What it reads back generates again.
        XCTAssertEqual(SpecHarness.build(["Specs/Board.yml": imported]).diagnostics, [])
    }
}
