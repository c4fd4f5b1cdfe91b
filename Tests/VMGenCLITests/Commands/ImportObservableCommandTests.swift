import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen import` then `vmgen generate` over a hand-written `@Observable` screen: the import
/// lists the file and its action body, and generate never overwrites it.
final class ImportObservableCommandTests: XCTestCase {
    func testAHandWrittenScreenIsNeverOverwrittenAndItsActionBodyIsNoted() throws {
        let copy = try TemporaryFolder(copyOfExample: "Harbor")
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

    /// A `@ViewModel FooViewModel` and an `@Observable` screen of the same name both become
    /// `Foo.yml`: the import refuses both before writing either (it used to write the first,
    /// then stop on the second with exit 1, halfway).
    func testTwoSpecsOfOneFileNameAreRefusedBeforeAnyIsWritten() throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\nobservable:\n  path: Sources/App\n")
        try project.write("Sources/ViewModels/FooViewModel.swift", """
            @ViewModel
            public struct FooViewModel {
                public let count: Int
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(count: Int) {
                    self.count = count
                }
            }

            """)
        try project.write("Sources/App/FooScreen.swift", """
            import Observation

            @MainActor @Observable
            final class FooViewModel {
                func load() async {}
            }

            """)
        let clash = "error: 2 imported specs would each be written as Foo.yml (read from Sources/App/FooScreen.swift, Sources/ViewModels/FooViewModel.swift)"
        let preview = vmgen("import", "Sources/ViewModels", "Sources/App", "--dry-run", in: project.path)
        XCTAssertEqual(preview.code, .usage, preview.err)
        XCTAssertTrue(preview.err.contains(clash), preview.err)
        let refused = vmgen("import", "Sources/ViewModels", "Sources/App", in: project.path)
        XCTAssertEqual(refused.code, .usage, refused.err)
        XCTAssertTrue(refused.err.contains(clash + "; rename one of the types"), refused.err)
        XCTAssertTrue(refused.err.hasSuffix("error: nothing was written\n"), refused.err)
        XCTAssertFalse(project.exists("Specs"), "no spec written")
        // One at a time, each imports.
        XCTAssertEqual(vmgen("import", "Sources/ViewModels", in: project.path).code, .success)
        XCTAssertTrue(project.exists("Specs/Foo.yml"))
    }
}
