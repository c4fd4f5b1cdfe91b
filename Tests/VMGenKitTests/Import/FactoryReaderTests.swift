import VMGenKit
import XCTest

/// A server page's hand-written factory: its `body(context:)` (or older `model(context:)`)
/// body is carried into the `body` region, the rest of the extension into `extensions`, the
/// imports of other modules into `imports`.
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

    func testTheBodyAndTheRestOfTheExtensionAreCarriedIntoTheirRegions() {
        let result = SpecImporter.run(swift: [page, factory("public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self")], yaml: [])
        XCTAssertEqual(result.bodies.map(\.region), ["extensions", "body"])
        XCTAssertEqual(result.bodies.first { $0.region == "body" }?.text, "        let n = try context.count()\n        return .init(count: n)\n")
        // The data requirement and the other conformance, byte for byte, in an extension of their own.
        XCTAssertEqual(result.bodies.first { $0.region == "extensions" }?.text, """
            extension HomeViewModel: ComposableFactory {
                static let items = LoadRequirement.read(Item.self)
            }

            """)
        XCTAssertEqual(Set(result.bodies.map(\.viewModel)), ["Home"])
        XCTAssertEqual(result.notes.map(\.rendered), [], "everything in the factory file is carried")
    }

    func testImportsOfOtherModulesGoIntoTheImportsRegion() {
        let withImports = ImportSource(path: "Server/HomeViewModel+Factory.swift", text: """
            import Channel
            import FOSMVVM
            import FOSMVVMVapor
            import Vapor
            import HomeModels
            @preconcurrency import Ledger

            extension HomeViewModel: VaporResponseBodyFactory {
                public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self
                where R.ResponseBody == Self {
                    .init(count: 1)
                }
            }

            """)
        let result = SpecImporter.run(swift: [page, withImports], yaml: [], viewModelsModule: "HomeModels")
        XCTAssertEqual(result.bodies.map(\.region), ["imports", "body"])
        XCTAssertEqual(result.bodies.first?.text, "import Channel\n@preconcurrency import Ledger\n")
    }

    func testAnExtensionWhoseBracesShareALineWithAMemberIsListed() {
        let crammed = ImportSource(path: "Server/HomeViewModel+Factory.swift", text: """
            extension HomeViewModel: ComposableFactory, VaporResponseBodyFactory { static let items = LoadRequirement.read(Item.self)
                public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self {
                    .init(count: 1)
                }
            }

            """)
        let result = SpecImporter.run(swift: [page, crammed], yaml: [])
        XCTAssertEqual(result.bodies.map(\.region), ["body"])
        let messages = result.notes.map(\.rendered)
        XCTAssertTrue(messages.contains("Server/HomeViewModel+Factory.swift:1:11: note: the conformances 'ComposableFactory' of the factory extension are not carried (the body shares a line with its '{' or '}', and a protected region holds whole lines): declare them in the 'vmgen:begin extensions' region of the generated factory"), "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("Server/HomeViewModel+Factory.swift:1:79: note: 'items' in the factory extension") }, "\(messages)")
    }

    func testAnOlderModelFactoryIsCarriedWithAWord() {
        let result = SpecImporter.run(swift: [page, factory("static func model(context: VaporModelFactoryContext<HomeRequest>) async throws -> Self")], yaml: [])
        XCTAssertEqual(result.bodies.map(\.region), ["extensions", "body"])
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
