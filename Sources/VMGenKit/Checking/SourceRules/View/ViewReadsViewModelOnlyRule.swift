/// VIEW-03: a view reads what it shows from its ViewModel, not from an `@Environment` store
/// the ViewModel already projects.
struct ViewReadsViewModelOnlyRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "VIEW-03", name: "view-reads-vm-only", aliases: ["view-reads-vm-only"], severity: .error,
        summary: "a FOSMVVM view reads display data from its ViewModel, not from an @Environment store the ViewModel already exposes it from",
        rationale: """
            FOSMVVM's review checklist (view-reads-vm-only, blocker): "Views read display data \
            from the VM, never directly from @Environment-shadowed data store types when the VM \
            exposes the equivalent." The ViewModel is the single source of truth for what a view \
            displays: a value is projected from the store onto the ViewModel as a frozen scalar, \
            and a view reading the store beside it shows a second, possibly different, answer \
            that tests injecting the ViewModel's stub do not control. Decided as the check's \
            detection says: in a view holding a FOSMVVM ViewModel and an \
            @Environment(Store.self) value of an @Observable class, a property read off the store \
            whose name a property the ViewModel exposes also has (not private; its extensions' \
            computed properties count). Left alone: a read in .task, .onAppear, .onChange and the \
            other lifecycle modifiers (what the view does, not what it shows), a write to the \
            store (VIEW-04), a binding ($store.value), a method call (store.refresh()), the store \
            handed on whole (output: store), a name the ViewModel does not expose, and views of \
            @Observable ViewModels: such a model is no frozen projection of the stores (it may be \
            a draft the view writes back, or hold another account than the signed-in one), so a \
            shared name says nothing there. Keep the @Environment declaration: FOSMVVM's reviewer \
            guidance says the split between the store and the ViewModel is what lets tests \
            inject each.
            """,
        triggering: [
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct ProgrammingView: ViewModelView {\n    @Environment(ProgrammingSettings.self) private var programmingSettings\n    let viewModel: ProgrammingViewModel\n\n    var body: some View {\n        VStack {\n            Text(programmingSettings.↓amplitudeValue)\n            if self.programmingSettings.↓isEnabled { Text(viewModel.enabledLabel) }\n        }\n    }\n}\n", path: "Sources/App/Programming/ProgrammingView.swift")
                .with(
                    .swift("import Observation\n\n@Observable\npublic final class ProgrammingSettings {\n    public var amplitudeValue = \"\"\n    public var isEnabled = false\n}\n", path: "Sources/App/State/ProgrammingSettings.swift"),
                    .swift("import FOSMVVM\n\n@ViewModel\npublic struct ProgrammingViewModel {\n    @LocalizedString public var enabledLabel\n    public let amplitudeValue: String\n    public let isEnabled: Bool\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Programming/ProgrammingViewModel.swift")),
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct CartView: View {\n    @Environment(CartStore.self) private var store\n    private let viewModel: CartViewModel\n\n    var body: some View {\n        Text(store.↓totalText)\n    }\n}\n", path: "Sources/App/Cart/CartView.swift")
                .with(
                    .swift("import Observation\n\n@Observable\nfinal class CartStore {\n    var totalText = \"\"\n}\n", path: "Sources/App/Cart/CartStore.swift"),
                    .swift("import FOSMVVM\n\n@ViewModel(options: [.clientHostedFactory])\npublic struct CartViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n\nextension CartViewModel {\n    public var totalText: String { \"\" }\n}\n", path: "Sources/ViewModels/Cart/CartViewModel.swift")),
        ],
        nonTriggering: [
            // What the ViewModel does not expose, a write, a binding, a call, the store handed on,
            // a read on the lifecycle.
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct ProgrammingView: ViewModelView {\n    @Environment(ProgrammingSettings.self) private var programmingSettings\n    let viewModel: ProgrammingViewModel\n    private let operations: any ProgrammingViewModelOperations\n\n    var body: some View {\n        @Bindable var settings = programmingSettings\n        VStack {\n            Text(viewModel.amplitudeValue)\n            Text(programmingSettings.deviceName)\n            Toggle(viewModel.enabledLabel, isOn: $settings.isEnabled)\n            Button(viewModel.resetLabel) {\n                programmingSettings.reset()\n                operations.setAmplitude(1, output: programmingSettings)\n            }\n        }\n        .onChange(of: programmingSettings.isEnabled) { operations.log() }\n        .onAppear { programmingSettings.amplitudeValue = \"\" }\n    }\n}\n", path: "Sources/App/Programming/ProgrammingView.swift")
                .with(
                    .swift("import Observation\n\n@Observable\npublic final class ProgrammingSettings {\n    public var amplitudeValue = \"\"\n    public var deviceName = \"\"\n    public var isEnabled = false\n}\n", path: "Sources/App/State/ProgrammingSettings.swift"),
                    .swift("import FOSMVVM\n\n@ViewModel\npublic struct ProgrammingViewModel {\n    @LocalizedString public var enabledLabel\n    @LocalizedString public var resetLabel\n    public let amplitudeValue: String\n    public let isEnabled: Bool\n    private let deviceName: String\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Programming/ProgrammingViewModel.swift")),
            // @Observable models: a draft of the theme the view edits, a row's account beside the
            // signed-in one, the model itself from the environment.
            .swift("import SwiftUI\n\n@Observable\nfinal class ThemeDraft {\n    var tintColor = Color.blue\n}\n\nstruct ThemeSettingsView: View {\n    @Environment(Theme.self) private var theme\n    @Environment(CurrentAccount.self) private var currentAccount\n    @State private var draft = ThemeDraft()\n    let viewModel: AccountsListRowViewModel\n\n    var body: some View {\n        ColorPicker(\"Tint\", selection: $draft.tintColor)\n            .tint(theme.tintColor)\n        if currentAccount.account?.id != viewModel.account.id { Text(viewModel.account.name) }\n    }\n}\n\nstruct CartView: View {\n    @Environment(CartViewModel.self) private var viewModel\n    var body: some View { Text(viewModel.totalText) }\n}\n", path: "Sources/App/Settings/ThemeSettingsView.swift")
                .with(.swift("import Observation\n\n@Observable\nfinal class Theme {\n    var tintColor = Color.blue\n}\n\n@Observable\nfinal class CurrentAccount {\n    var account: Account?\n}\n\n@MainActor @Observable\nfinal class AccountsListRowViewModel {\n    private(set) var account: Account\n}\n\n@MainActor @Observable\nfinal class CartViewModel {\n    private(set) var totalText = \"\"\n}\n", path: "Sources/App/State/Theme.swift")),
        ])

    struct Candidate: Sendable {
        var store: String
        var viewModels: [String]
        var property: String
        var finding: RuleFinding
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        guard file.mentions("@Environment(") else { return .none }
        var candidates: [Candidate] = []
        for view in file.viewCode(where: { _, environment in !environment.isEmpty }) where !view.environment.isEmpty {
            let code = view.code
            let held = view.properties.filter { !view.environment.contains($0.key) }.map(\.value)
            let viewModels = Array(Set(held + view.environment.compactMap { view.properties[$0] })).sorted()
            let lifecycle = SwiftSourceFile.lifecycleRanges(code, brackets: CodeBrackets(code))
            for index in code.indices.dropLast(2) where view.isProperty(at: index) && view.environment.contains(code[index].text)
                && code[index + 1].text == "." && code[index + 2].kind == .identifier
            {
                let member = index + 2
                if ViewCode.isCalled(code, at: member) || lifecycle.contains(where: { $0.contains(index) }) { continue }
                if ViewCode.isWritten(code, at: member) { continue }
                guard let store = view.properties[code[index].text] else { continue }
                let name = code[member].text
                candidates.append(Candidate(store: store, viewModels: viewModels.filter { $0 != store }, property: name, finding: RuleFinding(
                    "'\(code[index].text).\(name)' is read from the @Environment store \(store), but the view's ViewModel exposes '\(name)': read it from the ViewModel, the one source of what the view shows",
                    at: code[member].location)))
            }
        }
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.filter { candidate in
                index.types.observableClasses.contains(candidate.store) && !index.isViewModel(candidate.store)
                    && candidate.viewModels.contains { index.viewModels[$0] != nil && index.viewFacts.properties[$0]?[candidate.property] != nil }
            }.map(\.finding)
        }
    }
}
