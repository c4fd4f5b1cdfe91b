import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen import` on a project written before FOSMVVM's `@ViewModel` macro
/// (`Tests/Fixtures/Import/Legacy`, in the shape of FOSMVVM's own early sample app):
/// ViewModels conforming by hand, `ViewModelId()`, four-argument request inits, the older
/// factory API, one flat folder and one YAML file for every ViewModel. The adopter moves aside
/// exactly the files the import lists, generates, and has a project that lints clean, parses
/// and type-checks against the FOSMVVM stand-in.
final class ImportLegacyProjectTests: XCTestCase {
    func testALegacyProjectIsAdoptedByMovingAsideExactlyTheListedFiles() throws {
        let project = try TemporaryFolder(copyOf: Repository.root + "/Tests/Fixtures/Import/Legacy")

        let imported = vmgen("import", in: project.path)
        XCTAssertEqual(imported.code, .success, imported.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.path + "/Specs").sorted(), ["LandingPage.yml", "Shelf.yml"])
        XCTAssertEqual(imported.err.components(separatedBy: "without the @ViewModel macro").count - 1, 3, imported.err)
        let shelf = try XCTUnwrap(project.read("Specs/Shelf.yml"))
        XCTAssertTrue(shelf.contains("children:\n  BookRow:\n"), shelf)
        XCTAssertTrue(shelf.contains("request:\n  query:\n    shelfId: ModelIdType\n"), shelf)

        let listed = imported.err.split(separator: "\n").drop { !$0.hasPrefix("vmgen: next, move aside") }.dropFirst()
            .prefix { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
        XCTAssertEqual(listed, [
            "Sources/Resources/ViewModels/Localization.yml",
            "Sources/ViewModels/BookRowViewModel.swift",
            "Sources/ViewModels/LandingPageRequest.swift",
            "Sources/ViewModels/LandingPageViewModel.swift",
            "Sources/ViewModels/ShelfViewModel.swift",
            // The factory on the API FOSMVVM no longer has: its body goes into the current one.
            "Sources/WebServer/ViewModelFactories/LandingPageViewModel+Factory.swift",
        ])
        XCTAssertTrue(imported.err.contains("LandingPageViewModel+Factory.swift:12:19: note: the body of 'model(_:vmRequest:)' is carried into the generated 'body(context:)'"), imported.err)
        for path in listed { try project.remove(path) }

        let generated = vmgen("generate", in: project.path)
        XCTAssertEqual(generated.code, .success, generated.err)
        let factory = try XCTUnwrap(project.read("Sources/WebServer/ViewModelFactories/LandingPage/LandingPageViewModel+Factory.swift"))
        XCTAssertTrue(factory.contains("        // vmgen:begin body\n        .init()\n        // vmgen:end body\n"), factory)
        // Nothing of the old files is left twice: no duplicated translation, no finding at all.
        let lint = vmgen("lint", in: project.path)
        XCTAssertEqual(lint.code, .success, lint.out + lint.err)
        XCTAssertFalse((lint.out + lint.err).contains("warning:"), lint.out + lint.err)

        let swift = try FileManager.default.subpathsOfDirectory(atPath: project.path + "/Sources/ViewModels").filter { $0.hasSuffix(".swift") }
        var files: [String: String] = [:]
        for path in swift { files[path] = project.read("Sources/ViewModels/" + path) }
        XCTAssertEqual(try SwiftParserCheck.problems(in: files), "")
        let standIn = try StandInModules()
        let checked = try StandInProject(root: project.path)
        let problems = try checked.typeCheck(activatingSwiftUI: false, against: standIn)
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n\n"))
    }
}
