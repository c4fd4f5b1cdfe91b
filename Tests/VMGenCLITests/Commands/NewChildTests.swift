import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen new <Name> --child-of <Parent>`: the child goes under `children:` of the parent's
/// spec, every other byte stays, and the project still generates cleanly.
final class NewChildTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
    }

    // XCTest keeps every test case alive until the process ends, so release the folder here
    // (its deinit deletes it).
    override func tearDown() {
        project = nil
    }

    private let child = """
          OrderRow:
            # A child of Orders, built by its factory: use it in a property of Orders, e.g. rows: [OrderRow].
            properties:
              id: ModelIdType
              title: String

        """

    func testAppendsAfterTheLastChildAndBeforeTheNextKeysComment() throws {
        let parent = """
            viewModel: Orders   # the page
            hosting: server
            children:
              Header:
                doc: |
                  The top.

                  # not a comment: part of the text
                properties:
                  title: String

            # The page's own properties.
            properties:
              header: Header

            """
        try project.write("Specs/Orders.yml", parent)
        let run = vmgen("new", "OrderRow", "--child-of", "Orders", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertEqual(run.err, """
            added the child OrderRow to Specs/Orders.yml
            vmgen: next, use it in a property of Orders (e.g. rows: [OrderRow]) and run 'vmgen generate'

            """)
        let lines = parent.components(separatedBy: "\n")
        let expected = lines[0..<10].joined(separator: "\n") + "\n" + child + lines[10...].joined(separator: "\n")
        XCTAssertEqual(project.read("Specs/Orders.yml"), expected)
        XCTAssertEqual(findings(in: project.path), "")
    }

    func testAddsAChildrenKeyWhenThereIsNone() throws {
        try project.write("Specs/Orders.yml", "viewModel: Orders\nhosting: client\nproperties:\n  count: Int")
        XCTAssertEqual(vmgen("new", "OrderRow", "--child-of", "Orders", in: project.path).code, .success)
        XCTAssertEqual(project.read("Specs/Orders.yml"), """
            viewModel: Orders
            hosting: client
            properties:
              count: Int

            children:

            """ + child)
        XCTAssertEqual(findings(in: project.path), "")
    }

    func testFillsAnEmptyChildrenKeyAndFollowsTheIndentation() throws {
        try project.write("Specs/Orders.yml", "viewModel: Orders\nhosting: server\nchildren:\nproperties:\n  count: Int\n")
        XCTAssertEqual(vmgen("new", "OrderRow", "--child-of", "Orders", in: project.path).code, .success)
        XCTAssertEqual(project.read("Specs/Orders.yml"), "viewModel: Orders\nhosting: server\nchildren:\n" + child + "properties:\n  count: Int\n")

        try project.write("Specs/Orders.yml", "viewModel: Orders\nhosting: server\nchildren:\n    Header:\n        properties: { title: String }\n")
        XCTAssertEqual(vmgen("new", "OrderRow", "--child-of", "Orders", in: project.path).code, .success)
        let four = child.replacingOccurrences(of: "  ", with: "    ")
        XCTAssertEqual(project.read("Specs/Orders.yml"), "viewModel: Orders\nhosting: server\nchildren:\n    Header:\n        properties: { title: String }\n" + four)
        XCTAssertEqual(findings(in: project.path), "")
    }

    func testKeepsWindowsLineEndings() throws {
        try project.write("Specs/Orders.yml", "viewModel: Orders\r\nhosting: server\r\n")
        XCTAssertEqual(vmgen("new", "OrderRow", "--child-of", "Orders", in: project.path).code, .success)
        let text = try XCTUnwrap(project.read("Specs/Orders.yml"))
        XCTAssertEqual(text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), false, "every line ends in CRLF")
    }

    func testRefusals() throws {
        let parent = "viewModel: Orders\nhosting: server\nchildren:\n  OrderRow: { properties: { id: ModelIdType } }\n"
        try project.write("Specs/Orders.yml", parent)
        try project.write("Specs/Flow.yml", "viewModel: Flow\nhosting: server\nchildren: { Row: {} }\n")
        try project.write("Specs/Odd.yml", "viewModel: Odd\nhosting: server\nchildren: [Row]\n")
        let cases = [
            ("OrderRow", "Orders", "the name 'OrderRow' is taken: a child ViewModel of this name is declared at Specs/Orders.yml:4:3"),
            ("Header", "Ordrs", "no spec declares 'viewModel: Ordrs' in Specs; did you mean 'Orders'?"),
            ("Header", "OrderRow", "'OrderRow' is itself a child (Specs/Orders.yml:4:3); children are declared in their page's spec, so name that page"),
            ("Header", "Flow", "'children' in Specs/Flow.yml is written in flow style ({ … }); add 'Header' there by hand"),
            ("Header", "Odd", "'children' in Specs/Odd.yml is not a mapping of child names; add 'Header' by hand"),
        ]
        for (name, parentName, message) in cases {
            let run = vmgen("new", name, "--child-of", parentName, in: project.path)
            XCTAssertEqual(run.code, .usage, message)
            XCTAssertEqual(run.err, "Error: \(message)\nUsage: \(NewCommand.command.usage)\nSee 'vmgen new --help'.\n")
        }
        XCTAssertEqual(project.read("Specs/Orders.yml"), parent)
        XCTAssertEqual(project.files(), ["Specs/Flow.yml", "Specs/Odd.yml", "Specs/Orders.yml", "vmgen.yml"])
    }
}
