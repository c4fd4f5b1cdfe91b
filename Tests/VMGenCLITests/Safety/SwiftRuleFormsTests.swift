import Foundation
import VMGenTestSupport
import XCTest

/// The built binary's `lint` where a rule's decision spans files: a hand-conforming ViewModel
/// whose witnesses come from another file, operations whose ViewModel's hosting is in another
/// file, a method a view in another file calls, an import without domainModules, and a
/// substitution text in the localization YAML. Each case has its clean counterpart.
final class SwiftRuleFormsTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("vmgen.yml", "locales: [en]\ndomainModules: [HarborData]\n")
    }

    override func tearDown() {
        folder = nil
    }

    /// `path:line:col CODE` of each finding, in output order.
    private func findings(_ arguments: [String] = []) throws -> (status: Int32, found: [String]) {
        let run = try Reliability.vmgen(["lint"] + arguments, in: folder.path)
        let found = run.standardError.split(separator: "\n").compactMap { line -> String? in
            guard let open = line.lastIndex(of: "["), line.hasSuffix("]"), line.contains(": error: ") || line.contains(": warning: ") else { return nil }
            let location = line.prefix { $0 != " " }.dropLast()
            return "\(location) \(line[line.index(after: open)..<line.index(before: line.endIndex)])"
        }
        return (run.status, found)
    }

    private static let handConforming = """
        private struct DockPageViewModel: DockFixture, RequestableViewModel {
            typealias Request = DockPageRequest
            init() {}
        }

        """

    func testAHandConformingViewModelGetsItsWitnessesFromAProtocolExtensionInAnotherFile() throws {
        try folder.write("Tests/AppTests/DockPageTests.swift", Self.handConforming)
        let missing = try findings(["Tests"])
        XCTAssertEqual(missing.found, [
            "Tests/AppTests/DockPageTests.swift:1:16 STUB-01",
            "Tests/AppTests/DockPageTests.swift:1:16 VMID-01",
        ])
        XCTAssertEqual(missing.status, 1)
        try folder.write("Tests/AppTests/DockFixture.swift", """
            protocol DockFixture: Codable, Sendable { init() }
            extension DockFixture {
                var vmId: ViewModelId { ViewModelId() }
                func propertyNames() -> [LocalizableId: String] { [:] }
                static func stub() -> Self { .init() }
            }

            """)
        let given = try findings(["Tests"])
        XCTAssertEqual(given.found, [])
        XCTAssertEqual(given.status, 0)
    }

    func testDECL01ReportsAHandConformanceButNotAnExtensionOfAViewModelDeclaredWithTheMacro() throws {
        try folder.write("Sources/ViewModels/Docks/DocksViewModel.swift", """
            @ViewModel
            public struct DocksViewModel: RequestableViewModel {
                public typealias Request = DocksRequest
                public var vmId: ViewModelId = .init(type: Self.self)
                public static func stub() -> Self { .init() }
            }

            """)
        try folder.write("Sources/ViewModels/Docks/DocksViewModel+Live.swift", "extension DocksViewModel: LiveViewModel {}\n")
        try folder.write("Sources/ViewModels/Docks/DockNoticeViewModel+ViewModel.swift", "extension DockNoticeViewModel: ViewModel {}\n")
        let run = try findings()
        XCTAssertEqual(run.found, ["Sources/ViewModels/Docks/DockNoticeViewModel+ViewModel.swift:1:32 DECL-01"])
        XCTAssertEqual(run.status, 0, "DECL-01 is a warning")
    }

    func testOutputParametersAreJudgedByTheHostingDeclaredInAnotherFile() throws {
        let operations = """
            public protocol InfoViewModelOperations: ViewModelOperations {
                func cache(_ rows: [String], output storage: RowCache)
                func reorder(output storage: RowCache, _ rows: [String])
            }

            """
        try folder.write("Sources/ViewModels/Info/InfoViewModelOperations.swift", operations)
        // The ViewModel is not among the linted files: only the misplaced output is known wrong.
        XCTAssertEqual(try findings().found, ["Sources/ViewModels/Info/InfoViewModelOperations.swift:3:18 OPS-04"])
        try folder.write("Sources/ViewModels/Info/InfoViewModel.swift", """
            @ViewModel
            public struct InfoViewModel: RequestableViewModel {
                public typealias Request = InfoRequest
                public var vmId: ViewModelId = .init(type: Self.self)
                public static func stub() -> Self { .init() }
            }

            """)
        // Server-hosted: no output at all.
        XCTAssertEqual(try findings().found, [
            "Sources/ViewModels/Info/InfoViewModelOperations.swift:2:34 OPS-05",
            "Sources/ViewModels/Info/InfoViewModelOperations.swift:3:18 OPS-05",
        ])
    }

    func testOBS08ReportsWhatAViewInAnotherFileCallsOnItsViewModelAsAUserAction() throws {
        try folder.write("Sources/App/Feed/FeedViewModel.swift", """
            @MainActor @Observable
            final class FeedViewModel {
                private(set) var posts: [String] = []
                func load() async { posts = [] }
                func refresh() async { posts = [] }
                func onTappedRetry() async { await refresh() }
            }

            """)
        try folder.write("Sources/App/Feed/FeedView.swift", """
            struct FeedView: View {
                @State private var viewModel = FeedViewModel()
                var body: some View {
                    List(viewModel.posts, id: \\.self) { Text($0) }
                        .task { await viewModel.load() }
                        .refreshable { await viewModel.refresh() }
                }
            }

            """)
        XCTAssertEqual(try findings().found, ["Sources/App/Feed/FeedViewModel.swift:5:10 OBS-08"])
    }

    func testWithoutDomainModulesAnImportIsReportedUnlessViewModelsImportsAllowsIt() throws {
        try folder.write("vmgen.yml", "locales: [en]\n")
        try folder.write("Sources/ViewModels/Docks/DocksViewModel.swift", "import FOSMVVM\nimport HarborFormatting\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n")
        let unknown = try findings()
        XCTAssertEqual(unknown.found, ["Sources/ViewModels/Docks/DocksViewModel.swift:2:1 DOM-01"])
        XCTAssertEqual(unknown.status, 1)
        try folder.write("vmgen.yml", "locales: [en]\nviewModels:\n  imports: [HarborFormatting]\n")
        let allowed = try findings()
        XCTAssertEqual(allowed.found, [])
        XCTAssertEqual(allowed.status, 0)
    }

    func testASubstitutionTextIsCheckedAgainstTheDictionaryInSwift() throws {
        try folder.write("Sources/ViewModels/Greeting/GreetingViewModel.swift", """
            @ViewModel
            public struct GreetingViewModel {
                @LocalizedSubs(substitutions: \\.subs) public var greeting
                private let user: String
                private var subs: [String: any Localizable] { ["name": LocalizableString.constant(user)] }
                public var vmId: ViewModelId = .init(type: Self.self)
                public static func stub() -> Self { .init(user: "Fred") }
            }

            """)
        try folder.write("Sources/Resources/ViewModels/Greeting.yml", "en:\n  GreetingViewModel:\n    greeting: \"Hi %{nmae}\"\n")
        XCTAssertEqual(try findings().found, ["Sources/Resources/ViewModels/Greeting.yml:3:5 LOC-04"])
        try folder.write("Sources/Resources/ViewModels/Greeting.yml", "en:\n  GreetingViewModel:\n    greeting: \"Hi %{name}\"\n")
        XCTAssertEqual(try findings().found, [])
    }
}
