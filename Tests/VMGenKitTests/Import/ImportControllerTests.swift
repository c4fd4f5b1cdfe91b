import VMGenKit
import XCTest

/// The server side of the requests: a hand-written controller's handler and imports, and the
/// project's own routes in RequestRoutes.swift, are carried as hand-off bodies into the regions
/// of the files vmgen generates; an operation whose body is vmgen's `sends:` body is `sends:`.
final class ImportControllerTests: XCTestCase {
    private let request = ImportSource(path: "Sources/ViewModels/Requests/TagDeleteRequest.swift", text: """
        public final class TagDeleteRequest: DeleteRequest, @unchecked Sendable {
            public typealias Fragment = EmptyFragment
            public typealias RequestBody = EmptyBody
            public typealias ResponseBody = EmptyBody
            public typealias ResponseError = EmptyError

            public struct Query: ServerRequestQuery {
                public let tag: String

                public init(tag: String) {
                    self.tag = tag
                }
            }

            public let query: Query?
            public var responseBody: ResponseBody?

            public init(
                query: Query? = nil,
                sort: EmptySort? = nil,
                fragment: EmptyFragment? = nil,
                requestBody: EmptyBody? = nil,
                responseBody: EmptyBody? = nil
            ) {
                self.query = query
                self.responseBody = responseBody
            }

            public static func stub() -> Self {
                .init(query: .init(tag: "Yabba dabba doo"))
            }
        }
        """)

    static let handler = "        try await Tag.delete(request.query?.tag, on: req.db)\t\n        return .init()\n"

    /// vmgen's own controller with its header gone: its regions' content is carried.
    static let controller = """
        import FOSFoundation
        import FOSMVVM
        import FOSMVVMVapor
        import Foundation
        import Vapor
        import ViewModels
        // vmgen:begin imports
        import TagDomain // the tags' store
        // vmgen:end imports

        /// Serves TagDeleteRequest: DELETE at the path FOSMVVM derives from its name.
        /// FOSMVVMVapor binds the typed request, `delete` runs and
        /// its result is encoded in the request's locale. `registerRequestRoutes()` registers it.
        final class TagDeleteController: ServerRequestController {
            typealias TRequest = TagDeleteRequest

            let actions: [ServerRequestAction: ActionProcessor] = [
                .delete: { req, request in
                    try await TagDeleteController.delete(req, request)
                },
            ]

            /// Does what TagDeleteRequest asks.
            static func delete(
                _ req: Vapor.Request,
                _ request: TagDeleteRequest
            ) async throws -> TagDeleteRequest.ResponseBody {
                // vmgen:begin delete

        """ + handler + """
                // vmgen:end delete
            }
        }

        """

