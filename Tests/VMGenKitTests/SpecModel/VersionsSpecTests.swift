import VMGenKit
import VMGenTestSupport
import XCTest

/// `versions:`: the app versions at which a server page's shape changed. Each mistake is an
/// error at its item (or the key); a good list gives the factory FOSMVVM's @VersionedFactory
/// extension, one protected `@Version` method per version.
final class VersionsSpecTests: XCTestCase {
    private func page(_ versions: String, hosting: String = "server", extra: String = "") -> String {
        """
        viewModel: Berths
        hosting: \(hosting)
        versions: \(versions)
        properties:
          count: Int
        \(extra)
        """
    }

    func testEachMistakeIsAnErrorAtItsPlace() {
        let refused: [(spec: String, at: String, says: String, line: UInt)] = [
            (page("[1.0]"), "A.yml:3:12", "'1.0' is not a version: write major.minor.patch, three whole numbers (1.0.0)", #line),
            (page("[v1.0.0]"), "A.yml:3:12", "'v1.0.0' is not a version", #line),
            (page("[1.0.0, 1.02.0]"), "A.yml:3:19", "'1.02.0' is not a version", #line),
            (page("[1.0.0, 1.-1.0]"), "A.yml:3:19", "'1.-1.0' is not a version", #line),
            (page("[1.0.0, 2.0.0, 1.5.0]"), "A.yml:3:26", "version 1.5.0 comes after the newer 2.0.0: 'versions' lists each version once, oldest first", #line),
            (page("[1.0.0, 1.0.0]"), "A.yml:3:19", "version 1.0.0 is listed twice", #line),
            (page("[]"), "A.yml:3:1", "'versions' lists no version", #line),
            (page("{ from: 1.0.0 }"), "A.yml:3:11", "'versions'", #line),
            (page("[1.0.0]", hosting: "client"), "A.yml:3:1", "'versions' takes a top-level, server-hosted page: only it has a factory", #line),
            (page("[1.0.0]", extra: "page: false"), "A.yml:3:1", "'versions' takes a top-level, server-hosted page", #line),
            ("""
            viewModel: Berths
            hosting: server
            properties:
              row: Row
            children:
              Row:
                versions: [1.0.0]
                properties:
                  id: Int

            """, "A.yml:7:5", "'versions' is only allowed at the top level of a spec, not in a child", #line),
        ]
        for row in refused {
            let errors = SpecHarness.errors(row.spec)
            XCTAssertTrue(errors.contains(row.at + ": error: ") && errors.contains(row.says), errors, line: row.line)
            XCTAssertEqual(errors.components(separatedBy: ": error: ").count, 2, "one error:\n\(errors)", line: row.line)
        }
        XCTAssertEqual(SpecHarness.errors(page("[1.0.0, 1.10.0, 2.0.0]")), "")
    }

    /// The factory keeps `body(context:)` and adds the versioned extension: a `@Version(.vX_Y_Z)`
    /// method per version with its own region, the context type and the SystemVersion members.
    func testTheFactoryGetsAVersionedMethodPerVersion() throws {
        let files = SpecHarness.rendered(page("[1.0.0, 2.10.3]"))
        let factory = try XCTUnwrap(files["Sources/WebServer/ViewModelFactories/Berths/BerthsViewModel+Factory.swift"])
        XCTAssertTrue(factory.contains("extension BerthsViewModel: VaporResponseBodyFactory {"), factory)
        XCTAssertTrue(factory.contains("""
            @VersionedFactory
            extension BerthsViewModel: ViewModelFactory {
                public typealias Context = VersionContext

                @Version(.v1_0_0)
                static func model_v1_0_0(context: Context) async throws -> Self {
                    // vmgen:begin model_v1_0_0
                    throw Abort(.notImplemented, reason: "BerthsViewModel.model_v1_0_0(context:), the shape of app version 1.0.0, is not written yet")
                    // vmgen:end model_v1_0_0
                }

                @Version(.v2_10_3)
                static func model_v2_10_3(context: Context) async throws -> Self {
            """), factory)
        XCTAssertTrue(factory.contains("        public let vmRequest: BerthsRequest\n"), factory)
        XCTAssertTrue(factory.contains("""
            fileprivate extension SystemVersion {
                static var v1_0_0: Self { .init(major: 1, minor: 0, patch: 0) }
                static var v2_10_3: Self { .init(major: 2, minor: 10, patch: 3) }
            }
            """), factory)
        let plain = try XCTUnwrap(SpecHarness.rendered("viewModel: Berths\nhosting: server\nproperties:\n  count: Int\n")[
            "Sources/WebServer/ViewModelFactories/Berths/BerthsViewModel+Factory.swift"])
        XCTAssertFalse(plain.contains("Version"), "no versions, no versioned factory:\n\(plain)")
    }
}
