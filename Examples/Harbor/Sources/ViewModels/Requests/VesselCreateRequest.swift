// Hand-written (not generated): the write request the VesselForm `submit` operation sends.
// Its body adopts VesselFields, so the server validates exactly as the form does.
import FOSFoundation
import FOSMVVM
import Foundation

public final class VesselCreateRequest: CreateRequest, @unchecked Sendable {
    public typealias Query = EmptyQuery
    public typealias Fragment = EmptyFragment
    public typealias ResponseBody = EmptyBody
    public typealias ResponseError = EmptyError

    public struct RequestBody: ServerRequestBody, VesselFields {
        public var name: String
        public var registration: String?
        public var lengthMeters: Double
        public let vesselValidationMessages: VesselFieldsMessages

        public init(name: String, registration: String?, lengthMeters: Double) {
            self.name = name
            self.registration = registration
            self.lengthMeters = lengthMeters
            self.vesselValidationMessages = .init()
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
