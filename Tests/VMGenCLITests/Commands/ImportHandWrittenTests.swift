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

        // The adopter's step: the files the specs now describe go aside (generate never
        // overwrites a file it did not write). The hand-written routes need Vapor, which the
        // stand-in does not model.
        for folder in ["Sources/ViewModels", "Sources/Resources", "Sources/WebServer/ViewModelFactories"] {
            try FileManager.default.removeItem(atPath: project.path + "/" + folder)
        }
        try project.remove("Sources/WebServer/routes.swift")
        let generated = vmgen("generate", in: project.path)
        XCTAssertEqual(generated.code, .success, generated.err)

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
