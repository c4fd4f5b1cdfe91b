/// VIEW-02: a child view renders its own ViewModel (or the values it shows), not the whole
/// ViewModel of the view that creates it.
struct ChildViewOwnViewModelRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "VIEW-02", name: "child-view-own-viewmodel", severity: .warning,
        summary: "a child view is given its own child ViewModel or the values it shows, not its parent's whole FOSMVVM ViewModel",
        rationale: """
            FOSMVVM pairs each view with the ViewModel it renders ("The View filename should match \
            the ViewModel it renders": {Entity}CardView → {Entity}CardViewModel). A screen's \
            ViewModel composes child ViewModels (cards: [CardViewModel]) that its factory builds, \
            and a child view is bound to its own (ChildView.bind(appState:), or \
            CardView(viewModel: card)). A child view that takes its parent's whole ViewModel type \
            cannot be previewed, tested or reused without the whole screen, and reads whatever it \
            likes of it. Decided here: a view passing the FOSMVVM ViewModel it renders (its \
            viewModel, or its only ViewModel) to a view of another file, through an input — a \
            stored property or an init parameter — declared with that ViewModel's type \
            (DetailRow(viewModel: viewModel)). Left alone: a view of the same file (a split of \
            one screen's body, like a computed property), a child ViewModel the view holds beside \
            its own, a value read from the ViewModel, a generic child (Row<VM: ViewModel>), and \
            @Observable ViewModels: Observation's own guidance hands the model object to \
            subviews (@Bindable), its tracking is per property, and real apps split one row or \
            screen into views of several files that share its model (StatusRowHeaderView and \
            StatusRowContentView of one status row); for a reference to a screen's model, \
            sharing is the pattern, not a mistake.
            """,
        triggering: [
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct DockView: ViewModelView {\n    let viewModel: DockViewModel\n\n    var body: some View {\n        List {\n            DockHeader(↓viewModel: viewModel)\n            ForEach(viewModel.berths) { berth in BerthRow(viewModel: berth) }\n            DockFooter(↓self.viewModel)\n        }\n    }\n}\n", path: "Sources/App/Dock/DockView.swift")
                .with(
                    .swift("import FOSMVVM\nimport SwiftUI\n\nstruct DockHeader: View {\n    let viewModel: DockViewModel\n    var body: some View { Text(viewModel.title) }\n}\n\nstruct DockFooter: View {\n    private let model: DockViewModel\n    init(_ model: DockViewModel) { self.model = model }\n    var body: some View { Text(model.footer) }\n}\n", path: "Sources/App/Dock/DockHeader.swift"),
                    .swift("import FOSMVVM\n\n@ViewModel\npublic struct DockViewModel {\n    public let berths: [BerthViewModel]\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Dock/DockViewModel.swift")),
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct BoardScreen: View {\n    private let board: BoardViewModel\n\n    var body: some View {\n        NavigationLink(\"Details\") { BoardDetailView(↓viewModel: board) }\n    }\n}\n", path: "Sources/App/Board/BoardScreen.swift")
                .with(
                    .swift("import FOSMVVM\nimport SwiftUI\n\nstruct BoardDetailView: ViewModelView {\n    let viewModel: BoardViewModel\n    var body: some View { Text(viewModel.title) }\n}\n", path: "Sources/App/Board/BoardDetailView.swift"),
                    .swift("import FOSMVVM\n\n@ViewModel\npublic struct BoardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Board/BoardViewModel.swift")),
        ],
        nonTriggering: [
            // A child ViewModel (read from the ViewModel, or held beside it), a value, a view of
            // the same file.
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct DockView: ViewModelView {\n    let viewModel: DockViewModel\n    private let banner: BannerViewModel\n\n    var body: some View {\n        List {\n            ForEach(viewModel.berths) { berth in BerthRow(viewModel: berth) }\n            BannerView(viewModel: banner)\n            DockTitle(title: viewModel.title)\n            Header(viewModel: viewModel)\n        }\n    }\n}\n\nprivate struct Header: View {\n    let viewModel: DockViewModel\n    var body: some View { Text(viewModel.title) }\n}\n", path: "Sources/App/Dock/DockView.swift")
                .with(
                    .swift("import FOSMVVM\nimport SwiftUI\n\nstruct BerthRow: View {\n    let viewModel: BerthViewModel\n    var body: some View { Text(viewModel.name) }\n}\n\nstruct BannerView: ViewModelView {\n    let viewModel: BannerViewModel\n    var body: some View { Text(viewModel.text) }\n}\n\nstruct DockTitle: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n", path: "Sources/App/Dock/BerthRow.swift"),
                    .swift("import FOSMVVM\n\n@ViewModel\npublic struct DockViewModel {\n    public let berths: [BerthViewModel]\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n@ViewModel\npublic struct BerthViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n@ViewModel\npublic struct BannerViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Dock/DockViewModel.swift")),
            // An @Observable model shared with the views its row is split into.
            .swift("import SwiftUI\n\nstruct StatusRowView: View {\n    @State private var viewModel: StatusRowViewModel\n\n    var body: some View {\n        VStack {\n            StatusRowHeaderView(viewModel: viewModel)\n            StatusRowContentView(viewModel: viewModel)\n        }\n    }\n}\n", path: "Sources/App/Status/StatusRowView.swift")
                .with(
                    .swift("import SwiftUI\n\nstruct StatusRowHeaderView: View {\n    let viewModel: StatusRowViewModel\n    var body: some View { Text(viewModel.author) }\n}\n", path: "Sources/App/Status/StatusRowHeaderView.swift"),
                    .swift("import Observation\n\n@MainActor @Observable\nfinal class StatusRowViewModel {\n    private(set) var author = \"\"\n}\n", path: "Sources/App/Status/StatusRowViewModel.swift")),
            // A generic child takes any ViewModel.
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct DockView: ViewModelView {\n    let viewModel: DockViewModel\n    var body: some View { Card(viewModel: viewModel) }\n}\n", path: "Sources/App/Dock/DockView.swift")
                .with(.swift("import FOSMVVM\nimport SwiftUI\n\nstruct Card<VM: ViewModel>: View {\n    let viewModel: VM\n    var body: some View { Text(\"\") }\n}\n", path: "Sources/App/Components/Card.swift")),
        ])

    /// The position of the `(` whose argument list holds position `start` at its top level.
    static func enclosingCall(_ code: [SwiftToken], before start: Int) -> Int? {
        var depth = 0
        var cursor = start - 1
        while cursor >= 0 {
            let token = code[cursor]
            if token.kind == .punctuation {
                switch token.text {
                case ")", "]", "}": depth += 1
                case "[", "{":
                    if depth == 0 { return nil }
                    depth -= 1
                case "(":
                    if depth == 0 { return cursor }
                    depth -= 1
                default: break
                }
            }
            cursor -= 1
        }
        return nil
    }

    struct Candidate: Sendable {
        var property: String
        var type: String
        /// `ChildView.label`.
        var input: String
        /// The parent view's properties (name → type): which of them is its ViewModel is known
        /// with the index.
        var held: [String: String]
        var finding: RuleFinding
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        guard file.mentions("View") else { return .none }
        // A property passed whole shows in the bytes as `label: viewModel)`, `(viewModel,`,
        // `self.viewModel)` and the like: a view whose properties never do is not read further.
        let views = file.viewCode { properties, environment in
            properties.keys.contains { name in
                !environment.contains(name) && [" ", "(", ".", "\n"].contains { before in [")", ",", "\n"].contains { after in file.mentions(before + name + after) } }
            }
        }
        guard !views.isEmpty else { return .none }
        let local = Set(file.swiftUIViews.map(\.name))
        var candidates: [Candidate] = []
        for view in views {
            let code = view.code
            // Each property passed as a whole argument (`label: viewModel`, `(self.viewModel)`),
            // then the call it is an argument of.
            for property in code.indices.dropLast() where (code[property + 1].text == "," || code[property + 1].text == ")") && view.isProperty(at: property) {
                let value = property >= 2 && code[property - 1].text == "." && code[property - 2].text == "self" ? property - 2 : property
                guard value >= 2, let type = view.properties[code[property].text] else { continue }
                let labelled = code[value - 1].text == ":" && code[value - 2].kind == .identifier
                let start = labelled ? value - 2 : value
                guard start >= 1, code[start - 1].text == "(" || code[start - 1].text == ",", let open = Self.enclosingCall(code, before: start), open > 0 else { continue }
                let callee = open - 1
                guard code[callee].kind == .identifier, TypeNameWords.startsUppercase(code[callee].text), !local.contains(code[callee].text),
                    callee == 0 || code[callee - 1].text != "."
                else { continue }
                let child = code[callee].text
                let label = labelled ? code[start].text : "_"
                candidates.append(Candidate(property: code[property].text, type: type, input: child + "." + label, held: view.properties, finding: RuleFinding(
                    "\(child) is handed the whole \(type) of \(view.view.name): give it its own child ViewModel (or the values it shows), so it can be previewed, tested and reused on its own",
                    at: code[start].location)))
            }
        }
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.filter { candidate in
                guard index.viewModels[candidate.type] != nil, index.viewFacts.inputs[candidate.input] == candidate.type else { return false }
                // The view's own ViewModel: its `viewModel` (FOSMVVM's ViewModelView names it so),
                // or its only ViewModel. A child ViewModel the view holds beside it is the child's.
                let viewModels = candidate.held.filter { index.viewModels[$0.value] != nil }.map(\.key)
                return candidate.held["viewModel"].map { index.viewModels[$0] != nil } == true ? candidate.property == "viewModel" : viewModels == [candidate.property]
            }.map(\.finding)
        }
    }
}
