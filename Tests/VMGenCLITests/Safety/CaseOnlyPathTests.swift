import Foundation
import VMGenTestSupport
import XCTest

/// Paths equal but for letter case are one on macOS's default file system, so vmgen refuses
/// them on every platform, through the built binary: a page named `FIELDMODELS` beside vmgen's
/// `FieldModels/` folder, a feature folder spelt otherwise on disk, an imported spec beside an
/// existing one spelt otherwise. Nothing is written.
final class CaseOnlyPathTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
    }

    override func tearDown() {
        project = nil
    }

    private let form = """
        viewModel: Subscribe
        hosting: client
        form:
          name: SubscriptionFields
          fields:
            email:
              type: String
              title: { en: "Email" }

        """

    func testAPageNamedLikeTheFieldModelsFolderIsRefused() throws {
        let page = "viewModel: FIELDMODELS\nhosting: server\ntext:\n  title: { en: \"F\" }\n"
        try project.assertGenerateRefuses(["Specs/Subscribe.yml": form, "Specs/FieldModels.yml": page], message: """
            Specs/Subscribe.yml:1:1: error: the folders Sources/ViewModels/FieldModels (where vmgen writes Sources/ViewModels/FieldModels/SubscriptionFields.swift) and Sources/ViewModels/FIELDMODELS (where vmgen writes Sources/ViewModels/FIELDMODELS/FIELDMODELSRequest.swift) differ only by letter case: on a case-insensitive file system (the default on macOS) they are one folder; vmgen writes nothing: rename one of the names they come from [case-clash]
            viewModel: Subscribe
            ^
              note: Sources/ViewModels/FIELDMODELS/FIELDMODELSRequest.swift comes from Specs/FieldModels.yml
            vmgen: 1 error; nothing written

            """)
    }

    func testAFolderOnDiskSpeltOtherwiseIsRefusedAndKept() throws {
        try project.write("Sources/ViewModels/harbor/Mine.swift", "// mine\n")
        let page = "viewModel: Harbor\nhosting: server\ntext:\n  title: { en: \"H\" }\n"
        try project.write("Specs/Harbor.yml", page)
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.standardError.contains("and Sources/ViewModels/harbor (on disk, holding Sources/ViewModels/harbor/Mine.swift) differ only by letter case"), run.standardError)
        XCTAssertTrue(run.standardError.contains("rename or move Sources/ViewModels/harbor"), run.standardError)
        XCTAssertEqual(project.files().sorted(), ["Sources/ViewModels/harbor/Mine.swift", "Specs/Harbor.yml", "vmgen.yml"])
        // Once the folder is renamed, the run writes into it.
        try FileManager.default.moveItem(atPath: project.path + "/Sources/ViewModels/harbor", toPath: project.path + "/Sources/ViewModels/Harbor")
        XCTAssertEqual(try Reliability.vmgen(["generate", "-q"], in: project.path).status, 0)
        XCTAssertEqual(project.read("Sources/ViewModels/Harbor/Mine.swift"), "// mine\n")
    }

    func testImportNeverWritesASpecBesideOneSpeltOtherwise() throws {
        try project.write("Specs/home.yml", "viewModel: Landing\nhosting: server\n")
        try project.write("Sources/ViewModels/Home/HomeViewModel.swift", """
            import FOSMVVM

            @ViewModel
            public struct HomeViewModel {
                public let userName: String
                public var vmId: ViewModelId = .init(type: Self.self)
            }

            """)
        let before = project.files()
        let run = try Reliability.vmgen(["import", "Sources"], in: project.path)
        XCTAssertEqual(run.status, 2, run.output)
        XCTAssertTrue(run.standardError.contains("Specs/Home.yml and Specs/home.yml (on disk) differ only by letter case"), run.standardError)
        XCTAssertEqual(project.files(), before)
    }
}
