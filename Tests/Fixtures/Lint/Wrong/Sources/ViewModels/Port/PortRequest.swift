import FOSFoundation
import FOSMVVM
import Foundation

public final class PortRequest: ViewModelRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias ResponseError = EmptyError
    public var responseBody: PortViewModel?

    public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil,
                requestBody: EmptyBody? = nil, responseBody: PortViewModel? = nil) {
        self.responseBody = responseBody
    }
}
