/// OPS-01: operations exist only for an interactive ViewModel, in a file of their own: no empty
/// operations protocol, and no operations protocol inside a ViewModel's file.
struct OperationsFileRule: SourceRule {
    static let description = RuleDescription(
        id: "OPS-01", name: "operations-file", severity: .warning,
        summary: "only an interactive ViewModel has operations, in a file of their own: no empty operations protocol, none declared in the ViewModel's file",
        rationale: """
            FOSMVVM's viewmodel-generator: "Interactive ViewModels have a companion Operations file \
            ({Name}ViewModelOperations.swift), co-located with the ViewModel. Display-only ViewModels \
            have no Operations at all — do not invent an empty protocol to satisfy a generic \
            parameter"; the view-generator agrees ("absence of operations is the signal that the View \
            is display-only"). An empty protocol makes a display-only screen look interactive, and its \
            tests and views carry operations that do nothing. Decided here: a protocol refining only \
            ViewModelOperations with no requirements, and an operations protocol declared in a file \
            that declares a @ViewModel. Not decided: which folder and file name — the two skills \
            disagree (the view-generator puts {Name}Operations.swift under ViewModels/Operations/ and \
            the live Ops in the app target) — and whether a ViewModel is interactive, which is a \
            design choice (a spec's operations decide it, and vmgen writes the file exactly then). \
            Test code is not checked.
            """,
        triggering: [
            .swift("import FOSMVVM\n\npublic protocol ↓DashboardViewModelOperations: ViewModelOperations {}\n\npublic struct DashboardOps: DashboardViewModelOperations {}\n", path: "Sources/ViewModels/Dashboard/DashboardViewModelOperations.swift"),
            .swift("@ViewModel\npublic struct InfoViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n\npublic protocol ↓InfoViewModelOperations: ViewModelOperations {\n    func disconnect(deviceId: String) async throws\n}\n", path: "Sources/ViewModels/Info/InfoViewModel.swift"),
        ],
        nonTriggering: [
            .swift("import FOSMVVM\n\npublic protocol InfoViewModelOperations: ViewModelOperations {\n    func disconnect(deviceId: String) async throws\n}\n\npublic struct InfoOps: InfoViewModelOperations {\n    public init() {}\n    public func disconnect(deviceId: String) async throws {}\n}\n", path: "Sources/ViewModels/Info/InfoViewModelOperations.swift"),
            .swift("import FOSMVVM\n\npublic protocol LandingPageOperations: ViewModelOperations {\n    func start()\n}\n", path: "Sources/ViewModels/Operations/LandingPage/LandingPageOperations.swift"),
            .swift("protocol SpyOperations: ViewModelOperations {}\n", path: "Tests/ViewModelsTests/Spies.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard file.mentions("ViewModelOperations"), !file.isTestSource else { return [] }
        let protocols = file.allDeclarations.filter { $0.kind == .protocol && $0.inheritance.contains("ViewModelOperations") }
        guard !protocols.isEmpty else { return [] }
        let viewModel = file.viewModelStructs.first
        var findings: [RuleFinding] = []
        for operations in protocols {
            if operations.inheritance.allSatisfy({ $0 == "ViewModelOperations" || $0 == "Sendable" || $0 == "Codable" }), operations.members.isEmpty {
                findings.append(RuleFinding(
                    "\(operations.name) declares no operation: a display-only ViewModel has no operations at all — remove the protocol and its implementations rather than inventing an empty one",
                    at: operations.nameLocation))
            } else if let viewModel {
                findings.append(RuleFinding(
                    "\(operations.name) is declared in \(viewModel.name)'s file: operations (protocol, Ops, StubOps) live in a file of their own, \(Self.fileName(for: operations.name))",
                    at: operations.nameLocation))
            }
        }
        return findings
    }

    /// `InfoViewModelOperations` → `InfoViewModelOperations.swift`.
    static func fileName(for protocolName: String) -> String { protocolName + ".swift" }
}
