import Foundation
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen init` and `vmgen new` point the files they write at the project's schemas with a
/// `# yaml-language-server: $schema=…` first line, write those schemas without overwriting
/// anything, and `generate` says when a schema file is not this vmgen's. Through the binary.
final class SchemaScaffoldTests: XCTestCase {
    func run(_ arguments: [String], in folder: String) throws -> ProcessRunner.Result {
        try ProcessRunner.run(BuiltBinary.vmgen, arguments: arguments, in: folder)
    }

    /// The schema file a YAML file's first line points at, resolved from the file's folder as
    /// the YAML language server resolves it.
    func schemaPath(of file: String, in folder: String) throws -> String? {
        let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        let prefix = "# yaml-language-server: $schema="
        guard let first = text.split(separator: "\n", omittingEmptySubsequences: false).first, first.hasPrefix(prefix) else { return nil }
        let relative = String(first.dropFirst(prefix.count))
        let base = URL(fileURLWithPath: folder + "/" + file).deletingLastPathComponent()
        return base.appendingPathComponent(relative).standardizedFileURL.path
    }

    func testInitWritesTheSchemasAndPointsBothFilesAtThem() throws {
        let folder = try TemporaryFolder()
        let result = try run(["init"], in: folder.path)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.standardError.contains("created .vmgen/schema/spec.json\n"), result.output)
        XCTAssertTrue(result.standardError.contains("created .vmgen/schema/config.json\n"), result.output)
        let spec = try run(["schema", "spec"], in: folder.path).standardOutput
        let config = try run(["schema", "config"], in: folder.path).standardOutput
        XCTAssertEqual(folder.read(".vmgen/schema/spec.json"), spec)
        XCTAssertEqual(folder.read(".vmgen/schema/config.json"), config)
        let root = URL(fileURLWithPath: folder.path).standardizedFileURL.path
        XCTAssertEqual(try schemaPath(of: "vmgen.yml", in: folder.path), root + "/.vmgen/schema/config.json")
        XCTAssertEqual(try schemaPath(of: "Specs/Example.yml", in: folder.path), root + "/.vmgen/schema/spec.json")
        // vmgen's own readers take the line as the comment it is.
        let generate = try run(["generate"], in: folder.path)
        XCTAssertEqual(generate.status, 0, generate.output)
        XCTAssertFalse(generate.standardError.contains("warning"), generate.output)
    }

    func testInitRefusesWhenASchemaFileExistsAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write(".vmgen/schema/spec.json", "{ \"mine\": true }\n")
        let result = try run(["init"], in: folder.path)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.standardError.contains(".vmgen/schema/spec.json already exists"), result.output)
        XCTAssertEqual(folder.files(), [".vmgen/schema/spec.json"])
        XCTAssertEqual(folder.read(".vmgen/schema/spec.json"), "{ \"mine\": true }\n")
    }

    /// A file where init would make a folder: refused before anything is written.
    func testInitRefusesAFileWhereAFolderGoes() throws {
        for name in [".vmgen", "Specs"] {
            let folder = try TemporaryFolder()
            try folder.write(name, "mine\n")
            let result = try run(["init"], in: folder.path)
            XCTAssertEqual(result.status, 2, result.output)
            XCTAssertTrue(result.standardError.hasPrefix("Error: \(name) is a file in "), result.output)
            XCTAssertTrue(result.standardError.contains("nothing was written"), result.output)
            XCTAssertEqual(folder.files(), [name])
            XCTAssertEqual(folder.read(name), "mine\n")
        }
    }

    func testNewPointsTheSpecAtTheSchemaFromAnySpecFolder() throws {
        for (specs, expected) in [("Specs", "../.vmgen/schema/spec.json"), ("App/Screens", "../../.vmgen/schema/spec.json"), (".", ".vmgen/schema/spec.json")] {
            let folder = try TemporaryFolder()
            try folder.write("vmgen.yml", "specs: \(specs)\nlocales: [en]\n")
            let result = try run(["new", "Orders"], in: folder.path)
            XCTAssertEqual(result.status, 0, result.output)
            let file = (specs == "." ? "" : specs + "/") + "Orders.yml"
            XCTAssertTrue(folder.read(file)?.hasPrefix("# yaml-language-server: $schema=\(expected)\n") == true, specs)
            let root = URL(fileURLWithPath: folder.path).standardizedFileURL.path
            XCTAssertEqual(try schemaPath(of: file, in: folder.path), root + "/.vmgen/schema/spec.json", specs)
            XCTAssertEqual(folder.read(".vmgen/schema/spec.json"), JSONSchemas.text(.spec), "new writes the schema it points at")
            XCTAssertTrue(result.standardError.contains("created .vmgen/schema/spec.json\n"), result.output)
            let check = try run(["check"], in: folder.path)
            XCTAssertEqual(check.status, 0, check.output)
        }
    }

    /// A child added to a spec that starts with the line keeps the line first.
    func testNewChildOfASpecWithTheLine() throws {
        let folder = try TemporaryFolder()
        try folder.write("vmgen.yml", "locales: [en]\n")
        XCTAssertEqual(try run(["new", "Orders", "-q"], in: folder.path).status, 0)
        let result = try run(["new", "OrderRow", "--child-of", "Orders"], in: folder.path)
        XCTAssertEqual(result.status, 0, result.output)
        let text = try XCTUnwrap(folder.read("Specs/Orders.yml"))
        XCTAssertTrue(text.hasPrefix("# yaml-language-server: $schema=../.vmgen/schema/spec.json\n"), text)
        XCTAssertTrue(text.contains("  OrderRow:\n"), text)
        XCTAssertEqual(try run(["check", "-q"], in: folder.path).status, 0)
    }

    /// The README and docs/spec.md show the line `vmgen new` writes in the default spec folder.
    func testTheDocumentsShowTheLineNewWrites() throws {
        let line = JSONSchemas.modeline(.spec, inFolder: "Specs")
        for document in ["README.md", "docs/spec.md"] {
            XCTAssertTrue(try String(contentsOfFile: Repository.root + "/" + document, encoding: .utf8).contains(line), document)
        }
    }

    /// A file where the schema's folder would be: the spec is written, the file left as it is,
    /// and the message says what is in the way and how to write the schema (exit 1).
    func testNewSaysWhyTheSchemaCannotBeWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("vmgen.yml", "locales: [en]\n")
        try folder.write(".vmgen", "mine\n")
        let result = try run(["new", "Orders"], in: folder.path)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(result.standardError, """
            created Specs/Orders.yml
            error: cannot write .vmgen/schema/spec.json, which the new spec's first line points editors at ('.vmgen' is a file, not a folder); \
            the spec is written: write the schema with 'vmgen schema spec > .vmgen/schema/spec.json' in the project folder

            """)
        XCTAssertEqual(folder.read(".vmgen"), "mine\n")
        XCTAssertTrue(folder.read("Specs/Orders.yml")?.hasPrefix("# yaml-language-server:") == true)
    }

    func testNewLeavesAnExistingSchemaFileAsItIs() throws {
        let folder = try TemporaryFolder()
        try folder.write("vmgen.yml", "locales: [en]\n")
        try folder.write(".vmgen/schema/spec.json", "{}\n")
        let result = try run(["new", "Orders"], in: folder.path)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(folder.read(".vmgen/schema/spec.json"), "{}\n")
        XCTAssertFalse(result.standardError.contains("created .vmgen"), result.output)
    }

    /// A schema file another vmgen wrote (or a person changed) is named, with how to refresh
    /// it; the run's result and exit code are those without it, and the file is left alone.
    func testGenerateSaysWhenASchemaFileIsNotThisVMGens() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try run(["init", "-q"], in: folder.path).status, 0)
        try folder.write(".vmgen/schema/spec.json", "{}\n")
        for arguments in [["generate"], ["generate", "--check"], ["check"]] {
            let result = try run(arguments, in: folder.path)
            XCTAssertTrue(
                result.standardError.contains(
                    "warning: .vmgen/schema/spec.json is not the spec schema of this vmgen; editors check specs against it: refresh it with 'vmgen schema spec > .vmgen/schema/spec.json'"),
                "\(arguments): \(result.output)")
            XCTAssertFalse(result.standardError.contains("config.json"), result.output)
            XCTAssertEqual(folder.read(".vmgen/schema/spec.json"), "{}\n")
        }
        XCTAssertEqual(try run(["generate", "--check"], in: folder.path).status, 0, "a stale schema is not a stale generated file")
        XCTAssertEqual(try run(["generate", "-q"], in: folder.path).standardError, "", "-q: only problems; this is advice")
        try folder.write(".vmgen/schema/spec.json", JSONSchemas.text(.spec))
        XCTAssertFalse(try run(["generate"], in: folder.path).standardError.contains("warning"))
    }
}
