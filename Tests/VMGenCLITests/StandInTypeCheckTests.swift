import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// The examples' code type-checked against a stand-in of FOSMVVM's public API.
///
/// The real FOSMVVM cannot be fetched here (and SwiftUI does not exist on Linux), so
/// `Tests/Fixtures/FOSMVVMStandIn/` re-declares the public API the generated code uses — with the
/// exact signatures of `../shared/fosmvvm-reference.md`; its README lists what it covers and
/// what it assumes — as the modules `FOSFoundation`, `FOSMVVM`, `FOSTesting`, `Vapor` and
/// `FOSMVVMVapor`. For every example (`vmgen.yml` gives the paths), in Swift 6 mode:
///
/// 1. every Swift file of the ViewModels module, generated and hand-written, is built as a module
///    that sees only `FOSFoundation` and `FOSMVVM` (plus the toolchain's Foundation and Observation),
///    so a forbidden import fails as in a real project;
/// 2. the server module's files are type-checked against it plus `Vapor` and `FOSMVVMVapor`, except
///    files importing anything else (a domain module such as Harbor's `HarborData`, which does not
///    exist here) — a file importing it only in its protected regions is checked with the regions'
///    code left out, so the factory conformance the generated routes file relies on is there;
/// 3. the generated tests (`tests.path`) are type-checked against it plus `FOSTesting`.
///
/// All of it twice: as on Linux (`#if canImport(SwiftUI)` inactive, so StubOps and `operations`
/// drop out, as they do for real) and with those conditions made `true`, so that code is checked too.
/// The project's modules share one `-package-name`, as SwiftPM builds them; a target with resources
/// gets SwiftPM's `Bundle.module` accessor (emulated), the test target always (its YAML). A warning
/// fails the test like an error: generated code is meant to compile cleanly.
///
/// 4. In the SwiftUI pass, the App module (`app.path`: the generated App file, the observable screens
///    and their views, hand-written files) is type-checked with `-D DEBUG` against a SwiftUI stand-in
///    (`Tests/Fixtures/FOSMVVMStandIn/SwiftUI`, SwiftUI does not exist on Linux) and a build of the
///    FOSMVVM stand-in that includes its `#if canImport(SwiftUI)` API (`registerTestView`,
///    `ViewModelView`, `bind()`, `bind(appState:)`, `previewHost`, `testDataTransporter`, `testHost`,
///    the `MVVMEnvironment` initializers), with the generated views (`views.path`; `#Preview` made a
///    function). A view the project writes by hand (no `views:`, or listed in `views.handWritten`)
///    that the App registers but no file declares is synthesized as a minimal `ViewModelView`.
/// 5. In the SwiftUI pass too, the FOSTestingUI tests (`uiTests.path`) are type-checked against it
///    plus a stand-in of `FOSTestingUI` with the few declarations of Apple's XCTest UI testing it needs.
///
/// `@ViewModel`, `@FieldValidationModel` and `@LocalizableError` are macros, whose plugin needs
/// swift-syntax; `FOSMVVMMacroEmulation` (below) removes the attributes and appends what they expand
/// to. The snippet tests keep the stand-in and the emulation honest: documented forms must be
/// accepted, and code the real library rejects must fail with the diagnostic the real compiler gives.
///
/// `VMGEN_STANDIN_PROJECTS=/a:/b` checks other vmgen projects instead of the examples;
/// `VMGEN_STANDIN_DUMP=/folder` keeps the emulated sources there for a look.
final class StandInTypeCheckTests: XCTestCase {
    func testTheExamplesTypeCheckAgainstTheFOSMVVMStandIn() throws {
        let standIn = try StandInModules()
        var examples = 0
        var report: [String] = []
        // VMGEN_STANDIN_PROJECTS=/a:/b checks other vmgen projects instead of the examples.
        let projects = ProcessInfo.processInfo.environment["VMGEN_STANDIN_PROJECTS"].map { $0.split(separator: ":").map(String.init) }
        for example in projects ?? Repository.examples {
            let project = try StandInProject(root: example)
            guard !project.viewModelFiles.isEmpty else { continue }
            examples += 1
            // Both passes (SwiftUI off, as on Linux; SwiftUI on) run at once: 2 cores, 2 passes.
            let results = ConcurrentResults<[String]>(count: 2)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                do {
                    results.set(index, try project.typeCheck(activatingSwiftUI: index == 1, against: standIn))
                } catch {
                    results.set(index, ["\(project.name): the type-check could not run: \(error)"])
                }
            }
            for problems in results.values { report += problems ?? [] }
        }
        XCTAssertGreaterThan(examples, 0, "no example has a ViewModels module")
        XCTAssertTrue(report.isEmpty, "\n" + report.joined(separator: "\n\n"))
    }

    /// Every page `vmgen new` writes (server or client, with or without the example operation)
    /// generates code that type-checks with nothing added: the client-hosted interactive page
    /// gets the storage its operation writes (`{Name}State.swift`, the user's file).
    func testEveryNewPageTypeChecksWithNothingAdded() throws {
        let standIn = try StandInModules()
        var report: [String] = []
        for hosting in ["server", "client"] {
            for interactive in [false, true] {
                let folder = try TemporaryFolder()
                try folder.write("vmgen.yml", "locales: [en]\n")
                let arguments = ["new", "OrderList", "--hosting", hosting] + (interactive ? ["--interactive"] : [])
                XCTAssertEqual(vmgen(arguments, in: folder.path).code, .success)
                let generated = vmgen("generate", in: folder.path)
                XCTAssertEqual(generated.code, .success, generated.err)
                let project = try StandInProject(root: folder.path)
                for swiftUI in [false, true] {
                    report += try project.typeCheck(activatingSwiftUI: swiftUI, against: standIn).map { arguments.joined(separator: " ") + ": " + $0 }
                }
            }
        }
        XCTAssertTrue(report.isEmpty, "\n" + report.joined(separator: "\n\n"))
    }

    /// Only a view the project writes by hand is synthesized: a generated view that is missing
    /// fails the App's check, and one listed in `views.handWritten` is stood in for.
    func testOnlyHandWrittenViewsAreSynthesized() throws {
        let standIn = try StandInModules()
        let copy = try TemporaryFolder()
        let harbor = copy.path + "/Harbor"
        try FileManager.default.copyItem(atPath: Repository.root + "/Examples/Harbor", toPath: harbor)
        try FileManager.default.removeItem(atPath: harbor + "/Sources/HarborApp/Views/Dashboard/SummaryView.swift")
        let missing = try StandInProject(root: harbor).typeCheck(activatingSwiftUI: true, against: standIn).joined(separator: "\n")
        let app = try String(contentsOfFile: harbor + "/Sources/HarborApp/HarborApp.swift", encoding: .utf8).components(separatedBy: "\n")
        let line = try XCTUnwrap(app.firstIndex { $0.contains("SummaryView") }) + 1
        XCTAssertTrue(missing.contains("HarborApp.swift:\(line):26: error: cannot find 'SummaryView' in scope"), missing)

        let config = try String(contentsOfFile: harbor + "/vmgen.yml", encoding: .utf8)
        try Data(config.replacingOccurrences(of: "  path: Sources/HarborApp/Views\n", with: "  path: Sources/HarborApp/Views\n  handWritten: [SummaryView]\n").utf8)
            .write(to: URL(fileURLWithPath: harbor + "/vmgen.yml"))
        XCTAssertEqual(try StandInProject(root: harbor).typeCheck(activatingSwiftUI: true, against: standIn), [])
    }

    /// The stand-in and the emulation accept the documented forms the examples do not use.
    func testTheStandInAcceptsWhatFOSMVVMAccepts() throws {
        let result = try Self.typeCheck(["Accepted": Self.accepted], against: try StandInModules())
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertFalse(result.output.contains("warning:"), result.output)
    }

    /// The stand-in must keep rejecting what the real library rejects: each snippet goes through the
    /// same macro emulation and must fail with the quoted diagnostic, in that very file.
    func testTheStandInRejectsWhatFOSMVVMRejects() throws {
        var snippets: [String: String] = [:]
        for (name, snippet) in Self.rejected { snippets[name] = snippet.source }
        let result = try Self.typeCheck(snippets, against: try StandInModules())
        XCTAssertNotEqual(result.status, 0, "the rejected snippets type-check:\n\(result.output)")
        for (name, snippet) in Self.rejected {
            let errors = result.output.split(separator: "\n").filter { $0.contains("/" + name + ".swift:") && $0.contains("error:") }
            XCTAssertTrue(
                errors.contains { $0.contains(snippet.error) },
                "\(name) should fail with “\(snippet.error)”; the compiler said:\n\(result.output)")
        }
    }

    /// The SwiftUI part of the stand-in keeps FOSMVVM 0.13.3's shape: the documented App compiles,
    /// and the instance `registerTestView` removed in 0.11.0 fails as it would.
    func testTheStandInsSwiftUIPartMatchesFOSMVVM() throws {
        let standIn = try StandInModules()
        let app = """
            struct CardViewModel: ViewModel {
                var vmId = ViewModelId()
                func propertyNames() -> [LocalizableId: String] { [:] }
                static func stub() -> Self { .init() }
            }
            struct CardView: ViewModelView {
                init(viewModel: CardViewModel) {}
                var body: some View { Text(verbatim: "card") }
            }

            @main
            struct CardApp: App {
                @State private var mvvmEnv = MVVMEnvironment(
                    appBundle: .main, deploymentURLs: [.production: URL(string: "https://api.example")!])
                var body: some Scene {
                    WindowGroup {
                        ZStack { ProgressView() }
                        #if DEBUG
                        .testHost()
                        #endif
                    }
                    .environment(mvvmEnv)
                }
                init() { MVVMEnvironment.registerTestingViews() }
            }

            private extension MVVMEnvironment {
                @MainActor static func registerTestingViews() {
                    registerTestView(CardView.self)
                    registerTestView(CardView.self, scrollable: true)
                }
            }
            """
        let accepted = try Self.typeCheck(["App": app], against: standIn, swiftUI: true)
        XCTAssertEqual(accepted.status, 0, accepted.output)
        XCTAssertFalse(accepted.output.contains("warning:"), accepted.output)

        let instance = app.replacingOccurrences(
            of: "init() { MVVMEnvironment.registerTestingViews() }",
            with: "init() { mvvmEnv.registerTestView(CardView.self) }")
        let rejected = try Self.typeCheck(["App": instance], against: standIn, swiftUI: true)
        XCTAssertNotEqual(rejected.status, 0, rejected.output)
        XCTAssertTrue(rejected.output.contains("static member 'registerTestView' cannot be used on instance of type 'MVVMEnvironment'"), rejected.output)
    }

    /// `snippets` (file name → code after the three imports), emulated and type-checked as one module;
    /// `swiftUI`: against the SwiftUI stand-in and FOSMVVM's SwiftUI build, importing SwiftUI too.
    static func typeCheck(_ snippets: [String: String], against standIn: StandInModules, swiftUI: Bool = false) throws -> ProcessRunner.Result {
        let folder = try TemporaryFolder()
        let header = "import FOSFoundation\nimport FOSMVVM\nimport Foundation\n" + (swiftUI ? "import SwiftUI\n" : "") + "\n"
        var paths: [String] = []
        for (name, source) in snippets.sorted(by: { $0.key < $1.key }) {
            try folder.write(name + ".swift", FOSMVVMMacroEmulation.expand(header + source, path: name + ".swift"))
            paths.append(folder.path + "/" + name + ".swift")
        }
        // Every file's errors, not only the first failing file's.
        return try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: [
            "-typecheck", "-swift-version", "6", "-parse-as-library", "-continue-building-after-errors", "-module-name", "Snippets",
        ] + (swiftUI ? ["-D", "DEBUG"] + standIn.includesWithSwiftUI(["FOSFoundation", "FOSMVVM"]) : standIn.includes(["FOSFoundation", "FOSMVVM"])) + paths)
    }

    /// Documented forms (reference §1.3-§1.7, §2.1, §3.7) the examples do not all use.
    private static let accepted = """
        @ViewModel
        public struct WrappersViewModel {
            @LocalizedString public var title
            @LocalizedString(propertyName: "heading") public var otherTitle
            @LocalizedString(parentKeys: "a", "b") public var nested
            @LocalizedString(parentKeys: "aField", propertyName: "title") public var aFieldTitle
            @LocalizedString(propertyName: "pieces", index: 0) public var first
            @LocalizedString("content", messageGroup: "validationMessages", messageKey: "required") public var message
            @LocalizedInt(value: 42) public var answer
            @LocalizedDouble(value: 4.2, maximumFractionDigits: 1) public var ratio
            @LocalizedDate(value: Date(timeIntervalSince1970: 0), dateStyle: .short) public var date
            @LocalizedStrings public var pieces
            @LocalizedString public var separator
            // `separator: \\._separator` cannot infer its root (an optional key path): `\\Self.`, as FOSMVVM's tests write it.
            @LocalizedCompoundString(pieces: \\._pieces, separator: \\Self._separator) public var joined
            @LocalizedSubs(substitutions: \\.plain) public var greeting
            @LocalizedSubs(substitutions: \\.mixed) public var summary

            private var plain: [String: LocalizableString] { ["name": .constant("Fred")] }
            private var mixed: [String: any Localizable] { ["count": count, "name": LocalizableString.constant("Fred")] }
            public let count: LocalizableInt
            public var label: LocalizableString = .localized(for: WrappersViewModel.self, propertyName: "label")
            public var vmId: ViewModelId = .init(id: 42)

            public init(count: Int) { self.count = .init(value: count) }

            // `_`-labelled: forwarded positionally.
            public static func stub(_ count: Int = 42) -> Self { .init(count: count) }
        }

        public enum Catalog {
            // Nested: the expansion names `Catalog.EntryViewModel`.
            @ViewModel
            public struct EntryViewModel {
                public let id: ModelIdType
                public let vmId: ViewModelId
                public init(id: ModelIdType) {
                    self.id = id
                    vmId = .init(id: id)
                }
                public static func stub(id: ModelIdType = .init()) -> Self { .init(id: id) }
            }
        }

        #if canImport(Foundation)
        // Inside #if: the expansion is under the same condition. A defaulted init parameter is still
        // AppState; the zero-arg stub is hand-written, so none is synthesized.
        @ViewModel(options: [.clientHostedFactory])
        public struct SettingsViewModel {
            @LocalizedString public var pageTitle
            public let theme: String
            public var vmId: ViewModelId = .init(type: Self.self)
            public init(theme: String, retries: Int = 3) { self.theme = theme }
            public static func stub() -> Self { .init(theme: "dark") }
        }
        #endif

        @LocalizableError
        public struct QuotaError: ServerRequestError {
            @LocalizedString public var quotaExceeded
            public var localizedMessage: any Localizable { quotaExceeded }
            public init() {}
        }

        @FieldValidationModel
        public struct NoteFieldsMessages {
            @LocalizedString("text", messageGroup: "validationMessages", messageKey: "required") public var textRequiredMessage
            public init() {}
        }

        public final class EntryDeleteRequest: DeleteRequest, @unchecked Sendable {
            public typealias Query = EmptyQuery
            public typealias Fragment = EmptyFragment
            public typealias RequestBody = EmptyBody
            public typealias ResponseBody = EmptyBody
            public typealias ResponseError = EmptyError
            public init(query: EmptyQuery?, sort: EmptySort?, fragment: EmptyFragment?, requestBody: EmptyBody?, responseBody: EmptyBody?) {}
            public static func stub() -> Self { .init(query: nil, sort: nil, fragment: nil, requestBody: nil, responseBody: nil) }
        }

        // Reference part 2 §5.1: the canonical nested ResponseError (LocalizableError does not refine
        // ServerRequestError, so the struct names it); §5.2: the client-hosted error display stores
        // the message as LocalizableString, and init(responseError:) is a throwing convenience.
        public final class BerthLoadRequest: ViewModelRequest, @unchecked Sendable {
            public typealias Query = EmptyQuery

            @LocalizableError
            public struct ResponseError: ServerRequestError {
                public enum Code: CaseIterable, Codable, Hashable, Sendable {
                    case closed
                    case removed
                }

                public let code: Code
                public let berthName: String

                @LocalizedSubs(substitutions: \\.closedMessageSubstitutions) public var closedMessage
                @LocalizedString public var removedMessage

                public var localizedMessage: any Localizable {
                    switch code {
                    case .closed: return closedMessage
                    case .removed: return removedMessage
                    }
                }

                private var closedMessageSubstitutions: [String: any Localizable] {
                    ["berth": LocalizableString.constant(berthName)]
                }

                public init(code: Code, berthName: String) {
                    self.code = code
                    self.berthName = berthName
                }
            }

            public var responseBody: BerthLoadViewModel?
            public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: BerthLoadViewModel? = nil) {
                self.responseBody = responseBody
            }
        }

        @ViewModel
        public struct BerthLoadViewModel: RequestableViewModel {
            public typealias Request = BerthLoadRequest
            public var vmId: ViewModelId = .init(type: Self.self)
            public init() {}
            public static func stub() -> Self { .init() }
        }

        @ViewModel(options: [.clientHostedFactory])
        public struct BerthLoadErrorViewModel {
            @LocalizedString public var title
            public let message: LocalizableString
            public let berthName: String
            public var vmId: ViewModelId = .init(type: Self.self)
            public init(message: LocalizableString, berthName: String) {
                self.message = message
                self.berthName = berthName
            }
            public static func stub(message: LocalizableString = .constant("Yabba dabba doo"), berthName: String = "Fred") -> Self {
                .init(message: message, berthName: berthName)
            }
        }

        extension BerthLoadErrorViewModel {
            public init(responseError: BerthLoadRequest.ResponseError) throws {
                try self.init(message: .constant(responseError.localizedMessage.localizedString), berthName: responseError.berthName)
            }
        }

        func shows(_ error: any Error) throws -> BerthLoadErrorViewModel.AppState? {
            guard let error = error as? BerthLoadRequest.ResponseError else { return nil }
            _ = try BerthLoadErrorViewModel(responseError: error)
            return BerthLoadErrorViewModel.AppState(message: .constant(try error.localizedMessage.localizedString), berthName: error.berthName)
        }

        func uses(_ identity: ModelIdentity, mvvmEnv: MVVMEnvironment) async throws {
            _ = EntryDeleteRequest(query: nil, fragment: nil, requestBody: nil, responseBody: nil)  // the 4-argument convenience
            try await EntryDeleteRequest.stub().processRequest(mvvmEnv: mvvmEnv)
            _ = ViewModelId(id: identity.viewModelId == ViewModelId() ? "a" : "b")
            _ = Catalog.EntryViewModel.stub().propertyNames()
            _ = SystemVersion.current.versionString
        }

        // @VersionedFactory as FOSUtilities' own versioning test writes it: the Context typealias
        // names the dispatcher's parameter, the .vX_Y_Z members are the project's.
        extension SystemVersion {
            static var v1_0_0: Self { .vInitial }
            static var v2_1_0: Self { .init(major: 2, minor: 1) }
        }

        public struct TideContext: ViewModelFactoryContext {
            public var appVersion: SystemVersion { get throws { .vInitial } }
        }

        @ViewModel
        public struct TideViewModel {
            public var vmId: ViewModelId = .init(type: Self.self)
            public init() {}
            public static func stub() -> Self { .init() }
        }

        @VersionedFactory
        extension TideViewModel: ViewModelFactory {
            public typealias Context = TideContext

            @Version(.v2_1_0)
            static func model_v2_1_0(context: Context) async throws -> Self { .init() }

            @Version(.v1_0_0)
            static func model_v1_0_0(context: Context) async throws -> Self { .stub() }
        }

        func versioned() async throws -> TideViewModel {
            try await TideViewModel.model(context: TideContext())
        }
        """

    /// Code the real FOSMVVM rejects, and the diagnostic the stand-in must give for it.
    private static let rejected: [(String, (source: String, error: String))] = [
        // Reference part 2 §5.2 (verified): a ResponseError is not Hashable, so it cannot be a
        // client-hosted ViewModel's init parameter (the AppState) — hence init(responseError:)
        // lives in an extension and the ViewModel stores the message.
        ("ResponseErrorAsAppState", ("""
            public final class MoveRequest: ViewModelRequest, @unchecked Sendable {
                public typealias Query = EmptyQuery
                @LocalizableError
                public struct ResponseError: ServerRequestError {
                    @LocalizedString public var failedMessage
                    public var localizedMessage: any Localizable { failedMessage }
                    public init() {}
                }
                public var responseBody: MoveViewModel?
                public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: MoveViewModel? = nil) {
                    self.responseBody = responseBody
                }
            }

            @ViewModel
            public struct MoveViewModel: RequestableViewModel {
                public typealias Request = MoveRequest
                public var vmId: ViewModelId = .init(type: Self.self)
                public init() {}
                public static func stub() -> Self { .init() }
            }

            @ViewModel(options: [.clientHostedFactory])
            public struct MoveErrorViewModel {
                public let error: MoveRequest.ResponseError
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(responseError: MoveRequest.ResponseError) { self.error = responseError }
                public static func stub() -> Self { .init(responseError: .init()) }
            }
            """, "does not conform to protocol 'Hashable'")),
        // Reference part 2 §5.1: @LocalizableError does not refine ServerRequestError.
        ("LocalizableErrorIsNoServerRequestError", ("""
            @LocalizableError
            public struct DockError {
                @LocalizedString public var fullMessage
                public var localizedMessage: any Localizable { fullMessage }
            }

            public final class DockRequest: ViewModelRequest, @unchecked Sendable {
                public typealias Query = EmptyQuery
                public typealias ResponseError = DockError
                public var responseBody: DockViewModel?
                public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: DockViewModel? = nil) {
                    self.responseBody = responseBody
                }
            }

            @ViewModel
            public struct DockViewModel: RequestableViewModel {
                public typealias Request = DockRequest
                public var vmId: ViewModelId = .init(type: Self.self)
                public init() {}
                public static func stub() -> Self { .init() }
            }
            """, "does not conform to protocol 'ServerRequest'")),
        // `.clientHostedFactory` builds `AppState: Hashable, Sendable` from the first init's parameters.
        ("ClientHostedNonHashableParameter", ("""
            public struct Row: Codable, Sendable { public let name: String }

            @ViewModel(options: [.clientHostedFactory])
            public struct ListViewModel {
                public let rows: [Row]
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(rows: [Row]) { self.rows = rows }
                public static func stub(rows: [Row] = []) -> Self { .init(rows: rows) }
            }
            """, "does not conform to protocol 'Hashable'")),
        // Only the 5-argument init(query:sort:fragment:requestBody:responseBody:) is a witness.
        ("FourArgumentRequestInit", ("""
            public final class OldRequest: ViewModelRequest, @unchecked Sendable {
                public typealias Query = EmptyQuery
                public typealias ResponseError = EmptyError
                public var responseBody: OldViewModel?
                public init(query: EmptyQuery? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: OldViewModel? = nil) {
                    self.responseBody = responseBody
                }
            }

            @ViewModel
            public struct OldViewModel: RequestableViewModel {
                public typealias Request = OldRequest
                public var vmId: ViewModelId = .init(type: Self.self)
                public init() {}
                public static func stub() -> Self { .init() }
            }
            """, "does not conform to protocol 'ServerRequest'")),
        // ResponseError has no default.
        ("RequestWithoutResponseError", ("""
            public final class SilentRequest: ViewModelRequest, @unchecked Sendable {
                public typealias Query = EmptyQuery
                public var responseBody: SilentViewModel?
                public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: SilentViewModel? = nil) {
                    self.responseBody = responseBody
                }
            }

            @ViewModel
            public struct SilentViewModel: RequestableViewModel {
                public typealias Request = SilentRequest
                public var vmId: ViewModelId = .init(type: Self.self)
                public init() {}
                public static func stub() -> Self { .init() }
            }
            """, "does not conform to protocol 'ServerRequest'")),
        // The macro forwards only a fully-defaulted stub(...) declared in the body.
        ("StubWithoutDefaults", ("""
            @ViewModel
            public struct CardViewModel {
                public let title: String
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(title: String) { self.title = title }
                public static func stub(title: String) -> Self { .init(title: title) }
            }
            """, "does not conform to protocol 'Stubbable'")),
        ("StubInAnExtension", ("""
            @ViewModel
            public struct BadgeViewModel {
                public let title: String
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(title: String) { self.title = title }
            }

            extension BadgeViewModel {
                public static func stub(title: String = "Fred") -> Self { .init(title: title) }
            }
            """, "does not conform to protocol 'Stubbable'")),
        // FOSMVVM's @VersionedFactory takes a version only as `.vX_Y_Z` (its API catalogue's
        // `@Version(SystemVersion(major: 2))` is the macro's error).
        ("VersionNotInTheMacrosForm", ("""
            struct ReefContext: ViewModelFactoryContext { let appVersion: SystemVersion }
            @ViewModel
            public struct ReefViewModel {
                public var vmId: ViewModelId = .init(type: Self.self)
                public static func stub() -> Self { .init() }
            }
            @VersionedFactory
            extension ReefViewModel: ViewModelFactory {
                typealias Context = ReefContext
                @Version(SystemVersion(major: 2))
                static func model_v2_0_0(context: Context) async throws -> Self { .stub() }
            }
            """, "Invalid version format: The @Version macro requires version names to be in the form of '.vX.Y.Z'")),
        // `.v3_0_0` is a member the project declares on SystemVersion; FOSMVVM has none.
        ("VersionMemberNotDeclared", ("""
            struct ShoalContext: ViewModelFactoryContext { let appVersion: SystemVersion }
            @ViewModel
            public struct ShoalViewModel {
                public var vmId: ViewModelId = .init(type: Self.self)
                public static func stub() -> Self { .init() }
            }
            @VersionedFactory
            extension ShoalViewModel: ViewModelFactory {
                typealias Context = ShoalContext
                @Version(.v3_0_0)
                static func model_v3_0_0(context: Context) async throws -> Self { .stub() }
            }
            """, "type 'SystemVersion' has no member 'v3_0_0'")),
        // ServerRequest is Sendable: a request class with mutable state needs `@unchecked Sendable`.
        ("RequestWithoutUncheckedSendable", ("""
            public final class PlainRequest: ViewModelRequest {
                public typealias Query = EmptyQuery
                public typealias ResponseError = EmptyError
                public var responseBody: PlainViewModel?
                public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: PlainViewModel? = nil) {
                    self.responseBody = responseBody
                }
            }

            @ViewModel
            public struct PlainViewModel: RequestableViewModel {
                public typealias Request = PlainRequest
                public var vmId: ViewModelId = .init(type: Self.self)
                public init() {}
                public static func stub() -> Self { .init() }
            }
            """, "is mutable")),
        // The compound wrapper takes key paths to the wrappers' backing storage, not their values.
        ("CompoundOverWrappedValues", ("""
            @ViewModel
            public struct CreditsViewModel {
                @LocalizedStrings public var pieces
                @LocalizedCompoundString(pieces: \\Self.pieces) public var credits
                public var vmId: ViewModelId = .init(type: Self.self)
                public init() {}
                public static func stub() -> Self { .init() }
            }
            """, "to expected argument type 'KeyPath<CreditsViewModel, _LocalizedArrayProperty")),
        // The optional separator key path needs its root spelled (FOSMVVM's own tests write `\\Self._separator`).
        ("CompoundSeparatorWithoutRoot", ("""
            @ViewModel
            public struct NameViewModel {
                @LocalizedStrings public var namePieces
                @LocalizedString public var separator
                @LocalizedCompoundString(pieces: \\._namePieces, separator: \\._separator) public var fullName
                public var vmId: ViewModelId = .init(type: Self.self)
                public init() {}
                public static func stub() -> Self { .init() }
            }
            """, "cannot infer key path type from context")),
        // ViewModelOperations is Codable.
        ("OperationsWithNonCodableState", ("""
            public protocol TimerViewModelOperations: ViewModelOperations {
                func start()
            }

            public struct TimerOps: TimerViewModelOperations {
                let queue = DispatchQueue.main
                public init() {}
                public func start() {}
            }
            """, "does not conform to protocol 'Decodable'")),
        // A cross-module witness of a public type must be public.
        ("InternalWitness", ("""
            @ViewModel
            public struct TileViewModel {
                public var vmId: ViewModelId = .init(type: Self.self)
                public init() {}
                static func stub() -> Self { .init() }
            }
            """, "must be declared public because it matches a requirement in public protocol 'Stubbable'")),
        // ModelIdentity is opaque: no public initializer.
        ("HandBuiltModelIdentity", ("""
            func identity() -> ModelIdentity { ModelIdentity() }
            """, "missing argument for parameter 'from' in call")),
        // Options are a Set<ViewModelOptions>, checked like any argument.
        ("UnknownOption", ("""
            @ViewModel(options: [.clientHosted])
            public struct PanelViewModel {
                public var vmId: ViewModelId = .init(type: Self.self)
                public init() {}
                public static func stub() -> Self { .init() }
            }
            """, "has no member 'clientHosted'")),
        ("LiveAndClientHosted", ("""
            @ViewModel(options: [.live, .clientHostedFactory])
            public struct ClockViewModel {
                public var vmId: ViewModelId = .init(type: Self.self)
                public init() {}
                public static func stub() -> Self { .init() }
            }
            """, "'.live' cannot be combined with '.clientHostedFactory'")),
    ]
}

