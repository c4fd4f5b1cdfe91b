/// DECL-05: a RequestableViewModel names its `Request`; a client-hosted one leaves it to the macro.
struct RequestTypealiasRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "DECL-05", name: "request-typealias", severity: .error,
        summary: "a RequestableViewModel declares typealias Request; a client-hosted ViewModel declares none",
        rationale: """
            A server-hosted top-level ViewModel is `: RequestableViewModel` with `typealias Request = \
            {Name}Request`: the associated type cannot be inferred, so without it the type does not \
            compile, and a Request on a type that is not RequestableViewModel cannot be its \
            request's response body. `@ViewModel(options: [.clientHostedFactory])` writes `typealias \
            Request = ClientHostedRequest` itself, so a hand-written one is a redeclaration.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct DashboardViewModel: ↓RequestableViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    public typealias ↓Request = SettingsRequest\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct DashboardViewModel {\n    public typealias ↓Request = DashboardRequest\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct DashboardViewModel: RequestableViewModel {\n    public typealias Request = DashboardRequest\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct DashboardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Dashboard/DashboardViewModel.swift")
                .with(.swift("extension DashboardViewModel: RequestableViewModel {\n    public typealias Request = DashboardRequest\n}\n", path: "Sources/ViewModels/Dashboard/DashboardViewModel+Request.swift")),
        ])

    /// What one file says about one ViewModel's Request; the rest waits for the index.
    struct Candidate: Sendable {
        enum Problem: Sendable { case missingRequest, requestWithoutConformance }
        var name: String
        var problem: Problem
        var location: SourceLocation
    }

    /// A `Request` declared in an extension; wrong if the type is a client-hosted ViewModel.
    struct ExtensionRequest: Sendable {
        var name: String
        var location: SourceLocation
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var findings: [RuleFinding] = []
        var candidates: [Candidate] = []
        var extensionRequests: [ExtensionRequest] = []
        for viewModel in file.viewModelStructs {
            let options = ViewModelOptionsRule.effectiveOptions(of: viewModel, in: file)
            let request = viewModel.members.first(where: \.declaresRequestType)
            if options.contains("clientHostedFactory") {
                if let request {
                    findings.append(RuleFinding("the macro writes 'typealias Request = ClientHostedRequest' for a client-hosted ViewModel; this Request redeclares it — remove it", at: request.nameLocation))
                }
                continue
            }
            if options.contains("live") { continue }  // DECL-04 asks a live ViewModel for its Request
            let extensions = file.extensions(of: viewModel.name)
            let hasRequest = request != nil || extensions.flatMap(\.members).contains(where: \.declaresRequestType)
            let conformance = file.headerToken("RequestableViewModel", of: viewModel)
            let conformsHere = conformance != nil || extensions.contains { $0.inheritance.contains("RequestableViewModel") }
            if conformsHere, !hasRequest {
                candidates.append(Candidate(name: viewModel.name, problem: .missingRequest, location: conformance?.location ?? viewModel.nameLocation))
            } else if let request, !conformsHere {
                candidates.append(Candidate(name: viewModel.name, problem: .requestWithoutConformance, location: request.nameLocation))
            }
        }
        for declaration in file.allDeclarations where declaration.kind == .extension {
            for member in declaration.members where member.declaresRequestType {
                extensionRequests.append(ExtensionRequest(name: SwiftSourceFile.baseName(declaration.name), location: member.nameLocation))
            }
        }
        guard !(findings.isEmpty && candidates.isEmpty && extensionRequests.isEmpty) else { return .none }
        return PendingFindings { [findings, candidates, extensionRequests] index in
            var result = findings
            for request in extensionRequests where index.viewModels[request.name]?.isClientHosted == true {
                result.append(RuleFinding("the macro writes 'typealias Request = ClientHostedRequest' for the client-hosted \(request.name); this Request redeclares it — remove it", at: request.location))
            }
            for candidate in candidates {
                switch candidate.problem {
                case .missingRequest where !index.types.extensionRequests.contains(candidate.name):
                    result.append(RuleFinding("\(candidate.name) is a RequestableViewModel without 'public typealias Request = …': the associated type cannot be inferred; name the request that fetches it", at: candidate.location))
                case .requestWithoutConformance where !index.types.conforms(candidate.name, to: "RequestableViewModel"):
                    result.append(RuleFinding("\(candidate.name) declares a Request but is not a RequestableViewModel, so its request cannot return it; add ': RequestableViewModel'", at: candidate.location))
                default:
                    break
                }
            }
            return result
        }
    }
}
