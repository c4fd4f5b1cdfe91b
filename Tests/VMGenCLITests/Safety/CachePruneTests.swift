import Foundation
import VMGenTestSupport
import XCTest

/// Pruning old run records deletes only vmgen's own records: files directly in the cache
/// folder whose name is a record's and whose first line is a record's signature, untouched
/// for a month. The cache folder may be any folder the user names (`VMGEN_CACHE_DIR`) —
/// `~/.cache` itself, a CI cache, the project — so everything else there is someone else's.
final class CachePruneTests: XCTestCase {
    private var project: TemporaryFolder!
    private var cache: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        cache = try TemporaryFolder()
        try Reliability.makeProject(in: project, pages: 1, children: 1)
    }

    override func tearDown() {
        project = nil
        cache = nil
    }

    private static let old = Date().addingTimeInterval(-40 * 24 * 3600)

    /// Writes `text` to `relative` in the cache folder, dated 40 days ago.
    private func writeOld(_ relative: String, _ text: String) throws {
        try cache.write(relative, text)
        try FileManager.default.setAttributes([.modificationDate: Self.old], ofItemAtPath: cache.path + "/" + relative)
    }

    /// Two runs: the first writes the outputs (localization files too, which it does not
    /// record), the second records the project's first run record, which is when it prunes.
    private func generate(cacheFolder: String? = nil) throws -> ProcessRunner.Result {
        let environment = ["VMGEN_CACHE_DIR": cacheFolder ?? cache.path]
        let first = try Reliability.vmgen(["generate", "-q"], in: project.path, environment: environment)
        guard first.status == 0 else { return first }
        return try Reliability.vmgen(["generate", "-q"], in: project.path, environment: environment)
    }

    private var record: String { "vmgen-run-record 3\nkey 0\n" }

    func testOtherToolsFilesInTheCacheFolderSurviveThePrune() throws {
        // What a shared cache folder (~/.cache, a CI cache) holds besides vmgen's records.
        let foreign = [
            "pip/http/cache.db": "pip's",
            "swiftlint/cache.json": "{}",
            "notes.txt": "mine",
            "Build.record": "not a record",  // a record's extension, not its name
            "00000000000000000000000000000001.record": "a record's name, not its signature",
            "deep/000000000000000000000000000000fe.record": "vmgen-run-record 3\nin a folder vmgen did not make\n",
            ".00000000000000000000000000000001.record.vmgen-999999.tmp": "a temporary file's name, someone else's text",
        ]
        for (path, text) in foreign { try writeOld(path, text) }
        let run = try generate()
        XCTAssertEqual(run.status, 0, run.output)
        for (path, text) in foreign {
            XCTAssertEqual(cache.read(path), text, "\(path) was deleted or changed by the prune")
        }
        XCTAssertEqual(cache.files().filter { $0.hasSuffix(".record") && !$0.contains("/") && !foreign.keys.contains($0) }.count, 1,
            "the run recorded itself: \(cache.files())")
    }

    func testALinkNamedLikeARecordIsNotFollowedOrDeleted() throws {
        let elsewhere = try TemporaryFolder()
        try elsewhere.write("precious.txt", record)
        try FileManager.default.setAttributes([.modificationDate: Self.old], ofItemAtPath: elsewhere.path + "/precious.txt")
        try FileManager.default.createSymbolicLink(atPath: cache.path + "/000000000000000000000000000000aa.record", withDestinationPath: elsewhere.path + "/precious.txt")
        XCTAssertEqual(try generate().status, 0)
        XCTAssertEqual(elsewhere.read("precious.txt"), record)
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: cache.path + "/000000000000000000000000000000aa.record"))
    }

    /// Lint caches (`<hash>.lint`, starting with their own signature) are pruned the same way.
    func testOldLintCachesArePrunedLikeRecords() throws {
        try writeOld("000000000000000000000000000000dd.lint", "vmgen-lint-cache 1\nheader and sections\n")
        try writeOld("000000000000000000000000000000ee.lint", "a lint cache's name, someone else's text")
        try writeOld(".000000000000000000000000000000dd.lint.vmgen-999999.tmp", "vmgen-lint-cache 1\nleft by a stopped lint\n")
        try cache.write("000000000000000000000000000000ff.lint", "vmgen-lint-cache 1\nused recently\n")
        XCTAssertEqual(try generate().status, 0)
        XCTAssertNil(cache.read("000000000000000000000000000000dd.lint"), "an old lint cache is pruned")
        XCTAssertNil(cache.read(".000000000000000000000000000000dd.lint.vmgen-999999.tmp"), "an old lint cache's temporary file is pruned")
        XCTAssertEqual(cache.read("000000000000000000000000000000ee.lint"), "a lint cache's name, someone else's text")
        XCTAssertNotNil(cache.read("000000000000000000000000000000ff.lint"), "a lint cache used recently is kept")
    }

    func testOnlyOldRecordsOfVMGenArePruned() throws {
        try writeOld("000000000000000000000000000000aa.record", record)
        try writeOld("000000000000000000000000000000bb.record", "vmgen-run-record 2\nan older format\n")
        try cache.write("000000000000000000000000000000cc.record", record)  // used recently
        XCTAssertEqual(try generate().status, 0)
        XCTAssertNil(cache.read("000000000000000000000000000000aa.record"), "an old record is pruned")
        XCTAssertNil(cache.read("000000000000000000000000000000bb.record"), "an old record of an older format is pruned")
        XCTAssertEqual(cache.read("000000000000000000000000000000cc.record"), record, "a recent record is kept")
    }

    /// The project itself as the cache folder: nothing of the project is touched.
    func testTheProjectAsCacheFolderLosesNothing() throws {
        try project.write("Notes/old.txt", "kept")
        try FileManager.default.setAttributes([.modificationDate: Self.old], ofItemAtPath: project.path + "/Notes/old.txt")
        for file in project.files() {
            try FileManager.default.setAttributes([.modificationDate: Self.old], ofItemAtPath: project.path + "/" + file)
        }
        let before = Reliability.contents(of: project.path)
        let run = try generate(cacheFolder: project.path)
        XCTAssertEqual(run.status, 0, run.output)
        let after = Reliability.contents(of: project.path)
        for (path, bytes) in before {
            XCTAssertEqual(after[path], bytes, "\(path) was deleted or changed")
        }
    }
}
