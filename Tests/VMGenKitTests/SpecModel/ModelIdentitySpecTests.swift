import VMGenKit
import VMGenTestSupport
import XCTest

/// A ViewModel identified by a model's `ModelIdentity` keeps it, so its view can hand it to the
/// operations that act on the model (issue 14 §6); FOSMVVM mints one only from a `Model`, so the
/// stub takes the identity of a stub model in the ViewModel's file.
final class ModelIdentitySpecTests: XCTestCase {
    private static let device = """
        viewModel: Device
        hosting: server
        identity: { modelIdentity: device }
        properties:
          device: ModelIdentity
          name: String
        operations:
          reboot:
            parameters:
              device: ModelIdentity
              mvvmEnv: MVVMEnvironment
        """

    func testTheIdentityIsStoredAndHandedToModelIdentifiedViewModel() throws {
        let source = try viewModelFile(Self.device, path: "Sources/ViewModels/Device/DeviceViewModel.swift")
        XCTAssertTrue(source.contains("public struct DeviceViewModel: RequestableViewModel, ModelIdentifiedViewModel {"), source)
        XCTAssertTrue(source.contains("public let device: ModelIdentity\n"), source)
        XCTAssertTrue(source.contains("public var modelIdentity: ModelIdentity { device }"), source)
        XCTAssertTrue(source.contains("self.device = device\n"), source)
        XCTAssertTrue(source.contains("self.vmId = device.viewModelId\n"), source)
        // The stub never builds the identity's text: it asks a Model for one.
        XCTAssertTrue(source.contains(".init(isStub: true, device: Self.stubModelIdentity, name: \"Fred Flintstone\")"), source)
        XCTAssertTrue(source.contains("private struct DeviceStubModel: Model {"), source)
        XCTAssertTrue(source.contains("static var modelIdentityNamespace: ModelNamespace { .init(for: DeviceViewModel.self) }"), source)
        XCTAssertFalse(source.contains("bedrock-42"), source)
    }

    func testASourceNamedModelIdentityNeedsNoAlias() throws {
        let spec = """
            viewModel: Gadget
            hosting: server
            page: false
            identity: { modelIdentity: modelIdentity }
            properties:
              modelIdentity: ModelIdentity
              label: String
            """
        let source = try viewModelFile(spec, path: "Sources/ViewModels/Gadget/GadgetViewModel.swift")
        XCTAssertTrue(source.contains("public struct GadgetViewModel: ModelIdentifiedViewModel {"), source)
        XCTAssertTrue(source.contains("public let modelIdentity: ModelIdentity\n"), source)
        XCTAssertFalse(source.contains("public var modelIdentity"), source)
        // Not interactive: the stub's parameters are the other properties; the identity is the stub model's.
        XCTAssertTrue(source.contains("public static func stub(label: String = \"Yabba dabba doo\") -> Self {"), source)
        XCTAssertTrue(source.contains(".init(modelIdentity: Self.stubModelIdentity, label: label)"), source)
    }

    func testAnotherPropertyNamedModelIdentityIsAnError() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Device
            hosting: server
            identity: { modelIdentity: device }
            properties:
              device: ModelIdentity
              modelIdentity: String
            """), """
            Specs/A.yml:6:3: error: 'modelIdentity' is what ModelIdentifiedViewModel reads, and vmgen passes 'device' on under that name; rename this property [spec]
              modelIdentity: String
              ^

            """)
    }

    func testAModelIdentityThatIsNotTheSourceIsAnError() {
        XCTAssertEqual(SpecHarness.errors("""
            viewModel: Device
            hosting: server
            identity: { modelIdentity: device }
            properties:
              device: ModelIdentity
              owner: ModelIdentity
            """), """
            Specs/A.yml:6:3: error: a ModelIdentity property can only be the identity's source ('identity: { modelIdentity: owner }'): FOSMVVM mints one only from a Model, so vmgen stubs only that one [spec]
              owner: ModelIdentity
              ^

            """)
    }

    private func viewModelFile(_ spec: String, path: String) throws -> String {
        let files = SpecHarness.rendered(spec)
        return try XCTUnwrap(files[path], "\(files.keys.sorted())")
    }
}
