import Foundation
@testable import VMGenCLI
import VMGenTestSupport
import XCTest

/// `FileSystem.writeAll` — the loop the lint cache and the run cache write their files with —
/// writes every byte or says why not; it never reports a write it did not make.
final class WriteAllTests: XCTestCase {
    func testEveryByteOfALargeBufferIsWritten() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/cache.lint"
        let bytes = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertNil(FileSystem.writeAll(bytes, to: descriptor))
        XCTAssertNil(FileSystem.writeAll([], to: descriptor), "nothing to write is no failure")
        close(descriptor)
        XCTAssertEqual(FileManager.default.contents(atPath: path).map { [UInt8]($0) }, bytes)
    }

    /// A descriptor that cannot be written gives the reason, and the file keeps its bytes.
    func testAWriteThatFailsSaysWhyAndChangesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("precious.txt", "precious\n")
        let descriptor = open(folder.path + "/precious.txt", O_RDONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertNotNil(FileSystem.writeAll(Array("overwritten\n".utf8), to: descriptor))
        close(descriptor)
        XCTAssertEqual(folder.read("precious.txt"), "precious\n")
    }
}
