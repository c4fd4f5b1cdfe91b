/// The template contexts of an `@Observable` screen: its ViewModel, view and tests.
struct ObservableScreenContext {
    let screen: ObservableScreenSpec
    let settings: ObservableSettings

    private var isList: Bool { screen.stateType.hasPrefix("[") && screen.stateType.hasSuffix("]") }

    var value: TemplateValue {
        let services = screen.services.map { service -> TemplateValue in
            let protocolName = service.protocolName(owner: screen.name)
            let isStruct = service.dependency == .closures
            return .object([
                "name": .string(service.name),
                "type": .string(service.type),
                "protocol": .string(protocolName),
                "isStruct": .bool(isStruct),
                "storedType": .string(isStruct ? protocolName : "any " + protocolName),
                "defaultMember": .string(service.defaultMember),
                "methods": .list(service.methods.map { .string(Self.signature($0)) }),
                "fields": .list(service.methods.map { .string(Self.closureField($0)) }),
                "forwards": .list(service.methods.enumerated().map { .string(Self.forward($1, isLast: $0 == service.methods.count - 1)) }),
                "double": double(service),
            ])
        }
        let parameters = machineInitParameter + screen.features.map { "\($0.name): \($0.type) = \($0.defaultPath)" } + screen.services.map(initParameter)
        return .object([
            "typeName": .string(screen.typeName),
            "viewName": .string(screen.viewName),
            "doc": .list((screen.doc ?? "").split(separator: "\n", omittingEmptySubsequences: true).map { .string(SwiftLiteral.commentText(String($0))) }),
            "stateType": .string(screen.stateType),
            "stateAccess": .string(settings.stateAccess == .privateSet ? "private(set) " : ""),
            "valueName": .string(screen.valueName),
            "valueType": .string(isList ? screen.stateType : screen.stateType + "?"),
            "valueFallback": .string(isList ? "[]" : "nil"),
            // The view shows a list state as a List of rows, with its state in an overlay.
            "isList": .bool(screen.loads && isList),
            "listIdentity": .string(screen.rowId.map { ", id: \\.\($0)" } ?? ""),
            "services": .list(services),
            "loads": .bool(screen.loads),
            "machine": machineValue,
            "features": .list(screen.features.map { feature in
                .object([
                    "name": .string(feature.name),
                    "type": .string(feature.type),
                    "testPath": feature.testPath.map(TemplateValue.string) ?? .null,
                ])
            }),
            "exposed": .list(screen.exposed.map { value in
                .object([
                    "name": .string(value.name),
                    "type": .string(value.type),
                    "path": .string(value.path),
                    "setter": Self.setter(value).map(TemplateValue.string) ?? .null,
                ])
            }),
            "initParameters": .string(SignatureFormatter.list(parameters, indent: 4, prefix: "init", suffix: " {")),
            "loadCall": .string("try await \(screen.load.service).\(screen.load.method)()"),
            "actions": .list(screen.actions.map { action in
                let testCall = Self.testCall(action)
                return .object([
                    "name": .string(action.name),
                    "signature": .string("func \(action.name)(" + action.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"),
                    "reloads": .bool(action.reloads),
                    // A reload that takes values does its work with them first, in a region of its own.
                    "hasWork": .bool(!action.parameters.isEmpty),
                    // A reload the tests can trigger: each parameter needs a value vmgen can write.
                    "testsReload": .bool(action.reloads && testCall != nil),
                    "debounce": action.debounceMilliseconds.map { .string(String($0)) } ?? .null,
                    "taskName": action.taskName.map(TemplateValue.string) ?? .null,
                    // A debounce the tests can trigger three times quickly.
                    "testsDebounce": .bool(action.debounceMilliseconds != nil && testCall != nil),
                    "testCall": .string(testCall ?? ""),
                ])
            }),
            "debounceTasks": .bool(screen.actions.contains { $0.taskName != nil }),
            // What deinit cancels: the load an action started and each debounced action's task.
            "cancelledTasks": .list(((screen.loads ? ["loadTask"] : []) + screen.actions.compactMap(\.taskName)).map(TemplateValue.string)),
            "reloadingActions": .bool(screen.actions.contains { $0.reloads && Self.testCall($0) != nil }),
            "module": .string(settings.module),
            "loadService": .string(screen.load.service),
            "loadMethod": .string(screen.load.method),
            "loadDouble": .string(loadService.map(doubleExpression) ?? ""),
            "loadHandler": .string(screen.load.method + (loadService?.dependency == .closures ? "" : "Handler")),
            "stubValue": .string(stubExpression),
            // The tests' arguments: each feature as the local the test made, each service's double
            // (or, WithLoad, the load's own service, set up by the test).
            "testArguments": .string(testArguments(loadVariable: false)),
            "testArgumentsWithLoad": .string(testArguments(loadVariable: true)),
            // A machine's tests start the screen in each state a transition moves from.
            "testArgumentsWithState": .string(SignatureFormatter.list(
                ["state: start"] + testArgumentList(loadVariable: false), indent: 12, prefix: "let viewModel = " + screen.typeName, suffix: "")),
        ])
    }

    private func testArguments(loadVariable: Bool) -> String {
        testArgumentList(loadVariable: loadVariable).joined(separator: ", ")
    }

    private func testArgumentList(loadVariable: Bool) -> [String] {
        // The feature screen's test made each feature a local (its expectations read them); a
        // loading screen's tests pass the isolated feature itself.
        let features = screen.features.map { "\($0.name): " + (screen.loads ? $0.testPath ?? $0.defaultPath : $0.name) }
        let services = screen.services.map { service in
            "\(service.name): " + (loadVariable && service.name == screen.load.service ? service.name : doubleExpression(service))
        }
        return features + services
    }

    /// `onTappedRefresh()`, `onChangedFilter(filter: "Fred Flintstone")`: the call a generated
    /// test makes, or `nil` when a parameter's type is the app's own (vmgen has no value of it).
    static func testCall(_ action: ObservableScreenSpec.Action) -> String? {
        var arguments: [String] = []
        for parameter in action.parameters {
            guard let value = testValue(parameter.type, name: parameter.name) else { return nil }
            arguments.append("\(parameter.name): \(value)")
        }
        return action.name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// A value of a Foundation or Swift type from the fake vocabulary; `nil` and `[]` for any
    /// optional or list (the parameter's type gives theirs).
    static func testValue(_ type: String, name: String) -> String? {
        if type.hasSuffix("?") { return "nil" }
        if type.hasPrefix("[") && type.hasSuffix("]") { return "[]" }
        switch type {
        case "String": return SwiftLiteral.string(FakeVocabulary.text(forName: name))
        case "Int": return "42"
        case "Double": return "42.0"
        case "Bool": return "true"
        case "Date": return FakeVocabulary.date
        case "URL": return "URL(string: \"https://bedrock.example\")!"
        case "UUID": return "UUID()"
        default: return nil
        }
    }

    /// `progress.selectedWeightUnit = newValue` or `progress.selectProgressRange(newValue)`.
    private static func setter(_ value: ObservableScreenSpec.Exposed) -> String? {
        switch value.setter {
        case .none: return nil
        case .assign: return value.path + " = newValue"
        case .call(let method): return method + "(newValue)"
        }
    }

    private var loadService: ObservableScreenSpec.Service? { screen.services.first { $0.name == screen.load.service } }

    /// `feed: any FeedViewModelFeedService = FeedService.live`, or for a struct dependency
    /// `feed: FeedViewModelFeedService = .live`.
    private func initParameter(_ service: ObservableScreenSpec.Service) -> String {
        let name = service.protocolName(owner: screen.name)
        switch service.dependency {
        case .protocolType: return "\(service.name): any \(name) = \(service.type).\(service.defaultMember)"
        case .closures: return "\(service.name): \(name) = .live"
        }
    }

    /// What a test passes for the service: a double answering like a quiet service.
    private func doubleExpression(_ service: ObservableScreenSpec.Service) -> String {
        switch service.dependency {
        case .protocolType: return SwiftNames.upperFirst(service.name) + "ServiceDouble()"
        case .closures: return service.protocolName(owner: screen.name) + ".double"
        }
    }

    /// `var fetchPosts: @Sendable (_ page: Int) async throws -> [Post]`.
    static func closureField(_ method: ObservableScreenSpec.Method) -> String {
        let parameters = method.parameters.map { "_ \($0.name): \($0.type)" }.joined(separator: ", ")
        return "var \(method.name): @Sendable (\(parameters)) async throws -> \(method.returns ?? "Void")"
    }

    /// `fetchPosts: { try await service.fetchPosts(page: $0) }`, at 12 spaces: the call on a
    /// line of its own when the whole would pass 100 columns. Positional arguments, so no
    /// parameter name can shadow `service`.
    static func forward(_ method: ObservableScreenSpec.Method, isLast: Bool) -> String {
        let arguments = method.parameters.enumerated().map { "\($1.name): $\($0)" }
        let call = "try await service.\(method.name)(" + arguments.joined(separator: ", ") + ")"
        let comma = isLast ? "" : ","
        let opening = "\(method.name): {"
        let oneLine = opening + " " + call + " }" + comma
        if 12 + oneLine.count <= SignatureFormatter.maxWidth { return oneLine }
        return opening + "\n" + String(repeating: " ", count: 16) + call + "\n" + String(repeating: " ", count: 12) + "}" + comma
    }

    /// `func fetchPosts(page: Int) async throws -> [Post]`.
    static func signature(_ method: ObservableScreenSpec.Method) -> String {
        let parameters = method.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        return "func \(method.name)(\(parameters)) async throws" + (method.returns.map { " -> \($0)" } ?? "")
    }

    /// A test double: one settable handler per method (for a struct dependency, one closure per
    /// field), defaulting to a stub answer for the load and to nothing or a throw for the others.
    private func double(_ service: ObservableScreenSpec.Service) -> TemplateValue {
        let name = SwiftNames.upperFirst(service.name) + "ServiceDouble"
        var closures: [String] = []
        let handlers = service.methods.map { method -> TemplateValue in
            let inputs = method.parameters.map(\.type).joined(separator: ", ")
            let output = method.returns ?? "Void"
            let isLoad = service.name == screen.load.service && method.name == screen.load.method
            let fallback = isLoad ? stubExpression : (method.returns == nil ? "" : "throw TestDoubleError.notStubbed")
            let arguments = method.parameters.map(\.name).joined(separator: ", ")
            let closure = "{ " + (method.parameters.isEmpty ? "" : method.parameters.map { _ in "_" }.joined(separator: ", ") + " in" + (fallback.isEmpty ? "" : " ")) + fallback + " }"
            closures.append("\(method.name): \(closure)")
            return .object([
                "property": .string("var \(method.name)Handler: @Sendable (\(inputs)) async throws -> \(output) = " + closure),
                "signature": .string(Self.signature(method)),
                "forward": .string("try await \(method.name)Handler(\(arguments))"),
            ])
        }
        return .object([
            "name": .string(name), "protocol": .string(service.protocolName(owner: screen.name)), "handlers": .list(handlers),
            "make": .string(doubleExpression(service)),
            "closures": .string(SignatureFormatter.list(closures, indent: 8, prefix: "Self", suffix: "")),
        ])
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
