import VMGenKit
import XCTest

/// Each kind of bad spec gets an error with the exact location, source line and caret — and
/// every problem of a run is reported, not just the first.
final class SpecErrorTests: XCTestCase {
    func testUnknownKeysSuggestTheRightOne() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Dashboard
            hostng: server
            hosting: server
            properties:
              count: { type: Int, dispaly: LocalizableInt }
            operations:
              refresh: { parameter: {} }
            """), """
            Specs/A.yml:2:1: error: unknown key 'hostng' in the spec; did you mean 'hosting'? [spec]
            hostng: server
            ^
            Specs/A.yml:5:23: error: unknown key 'dispaly' in the property 'count'; did you mean 'display'? [spec]
              count: { type: Int, dispaly: LocalizableInt }
                                  ^
            Specs/A.yml:7:14: error: unknown key 'parameter' in the operation 'refresh'; did you mean 'parameters'? [spec]
              refresh: { parameter: {} }
                         ^

            """)
    }

    func testAnUnknownKeyFarFromAnyListsTheKeys() {
        XCTAssertEqual(SpecHarness.errors("viewModel: A\nhosting: server\nzebra: 1\n"), """
            Specs/A.yml:3:1: error: unknown key 'zebra' in the spec (expected one of: viewModel, style, hosting, page, live, request, requests, displaysError, children, operations, versions, doc, identity, conforms, form, text, properties, enums) [spec]
            zebra: 1
            ^

