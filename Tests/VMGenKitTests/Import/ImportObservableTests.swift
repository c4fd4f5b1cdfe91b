import Foundation
@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// `@Observable` screens: the class vmgen writes for `style: observable` reads back into its
/// spec; a hand-written one keeps what fits and notes the rest at its line.
final class ImportObservableTests: XCTestCase {
    func testTheGeneratedLoadingScreenReadsBackIntoItsSpec() throws {
        let result = SpecImporter.run(swift: [
            try ImportSource.harbor("Sources/HarborApp/Screens/ArrivalsBoard/ArrivalsBoardViewModel.swift"),
            try ImportSource.harbor("Sources/HarborApp/Screens/ArrivalsBoard/ArrivalsBoardView.swift"),
            try ImportSource.harbor("Tests/HarborAppTests/ArrivalsBoardViewModelTests.swift"),
        ], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertEqual(result.specs.map(\.fileName), ["ArrivalsBoard.yml"])
        // vmgen's own files are regenerated in place, never moved aside.
        XCTAssertEqual(result.specs.first?.sourceFiles, [])
        XCTAssertEqual(result.specs.first?.text, """
            # Imported by `vmgen import` from Sources/HarborApp/Screens/ArrivalsBoard/ArrivalsBoardViewModel.swift.
            viewModel: ArrivalsBoard
            style: observable
            doc: "The arrivals board the harbor master keeps open on the office screen."
            state: "[Arrival]"
            value: arrivals
            services:
              schedule:
                type: ArrivalsService
                default: live
                methods:
                  upcomingArrivals: { returns: "[Arrival]" }
                  confirm: { parameters: { arrivalId: "String" } }
              berths:
                type: BerthsService
                default: live
                dependency: struct
                methods:
                  freeBerths: { returns: "[String]" }
                  assignBerth: { parameters: { arrivalId: "String", berth: "String" } }
            load: { service: schedule, method: upcomingArrivals }
            actions:
              onTappedRefresh: { reloads: true }
              onConfirmedArrival:
                parameters: { arrival: "Arrival" }
              onAssignedBerth:
                parameters: { arrivalId: "String", berth: "String" }
                reloads: true
              onChangedFilter:
                parameters: { filter: "String" }
                debounce: 300ms
              onChangedSearch:
                parameters: { query: "String" }
                reloads: true
                debounce: 300ms
            view: true
            tests: true

            """)
    }

    /// A reload reads back in the shape vmgen writes now (the cancelled load awaited, an action
    /// with parameters doing its work in its region first) and in the one earlier vmgen wrote; work
    /// the spec cannot carry is noted at the action.
    func testReloadsReadBackWithAndWithoutTheirWork() {
        let source = ImportSource(path: "App/Screens/Log/LogViewModel.swift", text: """
            import Observation

            @MainActor
            @Observable
            final class LogViewModel {
                private(set) var state: LoadingState<[Entry]> = .idle
                private let store: any LogViewModelStoreService
                init(store: any LogViewModelStoreService = LogStore.live) {
                    self.store = store
                }
                func load() async {
                    state = .loaded(try await store.entries())
                }
                func onTappedRefresh() {
                    loadTask?.cancel()
                    loadTask = Task { await load() }
                }
                func onPicked(day: Int) {
                    let running = loadTask
                    running?.cancel()
                    loadTask = Task {
                        await running?.value
                        await load()
                    }
                }
                func onSearched(text: String) {
                    let running = loadTask
                    running?.cancel()
                    loadTask = Task {
                        await running?.value
                        try? await store.search(text)
                        await load()
                    }
                }
            }

            """)
        let result = SpecImporter.run(swift: [source], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered).filter { $0.contains("action") }, [
            "App/Screens/Log/LogViewModel.swift:26:5: note: the work of action 'onSearched' before its reload is not carried: generate writes an empty protected region 'vmgen:begin onSearched' before the load (move it there)",
        ])
        let text = result.specs.first?.text ?? ""
        XCTAssertTrue(text.contains("""
            actions:
              onTappedRefresh: { reloads: true }
              onPicked:
                parameters: { day: "Int" }
                reloads: true
              onSearched:
                parameters: { text: "String" }
                reloads: true

            """), text)
    }

