import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen import`: refuses to touch an existing spec, prints with --dry-run, writes specs that
/// generate, and lists what it did not carry.
final class ImportCommandTests: XCTestCase {
    private var project: TemporaryFolder!

    private static let viewModel = """
        import FOSMVVM

        /// The landing page.
        @ViewModel
        public struct HomeViewModel: RequestableViewModel {
            public typealias Request = HomeRequest

            @LocalizedString public var pageTitle

            public let userName: String

            public var vmId: ViewModelId = .init(type: Self.self)

            public init(userName: String) {
                self.userName = userName
            }

            public var shouted: String { userName.uppercased() }
        }

        """

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en, es]\n")
        try project.write("Sources/ViewModels/Home/HomeViewModel.swift", Self.viewModel)
        try project.write("Sources/Resources/ViewModels/Home/HomeViewModel.yml", """
            en:
              HomeViewModel:
                pageTitle: "Home"
            es:
              HomeViewModel:
                pageTitle: "Inicio"

            """)
    }

    override func tearDown() {
        project = nil
    }

    /// The user's spec must survive any import: the import refuses and writes nothing at all.
    func testAnExistingSpecIsNeverOverwrittenAndNothingIsWritten() throws {
        let mine = "# my own work\nviewModel: Home\nhosting: client\n"
        try project.write("Specs/Home.yml", mine)
        try project.write("Sources/ViewModels/Other/OtherViewModel.swift", "@ViewModel\npublic struct OtherViewModel {\n    public let x: Int\n}\n")
        let before = project.files()
        let run = vmgen("import", in: project.path)
        XCTAssertEqual(run.code, .usage, run.err)
        XCTAssertTrue(run.err.contains("Specs/Home.yml already exists"), run.err)
        XCTAssertTrue(run.err.contains("nothing was written"), run.err)
        XCTAssertEqual(project.read("Specs/Home.yml"), mine)
        XCTAssertEqual(project.files(), before, "not even the spec that was free (Other.yml) is written")
    }

    func testASpecDeclaringTheNameInAnotherFileIsRefusedToo() throws {
        let mine = "viewModel: Home\nhosting: client\n"
        try project.write("Specs/pages/Landing.yml", mine)
        let run = vmgen("import", in: project.path)
        XCTAssertEqual(run.code, .usage, run.err)
        XCTAssertTrue(run.err.contains("'Home' is already declared at Specs/pages/Landing.yml:1:"), run.err)
        XCTAssertFalse(project.exists("Specs/Home.yml"))
        XCTAssertEqual(project.read("Specs/pages/Landing.yml"), mine)
    }

    /// A child the import would declare counts too: a spec that already declares it stops the import.
    func testASpecDeclaringAnImportedChildIsRefused() throws {
        try project.write("Sources/ViewModels/Home/HomeViewModel.swift", Self.viewModel.replacingOccurrences(
            of: "public let userName: String\n", with: "public let userName: String\n    public let banner: BannerViewModel\n"))
        try project.write("Sources/ViewModels/Home/BannerViewModel.swift", "@ViewModel\npublic struct BannerViewModel {\n    public let text: String\n}\n")
        let mine = "viewModel: Banner\nhosting: server\npage: false\n"
        try project.write("Specs/Shared.yml", mine)
        let before = project.files()
        let run = vmgen("import", in: project.path)
        XCTAssertEqual(run.code, .usage, run.err)
        XCTAssertTrue(run.err.contains("'Banner' is already declared at Specs/Shared.yml:1:"), run.err)
        XCTAssertEqual(project.files(), before)
    }

    func testDryRunPrintsTheSpecsAndTheNotesAndWritesNothing() throws {
        let before = project.files()
        let run = vmgen("import", "--dry-run", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertEqual(project.files(), before)
        // The specs, then what generate would change (ImportDryRunTests): the specs come first.
        let specs = run.out.components(separatedBy: "would create ").first ?? ""
        XCTAssertEqual(specs, """
            --- # Specs/Home.yml
            # yaml-language-server: $schema=../.vmgen/schema/spec.json
            # Imported by `vmgen import` from Sources/ViewModels/Home/HomeViewModel.swift.
            viewModel: Home
            hosting: server
            doc: "The landing page."
            identity: singleton

            text:
              pageTitle: { en: "Home", es: "Inicio" }

            properties:
              userName: String

            """)
        XCTAssertEqual(run.err, """
            Sources/ViewModels/Home/HomeViewModel.swift:18:12: note: computed property 'shouted' is not carried: the spec language has no computed properties
            vmgen: once the hand-written files are moved aside, 'vmgen generate' would (a hand-written file's diff is against what replaces it):

            """)
    }

    /// Text in a locale vmgen.yml does not list would stop the next generate (LOC-10): the
    /// import says so at once, and still imports the text.
    func testALocaleTheProjectDoesNotListIsNamed() throws {
        try project.write("vmgen.yml", "locales: [en]\n")
        let run = vmgen("import", "--dry-run", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertTrue(run.err.contains("warning: the localization YAML has text in es, which vmgen.yml's 'locales' (en) does not list: add them there before 'vmgen generate'"), run.err)
        XCTAssertTrue(run.out.contains("pageTitle: { en: \"Home\", es: \"Inicio\" }"), run.out)
        try project.write("vmgen.yml", "locales: [en, es]\n")
        XCTAssertFalse(vmgen("import", "--dry-run", in: project.path).err.contains("warning:"))
    }

    func testTheWrittenSpecGeneratesTheViewModelBack() throws {
        let run = vmgen("import", "Sources", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertTrue(run.err.contains("created Specs/Home.yml"), run.err)
        XCTAssertTrue(run.err.contains("created .vmgen/schema/spec.json"), run.err)
        XCTAssertTrue(project.read("Specs/Home.yml")?.hasPrefix("# yaml-language-server: $schema=../.vmgen/schema/spec.json\n# Imported by") == true)
        XCTAssertTrue(run.err.contains("1 spec(s) written; 1 note(s) in 1 file(s)"), run.err)
        XCTAssertTrue(run.err.contains("move aside the 2 hand-written file(s) below, whose content the specs now generate, then run 'vmgen generate' (it never overwrites a file it did not write; --dry-run shows the diff; --move-aside moves those the specs fully carry):\n  Sources/Resources/ViewModels/Home/HomeViewModel.yml\n  Sources/ViewModels/Home/HomeViewModel.swift\n"), run.err)
        // generate never overwrites a file it did not write: the adopter moves the originals aside.
        try project.remove("Sources/ViewModels/Home/HomeViewModel.swift")
        try project.remove("Sources/Resources/ViewModels/Home/HomeViewModel.yml")
        XCTAssertEqual(findings(in: project.path), "")
        XCTAssertEqual(vmgen("generate", in: project.path).code, .success)
        let generated = try XCTUnwrap(project.read("Sources/ViewModels/Home/HomeViewModel.swift"))
        XCTAssertTrue(generated.contains("/// The landing page.\n@ViewModel\npublic struct HomeViewModel: RequestableViewModel {"), generated)
        XCTAssertTrue(generated.contains("    public let userName: String\n"), generated)
    }

    /// An import that was killed left its temporary copies (hidden `.tmp` files): the next one
    /// removes those whose process is gone, in the folders it writes to, and leaves any other.
    func testTheTemporaryFilesOfAStoppedImportAreRemovedByTheNextOne() throws {
        let dead = ["Specs/.Home.yml.vmgen-999999999.tmp", ".vmgen/.hand-off.yml.vmgen-999999998.tmp", ".vmgen/schema/.spec.json.vmgen-999999997.tmp"]
        let alive = "Specs/.Home.yml.vmgen-1.tmp"  // process 1 runs as long as the machine
        let mine = "Specs/.notes.vmgen-999999999.txt"
        for path in dead + [alive, mine] { try project.write(path, "half") }
        let run = vmgen("import", "Sources", "-v", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        for path in dead {
            XCTAssertFalse(project.exists(path), path)
            XCTAssertTrue(run.err.contains("removed \(path), left by a vmgen run that was stopped"), run.err)
        }
        XCTAssertTrue(project.exists(alive))
        XCTAssertEqual(project.read(mine), "half")
    }

    func testAPathThatDoesNotExistAndAFolderWithoutViewModelsAreUsageErrors() throws {
        let missing = vmgen("import", "Nowhere", in: project.path)
        XCTAssertEqual(missing.code, .usage)
        XCTAssertTrue(missing.err.contains("'Nowhere' does not exist"), missing.err)
        let empty = vmgen("import", "Sources/Resources", in: project.path)
        XCTAssertEqual(empty.code, .usage)
        XCTAssertTrue(empty.err.contains("no @ViewModel struct found in 0 Swift file(s)"), empty.err)
    }

    /// The project folder as the path: hidden folders, vmgen.yml and the spec folder are not
    /// sources (a spec is not a localization file), so they give no notes and no specs.
    func testTheWholeProjectReadsNeitherSpecsNorHiddenFolders() throws {
        try project.write("Specs/Other.yml", "viewModel: Other\nhosting: client\n")
        try project.write(".build/checkouts/Dep/DepViewModel.swift", "@ViewModel\npublic struct DepViewModel {\n}\n")
        let run = vmgen("import", ".", "--dry-run", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertEqual(run.out.components(separatedBy: "--- #").count, 2, run.out)
        XCTAssertFalse(run.err.contains("Specs/") || run.err.contains(".build") || run.err.contains("vmgen.yml"), run.err)
    }
}
