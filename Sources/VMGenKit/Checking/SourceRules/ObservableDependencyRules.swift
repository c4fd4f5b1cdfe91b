/// OBS-05: a ViewModel never references a View.
struct NoViewInViewModelRule: SourceRule {
    static let description = RuleDescription(
        id: "OBS-05", name: "no-view-in-viewmodel", severity: .error,
        summary: "an @Observable ViewModel holds no reference to a View",
        rationale: """
            Seed 002: "View reference in ViewModel — Wrong: ViewModel knows about View (weak var \
            view: MyView?). Right: ViewModel exposes state." The view observes the ViewModel; a \
            reference back couples presentation to the coordinator and breaks testing without UI.
            """,
        triggering: [
            .swift("@MainActor @Observable\nfinal class DetailViewModel {\n    weak var ↓view: DetailView?\n}\n", path: "Sources/App/DetailViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class DetailViewModel {\n    private var ↓host: UIHostingController<DetailView>?\n}\n", path: "Sources/App/DetailViewModel.swift"),
        ],
        nonTriggering: [
            .swift("@MainActor @Observable\nfinal class DetailViewModel {\n    private(set) var errorMessage: String?\n    private let reviewService: ReviewService\n}\n", path: "Sources/App/DetailViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class DetailViewModel {\n    private(set) var preview: String = \"\"\n}\n", path: "Sources/App/DetailViewModel.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.allDeclarations.filter(\.isObservableViewModel).flatMap { viewModel in
            viewModel.members.filter { member in
                (member.kind == .var || member.kind == .let) && Self.isViewType(member.typeAnnotation ?? "")
            }.map { RuleFinding("\(viewModel.name) holds a view ('\($0.name)'); expose state the view reads instead", at: $0.nameLocation) }
        }
    }

    static func isViewType(_ annotation: String) -> Bool {
        let words = annotation.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return words.contains { word in
            word.hasSuffix("View") && word != "View" || word.hasPrefix("UIHostingController") || word.hasSuffix("ViewController")
        }
    }
}

/// OBS-06: collaborators come in through the initializer, not from a global in a method.
struct InjectDontReachRule: SourceRule {
    static let description = RuleDescription(
        id: "OBS-06", name: "inject-dont-reach", severity: .warning,
        summary: "an @Observable ViewModel's methods use injected services, not global singletons",
        rationale: """
            Seed 002: "MUST inject collaborators … NO global singletons." Seed 003 puts the \
            production default in one place, the initializer (init(progress: ProgressManager = \
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

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for viewModel in file.allDeclarations where viewModel.isObservableViewModel {
            for member in viewModel.members where member.kind != .`init` && member.hasBody {
                let code = file.codeTokens(in: member.bodyTokens)
                for (index, token) in code.enumerated() where token.text == "shared" && index > 0 && code[index - 1].text == "." {
                    findings.append(RuleFinding("'\(index >= 2 ? code[index - 2].text + "." : "")shared' reached from \(member.name); inject it through the initializer (with this as the production default) so tests can pass a double", at: token.location))
                }
            }
        }
        return findings
    }
}

/// OBS-07: `vmgen.yml`'s `observable.stateAccess` — stored state is `private(set)` by default.
struct PrivateSetStateRule: SourceRule {
    static let description = RuleDescription(
        id: "OBS-07", name: "state-private-set", severity: .warning,
        summary: "an @Observable ViewModel's stored state is private(set) (unless vmgen.yml says public)",
        rationale: """
            Seeds 001 and 002 disagree: 001 asks for public mutable properties, 002 says "MUST use \
            private(set) for mutable state". vmgen defaults to private(set) — only the ViewModel's \
            methods move its state, so a view cannot put it into an impossible state — and a \
            project can choose public with `observable: { stateAccess: public }`, which turns this \
            rule off.
            """,
        triggering: [
            .swift("@MainActor @Observable\nfinal class TileListViewModel {\n    var ↓tiles: [String] = []\n}\n", path: "Sources/App/TileListViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class SearchViewModel {\n    public var ↓searchText = \"\"\n    private(set) var results: [String] = []\n}\n", path: "Sources/App/SearchViewModel.swift"),
        ],
        nonTriggering: [
            .swift("@MainActor @Observable\nfinal class TileListViewModel {\n    private(set) var tiles: [String] = []\n    private let service: TileService\n    @ObservationIgnored private var task: Task<Void, Never>?\n}\n", path: "Sources/App/TileListViewModel.swift"),
            .swift("@Observable\nfinal class UserSettings {\n    var theme = \"dark\"\n}\n", path: "Sources/App/UserSettings.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard context.config.observable.stateAccess == .privateSet else { return [] }
        return file.allDeclarations.filter(\.isObservableViewModel).flatMap { viewModel in
            viewModel.storedProperties.filter { property in
                property.kind == .var
                    && !property.modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
                    && !property.attributes.contains { $0.name == "ObservationIgnored" }
            }.map { RuleFinding("'\($0.name)' can be set from outside \(viewModel.name); make it private(set) so only its methods change state", at: $0.nameLocation) }
        }
    }
}
