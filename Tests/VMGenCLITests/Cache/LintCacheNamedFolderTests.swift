import Foundation
import VMGenTestSupport
import XCTest

/// `vmgen lint .` — the way to lint a repository with no vmgen.yml, whose code is not under
/// `Sources` — keeps the lint cache as `vmgen lint` does: folders named inside the project are
/// a whole lint, their scope recorded under their names. A lint of other names, or of
/// `lint.include`, never takes that scope for its own, and named files write no cache.
final class LintCacheNamedFolderTests: XCTestCase {
    /// An app laid out as most are: no vmgen.yml, no `Sources` folder.
    private func app() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for file in try FileManager.default.subpathsOfDirectory(atPath: Repository.root + "/Tests/Fixtures/Lint/Wrong/Sources") where file.hasSuffix(".swift") {
            try folder.write("MyApp/" + file, String(contentsOfFile: Repository.root + "/Tests/Fixtures/Lint/Wrong/Sources/" + file, encoding: .utf8))
        }
        return folder
    }

    private func assertSameAsWithoutCache(_ arguments: [String], in folder: TemporaryFolder, _ step: String, file: StaticString = #filePath, line: UInt = #line) {
        let cached = vmgen(["lint"] + arguments, in: folder.path)
        let full = vmgen(["lint", "--no-cache"] + arguments, in: folder.path)
        XCTAssertEqual(cached.code, full.code, step, file: file, line: line)
        XCTAssertEqual(cached.out, full.out, step, file: file, line: line)
        XCTAssertEqual(cached.err, full.err, step, file: file, line: line)
    }

    func testARepeatLintOfTheProjectFolderReadsNothing() throws {
        let folder = try app()
        let first = vmgen(["lint", "-v", "."], in: folder.path)
        XCTAssertEqual(first.code, .failure, first.err)
        XCTAssertFalse(first.err.contains("unchanged since the last lint"), "a first lint has no cache: \(first.err)")
        let second = vmgen(["lint", "-v", "."], in: folder.path)
        XCTAssertTrue(second.err.contains(" Swift files unchanged since the last lint, 0 read, 0 read again for the index"), second.err)
        // The same holds for a folder named below the project (here, the folder linted from).
        let named = vmgen(["lint", "-v", "MyApp"], in: folder.path)
        XCTAssertTrue(named.err.contains(", 0 read, 0 read again for the index"), named.err)
        assertSameAsWithoutCache(["."], in: folder, "`lint .` from the cache")
        assertSameAsWithoutCache(["MyApp"], in: folder, "`lint MyApp` from the cache")
    }

    func testScopesOfDifferentNamesNeverStandInForEachOther() throws {
        let folder = try app()
        try folder.write("Tools/Probe.swift", "import FOSMVVM\n\n@ViewModel\npublic struct ProbeViewModel {\n    public var vmId = ViewModelId()\n}\n")
        try folder.write("vmgen.yml", "# lint.include is Sources by default\nlint:\n  include: [MyApp]\n")
        let app = folder.files().filter { $0.hasPrefix("MyApp/") && $0.hasSuffix(".swift") }.count
        // `lint.include`, the whole folder, one folder, and back: each reports what a lint
        // without the cache reports, and checks the files its own names choose.
        for (arguments, files) in [([], app), (["."], app + 1), (["Tools"], 1), ([], app), (["."], app + 1)] as [([String], Int)] {
            let run = vmgen(["lint"] + arguments, in: folder.path)
            XCTAssertTrue(run.err.contains("vmgen: \(files) Swift file"), "lint \(arguments): \(run.err)")
            assertSameAsWithoutCache(arguments, in: folder, "lint \(arguments)")
        }
        // A file added where `.` looks and `lint.include` does not.
        try folder.write("Tools/Second.swift", "struct Second {}\n")
        let after = vmgen(["lint", "."], in: folder.path)
        XCTAssertTrue(after.err.contains("vmgen: \(app + 2) Swift files checked"), after.err)
        assertSameAsWithoutCache(["."], in: folder, "`lint .` after a file was added")
    }

    func testNamedFilesWriteNoCache() throws {
        let folder = try app()
        let cacheFolder = TemporaryFolder.recordFolder
        func caches() -> [String: Data] {
            var found: [String: Data] = [:]
            for name in (try? FileManager.default.contentsOfDirectory(atPath: cacheFolder)) ?? [] where name.hasSuffix(".lint") {
                found[name] = FileManager.default.contents(atPath: cacheFolder + "/" + name)
            }
            return found
        }
        _ = vmgen(["lint", "."], in: folder.path)
        let before = caches()
        let file = try XCTUnwrap(folder.files().first { $0.hasSuffix(".swift") })
        _ = vmgen(["lint", file], in: folder.path)
        XCTAssertEqual(caches(), before, "a lint of one named file changed a cache")
        let again = vmgen(["lint", "-v", "."], in: folder.path)
        XCTAssertTrue(again.err.contains(", 0 read, 0 read again for the index"), again.err)
    }
}
