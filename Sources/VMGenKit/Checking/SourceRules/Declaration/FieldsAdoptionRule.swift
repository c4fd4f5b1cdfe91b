/// DECL-09: a form ViewModel (it carries a Fields protocol's messages) adopts that protocol.
struct FieldsAdoptionRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "DECL-09", name: "form-adopts-fields", severity: .warning,
        summary: "a ViewModel holding {Name}FieldsMessages adopts the {Name}Fields protocol",
        rationale: """
            FOSMVVM's guidance: "Form ViewModels adopt a Fields protocol for validation … Gets FormField \
            definitions from Fields, gets validation logic from Fields, gets localized error \
            messages from Fields." A ViewModel that stores `{name}ValidationMessages: \
            {Name}FieldsMessages` is a form; without `: {Name}Fields` it validates nothing, or \
            re-implements the rules the request body and data model share. Whether a ViewModel \
            without the messages is a form at all is a design question lint cannot see.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct UserFormViewModel {\n    public var email: String\n    public let ↓userValidationMessages: UserFieldsMessages\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct IdeaFormViewModel: RequestableViewModel {\n    public typealias Request = IdeaFormRequest\n    public var content: String\n    public let ↓messages: IdeaFieldsMessages?\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct UserFormViewModel: UserFields {\n    public var email: String\n    public let userValidationMessages: UserFieldsMessages\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct UserFormViewModel {\n    public var email: String\n    public let userValidationMessages: UserFieldsMessages\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/UserForm/UserFormViewModel.swift")
                .with(.swift("extension UserFormViewModel: UserFields {}\n", path: "Sources/ViewModels/UserForm/UserFormViewModel+Fields.swift")),
        ])

    struct Candidate: Sendable {
        var viewModel: String
        var fields: String
        var location: SourceLocation
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var candidates: [Candidate] = []
        for viewModel in file.viewModelStructs {
            let adopted = Set((viewModel.inheritance + file.extensions(of: viewModel.name).flatMap(\.inheritance)).map(SwiftTypeText.unqualified))
            for property in file.storedProperties(of: viewModel) {
                guard let type = property.typeAnnotation else { continue }
                for name in SwiftTypeText.names(in: type).map(SwiftTypeText.unqualified) where name.hasSuffix("FieldsMessages") && name != "FieldsMessages" {
                    let fields = String(name.dropLast("Messages".count))
                    if !adopted.contains(fields) {
                        candidates.append(Candidate(viewModel: viewModel.name, fields: fields, location: property.nameLocation))
                    }
                }
            }
        }
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.filter { !index.types.conforms($0.viewModel, to: $0.fields) }.map {
                RuleFinding("\($0.viewModel) carries \($0.fields)Messages, so it is a form: adopt '\($0.fields)' to get its fields, validation and messages from the one protocol the request body and data model share", at: $0.location)
            }
        }
    }
}
