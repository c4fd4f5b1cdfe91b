/// OBS-02: an `@Observable` ViewModel is a `@MainActor final class`.
struct ObservableFinalMainActorRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "OBS-02", name: "observable-final-mainactor", severity: .error,
        summary: "an @Observable ViewModel is a @MainActor final class",
        rationale: """
            In the Observation model every ViewModel is a @MainActor @Observable final class: @MainActor \
            because views read it on the main thread, final because subclassing an @Observable class \
            breaks its change tracking. \
            Without @MainActor a network callback that mutates state crashes with "Property access \
            must be on main actor". Code built with MainActor default isolation (SwiftPM \
            .defaultIsolation(MainActor.self), Xcode SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor, or \
            vmgen.yml lint.defaultIsolation: MainActor) is @MainActor already: there only final is \
            asked for.
            """,
        triggering: [
            .swift("@Observable\nfinal class ↓FeedViewModel {\n    var posts: [String] = []\n}\n", path: "Sources/App/FeedViewModel.swift"),
            .swift("@MainActor\n@Observable\nclass ↓ProfileViewModel {\n    private(set) var name = \"\"\n}\n", path: "Sources/App/ProfileViewModel.swift"),
            // Named for what it is not, but a view holds it as its state: the screen's ViewModel.
            .swift("@Observable\nfinal class ↓CartScreenModel {\n    private(set) var items: [String] = []\n}\n", path: "Sources/App/CartScreenModel.swift")
                .with(.swift("struct CartView: View {\n    @State private var model = CartScreenModel()\n    var body: some View { Text(\"Cart\") }\n}\n", path: "Sources/App/CartView.swift")),
            // Created by the view once its input is ready: its own state all the same.
            .swift("@Observable\nfinal class ↓ChatSessionModel {\n    private(set) var messages: [String] = []\n}\n", path: "Sources/App/ChatSessionModel.swift")
                .with(.swift("struct ChatView: View {\n    @State private var session: ChatSessionModel?\n    var body: some View {\n        Text(\"Chat\").task { session = ChatSessionModel() }\n    }\n}\n", path: "Sources/App/ChatView.swift")),
        ],
        nonTriggering: [
            // A preview's own model, declared in its PreviewProvider: not the app's ViewModel,
            // whatever its name.
            .swift("struct BadgePreviews: PreviewProvider {\n    static var previews: some View { Text(BadgePreviewViewModel().title) }\n    @Observable class BadgePreviewViewModel {\n        let title = \"New\"\n    }\n}\n", path: "Sources/App/Badge.swift"),
            // Conforming to a @MainActor protocol in its own declaration makes the class @MainActor.
            .swift("@MainActor\nprotocol CreateFlowOutput: AnyObject {\n    func willCreate()\n}\n@Observable\nfinal class CreateFlowViewModel: CreateFlowOutput {\n    private(set) var isDone = false\n    func willCreate() { isDone = true }\n}\n", path: "Sources/App/CreateFlowViewModel.swift"),
            // A preview's own model, declared in its PreviewProvider and held by its view.
            .swift("struct KeypadPreviews: PreviewProvider {\n    static var previews: some View { KeypadTestView() }\n    struct KeypadTestView: View {\n        @State var model = PreviewModel()\n        @Observable class PreviewModel {\n            var pinCode = \"\"\n        }\n        var body: some View { Text(model.pinCode) }\n    }\n}\n", path: "Sources/App/Keypad.swift"),
            // A store views are handed, or share through the environment, is the app's.
            .swift("@Observable\nclass ConversationStore {\n    static let shared = ConversationStore()\n    var messages: [String] = []\n}\nstruct ChatView: View {\n    @State var store = ConversationStore.shared\n    var body: some View { Text(\"Chat\") }\n}\nstruct RootView: View {\n    @State private var router = RouterPath()\n    var body: some View { ChatView().environment(router) }\n}\n@Observable\nclass RouterPath {\n    var path: [String] = []\n}\n", path: "Sources/App/ChatView.swift"),
            // Handed to the view, not created by it; a draft a button makes for a sheet; a local.
            .swift("@Observable\nfinal class BookDraft {\n    var title = \"\"\n}\nstruct ShelfView: View {\n    @State private var draft: BookDraft?\n    @State private var editing: BookDraft?\n    @State private var shown: BookDraft?\n    var body: some View {\n        Button(\"New\") { draft = BookDraft() }\n            .sheet(item: $editing) { Text($0.title) }\n            .task { editing = BookDraft(); let shown = BookDraft(); print(shown.title) }\n    }\n}\n", path: "Sources/App/ShelfView.swift"),
            // Handed to the view, not created by it.
            .swift("@Observable\nfinal class ChatSessionModel {\n    private(set) var messages: [String] = []\n}\nstruct ChatView: View {\n    @State private var session: ChatSessionModel?\n    let make: () -> ChatSessionModel\n    var body: some View {\n        Text(\"Chat\").task { session = make() }\n    }\n}\n", path: "Sources/App/ChatView.swift"),
            // Held by the App, not by a view: an app-wide model, not a screen's ViewModel.
            .swift("@Observable\nclass SessionStore {\n    var token = \"\"\n}\n@main\nstruct ShopApp: App {\n    @State private var session = SessionStore()\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}\n", path: "Sources/App/ShopApp.swift"),
            .swift("@MainActor\n@Observable\nfinal class FeedViewModel {\n    private(set) var posts: [String] = []\n}\n", path: "Sources/App/FeedViewModel.swift"),
            .swift("@Observable\nfinal class UserSettings {\n    var theme = \"dark\"\n}\n", path: "Sources/App/UserSettings.swift"),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        let mainActorByDefault = context.config.lint.isMainActorByDefault(file.path)
        var candidates: [(name: String, isNamedSo: Bool, inheritance: [String], needsMainActor: Bool, needsFinal: Bool, location: SourceLocation)] = []
        for viewModel in file.appObservableClasses {
            // Built with MainActor default isolation, a class without an isolation of its own is
            // @MainActor already (`nonisolated` opts out, and is then missing @MainActor).
            let isolatedByDefault = mainActorByDefault && !viewModel.modifiers.contains("nonisolated")
            let needsMainActor = !isolatedByDefault && !viewModel.attributes.contains(where: { $0.name == "MainActor" })
            let needsFinal = !viewModel.modifiers.contains("final")
            guard needsMainActor || needsFinal else { continue }
            candidates.append((viewModel.name, viewModel.isObservableViewModel, viewModel.inheritance, needsMainActor, needsFinal, viewModel.nameLocation))
        }
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.compactMap { candidate in
                guard candidate.isNamedSo || index.viewStateTypes.contains(candidate.name) else { return nil }
                var missing: [String] = []
                // A @MainActor superclass or protocol named in the class's own declaration makes
                // Swift infer @MainActor for the class.
                if candidate.needsMainActor, !index.types.infersMainActor(from: candidate.inheritance) { missing.append("@MainActor") }
                if candidate.needsFinal { missing.append("final") }
                guard !missing.isEmpty else { return nil }
                return RuleFinding("\(candidate.name) is an @Observable ViewModel without \(missing.joined(separator: " and ")); write '@MainActor @Observable final class'", at: candidate.location)
            }
        }
    }
}
