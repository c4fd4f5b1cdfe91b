import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen new <Name> --request` (a spec of requests alone) and `--request-of <Spec>` (a request
/// under `requests:` of a page's spec or of a spec of requests alone): every action generates
/// without a finding and type-checks, every other byte of the spec stays, mistakes are refused.
final class NewRequestTests: XCTestCase {
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

    /// Each action twice: implied by the name, in a server-hosted page's spec, and given with
    /// --action, in a spec of requests alone; one in a client-hosted page's spec too.
    func testEveryActionGeneratesWithoutFindingsAndTypeChecks() throws {
        XCTAssertEqual(vmgen("new", "Berth", "-q", in: project.path).code, .success)
        XCTAssertEqual(vmgen("new", "Harbor", "--hosting", "client", "-q", in: project.path).code, .success)
        let explicit: [(String, RequestAction)] = [
            ("AnnouncementPeek", .show), ("AnnouncementMint", .create), ("AnnouncementPin", .update),
            ("AnnouncementSwap", .replace), ("AnnouncementHide", .delete), ("AnnouncementPurge", .destroy),
        ]
        // FOSMVVM serves a delete and a destroy of one noun on one route: another noun for it.
        func berthRequest(_ action: RequestAction) -> String { (action == .destroy ? "BerthLog" : "Berth") + action.rawValue.capitalized }
        for action in RequestAction.allCases {
            let name = berthRequest(action)
            let run = vmgen("new", name, "--request-of", "Berth", in: project.path)
            XCTAssertEqual(run.code, .success, run.err)
            XCTAssertEqual(run.err, """
                added the request \(name) to Specs/Berth.yml
                vmgen: next, edit it and run 'vmgen generate'; an operation sends it with 'sends: \(name)Request'

                """)
        }
        for (index, (name, action)) in explicit.enumerated() {
            let target = index == 0 ? ["--request"] : ["--request-of", "AnnouncementPeek"]
            let run = vmgen(["new", name, "--action", action.rawValue] + target, in: project.path)
            XCTAssertEqual(run.code, .success, run.err)
        }
        XCTAssertEqual(vmgen("new", "HarborShow", "--request-of", "Harbor", in: project.path).code, .success)
        XCTAssertEqual(findings(in: project.path), "")
        let generate = vmgen("generate", in: project.path)
        XCTAssertEqual(generate.code, .success, generate.err)
        for name in RequestAction.allCases.map(berthRequest) {
            XCTAssertTrue(project.exists("Sources/ViewModels/Berth/\(name)Request.swift"), name)
            XCTAssertTrue(project.exists("Sources/WebServer/Controllers/Berth/\(name)Controller.swift"), name)
        }
        for (name, action) in explicit {
            let swift = try XCTUnwrap(project.read("Sources/ViewModels/Requests/\(name)Request.swift"))
            XCTAssertTrue(swift.contains("public final class \(name)Request: \(action.protocolName), @unchecked Sendable"), swift)
            XCTAssertTrue(project.exists("Sources/WebServer/Controllers/Requests/\(name)Controller.swift"), name)
        }
        XCTAssertTrue(project.exists("Sources/WebServer/Controllers/RequestRoutes.swift"))
        XCTAssertEqual(vmgen("generate", "--check", in: project.path).code, .success)

        let standIn = try StandInModules()
        let standInProject = try StandInProject(root: project.path)
        XCTAssertGreaterThanOrEqual(standInProject.serverFiles.count, 14, "the controllers and routes are checked")
        for swiftUI in [false, true] {
            XCTAssertEqual(try standInProject.typeCheck(activatingSwiftUI: swiftUI, against: standIn), [], "SwiftUI \(swiftUI)")
        }
    }

    func testTheSpecOfRequestsAlone() {
        let run = vmgen("new", "AnnouncementPin", "--request", "--action", "update", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertEqual(run.err, "created Specs/AnnouncementPin.yml\ncreated .vmgen/schema/spec.json\nvmgen: next, edit it and run 'vmgen generate'\n")
        XCTAssertEqual(project.read("Specs/AnnouncementPin.yml"), """
            # yaml-language-server: $schema=../.vmgen/schema/spec.json
            # Requests no screen's spec owns: a spec of requests alone (it has no viewModel:). For each,
            # 'vmgen generate' writes the request, its server controller (the handler is yours) and its
            # registration in RequestRoutes.swift. Add more with 'vmgen new <Name> --request-of AnnouncementPin'.
            # Every key, with what it does: the schema on the first line (your editor completes and
            # explains them; 'vmgen schema spec').
            requests:
              AnnouncementPin:
                # A FOSMVVM UpdateRequest (PATCH); the handler in AnnouncementPinController.swift is yours.
                action: update
                body:
                  announcementId: ModelIdType
                  message: { type: String, required: true, length: 1...200 }

            """)
        // The action the name implies is not written again.
        XCTAssertEqual(vmgen("new", "AnnouncementUpdate", "--request-of", "AnnouncementPin", "--action", "update", in: project.path).code, .success)
        XCTAssertTrue(project.read("Specs/AnnouncementPin.yml")?.hasSuffix("""
              AnnouncementUpdate:
                # A FOSMVVM UpdateRequest (PATCH); the handler in AnnouncementUpdateController.swift is yours.
                body:
                  announcementId: ModelIdType
                  message: { type: String, required: true, length: 1...200 }

            """) == true, project.read("Specs/AnnouncementPin.yml") ?? "")
        XCTAssertEqual(findings(in: project.path), "")
    }

    /// The request goes after the last one, before the comment of the next key; every other
    /// byte stays, Windows line endings included.
    func testAddsAfterTheLastRequestAndKeepsEveryOtherByte() throws {
        let page = """
            viewModel: Berth   # one berth
            hosting: server
            requests:
              BerthDelete:
                query: { berthId: ModelIdType }

            # The page's own properties.
            properties:
              berthId: ModelIdType

            """
        try project.write("Specs/Berth.yml", page)
        XCTAssertEqual(vmgen("new", "BerthShow", "--request-of", "Berth", in: project.path).code, .success)
        let lines = page.components(separatedBy: "\n")
        let entry = """
              BerthShow:
                # A FOSMVVM ShowRequest (GET); the handler in BerthShowController.swift is yours.
                query:
                  berthId: ModelIdType
                response:
                  message: String

            """
        XCTAssertEqual(project.read("Specs/Berth.yml"), lines[0..<5].joined(separator: "\n") + "\n" + entry + lines[5...].joined(separator: "\n"))
        XCTAssertEqual(findings(in: project.path), "")

        // No `requests:` yet: added at the end; CRLF kept.
        try project.write("Specs/Berth.yml", "viewModel: Berth\r\nhosting: server\r\n")
        XCTAssertEqual(vmgen("new", "BerthCreate", "--request-of", "Berth", in: project.path).code, .success)
        let text = try XCTUnwrap(project.read("Specs/Berth.yml"))
        XCTAssertTrue(text.hasPrefix("viewModel: Berth\r\nhosting: server\r\n\r\nrequests:\r\n  BerthCreate:\r\n"), text)
        XCTAssertFalse(text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF")
        XCTAssertEqual(findings(in: project.path), "")
    }

    func testRefusesBadNamesAndOptions() {
        let cases: [([String], String)] = [
            (["BerthUpdateRequest", "--request"], "write the request's name without 'Request': 'BerthUpdate' declares BerthUpdateRequest"),
            (["berthUpdate", "--request"], "a request name starts with an upper-case letter: 'BerthUpdate'"),
            (["UpdateBerth", "--request"], "'UpdateBerth' starts with the verb 'Update'; FOSMVVM names requests noun first, the action last: 'BerthUpdate'"),
            (["Server", "--request", "--action", "show"],
             "'Server' would make vmgen declare 'ServerRequest', but 'ServerRequest' is FOSMVVM's type ServerRequest, which the generated code uses; pick another name"),
            (["Berth-Update", "--request"], "'Berth-Update' is not a valid Swift identifier for a request (use letters, digits and _, not starting with a digit)"),
            (["BerthMove", "--request"],
             "say which FOSMVVM action 'BerthMoveRequest' is: --action update (one of show, create, update, replace, delete, destroy); only a name that ends in one of them (BerthUpdate) implies it"),
            (["BerthMove", "--request", "--action", "updte"],
             "--action is one of FOSMVVM's ServerRequestActions: show, create, update, replace, delete, destroy, not 'updte'; did you mean 'update'?"),
            (["BerthUpdate", "--request", "--action", "create"],
             "'BerthUpdate' ends in the action update, but --action is create: name the request noun first with its action last ('BerthCreate'), or leave --action out"),
            (["Berth", "--action", "show"], "--action is the FOSMVVM action of a request: add --request (a new spec of requests alone) or --request-of <Spec>"),
            (["BerthUpdate", "--request", "--hosting", "client"],
             "--request and --request-of cannot be combined with --hosting, --interactive or --child-of: a request is no ViewModel"),
            (["BerthUpdate", "--request-of", "Berth", "--child-of", "Berth"],
             "--request and --request-of cannot be combined with --hosting, --interactive or --child-of: a request is no ViewModel"),
            (["--request"], "missing the request's name, e.g. 'vmgen new BerthUpdate --request'"),
        ]
        for (arguments, message) in cases {
            let run = vmgen(["new"] + arguments, in: project.path)
            XCTAssertEqual(run.code, .usage, message)
            XCTAssertEqual(run.err, "Error: \(message)\nUsage: \(NewCommand.command.usage)\nSee 'vmgen new --help'.\n")
        }
        XCTAssertEqual(project.files(), ["vmgen.yml"])
    }

    func testRefusesTakenNamesAndSpecsItCannotAddTo() throws {
        let berth = """
            viewModel: Berth
            hosting: server
            form: { name: VesselFields, createRequest: true, fields: { size: { type: Int, title: { en: Size, es: Talla } } } }
            enums:
              BerthShowRequest: { open: { en: Open, es: Abierto } }
            children:
              BerthRow: { properties: { id: ModelIdType } }
            requests:
              BerthDelete:

            """
        let files = [
            "Specs/Berth.yml": berth,
            "Specs/Flow.yml": "viewModel: Flow\nhosting: server\nrequests: { FlowDelete: {} }\n",
            "Specs/Feed.yml": "viewModel: Feed\nstyle: observable\nstate: \"[Post]\"\nservices: { feed: { type: FeedService, methods: { fetch: { returns: \"[Post]\" } } } }\n",
            "Specs/Pins.yml": "requests:\n  PinCreate:\n",
        ]
        for (path, text) in files { try project.write(path, text) }
        let cases: [([String], String)] = [
            (["BerthDelete", "--request-of", "Berth"], "the name 'BerthDelete' is taken: a request of this name is declared at Specs/Berth.yml:9:3"),
            (["PinCreate", "--request"], "the name 'PinCreate' is taken: a request of this name is declared at Specs/Pins.yml:2:3"),
            (["VesselCreate", "--request-of", "Berth"], "the name 'VesselCreate' is taken: a form's create request of this name is declared at Specs/Berth.yml:3:29"),
            (["BerthShow", "--request-of", "Berth"],
             "'BerthShow' would make vmgen declare 'BerthShowRequest', but an enum 'BerthShowRequest' is declared at Specs/Berth.yml:5:3"),
            (["BerthCreate", "--request-of", "Brth"],
             "no spec declares 'viewModel: Brth', and no spec of requests alone is called Brth.yml in Specs; did you mean 'Berth'?"),
            (["BerthCreate", "--request-of", "BerthRow"],
             "'BerthRow' is a child (Specs/Berth.yml:7:3); requests are declared at the top level of a page's spec, so name that page"),
            (["FeedShow", "--request-of", "Feed"],
             "'Feed' is an observable screen (style: observable), whose spec declares no requests: name a FOSMVVM page, or write a spec of requests alone with --request"),
            (["FlowCreate", "--request-of", "Flow"], "'requests' in Specs/Flow.yml is written in flow style ({ … }); add 'FlowCreate' there by hand"),
        ]
        for (arguments, message) in cases {
            let run = vmgen(["new"] + arguments, in: project.path)
            XCTAssertEqual(run.code, .usage, message)
            XCTAssertEqual(run.err, "Error: \(message)\nUsage: \(NewCommand.command.usage)\nSee 'vmgen new --help'.\n")
        }
        // A page of a request's name is taken too: its request would be the same type.
        XCTAssertTrue(vmgen("new", "BerthDelete", in: project.path).err.hasPrefix("Error: the name 'BerthDelete' is taken: a request of this name"))
        // A spec of requests alone is added to by its file's name; its file is never overwritten.
        try project.write("Specs/PinShow.yml", "# mine\n")
        let run = vmgen("new", "PinShow", "--request", in: project.path)
        XCTAssertEqual(run.code, .usage)
        XCTAssertTrue(run.err.hasPrefix("Error: Specs/PinShow.yml already exists; pick another name or edit that file\n"), run.err)
        XCTAssertEqual(project.read("Specs/PinShow.yml"), "# mine\n")
        for (path, text) in files { XCTAssertEqual(project.read(path), text, path) }
        XCTAssertEqual(vmgen("new", "PinDelete", "--request-of", "Pins", in: project.path).code, .success)
        XCTAssertEqual(project.read("Specs/Pins.yml"), """
            requests:
              PinCreate:
              PinDelete:
                # A FOSMVVM DeleteRequest (DELETE); the handler in PinDeleteController.swift is yours.
                query:
                  pinId: ModelIdType

            """)
    }
}
