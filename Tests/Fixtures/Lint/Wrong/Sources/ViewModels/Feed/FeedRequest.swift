import FOSFoundation
import FOSMVVM
import Foundation

public final class FeedRequest: ViewModelRequest, @unchecked Sendable {
    public var responseBody: FeedViewModel?

    public init(query: EmptyQuery? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: FeedViewModel? = nil) {
        self.responseBody = responseBody
    }
}
