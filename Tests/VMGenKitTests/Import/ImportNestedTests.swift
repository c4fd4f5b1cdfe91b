import VMGenKit
import XCTest

/// A plain struct nested in a ViewModel (with its stub-tier extension) becomes a `nested: true`
/// child; vmgen's ModelIdentity members are its own; list and Date stubs become `stub:`.
/// What does not match vmgen's meaning is listed at its place.
final class ImportNestedTests: XCTestCase {
    private func line(of marker: String, in text: String) -> Int {
        (text.components(separatedBy: "\n").firstIndex { $0.contains(marker) } ?? -1) + 1
    }

    private func page(nested: String = generatedNested, stubs: String = generatedStubs) -> String {
        """
        @ViewModel
        public struct ListViewModel {
            public let title: String
            public let rows: [RowSummary]

            /// A row only this list shows.
        \(nested)
            public var vmId: ViewModelId = .init(type: Self.self)

            public init(title: String, rows: [RowSummary]) {
                self.title = title
                self.rows = rows
            }

            public static func stub(title: String = "Yabba dabba doo", rows: [RowSummary] = [.stub()]) -> Self {
                .init(title: title, rows: rows)
            }
        }
        \(stubs)
        """
    }

    private static let generatedNested = """
            public struct RowSummary: Codable, Sendable, Identifiable, Stubbable {
                public let id: ModelIdType
                public let name: String
                public let count: LocalizableInt

                public init(id: ModelIdType, name: String, count: Int) {
                    self.id = id
                    self.name = name
                    self.count = .init(value: count)
                }
            }
        """

    private static let generatedStubs = """
        public extension ListViewModel.RowSummary {
            static func stub() -> Self {
                .stub(id: .init())
            }

            static func stub(
                id: ModelIdType = .init(),
                name: String = "Quarry news",
                count: Int = 42
            ) -> Self {
                .init(id: id, name: name, count: count)
            }
        }
        """

    private func run(_ text: String) -> ImportResult {
        SpecImporter.run(swift: [ImportSource(path: "L/ListViewModel.swift", text: text)], yaml: [])
    }

    func testANestedStructAndItsStubTiersBecomeANestedChild() {
        let result = run(page())
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertEqual(result.specs.map(\.fileName), ["List.yml"])
        XCTAssertTrue(result.specs[0].text.contains("""
            properties:
              title: String
              rows: [RowSummary]

            children:
              RowSummary:
                # Imported from L/ListViewModel.swift.
                nested: true
                doc: "A row only this list shows."
                properties:
                  id: ModelIdType
                  name: { type: String, stub: "Quarry news" }
                  count: { type: Int, display: LocalizableInt }

            """), result.specs[0].text)
    }

    func testWhatANestedTypeCannotHoldIsListedAtItsPlace() {
        let nested = Self.generatedNested
            .replacingOccurrences(of: "Codable, Sendable,", with: "Codable, Hashable, Sendable,")
            .replacingOccurrences(of: "public let count: LocalizableInt", with: "public let count: LocalizableInt\n        public var label: String { name }")
        let stubs = Self.generatedStubs.replacingOccurrences(of: ".stub(id: .init())", with: ".stub(id: .init(), name: \"x\")")
            .replacingOccurrences(of: "    static func stub(\n", with: "    static var sample: Self { .stub() }\n\n    static func stub(\n")
        let text = page(nested: nested, stubs: stubs)
        let result = run(text)
        let lines = result.notes.map(\.location.line)
        XCTAssertEqual(lines, [
            line(of: "public struct RowSummary", in: text),
            line(of: "public var label", in: text),
            line(of: "static func stub() -> Self", in: text),
            line(of: "static var sample", in: text),
        ], result.notes.map(\.rendered).joined(separator: "\n"))
        // What it could read is still carried.
        XCTAssertTrue(result.specs[0].text.contains("    nested: true\n"), result.specs[0].text)
    }

    func testANestedStructWithoutItsStubTiersIsListed() {
        let text = page(stubs: "")
        let result = run(text)
        XCTAssertEqual(result.notes.map(\.location.line), [line(of: "public struct RowSummary", in: text)], result.notes.map(\.rendered).joined(separator: "\n"))
        XCTAssertTrue(result.notes[0].message.contains("no 'extension ListViewModel.RowSummary'"), result.notes[0].message)
    }

    func testAHandWrittenCommentAboveTheStubTiersIsListed() {
        let text = page(stubs: "// Keep in sync with the server.\n" + Self.generatedStubs)
        let result = run(text)
        XCTAssertEqual(result.notes.map(\.location.line), [line(of: "public extension ListViewModel.RowSummary", in: text)], result.notes.map(\.rendered).joined(separator: "\n"))
    }

