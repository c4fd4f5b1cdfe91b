import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen template list|show`: the built-in templates as they are compiled in, and which of
/// them the project's templates folder overrides.
final class TemplateCommandTests: XCTestCase {
    func testShowPrintsTheBuiltInTemplateByAnyOfItsNames() throws {
        let folder = try TemporaryFolder()
        let builtIn = try XCTUnwrap(TemplateLibrary.builtInSources["ViewModel.swift.template"]).text
        for name in ["ViewModel", "ViewModel.swift", "ViewModel.swift.template"] {
            let run = try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["template", "show", name], in: folder.path)
            XCTAssertEqual(run.status, 0, name)
            XCTAssertEqual(run.standardOutput, builtIn, name)
        }
    }

    func testListNamesEveryTemplateAndMarksTheOverriddenOnes() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(vmgen(["template", "list"], in: folder.path).out, TemplateCommand.names.map { $0 + "\n" }.joined())
        try folder.write("vmgen.yml", "templates: Templates\n")
        try folder.write("Templates/Request.swift.template", "// mine\n")
        let run = vmgen(["template", "list"], in: folder.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertTrue(run.out.contains("Request.swift.template  (overridden by Templates/Request.swift.template)\n"), run.out)
        XCTAssertTrue(run.out.contains("ViewModel.swift.template\n"))
    }

    func testMistakesAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        let unknown = vmgen(["template", "show", "ViewModle"], in: folder.path)
        XCTAssertEqual(unknown.code, .usage)
        XCTAssertTrue(unknown.err.hasPrefix("Error: no built-in template 'ViewModle'; did you mean 'ViewModel'?"), unknown.err)
        XCTAssertEqual(vmgen(["template"], in: folder.path).code, .usage)
        XCTAssertEqual(vmgen(["template", "shwo"], in: folder.path).code, .usage)
        XCTAssertEqual(vmgen(["template", "list", "x"], in: folder.path).code, .usage)
        // A vmgen.yml that cannot be read is an error here as for every command.
        try folder.write("vmgen.yml", "templtes: Templates\n")
        XCTAssertEqual(vmgen(["template", "list"], in: folder.path).code, .usage)
    }
}
