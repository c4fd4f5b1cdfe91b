import VMGenKit
import XCTest

/// `ConfigLoader` on values that used to be accepted silently: each is an error at its value
/// (or key), and the folders vmgen reads are listed with where they are named.
final class ConfigLoaderTests: XCTestCase {
    private func load(_ text: String) -> (config: ProjectConfig, messages: [String]) {
        let (config, diagnostics) = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: text))
        return (config, diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" })
    }

    func testNamedInputFoldersKeepTheirLocationsAndDefaultsAreNotListed() {
        let (config, messages) = load("specs: Screens/\ntemplates: ./Tpl\nlint:\n  include: [Sources, Shared/Strings.swift]\n")
        XCTAssertEqual(messages, [])
        XCTAssertEqual(config.namedInputs.map { "\($0.role) \($0.path) \($0.location.line):\($0.location.column)" }, [
            "specs Screens 1:8", "templates Tpl 2:12", "lintInclude Sources 4:13", "lintInclude Shared/Strings.swift 4:22",
        ])
        XCTAssertEqual(load("locales: [en]\n").config.namedInputs, [])
    }

    /// An output folder that is the project folder itself is refused at its line (it used to
    /// pass here and be refused at the write as a path "outside the project folder"); the
    /// spec folder may be the project folder.
    func testAnOutputFolderIsNotTheProjectFolderItself() {
        let message = "is the project folder itself; generated files go into a folder of their own (vmgen removes there what it generated and no spec generates any more): name one inside the project, e.g. Sources/ViewModels"
        XCTAssertEqual(load("""
            viewModels: { path: . }
            server: { path: ./ }
            resources: { server: ., client: "./." }
            tests: { path: Tests/T, serverPath: . }
            app: { name: Harbor, path: ., deploymentURLs: { production: "https://api.example.com" } }
            views: { path: . }
            observable: { path: ., testsPath: . }
            """).messages, [
            "1:21 '.' \(message)", "2:17 './' \(message)", "3:22 '.' \(message)", "3:33 './.' \(message)", "5:28 '.' \(message)",
            "6:16 '.' \(message)", "7:21 '.' \(message)", "7:35 '.' \(message)", "4:37 '.' \(message)",
        ])
        XCTAssertEqual(load("specs: .\n").messages, [])
    }

    func testRuleKeysNameARuleAndAreKeptByID() {
        let (config, messages) = load("rules:\n  vmid-03: off\n  stub-vocabulary: warning\n  translations-complete: error\n")
        XCTAssertEqual(messages, [])
        XCTAssertEqual(config.ruleSettings, ["VMID-03": .off, "STUB-05": .warning, "LOC-01": .error])
    }

    func testUnknownRulesGetTheirFamilyOrTheClosestName() {
        XCTAssertEqual(load("rules:\n  SUP-03: off\n  FILE-09: off\n  VMD-03: off\n  row-identty: off\n  nonsense: off\n").messages, [
            "2:3 there is no rule 'SUP-03'; the SUP rules are SUP-01 and SUP-02 ('vmgen rules' lists every rule)",
            "3:3 there is no rule 'FILE-09'; the FILE rules are FILE-01 and FILE-02 ('vmgen rules' lists every rule)",
            "4:3 there is no rule 'VMD-03'; did you mean 'VMID-03'? ('vmgen rules' lists every rule)",
            "5:3 there is no rule 'row-identty'; did you mean 'row-identity'? ('vmgen rules' lists every rule)",
            "6:3 there is no rule 'nonsense' ('vmgen rules' lists every rule)",
        ])
    }

    func testARuleIsSetOnceAndASpecModelRuleOnlyToError() {
        XCTAssertEqual(load("rules:\n  STUB-05: off\n  stub-vocabulary: error\n  OPS-10: warning\n  DOM-02: error\n").messages, [
            "3:3 'stub-vocabulary' is STUB-05, already set on line 2",
            "4:11 OPS-10 (child-without-operations) is part of the spec model: a spec that breaks it cannot be generated, so it cannot be set to warning",
        ])
    }

    func testLocalesAreAListOfLocaleIdentifiersEachOnce() {
        XCTAssertEqual(load("locales: [en, pt-BR, zh-Hans, en_GB, sr-Latn-RS]\n").config.locales, ["en", "pt-BR", "zh-Hans", "en_GB", "sr-Latn-RS"])
        XCTAssertEqual(load("locales: en\n").config.locales, ["en"], "one locale may be written alone")
        XCTAssertEqual(load("locales: \"en,es\"\n").messages, ["1:10 'en,es' is one value; write the locales as a list: [en, es]"])
        XCTAssertEqual(load("locales: [en, e, english, en-, \"en es\", en, EN]\n").messages, [
            "1:15 'e' is not a locale identifier: a language code, optionally with a script or region, e.g. en, es, pt-BR, zh-Hans",
            "1:18 'english' is not a locale identifier: a language code, optionally with a script or region, e.g. en, es, pt-BR, zh-Hans",
            "1:27 'en-' is not a locale identifier: a language code, optionally with a script or region, e.g. en, es, pt-BR, zh-Hans",
            "1:32 'en es' is not a locale identifier: a language code, optionally with a script or region, e.g. en, es, pt-BR, zh-Hans",
            "1:41 the locale 'en' is listed twice",
            "1:45 the locale 'EN' is listed twice (as 'en'): FOSMVVM reads locale keys lowercased",
        ])
        XCTAssertEqual(load("locales: []\n").messages, ["1:10 'locales' lists at least one locale, e.g. [en]"])
    }

    func testDeploymentsAreFOSMVVMsAndTheirURLsServerURLs() {
        func messages(_ urls: String) -> [String] {
            load("app:\n  name: Harbor\n  deploymentURLs: { \(urls) }\n").messages
        }
        XCTAssertEqual(messages("production: \"https://api.example.com\", debug: \"http://localhost:8080\", test: \"http://[::1]:8080\", staging: \"https://s.example.com/v1\""), [])
        XCTAssertEqual(messages("qa: \"https://qa.example.com\""),
            ["3:21 'qa' is not a FOSMVVM deployment (production, staging, debug, test); list a deployment of your own under 'custom:', e.g. custom: { qa: \"https://…\" }"])
        XCTAssertEqual(messages("Debug: \"http://localhost\""), ["3:21 'Debug' is not a FOSMVVM deployment; did you mean 'debug'? (production, staging, debug, test)"])
        for bad in ["https://", "https:/api.example.com", "ftp://api.example.com", "https://api.example.com:99999", "https://api.example.com?x=1", "https://api.example.com/#top", "https://exämple.com"] {
            XCTAssertEqual(messages("production: \"\(bad)\""), ["3:33 '\(bad)' is not a server URL (write e.g. https://api.example.com)"], bad)
        }
        XCTAssertEqual(load("app:\n  name: Harbor\n").messages.count, 1, "an app needs deploymentURLs")
    }

    /// `custom:` lists deployments of the app's own (`Deployment.custom(name:)`), apart from
    /// FOSMVVM's cases, so a misspelled case is still an error.
    func testCustomDeploymentsAreLowercaseNamesApartFromFOSMVVMsCases() throws {
        let loaded = load("app:\n  name: Harbor\n  deploymentURLs:\n    production: \"https://api.example.com\"\n    custom: { qa: \"https://qa.example.com\", load-test_2: \"http://10.0.0.2:8080\" }\n")
        XCTAssertEqual(loaded.messages, [])
        let urls = try XCTUnwrap(loaded.config.app?.deploymentURLs)
        XCTAssertEqual(urls.map(\.swiftExpression), [".production", ".custom(name: \"qa\")", ".custom(name: \"load-test_2\")"])
        func messages(_ custom: String) -> [String] {
            load("app:\n  name: Harbor\n  deploymentURLs:\n    production: \"https://api.example.com\"\n    custom: \(custom)\n").messages
        }
        XCTAssertEqual(messages("{ staging: \"https://s.example.com\" }"),
            ["5:15 'staging' is FOSMVVM's own deployment '.staging' (a custom one of that name is the same deployment); list it beside 'custom:', not in it"])
        XCTAssertEqual(messages("{ QA: \"https://qa.example.com\" }"),
            ["5:15 'QA' is not a custom deployment name: lowercase letters, digits, '-' and '_', starting with a letter (FOSMVVM lowercases an overriding deployment's name), e.g. qa"])
        XCTAssertEqual(messages("{ qa: \"ftp://qa\" }"), ["5:19 'ftp://qa' is not a server URL (write e.g. https://api.example.com)"])
        XCTAssertEqual(messages("https://qa.example.com").count, 1, "custom holds names and URLs")
    }

    func testModulesDoNotContradictEachOther() {
        XCTAssertEqual(load("domainModules: [HarborData, ViewModels]\n").messages, [
            "1:29 'ViewModels' is the ViewModels module itself (viewModels.module), so it cannot be a domain module",
        ])
        XCTAssertEqual(load("viewModels: { module: Shared }\nserver: { module: Shared }\n").messages, [
            "2:19 the server module and the ViewModels module are both 'Shared'; the ViewModels module never depends on the server, so they are two modules",
        ])
        XCTAssertEqual(load("viewModels: { module: WebServer }\n").messages, [
            "1:23 the server module and the ViewModels module are both 'WebServer'; the ViewModels module never depends on the server, so they are two modules",
        ])
        XCTAssertEqual(load("app: { name: Harbor, deploymentURLs: { production: \"https://a.example.com\" }, resourceBundles: [] }\n").messages, [
            "1:96 'resourceBundles' lists at least one module, or the app loads no localization (default: [ViewModels])",
        ])
    }

    /// `views:` (issue 14 §2): in the App's module by default, `Sources/{Module}` for a module of
    /// their own; never the ViewModels module; each hand-written view once.
    func testViewsDefaultToTheAppsModuleAndAreNeverInTheViewModelsModule() {
        let app = "app: { name: Harbor, deploymentURLs: { production: \"https://a.example.com\" } }\n"
        let plain = load(app + "views:\n")
        XCTAssertEqual(plain.messages, [])
        XCTAssertEqual(plain.config.views.map { "\($0.module) \($0.path)" }, "HarborApp Sources/HarborApp/Views")
        XCTAssertEqual(load(app + "views: { module: HarborViews }\n").config.views?.path, "Sources/HarborViews")
        XCTAssertEqual(load("views: {}\n").config.views.map { "\($0.module) \($0.path)" }, "Views Sources/Views")
        XCTAssertEqual(load("views: { module: ViewModels, handWritten: [AView, AView] }\n").messages, [
            "1:18 'ViewModels' is the ViewModels module, which the server builds too: the views go in the App's module or a views module of their own",
            "1:51 'AView' is listed twice in 'handWritten'",
        ])
        XCTAssertEqual(load("views: { path: Sources/ViewModels/Views }\n").messages, [
            "1:16 'Sources/ViewModels/Views' is inside Sources/ViewModels, the folder of the ViewModels module ViewModels: SwiftPM would compile the views into it; put them in the App's folder or one of their own",
        ])
        XCTAssertNil(load("locales: [en]\n").config.views, "views are opt-in")
    }

    func testTheTestsResourceFolderStaysInside() {
        XCTAssertEqual(load("tests: { resourceDirectoryName: /Resources }\n").messages, ["1:33 '/Resources' must be relative to the folder of vmgen.yml"])
        XCTAssertEqual(load("tests: { resourceDirectoryName: Resources/ }\n").config.tests?.resourceDirectoryName, "Resources")
    }

    func testLocaleIdentifierShape() {
        for valid in ["en", "EN", "es", "fil", "pt-BR", "pt_BR", "zh-Hans", "zh-Hant-TW", "es-419", "de-CH-1996"] {
            XCTAssertTrue(LocaleIdentifier.isValid(valid), valid)
        }
        for invalid in ["", "e", "engl", "en-", "-en", "en--GB", "en GB", "en-abcdefghi", "e1", "ünglish", "en.GB"] {
            XCTAssertFalse(LocaleIdentifier.isValid(invalid), invalid)
        }
    }
}
