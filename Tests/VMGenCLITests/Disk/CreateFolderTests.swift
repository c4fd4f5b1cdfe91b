import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `FileSystem.createFolder`: `mkdir -p` that is safe when several threads make the same
/// folders at once (writes stage in parallel), and that names what is in the way when it fails.
final class CreateFolderTests: XCTestCase {
    func testThreadsMakingTheSameFoldersAtOnceAllSucceed() throws {
        for round in 0..<200 {
            let root = try TemporaryFolder()
            let rootPath = root.path
            let failures = Parallel.map(count: 16) { worker -> String? in
                do throws(FileSystem.Failure) {
                    try FileSystem.createFolder(rootPath + "/Sources/ViewModels/A/B/C/D/Page\(worker % 4)")
                    return nil
                } catch {
                    return error.message
                }
            }
            XCTAssertEqual(failures.compactMap { $0 }, [String](), "round \(round)")
            for page in 0..<4 { XCTAssertTrue(FileSystem.isDirectory(root.path + "/Sources/ViewModels/A/B/C/D/Page\(page)")) }
        }
    }

    func testAFailureNamesThePartInTheWay() throws {
        let root = try TemporaryFolder()
        let cases: [(make: (String) -> Void, message: String)] = [
            ({ XCTAssertEqual(mkfifo($0, 0o644), 0) }, "Sources is a FIFO (a named pipe), not a folder"),
            ({ XCTAssertTrue(FileManager.default.createFile(atPath: $0, contents: Data("mine".utf8))) }, "Sources is a file, not a folder"),
            ({ try? FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "Nowhere") }, "Sources is a symbolic link that leads nowhere"),
            ({ try? FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/dev/null") }, "Sources is a character device, not a folder"),
        ]
        for (make, message) in cases {
            let inTheWay = root.path + "/Sources"
            make(inTheWay)
            for folder in ["Sources/ViewModels/Home", "Sources"] {
                XCTAssertThrowsError(try FileSystem.createFolder(root.path + "/" + folder)) { error in
                    let text = (error as? FileSystem.Failure)?.message ?? "\(error)"
                    XCTAssertEqual(text, "cannot create the folder \(root.path)/\(folder): \(root.path)/\(message)")
                }
            }
            unlink(inTheWay)
        }
    }
}
