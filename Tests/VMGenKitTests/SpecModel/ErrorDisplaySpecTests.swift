import VMGenKit
import XCTest

/// Every misuse of `request: errors:` and `displaysError:` is an error at its place.
final class ErrorDisplaySpecTests: XCTestCase {
    private static let dock = """
        viewModel: Dock
        hosting: server
        request:
          errors:
            fields: { length: Double, owner: String }
            cases:
              full: { en: "The dock is full", es: "El muelle está lleno" }
              tooLong:
                en: "At most %{max} meters"
                es: "Como máximo %{max} metros"
                substitutions: { max: length }
        """

    func testAValidRequestErrorAndItsDisplayHaveNoFindings() {
        let specs = ["Specs/Dock.yml": Self.dock, "Specs/DockError.yml": """
            viewModel: DockError
            hosting: client
            displaysError: { request: DockRequest, keep: [owner] }
            text:
              title: { en: "Could not dock", es: "No se pudo atracar" }
            """]
        XCTAssertEqual(SpecHarness.errors(specs, locales: ["en", "es"]), "")
        let (set, _) = SpecHarness.build(specs, locales: ["en", "es"])
        let display = set.viewModels.first { $0.name == "DockError" }
        XCTAssertEqual(display?.properties.map(\.name), ["message", "owner"])
        XCTAssertEqual(display?.properties.map(\.type.swift), ["LocalizableString", "String"])
        XCTAssertEqual(set.viewModels.first { $0.name == "Dock" }?.request?.responseError, "ResponseError")
    }

    func testErrorCasesFieldsAndSubstitutionsAreChecked() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Berth
            hosting: server
            request:
              errors:
                fields:
                  berthName: String
                  code: Int
                  owner: Berth
                  open: Bool
                cases:
                  closed:
                    en: "Berth %{berth} is closed %{when}"
                    es: "El amarre está cerrado"
                    substitutions: { berth: berthNme }
                  shut:
                    en: "Shut %{open}"
                    es: "Cerrado %{open}"
                    substitutions: { open: open }
                  none: { en: "x", es: "y" }
                  joined:
                    pieces: { en: [a, b], es: [c, d] }
            """, locales: ["en", "es"]), """
            Specs/A.yml:7:7: error: 'code' is declared by the generated ResponseError itself; name the field otherwise [spec]
                  code: Int
                  ^
            Specs/A.yml:8:14: error: a ResponseError field is a plain value (String, Int, Double, Bool, Date, URL, UUID, ModelIdType, SystemVersion, LocalizableString, or an optional of one): the error travels as JSON to a client that decodes it [spec]
                  owner: Berth
                         ^
            Specs/A.yml:12:13: error: '%{when}' in the 'en' message of 'closed' is not one of its substitutions; bind it under 'substitutions' [spec]
                    en: "Berth %{berth} is closed %{when}"
                        ^
            Specs/A.yml:13:13: error: the 'es' message of 'closed' does not use the substitution '%{berth}' [spec]
                    es: "El amarre está cerrado"
                        ^
            Specs/A.yml:14:33: error: the substitution 'berth' refers to 'berthNme', which is not a field of the ResponseError; did you mean 'berthName'? [spec]
                    substitutions: { berth: berthNme }
                                            ^
            Specs/A.yml:18:32: error: 'open' (Bool) cannot fill a substitution; use a String, Int, Double or LocalizableString field [spec]
                    substitutions: { open: open }
                                           ^
            Specs/A.yml:19:7: error: 'none' cannot be an error case: wherever the enum is optional, .none means nil (Optional.none), not this case [spec]
                  none: { en: "x", es: "y" }
                  ^
            Specs/A.yml:20:7: error: an error message is one text per locale (with 'substitutions' if it needs values), not 'pieces' [spec]
                  joined:
                  ^

