// Stand-in for FOSTestingVapor (FOSUtilities 0.13.3) — the names a generated server test uses,
// with their signatures from its source. Type-checking only.

import FOSFoundation
import FOSMVVM
import Foundation
import Vapor
import VaporTesting

/// `Sources/FOSTestingVapor/FluentTestHarness.swift:41`: a `.testing` application on an in-memory
/// SQLite database, configured, migrated and booted, handed to `body`, then shut down.
public func withFluentTestApp<R: Sendable>(
    configure: @Sendable (Application) async throws -> Void,
    _ body: @Sendable (Application, any Database) async throws -> R
) async throws -> R {
    fatalError("stand-in")
}

/// `TestingServerRequestResponse.swift:22`: the response to a request, its body and error decoded.
public struct TestingServerRequestResponse<R: ServerRequest> {
    public let status: HTTPStatus
    public let headers: HTTPHeaders
    public let body: R.ResponseBody?
    public let error: R.ResponseError?
}

public extension TestingApplicationTester {
    /// `TestingServerRequestResponse.swift:76`: sends `request` at the path and with the method
    /// FOSMVVM derives, in `locale`.
    @discardableResult func test<R: ServerRequest>(
        _ request: R,
        locale: Locale = Locale(identifier: "en"),
        headers: HTTPHeaders = [:],
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        afterResponse: (TestingServerRequestResponse<R>) async throws -> Void
    ) async throws -> any TestingApplicationTester {
        self
    }
}
