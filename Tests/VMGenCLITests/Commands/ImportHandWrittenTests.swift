import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen import` on code vmgen did not write: the lint fixtures' correct project
/// (`Tests/Fixtures/Lint/Correct`), hand-written the way teams write FOSMVVM code. Its
/// ViewModels import into specs that generate code which parses and type-checks against the
/// FOSMVVM stand-in, with the hand-written bodies in the generated regions, once the files the
/// import lists are moved aside.
final class ImportHandWrittenTests: XCTestCase {
    func testAHandWrittenProjectImportsIntoSpecsThatGenerateCodeThatTypeChecks() throws {
        let project = try TemporaryFolder(copyOf: Repository.root + "/Tests/Fixtures/Lint/Correct")

        let imported = vmgen("import", in: project.path)
        XCTAssertEqual(imported.code, .success, imported.err)
        let specs = try FileManager.default.contentsOfDirectory(atPath: project.path + "/Specs").filter { $0.hasSuffix(".yml") }.sorted()
        XCTAssertEqual(specs, ["About.yml", "Dashboard.yml", "Harbor.yml", "IdeaMoveError.yml", "Info.yml", "Preferences.yml", "UserForm.yml"])
        XCTAssertTrue(imported.err.contains(": note: "), "hand-written code has constructs the spec language lacks; each is listed")

        // The adopter's step: move aside exactly the files the import lists. Files the specs do
        // not describe (the hand-written storage type, the routes) stay. The routes need Vapor,
        // which the stand-in does not model, so they go too.
        let listed = imported.err.split(separator: "\n").drop { !$0.hasPrefix("vmgen: next, move aside") }.dropFirst()
            .prefix { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
        XCTAssertTrue(listed.contains("Sources/ViewModels/Harbor/HarborViewModel.swift"), imported.err)
        XCTAssertTrue(listed.contains("Sources/WebServer/ViewModelFactories/Dashboard/DashboardViewModel+Factory.swift"), imported.err)
        XCTAssertFalse(listed.contains { $0.hasPrefix("Sources/App/") }, "the app's own files are no ViewModel's: \(listed)")
        let factoryPath = "Sources/WebServer/ViewModelFactories/Dashboard/DashboardViewModel+Factory.swift"
        let handWrittenFactory = try XCTUnwrap(project.read(factoryPath))
        let handWrittenOps = try XCTUnwrap(project.read("Sources/ViewModels/Info/InfoViewModelOperations.swift"))
        for path in listed { try project.remove(path) }
        try project.remove("Sources/WebServer/routes.swift")
        let generated = vmgen("generate", in: project.path)
        XCTAssertEqual(generated.code, .success, generated.err)
        XCTAssertNil(project.read(RegionHandOff.projectPath), "every recorded body reached its region")

        // The hand-written bodies are in the generated files' regions, byte for byte: the live
        // operation, and the factory's body, its domain import and its data requirements.
        let ops = try XCTUnwrap(project.read("Sources/ViewModels/Info/InfoViewModelOperations.swift"))
        let disconnect = try XCTUnwrap(handWrittenOps.range(of: "        do {\n").map { handWrittenOps[$0.lowerBound...] }?.components(separatedBy: "        }\n")[0])
        XCTAssertTrue(ops.contains("// vmgen:begin disconnect\n" + disconnect + "        }\n        // vmgen:end disconnect\n"), ops)
        let factory = try XCTUnwrap(project.read(factoryPath))
        XCTAssertTrue(factory.contains("// vmgen:begin imports\nimport Channel\n// vmgen:end imports\n"), factory)
        XCTAssertTrue(factory.contains("        let records = try context.records(Self.items)\n"), factory)
        XCTAssertTrue(handWrittenFactory.contains("    static let items = LoadRequirement.read(Item.self, in: .parentRoot)\n"))
        XCTAssertTrue(factory.contains("extension DashboardViewModel: ComposableFactory {\n    static let items = LoadRequirement.read(Item.self, in: .parentRoot)\n"), factory)

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
