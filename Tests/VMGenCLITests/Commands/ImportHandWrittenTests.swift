import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen import` on code vmgen did not write: the lint fixtures' correct project
/// (`Tests/Fixtures/Lint/Correct`), hand-written the way teams write FOSMVVM code. Its
/// ViewModels import into specs that generate code which parses and type-checks against the
/// FOSMVVM stand-in, once the hand-written files the specs now describe are moved aside.
final class ImportHandWrittenTests: XCTestCase {
    func testAHandWrittenProjectImportsIntoSpecsThatGenerateCodeThatTypeChecks() throws {
        let project = try TemporaryFolder()
        try FileManager.default.removeItem(atPath: project.path)
        try FileManager.default.copyItem(atPath: Repository.root + "/Tests/Fixtures/Lint/Correct", toPath: project.path)

        let imported = vmgen("import", in: project.path)
        XCTAssertEqual(imported.code, .success, imported.err)
        let specs = try FileManager.default.contentsOfDirectory(atPath: project.path + "/Specs").filter { $0.hasSuffix(".yml") }.sorted()
        XCTAssertEqual(specs, ["About.yml", "Dashboard.yml", "Harbor.yml", "IdeaMoveError.yml", "Info.yml", "Preferences.yml", "UserForm.yml"])
        XCTAssertTrue(imported.err.contains(": note: "), "hand-written code has constructs the spec language lacks; each is listed")

        // The adopter's step: generate names each file it would write but did not write itself
        // (it never overwrites one); those, and only those, go aside. Files the specs do not
        // describe (the hand-written storage type, the routes) stay. The routes need Vapor,
        // which the stand-in does not model, so they go too.
        let refused = vmgen("generate", in: project.path)
        XCTAssertEqual(refused.code, .failure, refused.err)
        let conflicts = Set(refused.err.split(separator: "\n").filter { $0.hasSuffix("[write-conflict]") }.map { String($0.prefix { $0 != ":" }) })
        XCTAssertTrue(conflicts.contains("Sources/ViewModels/Harbor/HarborViewModel.swift"), refused.err)
        for path in conflicts.sorted() { try project.remove(path) }
        try project.remove("Sources/WebServer/routes.swift")
        let generated = vmgen("generate", in: project.path)
        XCTAssertEqual(generated.code, .success, generated.err)
        XCTAssertFalse(conflicts.contains { $0.hasPrefix("Sources/App/") }, "the app's own files are no ViewModel's: \(conflicts)")
        // The storage the Preferences operations write is the app's own type, which the lint
        // fixture never declares (it is only linted): the adopter's project has it.
        try project.write("Sources/ViewModels/Preferences/UserSettings.swift", """
            import Observation

            @Observable
            public final class UserSettings: @unchecked Sendable {
                public var theme: Theme = .system
                public var notificationsEnabled = true
                public init() {}
            }

            """)

        let swift = try FileManager.default.subpathsOfDirectory(atPath: project.path + "/Sources/ViewModels").filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(swift.isEmpty)
        var files: [String: String] = [:]
        for path in swift { files[path] = project.read("Sources/ViewModels/" + path) }
        XCTAssertEqual(try SwiftParserCheck.problems(in: files), "")

        let standIn = try StandInModules()
        let checked = try StandInProject(root: project.path)
        for activatingSwiftUI in [false, true] {
            let problems = try checked.typeCheck(activatingSwiftUI: activatingSwiftUI, against: standIn)
            XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n\n"))
        }
    }
}
