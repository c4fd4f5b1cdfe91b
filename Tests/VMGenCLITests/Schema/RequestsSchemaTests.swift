import Foundation
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// `requests:`, `sends:` and a spec of requests alone under the spec schema: every form the
/// reader takes is valid to both vmgen and the schema. (The mistakes both refuse are in
/// `InvalidDocuments.requestSpecs`.)
final class RequestsSchemaTests: XCTestCase {
    /// A page with a request of each action and each way of writing one: an action implied by
    /// the name or given, written with nothing, a body of fields with limits or a form's Fields,
    /// a response, generated errors or a hand-written ResponseError, and an operation sending one.
    static let page = """
        viewModel: Orders
        hosting: server
        properties:
          id: ModelIdType
        form:
          name: OrderFields
          fields:
            size: { type: Int, title: { en: "Size" } }
        operations:
          cancel:
            sends: OrderCancelRequest
            parameters:
              orderId: ModelIdType
              mvvmEnv: MVVMEnvironment
        requests:
          OrderCancel:
            action: update
            doc: Cancels the order.
            body:
              orderId: ModelIdType
          OrderDelete:
          OrderCreate:
            body: OrderFields
            response: { orderId: ModelIdType, order: Orders? }
            responseError: OrderError
          OrderReplace:
            query: { orderId: ModelIdType }
            body:
              note: { type: String, required: true, length: 1...120, stub: "A note" }
              count: { type: "Int?", range: 0...10 }
              flag: Bool
            errors:
              fields: { count: Int }
              cases:
                orderLocked: { en: "Locked %{count}", substitutions: { count: count } }
          OrderShow:
            query: { orderId: ModelIdType }
            response: { total: Double }
          OrderPeek:
            action: show
          OrderShowcaseDestroy:
            action: destroy
          OrderShowcase:
            action: create
            body: { note: String }

        """

    /// A spec of requests alone: `requests:` and `doc:`, no `viewModel:`.
    static let requestsAlone = """
        # Requests no screen owns.
        doc: Order requests
        requests:
          OrderArchive:
            action: update
            body: { orderId: ModelIdType }
          OrderFlag: { action: create }

        """

    func testEveryFormOfARequestIsValidToVMGenAndTheSchema() throws {
        let folder = try TemporaryFolder()
        try folder.write("vmgen.yml", "locales: [en]\n")
        try folder.write("Specs/Orders.yml", Self.page)
        try folder.write("Specs/OrderRequests.yml", Self.requestsAlone)
        let check = try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["check"], in: folder.path)
        XCTAssertEqual(check.status, 0, check.output)
        let outcomes = try JSONSchemaValidator.validate([("page", Self.page), ("requests alone", Self.requestsAlone)], against: .spec)
        XCTAssertEqual(outcomes.map(\.isValid), [true, true], "\(outcomes.map(\.errors))")
    }

    /// The schema's verdicts that hang on the request's name: a name ending in an action needs
    /// no `action:` (`OrderShowcase` ends in no action word: `Showcase` is one word).
    func testTheNameImpliesTheActionAsTheReaderReadsIt() throws {
        let outcomes = try JSONSchemaValidator.validate([
            ("implied", "requests:\n  OrderShow:\n  Order_Update: { body: { id: ModelIdType } }\n"),
            ("action alone is no name", "requests:\n  Update:\n"),
            ("a word that starts with an action", "requests:\n  OrderShowcase: {}\n"),
            ("shouted action", "requests:\n  OrderUPDATE: {}\n"),
            ("an explicit action overrides the name", "requests:\n  OrderShow: { action: update, body: { id: ModelIdType } }\n"),
        ], against: .spec)
        XCTAssertEqual(outcomes.map(\.isValid), [true, false, false, false, true], "\(outcomes.map(\.errors))")
        // vmgen agrees on each.
        let verdicts = try [
            "requests:\n  OrderShow:\n  Order_Update: { body: { id: ModelIdType } }\n", "requests:\n  Update:\n",
            "requests:\n  OrderShowcase: {}\n", "requests:\n  OrderUPDATE: {}\n",
            "requests:\n  OrderShow: { action: update, body: { id: ModelIdType } }\n",
        ].map { yaml in
            let folder = try TemporaryFolder()
            try folder.write("vmgen.yml", "locales: [en]\n")
            try folder.write("Specs/Requests.yml", yaml)
            return try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["check", "-q"], in: folder.path).status == 0
        }
        XCTAssertEqual(verdicts, [true, false, false, false, true])
    }

    /// What an editor offers for `action:`: FOSMVVM's actions, in the order the docs list them.
    func testTheActionsAreAnEnum() {
        let spec = JSONSchemas.text(.spec)
        XCTAssertTrue(spec.contains(#""enum": ["# + "\n" + RequestAction.allCases.map { "            \"\($0.rawValue)\"" }.joined(separator: ",\n")), spec)
    }
}
