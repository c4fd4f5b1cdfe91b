/// DECL-07: a client-hosted ViewModel's first init is the one the macro turns into `AppState`.
struct ClientHostedInitRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "DECL-07", name: "client-hosted-init", severity: .error,
        summary: "a client-hosted ViewModel's first init is its public AppState init: no isStub, every parameter labelled, every type Hashable and Sendable",
        rationale: """
            `@ViewModel(options: [.clientHostedFactory])` reads the first init declared directly in \
            the struct body and makes each parameter a property of `public struct AppState: \
            Hashable, Sendable`, named by its label, which `modelSync` passes back to that init. So \
            the public init must come before a private `init(isStub:…)` (or AppState carries \
            isStub), an `_` label breaks the generated code, and a parameter whose type is not \
            Hashable — a function, an existential, another ViewModel, an @Observable class — makes \
            AppState fail to compile.
            """,
        triggering: [
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    public let theme: Theme\n    public var vmId: ViewModelId = .init(type: Self.self)\n    private init(↓isStub: Bool, theme: Theme) { self.theme = theme }\n    public init(theme: Theme) { self.init(isStub: false, theme: theme) }\n}\n"),
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    public let theme: Theme\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(↓_ theme: Theme, ↓onChange: @escaping (Theme) -> Void) { self.theme = theme }\n}\n"),
            .swift("@ViewModel\npublic struct RowViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n@ViewModel(options: [.clientHostedFactory])\npublic struct ListViewModel {\n    public let rows: [RowViewModel]\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(↓rows: [RowViewModel]) { self.rows = rows }\n}\n"),
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct IdeaMoveErrorViewModel {\n    public let message: LocalizableString\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(↓responseError: IdeaMoveRequest.ResponseError) { message = .constant(\"\") }\n}\n", path: "Sources/ViewModels/IdeaMoveError/IdeaMoveErrorViewModel.swift")
                .with(.swift("public final class IdeaMoveRequest: ServerRequest, @unchecked Sendable {\n    public struct ResponseError: ServerRequestError {\n        public let code: Int\n    }\n}\n", path: "Sources/ViewModels/IdeaMove/IdeaMoveRequest.swift")),
        ],
        nonTriggering: [
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    public let theme: Theme\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(theme: Theme) { self.init(isStub: false, theme: theme) }\n    private init(isStub: Bool, theme: Theme) { self.theme = theme }\n}\n"),
            .swift("@ViewModel\npublic struct RowViewModel {\n    public let onTap: () -> Void\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(_ onTap: @escaping () -> Void) { self.onTap = onTap }\n}\n"),
            .swift("@ViewModel\npublic struct RowViewModel: Hashable {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n@ViewModel(options: [.clientHostedFactory])\npublic struct ListViewModel {\n    public let rows: [RowViewModel]\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(rows: [RowViewModel], message: LocalizableString) { self.rows = rows }\n}\n"),
        ])

    /// A parameter whose type may not be Hashable: decided once the index knows every type.
    struct TypedParameter: Sendable {
        var name: String
        var typeNames: [String]
        var location: SourceLocation
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var findings: [RuleFinding] = []
        var typed: [TypedParameter] = []
        for viewModel in file.viewModelStructs {
            let options = ViewModelOptionsRule.effectiveOptions(of: viewModel, in: file)
            guard options.contains("clientHostedFactory"), !options.contains("live") else { continue }
            // The macro reads the body's own members: an init inside #if is not one of them.
            guard let first = viewModel.members.first(where: { $0.kind == .`init` && $0.conditions.count == viewModel.conditions.count }) else { continue }
            for parameter in first.parameters {
                let label = parameter.label ?? parameter.name
                if label == "isStub" {
                    findings.append(RuleFinding("the first init is the one the macro makes AppState from; this one takes isStub — declare the public init(…) before the private init(isStub:…)", at: parameter.location))
                } else if label == "_" {
                    findings.append(RuleFinding("the macro names each AppState property by its init parameter's label; '_ \(parameter.name)' has none — write '\(parameter.name): \(parameter.type)'", at: parameter.location))
                } else if let why = Self.notHashable(parameter.type) {
                    findings.append(RuleFinding("'\(label)' becomes a property of the macro's Hashable, Sendable AppState, but \(why); pass plain values instead", at: parameter.location))
                } else {
                    typed.append(TypedParameter(name: label, typeNames: SwiftTypeText.names(in: parameter.type).map(SwiftTypeText.unqualified), location: parameter.location))
                }
            }
        }
        guard !(findings.isEmpty && typed.isEmpty) else { return .none }
        return PendingFindings { [findings, typed] index in
            findings + typed.compactMap { parameter in
                for name in parameter.typeNames where !index.types.conforms(name, to: "Hashable") {
                    if index.viewModels[name] != nil {
                        return RuleFinding("'\(parameter.name)' becomes a property of the macro's Hashable AppState, but the ViewModel \(name) is not Hashable; pass the plain values it is built from", at: parameter.location)
                    }
                    if index.types.observableClasses.contains(name) {
                        return RuleFinding("'\(parameter.name)' becomes a property of the macro's Hashable AppState, but \(name) is an @Observable class; pass the scalars read from it", at: parameter.location)
                    }
                    if let conformances = index.types.conformances[name], !conformances.isDisjoint(with: Self.errorProtocols) {
                        return RuleFinding("'\(parameter.name)' becomes a property of the macro's Hashable AppState, but the error \(name) is not Hashable; pass its localized message (a LocalizableString) or its fields", at: parameter.location)
                    }
                }
                return nil
            }
        }
    }

    /// Protocols that make a type an error (which is not Hashable unless it says so).
    static let errorProtocols: Set<String> = ["Error", "ServerRequestError", "LocalizableError", "ValidatableViewModelRequestError"]

    /// Why a parameter type is never Hashable, from its text alone.
    static func notHashable(_ type: String) -> String? {
        if type.contains(literal: "->") { return "a function is not Hashable" }
        if type.hasPrefix("any ") || type.contains(literal: " any ") || type.contains(literal: "(any ") || type.contains(literal: "[any ") { return "an existential (any …) is not Hashable" }
        if type.hasPrefix("inout ") { return "an inout parameter cannot be stored" }
        return nil
    }
}
