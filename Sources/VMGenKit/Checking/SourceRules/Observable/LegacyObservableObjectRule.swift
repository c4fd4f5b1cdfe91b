/// OBS-10: where the project has adopted Observation, a view's model is `@Observable`, not a
/// legacy `ObservableObject` with `@Published` properties held by `@StateObject`.
struct LegacyObservableObjectRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "OBS-10", name: "no-legacy-observable-object", severity: .warning,
        summary: "in a project that uses @Observable, a view's model held by @StateObject is not a legacy ObservableObject with @Published properties",
        rationale: """
            From iOS 17 and macOS 14 the Observation pattern replaces ObservableObject: a screen's \
            ViewModel is a @MainActor @Observable final class with plain stored properties, held by \
            @State (@StateObject and @ObservedObject belong to the older model). An ObservableObject \
            republishes the whole object on every @Published change, so every view that holds it \
            re-renders, and it mixes two change-tracking systems in one app. vmgen reports it only \
            where the project already declares @Observable classes (in any linted file) without an \
            @available attribute: there the platforms have Observation and the team has adopted it, \
            so a legacy model is a leftover, not a deployment-target necessity. An app that targets \
            iOS 15 and gates one @Observable class behind @available(iOS 18, *) has not. `--fix` does not migrate it: the migration changes \
            every view that holds the model (@StateObject → @State, @ObservedObject → @Bindable or \
            a plain property, @EnvironmentObject → @Environment) and every use of its publishers \
            ($name, objectWillChange), which is a person's change to review. A model declared \
            inside a PreviewProvider is the preview's own and is left alone.
            """,
        triggering: [
            .swift("""
                final class ↓SettingsViewModel: ObservableObject {
                    @Published var theme = "dark"
                }
                struct SettingsView: View {
                    @StateObject private var viewModel = SettingsViewModel()
                    var body: some View { Text(viewModel.theme) }
                }
                """, path: "Sources/App/SettingsView.swift")
                .with(.swift("@MainActor @Observable\nfinal class FeedViewModel {\n    private(set) var posts: [String] = []\n}\n", path: "Sources/App/FeedViewModel.swift")),
            // The view that holds it is in another file, and it is built in the view's init.
            .swift("@MainActor\nfinal class ↓ProfileModel: ObservableObject {\n    @Published private(set) var name = \"\"\n}\n@Observable\nfinal class Session {}\n", path: "Sources/App/ProfileModel.swift")
                .with(.swift("struct ProfileView: View {\n    @StateObject private var model: ProfileModel\n    init() { _model = StateObject(wrappedValue: ProfileModel()) }\n    var body: some View { Text(model.name) }\n}\n", path: "Sources/App/ProfileView.swift")),
        ],
        nonTriggering: [
            // The project has not adopted Observation (it may still target iOS 16).
            .swift("""
                final class SettingsViewModel: ObservableObject {
                    @Published var theme = "dark"
                }
                struct SettingsView: View {
                    @StateObject private var viewModel = SettingsViewModel()
                    var body: some View { Text(viewModel.theme) }
                }
                """, path: "Sources/App/SettingsView.swift"),
            // Its only @Observable class is gated behind @available: the app targets an older OS.
            .swift("final class HistoryModel: ObservableObject {\n    @Published var entries: [String] = []\n}\nstruct HistoryView: View {\n    @StateObject private var model = HistoryModel()\n    var body: some View { Text(\"History\") }\n}\n", path: "Sources/App/HistoryView.swift")
                .with(.swift("@available(iOS 18.0, macOS 15.0, *)\n@Observable\n@MainActor\nfinal class DictionaryManager {\n    var words: [String] = []\n}\n", path: "Sources/App/DictionaryManager.swift")),
            // A preview's own model, declared in its PreviewProvider: preview code does not ship.
            .swift("""
                struct KeypadPreviews: PreviewProvider {
                    static var previews: some View { KeypadTestView() }
                    struct KeypadTestView: View {
                        @StateObject var model = PreviewModel()
                        class PreviewModel: ObservableObject {
                            @Published var pinCode = ""
                        }
                        var body: some View { Text(model.pinCode) }
                    }
                }
                """, path: "Sources/App/Keypad.swift")
                .with(.swift("@MainActor @Observable\nfinal class FeedViewModel {\n    private(set) var posts: [String] = []\n}\n", path: "Sources/App/FeedViewModel.swift")),
            // An ObservableObject no view holds with @StateObject (a Combine pipeline's model).
            .swift("final class Downloads: ObservableObject {\n    @Published var progress = 0.0\n}\n@Observable\nfinal class Feed {}\n", path: "Sources/App/Downloads.swift"),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        guard file.mentions("ObservableObject") else { return .none }
        let candidates = file.appDeclarations.filter { declaration in
            declaration.kind == .class && !declaration.isObservableClass
                && declaration.inheritance.contains { $0 == "ObservableObject" || $0 == "Combine.ObservableObject" }
                && declaration.members.contains { member in member.attributes.contains { $0.name == "Published" } }
        }.map { (name: $0.name, location: $0.nameLocation) }
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            guard !index.types.ungatedObservableClasses.isEmpty else { return [] }
            return candidates.filter { index.stateObjectTypes.contains($0.name) }.map {
                RuleFinding(
                    "\($0.name) is an ObservableObject with @Published properties held by @StateObject, in a project that uses @Observable; write it as '@MainActor @Observable final class' with plain stored properties, held by @State",
                    at: $0.location)
            }
        }
    }
}
