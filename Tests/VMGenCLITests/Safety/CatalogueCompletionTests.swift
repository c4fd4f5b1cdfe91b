import Foundation
import VMGenTestSupport
import XCTest

/// The last eight catalogue rules (OPS-01/03/07, REQ-06…09, LOC-08) through the built binary:
/// what real apps legitimately write is no alarm, and what FOSMVVM forbids is reported where
/// it is written.
final class CatalogueCompletionTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    /// An app that is not FOSMVVM's (its own API client, Vapor routes under a path, views that
    /// join texts) passes --strict: those conventions are FOSMVVM's, not every app's.
    func testOtherAppsNetworkingRoutesAndTextsAreNoAlarm() throws {
        try folder.write("Sources/Network/Client.swift", """
            import Foundation

            struct MastodonClient {
                let server: URL
                func timeline() async throws -> Data {
                    var request = URLRequest(url: server.appending(path: "api/v1/timelines/home"))
                    request.httpMethod = "GET"
                    let (data, response) = try await URLSession.shared.data(for: request)
                    if (response as? HTTPURLResponse)?.statusCode == 401 { throw ClientError.unauthorized }
                    return data
                }
            }

            """)
        try folder.write("Sources/Server/routes.swift", """
            import Vapor

            func routes(_ app: Application) throws {
                let api = app.grouped("api", "v1")
                try api.register(collection: TodoController())
            }

            """)
        try folder.write("Sources/App/StatusRow.swift", """
            import SwiftUI

            struct StatusRow: View {
                let viewModel: StatusRowViewModel
                var body: some View {
                    Text(viewModel.author) + Text(" · \\(viewModel.date)")
                }
            }

            """)
        let run = try Reliability.vmgen(["lint", "Sources", "--strict"], in: folder.path)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.standardError, "vmgen: 3 Swift files checked, 0 errors, 0 warnings\n")
    }

    /// REQ-09 pairs a ViewModel with its request by name across files; when two targets each
    /// declare their own `TestViewModel`, which one a request returns is unknown, so nothing is
    /// said — and a unique pair that disagrees is an error at the ViewModel's `Request`.
    func testRequestRoundTripAcrossFilesAndAmbiguousNames() throws {
        let request = { (name: String, body: String) in
            "public final class \(name): ViewModelRequest, @unchecked Sendable {\n    public var responseBody: \(body)?\n}\n"
        }
        let viewModel = { (name: String, request: String) in
            "@ViewModel\npublic struct \(name): RequestableViewModel {\n    public typealias Request = \(request)\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init() }\n}\n"
        }
        try folder.write("Sources/A/TestViewModel.swift", viewModel("TestViewModel", "TestViewModelRequest") + request("TestViewModelRequest", "TestViewModel"))
        try folder.write("Sources/B/TestViewModel.swift", viewModel("TestViewModel", "OtherRequest") + request("OtherRequest", "TestViewModel"))
        let ambiguous = try Reliability.vmgen(["lint", "Sources", "--strict"], in: folder.path)
        XCTAssertFalse(ambiguous.output.contains("[REQ-09]"), ambiguous.output)

        try folder.write("Sources/A/DockViewModel.swift", viewModel("DockViewModel", "DockRequest"))
        try folder.write("Sources/A/DockRequest.swift", request("DockRequest", "HarborViewModel"))
        let wrong = try Reliability.vmgen(["lint", "Sources"], in: folder.path)
        XCTAssertEqual(wrong.status, 1, wrong.output)
        XCTAssertTrue(wrong.output.contains("Sources/A/DockViewModel.swift:3:22: error: DockViewModel's Request is DockRequest, but DockRequest returns HarborViewModel"), wrong.output)
    }

    /// In a FOSMVVM project each rule speaks once, at the spot, with its id.
    func testFOSMVVMProjectReportsEachRuleAtItsSpot() throws {
        try folder.write("Sources/WebServer/routes.swift", """
            import FOSMVVMVapor
            import Vapor

            func routes(_ app: Application) throws {
                try app.grouped("api").register(request: DockRequest.self, app: app)
            }

            """)
        try folder.write("Sources/App/Dock/DockLoader.swift", """
            import FOSMVVM

            func loadDock(mvvmEnv: MVVMEnvironment) async -> DockViewModel? {
                do {
                    return try await DockRequest(query: nil).processRequest(mvvmEnv: mvvmEnv)
                } catch DataFetchError.badStatus(404) {
                    return nil
                } catch {
                    return nil
                }
            }

            """)
        let run = try Reliability.vmgen(["lint", "Sources"], in: folder.path)
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.output.contains("Sources/WebServer/routes.swift:5:13: error: a request is registered on a path-prefixing group"), run.output)
        XCTAssertTrue(run.output.contains("Sources/App/Dock/DockLoader.swift:6:28: error: this branch reads HTTP status 404"), run.output)
    }
}
