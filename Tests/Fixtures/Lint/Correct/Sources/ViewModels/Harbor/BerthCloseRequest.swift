import FOSFoundation
import FOSMVVM
import Foundation

/// Closes a berth for repairs (noun-first: the berth, then what happens to it).
public final class BerthCloseRequest: UpdateRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias Fragment = EmptyFragment
    public typealias ResponseBody = EmptyBody

    public struct RequestBody: ServerRequestBody, ValidatableModel {
        public let berthId: ModelIdType

        public init(berthId: ModelIdType) {
            self.berthId = berthId
        }

        public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
            nil
        }
    }

    /// What closing a berth can fail at, as the operation would throw it locally.
    @LocalizableError
    public struct ResponseError: ServerRequestError {
        public enum Reason: Codable, Sendable {
            case berthOccupied
            case berthAlreadyClosed
        }

        public let reason: Reason
        @LocalizedString public var closeFailedMessage

        public var localizedMessage: any Localizable {
            closeFailedMessage
        }

        public init(reason: Reason) {
            self.reason = reason
        }
    }

    public let requestBody: RequestBody?
    public var responseBody: EmptyBody?

    public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil,
                requestBody: RequestBody? = nil, responseBody: EmptyBody? = nil) {
        self.requestBody = requestBody
        self.responseBody = responseBody
    }

    public static func stub() -> Self {
        .init(query: nil, sort: nil, fragment: nil, requestBody: nil, responseBody: nil)
    }
}
