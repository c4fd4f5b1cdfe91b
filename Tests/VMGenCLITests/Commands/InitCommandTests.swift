import Foundation
@testable import VMGenCLI
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen init`: what it writes, that it is true and valid, and that it never overwrites.
final class InitCommandTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    // XCTest keeps every test case alive until the process ends, so release the folder here
    // (its deinit deletes it).
    override func tearDown() {
        folder = nil
    }

    func testWritesACommentedConfigAndAnExampleSpec() {
        let run = vmgen("init", in: folder.path)
        XCTAssertEqual(run.code, .success)
        XCTAssertEqual(run.out, "")
        XCTAssertEqual(run.err, """
            created vmgen.yml
            created Specs/Example.yml
            created .vmgen/schema/config.json
            created .vmgen/schema/spec.json
            vmgen: next, run 'vmgen generate'; add a screen with 'vmgen new <Name>'

            """)
        XCTAssertEqual(folder.files(), [".vmgen/schema/config.json", ".vmgen/schema/spec.json", "Specs/Example.yml", "vmgen.yml"])
        XCTAssertEqual(folder.read("vmgen.yml"), InitFiles.config)
        XCTAssertEqual(folder.read("Specs/Example.yml"), InitFiles.exampleSpec)
    }

    /// The comments say "the values below are the defaults": hold them to it.
    /// Inside a folder of another project, init names that project instead of starting a
    /// nested one (nothing written, exit 2); `--nested` starts one on purpose.
    /// In a package, the ViewModels target gets a file of its own: SwiftPM drops a target with
    /// no source file before the build plugin runs, and "Build complete!" compiles nothing.
    func testInAPackageTheViewModelsTargetGetsAFileOfItsOwn() throws {
        try folder.write("Package.swift", "// swift-tools-version:6.0\n")
        let run = vmgen("init", in: folder.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertTrue(run.err.contains("created Sources/ViewModels/ViewModels.swift\n"), run.err)
        XCTAssertEqual(folder.read("Sources/ViewModels/ViewModels.swift"), InitFiles.targetFile)
        // The generate that follows leaves it alone (it has no vmgen header).
        XCTAssertEqual(vmgen("generate", in: folder.path).code, .success)
        XCTAssertEqual(folder.read("Sources/ViewModels/ViewModels.swift"), InitFiles.targetFile)
    }

    /// Not outside a package, nor where the target has a Swift file already.
    func testNoTargetFileOutsideAPackageOrWhereTheTargetHasOne() throws {
        XCTAssertEqual(vmgen("init", in: folder.path).code, .success)
        XCTAssertFalse(folder.exists("Sources/ViewModels/ViewModels.swift"))
        let package = try TemporaryFolder()
        try package.write("Package.swift", "// swift-tools-version:6.0\n")
        try package.write("Sources/ViewModels/Mine.swift", "// mine\n")
        XCTAssertEqual(vmgen("init", in: package.path).code, .success)
        XCTAssertEqual(package.files().filter { $0.hasPrefix("Sources/") }, ["Sources/ViewModels/Mine.swift"])
    }

    func testInsideAnotherProjectItSaysSo() throws {
        XCTAssertEqual(vmgen("init", in: folder.path).code, .success)
        try FileManager.default.createDirectory(atPath: folder.path + "/Sources/App", withIntermediateDirectories: true)
        let inside = vmgen("init", in: folder.path + "/Sources/App")
        XCTAssertEqual(inside.code, .usage)
        XCTAssertTrue(inside.err.hasPrefix("Error: \(folder.path)/Sources/App is inside the vmgen project in \(folder.path), whose commands already work here"), inside.err)
        XCTAssertFalse(folder.exists("Sources/App/vmgen.yml"))
        let nested = vmgen(["init", "--nested"], in: folder.path + "/Sources/App")
        XCTAssertEqual(nested.code, .success, nested.err)
        XCTAssertTrue(folder.exists("Sources/App/vmgen.yml"))
    }

    func testTheConfigIsExactlyTheDefaults() {
        var (config, diagnostics) = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: InitFiles.config))
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(config.namedInputs.map(\.path), ["Specs"], "the spec folder is named, so it must exist")
        config.namedInputs = []
        XCTAssertEqual(config, ProjectConfig())
    }

    /// The scaffold says it shows every key: each key vmgen.yml takes is there, set to its
    /// default or commented out.
    func testTheScaffoldShowsEveryKey() {
        let lines = InitFiles.config.split(separator: "\n").map(String.init)
        for key in ConfigLoader.keys {
            XCTAssertTrue(lines.contains { $0.hasPrefix("\(key):") || $0.hasPrefix("# \(key):") }, "vmgen init's vmgen.yml leaves out '\(key)'")
        }
    }

    /// Every commented-out key, uncommented, is valid too.
    func testTheCommentedOutKeysAreValidWhenUncommented() throws {
        let uncommented = InitFiles.config.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            ["# domainModules:", "# templates:", "# header:", "#   ", "# vmgen_version:", "# views:", "# rules:", "# lint:", "# app:", "# tests:", "# observable:", "# uiTests:"].contains { line.hasPrefix($0) }
                ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        let (config, diagnostics) = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: uncommented))
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(config.domainModules, ["MyAppData"])
        XCTAssertEqual(config.templates, "Templates")
        XCTAssertEqual(config.header, "Copyright © My Company.\n")
        XCTAssertEqual(config.vmgenVersion, InitFiles.versionSeries)
        XCTAssertEqual(config.views.map { "\($0.path) \($0.module) \($0.handWritten)" }, "Sources/Views Views []")
        XCTAssertEqual(config.ruleSettings.count, 1)
        XCTAssertEqual(config.lint.include, ["Sources"])
        XCTAssertEqual(config.app?.name, "Example")
        XCTAssertEqual(config.observable.stateAccess.rawValue, "private(set)")
        XCTAssertEqual(config.tests?.module, "ViewModels")
        XCTAssertEqual(config.uiTests.map { "\($0.path) \($0.module) \($0.bundleIdentifier)" }, "Tests/ExampleUITests ExampleUITests com.example.app")
        try folder.write("vmgen.yml", uncommented)
        try folder.write("Specs/Example.yml", InitFiles.exampleSpec)
        XCTAssertEqual(vmgen("check", in: folder.path).code, .usage, "the template folder named must exist")
        try FileManager.default.createDirectory(atPath: folder.path + "/Templates", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/Sources", withIntermediateDirectories: true)
        let check = vmgen("check", in: folder.path)
        XCTAssertEqual(check.code, .success, "this vmgen satisfies the requirement init suggests: \(check.err)")
    }

    func testTheExampleGeneratesAServerPageWithoutFindings() throws {
        XCTAssertEqual(vmgen("init", in: folder.path).code, .success)
        let run = vmgen("generate", in: folder.path)
        XCTAssertEqual(run.code, .success)
        XCTAssertEqual(run.err, "vmgen: 5 written, 0 deleted, 0 unchanged\n", "no findings")
        XCTAssertEqual(folder.files(), [
            ".vmgen/schema/config.json",
            ".vmgen/schema/spec.json",
            "Sources/Resources/ViewModels/Example/ExampleViewModel.yml",
            "Sources/ViewModels/Example/ExampleRequest.swift",
            "Sources/ViewModels/Example/ExampleViewModel.swift",
            "Sources/WebServer/Controllers/RequestRoutes.swift",
            "Sources/WebServer/ViewModelFactories/Example/ExampleViewModel+Factory.swift",
            "Specs/Example.yml",
            "vmgen.yml",
        ])
        let swift = folder.files().filter { $0.hasSuffix(".swift") }
        let files = Dictionary(uniqueKeysWithValues: swift.map { ($0, folder.read($0) ?? "") })
        XCTAssertEqual(try SwiftParserCheck.problems(in: files), "")
    }

    func testRefusesWhenEitherFileExistsAndWritesNothing() throws {
        for existing in ["vmgen.yml", "Specs/Example.yml"] {
            let folder = try TemporaryFolder()
            try folder.write(existing, "# mine\n")
            let run = vmgen("init", in: folder.path)
            XCTAssertEqual(run.code, .usage, existing)
            XCTAssertEqual(run.err, """
                Error: \(existing) already exists in \(folder.path); 'vmgen init' never overwrites a file (delete or move it, or edit it by hand)
                Usage: vmgen init [--nested]
                See 'vmgen init --help'.

                """)
            XCTAssertEqual(folder.files(), [existing], "nothing else written")
            XCTAssertEqual(folder.read(existing), "# mine\n")
        }
    }

    func testQuietPrintsNothing() {
        XCTAssertEqual(vmgen("init", "-q", in: folder.path).err, "")
    }

    func testTakesNoArguments() {
        XCTAssertEqual(vmgen("init", "MyApp", in: folder.path).code, .usage)
        XCTAssertEqual(folder.files(), [])
    }
}
