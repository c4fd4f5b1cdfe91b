import Foundation
import VMGenTestSupport
import XCTest

/// `nested: true` children (issue 14 §5) through the built binary: the plain struct is written
/// inside its one parent's file and type, nothing of its own is written or registered, and the
/// project type-checks against the FOSMVVM stand-in — in a client-hosted page, whose `AppState`
/// needs the struct `Hashable`, and in a server-hosted child ViewModel.
final class NestedChildTypeCheckTests: XCTestCase {
    static let config = """
        locales: [en, es]
        viewModels:
          module: ViewModels
          path: Sources/ViewModels
        server:
          module: WebServer
          path: Sources/WebServer
        resources:
          server: Sources/Resources/ViewModels
          client: Sources/ViewModels/Resources/Localizations
        app:
          name: Fleet
          path: Sources/FleetApp
          rootView: HarborView
          deploymentURLs:
            production: "https://api.fleet.example"
        views:
          path: Sources/FleetApp/Views
        tests:
          path: Tests/ViewModelsTests

        """

    /// A client-hosted page nesting a summary with a display enum of the page and projections.
    static let fleet = """
        viewModel: Fleet
        hosting: client
        text:
          title: { en: "Fleet", es: "Flota" }
        properties:
          boats: [BoatSummary]
          flagship: BoatSummary?
        enums:
          Rig:
            sloop: { en: "Sloop", es: "Balandro" }
            ketch: { en: "Ketch", es: "Queche" }
        children:
          BoatSummary:
            nested: true
            properties:
              id: UUID
              name: String
              rig: Rig
              length: { type: Double, display: LocalizableDouble }
              launched: { type: Date?, display: LocalizableDate }

        """

    /// A server-hosted page whose child ViewModel (not the page) nests a reference type.
    static let harbor = """
        viewModel: Harbor
        hosting: server
        properties:
          berths: [Berth]
        children:
          Berth:
            identity: { id: id }
            properties:
              id: ModelIdType
              moorings: [MooringRef]
          MooringRef:
            nested: true
            doc: A mooring's reference, shown in its berth's row.
            properties:
              id: Int
              label: { type: String, stub: "Bedrock pier" }

        """

    func testNestedChildrenAreWrittenInTheirParentAndTypeCheck() throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", Self.config)
        try project.write("Specs/Fleet.yml", Self.fleet)
        try project.write("Specs/Harbor.yml", Self.harbor)
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 0, run.output)

        // No file of their own, and nothing but their parent's file names them.
        let files = project.files().filter { !$0.hasPrefix("Specs/") && $0 != "vmgen.yml" }
        XCTAssertFalse(files.contains { $0.contains("BoatSummary") || $0.contains("MooringRef") }, "\(files)")
        let naming = files.filter { path in
            let text = project.read(path) ?? ""
            return text.contains("BoatSummary") || text.contains("MooringRef")
        }
        XCTAssertEqual(naming, ["Sources/ViewModels/Fleet/FleetViewModel.swift", "Sources/ViewModels/Harbor/BerthViewModel.swift"])

        let fleet = try XCTUnwrap(project.read("Sources/ViewModels/Fleet/FleetViewModel.swift"))
        XCTAssertTrue(fleet.contains("""
                // MARK: - Nested Types

                /// Plain data nested in FleetViewModel, which alone uses it (not a ViewModel).
                public struct BoatSummary: Codable, Hashable, Sendable, Identifiable, Stubbable {
            """), fleet)
        XCTAssertTrue(fleet.contains("        flagship: BoatSummary? = .stub()\n"), fleet)
        let berth = try XCTUnwrap(project.read("Sources/ViewModels/Harbor/BerthViewModel.swift"))
        XCTAssertTrue(berth.contains("""
                /// A mooring's reference, shown in its berth's row.
                public struct MooringRef: Codable, Sendable, Identifiable, Stubbable {
            """), berth)
        XCTAssertTrue(berth.contains("""
            public extension BerthViewModel.MooringRef {
                static func stub() -> Self {
                    .stub(id: 42)
                }

                static func stub(id: Int = 42, label: String = "Bedrock pier") -> Self {
                    .init(id: id, label: label)
                }
            }
            """), berth)
        XCTAssertTrue(berth.contains("moorings: [MooringRef] = [.stub()]"), berth)

        // Generated code carries no lint finding (STUB-03 among them).
        let lint = try Reliability.vmgen(["lint", "Sources", "--include-generated", "--strict"], in: project.path)
        XCTAssertEqual(lint.status, 0, lint.output)

        let standIn = try StandInModules()
        let standInProject = try StandInProject(root: project.path)
        for swiftUI in [false, true] {
            XCTAssertEqual(try standInProject.typeCheck(activatingSwiftUI: swiftUI, against: standIn), [], "SwiftUI \(swiftUI)")
        }
    }
}
