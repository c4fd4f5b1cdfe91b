/// DOM-04: a ViewModel holds scalars, never a reference to an `@Observable` object.
struct ObservableReferenceRule: IndexedSourceRule {
    /// FOSMVVM's own `@Observable` classes.
    static let libraryObservables: Set<String> = ["MVVMEnvironment", "Validations", "FormFieldModel"]

    static let description = RuleDescription(
        id: "DOM-04", name: "viewmodel-holds-scalars", severity: .error,
        summary: "a ViewModel stores no @Observable object, only the scalars read from it",
        rationale: """
            FOSMVVM's "Four Rules of Forward Projection": "The VM holds scalars only; @Observable \
            references live on the View via @Environment(X.self)… The VM never stores an \
            @Observable reference, even as a pass-through for child binds." A ViewModel is a \
            Codable snapshot: storage → AppState → ViewModel; a stored reference bypasses the \
            projection edge, so SwiftUI's invalidation stops at it.
            """,
        triggering: [
            .swift("@Observable\npublic final class UserSettings {\n    public var theme = Theme.system\n}\n@ViewModel(options: [.clientHostedFactory])\npublic struct PreferencesViewModel {\n    public let ↓userSettings: UserSettings\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct ShellViewModel {\n    public let ↓environment: MVVMEnvironment?\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ],
        nonTriggering: [
            .swift("@Observable\npublic final class UserSettings {\n    public var theme = Theme.system\n}\n@ViewModel(options: [.clientHostedFactory])\npublic struct PreferencesViewModel {\n    public let theme: Theme\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@Observable\nfinal class UserSettings {\n    var theme = Theme.system\n}\nstruct PreferencesView: View {\n    @Environment(UserSettings.self) private var settings\n    let viewModel: PreferencesViewModel\n    var body: some View { Text(\"\") }\n}\n", path: "Sources/App/Preferences/PreferencesView.swift"),
        ])

    struct Stored: Sendable {
        var viewModel: String
        var property: String
        var typeNames: [String]
        var location: SourceLocation
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var stored: [Stored] = []
        for viewModel in file.viewModelStructs {
            for property in file.storedProperties(of: viewModel) {
                guard let type = property.typeAnnotation else { continue }
                stored.append(Stored(viewModel: viewModel.name, property: property.name, typeNames: SwiftTypeText.names(in: type).map(SwiftTypeText.unqualified), location: property.nameLocation))
            }
        }
        guard !stored.isEmpty else { return .none }
        return PendingFindings { [stored] index in
            stored.compactMap { property in
                guard let observable = property.typeNames.first(where: { Self.libraryObservables.contains($0) || index.types.observableClasses.contains($0) }) else { return nil }
                return RuleFinding("\(property.viewModel) stores the @Observable \(observable) in '\(property.property)'; a ViewModel holds the scalars read from it (the View holds the object through @Environment)", at: property.location)
            }
        }
    }
}
