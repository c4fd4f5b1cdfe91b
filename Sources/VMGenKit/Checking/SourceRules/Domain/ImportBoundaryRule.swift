/// DOM-01: files of the ViewModels target never import a domain module or a server module.
struct ImportBoundaryRule: SourceRule {
    /// Server-side modules: importing one drags server code onto iOS.
    static let serverModules: Set<String> = [
        "Vapor", "Fluent", "FluentKit", "FluentSQL", "SQLKit", "FOSMVVMVapor", "FOSTestingVapor", "Leaf", "LeafKit",
        "NIO", "NIOCore", "NIOPosix", "NIOHTTP1", "FluentPostgresDriver", "FluentSQLiteDriver", "FluentMySQLDriver",
    ]

    static let description = RuleDescription(
        id: "DOM-01", name: "viewmodels-import-boundary", severity: .error,
        summary: "the ViewModels module, and any file declaring a ViewModel, imports no domain module (vmgen.yml domainModules) and no server module; without domainModules, the ViewModels module only the modules a ViewModels target may use",
        rationale: """
            FOSMVVM's guidance, a hard rule: "The ViewModel module never imports the domain/wire module. A ViewModel \
            target depends on FOSMVVM + Foundation + simple or ViewModel-owned types only." Get it \
            wrong and a client module drags server/host-only code onto iOS; the factory, in the \
            server target, is the one place that imports both and projects domain → display. When \
            vmgen.yml lists no domainModules, vmgen cannot tell a domain module from a harmless one, \
            so it reports every import but those a ViewModels target may use: FOSMVVM, FOSFoundation, \
            Foundation, Observation, SwiftUI inside #if canImport(SwiftUI) (the server builds the \
            module on Linux), and the modules vmgen.yml's viewModels.imports lists.
            """,
        triggering: [
            .swift("import FOSMVVM\n↓import Vapor\n\n@ViewModel\npublic struct AViewModel {}\n"),
            .swift("import Foundation\n↓import HarborData\n\npublic enum Platform { case linux }\n"),
            .swift("@testable ↓import FOSMVVMVapor\n"),
            // A ViewModel declared outside the ViewModels folder is still a ViewModel.
            .swift("import FOSMVVM\n↓import HarborData\n\n@ViewModel\npublic struct DockViewModel {}\n", path: "Sources/WebServer/DockViewModel.swift"),
        ],
        nonTriggering: [
            .swift("import FOSFoundation\nimport FOSMVVM\nimport Foundation\n"),
            // Outside the ViewModels folder, a ViewModel's file is held only to the imports known to break the rule.
            .swift("import FOSMVVM\nimport SwiftUI\nimport AppKit\n\n@ViewModel\npublic struct BadgeViewModel {}\n", path: "Sources/App/BadgeViewModel.swift"),
            .swift("import Vapor\nimport HarborData\n", path: "Sources/WebServer/ViewModelFactories/A/AViewModel+Factory.swift"),
        ])

    /// What every ViewModels target may import, whatever the project.
    static let alwaysAllowed: Set<String> = ["FOSMVVM", "FOSFoundation", "Foundation", "Observation"]

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        // A file that declares ViewModels is bound by the rule wherever it lies (outside the
        // configured ViewModels folder too, test targets aside): there only the imports known
        // to break it — a domain or server module — are reported.
        let inTarget = context.isInViewModelsTarget(file.path)
        guard inTarget || (!file.viewModelStructs.isEmpty && !file.isTestSource) else { return [] }
        let config = context.config
        let domain = Set(config.domainModules)
        return file.imports.compactMap { item in
            if domain.contains(item.module) {
                return RuleFinding("the ViewModels module must not import the domain module '\(item.module)'; take plain values and let the factory (server target) project the domain type", at: item.location)
            }
            if Self.serverModules.contains(item.module) || item.module == config.server.module {
                return RuleFinding("the ViewModels module must not import the server module '\(item.module)'; it would drag server code onto the client", at: item.location)
            }
            // Without domainModules, what is not known to be allowed may be a domain module.
            guard inTarget, domain.isEmpty, !Self.alwaysAllowed.contains(item.module), !config.viewModels.imports.contains(item.module),
                item.module != config.viewModels.module
            else { return nil }
            if item.module == "SwiftUI" {
                if file.conditions(atOffset: item.location.offset).contains(where: Self.allowsSwiftUI) { return nil }
                return RuleFinding("the ViewModels module imports SwiftUI outside '#if canImport(SwiftUI)': the server builds this module on Linux, where there is no SwiftUI", at: item.location)
            }
            return RuleFinding(
                "the ViewModels module imports '\(item.module)', which is not a module a ViewModels target may use (FOSMVVM, FOSFoundation, Foundation, Observation); with no domainModules in vmgen.yml it may be a domain module: list it in viewModels.imports if it is not, or in domainModules if it is",
                at: item.location)
        }
    }

    /// `canImport(SwiftUI)`, not negated, in the condition of the branch.
    static func allowsSwiftUI(_ condition: String) -> Bool {
        condition.contains(literal: "canImport(SwiftUI)") && !condition.contains(literal: "!canImport(SwiftUI)") && !condition.hasPrefix("!(")
    }
}

extension SwiftSourceFile {
    /// The conditions of the `#if` branches open at byte `offset`, outermost first (an `#else`
    /// branch's is the negation of its chain's conditions), read from the directive tokens.
    func conditions(atOffset offset: Int) -> [String] {
        var chains: [(tested: [String], current: String)] = []
        var index = 0
        while index < tokens.count, tokens[index].offset < offset {
            let token = tokens[index]
            index += 1
            guard token.kind == .poundKeyword else { continue }
            switch token.text {
            case "#if", "#elseif":
                var words: [String] = []
                while index < tokens.count, tokens[index].line == token.line, !tokens[index].kind.isComment {
                    words.append(tokens[index].text)
                    index += 1
                }
                let condition = words.joined()
                if token.text == "#if" {
                    chains.append(([condition], condition))
                } else if !chains.isEmpty {
                    chains[chains.count - 1].tested.append(condition)
                    chains[chains.count - 1].current = condition
                }
            case "#else":
                if let chain = chains.last {
                    chains[chains.count - 1].current = chain.tested.map { "!(\($0))" }.joined(separator: "&&")
                }
            case "#endif":
                if !chains.isEmpty { chains.removeLast() }
            default:
                break
            }
        }
        return chains.map(\.current)
    }
}
