// Stand-in for FOSMVVMVapor — ref §1.5: Sources/FOSMVVMVapor/Protocols/VaporResponseBodyFactory.swift:47.
// Type-checking only.

import FOSMVVM
import Vapor

public protocol VaporResponseBodyFactory: ResponseBodyFactory, Vapor.AsyncResponseEncodable {}

public extension VaporResponseBodyFactory {
    /// The default localizes on serve (ref §1.5); overriding it is a red flag.
    func encodeResponse(for request: Vapor.Request) async throws -> Vapor.Response {
        fatalError("stand-in")
    }
}
