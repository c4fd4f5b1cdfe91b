import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen import` then `vmgen generate` over a hand-written `@Observable` screen: the import
/// lists the file and its action body, and generate never overwrites it.
final class ImportObservableCommandTests: XCTestCase {
    func testAHandWrittenScreenIsNeverOverwrittenAndItsActionBodyIsNoted() throws {
        let copy = try TemporaryFolder()
        try FileManager.default.removeItem(atPath: copy.path)
        try FileManager.default.copyItem(atPath: Repository.root + "/Examples/Harbor", toPath: copy.path)
        try copy.remove("Specs")
        let path = "Sources/HarborApp/Screens/ArrivalsBoard/ArrivalsBoardViewModel.swift"
        // The same class without vmgen's header and fingerprint, with a body in its action: hand-written.
        var lines = try XCTUnwrap(copy.read(path)).split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeFirst()
        lines.removeAll { $0.hasPrefix("// vmgen:fingerprint") || $0.contains("vmgen:begin onConfirmedArrival") || $0.contains("vmgen:end onConfirmedArrival") }
        let bodyLine = try XCTUnwrap(lines.firstIndex { $0.contains("func onConfirmedArrival") })
        lines.insert("        print(arrival)", at: bodyLine + 1)
        let handWritten = lines.joined(separator: "\n")
        try copy.write(path, handWritten)

        let imported = vmgen("import", in: copy.path)
        XCTAssertEqual(imported.code, .success, imported.err)
        XCTAssertTrue(imported.err.contains("\(path):\(bodyLine + 1):5: note: the body of action 'onConfirmedArrival' is not carried"), imported.err)
        XCTAssertTrue(imported.out.contains("move aside") || imported.err.contains("move aside"), imported.out + imported.err)
        let spec = try XCTUnwrap(copy.read("Specs/ArrivalsBoard.yml"))
        XCTAssertTrue(spec.contains("style: observable\n"), spec)

        let generated = vmgen("generate", in: copy.path)
        XCTAssertNotEqual(generated.code, .success)
        XCTAssertEqual(copy.read(path), handWritten)
    }
}
