import VMGenKit
import XCTest

/// `vmgen import`'s core: what a hand-written ViewModel becomes, and that every construct the
/// spec language lacks is listed at its exact place.
final class SpecImporterTests: XCTestCase {
    private let yaml = ImportSource(path: "Resources/Home.yml", text: """
        en:
          HomeViewModel:
            pageTitle: "Home"
          CardViewModel:
            title: "Card"
        es:
          HomeViewModel:
            pageTitle: "Inicio"
          CardViewModel:
            title: "Tarjeta"
        """)

    func testAPageWithAChildBecomesOneSpecWithTextIdentityDocAndStubs() {
        let page = ImportSource(path: "Home/HomeViewModel.swift", text: """
            import FOSMVVM

            /// The landing page.
            @ViewModel
            public struct HomeViewModel: RequestableViewModel {
                public typealias Request = HomeRequest

                @LocalizedString public var pageTitle

                public let userName: String
                public let cards: [CardViewModel]

                public var vmId: ViewModelId = .init(type: Self.self)

                public init(userName: String, cards: [CardViewModel]) {
                    self.userName = userName
                    self.cards = cards
                }

                public static func stub(userName: String = "Barney Rubble", cards: [CardViewModel] = [.stub()]) -> Self {
                    .init(userName: userName, cards: cards)
                }
            }
            """)
        let card = ImportSource(path: "Home/CardViewModel.swift", text: """
            @ViewModel
            public struct CardViewModel {
                @LocalizedString public var title
                public let id: ModelIdType
                public let link: URL?
                public let vmId: ViewModelId

                public init(id: ModelIdType, link: URL?) {
                    self.id = id
                    self.link = link
                    self.vmId = .init(id: id)
                }
            }
            """)
        let result = SpecImporter.run(swift: [page, card], yaml: [yaml])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertEqual(result.specs.map(\.fileName), ["Home.yml"])
        XCTAssertEqual(result.specs.first?.text, """
            # Imported by `vmgen import` from Home/HomeViewModel.swift.
            viewModel: Home
            hosting: server
            doc: "The landing page."
            identity: singleton

            text:
              pageTitle: { en: "Home", es: "Inicio" }

            properties:
              userName: { type: String, stub: "Barney Rubble" }
              cards: [Card]

            children:
              Card:
                # Imported from Home/CardViewModel.swift.
                identity: { id: id }
                text:
                  title: { en: "Card", es: "Tarjeta" }
                properties:
                  id: ModelIdType
                  link: URL?

            """)
    }

    func testEveryConstructTheSpecLacksIsListedAtItsPlace() {
        let source = ImportSource(path: "Home/HomeViewModel.swift", text: """
            @ViewModel(options: [.clientHostedFactory])
            public struct HomeViewModel: Identifiable {
                @LocalizedString public var pageTitle
                public let count: Int
                public var doubled: Int { count * 2 }
                public var vmId: ViewModelId = .init(type: Self.self)

                public init(count: Int) {
                    self.count = max(0, count)
                }

                public func refresh() async {}
                public var operations: any HomeViewModelOperations { HomeOps() }
            }

            public protocol HomeViewModelOperations {}
            """)
        let result = SpecImporter.run(swift: [source], yaml: [yaml])
        XCTAssertEqual(result.notes.map(\.rendered), [
            "Home/HomeViewModel.swift:2:15: note: conformance 'Identifiable' is not carried: FOSMVVM's ViewModel gives it, so the spec needs no 'conforms' for it",
            "Home/HomeViewModel.swift:5:12: note: computed property 'doubled' is not carried: the spec language has no computed properties",
            "Home/HomeViewModel.swift:8:12: note: custom init body is not carried: the spec generates an init that only stores its parameters",
            "Home/HomeViewModel.swift:12:12: note: method 'refresh' is not carried: the spec language has no methods (operations are read from the {Name}ViewModelOperations protocol)",
            "Home/HomeViewModel.swift:13:12: note: computed property 'operations' is not carried: the spec language has no computed properties",
            "Home/HomeViewModel.swift:16:8: note: protocol 'HomeViewModelOperations' is not carried: operations are read from a protocol with methods, of an imported {Name}ViewModel",
            "Resources/Home.yml:5:5: note: translation 'CardViewModel.title' is not carried: no imported text uses it",
        ])
        XCTAssertEqual(result.filesWithNotes, ["Home/HomeViewModel.swift", "Resources/Home.yml"])
        XCTAssertTrue(result.specs.first?.text.contains("hosting: client\n") == true)
    }

