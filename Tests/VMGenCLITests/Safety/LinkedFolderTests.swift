import Foundation
import VMGenTestSupport
import XCTest

/// Symbolic links inside the project: a folder below an output folder that is a link would be
/// listed as empty (vmgen does not follow links when it lists) but written through, so a
/// write through it is refused, before anything is written, in every mode; output folders
/// reaching one real folder under two paths are refused too. A link at or above an output
/// folder is followed by listing and writing alike and works.
final class LinkedFolderTests: XCTestCase {
    private var project: TemporaryFolder!
    private let factory = "Sources/WebServer/ViewModelFactories/Page0/Page0ViewModel+Factory.swift"

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try Reliability.makeProject(in: project, pages: 1, children: 0)
        XCTAssertEqual(try run("generate").status, 0)
    }

    override func tearDown() {
        project = nil
    }

    private func run(_ arguments: String...) throws -> ProcessRunner.Result {
        try Reliability.vmgen(arguments + ["-q"], in: project.path)
    }

    private func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: project.path + "/" + relative, withDestinationPath: destination)
    }

    /// Moves the page's factory folder to `Legacy/Page0` and links it back in its place, with
    /// a hand-written factory body.
    private func linkThePageFolder() throws {
        let text = try XCTUnwrap(project.read(factory))
        try project.write(factory, text.replacingOccurrences(of: "throw Abort(.notImplemented, reason: \"Page0ViewModel.body(context:) is not written yet\")", with: "return .init(owner: \"hand-written\")"))
        XCTAssertEqual(try run("generate").status, 0)
        try FileManager.default.createDirectory(atPath: project.path + "/Legacy", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: project.path + "/Sources/WebServer/ViewModelFactories/Page0", toPath: project.path + "/Legacy/Page0")
        try link("Sources/WebServer/ViewModelFactories/Page0", to: "../../../Legacy/Page0")
    }

    private let pageLinkRefusal = """
        error: refusing to write the file under Sources/WebServer/ViewModelFactories/Page0: it is a symbolic link (to ../../../Legacy/Page0) \
        inside an output folder; vmgen lists output folders without following links, so it cannot tell what is already there — \
        replace the link with the folder it points to
        vmgen: nothing written: an output path leads through a symbolic link

        """

    func testAPageFolderLinkedInsideTheProjectKeepsItsHandWrittenFactory() throws {
        try linkThePageFolder()
        let before = Reliability.contents(of: project.path)
        for arguments in [["generate"], ["generate", "--check"], ["generate", "--dry-run"], ["generate"]] {
            let result = try Reliability.vmgen(arguments, in: project.path)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.output)")
            XCTAssertEqual(result.standardError, pageLinkRefusal, "\(arguments)")
            XCTAssertTrue(Reliability.contents(of: project.path) == before, "\(arguments) changed a file")
        }
        XCTAssertTrue(try XCTUnwrap(project.read("Legacy/Page0/Page0ViewModel+Factory.swift")).contains("hand-written"))
    }

    func testAHandWrittenFileWithoutHeaderBehindALinkedFolderIsNotOverwritten() throws {
        try FileManager.default.createDirectory(atPath: project.path + "/Legacy/Page0", withIntermediateDirectories: true)
        try project.remove("Sources/WebServer/ViewModelFactories/Page0")
        try project.write("Legacy/Page0/Page0ViewModel+Factory.swift", "// my own factory, no vmgen header\n")
        try link("Sources/WebServer/ViewModelFactories/Page0", to: "../../../Legacy/Page0")
        let result = try run("generate")
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertEqual(project.read("Legacy/Page0/Page0ViewModel+Factory.swift"), "// my own factory, no vmgen header\n")
    }

    /// Output folders that are one real folder: the client localization folder linked to the
    /// server one. Listed twice, each file would be stale under the other name.
    func testTwoOutputFoldersThatAreOneFolderAreRefused() throws {
        try project.write("Specs/Client.yml", Reliability.spec("Client", children: 0, hosting: "client"))
        XCTAssertEqual(try run("generate").status, 0)
        try project.remove("Sources/ViewModels/Resources/Localizations")
        try link("Sources/ViewModels/Resources/Localizations", to: "../../Resources/ViewModels")
        let before = Reliability.contents(of: project.path)
        let result = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.standardError.contains("""
            error: refusing to write: the output folders Sources/Resources/ViewModels and Sources/ViewModels/Resources/Localizations \
            lead to the same folder on disk (\(project.path)/Sources/Resources/ViewModels) by symbolic links
            """), result.standardError)
        XCTAssertTrue(Reliability.contents(of: project.path) == before, "a file changed")
    }

    /// An output folder that is itself a link inside the project is listed and written through
    /// the same link: generating is stable, and the files live where the link points.
    func testAnOutputFolderThatIsALinkInsideTheProjectWorks() throws {
        try FileManager.default.moveItem(atPath: project.path + "/Sources/ViewModels", toPath: project.path + "/Shared")
        try link("Sources/ViewModels", to: "../Shared")
        XCTAssertEqual(try run("generate").status, 0)
        let settled = Reliability.contents(of: project.path)
        let again = try Reliability.vmgen(["generate", "--no-cache"], in: project.path)
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertEqual(again.standardError, "vmgen: 0 written, 0 deleted, 5 unchanged\n")
        XCTAssertTrue(Reliability.contents(of: project.path) == settled)
        XCTAssertNotNil(project.read("Shared/Page0/Page0ViewModel.swift"))
    }
}
