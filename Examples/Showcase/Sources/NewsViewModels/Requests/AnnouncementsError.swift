// Hand-written (not generated): the error AnnouncementsRequest declares as its ResponseError.
import FOSFoundation
import FOSMVVM
import Foundation

public struct AnnouncementsError: ServerRequestError {
    public enum Code: Codable, Sendable {
        case channelNotFound
        case channelClosed
    }

    public let code: Code

    public init(code: Code) {
        self.code = code
    }
}
