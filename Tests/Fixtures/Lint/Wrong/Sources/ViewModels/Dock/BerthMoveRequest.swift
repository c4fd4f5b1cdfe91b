import FOSFoundation
import FOSMVVM
import Foundation

/// Moves a berth to another dock.
public final class BerthMoveRequest: UpdateRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias Fragment = EmptyFragment
    public typealias ResponseBody = EmptyBody

    public struct RequestBody: ServerRequestBody, ValidatableModel {
        public let berthId: ModelIdType
        public let dockId: ModelIdType

        public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
            nil
        }
    }

    @LocalizableError
    public struct ResponseError: ServerRequestError {
        public let berthNumber: Int
        @LocalizedString public var errorMessage

        public var localizedMessage: any Localizable {
            errorMessage
        }
    }

    public let requestBody: RequestBody?
    public var responseBody: EmptyBody?

    public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil, requestBody: RequestBody? = nil, responseBody: EmptyBody? = nil) {
        self.requestBody = requestBody
        self.responseBody = responseBody
    }

    public static func stub() -> Self {
        .init()
    }
}