// MARK: - The stand-in modules

/// `Tests/Fixtures/FOSMVVMStandIn/<Module>/*.swift`, each built into `<folder>/<Module>/`, so a
/// compile sees only the modules its target may import (`-I` per module).
final class StandInModules: @unchecked Sendable {  // immutable once built
    private let folder: TemporaryFolder

    static let source = Repository.root + "/Tests/Fixtures/FOSMVVMStandIn"
    /// Each stand-in module and the modules it imports.
    static let dependencies: [String: [String]] = [
        "FOSFoundation": [], "Vapor": [], "SwiftUI": [], "FOSMVVM": ["FOSFoundation"],
        "FOSMVVMVapor": ["FOSFoundation", "FOSMVVM", "Vapor"], "FOSTesting": ["FOSFoundation", "FOSMVVM"],
        "VaporTesting": ["Vapor"], "FOSTestingVapor": ["FOSFoundation", "FOSMVVM", "Vapor", "VaporTesting"],
        "FOSTestingUI": ["FOSFoundation", "FOSMVVM"],
        // FOSMVVM once more, where SwiftUI can be imported: its `#if canImport(SwiftUI)` API (the
        // App file's calls) is compiled in. Only the App's module imports this build.
        swiftUIFOSMVVM: ["FOSFoundation", "SwiftUI"],
    ]
    /// The folder (and key) of the SwiftUI build of FOSMVVM; its module is still `FOSMVVM`.
    static let swiftUIFOSMVVM = "FOSMVVM+SwiftUI"

