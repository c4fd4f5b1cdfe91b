import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// Golden tests: every example's checked-in output is exactly what vmgen generates today.
/// Re-record on purpose with `VMGEN_RECORD=1 swift test --filter ExampleGoldenTests`.
final class ExampleGoldenTests: XCTestCase {
    func testEveryExampleIsUpToDate() throws {
        XCTAssertFalse(Repository.examples.isEmpty, "no example projects found under Examples/")
        for example in Repository.examples {
            let output = CapturedOutput()
            let console = Console(out: output.appendOut, err: output.appendErr)
            let config = example + "/vmgen.yml"
            if Repository.isRecording {
                let code = CommandLineTool.run(["generate", "--config", config, "-q"], console: console)
                XCTAssertEqual(code, .success, output.standardError)
                continue
            }
            let code = CommandLineTool.run(["generate", "--check", "--diff", "--config", config], console: console)
            XCTAssertEqual(code, .success, """
                \(example) is out of date with the generator. Re-record with:
                  VMGEN_RECORD=1 swift test --filter ExampleGoldenTests
                \(output.standardOutput)\(output.standardError)
                """)
            XCTAssertTrue(output.standardError.hasPrefix("vmgen: generated files are up to date with the ") && output.standardError.filter { $0 == "\n" }.count == 1,
                "generating \(example) reported problems:\n\(output.standardError)")
        }
        if Repository.isRecording {
            XCTFail("Recorded the examples' output (VMGEN_RECORD=1). Run the tests again without it.")
        }
    }

    /// Every Swift file of every example — generated and hand-written — passes `swiftc -parse`.
    func testEveryExampleSwiftFileParses() throws {
        for example in Repository.examples {
            var files: [String: String] = [:]
            let folder = try XCTUnwrap(FileManager.default.enumerator(atPath: example))
            while let relative = folder.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                files[relative] = try String(contentsOfFile: example + "/" + relative, encoding: .utf8)
            }
            XCTAssertFalse(files.isEmpty, "\(example) has no Swift files")
            XCTAssertEqual(try SwiftParserCheck.problems(in: files), "", "swiftc -parse rejected a file of \(example)")
        }
    }
}
