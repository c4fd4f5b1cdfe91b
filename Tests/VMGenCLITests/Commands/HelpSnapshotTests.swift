import Foundation
@testable import VMGenCLI
import VMGenTestSupport
import XCTest

/// The `--help` of `vmgen` and of every command, compared with `Snapshots/help-*.txt`, so any
/// change to what users read is a reviewed diff. Re-record on purpose with
/// `VMGEN_RECORD=1 swift test --filter HelpSnapshotTests` (a recording run fails).
final class HelpSnapshotTests: XCTestCase {
    static let folder = Repository.root + "/Tests/VMGenCLITests/Snapshots"

    /// Snapshot name → the arguments that print it.
    static var cases: [(name: String, arguments: [String])] {
        [("help-vmgen", ["--help"])] + CommandLineTool.commands.map { ("help-\($0.name)", [$0.name, "--help"]) }
    }

    func testHelpMatchesTheSnapshots() throws {
        let folder = try TemporaryFolder()
        for (name, arguments) in Self.cases {
            let run = vmgen(arguments, in: folder.path)
            XCTAssertEqual(run.code, .success, name)
            XCTAssertEqual(run.err, "", name)
            let path = Self.folder + "/\(name).txt"
            if Repository.isRecording {
                try FileManager.default.createDirectory(atPath: Self.folder, withIntermediateDirectories: true)
                try Data(run.out.utf8).write(to: URL(fileURLWithPath: path))
                continue
            }
            let snapshot = try? String(contentsOfFile: path, encoding: .utf8)
            XCTAssertEqual(run.out, snapshot, """
                `vmgen \(arguments.joined(separator: " "))` differs from Snapshots/\(name).txt. If the change is \
                intended, re-record with: VMGEN_RECORD=1 swift test --filter HelpSnapshotTests
                """)
        }
        if Repository.isRecording {
            XCTFail("Recorded the help snapshots (VMGEN_RECORD=1). Run the tests again without it.")
        }
    }

    /// A snapshot without a command (one removed or renamed) is stale.
    func testEverySnapshotBelongsToACommand() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasPrefix("help-") }
        XCTAssertEqual(Set(files), Set(Self.cases.map { $0.name + ".txt" }))
    }

    /// The built binary prints the same help as the in-process run.
    func testTheBinaryPrintsTheSameHelp() throws {
        let folder = try TemporaryFolder()
        for (name, arguments) in Self.cases {
            let result = try ProcessRunner.run(BuiltBinary.vmgen, arguments: arguments, in: folder.path)
            XCTAssertEqual(result.status, 0, name)
            XCTAssertEqual(result.standardOutput, vmgen(arguments, in: folder.path).out, name)
        }
    }

    /// Help text fits a 100-column terminal, so it never wraps mid-word.
    func testHelpLinesAreAtMost100Columns() {
        for (name, arguments) in Self.cases {
            for line in vmgen(arguments, in: "/").out.split(separator: "\n") where line.count > 100 {
                XCTFail("\(name): \(line.count) columns: \(line)")
            }
        }
    }
}