    func testThePropertyOrderIsTheInitsInVmgensLayout() {
        // vmgen's file lists data before child ViewModels; the spec's order is then the init's.
        let header = ImportSource(path: "L/HeaderViewModel.swift", text: """
            @ViewModel
            public struct HeaderViewModel {
                public let text: String
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(text: String) {
                    self.text = text
                }
            }
            """)
        let list = """
            @ViewModel
            public struct ListViewModel {
                public let title: String
                public let header: HeaderViewModel
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(header: HeaderViewModel, title: String) {
                    self.header = header
                    self.title = title
                }
            }
            """
        let result = SpecImporter.run(swift: [header, ImportSource(path: "L/ListViewModel.swift", text: list)], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertTrue(result.specs[0].text.contains("properties:\n  header: Header\n  title: String\n"), result.specs[0].text)

        // Declared in another order than vmgen writes: the declaration order stays, the init is listed.
        let text = page().replacingOccurrences(of: "public let title: String\n    public let rows: [RowSummary]", with: "public let rows: [RowSummary]\n    public let title: String")
        let other = run(text)
        XCTAssertEqual(other.notes.map(\.location.line), [line(of: "public init(title: String, rows: [RowSummary])", in: text)], other.notes.map(\.rendered).joined(separator: "\n"))
        XCTAssertTrue(other.specs[0].text.contains("properties:\n  rows: [RowSummary]\n  title: String\n"), other.specs[0].text)
    }

    // MARK: - ModelIdentity

    private func identified(alias: String = "identity", stubModelExtra: String = "", postedAt: String = "Date(timeIntervalSince1970: -1764339480)") -> String {
        """
        @ViewModel
        public struct NewsViewModel: ModelIdentifiedViewModel {
            public let item: ModelIdentity
            public let tags: [String]
            public let postedAt: LocalizableDate

            public let vmId: ViewModelId

            /// What `ModelIdentifiedViewModel` reads: the model's identity this ViewModel projects.
            public var modelIdentity: ModelIdentity { \(alias) }

            public init(item: ModelIdentity, tags: [String], postedAt: Date) {
                self.item = item
                self.tags = tags
                self.postedAt = .init(value: postedAt)
                self.vmId = item.viewModelId
            }

            public static func stub(
                tags: [String] = ["quarry", "bedrock"],
                postedAt: Date = \(postedAt)
            ) -> Self {
                .init(item: Self.stubModelIdentity, tags: tags, postedAt: postedAt)
            }

            /// The identity `stub()` gives: FOSMVVM mints a `ModelIdentity` only from a `Model`.
            private static var stubModelIdentity: ModelIdentity {
                // Never throws: the stub model has an id.
                try! NewsStubModel(id: ModelIdType(uuidString: "00000000-0000-0000-0000-000000000042")).modelIdentity
            }
        }

        /// A model for `NewsViewModel.stub()` alone, in NewsViewModel's namespace.
        private struct NewsStubModel: Model {
            static var modelIdentityNamespace: ModelNamespace { .init(for: NewsViewModel.self) }
            var id: ModelIdType?
        \(stubModelExtra)
        }
        """
    }

    func testVmgensModelIdentityMembersAndListAndDateStubsAreCarried() {
        let result = run(identified(alias: "item"))
        XCTAssertEqual(result.notes.map(\.rendered), [])
        let spec = result.specs[0].text
        XCTAssertTrue(spec.contains("identity: { modelIdentity: item }\n"), spec)
        XCTAssertTrue(spec.contains("  tags: { type: \"[String]\", stub: [\"quarry\", \"bedrock\"] }\n"), spec)
        XCTAssertTrue(spec.contains("  postedAt: { type: Date, display: LocalizableDate, stub: \"1914-02-03T09:42:00Z\" }\n"), spec)
        // Midnight is written as a date alone.
        let midnight = run(identified(alias: "item", postedAt: "Date(timeIntervalSince1970: 0)"))
        XCTAssertTrue(midnight.specs[0].text.contains("stub: \"1970-01-01\" }"), midnight.specs[0].text)
    }

    func testModelIdentifiedViewModelIsListedUnlessTheIdentityIsTheModels() {
        // `vmId` from the model: the spec's modelIdentity identity generates the conformance.
        XCTAssertFalse(run(identified(alias: "item")).notes.contains { $0.message.contains("'ModelIdentifiedViewModel'") })
        // A singleton identity: the conformance is not carried, and says so at the ViewModel's name.
        let text = identified(alias: "item").replacingOccurrences(of: "    public let vmId: ViewModelId\n", with: "    public var vmId: ViewModelId = .init(type: Self.self)\n")
            .replacingOccurrences(of: "        self.vmId = item.viewModelId\n", with: "")
        let listed = run(text).notes.filter { $0.message.contains("conformance 'ModelIdentifiedViewModel' is not carried") }
        XCTAssertEqual(listed.map(\.location.line), [line(of: "public struct NewsViewModel", in: text)], run(text).notes.map(\.rendered).joined(separator: "\n"))
    }

    func testModelIdentityMembersInAnotherShapeAreListed() {
        let text = identified(alias: "item.self", stubModelExtra: "    var name = \"x\"", postedAt: "Date(timeIntervalSince1970: 0.5)")
        let result = run(text)
        XCTAssertEqual(Set(result.notes.map(\.location.line)), [
            line(of: "public var modelIdentity", in: text),
            line(of: "postedAt: Date = Date(timeIntervalSince1970: 0.5)", in: text),
            line(of: "private struct NewsStubModel", in: text),
        ], result.notes.map(\.rendered).joined(separator: "\n"))
        // The identity itself is still read.
        XCTAssertTrue(result.specs[0].text.contains("identity: { modelIdentity: item }\n"), result.specs[0].text)
    }

    func testWithoutAModelIdentityIdentityTheStubModelMembersAreListed() {
        let text = identified(alias: "item").replacingOccurrences(of: "self.vmId = item.viewModelId", with: "self.vmId = .init(id: \"x\")")
        let result = run(text)
        let lines = Set(result.notes.map(\.location.line))
        for marker in ["public var modelIdentity", "private static var stubModelIdentity", "private struct NewsStubModel"] {
            XCTAssertTrue(lines.contains(line(of: marker, in: text)), "\(marker): " + result.notes.map(\.rendered).joined(separator: "\n"))
        }
    }
}
