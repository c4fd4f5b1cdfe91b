import VMGenKit
import XCTest

/// A request whose body adopts a form's Fields protocol (`body: VesselFields`) sends the form
/// fields' stubs from its `stub()`, a field's `stub:` among them. The import knows a field's
/// `stub:` only from the form ViewModel's `stub()`, so the request must be compared with those
/// stubs, or vmgen's own request is listed as not carried.
final class ImportFormBodyStubTests: XCTestCase {
    func testARequestWithAFormBodyKeepsTheFieldStubsOfTheForm() throws {
        let spec = """
            viewModel: Vessel
            hosting: server
            form:
              name: VesselFields
              fields:
                name: { type: String, stub: "Sea Breeze", title: { en: "Name" } }
                berths: { type: Int, range: 1...12, title: { en: "Berths" }, messages: { outOfRange: { en: "1 to 12" } } }
            requests:
              VesselUpdate:
                query:
                  vesselId: ModelIdType
                body: VesselFields

            """
        var config = ProjectConfig()
        config.locales = ["en"]
        var input = Generator.Input(config: config, specs: [SpecFile(path: "Specs/Vessel.yml", text: spec)], templates: TemplateLibrary.templateSet().templates, existing: [:])
        input.keepsUnchangedFiles = true
        let first = Generator.run(input)
        XCTAssertEqual(first.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let request = try XCTUnwrap(first.rendered.first { $0.path.hasSuffix("/VesselUpdateRequest.swift") })
        XCTAssertTrue(request.contents.contains("requestBody: .init(name: \"Sea Breeze\", berths: 1)"), request.contents)

        let imported = SpecImporter.run(
            swift: first.rendered.filter { $0.path.hasSuffix(".swift") }.map { ImportSource(path: $0.path, text: $0.contents) },
            yaml: first.rendered.filter { $0.path.hasSuffix(".yml") }.map { ImportSource(path: $0.path, text: $0.contents) },
            viewModelsModule: config.viewModels.module)
        XCTAssertEqual(imported.notes.filter { $0.location.file == request.path }.map(\.message), [])
        XCTAssertTrue(try XCTUnwrap(imported.specs.first).text.contains("stub: \"Sea Breeze\""))
    }
}
