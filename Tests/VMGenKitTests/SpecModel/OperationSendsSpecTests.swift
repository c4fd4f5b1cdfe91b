import VMGenKit
import XCTest

/// `sends:` — an operation that sends a request vmgen generates — resolved against every kind
/// of request, and every way it cannot build the request an error at its place.
final class OperationSendsSpecTests: XCTestCase {
    private static let berth = """
        viewModel: Berth
        hosting: server
        request:
          query: { berthId: ModelIdType }
        operations:
          reserve:
            sends: BerthReservationCreateRequest
            parameters: { berthId: ModelIdType, nights: Int, mvvmEnv: MVVMEnvironment }
          reload:
            sends: BerthRequest
            parameters: { berthId: ModelIdType, env: MVVMEnvironment }
          rename:
            sends: VesselCreateRequest
            parameters: { name: String, env: MVVMEnvironment }
        requests:
          BerthReservationCreate:
            body: { berthId: ModelIdType, nights: Int }
        """

    private static let vessel = """
        viewModel: Vessel
        hosting: server
        form:
          name: VesselFields
          createRequest: true
          fields:
            name: { type: String, title: { en: "Name" } }
        """

    func testEachKindOfRequestIsResolvedToItsFields() throws {
        let (set, diagnostics) = SpecHarness.build(["Specs/Berth.yml": Self.berth, "Specs/Vessel.yml": Self.vessel])
        XCTAssertEqual(diagnostics, [])
        let operations = try XCTUnwrap(set["Berth"]).operations
        XCTAssertEqual(operations.map { $0.sends?.typeName }, ["BerthReservationCreateRequest", "BerthRequest", "VesselCreateRequest"])
        XCTAssertEqual(operations.map { $0.sends?.query ?? [] }, [[], ["berthId"], []])
        XCTAssertEqual(operations.map { $0.sends?.body ?? [] }, [["berthId", "nights"], [], ["name"]])
        XCTAssertEqual(operations.map { $0.sends?.environment }, ["mvvmEnv", "env", "env"])
    }

    func testTheOperationMustFillTheRequestAndNothingElse() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Berth
            hosting: server
            operations:
              a:
                sends: BerthCreatRequest
                parameters: { env: MVVMEnvironment }
              b:
                sends: BerthCreateRequest
                parameters: { nights: String, extra: Int, env: MVVMEnvironment }
              c:
                sends: BerthCreateRequest
                parameters: { berthId: ModelIdType, nights: Int }
                async: false
            requests:
              BerthCreate:
                body: { berthId: ModelIdType, nights: Int }
            """), """
            Specs/A.yml:5:12: error: 'BerthCreatRequest' is not a request vmgen generates (a server-hosted page's {Name}Request, a form's create request, or a request under 'requests:'); did you mean 'BerthCreateRequest'? [spec]
                sends: BerthCreatRequest
                       ^
            Specs/A.yml:8:12: error: BerthCreateRequest needs 'berthId: ModelIdType', which the operation 'b' does not take: add the parameter (the live operation fills the request's fields from the parameters of the same names) [spec]
                sends: BerthCreateRequest
                       ^
            Specs/A.yml:9:19: error: the parameter 'nights' is String, but BerthCreateRequest's field 'nights' is Int [spec]
                parameters: { nights: String, extra: Int, env: MVVMEnvironment }
                              ^
            Specs/A.yml:9:35: error: the operation 'b' sends BerthCreateRequest, which has no field 'extra': the parameter would go unused; remove it or send a request that takes it [spec]
                parameters: { nights: String, extra: Int, env: MVVMEnvironment }
                                              ^
            Specs/A.yml:11:12: error: an operation that sends BerthCreateRequest is async throws, as processRequest(mvvmEnv:) is: remove 'async: false' / 'throws: false' [spec]
                sends: BerthCreateRequest
                       ^
            Specs/A.yml:11:12: error: an operation that sends BerthCreateRequest takes the MVVMEnvironment it is sent with: add the parameter 'mvvmEnv: MVVMEnvironment' (the view passes its environment) [spec]
                sends: BerthCreateRequest
                       ^

            """)
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Prefs
            hosting: client
            operations:
              save:
                sends: PrefsRequest
            """), """
            Specs/A.yml:4:3: warning: the client-hosted operation 'save' writes no storage: give it 'output:', the @Observable type it writes (becomes the last parameter 'output storage:') [OPS-04]
              save:
              ^
            Specs/A.yml:5:5: error: 'sends' is for a server-backed operation: a client-hosted one writes the @Observable storage, and sends nothing [spec]
                sends: PrefsRequest
                ^

            """)
    }

    /// The live operation is generated: the request built from the parameters, sent with the
    /// environment; the stub still records the call.
    func testTheLiveOperationSendsTheRequest() throws {
        let files = SpecHarness.rendered(Self.berth.replacingOccurrences(of: "\n  rename:\n    sends: VesselCreateRequest\n    parameters: { name: String, env: MVVMEnvironment }", with: ""), path: "Specs/Berth.yml")
        let operations = try XCTUnwrap(files["Sources/ViewModels/Berth/BerthViewModelOperations.swift"])
        XCTAssertTrue(operations.contains("""
                    // Sends BerthReservationCreateRequest; its ResponseError reaches the caller as thrown.
                    let request = BerthReservationCreateRequest(
                        requestBody: .init(berthId: berthId, nights: nights)
                    )
                    try await request.processRequest(mvvmEnv: mvvmEnv)
                }
            """), operations)
        XCTAssertTrue(operations.contains("""
                    let request = BerthRequest(query: .init(berthId: berthId))
                    try await request.processRequest(mvvmEnv: env)
            """), operations)
        XCTAssertFalse(operations.contains("vmgen:begin reserve"), "no region: the body is generated")
        XCTAssertTrue(operations.contains("reserveCalledWith = ReserveCall(berthId: berthId, nights: nights)"), operations)
    }
}
