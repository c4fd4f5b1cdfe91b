import VMGenKit
import XCTest

/// A page's request: its `Query` fields become `request: query:`, its own response error type
/// `responseError:`; `.live` becomes `live: true`. Request errors and other members are listed.
final class ImportRequestTests: XCTestCase {
    private let page = ImportSource(path: "F/FeedViewModel.swift", text: """
        @ViewModel(options: [.live])
        public struct FeedViewModel: RequestableViewModel {
            public typealias Request = FeedRequest
            public let channel: String
            public var vmId: ViewModelId = .init(type: Self.self)
            public init(channel: String) {
                self.channel = channel
            }
        }
        """)

    private func request(extra: String) -> ImportSource {
        ImportSource(path: "F/FeedRequest.swift", text: """
            public final class FeedRequest: ViewModelRequest, @unchecked Sendable {
                public struct Query: ServerRequestQuery {
                    public let channel: String
                    public let page: Int?

                    public init(channel: String, page: Int? = nil) {
                        self.channel = channel
                        self.page = page
                    }
                }

                public let query: Query?
                public typealias ResponseError = FeedError
                public var responseBody: FeedViewModel?
            \(extra)
                public init(
                    query: Query? = nil,
                    sort: EmptySort? = nil,
                    fragment: EmptyFragment? = nil,
                    requestBody: EmptyBody? = nil,
                    responseBody: FeedViewModel? = nil
                ) {
                    self.query = query
                    self.responseBody = responseBody
                }
            }
            """)
    }

    func testTheQueryResponseErrorAndLiveAreCarried() throws {
        let result = SpecImporter.run(swift: [page, request(extra: "")], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertEqual(try XCTUnwrap(result.specs.first).text, """
            # Imported by `vmgen import` from F/FeedViewModel.swift.
            viewModel: Feed
            hosting: server
            live: true
            identity: singleton

            request:
              query:
                channel: String
                page: Int?
              responseError: FeedError

            properties:
              channel: String

            """)
    }

    func testOtherRequestMembersAreListedAtTheirPlace() {
        let result = SpecImporter.run(swift: [page, request(extra: "    public var retries: Int { 3 }")], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [
            "F/FeedRequest.swift:15:12: note: var 'retries' of 'FeedRequest' is not carried: the spec generates only the query, response error, response body and init of a request",
        ])
    }
}
