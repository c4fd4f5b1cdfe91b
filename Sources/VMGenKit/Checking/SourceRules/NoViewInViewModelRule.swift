/// OBS-05: a ViewModel never references a View.
struct NoViewInViewModelRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "OBS-05", name: "no-view-in-viewmodel", severity: .error,
        summary: "an @Observable ViewModel holds no reference to a View",
        rationale: """
            A ViewModel exposes state and knows nothing of the view that shows it (no weak var \
            view: MyView?). The view observes the ViewModel; a \
            reference back couples presentation to the coordinator and breaks testing without UI.
            """,
        triggering: [
            .swift("@MainActor @Observable\nfinal class DetailViewModel {\n    weak var ↓view: DetailView?\n}\n", path: "Sources/App/DetailViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class DetailViewModel {\n    private var ↓host: UIHostingController<DetailView>?\n}\n", path: "Sources/App/DetailViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class DetailViewModel {\n    weak var ↓screen: Screens.DetailView?\n}\n", path: "Sources/App/DetailViewModel.swift"),
        ],
        nonTriggering: [
            .swift("@MainActor @Observable\nfinal class DetailViewModel {\n    private(set) var errorMessage: String?\n    private let reviewService: ReviewService\n}\n", path: "Sources/App/DetailViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class DetailViewModel {\n    private(set) var preview: String = \"\"\n}\n", path: "Sources/App/DetailViewModel.swift"),
            // Types nested in a view are the view's values, not views.
            .swift("@MainActor @Observable\nfinal class TimelineViewModel {\n    private(set) var selection: TimelineView.NavigationItem?\n    private(set) var scrolledTo: [TimelineView.ViewID] = []\n}\n", path: "Sources/App/TimelineViewModel.swift"),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        file.observableViewModelFindings { viewModel in
            viewModel.members.filter { member in
                (member.kind == .var || member.kind == .let) && Self.isViewType(member.typeAnnotation ?? "")
            }.map { RuleFinding("\(viewModel.name) holds a view ('\($0.name)'); expose state the view reads instead", at: $0.nameLocation) }
        }
    }

    /// Whether the annotation names a view: a type named `…View`, `…ViewController` or
    /// `UIHostingController`, judged by the last part of a qualified name — a type nested in a
    /// view (`DetailView.NavigationItem`, `FeedView.ViewID`) is no view.
    static func isViewType(_ annotation: String) -> Bool {
        // Qualified names whole (`A.B`), split at everything else (`<`, `?`, `[`, `,`, …).
        let names = annotation.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
        return names.contains { name in
            let word = name.split(separator: ".").last ?? name
            return word.hasSuffix("View") && word != "View" || word.hasPrefix("UIHostingController") || word.hasSuffix("ViewController")
        }
    }
}
