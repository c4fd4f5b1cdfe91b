import FOSFoundation
import FOSMVVM
import Foundation

public final class InfoRequest: ViewModelRequest, @unchecked Sendable {
    public struct Query: ServerRequestQuery {
        public let deviceId: String

        public init(deviceId: String) {
            self.deviceId = deviceId
        }
    }

    public let query: Query?
    public typealias ResponseError = EmptyError
    public var responseBody: InfoViewModel?

    public init(
        query: Query? = nil,
        sort: EmptySort? = nil,
        fragment: EmptyFragment? = nil,
        requestBody: EmptyBody? = nil,
        responseBody: InfoViewModel? = nil
    ) {
        self.query = query
        self.responseBody = responseBody
    }
}
