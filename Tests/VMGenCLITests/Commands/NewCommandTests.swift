import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen new`: skeletons that generate cleanly, children added in place, refusals.
final class NewCommandTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en, es]\n")
    }

    // XCTest keeps every test case alive until the process ends, so release the folder here
    // (its deinit deletes it).
    override func tearDown() {
        project = nil
    }

    func testEveryVariantIsValidAndGeneratesWithoutFindings() throws {
        for hosting in ["server", "client"] {
            for interactive in [false, true] {
                let project = try TemporaryFolder()
                try project.write("vmgen.yml", "locales: [en, es]\n")
                let arguments = ["new", "OrderList", "--hosting", hosting] + (interactive ? ["--interactive"] : [])
                let run = vmgen(arguments, in: project.path)
                let variant = arguments.joined(separator: " ")
                XCTAssertEqual(run.code, .success, variant)
                let storage = hosting == "client" && interactive ? "created Sources/ViewModels/OrderList/OrderListState.swift\n" : ""
                XCTAssertEqual(run.err, "created Specs/OrderList.yml\ncreated .vmgen/schema/spec.json\n\(storage)vmgen: next, edit it and run 'vmgen generate'\n")
                let spec = try XCTUnwrap(project.read("Specs/OrderList.yml"))
                XCTAssertTrue(spec.contains("pageTitle: { en: \"Order List\", es: \"Order List\" }"), spec)
                XCTAssertEqual(spec.contains("output: { type: OrderListState"), hosting == "client" && interactive, variant)
                XCTAssertEqual(findings(in: project.path), "", variant)
                XCTAssertEqual(vmgen("generate", in: project.path).code, .success, variant)
                XCTAssertEqual(project.exists("Sources/ViewModels/OrderList/OrderListViewModelOperations.swift"), interactive, variant)
                XCTAssertEqual(project.exists("Sources/ViewModels/OrderList/OrderListRequest.swift"), hosting == "server", variant)
                let swift = project.files().filter { $0.hasSuffix(".swift") }
                XCTAssertEqual(try SwiftParserCheck.problems(in: Dictionary(uniqueKeysWithValues: swift.map { ($0, project.read($0) ?? "") })), "", variant)
                // vmgen's own output lints clean, its regions not filled in yet (an empty live
                // body is not an async operation that never awaits).
                let lint = vmgen(["lint", "--include-generated"], in: project.path)
                XCTAssertEqual(lint.code, .success, variant + "\n" + lint.err)
                XCTAssertTrue(lint.err.contains(", 0 errors, 0 warnings"), variant + "\n" + lint.err)
            }
        }
    }

    /// The storage file `new` writes for a client-hosted interactive page never replaces a
    /// file (or a link) already at its path: the user's is kept, byte for byte, and said.
    func testTheStorageFileNeverReplacesOne() throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        let mine = "// mine\nimport Observation\n@Observable public final class OrderListState { public var message = \"Fred\" }\n"
        try project.write("Sources/ViewModels/OrderList/OrderListState.swift", mine)
        let run = vmgen(["new", "OrderList", "--hosting", "client", "--interactive"], in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertTrue(run.err.contains("vmgen: Sources/ViewModels/OrderList/OrderListState.swift exists, so it is left as it is"), run.err)
        XCTAssertEqual(project.read("Sources/ViewModels/OrderList/OrderListState.swift"), mine)

        let linked = try TemporaryFolder()
        try linked.write("vmgen.yml", "locales: [en]\n")
        try linked.write("elsewhere.swift", mine)
        try FileManager.default.createDirectory(atPath: linked.path + "/Sources/ViewModels/Board", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: linked.path + "/Sources/ViewModels/Board/BoardState.swift", withDestinationPath: linked.path + "/elsewhere.swift")
        XCTAssertEqual(vmgen(["new", "Board", "--hosting", "client", "--interactive"], in: linked.path).code, .success)
        XCTAssertEqual(linked.read("elsewhere.swift"), mine)
    }

    func testTheServerSkeleton() {
        XCTAssertEqual(vmgen("new", "Orders", in: project.path).code, .success)
        XCTAssertEqual(project.read("Specs/Orders.yml"), """
            # yaml-language-server: $schema=../.vmgen/schema/spec.json
            # Orders: a server-hosted page. 'vmgen generate' writes OrdersViewModel, OrdersRequest,
            # its localization YAML and a factory whose body is yours. Every key, with what it does:
            # the schema on the first line (your editor completes and explains them; 'vmgen schema spec').
            viewModel: Orders
            hosting: server

            text:
              pageTitle: { en: "Orders", es: "Orders" }

            properties:
              message: String

            """)
    }

    func testUsesTheConfiguredSpecFolderAndWorksFromASubfolder() throws {
        try project.write("vmgen.yml", "specs: Screens\n")
        try project.write("Sources/App/main.swift", "")
        let run = vmgen("new", "Orders", in: project.path + "/Sources/App")
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertTrue(run.err.hasPrefix("created ../../Screens/Orders.yml\n"), run.err)
        XCTAssertTrue(project.exists("Screens/Orders.yml"))
    }

    func testRejectsBadNames() {
        let cases = [
            "orders": "a ViewModel name starts with an upper-case letter: 'Orders'",
            "OrdersViewModel": "write the name without the 'ViewModel' suffix: 'Orders' (vmgen appends it)",
            "9Lives": "'9Lives' is not a valid Swift identifier for a ViewModel (use letters, digits and _, not starting with a digit)",
            "Self": "'Self' is a Swift keyword and cannot be a ViewModel name",
            "Order-List": "'Order-List' is not a valid Swift identifier for a ViewModel (use letters, digits and _, not starting with a digit)",
        ]
        for (name, message) in cases {
            let run = vmgen("new", name, in: project.path)
            XCTAssertEqual(run.code, .usage, name)
            XCTAssertTrue(run.err.hasPrefix("Error: \(message)\nUsage: vmgen new <Name>"), run.err)
        }
        XCTAssertEqual(project.files(), ["vmgen.yml"])
    }

    /// `Progress` (FOSMVVM's guidance names a page so) clashes with SwiftUI's `ProgressView` only
    /// where vmgen declares `{Name}View`: a project whose vmgen.yml registers or generates views
    /// (`app:`, `views:`), as generate judges it. Elsewhere it is a page like any other, and
    /// generates cleanly.
    func testProgressIsRefusedOnlyWhereVmgenWouldDeclareProgressView() throws {
        let created = vmgen("new", "Progress", in: project.path)
        XCTAssertEqual(created.code, .success, created.err)
        XCTAssertEqual(findings(in: project.path), "")
        let withApp = try TemporaryFolder()
        try withApp.write("vmgen.yml", "locales: [en]\napp:\n  name: Harbor\n  deploymentURLs: { production: \"https://api.harbor.example\", debug: \"http://localhost:8080\" }\n")
        let refused = vmgen("new", "Progress", in: withApp.path)
        XCTAssertEqual(refused.code, .usage)
        XCTAssertTrue(refused.err.hasPrefix("Error: 'Progress' would make vmgen declare 'ProgressView', but 'ProgressView' is SwiftUI's type ProgressView"), refused.err)
        XCTAssertEqual(withApp.files(), ["vmgen.yml"])
        // A name that clashes whatever the project says is refused before vmgen.yml is read.
        XCTAssertTrue(vmgen("new", "Live", in: project.path).err.hasPrefix("Error: 'Live' would make vmgen declare"), vmgen("new", "Live", in: project.path).err)
    }

    func testOptionMistakes() {
        XCTAssertTrue(vmgen("new", "Orders", "--hosting", "clinet", in: project.path).err
            .hasPrefix("Error: --hosting must be 'server' or 'client', not 'clinet'; did you mean 'client'?\n"))
        XCTAssertTrue(vmgen("new", in: project.path).err.hasPrefix("Error: missing the ViewModel's name, e.g. 'vmgen new Orders'\n"))
        XCTAssertTrue(vmgen("new", "A", "B", in: project.path).err.hasPrefix("Error: unexpected argument 'B'\n"))
        XCTAssertTrue(vmgen("new", "Row", "--child-of", "Orders", "--interactive", in: project.path).err
            .hasPrefix("Error: --child-of cannot be combined with --hosting or --interactive"))
        XCTAssertEqual(project.files(), ["vmgen.yml"])
    }

    func testRefusesAnExistingFileOrATakenName() throws {
        try project.write("Specs/Orders.yml", "# not a spec yet\n")
        var run = vmgen("new", "Orders", in: project.path)
        XCTAssertEqual(run.code, .usage)
        XCTAssertTrue(run.err.hasPrefix("Error: Specs/Orders.yml already exists; pick another name or edit that file\n"), run.err)
        XCTAssertEqual(project.read("Specs/Orders.yml"), "# not a spec yet\n")

        try project.write("Specs/Dashboard.yml", "viewModel: Dashboard\nhosting: server\nenums:\n  Status:\n    on: { en: On, es: Si }\nchildren:\n  Card: {}\n")
        for (name, taken) in [("Dashboard", "a ViewModel of this name is declared at Specs/Dashboard.yml:1:12"),
                              ("Card", "a child ViewModel of this name is declared at Specs/Dashboard.yml:7:3"),
                              ("Status", "an enum of this name is declared at Specs/Dashboard.yml:4:3")] {
            run = vmgen("new", name, in: project.path)
            XCTAssertEqual(run.code, .usage, name)
            XCTAssertTrue(run.err.hasPrefix("Error: the name '\(name)' is taken: \(taken)\n"), run.err)
        }
        XCTAssertEqual(project.files(), ["Specs/Dashboard.yml", "Specs/Orders.yml", "vmgen.yml"])

        // Case-only differences collide on macOS; names whose types the generated code uses are refused.
        for (name, message) in [
            ("DASHBOARD", "the name 'DASHBOARD' differs only by case from a ViewModel 'Dashboard' declared at Specs/Dashboard.yml:1:12: their files would collide on a case-insensitive file system (the default on macOS)"),
            ("card", "a ViewModel name starts with an upper-case letter: 'Card'"),
            ("Server", "'Server' would make vmgen declare 'ServerRequest', but 'ServerRequest' is FOSMVVM's type ServerRequest, which the generated code uses; pick another name"),
            ("Date", "a ViewModel cannot be named 'Date': in a spec, 'Date' is the plain type, so no property could hold this ViewModel"),
        ] {
            run = vmgen("new", name, in: project.path)
            XCTAssertEqual(run.code, .usage, name)
            XCTAssertTrue(run.err.hasPrefix("Error: \(message)\n"), run.err)
        }
        XCTAssertEqual(project.files(), ["Specs/Dashboard.yml", "Specs/Orders.yml", "vmgen.yml"])
    }

    func testWithoutAProjectSaysHowToStartOne() throws {
        let empty = try TemporaryFolder()
        let run = vmgen("new", "Orders", in: empty.path)
        XCTAssertEqual(run.code, .usage)
        XCTAssertTrue(run.err.hasPrefix("Error: no vmgen.yml in \(empty.path) or any folder above it"), run.err)
    }
}