    init() throws {
        folder = try TemporaryFolder()
        // FOSFoundation, Vapor and SwiftUI, then FOSMVVM twice and VaporTesting, then FOSMVVMVapor,
        // FOSTesting, FOSTestingVapor and FOSTestingUI.
        for stage in [["FOSFoundation", "Vapor", "SwiftUI"], ["FOSMVVM", Self.swiftUIFOSMVVM, "VaporTesting"], ["FOSMVVMVapor", "FOSTesting", "FOSTestingVapor", "FOSTestingUI"]] {
            let results = ConcurrentResults<ProcessRunner.Result>(count: stage.count)
            DispatchQueue.concurrentPerform(iterations: stage.count) { index in
                results.set(index, try? self.build(stage[index]))
            }
            for (module, result) in zip(stage, results.values) where result?.status != 0 || result?.output.contains("warning:") == true {
                throw StandInError("the stand-in module \(module) does not compile cleanly:\n\(result?.output ?? "swiftc did not run")")
            }
        }
    }

    /// `-I` arguments for `modules`.
    func includes(_ modules: [String]) -> [String] {
        modules.flatMap { ["-I", folder.path + "/" + $0] }
    }

    /// `-I` arguments for `modules` and SwiftUI, with FOSMVVM's SwiftUI build.
    func includesWithSwiftUI(_ modules: [String]) -> [String] {
        includes(modules.map { $0 == "FOSMVVM" ? Self.swiftUIFOSMVVM : $0 } + ["SwiftUI"])
    }

