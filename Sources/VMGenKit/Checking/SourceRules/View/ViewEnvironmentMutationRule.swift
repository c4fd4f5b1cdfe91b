/// VIEW-04: a FOSMVVM view does not write `@Observable` state it reads from the environment;
/// mutations go through the ViewModel's operations.
struct ViewEnvironmentMutationRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "VIEW-04", name: "view-no-env-mutation", aliases: ["view-no-env-mutation"], severity: .error,
        summary: "a FOSMVVM view does not assign to @Observable state from the environment: mutations go through operations",
        rationale: """
            FOSMVVM's review checklist (view-no-env-mutation, blocker): "View bodies do not mutate \
            @Observable state directly. Mutations go through Operations." A view calls an \
            operation and hands it the store as its output (operations.setTheme(.dark, output: \
            settings)); the operation writes, and its stub records the call, so previews and \
            tests see what the view asked for. An assignment in the body writes past all of \
            that. Decided as the check's detection says, in FOSMVVM views (a ViewModelView, or a \
            View in a file importing FOSMVVM): in the view's code and the closures it builds, an \
            assignment (=, +=, …, also through a subscript or a deeper member) or a mutating \
            call (append, toggle, remove…) whose target is a property of an @Environment(X.self) \
            value of an @Observable class. Left alone: calling an operation or a method of the \
            store, a binding ($settings.isEnabled) handed to a control (FOSMVVM's form fields \
            bind), and other apps' views: in the Observation pattern a view may write the \
            @Observable model it is given (@Bindable), and an app without operations has \
            nothing else to write through.
            """,
        triggering: [
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct ProgrammingView: ViewModelView {\n    @Environment(ProgrammingSettings.self) private var programmingSettings\n    let viewModel: ProgrammingViewModel\n\n    var body: some View {\n        Button(viewModel.enableLabel) {\n            programmingSettings.↓isEnabled = true\n            self.programmingSettings.↓history.append(.enabled)\n        }\n        .onAppear { programmingSettings.↓limits[0] += 1 }\n    }\n}\n", path: "Sources/App/Programming/ProgrammingView.swift")
                .with(.swift("import Observation\n\n@Observable\npublic final class ProgrammingSettings {\n    public var isEnabled = false\n    public var history: [Event] = []\n    public var limits: [Int] = []\n}\n", path: "Sources/App/State/ProgrammingSettings.swift")),
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct SettingsView: View {\n    @Environment(UserSettings.self) private var settings\n    let viewModel: SettingsViewModel\n\n    var body: some View {\n        Button(viewModel.darkLabel) { settings.↓theme.toggle() }\n    }\n}\n", path: "Sources/App/Settings/SettingsView.swift")
                .with(.swift("import Observation\n\n@Observable\nfinal class UserSettings {\n    var theme = Theme.light\n}\n", path: "Sources/App/State/UserSettings.swift")),
        ],
        nonTriggering: [
            // An operation writes; the view reads, binds, compares.
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct SettingsView: ViewModelView {\n    @Environment(UserSettings.self) private var settings\n    let viewModel: SettingsViewModel\n    private let operations: any SettingsViewModelOperations\n\n    var body: some View {\n        @Bindable var settings = settings\n        Toggle(viewModel.darkLabel, isOn: $settings.isDark)\n        Button(viewModel.darkLabel) {\n            operations.setTheme(.dark, output: settings)\n            let next = settings.theme == .dark ? Theme.light : .dark\n            settings.apply(next)\n        }\n    }\n}\n", path: "Sources/App/Settings/SettingsView.swift")
                .with(.swift("import Observation\n\n@Observable\nfinal class UserSettings {\n    var theme = Theme.light\n    var isDark = false\n}\n", path: "Sources/App/State/UserSettings.swift")),
            // An app without FOSMVVM writes its model; an environment value that is no @Observable class.
            .swift("import SwiftUI\n\nstruct SettingsView: View {\n    @Environment(UserSettings.self) private var settings\n    var body: some View { Button(\"Dark\") { settings.theme = .dark } }\n}\n", path: "Sources/App/Settings/SettingsView.swift")
                .with(.swift("import Observation\n\n@Observable\nfinal class UserSettings {\n    var theme = Theme.light\n}\n", path: "Sources/App/State/UserSettings.swift")),
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct SettingsView: View {\n    @Environment(Router.self) private var router\n    var body: some View { Button(\"Back\") { router.path = [] } }\n}\n", path: "Sources/App/Settings/SettingsView.swift")
                .with(.swift("final class Router {\n    var path: [Int] = []\n}\n", path: "Sources/App/State/Router.swift")),
        ])

    struct Candidate: Sendable {
        var store: String
        var finding: RuleFinding
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        guard file.mentions("@Environment("), file.mentions("ViewModelView") || file.imports(anyOf: ["FOSMVVM"]) else { return .none }
        var candidates: [Candidate] = []
        for view in file.viewCode(where: { _, environment in !environment.isEmpty }) where view.isFOSMVVMView && !view.environment.isEmpty {
            let code = view.code
            for index in code.indices.dropLast(2) where view.isProperty(at: index) && view.environment.contains(code[index].text)
                && code[index + 1].text == "." && code[index + 2].kind == .identifier && ViewCode.isWritten(code, at: index + 2)
            {
                guard let store = view.properties[code[index].text] else { continue }
                candidates.append(Candidate(store: store, finding: RuleFinding(
                    "the view writes '\(code[index].text).\(code[index + 2].text)' of the @Observable \(store) itself: call an operation and hand it \(code[index].text) as its output, so the write is the operation's and its stub records it",
                    at: code[index + 2].location)))
            }
        }
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.filter { index.types.observableClasses.contains($0.store) }.map(\.finding)
        }
    }
}