            """)
    }

    /// A form's create request declares its errors in `createRequest: { errors: … }`; only a
    /// server-hosted form may, since the server localizes them from the form's YAML.
    func testACreateRequestsErrorsAndTheirDisplay() {
        let form = """
            viewModel: Boat
            hosting: %@
            form:
              name: BoatFields
              createRequest:
                errors:
                  fields: { name: String }
                  cases:
                    taken: { en: "%{name} is taken", es: "%{name} ya existe", substitutions: { name: name } }
              fields:
                name: { type: String, title: { en: "Name", es: "Nombre" } }
            """
        let display = "viewModel: BoatCreateError\nhosting: client\ndisplaysError: { request: BoatCreateRequest, keep: [name] }\n"
        let server = ["Specs/Boat.yml": form.replacingOccurrences(of: "%@", with: "server"), "Specs/BoatCreateError.yml": display]
        XCTAssertEqual(SpecHarness.errors(server, locales: ["en", "es"]), "")
        XCTAssertEqual(SpecHarness.build(server).set.viewModels.first { $0.name == "BoatCreateError" }?.properties.map(\.name), ["message", "name"])

        XCTAssertEqual(SpecHarness.errors(["Specs/Boat.yml": form.replacingOccurrences(of: "%@", with: "client")], locales: ["en", "es"]), """
            Specs/Boat.yml:6:5: error: BoatCreateRequest's errors are localized by the server that throws them, but BoatViewModel is client-hosted, so its YAML is the client's: declare them on a server-hosted form [spec]
                errors:
                ^

            """)
        XCTAssertEqual(SpecHarness.errors([
            "Specs/Boat.yml": "viewModel: Boat\nhosting: server\nform:\n  name: BoatFields\n  createRequest: { error: {} }\n  fields:\n    name: { type: String, title: { en: \"Name\" } }\n",
            "Specs/BoatCreateError.yml": "viewModel: BoatCreateError\nhosting: client\ndisplaysError: BoatCreateRequest\n",
        ]), """
            Specs/Boat.yml:5:20: error: unknown key 'error' in 'createRequest'; did you mean 'errors'? [spec]
              createRequest: { error: {} }
                               ^
            Specs/BoatCreateError.yml:3:16: error: BoatCreateRequest declares no errors, so it has no ResponseError to display: give its spec 'createRequest: { errors: … }' in 'form:' [spec]
            displaysError: BoatCreateRequest
                           ^
              note: BoatCreateRequest is declared at Specs/Boat.yml:4:9