    private func build(_ folderName: String) throws -> ProcessRunner.Result {
        let module = folderName == Self.swiftUIFOSMVVM ? "FOSMVVM" : folderName
        let sources = Self.source + "/" + module
        let files = try FileManager.default.contentsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }.sorted()
        let output = folder.path + "/" + folderName
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        return try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: [
            "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
            "-emit-module-path", output + "/\(module).swiftmodule",
        ] + includes(Self.dependencies[folderName] ?? []) + files.map { sources + "/" + $0 })
    }
}

struct StandInError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Results filled in from `DispatchQueue.concurrentPerform`.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value?) { lock.withLock { storage[index] = value } }
    var values: [Value?] { lock.withLock { storage } }
}

// MARK: - One example project

/// An example's modules as `vmgen.yml` lays them out, ready to type-check.
struct StandInProject: Sendable {
    let root: String
    let name: String
    let config: ProjectConfig
    /// Project-relative paths.
    let viewModelFiles: [String]
    let serverFiles: [String]
    /// Server files importing a module the stand-in does not provide (a domain module), not checked.
    let skippedServerFiles: [String]
    /// Server files that import such a module only in their protected regions (a factory whose
    /// body reads the domain): checked with the regions' code left out (`withoutRegionCode`),
    /// so what vmgen generates around them — a conformance the routes file relies on — is.
    let regionsLeftOut: Set<String>
    let testFiles: [String]
    /// The server's tests (`tests.serverPath`): each request through its controller.
    let serverTestFiles: [String]
    /// The App module's Swift files (`app.path`): the generated App file and the hand-written ones.
    let appFiles: [String]
    /// The views' Swift files (`views.path`) that are not already among `appFiles`.
    let viewFiles: [String]
    /// The FOSTestingUI tests (`uiTests.path`).
    let uiTestFiles: [String]

