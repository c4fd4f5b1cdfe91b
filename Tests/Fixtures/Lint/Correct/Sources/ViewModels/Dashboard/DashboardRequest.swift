import FOSFoundation
import FOSMVVM
import Foundation

public final class DashboardRequest: ViewModelRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias ResponseError = EmptyError
    public var responseBody: DashboardViewModel?

    public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil,
                requestBody: EmptyBody? = nil, responseBody: DashboardViewModel? = nil) {
        self.responseBody = responseBody
    }
}
