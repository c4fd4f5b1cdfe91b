import VMGenKit
import XCTest

/// ViewModels written before FOSMVVM's `@ViewModel` macro conform to the protocol by hand
/// (`struct X: RequestableViewModel`, `public var vmId = ViewModelId()`) and their requests
/// have the older four-argument init. They import like macro ViewModels; what differs from
/// what vmgen generates is listed at its place.
final class ImportHandConformingTests: XCTestCase {
    private let viewModel = ImportSource(path: "Sources/ViewModels/LandingPageViewModel.swift", text: """
        import FOSMVVM

        public struct LandingPageViewModel: RequestableViewModel {
            public typealias Request = LandingPageRequest

            @LocalizedString public var pageTitle

            public var vmId = ViewModelId()

            public init() {}
        }
        """)

    private let request = ImportSource(path: "Sources/ViewModels/LandingPageRequest.swift", text: """
        import FOSMVVM

        public final class LandingPageRequest: ViewModelRequest {
            public typealias Query = EmptyQuery
            public let responseBody: LandingPageViewModel?

            public init(query: FOSMVVM.EmptyQuery? = nil, fragment: FOSMVVM.EmptyFragment? = nil, requestBody: FOSMVVM.EmptyBody? = nil, responseBody: LandingPageViewModel? = nil) {
                self.responseBody = responseBody
            }
        }
        """)

    private let yaml = ImportSource(path: "Sources/Resources/ViewModels/LandingPageViewModel.yml", text: """
        en:
          LandingPageViewModel:
            pageTitle: "Showcase"
        """)

    func testAViewModelConformingByHandImportsAsAPageWithItsTextAndIdentity() throws {
        let result = SpecImporter.run(swift: [viewModel, request], yaml: [yaml])
        XCTAssertEqual(result.specs.map(\.fileName), ["LandingPage.yml"])
        // Both declare what the spec generates, at other paths (LandingPage/…): both go aside.
        XCTAssertEqual(result.specs.first?.sourceFiles, ["Sources/ViewModels/LandingPageRequest.swift", "Sources/ViewModels/LandingPageViewModel.swift"])
        XCTAssertEqual(try XCTUnwrap(result.specs.first).text, """
            # Imported by `vmgen import` from Sources/ViewModels/LandingPageViewModel.swift.
            viewModel: LandingPage
            hosting: server
            identity: { random: "TODO: say why identity cannot matter" }

            text:
              pageTitle: { en: "Showcase" }

            """)
        XCTAssertEqual(result.notes.map(\.rendered), [
            "Sources/ViewModels/LandingPageRequest.swift:7:12: note: the request's init is not carried as written: the spec generates init(query:sort:fragment:requestBody:responseBody:), each defaulting to nil",
            "Sources/ViewModels/LandingPageViewModel.swift:3:15: note: 'LandingPageViewModel' conforms to RequestableViewModel by hand, without the @ViewModel macro: the spec generates it with the macro, which FOSMVVM 0.13 needs to write propertyNames() (the key of each @LocalizedString)",
            "Sources/ViewModels/LandingPageViewModel.swift:8:12: note: the random identity has no reason written above it; the spec needs one, so it says 'TODO: say why identity cannot matter'",
        ])
    }

    func testViewModelIdSpelledOutReadsAsTheInitShorthand() throws {
        let singleton = ImportSource(path: "A/AboutViewModel.swift", text: """
            public struct AboutViewModel: ViewModel {
                // The about screen is shown once.
                public let vmId = ViewModelId(type: Self.self)
                public init() {}
            }
            """)
        let result = SpecImporter.run(swift: [singleton], yaml: [])
        XCTAssertTrue(try XCTUnwrap(result.specs.first).text.contains("identity: singleton"), result.specs.first?.text ?? "")
        XCTAssertEqual(result.notes.map(\.message), [
            "'AboutViewModel' conforms to ViewModel by hand, without the @ViewModel macro: the spec generates it with the macro, which FOSMVVM 0.13 needs to write propertyNames() (the key of each @LocalizedString)",
            // Not a random identity's reason: nothing in the spec holds it.
            "comment '// The about screen is shown once.' is not carried: the spec has no place for comments among a ViewModel's members; keep it in the spec as a YAML comment if it matters",
        ])
    }

    func testARequestsOtherConformancesAndAnInitDoingMoreAreListed() throws {
        let busy = ImportSource(path: "Sources/ViewModels/LandingPageRequest.swift", text: """
            public final class LandingPageRequest: ViewModelRequest, CustomStringConvertible {
                public typealias Query = EmptyQuery
                public var responseBody: LandingPageViewModel?
                public var description: String { "landing" }

                public init(query: EmptyQuery? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: LandingPageViewModel? = nil) {
                    self.responseBody = responseBody
                    print("made")
                }
            }
            """)
        let messages = SpecImporter.run(swift: [viewModel, busy], yaml: [yaml]).notes.filter { $0.location.file.hasSuffix("Request.swift") }.map(\.rendered)
        XCTAssertEqual(messages, [
            "Sources/ViewModels/LandingPageRequest.swift:1:20: note: conformance 'CustomStringConvertible' of 'LandingPageRequest' is not carried: the spec generates 'ViewModelRequest, @unchecked Sendable'",
            "Sources/ViewModels/LandingPageRequest.swift:4:12: note: var 'description' of 'LandingPageRequest' is not carried: the spec generates only the query, response error, response body and init of a request",
            "Sources/ViewModels/LandingPageRequest.swift:6:12: note: init 'init' of 'LandingPageRequest' is not carried: the spec generates only the query, response error, response body and init of a request",
        ])
    }

    /// A `var` response body in another shape than vmgen's is listed like a `let` one.
    func testAResponseBodyOfAnotherTypeIsListed() {
        for keyword in ["var", "let"] {
            let other = ImportSource(path: request.path, text: request.text.replacingOccurrences(
                of: "public let responseBody: LandingPageViewModel?", with: "\(keyword) responseBody: LandingPageViewModel?"))
            let notes = SpecImporter.run(swift: [viewModel, other], yaml: [yaml]).notes.map(\.message)
            XCTAssertTrue(notes.contains("\(keyword) 'responseBody' of 'LandingPageRequest' is not carried: the spec generates only the query, response error, response body and init of a request"), "\(notes)")
        }
    }
}
