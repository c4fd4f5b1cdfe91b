// Hand-written (not generated): the write request the AnnouncementDetail `pin` operation sends.
import FOSFoundation
import FOSMVVM
import Foundation

public final class AnnouncementPinRequest: UpdateRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias Fragment = EmptyFragment
    public typealias ResponseBody = EmptyBody
    public typealias ResponseError = EmptyError

    public struct RequestBody: ServerRequestBody, ValidatableModel {
        /// Which announcement to pin: the identity its ViewModel was built from.
        public let announcement: ModelIdentity

        public init(announcement: ModelIdentity) {
            self.announcement = announcement
        }

        public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
            nil
        }
    }

    public let requestBody: RequestBody?
    public var responseBody: EmptyBody?

    public init(
        query: EmptyQuery? = nil,
        sort: EmptySort? = nil,
        fragment: EmptyFragment? = nil,
        requestBody: RequestBody? = nil,
        responseBody: EmptyBody? = nil
    ) {
        self.requestBody = requestBody
        self.responseBody = responseBody
    }

    public static func stub() -> Self {
        .init(query: nil, sort: nil, fragment: nil, requestBody: nil, responseBody: nil)
    }
}
