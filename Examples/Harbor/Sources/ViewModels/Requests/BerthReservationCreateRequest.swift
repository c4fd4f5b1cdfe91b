// Hand-written (not generated): the write request the BerthDetail `reserve` operation sends.
import FOSFoundation
import FOSMVVM
import Foundation

public final class BerthReservationCreateRequest: CreateRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias Fragment = EmptyFragment
    public typealias ResponseBody = EmptyBody
    public typealias ResponseError = EmptyError

    public struct RequestBody: ServerRequestBody, ValidatableModel {
        public let berthId: ModelIdType
        public let nights: Int

        public init(berthId: ModelIdType, nights: Int) {
            self.berthId = berthId
            self.nights = nights
        }

        public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
            nights > 0 ? nil : .error
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
