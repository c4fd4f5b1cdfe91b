/// OBS-07: `vmgen.yml`'s `observable.stateAccess` — stored state is `private(set)` by default.
struct PrivateSetStateRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "OBS-07", name: "state-private-set", severity: .warning,
        summary: "an @Observable ViewModel's stored state is private(set) (unless vmgen.yml says public)",
        rationale: """
            Guides to the @Observable ViewModel disagree: some keep state in public mutable \
            properties, others make every mutable state private(set). vmgen defaults to \
            private(set) — only the ViewModel's methods move its state, so a view cannot put it into \
            an impossible state — and a project can choose public with `observable: { stateAccess: \
            public }`, which turns this rule off. A property a protocol the class adopts requires \
            { get set } stays settable. Where code outside the class sets or binds a property of \
            that name ($model.text in a TextField), the finding says so: such a property needs a \
            method (for a control, a Binding(get:set:) whose setter calls one) before it can be \
            private(set), and --fix leaves it.
            """,
        triggering: [
            // Its extension elsewhere sets it, but so does a view, through a binding.
            .swift("@MainActor @Observable\nfinal class ComposerViewModel {\n    var ↓text = \"\"\n}\nstruct ComposerView: View {\n    @State private var model = ComposerViewModel()\n    var body: some View { TextField(\"Message\", text: $model.text) }\n}\n", path: "Sources/App/ComposerViewModel.swift")
                .with(.swift("extension ComposerViewModel {\n    func onTappedSend() { text = \"\" }\n}\n", path: "Sources/App/ComposerViewModel+Send.swift")),
            .swift("@MainActor @Observable\nfinal class TileListViewModel {\n    var ↓tiles: [String] = []\n}\n", path: "Sources/App/TileListViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class SearchViewModel {\n    public var ↓searchText = \"\"\n    private(set) var results: [String] = []\n}\n", path: "Sources/App/SearchViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class EditorViewModel {\n    var ↓draft = \"\" {\n        didSet { isDirty = true }\n    }\n    private(set) var isDirty = false\n}\n", path: "Sources/App/EditorViewModel.swift"),
            // Not named …ViewModel, but the screen creates it as its state, spelt implicitly.
            .swift("@MainActor @Observable\nfinal class EditModel {\n    var ↓draft = \"\"\n    init(text: String) { draft = text }\n}\nstruct EditScreen: View {\n    @State private var model: EditModel\n    init(text: String) {\n        _model = .init(initialValue: .init(text: text))\n    }\n    var body: some View { TextField(\"Text\", text: $model.draft) }\n}\n", path: "Sources/App/EditScreen.swift"),
        ],
        nonTriggering: [
            // A preview's own model, named like a ViewModel, in its PreviewProvider.
            .swift("struct CounterPreviews: PreviewProvider {\n    @MainActor @Observable\n    final class CounterPreviewViewModel {\n        var count = 3\n    }\n    static var previews: some View { Text(\"\\(CounterPreviewViewModel().count)\") }\n}\n", path: "Sources/App/Counter.swift"),
            // Set only by the class's own extension in another file: its own methods, and a
            // private(set) here would not compile there.
            .swift("@MainActor @Observable\nfinal class ComposerViewModel {\n    var isPickerSuppressed = false\n}\n", path: "Sources/App/ComposerViewModel.swift")
                .with(.swift("extension ComposerViewModel {\n    func onTappedMention() { isPickerSuppressed = true }\n}\n", path: "Sources/App/ComposerViewModel+Mentions.swift")),
            .swift("@MainActor @Observable\nfinal class TileListViewModel {\n    private(set) var tiles: [String] = []\n    private let service: TileService\n    @ObservationIgnored private var task: Task<Void, Never>?\n}\n", path: "Sources/App/TileListViewModel.swift"),
            .swift("@Observable\nfinal class UserSettings {\n    var theme = \"dark\"\n}\n", path: "Sources/App/UserSettings.swift"),
            // A protocol the class adopts (in another file) requires the property settable.
            .swift("@MainActor @Observable\nfinal class ComposerViewModel: TextEditing {\n    var text = \"\"\n}\n", path: "Sources/App/ComposerViewModel.swift")
                .with(.swift("protocol TextEditing: AnyObject {\n    var text: String { get set }\n}\n", path: "Sources/App/TextEditing.swift")),
            .swift("@MainActor @Observable\nfinal class EditorViewModel {\n    private(set) var draft = \"\" {\n        didSet { isDirty = true }\n    }\n    private(set) var isDirty = false\n    var title: String {\n        get { draft }\n        set { draft = newValue }\n    }\n}\n", path: "Sources/App/EditorViewModel.swift"),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        guard context.config.observable.stateAccess == .privateSet else { return .none }
        let candidates = file.appObservableClasses.flatMap { viewModel in
            file.storedProperties(of: viewModel).filter { property in
                property.kind == .var
                    && !property.modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
                    && !property.attributes.contains { $0.name == "ObservationIgnored" }
            }.map { (type: viewModel.name, isNamedSo: viewModel.isObservableViewModel, property: $0.name, location: $0.nameLocation) }
        }
        guard !candidates.isEmpty else { return .none }
        // A protocol the class adopts, in any file, may require the property { get set }.
        return PendingFindings { [candidates, file = file.path] index in
            candidates.filter {
                ($0.isNamedSo || index.viewStateTypes.contains($0.type)) && !index.types.requiresSettable($0.property, of: $0.type)
                    // Set only by the class's own methods, some in an extension in another file
                    // (where a private(set) declared here would hide the setter): its state is
                    // already changed by its methods alone.
                    && !(index.types.isWrittenByExtension($0.property, of: $0.type, outside: file) && !index.types.outsideWrites.contains($0.property))
            }.map { candidate in
                // Code outside the class may set it (writes are known by the property's name, not
                // by its class): private(set) alone would not compile there.
                let message = index.types.outsideWrites.contains(candidate.property)
                    ? "'\(candidate.property)' can be set from outside \(candidate.type), and code outside it sets a property of that name (an assignment or a binding): if that is this one, have it call a method of \(candidate.type) instead (for a control, a Binding(get:set:) whose setter calls one); then make it private(set)"
                    : "'\(candidate.property)' can be set from outside \(candidate.type); make it private(set) so only its methods change state"
                return RuleFinding(message, at: candidate.location)
            }
        }
    }
}
