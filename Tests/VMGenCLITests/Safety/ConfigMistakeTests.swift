import Foundation
import VMGenTestSupport
import XCTest

/// The built binary on a generated project whose vmgen.yml then gets a mistake: each is an
/// error at its line and column with exit 2, and not one file of the project changes.
final class ConfigMistakeTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try Reliability.makeProject(in: project, pages: 1, children: 1)
        try project.write("Templates/README.md", "Overrides of vmgen's templates.\n")
        let first = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(first.status, 0, first.output)
    }

    override func tearDown() {
        project = nil
    }

    /// Writes `config` as vmgen.yml, runs `arguments`, and checks: exit 2, exactly `message` on
    /// stderr, nothing on stdout, and every file of the project as it was.
    private func assertRefused(
        _ config: String, _ arguments: [String] = ["generate"], message: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try project.write("vmgen.yml", config)
        let before = Reliability.contents(of: project.path)
        let run = try Reliability.vmgen(arguments, in: project.path)
        XCTAssertEqual(run.status, 2, run.output, file: file, line: line)
        XCTAssertEqual(run.standardError, message, file: file, line: line)
        XCTAssertEqual(run.standardOutput, "", file: file, line: line)
        XCTAssertEqual(Reliability.contents(of: project.path), before, "a file of the project changed", file: file, line: line)
    }

    func testAMistypedSpecFolderDeletesNothing() throws {
        try assertRefused("locales: [en, es]\nspecs: Spex\n", message: """
            vmgen.yml:2:8: error: the spec folder 'Spex' does not exist; did you mean 'Specs'? [config]
            specs: Spex
                   ^

            """)
    }

    func testNewCreatesANewSpecFolderButNotOneWhoseNameIsATypo() throws {
        try assertRefused("locales: [en, es]\nspecs: Spex\n", ["new", "Orders"], message: """
            vmgen.yml:2:8: error: the spec folder 'Spex' does not exist; did you mean 'Specs'? [config]
            specs: Spex
                   ^

            """)
        try project.write("vmgen.yml", "locales: [en, es]\nspecs: Screens\n")
        let run = try Reliability.vmgen(["new", "Orders"], in: project.path)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertNotNil(project.read("Screens/Orders.yml"))
    }

    func testAMissingDefaultSpecFolderDeletesNothing() throws {
        try FileManager.default.moveItem(atPath: project.path + "/Specs", toPath: project.path + "/Screens")
        try assertRefused("locales: [en, es]\n", message: """
            vmgen.yml:1:1: error: the spec folder 'Specs' (the default of 'specs:') does not exist; set 'specs:' to the folder of your specs, or create Specs [config]
            locales: [en, es]
            ^

            """)
    }

    func testAMissingTemplateFolderIsAnError() throws {
        try assertRefused("locales: [en, es]\ntemplates: Templtes\n", ["check"], message: """
            vmgen.yml:2:12: error: the template folder 'Templtes' does not exist; did you mean 'Templates'? [config]
            templates: Templtes
                       ^

            """)
    }

    func testAMissingLintFolderIsAnErrorForEveryCommand() throws {
        try project.write("Sources/App/App.swift", "let app = 1\n")
        let config = "locales: [en, es]\nlint:\n  include: [Sources/App, Sorces]\n"
        let message = """
            vmgen.yml:3:26: error: 'Sorces' in lint.include does not exist; did you mean 'Sources'? [config]
              include: [Sources/App, Sorces]
                                     ^

            """
        try assertRefused(config, ["lint"], message: message)
        try assertRefused(config, ["generate"], message: message)
    }

    func testUnknownRulesAreErrors() throws {
        try assertRefused("locales: [en, es]\nrules:\n  SUP-03: off\n  row-identty: warning\n  stub-vocabulary: error\n", message: """
            vmgen.yml:3:3: error: there is no rule 'SUP-03'; the SUP rules are SUP-01 and SUP-02 ('vmgen rules' lists every rule) [config]
              SUP-03: off
              ^
            vmgen.yml:4:3: error: there is no rule 'row-identty'; did you mean 'row-identity'? ('vmgen rules' lists every rule) [config]
              row-identty: warning
              ^

            """)
    }

    func testARuleSetTwiceIsAnError() throws {
        try assertRefused("locales: [en, es]\nrules: { VMID-03: off, row-identity: error }\n", message: """
            vmgen.yml:2:24: error: 'row-identity' is VMID-03, already set on line 2 [config]
            rules: { VMID-03: off, row-identity: error }
                                   ^

            """)
    }

    func testARuleOfTheSpecModelCannotBeTurnedOff() throws {
        try assertRefused("locales: [en, es]\nrules: { DOM-02: off }\n", message: """
            vmgen.yml:2:18: error: DOM-02 (domain-free-viewmodel) is part of the spec model: a spec that breaks it cannot be generated, so it cannot be set to off [config]
            rules: { DOM-02: off }
                             ^

            """)
    }

    func testLocalesWrittenAsOneValueAreAnError() throws {
        try assertRefused("locales: en, es\n", message: """
            vmgen.yml:1:10: error: 'en, es' is one value; write the locales as a list: [en, es] [config]
            locales: en, es
                     ^

            """)
    }

    func testALocaleMustLookLikeOne() throws {
        try assertRefused("locales: [en, spanish, EN]\n", message: """
            vmgen.yml:1:15: error: 'spanish' is not a locale identifier: a language code, optionally with a script or region, e.g. en, es, pt-BR, zh-Hans [config]
            locales: [en, spanish, EN]
                          ^
            vmgen.yml:1:24: error: the locale 'EN' is listed twice (as 'en'): FOSMVVM reads locale keys lowercased [config]
            locales: [en, spanish, EN]
                                   ^

            """)
    }

    func testDeploymentsAreFOSMVVMsAndURLsParse() throws {
        let config = """
            locales: [en, es]
            app:
              name: Harbor
              deploymentURLs:
                prodution: "https://api.example.com"
                staging: "https://api example.com"
                debug: "http://[::1"

            """
        try assertRefused(config, message: """
            vmgen.yml:5:5: error: 'prodution' is not a FOSMVVM deployment; did you mean 'production'? (production, staging, debug, test) [config]
                prodution: "https://api.example.com"
                ^
            vmgen.yml:6:14: error: 'https://api example.com' is not a server URL (write e.g. https://api.example.com) [config]
                staging: "https://api example.com"
                         ^
            vmgen.yml:7:12: error: 'http://[::1' is not a server URL (write e.g. https://api.example.com) [config]
                debug: "http://[::1"
                       ^

            """)
    }

    func testTheViewModelsModuleIsNoDomainModule() throws {
        try assertRefused("locales: [en, es]\ndomainModules: [HarborData, ViewModels]\n", message: """
            vmgen.yml:2:29: error: 'ViewModels' is the ViewModels module itself (viewModels.module), so it cannot be a domain module [config]
            domainModules: [HarborData, ViewModels]
                                        ^

            """)
    }

    func testTextInALocaleThatIsNotConfiguredIsNotWritten() throws {
        try project.write("vmgen.yml", "locales: [en, es]\n")
        try project.write("Specs/Page0.yml", Reliability.spec("Page0", children: 1).replacingOccurrences(
            of: "es: \"Page0 (es)\" }", with: "es: \"Page0 (es)\", fr: \"Page0 (fr)\" }"))
        let before = Reliability.contents(of: project.path)
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertEqual(run.standardError, """
            Specs/Page0.yml:5:47: error: text in 'fr', which is not a locale of this project (locales: en, es in vmgen.yml); vmgen would not write it — add 'fr' to locales or remove the text [LOC-10]
              title: { en: "Page0", es: "Page0 (es)", fr: "Page0 (fr)" }
                                                          ^
            vmgen: 1 error; nothing written

            """)
        XCTAssertEqual(Reliability.contents(of: project.path), before)
    }
}
