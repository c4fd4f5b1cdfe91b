import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen import` of FOSMVVM's `@VersionedFactory`: the `@Version` methods' versions become
/// the spec's `versions:` (oldest first, whatever the source order), a hand-written method's
/// body goes into its version's region byte for byte, and the generated factory reads back
/// to the same versions.
final class ImportVersionedFactoryTests: XCTestCase {
    static let oldBody = "        // Apps before 2.1 show no total.\n        return .init(count: 1)\n"
    static let newBody = "        return .init(count: 2)\n"

    /// The page of `ImportBodiesTests`, whose factory this one versions.
    static let page = ImportBodiesTests.page

    static let factory = """
        import FOSMVVM
        import Vapor

        extension ScoreViewModel: VaporResponseBodyFactory {
            public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self
            where R.ResponseBody == Self {
                return .init(count: 3)
            }
        }

        @VersionedFactory
        extension ScoreViewModel: ViewModelFactory {
            typealias Context = ScoreContext

            @Version(.v2_1_0)
            static func model_v2_1_0(context: Context) async throws -> Self {

        """ + newBody + """
            }

            @Version(.v1_0_0)
            static func model_v1_0_0(context: Context) async throws -> Self {

        """ + oldBody + """
            }
        }

        """

    static let pagePath = "Sources/ViewModels/Score/ScoreViewModel.swift"
    static let factoryPath = "Sources/WebServer/ViewModelFactories/Score/ScoreViewModel+Factory.swift"

    private func region(_ name: String, of path: String, in project: TemporaryFolder) -> String? {
        guard let text = project.read(path), case .success(let regions) = ProtectedRegions.parse(text) else { return nil }
        return regions.first { $0.name == name }.map { String($0.content) }
    }

    func testTheVersionsAndTheirBodiesAreCarriedAndReadBack() throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write(Self.pagePath, Self.page)
        try project.write(Self.factoryPath, Self.factory)
        let imported = vmgen(["import", "Sources/ViewModels", "Sources/WebServer/ViewModelFactories"], in: project.path)
        XCTAssertEqual(imported.code, .success, imported.err)
        let spec = try XCTUnwrap(project.read("Specs/Score.yml"), project.files().joined(separator: "\n"))
        XCTAssertTrue(spec.contains("\nversions: [1.0.0, 2.1.0]\n"), spec)
        // The hand-written Context is not vmgen's: a note says the bodies may need adapting.
        XCTAssertTrue(imported.err.contains("the Context 'ScoreContext' of the @VersionedFactory extension is not carried"), imported.err)
        let record = try XCTUnwrap(project.read(RegionHandOff.projectPath))
        let parsed = try RegionHandOff.parse(Array(record.utf8), file: RegionHandOff.projectPath).get()
        XCTAssertEqual(Set(parsed.entries.map(\.region)), ["body", "model_v1_0_0", "model_v2_1_0"])

        try project.remove(Self.pagePath)
        try project.remove(Self.factoryPath)
        let generated = vmgen("generate", in: project.path)
        XCTAssertEqual(generated.code, .success, generated.err)
        XCTAssertEqual(region("model_v1_0_0", of: Self.factoryPath, in: project), Self.oldBody)
        XCTAssertEqual(region("model_v2_1_0", of: Self.factoryPath, in: project), Self.newBody)
        XCTAssertFalse(project.exists(RegionHandOff.projectPath), "every body is in its file")

        // The generated factory reads back to the same versions, with no note about its parts.
        try project.remove("Specs/Score.yml")
        let again = vmgen(["import", "--dry-run", "Sources/ViewModels", "Sources/WebServer/ViewModelFactories"], in: project.path)
        XCTAssertEqual(again.code, .success, again.err)
        XCTAssertTrue(again.out.contains("\nversions: [1.0.0, 2.1.0]\n"), again.out)
        XCTAssertFalse(again.err.contains("'SystemVersion'") || again.err.contains("VersionContext"), again.err)
    }
}
