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
            // A preview's own model may hold the view it shows: it is no ViewModel of the app.
            .swift("struct DetailPreviews: PreviewProvider {\n    @MainActor @Observable\n    final class DetailPreviewViewModel {\n        var shown: DetailView?\n    }\n    static var previews: some View { DetailView() }\n}\n", path: "Sources/App/DetailPreviews.swift"),
            // A record the project declares, named like a view but no view.
            .swift("struct SpaceView: Identifiable, Hashable {\n    let id: String\n}\n@MainActor @Observable\nfinal class SpacesViewModel {\n    private(set) var spaces: [SpaceView] = []\n}\n", path: "Sources/App/SpacesViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class DetailViewModel {\n    private(set) var errorMessage: String?\n    private let reviewService: ReviewService\n}\n", path: "Sources/App/DetailViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class DetailViewModel {\n    private(set) var preview: String = \"\"\n}\n", path: "Sources/App/DetailViewModel.swift"),
            // Types nested in a view are the view's values, not views.
            .swift("@MainActor @Observable\nfinal class TimelineViewModel {\n    private(set) var selection: TimelineView.NavigationItem?\n    private(set) var scrolledTo: [TimelineView.ViewID] = []\n}\n", path: "Sources/App/TimelineViewModel.swift"),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var candidates: [(owner: String, isNamedSo: Bool, views: [String], finding: RuleFinding)] = []
        for viewModel in file.appObservableClasses {
            for member in viewModel.members where member.kind == .var || member.kind == .let {
                let views = Self.viewTypeNames(member.typeAnnotation ?? "")
                guard !views.isEmpty else { continue }
                candidates.append((viewModel.name, viewModel.isObservableViewModel, views,
                    RuleFinding("\(viewModel.name) holds a view ('\(member.name)'); expose state the view reads instead", at: member.nameLocation)))
            }
        }
        guard !candidates.isEmpty else { return .none }
        // A type named like a view that the project declares is judged by what it is.
        return PendingFindings { [candidates] index in
            candidates.filter { ($0.isNamedSo || index.viewStateTypes.contains($0.owner)) && $0.views.contains(where: index.types.isView) }.map(\.finding)
        }
    }

    /// The names in a type annotation that look like views: `…View`, `…ViewController`,
    /// `UIHostingController`, judged by the last part of a qualified name — a type nested in a
    /// view (`DetailView.NavigationItem`, `FeedView.ViewID`) is no view.
    static func viewTypeNames(_ annotation: String) -> [String] {
        // Every name it keeps holds `View` or is a `UIHostingController`: an annotation without
        // either is passed over before its Characters are walked.
        guard annotation.contains(literal: "View") || annotation.contains(literal: "UIHostingController") else { return [] }
        return characterwiseViewTypeNames(annotation)
    }

    /// `viewTypeNames(_:)` without the byte search first.
    static func characterwiseViewTypeNames(_ annotation: String) -> [String] {
        // Qualified names whole (`A.B`), split at everything else (`<`, `?`, `[`, `,`, …).
        annotation.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }.compactMap { name in
            let word = name.split(separator: ".").last ?? name
            return word.hasSuffix("View") && word != "View" || word.hasPrefix("UIHostingController") || word.hasSuffix("ViewController") ? String(word) : nil
        }
    }
}