    func testAHandWrittenControllerCarriesItsHandlerAndImportsByteForByte() throws {
        let controller = ImportSource(path: "Sources/WebServer/Controllers/TagDeleteController.swift", text: Self.controller)
        let result = SpecImporter.run(swift: [request, controller], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertEqual(result.bodies.map(\.viewModel), ["TagDeleteRequest", "TagDeleteRequest"])
        XCTAssertEqual(result.bodies.map(\.place), [.controllerImports, .handler("delete")])
        XCTAssertEqual(result.bodies.map(\.text), ["import TagDomain // the tags' store\n", Self.handler])
        XCTAssertEqual(result.bodies.map { "\($0.source.file):\($0.source.line):\($0.source.column)" }, [controller.path + ":1:1", controller.path + ":24:12"])
        XCTAssertEqual(result.otherSourceFiles, [controller.path])
    }

    /// A controller written by hand: the whole handler body is carried; a handler whose
    /// signature differs is carried with a note, and what vmgen does not write is listed.
    func testAControllerWrittenByHandIsCarriedAndWhatDiffersListed() throws {
        let controller = ImportSource(path: "Server/TagDeleteController.swift", text: """
            import Vapor
            import FOSMVVMVapor
            import TagDomain

            final class TagDeleteController: ServerRequestController {
                typealias TRequest = TagDeleteRequest

                let actions: [ServerRequestAction: ActionProcessor] = [
                    .delete: { req, request in try await delete(req, request) }
                ]

                static func delete(_ req: Vapor.Request, _ tagRequest: TagDeleteRequest) async throws -> EmptyBody {
                    try await Tag.delete(tagRequest.query?.tag, on: req.db)
                    return .init()
                }

                static let audit = true
            }
            """)
        let result = SpecImporter.run(swift: [request, controller], yaml: [])
        XCTAssertEqual(result.bodies.map(\.region), ["imports", "delete"])
        XCTAssertEqual(result.bodies.map(\.text), ["import TagDomain\n", "        try await Tag.delete(tagRequest.query?.tag, on: req.db)\n        return .init()\n"])
        XCTAssertEqual(result.notes.map(\.rendered), [
            "Server/TagDeleteController.swift:8:5: note: let 'actions' of 'TagDeleteController' is not carried as written: vmgen writes it from the request (the table binds the request and calls 'delete')",
            "Server/TagDeleteController.swift:12:12: note: the body of 'delete' is carried into the generated handler, whose signature differs from this one (its parameters are '_ req: Vapor.Request', '_ request:' and, with a body, 'body:'): adapt it there if it does not compile",
            "Server/TagDeleteController.swift:17:12: note: let 'audit' of 'TagDeleteController' is not carried: vmgen writes only TRequest, the action table and the handler 'delete'",
        ])
    }

    /// FOSMVVM's skill puts the handler in an extension of the request: listed, to move.
    func testAControllerOfTheSkillsShapeOrOfAnotherRequestIsListed() throws {
        let skill = ImportSource(path: "Server/TagDeleteController.swift", text: """
            final class TagDeleteController: ServerRequestController {
                typealias TRequest = TagDeleteRequest
                let actions: [ServerRequestAction: ActionProcessor] = [.delete: TagDeleteRequest.performAction]
            }

            private extension TagDeleteRequest {
                static func performAction(_ request: Vapor.Request, _ serverRequest: TagDeleteRequest, _ requestBody: RequestBody) async throws -> ResponseBody {
                    .init()
                }
            }
            """)
        let other = ImportSource(path: "Server/UserController.swift", text: """
            final class UserShowController: ServerRequestController {
                typealias TRequest = UserShowRequest
            }
            """)
        let result = SpecImporter.run(swift: [request, skill, other], yaml: [])
        XCTAssertEqual(result.bodies, [])
        XCTAssertEqual(result.notes.map(\.rendered), [
            "Server/TagDeleteController.swift:1:13: note: 'TagDeleteController' has no handler 'static func delete(…)' to carry: the generated controller's starts as 'throw Abort(.notImplemented, …)'; move your code into its 'vmgen:begin delete' region",
            "Server/TagDeleteController.swift:3:5: note: let 'actions' of 'TagDeleteController' is not carried as written: vmgen writes it from the request (the table binds the request and calls 'delete')",
            "Server/TagDeleteController.swift:6:9: note: extension 'TagDeleteRequest' is not carried: the spec language has no extensions (it is left as it is)",
            "Server/UserController.swift:1:13: note: class 'UserShowController' is not carried: 'UserShowRequest' is not a request the imported specs generate (vmgen writes a controller for each request under 'requests:' and each form's create request); it stays as it is",
        ])
        XCTAssertEqual(result.otherSourceFiles, [skill.path])
    }

    /// The project's routes: the `routes` region's content in vmgen's shape; in a function
    /// written by hand, every line but the registrations vmgen writes.
    func testTheRoutesOfRegisterRequestRoutesAreCarried() throws {
        let custom = "        // Health check for the load balancer.\n        routes.get(\"health\") { _ in \"ok\" }\n"
        let handWritten = ImportSource(path: "Server/Routes.swift", text: """
            import Vapor
            import Metrics

            extension Application {
                public func registerRequestRoutes() throws {
                    try routes.register(collection: TagDeleteController())

            """ + custom + """
                }
            }
            """)
        var result = SpecImporter.run(swift: [request, handWritten], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertEqual(result.bodies.map(\.region), ["imports", "routes"])
        XCTAssertEqual(result.bodies.map(\.text), ["import Metrics\n", custom])

        let shaped = ImportSource(path: "Server/RequestRoutes.swift", text: """
            extension Application {
                public func registerRequestRoutes() throws {
                    try routes.register(collection: TagDeleteController())
                    try routes.register(collection: LegacyController())
                    // vmgen:begin routes

            """ + custom + """
                    // vmgen:end routes
                }

                var port: Int { 8080 }
            }
            """)
        result = SpecImporter.run(swift: [request, shaped], yaml: [])
        XCTAssertEqual(result.bodies.map(\.text), [custom])
        XCTAssertEqual(result.notes.map(\.rendered), [
            "Server/RequestRoutes.swift:4:1: note: this line of 'registerRequestRoutes()' is not carried: it is outside the 'routes' region, and vmgen writes only the registrations of the requests the specs generate there; move it into the region",
            "Server/RequestRoutes.swift:11:5: note: var 'port' of the extension with registerRequestRoutes() is not carried: vmgen writes only that function; declare it in a file of your own",
        ])
    }

    /// A live body that is exactly vmgen's for `sends:` is `sends:`; one changed by a byte is the user's.
    func testAnOperationWhoseBodyIsVmgensSendsBodyIsSends() throws {
        let page = ImportSource(path: "Sources/ViewModels/Tags/TagsViewModel.swift", text: """
            @ViewModel
            public struct TagsViewModel: RequestableViewModel {
                public typealias Request = TagsRequest
                private let isStub: Bool
                #if canImport(SwiftUI)
                public var operations: any TagsViewModelOperations {
                    isStub ? TagsStubOps() : TagsOps()
                }
                #endif
                public var vmId: ViewModelId = .init(type: Self.self)
                public init() {
                    self.init(isStub: false)
                }
                private init(isStub: Bool) {
                    self.isStub = isStub
                }
                public static func stub() -> Self {
                    .init(isStub: true)
                }
            }
            """)
        let sent = "        // Sends TagDeleteRequest; its ResponseError reaches the caller as thrown.\n        let request = TagDeleteRequest(query: .init(tag: tag))\n        try await request.processRequest(mvvmEnv: mvvmEnv)\n"
        func operations(_ body: String) -> ImportSource {
            ImportSource(path: "Sources/ViewModels/Tags/TagsViewModelOperations.swift", text: """
                public protocol TagsViewModelOperations: ViewModelOperations {
                    func delete(tag: String, mvvmEnv: MVVMEnvironment) async throws
                }

                public struct TagsOps: TagsViewModelOperations {
                    public init() {}

                    public func delete(tag: String, mvvmEnv: MVVMEnvironment) async throws {

                """ + body + """
                    }
                }
                """)
        }
        var result = SpecImporter.run(swift: [page, request, operations(sent)], yaml: [])
        XCTAssertTrue(try XCTUnwrap(result.specs.first { $0.fileName == "Tags.yml" }).text.contains("""
            operations:
              delete:
                sends: TagDeleteRequest
                parameters:
                  tag: String
                  mvvmEnv: MVVMEnvironment

            """))
        XCTAssertEqual(result.bodies, [])

        let changed = sent.replacingOccurrences(of: "processRequest(mvvmEnv: mvvmEnv)", with: "processRequest(mvvmEnv: mvvmEnv) // and log")
        result = SpecImporter.run(swift: [page, request, operations(changed)], yaml: [])
        XCTAssertFalse(try XCTUnwrap(result.specs.first { $0.fileName == "Tags.yml" }).text.contains("sends:"))
        XCTAssertEqual(result.bodies.map(\.text), [changed])
    }
}
