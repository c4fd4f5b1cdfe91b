/// DOM-01: files of the ViewModels target never import a domain module or a server module.
struct ImportBoundaryRule: SourceRule {
    /// Server-side modules: importing one drags server code onto iOS.
    static let serverModules: Set<String> = [
        "Vapor", "Fluent", "FluentKit", "FluentSQL", "SQLKit", "FOSMVVMVapor", "FOSTestingVapor", "Leaf", "LeafKit",
        "NIO", "NIOCore", "NIOPosix", "NIOHTTP1", "FluentPostgresDriver", "FluentSQLiteDriver", "FluentMySQLDriver",
    ]

    static let description = RuleDescription(
        id: "DOM-01", name: "viewmodels-import-boundary", severity: .error,
        summary: "the ViewModels module imports no domain module (vmgen.yml domainModules) and no server module",
        rationale: """
            Seed, HARD RULE: "The ViewModel module never imports the domain/wire module. A ViewModel \
            target depends on FOSMVVM + Foundation + simple or ViewModel-owned types only." Get it \
            wrong and a client module drags server/host-only code onto iOS; the factory, in the \
            server target, is the one place that imports both and projects domain → display.
            """,
        triggering: [
            .swift("import FOSMVVM\n↓import Vapor\n\n@ViewModel\npublic struct AViewModel {}\n"),
            .swift("import Foundation\n↓import HarborData\n\npublic enum Platform { case linux }\n"),
            .swift("@testable ↓import FOSMVVMVapor\n"),
        ],
        nonTriggering: [
            .swift("import FOSFoundation\nimport FOSMVVM\nimport Foundation\n"),
            .swift("import Vapor\nimport HarborData\n", path: "Sources/WebServer/ViewModelFactories/A/AViewModel+Factory.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard context.isInViewModelsTarget(file.path) else { return [] }
        let domain = Set(context.config.domainModules)
        return file.imports.compactMap { item in
            if domain.contains(item.module) {
                return RuleFinding("the ViewModels module must not import the domain module '\(item.module)'; take plain values and let the factory (server target) project the domain type", at: item.location)
            }
            if Self.serverModules.contains(item.module) || item.module == context.config.server.module {
                return RuleFinding("the ViewModels module must not import the server module '\(item.module)'; it would drag server code onto the client", at: item.location)
            }
            return nil
        }
    }
}