    /// The modules a checked file may import: the stand-ins, the toolchain's, and the project's own.
    static let standInModules: Set<String> = [
        "FOSFoundation", "FOSMVVM", "FOSMVVMVapor", "FOSTesting", "FOSTestingVapor", "FOSTestingUI", "Vapor", "VaporTesting", "Foundation", "Observation", "Testing",
        "SwiftUI", "XCTest",
    ]

    init(root: String) throws {
        self.root = root
        name = (root as NSString).lastPathComponent
        let files = try ProjectFiles(root: root, folders: ["Sources", "Tests"])
        config = ConfigLoader.load(SpecFile(path: "vmgen.yml", bytes: files.configBytes)).config
        let swift = files.swift
        func under(_ folder: String) -> [(path: String, bytes: [UInt8])] {
            swift.filter { $0.path.hasPrefix(folder + "/") }
        }
        viewModelFiles = under(config.viewModels.path).map(\.path)
        let known = Self.standInModules.union([config.viewModels.module])
        var checked: [String] = []
        var skipped: [String] = []
        var reduced: Set<String> = []
        for file in under(config.server.path) {
            let imports = SwiftSourceFile.parse(file.bytes, path: file.path).imports.map(\.module)
            if imports.allSatisfy(known.contains) {
                checked.append(file.path)
                continue
            }
            let outside = Self.withoutRegionCode(String(decoding: file.bytes, as: UTF8.self))
            if SwiftSourceFile.parse(Array(outside.utf8), path: file.path).imports.map(\.module).allSatisfy(known.contains) {
                checked.append(file.path)
                reduced.insert(file.path)
            } else {
                skipped.append(file.path)
            }
        }
        serverFiles = checked
        skippedServerFiles = skipped
        regionsLeftOut = reduced
        testFiles = config.tests.map { under($0.path).map(\.path) } ?? []
        serverTestFiles = config.tests?.serverPath.map { under($0).map(\.path) } ?? []
        appFiles = config.app.map { under($0.path).map(\.path) } ?? []
        let app = appFiles
        viewFiles = config.views.map { under($0.path).map(\.path).filter { !app.contains($0) } } ?? []
        uiTestFiles = config.uiTests.map { under($0.path).map(\.path) } ?? []
    }

    private var hasResources: Bool {
        let enumerator = FileManager.default.enumerator(atPath: root + "/" + config.viewModels.path)
        while let next = enumerator?.nextObject() as? String {
            if !next.hasSuffix(".swift"), !next.hasPrefix("."), next.contains(".") { return true }
        }
        return false
    }

