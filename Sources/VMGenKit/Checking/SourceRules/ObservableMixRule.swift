/// OBS-01: an `@Observable` type does not mix in Combine-era observation.
struct ObservableMixRule: SourceRule {
    static let legacyAttributes: Set<String> = ["Published", "StateObject", "ObservedObject"]

    static let description = RuleDescription(
        id: "OBS-01", name: "observable-not-observableobject", severity: .error,
        summary: "no @Published, ObservableObject, @StateObject or @ObservedObject alongside @Observable",
        rationale: """
            Seed 001: with the Observation framework a ViewModel is a @MainActor @Observable final \
            class; @Published, ObservableObject, @StateObject and @ObservedObject belong to the older \
            Combine model. Mixing them doubles the change tracking, and @StateObject/@ObservedObject \
            do not observe an @Observable type — hold it in @State instead.
            """,
        triggering: [
            .swift("@Observable\nfinal class SettingsModel {\n    ↓@Published var theme = \"dark\"\n}\n", path: "Sources/App/SettingsModel.swift"),
            .swift("@MainActor @Observable\nfinal class ProfileViewModel: ↓ObservableObject {\n    var name = \"\"\n}\n", path: "Sources/App/ProfileViewModel.swift"),
            .swift("@Observable final class Store {}\nstruct ProfileView: View {\n    ↓@StateObject var store = Store()\n    var body: some View { Text(\"\") }\n}\n", path: "Sources/App/ProfileView.swift"),
        ],
        nonTriggering: [
            .swift("@MainActor @Observable\nfinal class ProfileViewModel {\n    private(set) var name = \"\"\n}\n", path: "Sources/App/ProfileViewModel.swift"),
            .swift("final class LegacyModel: ObservableObject {\n    @Published var value = 1\n}\n", path: "Sources/App/LegacyModel.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        // A finding is a legacy attribute or ObservableObject beside @Observable: all their words.
        guard file.mentions("@Observable"),
            ["Published", "StateObject", "ObservedObject", "ObservableObject"].contains(where: file.mentions)
        else { return [] }
        let code = file.codeTokens
        guard code.contains(where: { $0.kind == .attribute && $0.text == "@Observable" }) else { return [] }
        return code.compactMap { token in
            if token.kind == .attribute, Self.legacyAttributes.contains(String(token.text.dropFirst())) {
                return RuleFinding("\(token.text) does not belong with @Observable; \(token.text == "@Published" ? "a plain stored property is observed already" : "hold an @Observable object in @State (or pass it plainly)")", at: token.location)
            }
            if token.kind == .identifier, token.text == "ObservableObject" {
                return RuleFinding("ObservableObject does not belong with @Observable; drop the conformance", at: token.location)
            }
            return nil
        }
    }
}
