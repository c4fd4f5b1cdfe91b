// Stand-in for the few Vapor 4 names vmgen's factory files use. Not from the FOSMVVM reference:
// modelled on Vapor 4's public API (Abort's initializer, NIOHTTP1's HTTPResponseStatus re-exported,
// AsyncResponseEncodable). Type-checking only.

import Foundation

/// NIOHTTP1's status (re-exported by Vapor); only some cases are modelled.
public enum HTTPResponseStatus: Sendable, Hashable {
    case ok
    case created
    case noContent
    case badRequest
    case unauthorized
    case forbidden
    case notFound
    case conflict
    case unprocessableEntity
    case internalServerError
    case notImplemented
    case serviceUnavailable
    case custom(code: UInt, reasonPhrase: String)
}

public struct HTTPHeaders: Sendable, ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, String)...) {}
}

public protocol AbortError: Error {
    var status: HTTPResponseStatus { get }
    var reason: String { get }
}

public struct Abort: AbortError {
    public let status: HTTPResponseStatus
    public let reason: String

    public init(
        _ status: HTTPResponseStatus, headers: HTTPHeaders = [:], reason: String? = nil, identifier: String? = nil,
        suggestedFixes: [String] = [], file: String = #fileID, function: String = #function, line: UInt = #line,
        column: UInt = #column, range: Range<UInt>? = nil
    ) {
        self.status = status
        self.reason = reason ?? ""
    }
}

public final class Request: @unchecked Sendable {
    init() {}
}

public final class Response: @unchecked Sendable {
    init() {}
}

public protocol AsyncResponseEncodable {
    func encodeResponse(for request: Request) async throws -> Response
}

// MARK: - Routing (what the generated controllers and RequestRoutes.swift name)

/// `Routing/RoutesBuilder.swift`: where routes are added (an `Application`'s `routes`, a group).
public protocol RoutesBuilder {
    func add(_ route: Route)
}

/// `Routing/Route.swift` (reduced: nothing here routes).
public final class Route: @unchecked Sendable {
    init() {}
}

/// `Routing/RouteCollection.swift`: a group of routes registered at once.
public protocol RouteCollection {
    func boot(routes: any RoutesBuilder) throws
}

public extension RoutesBuilder {
    /// `RouteCollection.swift`: `try routes.register(collection: UsersController())`.
    func register(collection: any RouteCollection) throws {
        try collection.boot(routes: self)
    }
}

/// `Routing/Routes.swift`: the application's routes.
public final class Routes: RoutesBuilder, @unchecked Sendable {
    init() {}
    public func add(_ route: Route) {}
}

/// `Application.swift` (reduced to `routes`).
public final class Application: @unchecked Sendable {
    public let routes = Routes()
    init() {}
}

// MARK: - Content (what a controller decodes a request's body with)

/// `Content/ContentContainer.swift`: `req.content.decode(T.self)`.
public protocol ContentContainer {
    func decode<D: Decodable>(_ decodable: D.Type) throws -> D
}

struct RequestContent: ContentContainer {
    func decode<D: Decodable>(_ decodable: D.Type) throws -> D { fatalError("stand-in") }
}

public extension Request {
    /// `Request.swift`: the request's body, decoded by its content type.
    var content: any ContentContainer { RequestContent() }
}

// MARK: - What a server test sets up (Vapor 4.121)

/// NIOHTTP1's name as Vapor re-exports it.
public typealias HTTPStatus = HTTPResponseStatus

/// `Middleware/Middleware.swift` (requirements not modelled).
public protocol Middleware: Sendable {}

/// `Middleware/Middlewares.swift`: `app.middleware = .init(); app.middleware.use(…)`.
public struct Middlewares: Sendable {
    public init() {}
    public mutating func use(_ middleware: any Middleware) {}
}

/// `Environment/Environment.swift` (reduced).
public struct Environment: Sendable, Equatable {
    public static var testing: Environment { Environment() }
}

/// FluentKit's `Database`, which FOSTestingVapor hands a test (requirements not modelled).
public protocol Database: Sendable {}

public extension Application {
    /// `Application.swift`: the middleware every request passes through.
    var middleware: Middlewares {
        get { Middlewares() }
        set {}
    }

    var environment: Environment { .testing }
}
