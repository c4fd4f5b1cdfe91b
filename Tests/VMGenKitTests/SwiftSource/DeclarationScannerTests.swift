import VMGenKit
import XCTest

/// The declarations of a realistic FOSMVVM ViewModel file, field by field.
final class DeclarationScannerTests: XCTestCase {
    private let file = SwiftSourceFile.parse(SwiftSourceFixtures.infoViewModelFile, path: "InfoViewModel.swift")

    /// The byte offset of the first occurrence of `needle` in the fixture.
    private func offset(of needle: String) -> Int {
        let source = SwiftSourceFixtures.infoViewModelFile
        return source.utf8.distance(from: source.startIndex, to: source.range(of: needle)!.lowerBound)
    }

    func testTheWholeFile() {
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.imports.map(\.module), ["FOSFoundation", "FOSMVVM", "Foundation", "SwiftUI"])
        XCTAssertEqual(SwiftDeclarationDescription.lines(file.declarations), [
            "struct InfoViewModel @ViewModel [public] : RequestableViewModel {}",
            "  typealias Request [public] = InfoRequest",
            "  var title @LocalizedString [public]",
            #"  var subtitle @LocalizedSubs(substitutions: \.subs) [public]"#,
            "  let deviceId [public] : String",
            "  let vmId [public] : ViewModelId",
            "  let isStub [private] : Bool",
            "  var operations [public] : any InfoViewModelOperations {} #if canImport(SwiftUI)",
            "  init init [public] (deviceId: String) {}",
            "  init init [private] (isStub: Bool, deviceId: String) {}",
            #"  func stub [public static] (deviceId: String = "x") -> Self {}"#,
            "extension InfoViewModel {}",
            "  func stub [static] (flag: Bool) -> Self {}",
            "protocol InfoViewModelOperations [public] : Sendable {}",
            "  func disconnect (_ id: String, output storage: UserSettings) async throws",
            "  func refresh async",
            "class InfoStubOps [final] : InfoViewModelOperations, @unchecked Sendable {}",
            "  func disconnect (_ id: String, output storage: UserSettings) async throws {}",
            "  func refresh async {}",
            "class InfoRequest [public final] : ViewModelRequest, @unchecked Sendable {}",
            "  typealias Query [public] = EmptyQuery",
            "  typealias ResponseBody [public] = InfoViewModel",
            "  var responseBody [public] : ResponseBody?",
            "  init init [public] (query: Query? = nil, sort: EmptySorting? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: ResponseBody? = nil) {}",
        ])
    }

    func testTheViewModelStruct() throws {
        let viewModel = try XCTUnwrap(file.declarations.first)
        XCTAssertEqual(viewModel.kind, .struct)
        XCTAssertEqual(viewModel.attributes, [
            SwiftAttribute(name: "ViewModel", arguments: nil, location: SourceLocation(file: "InfoViewModel.swift", line: 10, column: 1, offset: offset(of: "@ViewModel\n"))),
        ])
        XCTAssertEqual(viewModel.location.line, 11)
        XCTAssertEqual(viewModel.location.column, 8)
        XCTAssertEqual(viewModel.nameLocation.column, 15)
        XCTAssertFalse(viewModel.isStatic)
        XCTAssertEqual(viewModel.members.filter { $0.kind == .let }.map(\.name), ["deviceId", "vmId", "isStub"])

        let operations = try XCTUnwrap(viewModel.members.first { $0.name == "operations" })
        XCTAssertEqual(operations.conditions, ["canImport(SwiftUI)"])
        XCTAssertNil(operations.initializer)
        XCTAssertEqual(file.tokens[operations.bodyTokens].map(\.text), ["isStub", "?", "InfoStubOps", "(", ")", ":", "InfoOps", "(", ")"])

        let stub = try XCTUnwrap(viewModel.members.last)
        XCTAssertTrue(stub.isStatic)
        XCTAssertEqual(stub.parameters, [
            SwiftParameter(label: nil, name: "deviceId", type: "String", defaultValue: "\"x\"", location: SourceLocation(file: "InfoViewModel.swift", line: 36, column: 29, offset: offset(of: "deviceId: String = "))),
        ])
    }

    func testBodiesAreTokenRangesBetweenTheBraces() throws {
        let viewModel = try XCTUnwrap(file.declarations.first)
        XCTAssertEqual(file.tokens[viewModel.bodyTokens.lowerBound - 1].text, "{")
        XCTAssertEqual(file.tokens[viewModel.bodyTokens.upperBound].text, "}")
        XCTAssertEqual(file.tokens[viewModel.bodyTokens.upperBound].location.line, 39)
        let publicInit = viewModel.members[7]
        XCTAssertEqual(file.tokens[publicInit.bodyTokens].map(\.text), ["self", ".", "init", "(", "isStub", ":", "false", ",", "deviceId", ":", "deviceId", ")"])
        let requirement = file.declarations[2].members[0]
        XCTAssertFalse(requirement.hasBody)
        XCTAssertTrue(requirement.bodyTokens.isEmpty)
        let emptyBody = file.declarations[3].members[0]
        XCTAssertTrue(emptyBody.hasBody)
        XCTAssertTrue(emptyBody.bodyTokens.isEmpty)
    }

    func testLocalDeclarationsInBodiesAreNotDeclarations() throws {
        let extensionStub = try XCTUnwrap(file.declarations[1].members.first)
        XCTAssertEqual(extensionStub.members, [])
        XCTAssertFalse(file.allDeclarations.contains { $0.name == "label" })
    }

    func testAllDeclarationsIsDepthFirst() {
        XCTAssertEqual(file.allDeclarations.prefix(4).map(\.name), ["InfoViewModel", "Request", "title", "subtitle"])
        XCTAssertEqual(file.allDeclarations.count, 24)
        XCTAssertEqual(file.allDeclarations.map(\.name), file.declarations.flatMap(\.flattened).map(\.name))
    }

    func testProtocolRequirementWithLabelsAndEffects() throws {
        let disconnect = try XCTUnwrap(file.declarations[2].members.first)
        XCTAssertEqual(disconnect.parameters.map(\.label), ["_", "output"])
        XCTAssertEqual(disconnect.parameters.map(\.name), ["id", "storage"])
        XCTAssertEqual(disconnect.parameters.map(\.type), ["String", "UserSettings"])
        XCTAssertEqual(disconnect.effects, ["async", "throws"])
        XCTAssertNil(disconnect.returnType)
    }

    func testRequestInitializerParameters() throws {
        let initializer = try XCTUnwrap(file.declarations[4].members.last)
        XCTAssertEqual(initializer.kind, .`init`)
        XCTAssertEqual(initializer.parameters.map(\.name), ["query", "sort", "fragment", "requestBody", "responseBody"])
        XCTAssertEqual(initializer.parameters.map(\.label), [nil, nil, nil, nil, nil])
        XCTAssertEqual(initializer.parameters.map(\.defaultValue), ["nil", "nil", "nil", "nil", "nil"])
        XCTAssertEqual(initializer.parameters.map(\.location.line), [65, 66, 67, 68, 69])
    }
}
