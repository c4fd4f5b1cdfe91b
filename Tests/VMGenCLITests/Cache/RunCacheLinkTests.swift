import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// Every temporary file vmgen writes is created exclusively, so a symbolic link placed under
/// its name — in the cache folder, where the run record is written, or next to an output — is
/// never written through: the file the link leads to keeps every byte. (Before, the run
/// record's temporary file was opened with `O_TRUNC` and emptied the link's target.)
final class RunCacheLinkTests: XCTestCase {
    private var project: TemporaryFolder!
    private var elsewhere: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        elsewhere = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: server\nproperties:\n  deviceId: String\n")
        try elsewhere.write("precious.txt", "precious\n")
    }

    override func tearDown() {
        project = nil
        elsewhere = nil
    }

    private var cache: RunCache {
        get throws {
            guard case .success(let loaded) = Project.load(configOption: nil, cwd: project.path) else { throw NoProject() }
            return try XCTUnwrap(RunCache.forProject(loaded))
        }
    }

    private struct NoProject: Error {}

    private var victim: String { elsewhere.path + "/precious.txt" }

    /// The link a run of this process would write its record's temporary file through.
    private func plantLinkAtTheRecordsTemporaryName() throws -> String {
        let file = try cache.file
        let link = FileSystem.parentFolder(of: file) + "/" + FileSystem.temporaryName(for: FileSystem.lastComponent(file))
        try? FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        return link
    }

    func testTheRecordIsNeverWrittenThroughALinkInTheCacheFolder() throws {
        XCTAssertEqual(vmgen(["generate", "-q"], in: project.path).code, .success)
        let link = try plantLinkAtTheRecordsTemporaryName()
        // A changed spec: the run records again, through the link before.
        try project.write("Specs/Info.yml", project.read("Specs/Info.yml")! + "  serialNumber: Int\n")
        let run = vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertEqual(elsewhere.read("precious.txt"), "precious\n", "the link's target was written through")
        XCTAssertFalse(FileManager.default.fileExists(atPath: link), "the planted link is removed, not followed")
        // The record itself was written, and is a regular file the next run replays.
        let file = try cache.file
        XCTAssertTrue(FileSystem.isRegularFile(file))
        XCTAssertFalse(FileSystem.isSymbolicLink(file))
        XCTAssertTrue(vmgen(["generate", "-v"], in: project.path).err.contains("no input or output changed since the last run"))
    }

    /// A link in place of the record itself is replaced by the record, never followed.
    func testALinkInPlaceOfTheRecordIsReplacedNotFollowed() throws {
        let file = try cache.file
        try? FileManager.default.createDirectory(atPath: FileSystem.parentFolder(of: file), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: file)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: victim)
        XCTAssertEqual(vmgen(["generate", "-q"], in: project.path).code, .success)
        XCTAssertEqual(vmgen(["generate", "-q"], in: project.path).code, .success)
        XCTAssertEqual(elsewhere.read("precious.txt"), "precious\n")
        XCTAssertFalse(FileSystem.isSymbolicLink(file))
    }

    /// The same for an output's temporary file, next to the output, and for a report's.
    func testNoOtherTemporaryFileIsWrittenThroughALink() throws {
        let outputs = [
            "Sources/ViewModels/Info/InfoViewModel.swift",
            "lint.txt",
        ]
        for output in outputs {
            let folder = FileSystem.parentFolder(of: project.path + "/" + output)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let link = folder + "/" + FileSystem.temporaryName(for: FileSystem.lastComponent(output))
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        }
        XCTAssertEqual(vmgen(["generate", "-q"], in: project.path).code, .success)
        XCTAssertNotEqual(vmgen(["lint", "--output", "lint.txt"], in: project.path).code, .usage)
        XCTAssertEqual(elsewhere.read("precious.txt"), "precious\n")
        XCTAssertTrue(project.read("Sources/ViewModels/Info/InfoViewModel.swift")?.contains("struct InfoViewModel") == true)
        XCTAssertTrue(project.read("lint.txt")?.contains("vmgen:report-fingerprint ") == true)
    }
}