    /// The compiler's complaints, one entry per module that fails or warns; empty when all is clean.
    func typeCheck(activatingSwiftUI: Bool, against standIn: StandInModules) throws -> [String] {
        let pass = activatingSwiftUI ? "with #if canImport(SwiftUI) switched on" : "as on Linux (#if canImport(SwiftUI) off)"
        let folder = try TemporaryFolder()
        let built = folder.path + "/modules"
        try FileManager.default.createDirectory(atPath: built, withIntermediateDirectories: true)
        var problems: [String] = []
        func check(_ what: String, _ result: ProcessRunner.Result) -> Bool {
            let output = readable(result.output, folder)
            if result.status != 0 {
                problems.append("\(name) — \(what) does not type-check \(pass):\n\(output)")
            } else if output.contains("warning:") {
                problems.append("\(name) — \(what) type-checks with warnings \(pass):\n\(output)")
            }
            return result.status == 0
        }

        // 1. The ViewModels module, built as a module (the server and the tests import it). It sees
        //    only FOSFoundation and FOSMVVM: importing anything else fails, as in a real project.
        let viewModels = try write(viewModelFiles, into: folder, activatingSwiftUI: activatingSwiftUI, resourceAccessor: hasResources)
        let module = try swiftc([
            "-emit-module", "-enable-testing", "-module-name", config.viewModels.module,
            "-emit-module-path", built + "/\(config.viewModels.module).swiftmodule",
        ] + standIn.includes(["FOSFoundation", "FOSMVVM"]), viewModels)
        guard check("the ViewModels module \(config.viewModels.module) (so its server files and tests were not checked)", module) else {
            return problems
        }

        // 2. The server files that need no domain module, built as a module (`-enable-testing`)
        //    when the server's tests import it.
        if !serverFiles.isEmpty {
            let server = try write(serverFiles, into: folder, activatingSwiftUI: activatingSwiftUI, resourceAccessor: false)
            let mode = serverTestFiles.isEmpty
                ? ["-typecheck"]
                : ["-emit-module", "-enable-testing", "-emit-module-path", built + "/\(config.server.module).swiftmodule"]
            let result = try swiftc(
                mode + ["-module-name", config.server.module, "-I", built]
                    + standIn.includes(["FOSFoundation", "FOSMVVM", "Vapor", "FOSMVVMVapor"]), server)
            let serverBuilt = check("the server module \(config.server.module) (\(serverFiles.count) files, \(regionsLeftOut.sorted()) without their regions' code; not checked: \(skippedServerFiles))", result)

            // 2b. The server's tests: each request sent through its controller (FOSTestingVapor).
            if serverBuilt, let tests = config.tests?.serverPath, !serverTestFiles.isEmpty {
                let paths = try write(serverTestFiles, into: folder, activatingSwiftUI: activatingSwiftUI, resourceAccessor: true)
                let result = try swiftc(
                    ["-typecheck", "-module-name", (tests as NSString).lastPathComponent, "-I", built]
                        + standIn.includes(["FOSFoundation", "FOSMVVM", "Vapor", "FOSMVVMVapor", "VaporTesting", "FOSTestingVapor"]), paths)
                _ = check("the server tests \(tests)", result)
            }
        }

        // 3. The generated tests (their target's `Bundle.module` is assumed: the tests load its YAML).
        if let tests = config.tests, !testFiles.isEmpty {
            let paths = try write(testFiles, into: folder, activatingSwiftUI: activatingSwiftUI, resourceAccessor: true)
            let testModule = (tests.path as NSString).lastPathComponent
            let result = try swiftc(
                ["-typecheck", "-module-name", testModule, "-I", built] + standIn.includes(["FOSFoundation", "FOSMVVM", "FOSTesting"]), paths)
            _ = check("the tests \(tests.path)", result)
        }

        // 4. The App module and the views (SwiftUI), against the SwiftUI stand-in and the SwiftUI
        //    build of FOSMVVM: the App's registerTestView calls, MVVMEnvironment initializer,
        //    storage and environment injection; each ViewModelView, its operations' wiring and
        //    preview. Only where SwiftUI is "available", i.e. in the second pass. `-D DEBUG`: the
        //    test host, the registrations and the test data transporter are DEBUG code.
        guard activatingSwiftUI else { return problems }

        // 5. The UI tests (`uiTests.path`) against FOSTestingUI — whose module, XCUIApplication
        //    and all, exists only on Apple platforms — and the ViewModels module with its stub
        //    operations (`#if canImport(SwiftUI)`, on in this pass).
        if let uiTests = config.uiTests, !uiTestFiles.isEmpty {
            let paths = try write(uiTestFiles, into: folder, activatingSwiftUI: true, resourceAccessor: false)
            let result = try swiftc(
                ["-typecheck", "-module-name", uiTests.module, "-I", built] + standIn.includes(["FOSFoundation", "FOSMVVM", "FOSTestingUI"]), paths)
            _ = check("the UI tests \(uiTests.path)", result)
        }

        let swiftUI = ["-D", "DEBUG", "-I", built] + standIn.includesWithSwiftUI(["FOSFoundation", "FOSMVVM"])
        let appModule = config.app.map(ViewSettings.appModule)
        let ownViewsModule = config.views.flatMap { $0.module == appModule ? nil : $0.module }
        if let views = ownViewsModule, !viewFiles.isEmpty {
            let paths = try write(viewFiles, into: folder, activatingSwiftUI: true, resourceAccessor: false)
            let result = try swiftc(
                ["-emit-module", "-module-name", views, "-emit-module-path", built + "/\(views).swiftmodule"] + swiftUI, paths)
            guard check("the views module \(views) (so the App was not checked)", result) else { return problems }
        }
        if let app = config.app, !appFiles.isEmpty {
            let files = appFiles + (ownViewsModule == nil ? viewFiles : [])
            var paths = try write(files, into: folder, activatingSwiftUI: true, resourceAccessor: false)
            // A view the project writes by hand (no `views:`, or listed in `views.handWritten`)
            // that is not in its files is synthesized as a minimal ViewModelView, so the App's
            // calls can be checked; a view vmgen generates must be there.
            let handWritten = config.views.map { Set($0.handWritten.map(\.name)) }
            let synthesized = try missingViews(in: files + (ownViewsModule == nil ? [] : viewFiles)).filter { handWritten?.contains($0.view) ?? true }
            if !synthesized.isEmpty {
                let file = app.path + "/ViewModelViews (synthesized by StandInTypeCheckTests).swift"
                try folder.write(file, Self.synthesizedViews(synthesized, module: config.viewModels.module))
                paths.append(folder.path + "/" + file)
            }
            let result = try swiftc(["-typecheck", "-module-name", appModule ?? "App"] + swiftUI, paths)
            _ = check("the App module \(app.path) (hand-written views synthesized: \(synthesized.map { $0.view }))", result)
        } else if ownViewsModule == nil, !viewFiles.isEmpty, let views = config.views {
            let paths = try write(viewFiles, into: folder, activatingSwiftUI: true, resourceAccessor: false)
            _ = check("the views \(views.path)", try swiftc(["-typecheck", "-module-name", views.module] + swiftUI, paths))
        }
        return problems
    }