            """)
    }

    func testAFieldMayNotTakeAMemberTheMessagesDeclare() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Berth
            hosting: server
            request:
              errors:
                fields: { closedMessage: String, closedMessageSubstitutions: String, name: String }
                cases:
                  closed: { en: "%{n} is closed", substitutions: { n: name } }
            """), """
            Specs/A.yml:5:15: error: 'closedMessage' is also a member the ResponseError declares for an error case's message; name the field otherwise [spec]
                fields: { closedMessage: String, closedMessageSubstitutions: String, name: String }
                          ^
            Specs/A.yml:5:38: error: 'closedMessageSubstitutions' is also a member the ResponseError declares for an error case's message; name the field otherwise [spec]
                fields: { closedMessage: String, closedMessageSubstitutions: String, name: String }
                                                 ^

            """)
    }

    /// A message missing in a locale is sent as null and breaks the client's decode: an error
    /// whatever LOC-01 is set to; text in a locale vmgen.yml does not list is never written.
    func testEveryMessageNeedsEveryConfiguredLocaleAndNoOther() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Berth
            hosting: server
            request:
              errors:
                cases:
                  gone: { en: "Gone", fr: "Parti" }
            """, locales: ["en", "es"]), """
            Specs/A.yml:6:7: error: the error case 'gone' of BerthRequest has no message for 'es': the server would send it as null and the client could not decode the error [spec]
                  gone: { en: "Gone", fr: "Parti" }
                  ^
            Specs/A.yml:6:31: error: 'fr' is not a locale of vmgen.yml (en, es), so this message would never be written [spec]
                  gone: { en: "Gone", fr: "Parti" }
                                          ^

            """)
    }

    func testAGeneratedAndAHandNamedResponseErrorClashAndCasesAreNeeded() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Berth
            hosting: server
            request:
              responseError: BerthFailure
              errors:
                cases:
                  gone: { en: "Gone" }
            """), """
            Specs/A.yml:5:3: error: 'errors' makes vmgen generate the request's nested ResponseError, and 'responseError' names a hand-written one: keep one of them [spec]
              errors:
              ^
              note: 'responseError' is at Specs/A.yml:4:3

            """)
        XCTAssertEqual(SpecHarness.errors("viewModel: Berth\nhosting: server\nrequest:\n  errors:\n    fields: { a: Int }\n"), """
            Specs/A.yml:4:3: error: 'errors' needs 'cases': each error case with its message per locale, e.g. cases: { closed: { en: "…" } } [spec]
              errors:
              ^

            """)
        XCTAssertEqual(SpecHarness.errors("viewModel: Berth\nhosting: server\nrequest:\n  errors:\n    cases: {}\n    kinds: []\n"), """
            Specs/A.yml:5:5: error: 'cases' lists at least one error case [spec]
                cases: {}
                ^
            Specs/A.yml:6:5: error: unknown key 'kinds' in 'errors' (expected one of: fields, cases) [spec]
                kinds: []
                ^

            """)
    }

    /// Every request's ResponseError reads the YAML top key ResponseError: two messages of one
    /// name would share one text.
    func testACaseNameIsUniqueAcrossTheRequestsResponseErrors() {
        XCTAssertEqual(SpecHarness.errors([
            "Specs/Dock.yml": Self.dock,
            "Specs/Quay.yml": "viewModel: Quay\nhosting: server\nrequest:\n  errors:\n    cases:\n      full: { en: \"The quay is full\", es: \"x\" }\n",
        ], locales: ["en", "es"]), """
            Specs/Quay.yml:6:7: error: QuayRequest and DockRequest both have the error case 'full': every request's ResponseError reads its messages under the one YAML key ResponseError, so they would share one text; give the case another name [spec]
                  full: { en: "The quay is full", es: "x" }
                  ^
              note: DockRequest's is at Specs/Dock.yml:7:7

            """)
    }

    /// Seed 000 keeps the error's code: with more than one case, `keep: [code]` stores the case.
    func testAnErrorDisplayKeepsTheCodeOfAnErrorWithCases() {
        let specs = ["Specs/Dock.yml": Self.dock, "Specs/DockError.yml": "viewModel: DockError\nhosting: client\ndisplaysError: { request: DockRequest, keep: [code] }\n"]
        XCTAssertEqual(SpecHarness.errors(specs, locales: ["en", "es"]), "")
        let code = SpecHarness.build(specs).set.viewModels.first { $0.name == "DockError" }?.properties.last
        XCTAssertEqual(code?.type.swift, "DockRequest.ResponseError.Code")
        XCTAssertEqual(code?.stub, .string("full"))

        let single = "viewModel: Quay\nhosting: server\nrequest:\n  errors:\n    cases:\n      shut: { en: \"Shut\" }\n"
        XCTAssertEqual(SpecHarness.errors(["Specs/Quay.yml": single, "Specs/A.yml": "viewModel: QuayError\nhosting: client\ndisplaysError: { request: QuayRequest, keep: [code] }\n"]), """
            Specs/A.yml:3:47: error: 'code' is not a field of QuayRequest.ResponseError [spec]
            displaysError: { request: QuayRequest, keep: [code] }
                                                          ^

            """)
    }

    func testAnErrorDisplayNamesARequestWithErrorsAndIsAClientHostedPage() {
        let specs = [
            "Specs/Dock.yml": Self.dock,
            "Specs/Quay.yml": "viewModel: Quay\nhosting: server\n",
            "Specs/A.yml": """
                viewModel: DockError
                hosting: client
                displaysError: { request: DockRequest, keep: [lenght, owner, owner] }
                properties:
                  message: String
                """,
            "Specs/B.yml": "viewModel: QuayError\nhosting: client\ndisplaysError: QuaiRequest\n",
            "Specs/C.yml": "viewModel: QuayProblem\nhosting: client\ndisplaysError: QuayRequest\n",
            "Specs/D.yml": "viewModel: PierError\nhosting: server\ndisplaysError: DockRequest\n",
            "Specs/E.yml": "viewModel: Panel\nhosting: client\ndisplaysError: { reqest: DockRequest }\nchildren:\n  Row:\n    displaysError: DockRequest\n",
        ]
        XCTAssertEqual(SpecHarness.errors(specs, locales: ["en", "es"]), """
            Specs/A.yml:3:47: error: 'lenght' is not a field of DockRequest.ResponseError; did you mean 'length'? [spec]
            displaysError: { request: DockRequest, keep: [lenght, owner, owner] }
                                                          ^
            Specs/A.yml:3:62: error: 'owner' is kept twice [spec]
            displaysError: { request: DockRequest, keep: [lenght, owner, owner] }
                                                                         ^
            Specs/A.yml:5:3: error: 'message' is already the error's message that 'displaysError' adds; rename this property [spec]
              message: String
              ^
            Specs/B.yml:3:16: error: 'QuaiRequest' is not a request vmgen generates (a server-hosted page's {Name}Request, a form's create request, or a request under 'requests:'); did you mean 'QuayRequest'? [spec]
            displaysError: QuaiRequest
                           ^
            Specs/C.yml:3:16: error: QuayRequest declares no errors, so it has no ResponseError to display: give its spec 'errors:' under 'request:' [spec]
            displaysError: QuayRequest
                           ^
              note: QuayRequest is declared at Specs/Quay.yml:1:12
            Specs/D.yml:3:1: error: 'displaysError' is for a client-hosted page (hosting: client): the client builds it from the error it caught, through the macro's AppState [spec]
            displaysError: DockRequest
            ^
            Specs/E.yml:3:1: error: 'displaysError' needs 'request': the request whose ResponseError this ViewModel shows [spec]
            displaysError: { reqest: DockRequest }
            ^
            Specs/E.yml:3:18: error: unknown key 'reqest' in 'displaysError'; did you mean 'request'? [spec]
            displaysError: { reqest: DockRequest }
                             ^
            Specs/E.yml:6:5: error: 'displaysError' is only allowed at the top level of a spec, not in a child [spec]
                displaysError: DockRequest
                ^

            """)
    }

    /// The message and kept fields the display adds are members like any other: a text of the
    /// same name, or a ResponseError field kept as 'message', would declare one member twice.
    func testTheAddedMembersClashWithNoTextAndNoKeptField() {
        let dock = Self.dock.replacingOccurrences(of: "fields: { length: Double, owner: String }", with: "fields: { length: Double, owner: String, message: String }")
        let specs = ["Specs/Dock.yml": dock, "Specs/A.yml": """
            viewModel: DockError
            hosting: client
            displaysError: { request: DockRequest, keep: [message, owner] }
            text:
              owner: { en: "Owner", es: "Dueño" }
            """]
        XCTAssertEqual(SpecHarness.errors(specs, locales: ["en", "es"]), """
            Specs/A.yml:3:47: error: 'message' cannot be kept: the ViewModel already stores the error's message under that name (message: LocalizableString) [spec]
            displaysError: { request: DockRequest, keep: [message, owner] }
                                                          ^
            Specs/A.yml:5:3: error: 'owner' is already the kept field that 'displaysError' adds; rename this member [spec]
              owner: { en: "Owner", es: "Dueño" }
              ^

            """)
    }
}