            """)
    }

    func testUnknownTypesAndChildReferences() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Dashboard
            hosting: server
            properties:
              cards: [Crad]
              owner: Channel.Owner
              header: HeaderViewModel
            children:
              Card: {}
              Header: {}
            """), """
            Specs/A.yml:4:11: error: unknown type 'Crad'; did you mean 'Card'? [spec]
              cards: [Crad]
                      ^
              note: a ViewModel holds plain types (String, Int, Double, Bool, Date, URL, UUID, ModelIdType, SystemVersion, ModelIdentity, LocalizableString), ViewModels and enums from the specs, and optionals and lists of those
            Specs/A.yml:5:10: error: 'Channel.Owner' is not a type vmgen knows (write e.g. String, Int?, [Card]) [spec]
              owner: Channel.Owner
                     ^
            Specs/A.yml:6:11: error: write the ViewModel 'HeaderViewModel' by its spec name 'Header' [spec]
              header: HeaderViewModel
                      ^

            """)
    }

    func testDuplicateNamesAcrossSpecsAndWithinOne() {
        let files = [
            "Specs/A.yml": "viewModel: Card\nhosting: server\n",
            "Specs/B.yml": """
                viewModel: Board
                hosting: server
                children:
                  Card: {}
                enums:
                  Board:
                    open: { en: "Open" }
                """,
        ]
        XCTAssertEqual(SpecHarness.errors(files), """
            Specs/B.yml:4:3: error: duplicate name 'Card': a ViewModel of this name is already declared [spec]
              Card: {}
              ^
              note: first declared at Specs/A.yml:1:12
            Specs/B.yml:6:3: error: duplicate name 'Board': an enum of this name is already declared [spec]
              Board:
              ^
              note: first declared at Specs/B.yml:1:12

            """)
    }

    func testInvalidIdentifiersAndKeywords() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: dashboard
            hosting: server
            """), """
            Specs/A.yml:1:12: error: a ViewModel name starts with an upper-case letter: 'Dashboard' [spec]
            viewModel: dashboard
                       ^

            """)
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Dash-board
            hosting: server
            """), """
            Specs/A.yml:1:12: error: 'Dash-board' is not a valid Swift identifier for a ViewModel (use letters, digits and _, not starting with a digit) [spec]
            viewModel: Dash-board
                       ^

            """)
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Form
            hosting: server
            text:
              default: { en: "x" }
            properties:
              class: String
              2fast: Int
              vmId: String
            operations:
              return: {}
            """), """
            Specs/A.yml:4:3: error: 'default' is a Swift keyword and cannot be a text property name [spec]
              default: { en: "x" }
              ^
            Specs/A.yml:6:3: error: 'class' is a Swift keyword and cannot be a property name [spec]
              class: String
              ^
            Specs/A.yml:7:3: error: '2fast' is not a valid Swift identifier for a property (use letters, digits and _, not starting with a digit) [spec]
              2fast: Int
              ^
            Specs/A.yml:8:3: error: 'vmId' is generated by vmgen or the @ViewModel macro and cannot be a property name [spec]
              vmId: String
              ^
            Specs/A.yml:10:3: error: 'return' is a Swift keyword and cannot be an operation name [spec]
              return: {}
              ^

            """)
    }

    func testCyclesAmongChildren() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Board
            hosting: server
            properties:
              card: Card
            children:
              Card:
                properties:
                  tag: Tag
              Tag:
                properties:
                  card: Card?
            """), """
            Specs/A.yml:11:7: error: ViewModels 'Card' → 'Tag' → 'Card' form a cycle; a ViewModel cannot contain itself [spec]
                  card: Card?
                  ^

            """)
    }

    func testMissingRequiredKeysEmptyAndNonMappingSpecs() {
        XCTAssertEqual(SpecHarness.errors("# only a comment\n"), """
            Specs/A.yml:1:1: error: the spec is empty; it needs at least 'viewModel:' and 'hosting:' [spec]
            # only a comment
            ^

            """)
        XCTAssertEqual(SpecHarness.errors("properties: {}\n"), """
            Specs/A.yml:1:1: error: missing required key 'viewModel' (the ViewModel's name, e.g. 'viewModel: Dashboard') [spec]
            properties: {}
            ^

            """)
        XCTAssertEqual(SpecHarness.errors("- viewModel: A\n"), """
            Specs/A.yml:1:1: error: a spec must be a mapping (key: value lines) [spec]
            - viewModel: A
            ^

            """)
        XCTAssertEqual(SpecHarness.errors("viewModel: A\nhosting: cloud\n"), """
            Specs/A.yml:2:10: error: 'hosting' must be 'server' or 'client', not 'cloud' [spec]
            hosting: cloud
                     ^

            """)
    }

    func testStructuralRulesOfHostingAndChildren() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Settings
            hosting: client
            live: true
            request: { query: { page: Int } }
            properties:
              rows: [Row]
            children:
              Row:
                identity: { id: id }
                properties: { id: String }
                operations:
                  tap: {}
            """), """
            Specs/A.yml:3:1: error: 'live' cannot be combined with client hosting: a client-hosted ViewModel is built on the client and has no server response to derive live registrations from [spec]
            live: true
            ^
            Specs/A.yml:4:1: error: a client-hosted page has no request of its own: the @ViewModel macro generates ClientHostedRequest [spec]
            request: { query: { page: Int } }
            ^
            Specs/A.yml:6:3: error: a client-hosted page cannot take the ViewModel '[RowViewModel]' as a property: its init parameters become the macro's AppState, which must be Hashable & Sendable; pass the child's plain data instead [spec]
              rows: [Row]
              ^
            Specs/A.yml:11:5: error: child ViewModels don't own operations: dispatch through the top-level ViewModel's operations, or make 'Row' a top-level spec [OPS-10]
                operations:
                ^

            """)
    }

    func testIdentityErrors() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Node
            hosting: server
            page: false
            identity: { id: nodeId }
            properties:
              nodeID: String
            """), """
            Specs/A.yml:4:17: error: 'id' refers to 'nodeId', which is not a property of this ViewModel; did you mean 'nodeID'? [spec]
            identity: { id: nodeId }
                            ^

            """)
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Node
            hosting: server
            identity: { compose: [host, createdAt] }
            properties:
              host: String
              createdAt: Date
            """), """
            Specs/A.yml:3:29: error: 'createdAt' (Date) has no stable text form for a composed id; compose String, Int, UUID, ModelIdType, SystemVersion, Bool, URL or enum properties [spec]
            identity: { compose: [host, createdAt] }
                                        ^

            """)
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Flash
            hosting: client
            identity: { random: "  " }
            """), """
            Specs/A.yml:3:21: error: a random identity needs a written reason: why identity cannot matter for this ViewModel [spec]
            identity: { random: "  " }
                                ^

            """)
    }

    func testRowsNeedAStableIdentity() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Board
            hosting: server
            properties:
              cards: [Card]
            children:
              Card:
                properties:
                  title: String
            """), """
            Specs/A.yml:6:3: error: CardViewModel is a list row (used at line 4) but its identity is singleton: every row would share one vmId; use identity: { id: … } or { compose: [ … ] } [VMID-03]
              Card:
              ^

            """)
    }

    func testSubstitutionsAndTranslations() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Greeting
            hosting: server
            text:
              hello:
                en: "Hello, %{name}!"
                es: "¡Hola, %{nombre}!"
                substitutions: { name: userName }
              bye: { en: "Bye" }
            properties:
              user: String
            """, locales: ["en", "es"]), """
            Specs/A.yml:6:9: error: the 'es' text of 'hello' uses %{nombre} with no substitution and never uses %{name} [LOC-04]
                es: "¡Hola, %{nombre}!"
                    ^
            Specs/A.yml:7:28: error: the substitution 'name' refers to 'userName', which is not a property of GreetingViewModel [spec]
                substitutions: { name: userName }
                                       ^
            Specs/A.yml:8:3: error: the text 'bye' of GreetingViewModel has no text for 'es': give it in the spec (or name a fallbackLocale in vmgen.yml) [LOC-01]
              bye: { en: "Bye" }
              ^

            """)
    }

    func testStubValuesMustFitTheirType() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Berth
            hosting: server
            properties:
              size: { type: Int, stub: "big" }
              since: { type: Date, stub: "last tuesday" }
              state: { type: Mooring, stub: sunk }
            enums:
              Mooring:
                free: { en: "Free" }
            """), """
            Specs/A.yml:4:28: error: 'big' is not an Int [spec]
              size: { type: Int, stub: "big" }
                                       ^
            Specs/A.yml:5:30: error: a Date stub is written YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ (UTC), e.g. 1914-02-03 or 1914-02-03T10:30:00Z [spec]
              since: { type: Date, stub: "last tuesday" }
                                         ^
            Specs/A.yml:6:3: error: 'sunk' is not a case of Mooring [spec]
              state: { type: Mooring, stub: sunk }
              ^

            """)
    }

    func testYAMLSyntaxErrorsStopOnlyTheirFile() {
        let files = [
            "Specs/A.yml": "viewModel: A\nhosting: server\ntext:\n  title: { en: \"Hi\n",
            "Specs/B.yml": "viewModel: B\nhosting: serve\n",
        ]
        let output = SpecHarness.errors(files)
        XCTAssertTrue(output.hasPrefix("Specs/A.yml:4:16: error: "), output)
        XCTAssertTrue(output.contains("Specs/B.yml:2:10: error: 'hosting' must be 'server' or 'client', not 'serve'; did you mean 'server'? [spec]"), output)
    }

    func testBinaryFilesAreRejectedWithALocation() {
        let specs = [SpecFile(path: "Specs/A.yml", bytes: [0x76, 0x6D, 0x3A, 0x20, 0xFF, 0xFE, 0x00, 0x01])]
        let (documents, diagnostics) = Generator.parse(specs)
        XCTAssertEqual(documents, [])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.location?.line, 1)
        XCTAssertEqual(diagnostics.first?.location?.column, 5)
    }
}
