import VMGenKit
import XCTest

/// `requests:` — each request a spec declares — read into the model, and every misuse an error
/// at its place.
final class RequestDeclarationSpecTests: XCTestCase {
    private static let berth = """
        viewModel: Berth
        hosting: server
        properties:
          berthId: ModelIdType
        enums:
          BerthStatus:
            free: { en: "Free" }
            taken: { en: "Taken" }
        requests:
          BerthReservationCreate:
            doc: Reserves the berth.
            body:
              berthId: ModelIdType
              nights: { type: Int, range: 1...365 }
              note: { type: String?, length: 1...200 }
              owner: { type: String, required: true }
            response:
              reservationId: ModelIdType
              berth: Berth
            errors:
              fields: { nights: Int }
              cases:
                berthTaken: { en: "Taken for %{nights} nights", substitutions: { nights: nights } }
          BerthStatusMove:
            action: update
            query: { berthId: ModelIdType }
            body: { status: BerthStatus }
          BerthShow:
            query: { berthId: ModelIdType, tags: "[String]?" }
            response: { name: String }
          BerthDelete:
            query: { berthId: ModelIdType }
            responseError: BerthFailure
        """

    func testEveryActionIsReadWithWhatItCarries() throws {
        let (set, diagnostics) = SpecHarness.build(["Specs/Berth.yml": Self.berth])
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(set.requests.map(\.name), ["BerthDelete", "BerthReservationCreate", "BerthShow", "BerthStatusMove"])
        XCTAssertEqual(set.requests.map(\.action), [.delete, .create, .show, .update])
        XCTAssertEqual(set.requests.map(\.feature), ["Berth", "Berth", "Berth", "Berth"])
        let create = try XCTUnwrap(set.requests.first { $0.name == "BerthReservationCreate" })
        XCTAssertEqual(create.doc, "Reserves the berth.")
        guard case .fields(let fields) = create.body else { return XCTFail("\(create.body)") }
        XCTAssertEqual(fields.map(\.name), ["berthId", "nights", "note", "owner"])
        XCTAssertEqual(fields[1].range?.lower, "1")
        XCTAssertEqual(fields[1].range?.upper, "365")
        XCTAssertEqual(fields[2].length, 1...200)
        XCTAssertTrue(fields[3].isRequired)
        XCTAssertEqual(create.response.map(\.type.swift), ["ModelIdType", "BerthViewModel"])
        XCTAssertEqual(create.responseError, "ResponseError")
        XCTAssertEqual(create.errors?.cases.map(\.name), ["berthTaken"])
        XCTAssertEqual(set.requests.first { $0.name == "BerthDelete" }?.responseError, "BerthFailure")
        XCTAssertEqual(set.requests.first { $0.name == "BerthShow" }?.query.map(\.type.swift), ["ModelIdType", "[String]?"])
    }

    func testASpecOfRequestsAloneGoesInTheRequestsFolder() {
        let (set, diagnostics) = SpecHarness.build(["Specs/Requests.yml": "doc: Writes no screen owns.\nrequests:\n  IdeaUpdate:\n    query: { ideaId: ModelIdType }\n"])
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(set.viewModels, [])
        XCTAssertEqual(set.requests.map(\.feature), ["Requests"])
        XCTAssertEqual(SpecHarness.errors("requests:\n  IdeaUpdate: {}\nhosting: server\n"), """
            Specs/A.yml:3:1: error: unknown key 'hosting' in a spec of requests (it has no 'viewModel:') (expected one of: requests, doc) [spec]
            hosting: server
            ^

            """)
    }

    func testNamesAndActionsAreCheckedAtTheirPlace() {
        XCTAssertEqual(SpecHarness.errors("""
            requests:
              BerthCreateRequest: {}
              IdeaMove: {}
              IdeaPin: { action: pin }
              berthUpdate: {}
              BerthShow:
                body: { id: ModelIdType }
              BerthReplace:
                color: red
            """), """
            Specs/A.yml:2:3: error: write the request's name without 'Request': 'BerthCreate' declares BerthCreateRequest [spec]
              BerthCreateRequest: {}
              ^
            Specs/A.yml:3:3: error: say which FOSMVVM action 'IdeaMoveRequest' is: 'action: update' (one of show, create, update, replace, delete, destroy); only a name that ends in one of them (BerthUpdate) implies it [spec]
              IdeaMove: {}
              ^
            Specs/A.yml:4:22: error: 'action' is one of FOSMVVM's ServerRequestActions: show, create, update, replace, delete, destroy, not 'pin' [spec]
              IdeaPin: { action: pin }
                                 ^
            Specs/A.yml:5:3: error: a request's name is a type name, noun first in upper camel case (e.g. 'BerthUpdate') [spec]
              berthUpdate: {}
              ^
            Specs/A.yml:7:5: error: a ShowRequest sends no body (FOSMVVM's ShowRequest fixes its RequestBody to EmptyBody: a GET has none); put the values in 'query' [spec]
                body: { id: ModelIdType }
                ^
            Specs/A.yml:9:5: error: unknown key 'color' in the request 'BerthReplace' (expected one of: action, doc, query, body, response, errors, responseError) [spec]
                color: red
                ^

            """)
    }

