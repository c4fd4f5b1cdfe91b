import Foundation
import VMGenTestSupport
import XCTest

/// The server files vmgen writes for requests — each controller, whose handler is the project's
/// code, and `RequestRoutes.swift`, with a region for routes of the project's own — never lose a
/// byte a person wrote: edits in their regions survive every regeneration, a controller whose
/// request is gone is deleted only while its regions hold what vmgen put there, and a file of the
/// project's own at one of their paths is never written over. Each run is held to a `--no-cache`
/// run of the same change (`IncrementalPair`), so the record's shortcuts obey the same rules.
final class ControllerFileTests: XCTestCase {
    private let spec = "Specs/Lighthouse.yml"
    private let controller = "Sources/WebServer/Controllers/Lighthouse/LighthouseBeamUpdateController.swift"
    private let request = "Sources/ViewModels/Lighthouse/LighthouseBeamUpdateRequest.swift"
    private let routes = "Sources/WebServer/Controllers/RequestRoutes.swift"

    private static let lighthouse = IncrementalPair.lighthouse + """

        requests:
          LighthouseBeamUpdate:
            query: { lighthouseId: ModelIdType }
            body:
              beamRange: { type: Int, range: 1...40 }

        """

    private static let handler = """
                let lighthouse = try await LighthouseRecord.find(request.query?.lighthouseId, on: req.db)
                lighthouse.beamRange = body.beamRange
                return .init()

        """

    private func pairWithLighthouse() throws -> IncrementalPair {
        let pair = try IncrementalPair(withApp: false)
        XCTAssertEqual(try pair.change([spec: Self.lighthouse]).status, 0)
        XCTAssertNotNil(pair.cached.read(controller))
        XCTAssertTrue(pair.cached.read(routes)?.contains("try routes.register(collection: LighthouseBeamUpdateController())") == true)
        return pair
    }

    /// The handler region as the project fills it.
    private func withHandler(_ text: String) throws -> String {
        let placeholder = try XCTUnwrap(text.range(of: "        throw Abort(.notImplemented, reason: \"LighthouseBeamUpdateController.update is not written yet\")\n"))
        return text.replacingCharacters(in: placeholder, with: Self.handler)
    }

    func testAWrittenHandlerSurvivesEveryRegeneration() throws {
        let pair = try pairWithLighthouse()
        let written = try withHandler(try XCTUnwrap(pair.cached.read(controller)))
        XCTAssertEqual(try pair.change([controller: written]).status, 0)
        XCTAssertEqual(pair.cached.read(controller), written, "a run with nothing to change keeps it")
        // The body grows a field: the controller is written again around the handler.
        let grown = Self.lighthouse.replacingOccurrences(of: "      beamRange: { type: Int, range: 1...40 }\n", with: "      beamRange: { type: Int, range: 1...40 }\n      colour: String\n")
        XCTAssertEqual(try pair.change([spec: grown]).status, 0)
        let after = try XCTUnwrap(pair.cached.read(controller))
        XCTAssertTrue(after.contains(Self.handler), after)
        XCTAssertTrue(pair.cached.read(request)?.contains("public let colour: String") == true)
    }

    func testAControllerWhoseRequestIsGoneIsKeptWhileItHoldsWrittenCode() throws {
        let pair = try pairWithLighthouse()
        let written = try withHandler(try XCTUnwrap(pair.cached.read(controller)))
        XCTAssertEqual(try pair.change([controller: written]).status, 0)
        let removed = try pair.change([spec: IncrementalPair.lighthouse])
        XCTAssertEqual(removed.status, 0, removed.messages)
        XCTAssertEqual(pair.cached.read(controller), written, "kept byte for byte")
        XCTAssertTrue(removed.messages.contains("LighthouseBeamUpdateController.swift is no longer generated (its spec or ViewModel is gone), but it holds hand-written code"), removed.messages)
        XCTAssertNil(pair.cached.read(request), "the request itself was vmgen's alone")
        XCTAssertFalse(pair.cached.read(routes)?.contains("LighthouseBeamUpdateController") ?? true)
    }

    func testAnUntouchedControllerGoesWithItsRequest() throws {
        let pair = try pairWithLighthouse()
        let removed = try pair.change([spec: nil])
        XCTAssertEqual(removed.status, 0, removed.messages)
        XCTAssertNil(pair.cached.read(controller), removed.messages)
        XCTAssertFalse(removed.messages.contains("is no longer generated"), removed.messages)
    }

    /// A changed action renames the handler's region: code in the old one stops the write.
    func testAHandlerWhoseRegionTheSpecNoLongerHasStopsTheWrite() throws {
        let pair = try pairWithLighthouse()
        let written = try withHandler(try XCTUnwrap(pair.cached.read(controller)))
        XCTAssertEqual(try pair.change([controller: written]).status, 0)
        let replace = Self.lighthouse.replacingOccurrences(of: "    query: { lighthouseId: ModelIdType }\n", with: "    action: replace\n    query: { lighthouseId: ModelIdType }\n")
        let run = try pair.change([spec: replace])
        XCTAssertEqual(run.status, 1, run.messages)
        XCTAssertTrue(run.messages.contains("the protected region 'update' holds hand-written code, but the spec no longer has it"), run.messages)
        XCTAssertEqual(pair.cached.read(controller), written)
    }

    func testAFileOfTheProjectsOwnAtAControllersPathIsNeverWrittenOver() throws {
        let pair = try IncrementalPair(withApp: false)
        let mine = "// The lighthouse keeper's own controller.\nfinal class LighthouseBeamUpdateController {}\n"
        XCTAssertEqual(try pair.change([controller: mine]).status, 0)
        let run = try pair.change([spec: Self.lighthouse])
        XCTAssertEqual(run.status, 1, run.messages)
        XCTAssertTrue(run.messages.contains("LighthouseBeamUpdateController.swift exists and was not written by vmgen"), run.messages)
        XCTAssertEqual(pair.cached.read(controller), mine)
    }

    func testRoutesOfTheProjectsOwnSurviveRequestsComingAndGoing() throws {
        let pair = try pairWithLighthouse()
        let text = try XCTUnwrap(pair.cached.read(routes))
        let own = "        try routes.register(collection: HealthController())\n"
        let edited = text.replacingOccurrences(of: "        // vmgen:begin routes\n", with: "        // vmgen:begin routes\n" + own)
        XCTAssertNotEqual(edited, text)
        XCTAssertEqual(try pair.change([routes: edited]).status, 0)
        XCTAssertEqual(try pair.change([spec: IncrementalPair.lighthouse]).status, 0)
        let after = try XCTUnwrap(pair.cached.read(routes))
        XCTAssertTrue(after.contains(own), after)
        XCTAssertFalse(after.contains("LighthouseBeamUpdateController"), after)
        XCTAssertEqual(try pair.change([spec: Self.lighthouse]).status, 0)
        XCTAssertTrue(pair.cached.read(routes)?.contains(own) == true)
    }
}
