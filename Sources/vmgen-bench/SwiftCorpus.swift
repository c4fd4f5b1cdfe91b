/// A synthetic Swift code base of hand-written FOSMVVM files (about `lines` lines), for
/// `vmgen lint` and `swiftc -parse`. One feature is ten files in the shapes the lint fixtures
/// and the Harbor example use — a page ViewModel with localized text and children, a list row,
/// a request with a query, operations with live and stub implementations, a server factory, a
/// display enum, an `@Observable` screen with its service and SwiftUI view, and tests — plus
/// the feature's localization YAML. Every 25th feature carries a few rule violations, so the
/// report path is exercised too. The same `lines` always gives the same bytes.
struct SwiftCorpus {
    let lines: Int

    /// Lines of Swift one feature adds (measured from `feature(_:)`).
    static let linesPerFeature: Int = {
        feature(0).filter { $0.path.hasSuffix(".swift") }.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
    }()

    var featureCount: Int { max(1, (lines + Self.linesPerFeature / 2) / Self.linesPerFeature) }

    /// Project-relative path → text. `vmgen.yml` uses the defaults (lint reads `Sources`).
    func files() -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = [("vmgen.yml", "# A synthetic code base for vmgen-bench.\nlocales: [en, es]\ndomainModules: [HarborData]\n")]
        for index in 0..<featureCount {
            files += Self.feature(index)
        }
        return files
    }

    static func feature(_ index: Int) -> [(path: String, text: String)] {
        let name = SpecCorpus.name(index)
        let flawed = index % 25 == 24
        let models = "Sources/ViewModels/\(name)"
        return [
            ("\(models)/\(name)ViewModel.swift", pageViewModel(name, flawed: flawed)),
            ("\(models)/\(name)RowViewModel.swift", rowViewModel(name)),
            ("\(models)/\(name)Request.swift", request(name)),
            ("\(models)/\(name)ViewModelOperations.swift", operations(name)),
            ("\(models)/\(name)Status.swift", displayEnum(name)),
            ("Sources/WebServer/ViewModelFactories/\(name)/\(name)ViewModel+Factory.swift", factory(name)),
            ("Sources/App/Screens/\(name)/\(name)BoardViewModel.swift", screen(name, flawed: flawed)),
            ("Sources/App/Screens/\(name)/\(name)BoardView.swift", view(name)),
            ("Sources/App/Services/\(name)Service.swift", service(name)),
            ("Sources/App/Tests/\(name)BoardViewModelTests.swift", tests(name)),
            ("Sources/Resources/ViewModels/\(name)/\(name)ViewModel.yml", localization(name)),
        ]
    }

    static func pageViewModel(_ name: String, flawed: Bool) -> String {
        """
        import FOSFoundation
        import FOSMVVM
        import Foundation

        /// The landing page of \(name): a header, one row per berth, and the harbor master's name.
        @ViewModel
        public struct \(name)ViewModel: RequestableViewModel {
            public typealias Request = \(name)Request

            @LocalizedString public var pageTitle
            @LocalizedString public var emptyState
            @LocalizedSubs(substitutions: \\.welcomeSubstitutions) public var welcome
            @LocalizedCompoundString(pieces: \\.$rulesPieces, separator: \\.$rulesSeparator) public var rules
            @LocalizedStrings public var rulesPieces
            @LocalizedString public var rulesSeparator

            public let rows: [\(name)RowViewModel]
            public let freeBerths: LocalizableInt
            public let operatorName: String
            public let updatedAt: LocalizableDate
            \(flawed ? "public let vmId: ViewModelId = .init()" : "public var vmId: ViewModelId = .init(type: Self.self)  // singleton — one per screen")

            private var welcomeSubstitutions: [String: any Localizable] {
                [
                    "name": LocalizableString.constant(operatorName),
                    "count": freeBerths,
                ]
            }

            public init(rows: [\(name)RowViewModel], freeBerths: Int, operatorName: String, updatedAt: Date) {
                self.rows = rows
                self.freeBerths = .init(value: freeBerths)
                self.operatorName = operatorName
                self.updatedAt = .init(value: updatedAt)
            }

            public static func stub(
                rows: [\(name)RowViewModel] = [.stub(), .stub(id: .init(), name: "Slate Rock Slip")],
                freeBerths: Int = 42,
                operatorName: String = "Fred Flintstone",
                updatedAt: Date = Date(timeIntervalSince1970: -1_764_374_400)
            ) -> Self {
                .init(rows: rows, freeBerths: freeBerths, operatorName: operatorName, updatedAt: updatedAt)
            }
        }

        """
    }

    static func rowViewModel(_ name: String) -> String {
        """
        import FOSFoundation
        import FOSMVVM
        import Foundation

        /// One berth of \(name) in the list.
        @ViewModel
        public struct \(name)RowViewModel {
            public let id: ModelIdType
            public let name: String
            public let vesselName: String?
            public let status: \(name)Status
            public let statusDisplay: LocalizableString
            public let occupiedSince: LocalizableDate?
            @LocalizedString public var openLabel
            public let vmId: ViewModelId  // instance (list row) — stable id from data

            // Init takes PLAIN Swift types; the init wraps them + owns formatting.
            public init(id: ModelIdType, name: String, vesselName: String?, status: \(name)Status, occupiedSince: Date?) {
                self.id = id
                self.name = name
                self.vesselName = vesselName
                self.status = status
                self.statusDisplay = status.localizableString
                self.occupiedSince = occupiedSince.map { LocalizableDate(value: $0) }
                self.vmId = .init(id: id)  // per-row stable — NEVER .init() on a list row
            }

            public static func stub(
                id: ModelIdType = .init(),
                name: String = "Bedrock Slip 42",
                vesselName: String? = "Fred Flintstone's Dinghy",
                status: \(name)Status = .occupied,
                occupiedSince: Date? = Date(timeIntervalSince1970: -1_764_374_400)
            ) -> Self {
                .init(id: id, name: name, vesselName: vesselName, status: status, occupiedSince: occupiedSince)
            }
        }

        """
    }

    static func request(_ name: String) -> String {
        """
        import FOSFoundation
        import FOSMVVM
        import Foundation

        public final class \(name)Request: ViewModelRequest, @unchecked Sendable {
            public struct Query: ServerRequestQuery {
                public let areaId: ModelIdType
                public let includeClosed: Bool

                public init(areaId: ModelIdType, includeClosed: Bool = false) {
                    self.areaId = areaId
                    self.includeClosed = includeClosed
                }
            }

            public let query: Query?
            public typealias ResponseError = EmptyError
            public var responseBody: \(name)ViewModel?

            public init(
                query: Query? = nil,
                sort: EmptySort? = nil,
                fragment: EmptyFragment? = nil,
                requestBody: EmptyBody? = nil,
                responseBody: \(name)ViewModel? = nil
            ) {
                self.query = query
                self.responseBody = responseBody
            }
        }

        """
    }

    static func operations(_ name: String) -> String {
        """
        import FOSFoundation
        import FOSMVVM
        import Foundation

        // MARK: - Protocol

        public protocol \(name)ViewModelOperations: ViewModelOperations {
            func reserve(berthId: ModelIdType, nights: Int, mvvmEnv: MVVMEnvironment) async throws
            func release(berthId: ModelIdType, mvvmEnv: MVVMEnvironment) async throws
        }

        // MARK: - Live Implementation (Server-Backed)

        public struct \(name)Ops: \(name)ViewModelOperations {
            public init() {}

            public func reserve(berthId: ModelIdType, nights: Int, mvvmEnv: MVVMEnvironment) async throws {
                do {
                    _ = try await \(name)Request(query: .init(areaId: berthId)).processRequest(mvvmEnv: mvvmEnv)
                } catch {
                    // Surface the failure: the View shows the error the operation rethrows.
                    throw error
                }
            }

            public func release(berthId: ModelIdType, mvvmEnv: MVVMEnvironment) async throws {
                _ = try await \(name)Request(query: .init(areaId: berthId, includeClosed: true)).processRequest(mvvmEnv: mvvmEnv)
            }
        }

        // MARK: - Stub Implementation

        #if canImport(SwiftUI)
        public final class \(name)StubOps: \(name)ViewModelOperations, @unchecked Sendable {
            public var reserveCalled: Bool { reserveCalledWith != nil }
            public private(set) var reserveCalledWith: (berthId: ModelIdType, nights: Int)?
            public var releaseCalled: Bool { releaseCalledWith != nil }
            public private(set) var releaseCalledWith: ModelIdType?

            public init() {}

            public func reserve(berthId: ModelIdType, nights: Int, mvvmEnv: MVVMEnvironment) async throws {
                reserveCalledWith = (berthId, nights)
            }

            public func release(berthId: ModelIdType, mvvmEnv: MVVMEnvironment) async throws {
                releaseCalledWith = berthId
            }
        }
        #endif

        """
    }

    static func displayEnum(_ name: String) -> String {
        """
        import FOSFoundation
        import FOSMVVM
        import Foundation

        /// A ViewModel-owned display enum: raw-less, one localized label per case.
        public enum \(name)Status: CaseIterable, Codable, Hashable, Sendable {
            case free
            case occupied
            case outOfService

            public var localizableString: LocalizableString {
                .localized(LocalizableRef(for: Self.self, propertyName: String(describing: self)))
            }
        }

        """
    }

    static func factory(_ name: String) -> String {
        """
        import FOSFoundation
        import FOSMVVM
        import FOSMVVMVapor
        import Foundation
        import HarborData
        import Vapor
        import ViewModels

        extension \(name)ViewModel: ComposableFactory, VaporResponseBodyFactory {
            static let harborRecords = LoadRequirement.read(Harbor.self, in: .parentRoot)
            static let berthRecords = LoadRequirement.read(Berth.self, in: .parentRoot)
            public static var dataRequirements: [any DataRequirement] { [harborRecords, berthRecords] }

            public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self
            where R.ResponseBody == Self {
                let harbor = try context.records(Self.harborRecords).first
                let berths = try context.records(Self.berthRecords)
                let rows = try berths.map { berth in
                    \(name)RowViewModel(
                        id: try berth.requireID(),
                        name: berth.name,
                        vesselName: berth.vesselName,
                        status: \(name)Status(berth.status),
                        occupiedSince: berth.occupiedSince
                    )
                }
                let free = rows.filter { $0.status == .free }.count
                return .init(rows: rows, freeBerths: free, operatorName: harbor?.harborMasterName ?? "", updatedAt: Date())
            }
        }

        /// The factory projects the domain's status onto the ViewModel-owned display enum.
        extension \(name)Status {
            init(_ status: Berth.Status) {
                switch status {
                case .vacant: self = .free
                case .moored: self = .occupied
                case .closed: self = .outOfService
                }
            }
        }

        """
    }

    static func screen(_ name: String, flawed: Bool) -> String {
        """
        import Foundation
        import Observation

        /// The arrivals board of \(name), kept open on the office screen.
        @MainActor
        @Observable
        final class \(name)BoardViewModel {
            /// The screen's one source of truth; the values below derive from it.
            enum LoadingState {
                case idle
                case loading
                case loaded([\(name)Arrival])
                case failed(String)
            }

            \(flawed ? "var state: LoadingState = .idle\n    var isRefreshing = false" : "private(set) var state: LoadingState = .idle")

            var arrivals: [\(name)Arrival] {
                if case .loaded(let value) = state { return value }
                return []
            }

            var isLoading: Bool {
                if case .loading = state { return true }
                return false
            }

            var errorMessage: String? {
                if case .failed(let message) = state { return message }
                return nil
            }

            private let schedule: any \(name)ScheduleService
            @ObservationIgnored nonisolated(unsafe) private var loadTask: Task<Void, Never>?

            init(schedule: any \(name)ScheduleService = \(name)Service.live) {
                self.schedule = schedule
            }

            deinit {
                loadTask?.cancel()
            }

            func load() async {
                state = .loading
                do {
                    state = .loaded(try await schedule.upcomingArrivals())
                } catch is CancellationError {
                    state = .idle
                } catch {
                    state = .failed(error.localizedDescription)
                }
            }

            func onTappedRefresh() {
                loadTask?.cancel()
                loadTask = Task { await load() }
            }

            func onConfirmedArrival(arrival: \(name)Arrival) {
                loadTask?.cancel()
                loadTask = Task {
                    do {
                        try await schedule.confirm(arrivalId: arrival.id)
                        await load()
                    } catch {
                        state = .failed("Could not confirm \\(arrival.vesselName): \\(error.localizedDescription)")
                    }
                }
            }
        }

        /// The calls \(name)BoardViewModel makes on its schedule service.
        protocol \(name)ScheduleService: Sendable {
            func upcomingArrivals() async throws -> [\(name)Arrival]
            func confirm(arrivalId: String) async throws
        }

        extension \(name)Service: \(name)ScheduleService {}

        """
    }

    static func view(_ name: String) -> String {
        """
        import SwiftUI

        struct \(name)BoardView: View {
            @State private var viewModel = \(name)BoardViewModel()
            @State private var confirming: \(name)Arrival?

            var body: some View {
                content
                    .navigationTitle("Arrivals")
                    .task { await viewModel.load() }
                    .refreshable { viewModel.onTappedRefresh() }
            }

            @ViewBuilder private var content: some View {
                switch viewModel.state {
                case .idle, .loading:
                    ProgressView()
                case .loaded(let arrivals) where arrivals.isEmpty:
                    ContentUnavailableView("No arrivals", systemImage: "ferry")
                case .loaded(let arrivals):
                    List(arrivals) { arrival in
                        HStack(alignment: .firstTextBaseline) {
                            VStack(alignment: .leading, spacing: 4) {
                                Text(arrival.vesselName).font(.headline)
                                Text(arrival.expectedAt, style: .time)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Button("Confirm") { confirming = arrival }
                                .buttonStyle(.bordered)
                        }
                    }
                    .confirmationDialog(
                        "Confirm the arrival?",
                        isPresented: .init(get: { confirming != nil }, set: { if !$0 { confirming = nil } }),
                        presenting: confirming
                    ) { arrival in
                        Button("Confirm \\(arrival.vesselName)") { viewModel.onConfirmedArrival(arrival: arrival) }
                    }
                case .failed(let message):
                    VStack(spacing: 12) {
                        Text(verbatim: message)
                        Button("Try again") { viewModel.onTappedRefresh() }
                    }
                }
            }
        }

        #Preview {
            NavigationStack { \(name)BoardView() }
        }

        """
    }

    static func service(_ name: String) -> String {
        """
        import Foundation
        #if canImport(FoundationNetworking)
        import FoundationNetworking
        #endif

        /// The app's model of an expected arrival at \(name).
        struct \(name)Arrival: Identifiable, Hashable, Sendable {
            let id: String
            let vesselName: String
            let expectedAt: Date
        }

        /// The app's arrivals service; the board receives it through its initializer.
        struct \(name)Service: Sendable {
            static let live = \(name)Service(baseURL: URL(string: "https://api.harbor.example/\(name.lowercased())")!)

            let baseURL: URL

            func upcomingArrivals() async throws -> [\(name)Arrival] {
                let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("arrivals"))
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                return try decoder.decode([Record].self, from: data).map(\\.arrival)
            }

            func confirm(arrivalId: String) async throws {
                var request = URLRequest(url: baseURL.appendingPathComponent("arrivals/\\(arrivalId)/confirm"))
                request.httpMethod = "POST"
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                _ = try await URLSession.shared.data(for: request)
            }

            /// The wire shape of an arrival.
            private struct Record: Decodable {
                let id: String
                let vessel: String
                let eta: Date

                var arrival: \(name)Arrival { \(name)Arrival(id: id, vesselName: vessel, expectedAt: eta) }
            }
        }

        """
    }

    static func tests(_ name: String) -> String {
        """
        import Foundation
        import Testing
        @testable import App

        @MainActor
        struct \(name)BoardViewModelTests {
            @Test func startsIdle() {
                let viewModel = \(name)BoardViewModel(schedule: ScheduleDouble())
                #expect(!viewModel.isLoading)
                #expect(viewModel.errorMessage == nil)
            }

            @Test func loadsArrivals() async {
                var schedule = ScheduleDouble()
                schedule.arrivals = [\(name)Arrival(id: "1", vesselName: "Fred's Dinghy", expectedAt: Date(timeIntervalSince1970: 0))]
                let viewModel = \(name)BoardViewModel(schedule: schedule)
                await viewModel.load()
                #expect(viewModel.arrivals.count == 1)
            }

            @Test func aFailingServiceEndsInFailed() async {
                var schedule = ScheduleDouble()
                schedule.failure = true
                let viewModel = \(name)BoardViewModel(schedule: schedule)
                await viewModel.load()
                #expect(viewModel.errorMessage != nil)
            }
        }

        private struct ScheduleDouble: \(name)ScheduleService {
            var arrivals: [\(name)Arrival] = []
            var failure = false

            func upcomingArrivals() async throws -> [\(name)Arrival] {
                if failure { throw URLError(.notConnectedToInternet) }
                return arrivals
            }

            func confirm(arrivalId: String) async throws {}
        }

        """
    }

    static func localization(_ name: String) -> String {
        """
        en:
          \(name)ViewModel:
            pageTitle: "Harbor \(name)"
            emptyState: "No berths yet"
            welcome: "Welcome back, %{name}. %{count} berths are free."
            rulesPieces:
              - "Mooring is at the owner's risk"
              - "Fees are due on arrival"
            rulesSeparator: " · "
          \(name)RowViewModel:
            openLabel: "Open"
          \(name)Status:
            free: "Free"
            occupied: "Occupied"
            outOfService: "Out of service"
        es:
          \(name)ViewModel:
            pageTitle: "Puerto \(name)"
            emptyState: "Aún no hay amarres"
            welcome: "Hola de nuevo, %{name}. Hay %{count} amarres libres."
            rulesPieces:
              - "El amarre es por cuenta y riesgo del propietario"
              - "Las tarifas se pagan a la llegada"
            rulesSeparator: " · "
          \(name)RowViewModel:
            openLabel: "Abrir"
          \(name)Status:
            free: "Libre"
            occupied: "Ocupado"
            outOfService: "Fuera de servicio"

        """
    }
}
