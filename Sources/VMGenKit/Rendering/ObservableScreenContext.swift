/// The template contexts of an `@Observable` screen: its ViewModel, view and tests.
struct ObservableScreenContext {
    let screen: ObservableScreenSpec
    let settings: ObservableSettings

    private var isList: Bool { screen.stateType.hasPrefix("[") && screen.stateType.hasSuffix("]") }

    var value: TemplateValue {
        let services = screen.services.map { service -> TemplateValue in
            let protocolName = service.protocolName(owner: screen.name)
            return .object([
                "name": .string(service.name),
                "type": .string(service.type),
                "protocol": .string(protocolName),
                "parameter": .string("\(service.name): any \(protocolName) = \(service.type).\(service.defaultMember)"),
                "methods": .list(service.methods.map { .string(Self.signature($0)) }),
                "double": double(service),
            ])
        }
        let parameters = screen.services.map { "\($0.name): any \($0.protocolName(owner: screen.name)) = \($0.type).\($0.defaultMember)" }
        return .object([
            "typeName": .string(screen.typeName),
            "viewName": .string(screen.viewName),
            "doc": .list((screen.doc ?? "").split(separator: "\n", omittingEmptySubsequences: true).map { .string(SwiftLiteral.commentText(String($0))) }),
            "stateType": .string(screen.stateType),
            "stateAccess": .string(settings.stateAccess == .privateSet ? "private(set) " : ""),
            "valueName": .string(screen.valueName),
            "valueType": .string(isList ? screen.stateType : screen.stateType + "?"),
            "valueFallback": .string(isList ? "[]" : "nil"),
            "services": .list(services),
            "initParameters": .string(SignatureFormatter.list(parameters, indent: 4, prefix: "init", suffix: " {")),
            "loadCall": .string("try await \(screen.load.service).\(screen.load.method)()"),
            "actions": .list(screen.actions.map { action in
                .object([
                    "name": .string(action.name),
                    "signature": .string("func \(action.name)(" + action.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"),
                    "reloads": .bool(action.reloads),
                    // A reload the tests can trigger: one with parameters would need values of the app's types.
                    "testsReload": .bool(action.reloads && action.parameters.isEmpty),
                ])
            }),
            "reloadingActions": .bool(screen.actions.contains { $0.reloads && $0.parameters.isEmpty }),
            "module": .string(settings.module),
            "loadService": .string(screen.load.service),
            "loadMethod": .string(screen.load.method),
            "loadDouble": .string(SwiftNames.upperFirst(screen.load.service) + "ServiceDouble"),
            "stubValue": .string(stubExpression),
        ])
    }

    /// `func fetchPosts(page: Int) async throws -> [Post]`.
    static func signature(_ method: ObservableScreenSpec.Method) -> String {
        let parameters = method.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        return "func \(method.name)(\(parameters)) async throws" + (method.returns.map { " -> \($0)" } ?? "")
    }

    /// A test double: one settable handler per method, defaulting to a stub answer.
    private func double(_ service: ObservableScreenSpec.Service) -> TemplateValue {
        let name = SwiftNames.upperFirst(service.name) + "ServiceDouble"
        let handlers = service.methods.map { method -> TemplateValue in
            let inputs = method.parameters.map(\.type).joined(separator: ", ")
            let output = method.returns ?? "Void"
            let isLoad = service.name == screen.load.service && method.name == screen.load.method
            let fallback = isLoad ? stubExpression : (method.returns == nil ? "" : "throw TestDoubleError.notStubbed")
            let arguments = method.parameters.map(\.name).joined(separator: ", ")
            return .object([
                "property": .string("var \(method.name)Handler: @Sendable (\(inputs)) async throws -> \(output) = { "
                    + (method.parameters.isEmpty ? "" : method.parameters.map { _ in "_" }.joined(separator: ", ") + " in" + (fallback.isEmpty ? "" : " "))
                    + fallback + " }"),
                "signature": .string(Self.signature(method)),
                "forward": .string("try await \(method.name)Handler(\(arguments))"),
            ])
        }
        return .object(["name": .string(name), "protocol": .string(service.protocolName(owner: screen.name)), "handlers": .list(handlers)])
    }

    /// A value of the state type for the tests.
    private var stubExpression: String {
        switch screen.stubValue {
        case .string(let text)?:
            if screen.stateType == "String" { return SwiftLiteral.string(text) }
            return screen.stateType + "." + text  // a static member of the type, e.g. Profile.sample
        case .int(let number)?: return String(number)
        case .bool(let flag)?: return flag ? "true" : "false"
        default: return "[]"
        }
    }
}
