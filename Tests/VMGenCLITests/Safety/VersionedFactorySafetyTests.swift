import Foundation
import VMGenTestSupport
import XCTest

/// `versions:` gives each app version a protected region in the factory file
/// (`model_v1_0_0`). Changing the list must never drop one that holds a person's code: a
/// version removed, renamed or the key dropped stops the write and the file stays byte for
/// byte; a version added keeps every region's code.
final class VersionedFactorySafetyTests: XCTestCase {
    private let spec = "Specs/Berths.yml"
    private let factory = "Sources/WebServer/ViewModelFactories/Berths/BerthsViewModel+Factory.swift"
    private let placeholder = "        throw Abort(.notImplemented, reason: \"BerthsViewModel.model_v1_0_0(context:), the shape of app version 1.0.0, is not written yet\")\n"
    private let code = "        return .init(count: 1)\n"

    private func berths(versions: String?) -> String {
        """
        viewModel: Berths
        hosting: server
        \(versions.map { "versions: \($0)" } ?? "")
        properties:
          count: Int

        """
    }

    /// Harbor with the page generated at `versions`, and code written in version 1.0.0's region.
    private func pageWithCodeInTheFirstVersion() throws -> (pair: IncrementalPair, written: String) {
        let pair = try IncrementalPair(withApp: false)
        let first = try pair.change([spec: berths(versions: "[1.0.0, 2.0.0]")])
        XCTAssertEqual(first.status, 0, first.messages)
        let generated = try XCTUnwrap(pair.cached.read(factory))
        XCTAssertTrue(generated.contains("// vmgen:begin model_v1_0_0\n" + placeholder), generated)
        let written = generated.replacingOccurrences(of: placeholder, with: code)
        XCTAssertEqual(try pair.change([factory: written]).status, 0)
        return (pair, written)
    }

    func testAVersionWithCodeIsNotDroppedWhenTheListChanges() throws {
        for versions in ["[2.0.0]", "[1.1.0, 2.0.0]", nil] as [String?] {
            let (pair, written) = try pageWithCodeInTheFirstVersion()
            let run = try pair.change([spec: berths(versions: versions)])
            XCTAssertEqual(run.status, 1, "\(versions ?? "no versions"): \(run.messages)")
            XCTAssertTrue(
                run.messages.contains("the protected region 'model_v1_0_0' holds hand-written code, but the spec no longer has it"),
                "\(versions ?? "no versions"): \(run.messages)")
            XCTAssertEqual(pair.cached.read(factory), written, "\(versions ?? "no versions"): kept byte for byte")
        }
    }

    func testAddingAVersionKeepsTheCodeOfTheOthers() throws {
        let (pair, _) = try pageWithCodeInTheFirstVersion()
        let run = try pair.change([spec: berths(versions: "[1.0.0, 1.5.0, 2.0.0]")])
        XCTAssertEqual(run.status, 0, run.messages)
        let text = try XCTUnwrap(pair.cached.read(factory))
        XCTAssertTrue(text.contains("// vmgen:begin model_v1_0_0\n" + code + "        // vmgen:end model_v1_0_0\n"), text)
        XCTAssertTrue(text.contains("@Version(.v1_5_0)\n    static func model_v1_5_0(context: Context) async throws -> Self {"), text)
    }
}