    func testFieldsThatCannotTravelAreRefused() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Dock
            hosting: server
            requests:
              DockUpdate:
                query: { dock: Dock }
                body:
                  title: LocalizableString
                  size: { type: Bool, range: 1...2 }
                  tag: { type: String, colour: red }
                response: { row: Row }
            properties:
              rows: [Row]
            children:
              Row:
                nested: true
                properties: { id: Int }
            """), """
            Specs/A.yml:5:20: error: a query field carries plain values or display enums, not DockViewModel [spec]
                query: { dock: Dock }
                               ^
            Specs/A.yml:7:14: error: a request body carries plain values or display enums (what the client sends), not LocalizableString [spec]
                  title: LocalizableString
                         ^
            Specs/A.yml:8:27: error: 'range' limits the value of an Int or Double field; 'size' is Bool [spec]
                  size: { type: Bool, range: 1...2 }
                                      ^
            Specs/A.yml:9:28: error: unknown key 'colour' in the body field 'tag' (expected one of: type, required, length, range, stub) [spec]
                  tag: { type: String, colour: red }
                                       ^
            Specs/A.yml:10:22: error: a response field is a plain value, a display enum or a ViewModel of the project, not Row [spec]
                response: { row: Row }
                                 ^

            """)
    }

    func testABodyAdoptsAFormWhoseFieldsASpecDeclares() throws {
        let form = """
            viewModel: VesselForm
            hosting: server
            form:
              name: VesselFields
              fields:
                name: { type: String, required: true, title: { en: "Name" }, messages: { required: { en: "Enter a name" } } }
            requests:
              VesselUpdate:
                query: { vesselId: ModelIdType }
                body: VesselFields
              VesselReplace:
                body: VeselFields
              VesselDelete:
                body: Vessel
            """
        XCTAssertEqual(SpecHarness.errors(form), """
            Specs/A.yml:12:11: error: 'VeselFields' is not a form whose fields a spec declares: a body that adopts a Fields protocol takes its fields from the form's spec (form: { name: VeselFields, fields: … }); did you mean 'VesselFields'? [spec]
                body: VeselFields
                      ^
            Specs/A.yml:14:11: error: 'body' is the body's fields, or the Fields protocol of a form it adopts (a name ending in 'Fields', e.g. body: VesselFields) [spec]
                body: Vessel
                      ^

            """)
        let (set, _) = SpecHarness.build(["Specs/A.yml": form])
        let update = try XCTUnwrap(set.requests.first { $0.name == "VesselUpdate" })
        XCTAssertEqual(update.bodyFields.map(\.name), ["name"])
        guard case .form(let adopted) = update.body else { return XCTFail("\(update.body)") }
        XCTAssertEqual(adopted.messagesProperty, "vesselValidationMessages")
    }

    func testRequestNamesClashWithEveryOtherNameVMGenDeclares() {
        XCTAssertEqual(SpecHarness.errors([
            "Specs/Berth.yml": "viewModel: Berth\nhosting: server\nrequests:\n  BerthUpdate: {}\n",
            "Specs/More.yml": "requests:\n  BerthUPDATE: { action: update }\n  ServerShow: {}\n",
            "Specs/Page.yml": "viewModel: BerthUpdate\nhosting: server\n",
        ]), """
            Specs/More.yml:2:3: error: 'BerthUPDATERequest' (the request 'BerthUPDATE') differs only by case from 'BerthUpdateRequest' (the request 'BerthUpdate'): their files would collide on a case-insensitive file system (the default on macOS); rename one [spec]
              BerthUPDATE: { action: update }
              ^
              note: the request 'BerthUpdate' is declared at Specs/Berth.yml:4:3
            Specs/Page.yml:1:12: error: the request of the page 'BerthUpdate' and the request 'BerthUpdate' would both declare the type 'BerthUpdateRequest'; rename one [spec]
            viewModel: BerthUpdate
                       ^
              note: the request 'BerthUpdate' is declared at Specs/Berth.yml:4:3

            """)
    }
}

/// FOSMVVM's path for each request, and two requests one route would serve refused.
final class RequestPathsTests: XCTestCase {
    func testPathsAreFOSMVVMs() {
        // Measured on FOSMVVMVapor 0.13.3: ThingCreateRequest with a nested ResponseBody is served
        // at /thing_response_body; Showcase's replace and destroy of one noun share /announcement.
        XCTAssertEqual(RequestPaths.path("ThingCreateRequest", base: "CreateRequest", requestBody: "RequestBody", responseBody: "ResponseBody"), "thing_response_body")
        XCTAssertEqual(RequestPaths.path("AnnouncementReplaceRequest", base: "ReplaceRequest", requestBody: "RequestBody", responseBody: nil), "announcement")
        XCTAssertEqual(RequestPaths.path("AnnouncementDestroyRequest", base: "DestroyRequest", requestBody: nil, responseBody: nil), "announcement")
        XCTAssertEqual(RequestPaths.path("IdeaMoveRequest", base: "UpdateRequest", requestBody: "RequestBody", responseBody: nil), "idea_move")
        XCTAssertEqual(RequestPaths.path("DashboardRequest", base: "ShowRequest", requestBody: nil, responseBody: "DashboardViewModel"), "dashboard_dashboard_view_model")
    }

    func testTwoRequestsOfOneRouteAreRefused() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Berth
            hosting: server
            requests:
              BerthDelete: {}
              BerthDestroy: {}
              BerthReplace: {}
            """), """
            Specs/A.yml:5:3: error: BerthDestroyRequest and BerthDeleteRequest would both be served at DELETE /berth: FOSMVVM derives a request's path from its type name without its action, so two requests of one noun need different HTTP methods; name one after another noun [spec]
              BerthDestroy: {}
              ^
              note: BerthDeleteRequest is declared at Specs/A.yml:4:3

            """)
    }
}
