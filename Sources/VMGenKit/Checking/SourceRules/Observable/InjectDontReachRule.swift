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
            // `.shared` as an implicit member is an enum case, not a singleton.
            .swift("enum Access { case personal, shared }\n@MainActor @Observable\nfinal class SpaceViewModel {\n    private(set) var access: Access = .personal\n    var isShared: Bool { access == .shared }\n    func onTappedShare(personal: Bool) {\n        let next: Access = personal ? .personal : .shared\n        switch next {\n        case .shared: access = next\n        default: access = .personal\n        }\n    }\n}\n", path: "Sources/App/SpaceViewModel.swift"),
            // A dependency container tests override (Factory's Container.shared.x.register { … }).
            .swift("import Factory\nimport Observation\n@MainActor @Observable\nfinal class ChatViewModel {\n    private(set) var storage: MessageStorage?\n    func onTappedOpen(id: String) {\n        storage = Container.shared.messageStorage(id)\n    }\n}\n", path: "Sources/App/ChatViewModel.swift"),
        ])

    /// The modules of dependency containers whose `Container.shared` tests override: reaching
    /// it is how those libraries inject (Factory's `Container.shared.x.register { Mock() }`).
    static let containerModules: Set<String> = ["Factory", "FactoryKit"]

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        guard file.mentions("shared") else { return .none }
        return file.observableViewModelFindings { viewModel in
            var findings: [RuleFinding] = []
            for member in viewModel.members where member.kind != .`init` && member.hasBody {
                let code = file.codeTokens(in: member.bodyTokens)
                for (index, token) in code.enumerated() where token.text == "shared" && index > 1 && code[index - 1].text == "." {
                    // `X.shared`, `x?.shared`, `f().shared`: a receiver right before the dot. A
                    // leading dot after an operator, `case`, `:` or `(` is an implicit member
                    // (an enum case), never a singleton.
                    let receiver = code[index - 2]
                    guard receiver.endOffset == code[index - 1].offset,
                        receiver.kind == .identifier || receiver.kind == .keyword || [")", "]", "?", "!", ">"].contains(receiver.text)
                    else { continue }
                    if receiver.text == "Container", file.imports.contains(where: { Self.containerModules.contains($0.module) }) { continue }
                    findings.append(RuleFinding("'\(index >= 2 ? code[index - 2].text + "." : "")shared' reached from \(member.name); inject it through the initializer (with this as the production default) so tests can pass a double", at: token.location))
                }
            }
            return findings
        }
    }
}
