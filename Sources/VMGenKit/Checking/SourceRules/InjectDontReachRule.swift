/// OBS-06: collaborators come in through the initializer, not from a global in a method.
struct InjectDontReachRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "OBS-06", name: "inject-dont-reach", severity: .warning,
        summary: "an @Observable ViewModel's methods use injected services, not global singletons",
        rationale: """
            A ViewModel is given its collaborators instead of reaching for global singletons, and a \
            screen-owned ViewModel puts the production default in one place, the initializer (init(progress: ProgressManager = \
            AppModel.shared.progressFeature)), so tests pass their own. A `.shared` reached inside a \
            method cannot be replaced by a test double.
            """,
        triggering: [
            .swift("@MainActor @Observable\nfinal class FeedViewModel {\n    func load() async {\n        let posts = try? await APIClient.↓shared.get(path: \"/feed\")\n    }\n}\n", path: "Sources/App/FeedViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class SettingsViewModel {\n    var theme: String { AppModel.↓shared.settings.theme }\n}\n", path: "Sources/App/SettingsViewModel.swift"),
        ],
        nonTriggering: [
            .swift("@MainActor @Observable\nfinal class ProgressViewModel {\n    private let progress: ProgressManager\n    init(progress: ProgressManager = AppModel.shared.progressFeature) {\n        self.progress = progress\n    }\n}\n", path: "Sources/App/ProgressViewModel.swift"),
            .swift("final class Cache {\n    func load() { _ = URLSession.shared }\n}\n", path: "Sources/App/Cache.swift"),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        guard file.mentions("shared") else { return .none }
        return file.observableViewModelFindings { viewModel in
            var findings: [RuleFinding] = []
            for member in viewModel.members where member.kind != .`init` && member.hasBody {
                let code = file.codeTokens(in: member.bodyTokens)
                for (index, token) in code.enumerated() where token.text == "shared" && index > 0 && code[index - 1].text == "." {
                    findings.append(RuleFinding("'\(index >= 2 ? code[index - 2].text + "." : "")shared' reached from \(member.name); inject it through the initializer (with this as the production default) so tests can pass a double", at: token.location))
                }
            }
            return findings
        }
    }
}
