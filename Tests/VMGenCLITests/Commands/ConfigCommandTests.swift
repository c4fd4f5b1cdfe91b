import Foundation
@testable import VMGenCLI
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen config`: the effective configuration as YAML on stdout, problems on stderr.
final class ConfigCommandTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: project.path + "/Specs", withIntermediateDirectories: true)
    }

    // XCTest keeps every test case alive until the process ends, so release the folder here
    // (its deinit deletes it).
    override func tearDown() {
        project = nil
    }

    func testPrintsTheDefaultsForAnEmptyConfig() throws {
        try project.write("vmgen.yml", "")
        let run = vmgen("config", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertEqual(run.err, "vmgen: configuration from vmgen.yml\n")
        XCTAssertEqual(run.out, """
            # specs: Specs (the default)
            locales: [en]  # default
            # fallbackLocale: not set (a missing translation is an error, LOC-01)
            viewModels:  # default
              module: ViewModels  # default
              path: Sources/ViewModels  # default
              imports: []  # default
            server:  # default
              module: WebServer  # default
              path: Sources/WebServer  # default
            resources:  # default
              server: Sources/Resources/ViewModels  # default
              client: Sources/ViewModels/Resources/Localizations  # default
            domainModules: []  # default
            # templates: not set (the built-in templates only)
            # header: not set
            # vmgen_version: not set (any vmgen)
            # rules: none set (every rule at its own severity)
            lint:  # default
              # include: [Sources] (the default)
              exclude: []  # default
            # app: not set (no App file)
            # views: not set (no generated views)
            # tests: not set (no generated tests)
            # uiTests: not set (no generated UI tests)
            observable:  # default
              path: Sources/App/Screens  # default
              testsPath: Tests/AppTests  # default
              module: App  # default
              stateAccess: "private(set)"  # default

            """)
    }

    /// The printed YAML read back is the same configuration, for every example and for
    /// values that need quoting.
    func testTheOutputReadsBackAsTheSameConfiguration() throws {
        var configs = Repository.examples.map { $0 + "/vmgen.yml" }
        try project.write("vmgen.yml", """
            specs: "yes"
            locales: [en, pt-BR, "no"]
            viewModels: { module: VM, path: "Sources/My Models" }
            templates: .
            header: "Quote \\" and # hash\\nsecond line: here\\n"
            """)
        try FileManager.default.createDirectory(atPath: project.path + "/yes", withIntermediateDirectories: true)
        configs.append(project.path + "/vmgen.yml")
        for config in configs {
            let run = vmgen("config", "--config", config, in: project.path)
            XCTAssertEqual(run.code, .success, "\(config): \(run.err)")
            let original = ConfigLoader.load(SpecFile(path: config, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: config))))).config
            let (readBack, diagnostics) = ConfigLoader.load(SpecFile(path: "printed.yml", text: run.out))
            XCTAssertEqual(diagnostics, [], run.out)
            XCTAssertEqual(Self.comparable(readBack), Self.comparable(original), run.out)
        }
    }

    /// Where a setting was written is not part of it; the observable defaults are printed.
    static func comparable(_ config: ProjectConfig) -> ProjectConfig {
        var copy = config
        copy.app?.location = SourceLocation(file: "", line: 0, column: 0)
        copy.app?.rootViewLocation = nil
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        copy.app?.featureFlags = config.app?.featureFlags.map { flag in
            .init(flag: flag.flag, views: flag.views.map { .init(name: $0.name, location: nowhere) }, location: nowhere)
        } ?? []
        copy.views?.location = SourceLocation(file: "", line: 0, column: 0)
        copy.uiTests?.location = SourceLocation(file: "", line: 0, column: 0)
        copy.views?.handWritten = config.views?.handWritten.map { .init(name: $0.name, location: SourceLocation(file: "", line: 0, column: 0)) } ?? []
        copy.namedInputs = []
        copy.observableSettings = config.observable
        return copy
    }

    /// Every key vmgen.yml may have is printed (as a setting or, when off, a comment), so a key
    /// added to ConfigLoader without the printer fails here.
    /// What vmgen.yml sets is printed as it is; every value it leaves to vmgen ends in
    /// `# default`, so a reader tells the two apart.
    func testMarksWhichValuesAreDefaults() throws {
        try project.write("vmgen.yml", "locales: [en, fr]\nviewModels: { module: Shared }\nobservable:\n  stateAccess: public\n")
        let run = vmgen("config", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        let lines = run.out.split(separator: "\n").map(String.init)
        for set in ["locales: [en, fr]", "viewModels:", "  module: Shared", "observable:", "  stateAccess: public"] {
            XCTAssertTrue(lines.contains(set), "\(set) in\n\(run.out)")
        }
        for fallback in ["  path: Sources/ViewModels  # default", "server:  # default", "  module: WebServer  # default", "  module: App  # default",
                         "domainModules: []  # default"] {
            XCTAssertTrue(lines.contains(fallback), "\(fallback) in\n\(run.out)")
        }
        XCTAssertEqual(ConfigLoader.keyPaths(in: Array("a: 1\nb: { c: 2, d: { e: 3 } }\n".utf8)), ["a", "b", "b.c", "b.d"])
        XCTAssertEqual(ConfigLoader.keyPaths(in: Array("[not, a, mapping]".utf8)), [])
    }

    func testEveryConfigKeyIsPrinted() throws {
        try project.write("vmgen.yml", "")
        let lines = vmgen("config", in: project.path).out.split(separator: "\n")
        for key in ConfigLoader.keys {
            XCTAssertTrue(lines.contains { $0.hasPrefix("\(key):") || $0.hasPrefix("# \(key):") }, "vmgen config does not print '\(key)'")
        }
    }

    func testPrintsEverySettingOfAFullConfig() throws {
        try project.write("vmgen.yml", """
            vmgen_version: ">= 0.1"
            rules: { VMID-03: "off", LOC-01: error }
            lint: { include: [Sources, Shared], exclude: [Sources/Generated] }
            app: { name: Harbor, rootView: HomeView, deploymentURLs: { production: "https://api.example.com" } }
            views: { module: HarborViews, handWritten: [HomeView] }
            tests: { module: ViewModels }
            observable: { stateAccess: public }
            """)
        try project.write("Sources/App.swift", "")
        try project.write("Shared/Strings.yml", "")
        let run = vmgen("config", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        for line in ["vmgen_version: \">= 0.1\"", "rules:", "  LOC-01: error", "  VMID-03: \"off\"", "  include: [Sources, Shared]",
                     "  exclude: [Sources/Generated]", "app:", "  name: Harbor", "  path: Sources/HarborApp", "  rootView: HomeView",
                     "  resourceBundles: [ViewModels]", "    production: \"https://api.example.com\"", "tests:", "  path: Tests/ViewModelsTests",
                     "  resourceDirectoryName: Resources", "  path: Sources/HarborApp/Screens", "  stateAccess: public",
                     "views:", "  path: Sources/HarborViews", "  module: HarborViews", "  handWritten: [HomeView]"] {
            XCTAssertTrue(run.out.contains(line + "\n") || run.out.contains(line + "  # default\n"), "missing \(line) in\n\(run.out)")
        }
        let readBack = ConfigLoader.load(SpecFile(path: "printed.yml", text: run.out))
        XCTAssertEqual(readBack.diagnostics, [])
        XCTAssertEqual(Self.comparable(readBack.config), Self.comparable(ConfigLoader.load(SpecFile(path: "vmgen.yml", text: project.read("vmgen.yml") ?? "")).config))
    }

    func testErrorsHaveLocationsAndExitWithTwo() throws {
        try project.write("vmgen.yml", "specs: Specs\nlocale: [en]\nviewModels: { path: /abs }\n")
        let run = vmgen("config", in: project.path)
        XCTAssertEqual(run.code, .usage)
        XCTAssertEqual(run.out, "", "nothing on stdout when the config is invalid")
        XCTAssertTrue(run.err.contains("vmgen.yml:2:1: error: "), run.err)
        XCTAssertTrue(run.err.contains("vmgen.yml:3:21: error: '/abs' must be relative to the folder of vmgen.yml"), run.err)
    }

    func testAMissingNamedFolderIsAnErrorAndAMissingDefaultSpecFolderAWarning() throws {
        try project.write("vmgen.yml", "specs: Screens\ntemplates: MyTemplates\n")
        let named = vmgen("config", in: project.path)
        XCTAssertEqual(named.code, .usage)
        XCTAssertEqual(named.out, "")
        XCTAssertEqual(named.err, """
            vmgen.yml:1:8: error: the spec folder 'Screens' does not exist [config]
            specs: Screens
                   ^
            vmgen.yml:2:12: error: the template folder 'MyTemplates' does not exist [config]
            templates: MyTemplates
                       ^

            """)
        // A project may use vmgen.yml for lint only: no spec folder is then fine.
        try project.remove("Specs")
        try project.write("vmgen.yml", "locales: [en]\n")
        let unnamed = vmgen("config", in: project.path)
        XCTAssertEqual(unnamed.code, .success)
        XCTAssertEqual(unnamed.err, """
            vmgen: configuration from vmgen.yml
            vmgen.yml:1:1: warning: the folder 'Specs' (the default of 'specs:') does not exist, so there are no specs to generate from [config]
            locales: [en]
            ^

            """)
        XCTAssertTrue(unnamed.out.hasPrefix("# specs: Specs (the default)\n"))
    }

    func testQuietPrintsOnlyTheYAML() throws {
        try project.write("vmgen.yml", "locales: [en]\n")
        let run = vmgen("config", "-q", in: project.path)
        XCTAssertEqual(run.err, "")
        XCTAssertTrue(run.out.hasPrefix("# specs: Specs (the default)\n"))
    }

    func testScalarsArePlainOnlyWhenSafe() {
        XCTAssertEqual(ConfigPrinter.scalar("Sources/View_Models-2"), "Sources/View_Models-2")
        XCTAssertEqual(ConfigPrinter.scalar("yes"), "\"yes\"")
        XCTAssertEqual(ConfigPrinter.scalar("."), "\".\"")
        XCTAssertEqual(ConfigPrinter.scalar("a b"), "\"a b\"")
        XCTAssertEqual(ConfigPrinter.scalar("2024"), "\"2024\"")
        XCTAssertEqual(ConfigPrinter.scalar("a: b"), "\"a: b\"")
        XCTAssertEqual(ConfigPrinter.scalar("Ünïcode"), "\"Ünïcode\"")
    }
}
