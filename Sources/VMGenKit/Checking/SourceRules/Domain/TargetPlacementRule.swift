/// DOM-05: factories, controllers and data models live in the server target; views in clients.
struct TargetPlacementRule: SourceRule {
    /// Conformances that make a type server-side.
    static let serverProtocols: Set<String> = [
        "VaporResponseBodyFactory", "ResponseBodyFactory", "ComposableFactory", "DataModel", "DataModelWriter",
        "WriteTargetProviding", "RouteCollection", "AsyncMigration", "Migration",
    ]

    /// Conformances that make a type a SwiftUI view.
    static let viewProtocols: Set<String> = ["View", "ViewModelView"]

    /// Client UI frameworks.
    static let clientModules: Set<String> = ["SwiftUI", "UIKit", "AppKit"]

    static let description = RuleDescription(
        id: "DOM-05", name: "server-and-client-placement", severity: .error,
        summary: "factories, controllers, data models and migrations are in the server target; views are not",
        rationale: """
            FOSMVVM's app-setup skill: "ViewModelFactories / Controllers / DataModels are \
            server-only; Views are client-only." The shared ViewModels module carries only what \
            both sides agree on (ViewModels, Requests, Fields, Versioning); a factory or data model \
            there drags server code into every client, and a view in the server target cannot \
            build on Linux. The targets are vmgen.yml's viewModels, server and app paths.
            """,
        triggering: [
            .swift("extension DashboardViewModel: ↓VaporResponseBodyFactory {\n    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self where R.ResponseBody == Self { .stub() }\n}\n", path: "Sources/ViewModels/Dashboard/DashboardViewModel+Factory.swift"),
            .swift("↓import SwiftUI\n\nstruct StatusBadge: ↓View {\n    var body: some View { Text(\"ok\") }\n}\n", path: "Sources/WebServer/Status/StatusBadge.swift"),
        ],
        nonTriggering: [
            .swift("import Vapor\nimport ViewModels\n\nextension DashboardViewModel: VaporResponseBodyFactory {\n    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self where R.ResponseBody == Self { .stub() }\n}\n", path: "Sources/WebServer/ViewModelFactories/Dashboard/DashboardViewModel+Factory.swift"),
            .swift("import SwiftUI\n\nstruct StatusBadge: View {\n    var body: some View { Text(\"ok\") }\n}\n", path: "Sources/App/Status/StatusBadge.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        let config = context.config
        let inServer = Self.isInside(file.path, config.server.path)
        let inClient = context.isInViewModelsTarget(file.path) || config.app.map { Self.isInside(file.path, $0.path) } == true
        var findings: [RuleFinding] = []
        for declaration in file.allDeclarations where declaration.kind == .extension || declaration.isNominalTypeDeclaration {
            guard declaration.kind != .protocol else { continue }
            for name in declaration.inheritance {
                let base = SwiftTypeText.unqualified(name)
                // The header is read only for a conformance that is out of place.
                guard (inClient && Self.serverProtocols.contains(base)) || (inServer && Self.viewProtocols.contains(base)),
                    let token = file.headerToken(base, of: declaration)
                else { continue }
                if inClient, Self.serverProtocols.contains(base) {
                    let target = context.isInViewModelsTarget(file.path) ? "the shared ViewModels module" : "the app target"
                    findings.append(RuleFinding("\(base) is server-side: move \(declaration.name)'s conformance from \(target) to the server target (\(config.server.path))", at: token.location))
                } else if inServer, Self.viewProtocols.contains(base) {
                    findings.append(RuleFinding("\(declaration.name) is a view, which belongs in a client target, not the server target (\(config.server.path))", at: token.location))
                }
            }
        }
        if inServer {
            for item in file.imports where Self.clientModules.contains(item.module) {
                findings.append(RuleFinding("the server target does not import \(item.module): views belong in a client target", at: item.location))
            }
        }
        return findings
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder + "/")
    }
}
