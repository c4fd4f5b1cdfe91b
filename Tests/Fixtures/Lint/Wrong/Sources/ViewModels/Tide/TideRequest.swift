import FOSFoundation
import FOSMVVM
import Foundation

/// Copied from HarborRequest; the response body was never changed.
public final class TideRequest: ViewModelRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias ResponseError = EmptyError
    public var responseBody: HarborViewModel?

    public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil,
                requestBody: EmptyBody? = nil, responseBody: HarborViewModel? = nil) {
        self.responseBody = responseBody
    }
}
