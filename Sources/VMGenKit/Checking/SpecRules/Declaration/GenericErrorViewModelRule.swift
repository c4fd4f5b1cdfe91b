/// DECL-10: no generic ErrorViewModel / ToastViewModel — one ViewModel per error scenario.
struct GenericErrorViewModelRule: SpecRule {
    static let genericNames: Set<String> = ["Error", "Errors", "Toast", "Alert", "ErrorDisplay", "ErrorDisplayable", "GenericError", "AppError"]

    static let description = RuleDescription(
        id: "DECL-10", name: "no-generic-error-viewmodel", severity: .warning,
        summary: "each error scenario gets its own client-hosted ViewModel, not a shared ErrorViewModel",
        rationale: """
            FOSMVVM's guidance: "Don't create a generic ToastViewModel or ErrorViewModel — that's unified error \
            architecture, which we avoid." Wrap the specific ResponseError in a ViewModel for that \
            error (IdeaMoveErrorViewModel for IdeaMoveRequest.ResponseError), so each screen's error \
            has its own text, identity and tests. In a spec, `displaysError: IdeaMoveRequest` makes \
            that ViewModel from the request's generated ResponseError.
            """,
        triggering: [
            .spec("viewModel: ↓Error\nhosting: client\nproperties:\n  message: String\n"),
            .spec("viewModel: ↓Toast\nhosting: client\ntext:\n  title: { en: \"Oops\" }\n"),
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct ↓ErrorViewModel {\n    public let message: String\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("public struct ↓ToastViewModel: ViewModel {\n    public let text: LocalizableString\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ],
        nonTriggering: [
            .spec("viewModel: BerthMoveError\nhosting: client\nproperties:\n  message: String\n"),
            .spec("viewModel: SignInError\nhosting: client\nproperties:\n  code: String\n"),
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct IdeaMoveErrorViewModel {\n    public let message: LocalizableString\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        context.set.viewModels.filter { $0.isTopLevel && Self.genericNames.contains($0.name) }.map {
            RuleFinding("\($0.typeName) is a generic error ViewModel; make one per error scenario, e.g. \($0.name == "Toast" ? "IdeaMove" : "SignIn")ErrorViewModel wrapping that request's ResponseError (displaysError: \($0.name == "Toast" ? "IdeaMove" : "SignIn")Request)", at: $0.location)
        }
    }
}
