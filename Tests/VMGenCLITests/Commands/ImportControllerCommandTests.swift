import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// A hand-written request with its controller and routes: `vmgen import` writes the request's
/// spec and records the controller's handler and imports and the project's routes in
/// `.vmgen/hand-off.yml`; once the hand-written files are moved aside, `vmgen generate` writes
/// the request, its controller and RequestRoutes.swift with those bodies in their regions,
/// byte for byte.
final class ImportControllerCommandTests: XCTestCase {
    /// What a copy could lose: a tab, trailing blanks, a comment, non-ASCII text.
    static let handler = "        // Only the owner's tags.\t \n        try await Tag.delete(request.query?.tag, on: req.db)  \n        _ = \"Gelöscht ✓\"\n        return .init()\n"
    static let routes = "        // Health check for the load balancer.\n        routes.get(\"health\") { _ in \"ok\" }\n"

    static let request = """
        import FOSMVVM

        /// Deletes a tag.
        public final class TagDeleteRequest: DeleteRequest, @unchecked Sendable {
            public typealias RequestBody = EmptyBody
            public typealias ResponseBody = EmptyBody

            public struct Query: ServerRequestQuery {
                public let tag: String
            }

            public let query: Query?
            public var responseBody: ResponseBody?

            public init(query: Query? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: EmptyBody? = nil) {
                self.query = query
                self.responseBody = responseBody
            }
        }

        """

    static let controller = """
        import FOSMVVMVapor
        import TagDomain
        import Vapor

        final class TagDeleteController: ServerRequestController {
            typealias TRequest = TagDeleteRequest

            let actions: [ServerRequestAction: ActionProcessor] = [
                .delete: { req, request in
                    try await TagDeleteController.delete(req, request)
                },
            ]

            static func delete(
                _ req: Vapor.Request,
                _ request: TagDeleteRequest
            ) async throws -> TagDeleteRequest.ResponseBody {

        """ + handler + """
            }
        }

        """

    static let routesFile = """
        import Vapor

        extension Application {
            public func registerRequestRoutes() throws {
                try routes.register(collection: TagDeleteController())

        """ + routes + """
            }
        }

        """

    static let requestPath = "Sources/ViewModels/Tags/TagDeleteRequest.swift"
    static let controllerPath = "Sources/WebServer/Controllers/TagDeleteController.swift"
    static let routesPath = "Sources/WebServer/Controllers/Routes.swift"

    func testAHandWrittenControllerBodySurvivesImportAndGenerateByteForByte() throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write(Self.requestPath, Self.request)
        try project.write(Self.controllerPath, Self.controller)
        try project.write(Self.routesPath, Self.routesFile)

        let imported = vmgen("import", in: project.path)
        XCTAssertEqual(imported.code, .success, imported.err)
        XCTAssertEqual(project.read("Specs/Requests.yml"), """
            # yaml-language-server: $schema=../.vmgen/schema/spec.json
            # Imported by `vmgen import` from \(Self.requestPath).
            requests:
              TagDelete:
                doc: "Deletes a tag."
                query:
                  tag: String

            """)
        let record = try RegionHandOff.parse(Array(try XCTUnwrap(project.read(RegionHandOff.projectPath)).utf8), file: RegionHandOff.projectPath).get()
        XCTAssertEqual(record.entries.map { "\($0.path) \($0.region)" }, [
            "Sources/WebServer/Controllers/Requests/TagDeleteController.swift imports",
            "Sources/WebServer/Controllers/Requests/TagDeleteController.swift delete",
            "Sources/WebServer/Controllers/RequestRoutes.swift routes",
        ].sorted())
        XCTAssertTrue(imported.err.contains("move aside the 3 hand-written file(s) below"), imported.err)
        for path in [Self.requestPath, Self.controllerPath, Self.routesPath] {
            XCTAssertTrue(imported.err.contains("\n  \(path)\n"), "\(path) is listed to move aside: \(imported.err)")
        }

        for path in [Self.requestPath, Self.controllerPath, Self.routesPath] { try project.remove(path) }
        let generated = vmgen("generate", in: project.path)
        XCTAssertEqual(generated.code, .success, generated.err)
        XCTAssertEqual(region("delete", of: "Sources/WebServer/Controllers/Requests/TagDeleteController.swift", in: project), Self.handler)
        XCTAssertEqual(region("imports", of: "Sources/WebServer/Controllers/Requests/TagDeleteController.swift", in: project), "import TagDomain\n")
        XCTAssertEqual(region("routes", of: "Sources/WebServer/Controllers/RequestRoutes.swift", in: project), Self.routes)
        XCTAssertNil(project.read(RegionHandOff.projectPath), "every body is in its file: the record is gone")

        let again = vmgen("generate", "--check", in: project.path)
        XCTAssertEqual(again.code, .success, again.err + again.out)
    }

    /// A request a spec of the project already declares is refused, as a ViewModel's name is:
    /// the next generate would declare it twice.
    func testARequestASpecAlreadyDeclaresIsRefused() throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write("Specs/Tags.yml", "requests:\n  TagDelete:\n    query: { tag: String }\n")
        try project.write(Self.requestPath, Self.request)
        let imported = vmgen("import", Self.requestPath, in: project.path)
        XCTAssertEqual(imported.code, .usage, imported.err)
        XCTAssertTrue(imported.err.contains("'TagDeleteRequest' is already declared at Specs/Tags.yml:2:3"), imported.err)
        XCTAssertNil(project.read("Specs/Requests.yml"))
    }

    private func region(_ name: String, of path: String, in project: TemporaryFolder) -> String? {
        guard let text = project.read(path), case .success(let regions) = ProtectedRegions.parse(text) else { return nil }
        return regions.first { $0.name == name }.map { String($0.content) }
    }
}
