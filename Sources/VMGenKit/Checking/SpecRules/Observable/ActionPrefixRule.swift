/// OBS-08: a screen's user actions are `on`-prefixed and name what the user did.
struct ActionPrefixRule: SpecRule {
    static let description = RuleDescription(
        id: "OBS-08", name: "on-prefixed-actions", severity: .warning,
        summary: "an @Observable screen's view-triggered actions start with 'on' (onTappedRetry)",
        rationale: """
            The @Observable ViewModel pattern names a view-triggered action with an on prefix that \
            describes what the user did, not the implementation (onTappedItem). The prefix separates what the view may call from the \
            ViewModel's internal methods at a glance. In Swift, the methods checked are those of an \
            @Observable …ViewModel class, or of an @Observable class a view creates and holds as its \
            own @State (its screen's ViewModel by another name), that some view calls \
            (viewModel.refresh()) outside .task, \
            .onAppear, .onDisappear, .onChange, .onReceive and the modifiers of system events \
            (.onOpenURL, .onContinueUserActivity, .userActivity, .handlesExternalEvents, \
            .backgroundTask, .onPreferenceChange, .onGeometryChange), that are not private and \
            return nothing; a method only other code, the view's lifecycle or the system calls is \
            left alone.
            """,
        triggering: [
            .spec("viewModel: Feed\nstyle: observable\nstate: \"[String]\"\nservices:\n  feed: { type: FeedService, methods: { posts: { returns: \"[String]\" } } }\nactions:\n  ↓refresh: { reloads: true }\n"),
            .spec("viewModel: Feed\nstyle: observable\nstate: \"[String]\"\nservices:\n  feed: { type: FeedService, methods: { posts: { returns: \"[String]\" } } }\nactions:\n  ↓online: {}\n"),
            .swift("""
                @MainActor @Observable
                final class FeedViewModel {
                    private(set) var posts: [String] = []
                    func ↓refresh() async { posts = await service.posts() }
                    func onTappedRetry() async { await refresh() }
                }
                """, path: "Sources/App/Feed/FeedViewModel.swift")
                .with(.swift("""
                    struct FeedView: View {
                        @State private var viewModel: FeedViewModel
                        var body: some View {
                            List(viewModel.posts, id: \\.self) { Text($0) }
                                .refreshable { await viewModel.refresh() }
                        }
                    }
                    """, path: "Sources/App/Feed/FeedView.swift")),
            .swift("""
                @MainActor @Observable
                final class PlayerViewModel {
                    private(set) var isPlaying = false
                    func ↓play() { isPlaying = true }
                }
                struct PlayerView: View {
                    let viewModel: PlayerViewModel
                    var body: some View { Button("Play", action: viewModel.play) }
                }
                """, path: "Sources/App/PlayerView.swift"),
            // The closure goes to a value (CalendarData), not to the child view's own parameter
            // of that name, which the child runs from .onChange.
            .swift("""
                @MainActor @Observable
                final class DueDateViewModel {
                    private(set) var date = Date()
                    func ↓dateChanged(_ newDate: Date) { date = newDate }
                }
                struct DueDateView: View {
                    @State private var viewModel = DueDateViewModel()
                    var body: some View {
                        CalendarView(data: CalendarData(onDateChanged: { viewModel.dateChanged($0) }))
                    }
                }
                struct CalendarView: View {
                    @State private var date = Date()
                    let data: CalendarData
                    var onDateChanged: (Date) -> Void = { _ in }
                    var body: some View { Text("Calendar").onChange(of: date) { _, new in onDateChanged(new) } }
                }
                """, path: "Sources/App/DueDateView.swift"),
            // A child view that calls the closure it is given from a button: a user action.
            .swift("""
                @MainActor @Observable
                final class InboxViewModel {
                    private(set) var results: [String] = []
                    func ↓search(text: String) async { results = [text] }
                }
                struct InboxView: View {
                    @State private var model = InboxViewModel()
                    var body: some View { SearchField(search: { text in await model.search(text: text) }) }
                }
                struct SearchField: View {
                    @State private var text = ""
                    var search: (String) async -> Void
                    var body: some View { Button("Search") { Task { await search(text) } } }
                }
                """, path: "Sources/App/InboxView.swift"),
            // ViewModels nested in their views, each named `ViewModel`: the view calls its own
            // (unqualified, or from a child view by its qualified name), not the other view's.
            .swift("""
                struct StacksView: View {
                    @State private var viewModel = ViewModel()
                    var body: some View { Button("Remove") { viewModel.removeStack() } }
                }
                extension StacksView {
                    @MainActor @Observable
                    final class ViewModel {
                        func ↓removeStack() {}
                    }
                }
                struct StackDetailsView: View {
                    @State private var viewModel = ViewModel()
                    var body: some View { RemoveButton() }
                }
                extension StackDetailsView {
                    @MainActor @Observable
                    final class ViewModel {
                        func removeStack() {}
                        func ↓removeContainer() {}
                    }
                    struct RemoveButton: View {
                        @Environment(StackDetailsView.ViewModel.self) private var viewModel
                        var body: some View { Button("Remove") { viewModel.removeContainer() } }
                    }
                }
                """, path: "Sources/App/StacksView.swift"),
            // Through a local name for the ViewModel, as a view writes one to bind its values.
            .swift("""
                @MainActor @Observable
                final class TimerViewModel {
                    private(set) var done = false
                    func ↓finish() { done = true }
                }
                struct TimerView: View {
                    @State private var viewModel = TimerViewModel()
                    var body: some View {
                        @Bindable var model = viewModel
                        Button("Finish") { model.finish() }
                    }
                }
                """, path: "Sources/App/TimerView.swift"),
            // Variadic and backticked parameters, and `Self.ViewModel` for the view's own.
            .swift("""
                @MainActor @Observable
                final class TagsViewModel {
                    private(set) var tags: [String] = []
                    func ↓add(_ items: String...) { tags += items }
                    func ↓insert(items: String...) { tags += items }
                    func ↓use(`default`: Int) {}
                }
                struct TagsView: View {
                    @State private var viewModel = TagsViewModel()
                    var body: some View {
                        Button("Add") { viewModel.add("a", "b") }
                        Button("Insert") { viewModel.insert(items: "a", "b") }
                        Button("Default") { viewModel.use(`default`: 1) }
                    }
                }
                struct ShelfView: View {
                    @State private var viewModel = Self.ViewModel()
                    var body: some View { Button("Clear") { viewModel.clear() } }
                }
                extension ShelfView {
                    @MainActor @Observable
                    final class ViewModel {
                        func ↓clear() {}
                    }
                }
                """, path: "Sources/App/TagsView.swift"),
            // Overloads: the view calls the one its argument labels name.
            .swift("""
                @MainActor @Observable
                final class CounterViewModel {
                    private(set) var count = 0
                    func ↓update(for value: Int) { count = value }
                    func update(at index: Int, amount: Int) { count = index + amount }
                    func ↓reset(_ value: Int = 0, animated: Bool = false) { count = value }
                }
                struct CounterView: View {
                    @State private var viewModel = CounterViewModel()
                    var body: some View {
                        Button("Set") { viewModel.update(for: min(3, 4)) }
                        Button("Reset") { viewModel.reset(animated: true) }
                    }
                }
                """, path: "Sources/App/CounterView.swift"),
        ],
        nonTriggering: [
            // A button of a preview's own view (inside a PreviewProvider): no user's action.
            .swift("""
                @MainActor @Observable
                final class FeedViewModel {
                    func reload() {}
                }
                struct FeedView_Previews: PreviewProvider {
                    static var previews: some View { Harness() }
                    struct Harness: View {
                        @State var model = FeedViewModel()
                        var body: some View { Button("Reload") { model.reload() } }
                    }
                }
                """, path: "Sources/App/FeedPreviews.swift"),
            // A local name bound again (a loop's variable) is not followed: `model.delete()` is an item's.
            .swift("""
                @MainActor @Observable
                final class ListViewModel {
                    private(set) var items: [Item] = []
                    func delete() {}
                }
                struct Item { func delete() {} }
                struct ListView: View {
                    @State private var viewModel = ListViewModel()
                    var body: some View {
                        @Bindable var model = viewModel
                        Text("\\(model.items.count)")
                    }
                    func remove(_ items: [Item]) { for model in items { model.delete() } }
                }
                """, path: "Sources/App/ListView.swift"),
            // A method handed to another ViewModel, which calls it: not the view's call.
            .swift("""
                @MainActor @Observable
                final class SendViewModel {
                    private let send: (String) async -> Void
                    init(send: @escaping (String) async -> Void) { self.send = send }
                    func onTappedSend() async { await send("") }
                }
                @MainActor @Observable
                final class ActionsViewModel {
                    private(set) var forwarded = 0
                    func forwardMessage(_ text: String) async { forwarded += 1 }
                }
                struct ForwardView: View {
                    let viewModel: ActionsViewModel
                    @State private var sendViewModel: SendViewModel
                    init(viewModel: ActionsViewModel) {
                        self.viewModel = viewModel
                        _sendViewModel = State(initialValue: SendViewModel(send: viewModel.forwardMessage))
                    }
                    var body: some View { Button("Send") { Task { await sendViewModel.onTappedSend() } } }
                }
                """, path: "Sources/App/ForwardView.swift"),
            // The project's own wrapper of .task, declared in another file, and a child view that
            // runs the closure it is given only from .task(id:): neither is a user action.
            .swift("""
                @MainActor @Observable
                final class InboxViewModel {
                    private(set) var results: [String] = []
                    func startSync() async throws { results = [] }
                    func search(text: String) async { results = [text] }
                }
                struct InboxView: View {
                    @State private var model = InboxViewModel()
                    var body: some View {
                        SearchField(search: { text in await model.search(text: text) })
                            .throwingTask { try await model.startSync() }
                    }
                }
                """, path: "Sources/App/InboxView.swift")
                .with(.swift("""
                    extension View {
                        func throwingTask(_ action: @escaping @Sendable () async throws -> Void) -> some View {
                            task { try? await action() }
                        }
                    }
                    struct SearchField: View {
                        @State private var text = ""
                        var search: (String) async -> Void
                        var body: some View {
                            TextField("Search", text: $text).task(id: text) { await search(text) }
                        }
                    }
                    """, path: "Sources/App/Support.swift")),
            .spec("viewModel: Feed\nstyle: observable\nstate: \"[String]\"\nservices:\n  feed: { type: FeedService, methods: { posts: { returns: \"[String]\" } } }\nactions:\n  onTappedRefresh: { reloads: true }\n"),
            .spec("viewModel: Feed\nstyle: observable\nstate: \"[String]\"\nservices:\n  feed: { type: FeedService, methods: { posts: { returns: \"[String]\" } } }\n"),
            // Called by no view (handleEvent; reset() is another type's), only on appearing or on a change (load,
            // handleStreamEvent, refilter through the view's helper), a query returning a value, a private helper.
            .swift("""
                @MainActor @Observable
                final class TimelineViewModel {
                    private(set) var statuses: [String] = []
                    func handleEvent(_ event: StreamEvent) { statuses.append(event.text) }
                    func reset() async { statuses = [] }
                    func canStream(_ timeline: String) -> Bool { true }
                    private func reload() async {}
                    func onAppeared() async { await reload() }
                    func load() async { statuses = [] }
                    func handleStreamEvent(_ event: StreamEvent) {}
                    func refilter() async {}
                }
                struct TimelineView: View {
                    let viewModel: TimelineViewModel
                    @State private var dataSource = ConversationsDataSource()
                    var body: some View {
                        List(viewModel.statuses, id: \\.self) { Text($0) }
                            .disabled(!viewModel.canStream("home"))
                            .task { await viewModel.onAppeared() }
                            .refreshable { await dataSource.reset() }
                            .task { await viewModel.load() }
                            .onChange(of: stream.latest) { _, event in viewModel.handleStreamEvent(event) }
                            .onChange(of: filter.showReplies) { _, _ in refreshFilter() }
                    }
                    private func refreshFilter() {
                        Task { await viewModel.refilter() }
                    }
                }
                """, path: "Sources/App/TimelineView.swift"),
            // Called on events the system delivers: a URL, a user activity handed to the app.
            .swift("""
                @MainActor @Observable
                final class RouterViewModel {
                    private(set) var path: [String] = []
                    func handle(_ url: URL) { path.append(url.path) }
                    func restore(_ activity: NSUserActivity) { path = [] }
                    func describe(_ activity: NSUserActivity) {}
                }
                struct RootView: View {
                    @State private var router = RouterViewModel()
                    var body: some View {
                        Text("Home")
                            .onOpenURL { url in router.handle(url) }
                            .onContinueUserActivity("Browse") { activity in router.restore(activity) }
                            .userActivity("Browse") { activity in router.describe(activity) }
                    }
                }
                """, path: "Sources/App/RootView.swift"),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        context.set.screens.flatMap { screen in
            screen.actions.filter { action in
                let rest = action.name.dropFirst(2)
                return !(action.name.hasPrefix("on") && rest.first?.isUppercase == true)
            }.map { RuleFinding("the action '\($0.name)' of \(screen.typeName) should say what the user did, with the 'on' prefix, e.g. 'onTapped\(SwiftNames.upperFirst($0.name))'", at: $0.location) }
        }
    }
}