    /// The views the App registers (`registerTestView(XView.self)`) that no App-module file
    /// declares, with their ViewModel (`XViewModel`).
    private func missingViews(in files: [String]) throws -> [(view: String, viewModel: String)] {
        var declared: Set<String> = []
        var registered: [String] = []
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for declaration in SwiftSourceFile.parse(text, path: file).declarations { declared.insert(declaration.name) }
            var rest = Substring(text)
            while let call = rest.range(of: "registerTestView(") {
                rest = rest[call.upperBound...]
                if let end = rest.range(of: ".self") { registered.append(String(rest[..<end.lowerBound])) }
            }
        }
        return registered.filter { !declared.contains($0) && $0.hasSuffix("View") }.map { ($0, String($0.dropLast(4)) + "ViewModel") }
    }

    private static func synthesizedViews(_ views: [(view: String, viewModel: String)], module: String) -> String {
        var text = "import FOSMVVM\nimport SwiftUI\nimport \(module)\n"
        for (view, viewModel) in views {
            text += """

                struct \(view): ViewModelView {
                    let viewModel: \(viewModel)
                    init(viewModel: \(viewModel)) { self.viewModel = viewModel }
                    var body: some SwiftUI.View { SwiftUI.EmptyView() }
                }

                """
        }
        return text
    }

    /// Writes the emulated expansion of each file (same relative path) and returns the paths.
    private func write(_ files: [String], into folder: TemporaryFolder, activatingSwiftUI: Bool, resourceAccessor: Bool) throws -> [String] {
        var paths: [String] = []
        for file in files {
            var text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            if regionsLeftOut.contains(file) { text = Self.withoutRegionCode(text) }
            var expanded = FOSMVVMMacroEmulation.expand(text, path: file)
            if activatingSwiftUI { expanded = FOSMVVMMacroEmulation.previews(FOSMVVMMacroEmulation.activatingSwiftUI(expanded)) }
            try folder.write(file, expanded)
            paths.append(folder.path + "/" + file)
            if let dump = ProcessInfo.processInfo.environment["VMGEN_STANDIN_DUMP"] {
                let copy = dump + "/\(name)/" + (activatingSwiftUI ? "swiftui-on/" : "swiftui-off/") + file
                try FileManager.default.createDirectory(atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(expanded.utf8).write(to: URL(fileURLWithPath: copy))
            }
        }
        if resourceAccessor, let first = files.first {
            // SwiftPM generates this accessor for a target with resources.
            let accessor = (first as NSString).deletingLastPathComponent + "/resource_bundle_accessor (SwiftPM, emulated).swift"
            try folder.write(accessor, "import Foundation\n\nextension Foundation.Bundle {\n    static var module: Bundle { Bundle.main }\n}\n")
            paths.append(folder.path + "/" + accessor)
        }
        return paths
    }

    /// `text` with the code of each protected region left out: the `imports` and `extensions`
    /// regions (file scope) emptied, any other (a function body) made `fatalError()`.
    static func withoutRegionCode(_ text: String) -> String {
        var lines: [Substring] = []
        var open: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let name = open {
                guard trimmed.hasPrefix("// vmgen:end ") else { continue }
                if name != "imports", name != "extensions" {
                    lines.append(line.prefix { $0 == " " } + "fatalError(\"left out: the region imports a module the stand-in does not have\")")
                }
                lines.append(line)
                open = nil
            } else {
                if trimmed.hasPrefix("// vmgen:begin ") { open = String(trimmed.dropFirst("// vmgen:begin ".count)) }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// All of the project's modules are one package, as SwiftPM builds them (`-package-name`).
    /// One frontend per module (`-wmo`): in batch mode each job parses every file again.
    private func swiftc(_ arguments: [String], _ files: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: [
            "-wmo", "-parse-as-library", "-swift-version", "6", "-package-name", name.lowercased(),
        ] + arguments + files)
    }

    /// Compiler output with the temporary paths turned back into the example's paths.
    private func readable(_ output: String, _ folder: TemporaryFolder) -> String {
        output.replacingOccurrences(of: folder.path + "/", with: "Examples/\(name)/")
    }
}

// MARK: - The macro emulation

/// What FOSMVVM's macros add to a file, emulated textually (reference §2), because the macro plugin
/// needs swift-syntax and cannot be built here.
///
/// For each struct carrying `@ViewModel`, `@FieldValidationModel` or `@LocalizableError` (spelled
/// exactly so; the module-qualified spellings expand to nothing, like the real guard) the attribute
/// is blanked out — same bytes, so every line and column of the original stays where it was — and
/// the expansion is appended after the file's last line:
///
/// - `@ViewModel`: `extension T: ViewModel {}` and `extension T: RetrievablePropertyNames {}` unless
///   the struct's own inheritance clause names the protocol (by plain identifier, like the macro);
///   `propertyNames()` over the properties carrying `LocalizedString`, `LocalizedInt`,
///   `LocalizedDouble`, `LocalizedDate`, `LocalizedCompoundString`, `LocalizedSubs` or
///   `LocalizedStrings`; `public static func stub() -> Self { Self.stub(label: <default>, …) }` when
///   the body has no zero-parameter `static func stub` but a `static func stub(...)` whose
///   parameters all have defaults (`_` ones passed positionally); with `.clientHostedFactory`
///   `extension T: ClientHostedViewModelFactory, RequestableViewModel {}`, `typealias Request =
///   ClientHostedRequest`, `struct AppState: Hashable, Sendable` with one `let` per parameter of the
///   body's first `init` (external label as the name, defaults dropped) and a memberwise init, the
///   `ClientHostedRequest` class, `modelSync(context:)` calling `.init(p: context.appState.p, …)` and
///   `model(context:)`; with `.live` `extension T: LiveViewModel {}`; with both options the macro's
///   error (`#error`) and nothing else.
/// - `@FieldValidationModel`: `FieldValidationModel` and `RetrievablePropertyNames` conformances and
///   `propertyNames()`. `@LocalizableError`: `LocalizableError` (+ `ClientHostedLocalizableError`
///   with `.clientHosted`) unless either is named, `RetrievablePropertyNames`, `propertyNames()`.
/// - The attribute's arguments are type-checked as a call of a function with the macro's parameter
///   list (`options: Set<ViewModelOptions> = []`), so a wrong label or option fails as it would.
///
/// Limits: members the macro would put in the struct body go into a same-file extension (the same
/// access to private members; a name clash gives "invalid redeclaration" either way); like the macro
/// only declarations directly in the body count, not those inside an `#if` in it; a struct inside
/// `#if` gets its expansion under the same conditions; `@VersionedFactory` gets its `model(context:)`
/// in a same-file extension and `@Version`'s argument is type-checked as a `SystemVersion`; nothing checks the macro's own syntax-level quirks beyond these
/// (options must be an array literal of `.member`s, otherwise the macro sees none — emulated too).
enum FOSMVVMMacroEmulation {
    static let localizedWrappers: Set<String> = [
        "LocalizedString", "LocalizedInt", "LocalizedDouble", "LocalizedDate", "LocalizedCompoundString", "LocalizedSubs",
        "LocalizedStrings",
    ]
    /// The macro attributes, as written; the qualified ones expand to nothing.
    static let macros: Set<String> = [
        "ViewModel", "FieldValidationModel", "LocalizableError", "VersionedFactory", "Version",
        "FOSMVVM.ViewModel", "FOSMVVM.FieldValidationModel", "FOSMVVM.LocalizableError", "FOSMVVM.VersionedFactory",
        "FOSMVVM.Version",
    ]

    /// `text` with FOSMVVM's macro attributes removed and their expansion appended.
    static func expand(_ text: String, path: String) -> String {
        let file = SwiftSourceFile.parse(text, path: path)
        var bytes = Array(text.utf8)
        var expansions: [String] = []
        var stack: [(declaration: SwiftDeclaration, qualifier: String)] = file.declarations.reversed().map { ($0, "") }
        while let (declaration, qualifier) = stack.popLast() {
            let name = qualifier.isEmpty ? declaration.name : qualifier + "." + declaration.name
            for attribute in declaration.attributes where macros.contains(attribute.name) {
                blank(attribute, in: file, bytes: &bytes)
                guard !attribute.name.hasPrefix("FOSMVVM.") else { continue }
                let expansion = Self.expansion(of: attribute, on: declaration, named: name, index: expansions.count)
                expansions.append(guarded(expansion, by: declaration.conditions))
            }
            if [.struct, .class, .enum, .extension, .actor].contains(declaration.kind) {
                stack += declaration.members.reversed().map { ($0, name) }
            }
        }
        var result = String(decoding: bytes, as: UTF8.self)
        if !expansions.isEmpty {
            if !result.hasSuffix("\n") { result += "\n" }
            result += "\n// MARK: - FOSMVVM macro expansion, emulated by StandInTypeCheckTests\n\n" + expansions.joined(separator: "\n")
        }
        return result
    }

    /// `#if canImport(SwiftUI)` (also inside `&&`/`||` conditions) made true.
    static func activatingSwiftUI(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") else { return String(line) }
            return line.replacingOccurrences(of: "canImport(SwiftUI)", with: "true")
        }.joined(separator: "\n")
    }

    /// SwiftUI's `#Preview { … }` macro (its plugin is Apple's) as a private `@ViewBuilder`
    /// function of the same body, line for line, so the preview's code is type-checked too.
    static func previews(_ text: String) -> String {
        var count = 0
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#Preview"), trimmed.hasSuffix("{") else { return String(line) }
            count += 1
            return "@MainActor @SwiftUI.ViewBuilder private func _standInPreview\(count)() -> some SwiftUI.View {"
        }.joined(separator: "\n")
    }

    /// The attribute's bytes (with its argument list) made spaces; line breaks stay.
    private static func blank(_ attribute: SwiftAttribute, in file: SwiftSourceFile, bytes: inout [UInt8]) {
        let start = attribute.location.offset
        guard let index = file.tokenIndex(containing: start) else { return }
        var end = file.tokens[index].endOffset
        if attribute.arguments != nil, let open = file.code.first(where: { $0 > index }), file.tokens[open].is("(") {
            var depth = 0
            for position in file.code where position >= open {
                let token = file.tokens[position]
                if token.is("(") { depth += 1 }
                if token.is(")") { depth -= 1 }
                if depth == 0 {
                    end = token.endOffset
                    break
                }
            }
        }
        for offset in start..<min(end, bytes.count) where bytes[offset] != 0x0A {
            bytes[offset] = 0x20
        }
    }

    private static func guarded(_ code: String, by conditions: [String]) -> String {
        conditions.isEmpty ? code : "#if " + conditions.map { "(\($0))" }.joined(separator: " && ") + "\n" + code + "#endif\n"
    }

    private static func expansion(of attribute: SwiftAttribute, on declaration: SwiftDeclaration, named name: String, index: Int) -> String {
        let macro = attribute.name
        var code = "// @\(macro) on \(name)\n"
        // The arguments type-check against the macro's parameter list.
        let parameters = switch macro {
        case "ViewModel": "options: Set<ViewModelOptions> = []"
        case "LocalizableError": "options: Set<LocalizableErrorOptions> = []"
        case "Version": "_ version: SystemVersion"
        default: ""
        }
        if let arguments = attribute.arguments {
            code += "private func _standInArgumentsOfMacro\(index)() {\n    func \(macro)(\(parameters)) {}\n    \(macro)(\(arguments))\n}\n"
        }
        // @Version is a marker (its expansion is empty); @VersionedFactory reads it.
        if macro == "Version" {
            return declaration.kind == .func ? code : code + "#error(\"@Version marks a static factory method of a @VersionedFactory extension\")\n"
        }
        if macro == "VersionedFactory" {
            return code + versionedFactory(declaration, named: name)
        }
        guard declaration.kind == .struct else {
            return code + "#error(\"\(macro)MacroError: @\(macro) can only be applied to structs\")\n"
        }
        let options = Self.options(attribute.arguments)
        // Only what is directly in the body, not inside an `#if` in it, is seen by the macro.
        let members = declaration.members.filter { $0.conditions.count == declaration.conditions.count }
        var conformances: [String] = []
        var body: [String] = []
        func conform(_ protocolName: String) {
            if !declaration.inheritance.contains(protocolName) { conformances.append(protocolName) }
        }
        switch macro {
        case "ViewModel":
            if options.contains("live") && options.contains("clientHostedFactory") {
                return code + "#error(\"'.live' cannot be combined with '.clientHostedFactory': a client-hosted ViewModel is built on the client and has no server response to derive live registrations from\")\n"
            }
            conform("ViewModel")
            conform("RetrievablePropertyNames")
            body.append(propertyNames(members))
            if let stub = forwardingStub(members) { body.append(stub) }
            if options.contains("clientHostedFactory") {
                let clientHosted = ["ClientHostedViewModelFactory", "RequestableViewModel"].filter { !declaration.inheritance.contains($0) }
                if !clientHosted.isEmpty { code += "extension \(name): \(clientHosted.joined(separator: ", ")) {}\n" }
                body.append(clientHostedMembers(members, name: name))
            }
            if options.contains("live") { conform("LiveViewModel") }
        case "FieldValidationModel":
            conform("FieldValidationModel")
            conform("RetrievablePropertyNames")
            body.append(propertyNames(members))
        case "LocalizableError":
            let errors = options.contains("clientHosted") ? ["LocalizableError", "ClientHostedLocalizableError"] : ["LocalizableError"]
            if !declaration.inheritance.contains(where: errors.contains) {
                code += "extension \(name): \(errors.joined(separator: ", ")) {}\n"
            }
            conform("RetrievablePropertyNames")
            body.append(propertyNames(members))
        default:
            return code + "#error(\"StandInTypeCheckTests does not emulate @\(macro)\")\n"
        }
        for conformance in conformances { code += "extension \(name): \(conformance) {}\n" }
        return code + "extension \(name) {\n" + body.joined(separator: "\n") + "}\n"
    }

    /// `@VersionedFactory` (FOSMVVM's `ViewModelFactoryMacro`): `model(context:)` calling the
    /// `@Version` methods newest first, with the `Context` typealias's type (a later other
    /// typealias makes the macro forget it, as the real one does) or `Context`. A `@Version`
    /// argument not of the form `.vX_Y_Z` (`_` or `-` between three numbers) is the macro's error.
    private static func versionedFactory(_ declaration: SwiftDeclaration, named name: String) -> String {
        var context: String?
        var methods: [(version: [Int], method: String)] = []
        for member in declaration.members {
            if member.kind == .typealias { context = member.name == "Context" ? member.initializer : nil }
            guard member.kind == .func, let attribute = member.attributes.first(where: { $0.name == "Version" }) else { continue }
            let argument = (attribute.arguments ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            let numbers = argument.hasPrefix(".v")
                ? argument.dropFirst(2).replacingOccurrences(of: "-", with: ".").replacingOccurrences(of: "_", with: ".").split(separator: ".", omittingEmptySubsequences: false).compactMap { Int($0) }
                : []
            guard numbers.count == 3 else {
                return "#error(\"ViewModelFactoryMacroError: Invalid version format: The @Version macro requires version names to be in the form of '.vX.Y.Z'\")\n"
            }
            methods.append((numbers, member.name))
        }
        let calls = methods.sorted { $0.version.lexicographicallyPrecedes($1.version) }.reversed().map { entry in
            "        if version >= SystemVersion(major: \(entry.version[0]), minor: \(entry.version[1]), patch: \(entry.version[2])) {\n"
                + "            return try await \(entry.method)(context: context)\n        }\n"
        }
        return "extension \(name) {\n    public static func model(context: \(context ?? "Context")) async throws -> Self {\n"
            + "        let version = try context.appVersion\n" + calls.joined()
            + "        throw ViewModelFactoryError.versionNotSupported(version.versionString)\n    }\n}\n"
    }

    /// The option names of an `options: [.a, .b]` array literal; anything else gives none.
    private static func options(_ arguments: String?) -> Set<String> {
        guard let arguments else { return [] }
        let compact = arguments.filter { !$0.isWhitespace }
        guard compact.hasPrefix("options:["), compact.hasSuffix("]") else { return [] }
        let items = compact.dropFirst("options:[".count).dropLast().split(separator: ",")
        guard items.allSatisfy({ $0.hasPrefix(".") && $0.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return [] }
        return Set(items.map { String($0.dropFirst()) })
    }

    private static func propertyNames(_ members: [SwiftDeclaration]) -> String {
        let localized = members.filter { member in
            member.kind == .var && member.attributes.contains { localizedWrappers.contains($0.name) }
        }
        let pairs = localized.map { "_\($0.name).localizationId: \"\($0.name)\"" }
        return "    public func propertyNames() -> [LocalizableId: String] { [\(pairs.isEmpty ? ":" : pairs.joined(separator: ", "))] }\n"
    }

    private static func forwardingStub(_ members: [SwiftDeclaration]) -> String? {
        let stubs = members.filter { $0.kind == .func && $0.name == "stub" && $0.isStatic }
        guard !stubs.contains(where: \.parameters.isEmpty),
              let full = stubs.first(where: { $0.parameters.allSatisfy { $0.defaultValue != nil } })
        else { return nil }
        let arguments = full.parameters.map { parameter in
            let label = parameter.label ?? parameter.name
            return label == "_" ? parameter.defaultValue! : "\(label): \(parameter.defaultValue!)"
        }
        return "    public static func stub() -> Self { Self.stub(\(arguments.joined(separator: ", "))) }\n"
    }

    private static func clientHostedMembers(_ members: [SwiftDeclaration], name: String) -> String {
        let parameters = members.first { $0.kind == SwiftDeclaration.Kind.`init` }?.parameters ?? []
        let fields = parameters.map { (name: $0.label ?? $0.name, type: $0.type) }
        let context = "ClientHostedModelFactoryContext<Request, AppState>"
        return """
                public typealias Request = ClientHostedRequest

                public struct AppState: Hashable, Sendable {
            \(fields.map { "        public let \($0.name): \($0.type)\n" }.joined())
                    public init(\(fields.map { "\($0.name): \($0.type)" }.joined(separator: ", "))) {
            \(fields.map { "            self.\($0.name) = \($0.name)\n" }.joined())
                    }
                }

                public final class ClientHostedRequest: ViewModelRequest, @unchecked Sendable {
                    public var responseBody: \(name)?
                    public typealias ResponseError = EmptyError

                    public init(query: EmptyQuery?, sort: EmptySort? = nil, fragment: EmptyFragment? = nil, requestBody: EmptyBody? = nil, responseBody: \(name)?) {
                        self.responseBody = responseBody
                    }
                }

                public static func modelSync(context: \(context)) throws -> Self {
                    .init(\(fields.map { "\($0.name): context.appState.\($0.name)" }.joined(separator: ", ")))
                }

                public static func model(context: \(context)) async throws -> Self {
                    try modelSync(context: context)
                }

            """
    }
}