    /// `rowId:` reads back from the list view vmgen writes; Identifiable rows have none.
    func testTheRowIdReadsBackFromTheListView() {
        let tokens = { (text: String) in text.split(separator: " ").map(String.init) }
        XCTAssertEqual(ObservableScreenReader.rowId(tokens("SwiftUI . List ( viewModel . posts , id : \\ . author . handle ) { item in }"), value: "posts"), "author.handle")
        XCTAssertEqual(ObservableScreenReader.rowId(tokens("SwiftUI . List ( viewModel . posts , id : \\ . self ) { item in }"), value: "posts"), "self")
        XCTAssertNil(ObservableScreenReader.rowId(tokens("SwiftUI . List ( viewModel . posts ) { item in }"), value: "posts"))
        XCTAssertNil(ObservableScreenReader.rowId(tokens("SwiftUI . List ( viewModel . posts , id : \\ . id . count + 1 ) { item in }"), value: "posts"))
    }

    /// A debounced action reads back into `debounce:`, with its own task or as a reload; its
    /// task and the deinit that cancels it are vmgen's, and work the spec cannot carry is noted.
    func testDebouncedActionsReadBackIntoTheirPause() {
        let source = ImportSource(path: "App/Screens/Log/LogViewModel.swift", text: """
            import Observation

            @MainActor
            @Observable
            final class LogViewModel {
                private(set) var state: LoadingState<[Entry]> = .idle
                private let store: any LogViewModelStoreService
                @ObservationIgnored nonisolated(unsafe) private(set) var onChangedFilterTask: Task<Void, Never>?
                init(store: any LogViewModelStoreService = LogStore.live) {
                    self.store = store
                }
                deinit {
                    loadTask?.cancel()
                    onChangedFilterTask?.cancel()
                }
                func load() async {
                    state = .loaded(try await store.entries())
                }
                func onChangedFilter(filter: String) {
                    onChangedFilterTask?.cancel()
                    onChangedFilterTask = Task {
                        try? await Task.sleep(for: .milliseconds(250))
                        guard !Task.isCancelled else { return }
                        print(filter)
                    }
                }
                func onChangedSearch(text: String) {
                    let running = loadTask
                    running?.cancel()
                    loadTask = Task {
                        try? await Task.sleep(for: .milliseconds(400))
                        await running?.value
                        guard !Task.isCancelled else { return }
                        await load()
                    }
                }
                func onTappedRefresh() {
                    let running = loadTask
                    running?.cancel()
                    loadTask = Task {
                        try? await Task.sleep(for: .milliseconds(0))
                        await running?.value
                        guard !Task.isCancelled else { return }
                        await load()
                    }
                }
            }

            """)
        let result = SpecImporter.run(swift: [source], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered).filter { $0.contains("action") || $0.contains("deinit") || $0.contains("Task") }, [
            "App/Screens/Log/LogViewModel.swift:8:58: note: var 'onChangedFilterTask' is not carried as written: generate writes vmgen's own 'onChangedFilterTask', the task of debounced action 'onChangedFilter'",
            "App/Screens/Log/LogViewModel.swift:12:5: note: deinit 'deinit' is not carried as written: generate writes vmgen's own deinit (it cancels loadTask and the debounced actions' tasks)",
            "App/Screens/Log/LogViewModel.swift:19:5: note: the work of debounced action 'onChangedFilter' is not carried: generate writes an empty protected region 'vmgen:begin onChangedFilter' after the pause (move it there)",
            "App/Screens/Log/LogViewModel.swift:37:5: note: the body of action 'onTappedRefresh' is not carried: generate writes an empty protected region 'vmgen:begin onTappedRefresh' (move the body there)",
        ])
        let text = result.specs.first?.text ?? ""
        XCTAssertTrue(text.contains("""
            actions:
              onChangedFilter:
                parameters: { filter: "String" }
                debounce: 250ms
              onChangedSearch:
                parameters: { text: "String" }
                reloads: true
                debounce: 400ms
              onTappedRefresh: { reloads: false }

            """), text)
    }

    /// A stored `…Task` is vmgen's only for a debounced action of that name with a task of its
    /// own: another (a reload's, or no action's) is the programmer's, and the note says it is
    /// not carried instead of promising one generate writes.
    func testAStoredTaskOfNoDebouncedActionIsNotCarried() {
        let source = ImportSource(path: "App/Screens/Log/LogViewModel.swift", text: """
            import Observation

            @MainActor
            @Observable
            final class LogViewModel {
                private(set) var state: LoadingState<[Entry]> = .idle
                private let store: any LogViewModelStoreService
                @ObservationIgnored nonisolated(unsafe) private(set) var syncTask: Task<Void, Never>?
                @ObservationIgnored nonisolated(unsafe) private(set) var onChangedSearchTask: Task<Void, Never>?
                init(store: any LogViewModelStoreService = LogStore.live) {
                    self.store = store
                }
                func load() async {
                    state = .loaded(try await store.entries())
                }
                func onChangedSearch(text: String) {
                    let running = loadTask
                    running?.cancel()
                    loadTask = Task {
                        try? await Task.sleep(for: .milliseconds(400))
                        await running?.value
                        guard !Task.isCancelled else { return }
                        await load()
                    }
                }
            }

            """)
        let result = SpecImporter.run(swift: [source], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered).filter { $0.contains("Task") }, [
            "App/Screens/Log/LogViewModel.swift:8:58: note: var 'syncTask' is not carried: generate writes a stored task only for a debounced action with its own task, and 'sync' is none",
            "App/Screens/Log/LogViewModel.swift:9:58: note: var 'onChangedSearchTask' is not carried: generate writes a stored task only for a debounced action with its own task, and 'onChangedSearch' is none",
        ])
    }

    func testTheGeneratedFeatureScreenReadsItsTestInstanceFromTheTests() throws {
        let result = SpecImporter.run(swift: [
            try ImportSource.harbor("Sources/HarborApp/Screens/TideTable/TideTableViewModel.swift"),
            try ImportSource.harbor("Tests/HarborAppTests/TideTableViewModelTests.swift"),
        ], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertEqual(result.specs.first?.text, """
            # Imported by `vmgen import` from Sources/HarborApp/Screens/TideTable/TideTableViewModel.swift.
            viewModel: TideTable
            style: observable
            doc: "The next high water, in the unit the harbor master picked."
            features:
              tides:
                type: TideFeature
                default: HarborModel.shared.tides
                test: sample
            exposes:
              nextHighWater: { type: "Date?", from: tides.nextHighWater }
              unit: { type: "LengthUnit", from: tides.selectedUnit, set: tides.selectUnit }
            actions:
              onTappedUnit:
                parameters: { unit: "LengthUnit" }
              onChangedPort:
                parameters: { port: "String" }
                debounce: 200ms
            view: false
            tests: true

            """)
    }

    func testTheTestsGiveTheStubOfANonListStateOrNoteIt() throws {
        var model = try ImportSource.harbor("Sources/HarborApp/Screens/ArrivalsBoard/ArrivalsBoardViewModel.swift")
        model.text = model.text.replacingOccurrences(of: "LoadingState<[Arrival]>", with: "LoadingState<Board>")
        var tests = try ImportSource.harbor("Tests/HarborAppTests/ArrivalsBoardViewModelTests.swift")
        let original = tests.text
        tests.text = original.replacingOccurrences(of: ".loaded([])", with: ".loaded(Board.sample)")
        XCTAssertNotEqual(tests.text, original)
        var result = SpecImporter.run(swift: [model, tests], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertTrue(result.specs.first?.text.contains("\nstate: \"Board\"\n") == true)
        XCTAssertTrue(result.specs.first?.text.hasSuffix("tests: true\nstub: sample\n") == true, result.specs.first?.text ?? "")

        tests.text = original.replacingOccurrences(of: ".loaded([])", with: ".loaded(Board(size: 2))")
        result = SpecImporter.run(swift: [model, tests], yaml: [])
        XCTAssertEqual(result.notes.map(\.message), ["the tests' stub value 'Board(size:2)' is not carried: 'stub:' is a static member of Board, a number, true/false or a plain string"])
    }

    private let handWritten = ImportSource(path: "App/Screens/Log/LogViewModel.swift", text: """
        import Observation

        @MainActor
        @Observable
        final class LogViewModel {
            private(set) var state: LoadingState<[Entry]> = .idle
            var filter = ""
            var count: Int { store.count }
            var shown: Bool {
                get { log.shown }
                set { log.shown = newValue }
            }
            private let log: LogFeature
            private let store: any LogViewModelStoreService

            init(log: LogFeature = .shared, store: any LogViewModelStoreService = LogStore.live) {
                self.log = log
                self.store = store
            }

            func load() async {
                state = .loaded(try await store.entries())
            }

            func onTappedClear() {
                filter = ""
            }

            func onSaved() async throws {}

            func helper() {}
        }

        protocol LogViewModelStoreService: Sendable {
            func entries() async throws -> [Entry]
            func count() -> Int
            func add(_ entry: Entry) async throws
        }

        struct LogView: View {
            var body: some View { Text("log") }
        }

        """)

    func testAHandWrittenScreenNotesEachConstructItCannotCarryAtItsLine() {
        let result = SpecImporter.run(swift: [handWritten], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [
            "App/Screens/Log/LogViewModel.swift:7:5: note: property 'filter' is not carried: a screen stores only its services and features, each an initializer parameter with a default",
            "App/Screens/Log/LogViewModel.swift:8:5: note: computed property 'count' is not carried: an exposed value reads one feature member ({ feature.member }) and sets through one",
            "App/Screens/Log/LogViewModel.swift:21:5: note: func 'load' is not carried as written: generate writes vmgen's own load() (loading, then loaded, idle when cancelled, or failed)",
            "App/Screens/Log/LogViewModel.swift:25:5: note: the body of action 'onTappedClear' is not carried: generate writes an empty protected region 'vmgen:begin onTappedClear' (move the body there)",
            "App/Screens/Log/LogViewModel.swift:29:5: note: action 'onSaved' is not carried: an action takes labelled parameters, is neither async nor throwing and returns nothing",
            "App/Screens/Log/LogViewModel.swift:31:5: note: func 'helper' is not carried: a style: observable spec has no such member",
            "App/Screens/Log/LogViewModel.swift:34:1: note: the conformance of LogStore to 'LogViewModelStoreService' is not read: generate declares 'extension LogStore: LogViewModelStoreService {}'",
            "App/Screens/Log/LogViewModel.swift:36:5: note: func 'count' of 'LogViewModelStoreService' is not carried: a service method is 'async throws', with labelled parameters",
            "App/Screens/Log/LogViewModel.swift:37:5: note: func 'add' of 'LogViewModelStoreService' is not carried: a service method is 'async throws', with labelled parameters",
            "App/Screens/Log/LogViewModel.swift:40:1: note: struct 'LogView' is not carried: it is hand-written, so the spec says 'view: false' and generate leaves it alone",
        ])
        // The hand-written file holds what the spec now generates: it goes aside.
        XCTAssertEqual(result.specs.first?.sourceFiles, ["App/Screens/Log/LogViewModel.swift"])
        XCTAssertEqual(result.specs.first?.text, """
            # Imported by `vmgen import` from App/Screens/Log/LogViewModel.swift.
            viewModel: Log
            style: observable
            state: "[Entry]"
            services:
              store:
                type: LogStore
                default: live
                methods:
                  entries: { returns: "[Entry]" }
            load: { service: store, method: entries }
            features:
              log:
                type: LogFeature
                default: LogFeature.shared
            exposes:
              shown: { type: "Bool", from: log.shown, set: true }
            actions:
              onTappedClear: { reloads: false }
            view: false
            tests: false

            """)
    }

    func testTheClosuresOfAStructServiceGiveItsMethods() {
        let read = ObservableScreenReader.closure("@Sendable (_ arrivalId: String, _ pair: [String: Int]) async throws -> Void")
        XCTAssertEqual(read?.parameters.map(\.name), ["arrivalId", "pair"])
        XCTAssertEqual(read?.parameters.map(\.type), ["String", "[String: Int]"])
        XCTAssertNil(read?.returns)
        XCTAssertEqual(ObservableScreenReader.closure("@Sendable () async throws -> [String]")?.returns, "[String]")
        XCTAssertNil(ObservableScreenReader.closure("(Int) -> Void"))
    }
}
