import Foundation
@testable import VMGenCLI
import XCTest

/// The running executable, whose stamp keys every record vmgen keeps: a rebuilt vmgen must not
/// trust an older record. `FileSystem.executablePath` reads it from the kernel on Linux rather
/// than through `Bundle.main`; both must name the same file.
final class ExecutablePathTests: XCTestCase {
    func testNamesTheFileBundleMainNames() throws {
        let path = try XCTUnwrap(FileSystem.executablePath)
        let bundlePath = try XCTUnwrap(Bundle.main.executablePath)
        XCTAssertEqual(FileSystem.realPath(path), FileSystem.realPath(bundlePath))
        var status = stat()
        XCTAssertEqual(stat(path, &status), 0, "the path names an existing file")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path))
    }

    func testTheToolIdentityCarriesTheExecutablesStamp() throws {
        var status = stat()
        XCTAssertEqual(stat(try XCTUnwrap(FileSystem.executablePath), &status), 0)
        let stamp = FileSystem.stamp(status)
        XCTAssertTrue(RunCache.toolIdentity.hasSuffix(" \(stamp.inode) \(stamp.size) \(stamp.modified.seconds).\(stamp.modified.nanoseconds)"), RunCache.toolIdentity)
    }
}