    /// A view vmgen.yml's `views:` generated (vmgen's header) is vmgen's own file, written
    /// again by generate: the note says so, not that it "stays hand-written". The same view
    /// without the header is the app's own code.
    func testAViewVMGenGeneratedIsSaidToBeVMGensNotHandWritten() {
        let header = "// Generated by vmgen from vmgen.yml. Edit only between vmgen:begin and vmgen:end; the rest is rewritten by `vmgen generate`.\n\n"
        let view = """
            import SwiftUI

            public struct HomeView: View {
                public var body: some View { Text("") }
            }

            """
        for (text, expected) in [(header + view, "its file is vmgen's own (from vmgen.yml's views:, tests: or app:)"), (view, "it stays hand-written, as it is")] {
            let result = SpecImporter.run(swift: [ImportSource(path: "App/Views/HomeView.swift", text: text)], yaml: [])
            let notes = result.notes.filter { $0.message.hasPrefix("struct 'HomeView' is not carried") }
            XCTAssertEqual(notes.count, 1, "\(result.notes.map(\.rendered))")
            XCTAssertTrue(notes.first?.message.contains(expected) == true, "\(notes.map(\.rendered))")
        }
    }

    func testASharedComponentInItsOwnFolderIsASpecOfItsOwnAndARandomIdentityKeepsItsReason() {
        let page = ImportSource(path: "Feed/FeedViewModel.swift", text: """
            @ViewModel
            public struct FeedViewModel: RequestableViewModel {
                public typealias Request = FeedRequest
                public let author: ContactViewModel
                // Random identity: shown once and never diffed
                public var vmId: ViewModelId = .init()
                public init(author: ContactViewModel) {
                    self.author = author
                }
            }
            """)
        let contact = ImportSource(path: "Contact/ContactViewModel.swift", text: """
            @ViewModel
            public struct ContactViewModel {
                public let name: String
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(name: String) {
                    self.name = name
                }
            }
            """)
        let result = SpecImporter.run(swift: [page, contact], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertEqual(result.specs.map(\.fileName), ["Contact.yml", "Feed.yml"])
        XCTAssertTrue(result.specs[0].text.contains("hosting: server\npage: false\n"), result.specs[0].text)
        XCTAssertTrue(result.specs[1].text.contains("identity: { random: \"shown once and never diffed\" }\n"), result.specs[1].text)
        XCTAssertTrue(result.specs[1].text.contains("  author: Contact\n"), result.specs[1].text)
    }

    func testTheOutputIsTheSameWhateverTheOrderOfTheFiles() {
        let first = ImportSource(path: "A/AViewModel.swift", text: "@ViewModel\npublic struct AViewModel {\n    public let b: BViewModel\n}\n")
        let second = ImportSource(path: "A/BViewModel.swift", text: "@ViewModel\npublic struct BViewModel {\n    public let x: Int\n}\n")
        let one = SpecImporter.run(swift: [first, second], yaml: [])
        let other = SpecImporter.run(swift: [second, first], yaml: [])
        XCTAssertEqual(one.specs, other.specs)
        XCTAssertEqual(one.notes, other.notes)
    }

    func testAClientHostedChildAndATranslationGivenTwiceAreListed() {
        let page = ImportSource(path: "A/PageViewModel.swift", text: "@ViewModel\npublic struct PageViewModel: RequestableViewModel {\n    public let row: RowViewModel\n}\n")
        let row = ImportSource(path: "A/RowViewModel.swift", text: "@ViewModel(options: [.clientHostedFactory])\npublic struct RowViewModel {\n    @LocalizedString public var title\n}\n")
        let first = ImportSource(path: "R/a.yml", text: "en:\n  RowViewModel:\n    title: \"One\"\n")
        let second = ImportSource(path: "R/b.yml", text: "en:\n  RowViewModel:\n    title: \"Two\"\n")
        let result = SpecImporter.run(swift: [page, row], yaml: [second, first])
        let rendered = result.notes.map(\.rendered)
        XCTAssertTrue(rendered.contains("A/RowViewModel.swift:2:15: note: the .clientHostedFactory option of 'RowViewModel' is not carried: it becomes a child of its page, which builds it"), rendered.joined(separator: "\n"))
        XCTAssertTrue(rendered.contains("R/b.yml:3:5: note: translation 'RowViewModel.title' (en) is not carried: an earlier file already gives it"), rendered.joined(separator: "\n"))
        XCTAssertTrue(result.specs.first?.text.contains("title: { en: \"One\" }") == true, result.specs.first?.text ?? "")
    }

    func testClashesNameTwoSpecsOfOneFileAndANameTwoSpecsDeclare() {
        let specs = [
            ImportedSpec(fileName: "A.yml", text: "", names: ["A", "Row"], sourceFiles: ["V/A.swift"]),
            ImportedSpec(fileName: "B.yml", text: "", names: ["B", "Row"], sourceFiles: ["V/B.swift"]),
            ImportedSpec(fileName: "B.yml", text: "", names: ["B"], sourceFiles: ["S/B.swift"]),
        ]
        XCTAssertEqual(ImportedSpec.clashes(specs), [
            "2 imported specs would each be written as B.yml (read from S/B.swift, V/B.swift); rename one of the types, or import them from separate paths one at a time",
            "'Row' would be declared by both A.yml and B.yml (read from V/A.swift, V/B.swift); the next generate would stop on it",
        ])
        XCTAssertEqual(ImportedSpec.clashes(Array(specs.prefix(1))), [])
    }

    /// A property whose type is an optional list (written unquoted it is not YAML: `[String]?`)
    /// gives a spec vmgen reads back, with the type as it was.
    func testAnOptionalListTypeIsWrittenSoTheSpecParses() throws {
        let source = ImportSource(path: "Tags/TagsViewModel.swift", text: """
            @ViewModel
            public struct TagsViewModel {
                public let tags: [String]?
                public let scores: [String: Int]
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(tags: [String]?, scores: [String: Int]) {
                    self.tags = tags
                    self.scores = scores
                }
            }
            """)
        let result = SpecImporter.run(swift: [source], yaml: [])
        let spec = try XCTUnwrap(result.specs.first)
        let parsed = YAMLParser.parse(spec.text, file: "Specs/Tags.yml")
        XCTAssertEqual(parsed.diagnostics, [], spec.text)
        let properties = parsed.root?.mapping?.first { $0.key.text == "properties" }?.value.mapping ?? []
        XCTAssertEqual(properties.first { $0.key.text == "tags" }?.value.scalar?.text, "[String]?", spec.text)
    }

    /// vmgen's own SystemVersion stub (as the generator writes it) is read back, with no note.
    func testASystemVersionStubIsReadBack() throws {
        let source = ImportSource(path: "About/AboutViewModel.swift", text: """
            @ViewModel
            public struct AboutViewModel {
                public let appVersion: SystemVersion
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(appVersion: SystemVersion) {
                    self.appVersion = appVersion
                }
                public static func stub(appVersion: SystemVersion = SystemVersion(major: 19, minor: 14, patch: 2)) -> Self {
                    .init(appVersion: appVersion)
                }
            }
            """)
        let result = SpecImporter.run(swift: [source], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        let spec = try XCTUnwrap(result.specs.first).text
        XCTAssertTrue(spec.contains("  appVersion: { type: SystemVersion, stub: \"19.14.2\" }\n"), spec)
    }
}
