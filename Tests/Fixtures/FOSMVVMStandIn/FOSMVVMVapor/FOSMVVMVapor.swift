// Stand-in for FOSMVVMVapor — ref §1.5: Sources/FOSMVVMVapor/Protocols/VaporResponseBodyFactory.swift:47.
// Type-checking only.

import FOSMVVM
import Foundation
import Vapor

public protocol VaporResponseBodyFactory: ResponseBodyFactory, Vapor.AsyncResponseEncodable {}

public extension VaporResponseBodyFactory {
    /// The default localizes on serve (ref §1.5); overriding it is a red flag.
    func encodeResponse(for request: Vapor.Request) async throws -> Vapor.Response {
        fatalError("stand-in")
    }
}

// MARK: - Serving requests (FOSUtilities 0.13.3: Sources/FOSMVVMVapor/Vapor Support/)

/// `Protocols/ControllerRouting.swift:23` (the path helpers are not modelled).
public protocol ControllerRouting {
    static var baseURL: String { get }
}

/// `ServerRequestController.swift:43`: one processor per action, registered as a route collection.
public protocol ServerRequestController: AnyObject, ControllerRouting, RouteCollection, SendableMetatype {
    associatedtype TRequest: ServerRequest

    /// `ServerRequestController.swift:49`: the raw `Vapor.Request` and the bound typed request.
    typealias ActionProcessor = @Sendable (Vapor.Request, TRequest) async throws -> TRequest.ResponseBody

    var actions: [ServerRequestAction: ActionProcessor] { get }
}

public extension ServerRequestController {
    static var baseURL: String { TRequest.path }

    func boot(routes: any RoutesBuilder) throws {}
}

/// `ViewModelRequest.swift:61`: a request served through its response body's factory.
public extension RoutesBuilder {
    func register<SR: ServerRequest>(request _: SR.Type, app: Vapor.Application) throws
        where SR.ResponseBody: VaporResponseBodyFactory {}
}

// MARK: - What a server test sets up

public extension Application {
    /// `Extensions/Application+FOS.swift:60`: the YAML responses are localized with.
    func initYamlLocalization(bundle: Bundle, resourceDirectoryName: String) throws {}
}

/// `Middleware/ErrorMiddleware.swift`: sends a thrown `ServerRequestError` as the typed error.
public struct ErrorMiddleware: Middleware {
    /// Line 67.
    public static func `default`(environment: Environment) -> ErrorMiddleware { ErrorMiddleware() }
}
