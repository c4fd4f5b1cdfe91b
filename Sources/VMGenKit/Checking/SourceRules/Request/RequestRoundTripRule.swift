/// REQ-09: a ViewModel's `Request` returns that ViewModel, and a request returning a ViewModel
/// is that ViewModel's `Request`.
struct RequestRoundTripRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "REQ-09", name: "request-round-trip", severity: .error,
        summary: "a ViewModel's typealias Request and that request's responseBody type refer to each other",
        rationale: """
            A RequestableViewModel names the request that fetches it (typealias Request = \
            {Name}Request), and FOSMVVM's view, test and factory APIs require \
            VM.Request.ResponseBody == VM; the server answers the request \
            with its responseBody's factory. A Request that returns another type, or a request whose \
            response body names a different Request, does not compile at the first such use, or — \
            with a type that happens to fit — fetches the wrong screen. Decided across files from the \
            index: a ViewModel's typealias Request names a request class whose ResponseBody (or \
            responseBody property type) is another type, and a request whose responseBody is a \
            ViewModel with another Request. Client-hosted ViewModels (the macro writes their \
            Request) and a request's own nested ResponseBody are not read.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct DashboardViewModel: RequestableViewModel {\n    public typealias ↓Request = DashboardRequest\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Dashboard/DashboardViewModel.swift")
                .with(.swift("public final class DashboardRequest: ViewModelRequest, @unchecked Sendable {\n    public typealias ResponseBody = LandingViewModel\n    public var responseBody: LandingViewModel?\n}\n", path: "Sources/ViewModels/Dashboard/DashboardRequest.swift")),
            .swift("public final class HarborRequest: ViewModelRequest, @unchecked Sendable {\n    public typealias Query = EmptyQuery\n    public var ↓responseBody: DockViewModel?\n}\n", path: "Sources/ViewModels/Harbor/HarborRequest.swift")
                .with(.swift("@ViewModel\npublic struct DockViewModel: RequestableViewModel {\n    public typealias Request = DockRequest\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Dock/DockViewModel.swift")),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct DashboardViewModel: RequestableViewModel {\n    public typealias Request = DashboardRequest\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Dashboard/DashboardViewModel.swift")
                .with(.swift("public final class DashboardRequest: ViewModelRequest, @unchecked Sendable {\n    public var responseBody: DashboardViewModel?\n}\n", path: "Sources/ViewModels/Dashboard/DashboardRequest.swift")),
            .swift("public final class TestCreateRequest: ValidatableViewModelRequest, @unchecked Sendable {\n    @ViewModel\n    public struct ResponseBody: RequestableViewModel {\n        public typealias Request = TestCreateRequest\n        public var vmId: ViewModelId = .init()\n    }\n    public var responseBody: ResponseBody?\n}\n\n@ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/TestCreate/TestCreateRequest.swift"),
        ])

    /// What one file says: the Request each top-level ViewModel names, and the response body
    /// each request class returns, with where they are written.
    struct Facts: Sendable, Hashable {
        /// ViewModel → (request, location of its `Request`).
        var viewModelRequests: [String: Named] = [:]
        /// Request class → (response body type, location of its `ResponseBody` or `responseBody`).
        var requestResponseBodies: [String: Named] = [:]

        struct Named: Sendable, Hashable {
            var name: String
            var location: SourceLocation
        }

        init() {}

        init(_ file: SwiftSourceFile) {
            // Both a ViewModel's `typealias Request` and a request class name "Request".
            guard file.mentions("Request") else { return }
            for viewModel in file.declarations where viewModel.kind == .struct && viewModel.isViewModel {
                guard !ViewModelOptionsRule.effectiveOptions(of: viewModel, in: file).contains("clientHostedFactory") else { continue }
                let members = viewModel.members + file.extensions(of: viewModel.name).flatMap(\.members)
                if let request = members.first(where: { $0.kind == .typealias && $0.name == "Request" }), let target = request.initializer {
                    viewModelRequests[viewModel.name] = Named(name: SwiftSourceFile.baseName(target), location: request.nameLocation)
                }
            }
            for request in file.allDeclarations where RequestProtocols.isRequest(request) {
                let alias = request.members.first { $0.kind == .typealias && $0.name == "ResponseBody" }
                let property = request.members.first { $0.kind == .var && $0.name == "responseBody" && !$0.isStatic }
                guard let written = alias ?? property, var type = alias?.initializer ?? property?.typeAnnotation else { continue }
                while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
                let body = SwiftSourceFile.baseName(type)
                // A nested ResponseBody is the request's own: it refers back by construction.
                guard body != "ResponseBody", !request.members.contains(where: { $0.name == body && $0.kind == .struct }) else { continue }
                requestResponseBodies[SwiftSourceFile.baseName(request.name)] = Named(name: body, location: written.nameLocation)
            }
        }

    }

    /// What the project says, merged from every file's `Facts`: names only. The index holds
    /// no locations (a finding is placed from the file's own `Facts`), so a line added above
    /// a declaration leaves a file's part of the index unchanged.
    struct ProjectFacts: Sendable, Hashable {
        /// ViewModel → the request its `Request` names.
        var viewModelRequests: [String: String] = [:]
        /// Request class → the type its response body is.
        var requestResponseBodies: [String: String] = [:]
        /// Names declared more than once with different answers (two test targets' own
        /// `TestViewModel`s): which one a reference means is not known, so neither is read.
        var ambiguous: Set<String> = []

        init() {}

        init(_ facts: Facts) {
            viewModelRequests = facts.viewModelRequests.mapValues(\.name)
            requestResponseBodies = facts.requestResponseBodies.mapValues(\.name)
        }

        mutating func merge(_ later: ProjectFacts) {
            for (name, request) in later.viewModelRequests {
                if let known = viewModelRequests[name], known != request { ambiguous.insert(name) }
                viewModelRequests[name] = request
            }
            for (name, body) in later.requestResponseBodies {
                if let known = requestResponseBodies[name], known != body { ambiguous.insert(name) }
                requestResponseBodies[name] = body
            }
            ambiguous.formUnion(later.ambiguous)
        }
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        let facts = Facts(file)
        guard !facts.viewModelRequests.isEmpty || !facts.requestResponseBodies.isEmpty else { return .none }
        return PendingFindings { index in
            var findings: [RuleFinding] = []
            let project = index.requestRoundTrips
            for (viewModel, request) in facts.viewModelRequests.sorted(by: { $0.key < $1.key }) {
                guard !project.ambiguous.contains(viewModel), !project.ambiguous.contains(request.name),
                      let body = project.requestResponseBodies[request.name], body != viewModel
                else { continue }
                findings.append(RuleFinding(
                    "\(viewModel)'s Request is \(request.name), but \(request.name) returns \(body): a RequestableViewModel is the response body of its own Request (VM.Request.ResponseBody == VM); name the request that fetches \(viewModel), or return \(viewModel) from \(request.name)",
                    at: request.location))
            }
            for (request, body) in facts.requestResponseBodies.sorted(by: { $0.key < $1.key }) {
                guard !project.ambiguous.contains(request), !project.ambiguous.contains(body.name),
                      let back = project.viewModelRequests[body.name], back != request
                else { continue }
                findings.append(RuleFinding(
                    "\(request) returns \(body.name), whose Request is \(back): a request returning a ViewModel is that ViewModel's Request; return the ViewModel \(request) fetches, or point \(body.name).Request here",
                    at: body.location))
            }
            return findings.sorted { $0.location.offset < $1.location.offset }
        }
    }
}
