/// FILE-02: a screen's files sit in a folder named for its top-level ViewModel, in every layer.
struct ContainerFolderRule: SourceRule {
    static let description = RuleDescription(
        id: "FILE-02", name: "container-folder", severity: .warning,
        summary: "a top-level ViewModel and its factory are in a folder named for it, without the ViewModel suffix",
        rationale: """
            FOSMVVM's app-setup skill: "A composite ViewModel and its children live in a \
            directory named after the containing top-level VM minus the ViewModel suffix: \
            ViewModels/Docks/ … The same grouping repeats across every layer": \
            ViewModelFactories/Docks/, Views/Docks/, Tests/…/Docks/. vmgen checks the top-level \
            ViewModels (RequestableViewModel or client-hosted) in the ViewModels target and the \
            served factories (VaporResponseBodyFactory) under the server's ViewModelFactories; a \
            child may be shared by several screens, so its folder is not checked.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct ↓DocksViewModel: RequestableViewModel {\n    public typealias Request = DocksRequest\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Harbor/DocksViewModel.swift"),
            .swift("extension ↓DocksViewModel: VaporResponseBodyFactory {\n    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self where R.ResponseBody == Self { .stub() }\n}\n", path: "Sources/WebServer/ViewModelFactories/DocksViewModel+Factory.swift"),
        ],
        nonTriggering: [
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Settings/SettingsViewModel.swift"),
            .swift("extension DocksViewModel: VaporResponseBodyFactory {\n    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self where R.ResponseBody == Self { .stub() }\n}\n", path: "Sources/WebServer/ViewModelFactories/Docks/DocksViewModel+Factory.swift"),
            .swift("@ViewModel\npublic struct DockViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Docks/DockViewModel.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        let factories = context.config.server.path + "/ViewModelFactories/"
        var findings: [RuleFinding] = []
        if context.isInViewModelsTarget(file.path) {
            for viewModel in file.declarations where viewModel.kind == .struct && viewModel.isViewModel {
                let options = ViewModelOptionsRule.effectiveOptions(of: viewModel, in: file)
                let isTopLevel = options.contains("clientHostedFactory") || file.headerToken("RequestableViewModel", of: viewModel) != nil
                if isTopLevel, let finding = Self.check(viewModel.name, at: viewModel.nameLocation, path: file.path, what: "\(viewModel.name)") {
                    findings.append(finding)
                }
            }
        } else if file.path.hasPrefix(factories) {
            for declaration in file.declarations where declaration.kind == .extension && declaration.inheritance.contains(where: { SwiftTypeText.unqualified($0) == "VaporResponseBodyFactory" }) {
                let name = SwiftSourceFile.baseName(declaration.name)
                if let finding = Self.check(name, at: declaration.nameLocation, path: file.path, what: "the factory of \(name)") {
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// A finding when `path`'s folder is not `name` without its ViewModel suffix.
    static func check(_ name: String, at location: SourceLocation, path: String, what: String) -> RuleFinding? {
        guard name.hasSuffix("ViewModel"), name != "ViewModel" else { return nil }
        let container = String(name.dropLast("ViewModel".count))
        let folder = SourcePath.folder(of: path) ?? ""
        guard folder != container else { return nil }
        return RuleFinding("\(what) belongs in a folder named \(container) (the top-level ViewModel without 'ViewModel'), not \(folder)", at: location)
    }
}
