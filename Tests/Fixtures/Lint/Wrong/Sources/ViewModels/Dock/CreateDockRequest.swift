import FOSFoundation
import FOSMVVM
import Foundation

/// A dock to open: its name.
public struct DockDraft: ServerRequestBody, ValidatableModel {
    public let name: String

    public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
        nil
    }
}

/// Opens a new dock in the harbour.
public final class CreateDockRequest: CreateRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias Fragment = EmptyFragment
    public typealias ResponseBody = EmptyBody

    public typealias RequestBody = DockDraft

    public struct ResponseError: ServerRequestError {
        public let reason: String
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
