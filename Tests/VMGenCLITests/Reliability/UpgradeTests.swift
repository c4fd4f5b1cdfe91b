import Foundation
import VMGenTestSupport
import XCTest

/// Upgrading vmgen: today's vmgen over a project an earlier vmgen generated (the fixture in
/// Tests/Fixtures/Upgrade, files byte for byte as vmgen at 81c4e44 wrote them: localization
/// files without a fingerprint, Swift fingerprints not bound to their path, a compound
/// separator written as a scalar). Through the built binary.
final class UpgradeTests: XCTestCase {
    static let fixture = Repository.root + "/Tests/Fixtures/Upgrade/vmgen-81c4e44"
    private let yaml = "Sources/Resources/ViewModels/BerthDetail/BerthDetailViewModel.yml"
    private let factory = "Sources/WebServer/ViewModelFactories/BerthDetail/BerthDetailViewModel+Factory.swift"
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder(copyOf: Self.fixture)
    }

    override func tearDown() {
        project = nil
    }

    @discardableResult
    private func vmgen(_ arguments: [String], status: Int32, file: StaticString = #filePath, line: UInt = #line) throws -> ProcessRunner.Result {
        let run = try Reliability.vmgen(arguments, in: project.path)
        XCTAssertEqual(run.status, status, run.output, file: file, line: line)
        return run
    }

    /// The quoted texts of a localization file, in order (what its values say).
    private func texts(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    /// Nothing edited: every file upgrades without a question, nothing is lost, and the next
    /// run has nothing to do. Before, the localization file stopped the run: its separator,
    /// now written as a one-item list, read as text the spec "gives otherwise".
    func testAProjectOfAnEarlierVmgenUpgradesWithNothingLost() throws {
        let before = FolderContents.of(project.path)
        let run = try vmgen(["generate"], status: 0)
        XCTAssertFalse(run.standardError.contains("error"), run.standardError)
        let after = FolderContents.of(project.path)
        for (path, bytes) in before {
            let now = try XCTUnwrap(after[path], "\(path) is gone")
            guard path.hasSuffix(".yml"), path.hasPrefix("Sources/") else { continue }
            // Every text of the earlier file is in the new one, in the same order.
            XCTAssertEqual(texts(String(decoding: now, as: UTF8.self)), texts(String(decoding: bytes, as: UTF8.self)), path)
        }
        let upgraded = try XCTUnwrap(project.read(yaml))
        XCTAssertTrue(upgraded.contains("    mooringRulesSeparator:\n      - \" · \"\n"), upgraded)
        XCTAssertTrue(upgraded.split(separator: "\n").last?.hasPrefix("# vmgen:fingerprint ") == true, upgraded)
        try vmgen(["generate", "--check"], status: 0)
        try vmgen(["generate", "--no-cache"], status: 0)
        XCTAssertEqual(FolderContents.of(project.path), after, "a second run writes nothing")
    }

    /// Code in a protected region of an earlier vmgen's file is the user's: kept.
    func testCodeInARegionOfAnEarlierVmgensFileIsKept() throws {
        let body = "        return try await BerthStore.detail(context)  // HANDMADE_BODY\n"
        let old = try XCTUnwrap(project.read(factory))
        let placeholder = try XCTUnwrap(old.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains("throw Abort(.notImplemented") })
        try project.write(factory, old.replacingOccurrences(of: placeholder + "\n", with: body))
        try vmgen(["generate"], status: 0)
        let now = try XCTUnwrap(project.read(factory))
        XCTAssertTrue(now.contains("// vmgen:begin body\n" + body + "        // vmgen:end body\n"), now)
        try vmgen(["generate", "--check"], status: 0)
    }
}
