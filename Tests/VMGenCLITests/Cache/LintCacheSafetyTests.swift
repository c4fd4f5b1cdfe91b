import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// The lint cache can destroy nothing and fail nothing: a link planted at its name or its
/// temporary file's name is never written through, a cache folder that cannot be written is no
/// reason to fail a lint, and a cache file that is corrupt, cut short or not a cache at all is
/// not used — the lint reports what `--no-cache` reports. Through the built binary, with a
/// cache folder of the test's own.
final class LintCacheSafetyTests: XCTestCase {
    private var project: TemporaryFolder!
    private var cache: TemporaryFolder!
    private var elsewhere: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder(copyOf: Repository.root + "/Tests/Fixtures/Lint/Wrong")
        cache = try TemporaryFolder()
        elsewhere = try TemporaryFolder()
        try elsewhere.write("precious.txt", "precious\n")
    }

    override func tearDown() {
        project = nil
        cache = nil
        elsewhere = nil
    }

    private func lint(_ arguments: [String] = [], cacheFolder: String? = nil) throws -> ProcessRunner.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["VMGEN_CACHE_DIR"] = cacheFolder ?? cache.path
        return try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["lint"] + arguments, in: project.path, environment: environment)
    }

    /// The report without any cache.
    private lazy var expected: ProcessRunner.Result? = try? lint(["--no-cache"])

    private func assertReportIsTheFullOne(_ run: ProcessRunner.Result, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, expected?.status, message, file: file, line: line)
        XCTAssertEqual(run.standardOutput, expected?.standardOutput, message, file: file, line: line)
        XCTAssertEqual(run.standardError, expected?.standardError, message, file: file, line: line)
    }

    /// The cache file the project's lint writes (the one `.lint` file in the cache folder).
    private func cacheFile() throws -> String {
        guard case .success(let loaded) = Project.load(configOption: nil, cwd: project.path, specFolder: .unused) else { throw Missing() }
        var environment = ProcessInfo.processInfo.environment
        environment["VMGEN_CACHE_DIR"] = cache.path
        return try XCTUnwrap(LintCache.forProject(loaded, environment: environment)).file
    }

    private struct Missing: Error {}

    func testNoCacheWritesNothing() throws {
        assertReportIsTheFullOne(try lint(["--no-cache"]), "--no-cache")
        XCTAssertEqual(cache.files(), [])
        assertReportIsTheFullOne(try lint(), "the first lint")
        XCTAssertEqual(cache.files().filter { $0.hasSuffix(".lint") }.count, 1, "\(cache.files())")
    }

    func testALinkAtTheCachesNameIsReplacedNotWrittenThrough() throws {
        let file = try cacheFile()
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: elsewhere.path + "/precious.txt")
        assertReportIsTheFullOne(try lint(), "with a link at the cache's name")
        XCTAssertEqual(elsewhere.read("precious.txt"), "precious\n")
        XCTAssertFalse(FileSystem.isSymbolicLink(file), "the link is replaced by the cache")
        assertReportIsTheFullOne(try lint(), "from the cache written in its place")
        XCTAssertEqual(elsewhere.read("precious.txt"), "precious\n")
    }

    /// In this process (whose id names the temporary file), with the tests' cache folder.
    func testALinkAtTheTemporaryNameIsRemovedNotWrittenThrough() throws {
        _ = TemporaryFolder.recordFolder
        guard case .success(let loaded) = Project.load(configOption: nil, cwd: project.path, specFolder: .unused) else { throw Missing() }
        let file = try XCTUnwrap(LintCache.forProject(loaded)).file
        try FileManager.default.createDirectory(atPath: FileSystem.parentFolder(of: file), withIntermediateDirectories: true)
        let link = FileSystem.parentFolder(of: file) + "/" + FileSystem.temporaryName(for: FileSystem.lastComponent(file))
        try? FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: elsewhere.path + "/precious.txt")
        let run = vmgen(["lint"], in: project.path)
        XCTAssertEqual(run.code, .failure, run.err)
        XCTAssertEqual(elsewhere.read("precious.txt"), "precious\n", "the link's target was written through")
        XCTAssertFalse(FileSystem.isSymbolicLink(link), "the planted link is removed, not followed")
        XCTAssertTrue(FileSystem.isRegularFile(file), "the cache was written")
        XCTAssertTrue(vmgen(["lint", "-v"], in: project.path).err.contains(", 0 read, 0 read again"), "the next lint uses it")
    }

    func testACacheFolderThatCannotBeWrittenFailsNothing() throws {
        // A file where the cache folder should be: no folder can be made, no file written in it
        // (permission bits would not stop a test run as root).
        try cache.write("in-the-way", "a file, not a folder\n")
        let folder = cache.path + "/in-the-way"
        assertReportIsTheFullOne(try lint(cacheFolder: folder), "the cache folder is a file")
        assertReportIsTheFullOne(try lint(cacheFolder: folder + "/below"), "the cache folder is below a file")
        XCTAssertEqual(cache.read("in-the-way"), "a file, not a folder\n")
    }

    /// `--stdin` of an edited buffer writes the record when files on disk changed beside it,
    /// but never records the buffer in place of its file: the file's stamp is unchanged, so a
    /// later lint would take the buffer's findings for the file's. After each one, a lint of the
    /// project reports what `--no-cache` reports.
    func testAnEditedBuffersStdinNeverRecordsTheBuffer() throws {
        // Files older than the clock's slack are taken on their stamps alone, without a look
        // at their bytes: so are the buffers' files here.
        Thread.sleep(forTimeInterval: Double(RunRecord.clockSlack) + 1)
        assertReportIsTheFullOne(try lint(), "cold")
        let paths = project.files().filter { $0.hasPrefix("Sources/") && $0.hasSuffix(".swift") }.sorted()
        let saved = try XCTUnwrap(paths.last)
        let savedText = try XCTUnwrap(project.read(saved))
        for (round, path) in paths.dropLast().prefix(8).enumerated() {
            // Another file saved beside the buffer (a comment at its end: the same findings),
            // so the run has a file read anew to record.
            try project.write(saved, savedText + "\n// saved \(round)\n")
            let text = try XCTUnwrap(project.read(path))
            var environment = ProcessInfo.processInfo.environment
            environment["VMGEN_CACHE_DIR"] = cache.path
            let run = try ProcessRunner.run(
                BuiltBinary.vmgen, arguments: ["lint", "--stdin", "--path", path], in: project.path, environment: environment,
                input: Array(("// edited\n" + text).utf8))
            XCTAssertTrue(run.standardError.contains("1 Swift file checked"), "\(path): \(run.standardError)")
            assertReportIsTheFullOne(try lint(), "a lint after --stdin of \(path) edited")
        }
    }

    func testACorruptOrTruncatedCacheIsNotUsed() throws {
        assertReportIsTheFullOne(try lint(), "cold")
        let file = try cacheFile()
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: file))
        let damaged: [(String, Data)] = [
            ("empty", Data()),
            ("cut to its header", bytes.prefix(200)),
            ("cut in half", bytes.prefix(bytes.count / 2)),
            ("without its last byte", bytes.dropLast()),
            ("a byte flipped in the middle", { var copy = bytes; copy[copy.count / 2] ^= 0x5A; return copy }()),
            ("a byte flipped near the end", { var copy = bytes; copy[copy.count - 20] ^= 0x01; return copy }()),
            ("another file", Data("vmgen-lint-cache 1\nnot a cache at all\n".utf8)),
        ]
        for (what, data) in damaged {
            try data.write(to: URL(fileURLWithPath: file))
            assertReportIsTheFullOne(try lint(), "a cache file \(what)")
            assertReportIsTheFullOne(try lint(), "after a cache file \(what)")
        }
        // A FIFO where the cache is: never waited on.
        try FileManager.default.removeItem(atPath: file)
        XCTAssertEqual(mkfifo(file, 0o644), 0)
        assertReportIsTheFullOne(try lint(), "a FIFO at the cache's name")
    }
}
