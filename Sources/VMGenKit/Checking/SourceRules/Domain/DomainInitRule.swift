/// DOM-03: a ViewModel init that takes a domain type lives in the server (factory) module.
struct DomainInitRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "DOM-03", name: "domain-init-in-server", severity: .error,
        summary: "an init of a ViewModel that takes a domain type (vmgen.yml domainModules) is declared in the server module only",
        rationale: """
            FOSMVVM's guidance: "The Factory's own library may add a private/internal extension on the ViewModel \
            with a domain-typed initializer that maps domain → simple and calls the public simple \
            init … In the SERVER/Factory module only — never in the ViewModel module." Anywhere \
            else the ViewModel's API depends on the domain module, which the client must then link. \
            A type is a domain type when it is qualified by a domain module (`Channel.Node`) or \
            declared under `Sources/<domain module>/` in the linted files.
            """,
        triggering: [
            .swift("import HarborData\n\nextension NodeViewModel {\n    init(↓_ node: HarborData.Node) {\n        self.init(host: node.hostname)\n    }\n}\n", path: "Sources/ViewModels/Node/NodeViewModel+Domain.swift")
                .with(.swift("@ViewModel\npublic struct NodeViewModel {\n    public let host: String\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(host: String) { self.host = host }\n}\n", path: "Sources/ViewModels/Node/NodeViewModel.swift")),
            .swift("@ViewModel\npublic struct BerthViewModel {\n    public let name: String\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(name: String) { self.name = name }\n    init(↓berth: Berth) { self.init(name: berth.name) }\n}\n", path: "Sources/ViewModels/Berth/BerthViewModel.swift")
                .with(.swift("public struct Berth: Codable {\n    public let name: String\n}\n", path: "Sources/HarborData/Berth.swift")),
        ],
        nonTriggering: [
            .swift("import HarborData\nimport ViewModels\n\nextension NodeViewModel {\n    init(_ node: HarborData.Node) {\n        self.init(host: node.hostname)\n    }\n}\n", path: "Sources/WebServer/ViewModelFactories/Node/NodeViewModel+Domain.swift"),
            .swift("@ViewModel\npublic struct BerthViewModel {\n    public let liveness: Berth\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(liveness: Berth) { self.liveness = liveness }\n}\n", path: "Sources/ViewModels/Berth/BerthViewModel.swift")
                .with(.swift("public enum Berth: Codable, Sendable { case free, taken }\n", path: "Sources/ViewModels/Berth/Berth.swift"), .swift("public struct Berth: Codable {\n    public let name: String\n}\n", path: "Sources/HarborData/Berth.swift")),
        ])

    struct Candidate: Sendable {
        var viewModel: String
        var parameter: String
        var typeNames: [String]
        var location: SourceLocation
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        let server = context.config.server.path
        guard !context.config.domainModules.isEmpty, file.path != server, !file.path.hasPrefix(server + "/") else { return .none }
        var candidates: [Candidate] = []
        let owners = file.viewModelStructs + file.allDeclarations.filter { $0.kind == .extension }
        for owner in owners {
            for initializer in owner.members where initializer.kind == .`init` {
                for parameter in initializer.parameters {
                    candidates.append(Candidate(viewModel: SwiftSourceFile.baseName(owner.name), parameter: parameter.label ?? parameter.name, typeNames: SwiftTypeText.names(in: parameter.type), location: parameter.location))
                }
            }
        }
        let domain = Set(context.config.domainModules)
        let viewModelsModule = context.config.viewModels.module
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.compactMap { candidate in
                guard index.viewModels[candidate.viewModel] != nil else { return nil }
                for name in candidate.typeNames {
                    let parts = name.parts(separatedBy: ".").map(String.init)
                    let isDomain: Bool
                    if parts.count > 1 {
                        isDomain = domain.contains(parts[0])
                    } else {
                        let modules = index.types.modules[name] ?? []
                        isDomain = !modules.isDisjoint(with: domain) && !modules.contains(viewModelsModule)
                    }
                    if isDomain {
                        return RuleFinding("this init of \(candidate.viewModel) takes the domain type \(name); declare it in an extension in the server module, where the factory maps domain to plain values, and keep the ViewModel's own inits domain-free", at: candidate.location)
                    }
                }
                return nil
            }
        }
    }
}
