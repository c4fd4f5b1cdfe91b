import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// A first lint, which has no record to compare stamps with, takes each file's stamp as it
/// reads the file; the next lint of the untouched project takes every file from the record on
/// those stamps alone, reading none, and reports what a lint without the cache reports.
final class LintCacheStampTests: XCTestCase {
    func testARepeatLintTrustsTheStampsAFirstLintTookWhileReading() throws {
        let project = try TemporaryFolder(copyOf: Repository.root + "/Tests/Fixtures/Lint/Wrong")
        let cache = try TemporaryFolder()
        var environment = ProcessInfo.processInfo.environment
        environment["VMGEN_CACHE_DIR"] = cache.path
        let lint = { (arguments: [String]) in
            try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["lint"] + arguments, in: project.path, environment: environment)
        }
        // Files touched within the clock's slack of a record are never trusted on their stamps.
        Thread.sleep(forTimeInterval: Double(RunRecord.clockSlack) + 1)
        let first = try lint(["-v"])
        XCTAssertFalse(first.standardError.contains("unchanged since the last lint"), "no record yet: \(first.standardError)")
        let files = project.files().filter { $0.hasPrefix("Sources/") && $0.hasSuffix(".swift") }.count
        XCTAssertGreaterThan(files, 1)
        let second = try lint(["-v"])
        XCTAssertTrue(
            second.standardError.contains("vmgen: \(files) of \(files) Swift files unchanged since the last lint, 0 read"), second.standardError)
        let full = try lint(["--no-cache"])
        XCTAssertEqual(second.status, full.status)
        XCTAssertEqual(second.standardOutput, full.standardOutput)
        XCTAssertEqual(try lint([]).standardError, full.standardError)
    }
}
