import VMGenKit
import XCTest

/// A server page's hand-written factory: its `body(context:)` (or older `model(context:)`)
/// body is carried; the rest of the extension is listed with the region it belongs in.
final class FactoryReaderTests: XCTestCase {
    private let page = ImportSource(path: "VM/HomeViewModel.swift", text: """
        @ViewModel
        public struct HomeViewModel: RequestableViewModel {
            public typealias Request = HomeRequest
            public let count: Int
            public var vmId: ViewModelId = .init(type: Self.self)
            public init(count: Int) {
                self.count = count
            }
        }

        """)

    private func factory(_ function: String) -> ImportSource {
        ImportSource(path: "Server/HomeViewModel+Factory.swift", text: """
            extension HomeViewModel: ComposableFactory, VaporResponseBodyFactory {
                static let items = LoadRequirement.read(Item.self)
                \(function) {
                    let n = try context.count()
                    return .init(count: n)
                }
            }

            """)
    }

    func testTheBodyIsCarriedAndTheRestListed() {
        let result = SpecImporter.run(swift: [page, factory("public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self")], yaml: [])
        XCTAssertEqual(result.bodies.map(\.region), ["body"])
        XCTAssertEqual(result.bodies.first?.text, "        let n = try context.count()\n        return .init(count: n)\n")
        XCTAssertEqual(result.bodies.first?.viewModel, "Home")
        let messages = result.notes.map(\.rendered)
        XCTAssertTrue(messages.contains("Server/HomeViewModel+Factory.swift:1:11: note: the conformances 'ComposableFactory' of the factory extension are not carried: declare them in the 'vmgen:begin extensions' region of the generated factory"), "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("Server/HomeViewModel+Factory.swift:2:12: note: 'items' in the factory extension") }, "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("extension 'HomeViewModel' is not carried") }, "\(messages)")
    }

    func testAnOlderModelFactoryIsCarriedWithAWord() {
        let result = SpecImporter.run(swift: [page, factory("static func model(context: VaporModelFactoryContext<HomeRequest>) async throws -> Self")], yaml: [])
        XCTAssertEqual(result.bodies.map(\.region), ["body"])
        XCTAssertTrue(result.notes.contains { $0.message.hasPrefix("the body of 'model(context:)' is carried into the generated 'body(context:)'") })
    }

    func testAClientHostedViewModelHasNoFactoryFileToCarryInto() {
        let client = ImportSource(path: page.path, text: page.text.replacingOccurrences(of: "@ViewModel\n", with: "@ViewModel(options: [.clientHostedFactory])\n")
            .replacingOccurrences(of: ": RequestableViewModel", with: "").replacingOccurrences(of: "    public typealias Request = HomeRequest\n", with: ""))
        let result = SpecImporter.run(swift: [client, factory("static func model(context: Context) async throws -> Self")], yaml: [])
        XCTAssertEqual(result.bodies, [])
        XCTAssertTrue(result.notes.contains { $0.message.hasPrefix("the factory body of 'HomeViewModel' is not carried") }, "\(result.notes.map(\.rendered))")
    }
}
