/// VIEW-05: a view does not read display data through an `@Observable` reference its
/// ViewModel holds.
struct ViewReadThroughReferenceRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "VIEW-05", name: "view-no-read-through-vm-ref", aliases: ["view-no-read-through-vm-ref"], severity: .warning,
        summary: "a view does not read display data through an @Observable reference its ViewModel holds: the ViewModel exposes the value",
        rationale: """
            FOSMVVM's review checklist (view-no-read-through-vm-ref, warning): "A VM may hold a \
            reference to its @Observable state for ops dispatch, but Views must not read display \
            data through that reference." A value read through viewModel.settings.… is not the \
            ViewModel's frozen scalar: the view depends on the store's shape, and a test that \
            hands the view a ViewModel stub cannot say what it shows. Decided as the check's \
            detection says: in a view, a property read through a property of the view's ViewModel \
            (a FOSMVVM ViewModel, or an @Observable ViewModel as the OBS rules know one) whose \
            declared type is an @Observable class that is no ViewModel itself \
            (viewModel.patientPanelSettings.electrodeSettings[0].isLocked). Left alone: the \
            reference handed on whole (output: viewModel.settings), a method called on it (ops \
            dispatch), a write (VIEW-04's kind of mistake, not a read), and a child ViewModel \
            read through its parent (viewModel.header.title).
            """,
        triggering: [
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct PanelView: ViewModelView {\n    let viewModel: PanelViewModel\n\n    var body: some View {\n        Toggle(viewModel.lockLabel, isOn: .constant(viewModel.patientPanelSettings.↓electrodeSettings[0].isLocked))\n        Text(viewModel.patientPanelSettings?.↓title ?? \"\")\n    }\n}\n", path: "Sources/App/Panel/PanelView.swift")
                .with(
                    .swift("import Observation\n\n@Observable\npublic final class PatientPanelSettings {\n    public var electrodeSettings: [ElectrodeSetting] = []\n    public var title = \"\"\n}\n", path: "Sources/App/State/PatientPanelSettings.swift"),
                    .swift("import FOSMVVM\n\n@ViewModel\npublic struct PanelViewModel {\n    @LocalizedString public var lockLabel\n    public let patientPanelSettings: PatientPanelSettings?\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Panel/PanelViewModel.swift")),
            .swift("import SwiftUI\n\nstruct AccountView: View {\n    @State private var viewModel = AccountViewModel()\n\n    var body: some View {\n        Text(viewModel.session.↓userName)\n    }\n}\n", path: "Sources/App/Account/AccountView.swift")
                .with(.swift("import Observation\n\n@Observable\nfinal class Session {\n    var userName = \"\"\n}\n\n@MainActor @Observable\nfinal class AccountViewModel {\n    let session: Session\n    init(session: Session = Session()) { self.session = session }\n}\n", path: "Sources/App/Account/AccountViewModel.swift")),
            // A generic @Observable class, held annotated or created.
            .swift("import SwiftUI\n\nstruct QueueView: View {\n    @State private var viewModel = QueueViewModel()\n\n    var body: some View {\n        Text(\"\\(viewModel.episodes.↓entries.count)\")\n        Text(\"\\(viewModel.podcasts.↓entries.count)\")\n    }\n}\n", path: "Sources/App/Queue/QueueView.swift")
                .with(.swift("import Observation\n\n@Observable\nfinal class PowerList<Item: Hashable> {\n    var entries: [Item] = []\n}\n\n@MainActor @Observable\nfinal class QueueViewModel {\n    let episodes = PowerList<Int>()\n    let podcasts: PowerList<String>\n    init() { podcasts = PowerList<String>() }\n}\n", path: "Sources/App/Queue/QueueViewModel.swift")),
        ],
        nonTriggering: [
            // The reference handed to an operation, a method on it, a ViewModel's own scalar.
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct PanelView: ViewModelView {\n    let viewModel: PanelViewModel\n    private let operations: any PanelViewModelOperations\n\n    var body: some View {\n        Button(viewModel.lockLabel) {\n            operations.lock(output: viewModel.patientPanelSettings)\n            viewModel.patientPanelSettings.refresh()\n        }\n        Text(viewModel.title)\n    }\n}\n", path: "Sources/App/Panel/PanelView.swift")
                .with(
                    .swift("import Observation\n\n@Observable\npublic final class PatientPanelSettings {\n    public var title = \"\"\n}\n", path: "Sources/App/State/PatientPanelSettings.swift"),
                    .swift("import FOSMVVM\n\n@ViewModel\npublic struct PanelViewModel {\n    @LocalizedString public var lockLabel\n    public let title: String\n    public let patientPanelSettings: PatientPanelSettings\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Panel/PanelViewModel.swift")),
            // A child ViewModel and a plain value read through the parent.
            .swift("import SwiftUI\n\nstruct FeedView: View {\n    @State private var viewModel = FeedViewModel()\n\n    var body: some View {\n        Text(viewModel.header.title)\n        Text(viewModel.account.displayName)\n    }\n}\n", path: "Sources/App/Feed/FeedView.swift")
                .with(.swift("import Observation\n\nstruct Account { var displayName = \"\" }\n\n@MainActor @Observable\nfinal class HeaderViewModel {\n    private(set) var title = \"\"\n}\n\n@MainActor @Observable\nfinal class FeedViewModel {\n    let header = HeaderViewModel()\n    private(set) var account = Account()\n}\n", path: "Sources/App/Feed/FeedViewModel.swift")),
        ])

    struct Candidate: Sendable {
        var viewModel: String
        var reference: String
        var finding: RuleFinding
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        guard file.mentions("View") else { return .none }
        var candidates: [Candidate] = []
        for view in file.viewCode() {
            let code = view.code
            for index in code.indices.dropLast(4) where view.isProperty(at: index) && code[index + 1].text == "." && code[index + 2].kind == .identifier {
                var member = index + 4
                if code[index + 3].text == "?" || code[index + 3].text == "!" { member += 1 }
                guard member < code.count, code[member - 1].text == ".", code[member].kind == .identifier else { continue }
                if ViewCode.isCalled(code, at: member) { continue }
                if ViewCode.isWritten(code, at: member) { continue }
                guard let type = view.properties[code[index].text] else { continue }
                let reference = code[index + 2].text
                candidates.append(Candidate(viewModel: type, reference: reference, finding: RuleFinding(
                    "'\(code[member].text)' is read through \(code[index].text).\(reference), an @Observable reference the ViewModel holds: expose the value on \(type) as a scalar the view reads",
                    at: code[member].location)))
            }
        }
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.filter { candidate in
                guard index.isViewModel(candidate.viewModel), let type = index.viewFacts.properties[candidate.viewModel]?[candidate.reference] else { return false }
                return index.types.observableClasses.contains(type) && !index.isViewModel(type)
            }.map(\.finding)
        }
    }
}
