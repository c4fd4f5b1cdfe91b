import Foundation
@testable import VMGenCLI
import XCTest

/// The running executable, whose stamp keys every record vmgen keeps: a rebuilt vmgen must not
/// trust an older record. `FileSystem.executablePath` names it through the kernel on Linux
/// rather than through `Bundle.main`; both must name the same file.
final class ExecutablePathTests: XCTestCase {
    func testNamesTheFileBundleMainNames() throws {
        var ours = stat()
        var bundles = stat()
        XCTAssertEqual(stat(try XCTUnwrap(FileSystem.executablePath), &ours), 0)
        XCTAssertEqual(stat(try XCTUnwrap(Bundle.main.executablePath), &bundles), 0)
        XCTAssertEqual(FileSystem.stamp(ours), FileSystem.stamp(bundles))
        XCTAssertEqual(ours.st_ino, bundles.st_ino)
    }

    func testTheToolIdentityCarriesTheExecutablesStamp() throws {
        var status = stat()
        XCTAssertEqual(stat(try XCTUnwrap(Bundle.main.executablePath), &status), 0)
        let stamp = FileSystem.stamp(status)
        XCTAssertTrue(RunCache.toolIdentity.hasSuffix(" \(stamp.inode) \(stamp.size) \(stamp.modified.seconds).\(stamp.modified.nanoseconds)"), RunCache.toolIdentity)
    }
}
