import Foundation
import VMGenTestSupport
import XCTest

/// The built binary on specs whose names or stub values would make code that does not compile
/// or a `stub()` that traps (issue 13, finding 7): each is an error at its spec location, exit 1
/// like every spec error, and no file is written.
final class NameMistakeTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
    }

    override func tearDown() {
        project = nil
    }

    private func page(_ body: String, name: String = "Harbor") -> String {
        "viewModel: \(name)\nhosting: server\n" + body
    }

    func testAPropertyNamedTypeIsAnError() throws {
        try project.assertGenerateRefuses(["Specs/Harbor.yml": page("properties:\n  Type: String\n")], message: """
            Specs/Harbor.yml:4:3: error: 'Type' cannot be a property name: Swift reads x.Type as the metatype: write 'type' [spec]
              Type: String
              ^
            vmgen: 1 error; nothing written

            """)
    }

    func testAnEnumCaseNamedProtocolIsAnError() throws {
        try project.assertGenerateRefuses(["Specs/Harbor.yml": page("enums:\n  Berth:\n    Protocol: { en: \"Protocol\" }\n")], message: """
            Specs/Harbor.yml:5:5: error: 'Protocol' cannot be an enum case name: Swift reads x.Protocol as the metatype [spec]
                Protocol: { en: "Protocol" }
                ^
            vmgen: 1 error; nothing written

            """)
    }

    func testADisplayEnumNamedStringIsAnError() throws {
        try project.assertGenerateRefuses(["Specs/Harbor.yml": page("enums:\n  String:\n    free: { en: \"Free\" }\n")], message: """
            Specs/Harbor.yml:4:3: error: 'String' is Swift's type String, which the generated code uses; a type of this name would shadow it: choose another name [spec]
              String:
              ^
            vmgen: 1 error; nothing written

            """)
    }

    func testATypeNamedLikeTheAppOrABundleAccessorIsAnError() throws {
        // vmgen declares `HarborApp` and `ViewModelsResourceAccess` because of vmgen.yml, and the
        // App names `SharedResourceAccess`: a spec type of one of these names would be declared
        // twice (or hide the other module's accessor).
        try project.write("vmgen.yml", """
            locales: [en]
            app:
              name: Harbor
              path: Sources/HarborApp
              resourceBundles: [ViewModels, Shared]
              testConfigurations: [signedOut]
              environment: { harborTheme: { type: Int, default: "0" } }
              deploymentURLs: { production: "https://api.example.com", debug: "http://localhost:8080" }

            """)
        for name in ["ViewModelsResourceAccess", "SharedResourceAccess", "HarborApp", "HarborTestConfiguration", "HarborThemeEnvironmentKey"] {
            let what = [
                "ViewModelsResourceAccess": "the bundle accessor vmgen declares for the module ViewModels (its localization, loaded by the App)",
                "SharedResourceAccess": "the bundle accessor of the module Shared, which the App loads ('resourceBundles' in vmgen.yml)",
                "HarborApp": "the App type vmgen generates from 'app: { name: Harbor }' in vmgen.yml",
                "HarborTestConfiguration": "the test configuration enum vmgen declares in the App from 'testConfigurations' in vmgen.yml",
                "HarborThemeEnvironmentKey": "the environment key vmgen declares in the App for 'harborTheme' in vmgen.yml",
            ][name]!
            try project.assertGenerateRefuses(["Specs/Harbor.yml": page("enums:\n  \(name):\n    free: { en: \"Free\" }\n")], message: """
                Specs/Harbor.yml:4:3: error: '\(name)' is \(what); a second type of this name would not compile: rename '\(name)' [spec]
                  \(name):
                  ^
                vmgen: 1 error; nothing written

                """)
        }
    }

    func testAMemberNamedLikeATypeTheGeneratedCodeCallsIsAnError() throws {
        // `LocalizableInt(value: count)` in the substitutions would call the text property.
        try project.assertGenerateRefuses(["Specs/Harbor.yml": page("""
            properties:
              count: Int
            text:
              LocalizableInt: { en: "%{count} berths", substitutions: { count: count } }

            """)], message: """
            Specs/Harbor.yml:6:3: error: 'LocalizableInt' is FOSMVVM's type LocalizableInt, which the generated code uses; a text property of this name would hide it: write 'localizableInt' [spec]
              LocalizableInt: { en: "%{count} berths", substitutions: { count: count } }
              ^
            vmgen: 1 error; nothing written

            """)
    }

    func testAViewModelWhoseRequestWouldShadowFOSMVVMsIsAnError() throws {
        try project.assertGenerateRefuses(["Specs/Server.yml": page("", name: "Server")], message: """
            Specs/Server.yml:1:12: error: 'Server' would make vmgen declare 'ServerRequest' (the request of the page 'Server'), but 'ServerRequest' is FOSMVVM's type ServerRequest, which the generated code uses: rename 'Server' [spec]
            viewModel: Server
                       ^
            vmgen: 1 error; nothing written

            """)
    }

    func testAnEmptyURLStubIsAnError() throws {
        try project.assertGenerateRefuses(["Specs/Harbor.yml": page("properties:\n  homepage: { type: URL, stub: \"\" }\n")], message: """
            Specs/Harbor.yml:4:32: error: an empty URL: URL(string: "") is nil, so stub() would trap; write e.g. https://bedrock.example/path [spec]
              homepage: { type: URL, stub: "" }
                                           ^
            vmgen: 1 error; nothing written

            """)
    }

    func testAURLStubWithASpaceIsAnError() throws {
        try project.assertGenerateRefuses(["Specs/Harbor.yml": page("properties:\n  homepage: { type: URL, stub: \"https://bedrock.example/a b\" }\n")], message: """
            Specs/Harbor.yml:4:32: error: 'https://bedrock.example/a b' contains a space or control character, which a URL cannot hold (write %20 for a space) [spec]
              homepage: { type: URL, stub: "https://bedrock.example/a b" }
                                           ^
            vmgen: 1 error; nothing written

            """)
    }

    func testTheThirtiethOfFebruaryIsAnError() throws {
        try project.assertGenerateRefuses(["Specs/Harbor.yml": page("properties:\n  arrival: { type: Date, stub: 1914-02-30 }\n")], message: """
            Specs/Harbor.yml:4:32: error: '1914-02-30' is not a date: February 1914 has 28 days [spec]
              arrival: { type: Date, stub: 1914-02-30 }
                                           ^
            vmgen: 1 error; nothing written

            """)
    }

    func testADateInAnotherTimeZoneIsAnError() throws {
        try project.assertGenerateRefuses(["Specs/Harbor.yml": page("properties:\n  arrival: { type: Date, stub: \"1914-02-03T10:30:00+01:00\" }\n")], message: """
            Specs/Harbor.yml:4:32: error: a Date stub is in UTC: end the time with Z, e.g. 1914-02-03T10:30:00Z (no other time zone or fraction of a second) [spec]
              arrival: { type: Date, stub: "1914-02-03T10:30:00+01:00" }
                                           ^
            vmgen: 1 error; nothing written

            """)
    }

    func testADoubleThatOverflowsIsAnError() throws {
        try project.assertGenerateRefuses(["Specs/Harbor.yml": page("properties:\n  depth: { type: Double, stub: 1e999 }\n")], message: """
            Specs/Harbor.yml:4:32: error: '1e999' is out of range for a Double (at most about ±1.8e308) [spec]
              depth: { type: Double, stub: 1e999 }
                                           ^
            vmgen: 1 error; nothing written

            """)
    }

    func testAnIntThatOverflowsIsAnError() throws {
        try project.assertGenerateRefuses(["Specs/Harbor.yml": page("properties:\n  berths: { type: Int, stub: 9223372036854775808 }\n")], message: """
            Specs/Harbor.yml:4:30: error: '9223372036854775808' is out of range for an Int (-9223372036854775808 to 9223372036854775807) [spec]
              berths: { type: Int, stub: 9223372036854775808 }
                                         ^
            vmgen: 1 error; nothing written

            """)
    }

    func testNamesThatDifferOnlyByCaseAreAnErrorAtTheSecond() throws {
        try project.assertGenerateRefuses([
            "Specs/Berths.yml": page("", name: "Foo"),
            "Specs/Moorings.yml": page("", name: "FOO"),
        ], message: """
            Specs/Moorings.yml:1:12: error: the ViewModel 'FOO' differs only by case from the ViewModel 'Foo': their files would collide on a case-insensitive file system (the default on macOS); rename one [spec]
            viewModel: FOO
                       ^
              note: the ViewModel 'Foo' is declared at Specs/Berths.yml:1:12
            vmgen: 1 error; nothing written

            """)
    }

    func testAnEnumThatDiffersOnlyByCaseFromAChildIsAnError() throws {
        try project.assertGenerateRefuses(["Specs/Harbor.yml": page("""
            children:
              Berth: {}
            enums:
              BERTHVIEWMODEL:
                free: { en: "Free" }

            """)], message: """
            Specs/Harbor.yml:6:3: error: the display enum 'BERTHVIEWMODEL' differs only by case from the ViewModel 'Berth': their files would collide on a case-insensitive file system (the default on macOS); rename one [spec]
              BERTHVIEWMODEL:
              ^
              note: the ViewModel 'Berth' is declared at Specs/Harbor.yml:4:3
            vmgen: 1 error; nothing written

            """)
    }

    func testTheUsersOwnTypesMayNotBeTypesTheGeneratedCodeUses() throws {
        try project.assertGenerateRefuses([
            "Specs/Harbor.yml": page("request: { responseError: String }\n"),
            "Specs/Settings.yml": "viewModel: Settings\nhosting: client\noperations:\n  reset: { output: URL }\n",
        ], message: """
            Specs/Harbor.yml:3:27: error: 'responseError' names your ServerRequestError type; 'String' is Swift's type String, which the generated code uses [spec]
            request: { responseError: String }
                                      ^
            Specs/Settings.yml:4:20: error: 'output' names your @Observable storage class; 'URL' is Foundation's type URL, which the generated code uses [spec]
              reset: { output: URL }
                               ^
            vmgen: 2 errors; nothing written

            """)
    }

    func testAnObservableStubIsAMemberOfTheStateTypeOrAListForAList() throws {
        let screen = """
            viewModel: Profile
            style: observable
            state: Person
            services:
              people: { type: PeopleService, methods: { me: { returns: Person } } }
            tests: true

            """
        try project.assertGenerateRefuses(["Specs/Profile.yml": screen + "stub: \"sample; fatalError()\"\n"], message: """
            Specs/Profile.yml:7:7: error: 'stub' names a static member of Person, e.g. sample for Person.sample; 'sample; fatalError()' cannot be one [spec]
            stub: "sample; fatalError()"
                  ^
            vmgen: 1 error; nothing written

            """)
        try project.assertGenerateRefuses(["Specs/Profile.yml": screen + "stub: []\n"], message: """
            Specs/Profile.yml:7:7: error: 'stub' is [] only for a list state; Person is not a list [spec]
            stub: []
                  ^
            vmgen: 1 error; nothing written

            """)
    }

    func testKeywordsSwiftTakesAsArgumentLabelsAreAccepted() throws {
        try project.write("Specs/Harbor.yml", page("""
            operations:
              move:
                parameters:
                  boat: { type: Int, label: for }
                  berth: { type: String, label: in }

            """))
        let run = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(run.status, 0, run.output)
        let operations = try XCTUnwrap(project.read("Sources/ViewModels/Harbor/HarborViewModelOperations.swift"))
        XCTAssertTrue(operations.contains("func move(for boat: Int, in berth: String) async throws\n"), operations)
    }

    func testArgumentLabelsSwiftReadsAsPartOfTheParameterAreAnError() throws {
        try project.assertGenerateRefuses(["Specs/Harbor.yml": page("""
            operations:
              move:
                parameters:
                  boat: { type: Int, label: inout }

            """)], message: """
            Specs/Harbor.yml:6:33: error: 'inout' cannot be an argument label: Swift reads it as part of the parameter [spec]
                  boat: { type: Int, label: inout }
                                            ^
            vmgen: 1 error; nothing written

            """)
    }
}
