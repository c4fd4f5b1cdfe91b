/// The template context of `View.swift.template`: the FOSMVVM `ViewModelView` of one ViewModel
/// (`Sources/FOSMVVM/SwiftUI Support/ViewModelView.swift:72-76`: only `init(viewModel:)`), shaped as
/// the upstream view-generator skill shapes it (fosmvvm-swiftui-view-generator/SKILL.md:75-290).
///
/// An interactive view stores `viewModel.operations`, carries the DEBUG `repaintToggle` and
/// `testDataTransporter`, and gets one private method per operation that hands the operation
/// what the ViewModel does not hold — the `@Observable` storage (`output:`) and the
/// `MVVMEnvironment` — from `@Environment`, then repaints (FOSMVVM: "The View reads storage from
/// @Environment(UserSettings.self) and hands it to the op at the call site").
struct ViewContext {
    let viewModel: ViewModelSpec
    let config: ProjectConfig
    /// Every storage type of the project and how it is created (for the previews).
    let storages: [StorageCreation]

    /// Names the view's own members use; an environment value or an action does not take them.
    static let memberNames: Set<String> = ["viewModel", "operations", "body", "content", "repaintToggle", "toggleRepaint"]

    var value: TemplateValue {
        let environments = environmentValues
        return .object([
            "viewName": .string(AppContext.viewName(viewModel)),
            "typeName": .string(viewModel.typeName),
            "imports": .list(["FOSFoundation", "FOSMVVM", "Foundation", "SwiftUI", config.viewModels.module].sorted().map(TemplateValue.string)),
            "interactive": .bool(viewModel.isInteractive),
            "protocolName": .string(viewModel.typeName + "Operations"),
            "environments": .list(environments.map { .object(["type": .string($0.type), "name": .string($0.name)]) }),
            "actions": .list(viewModel.operations.map { action($0, environments: environments) }),
            "body": .list(defaultBody.map(TemplateValue.string)),
            "previewStorages": .list(previewStorages.map { storage in
                .object([
                    "type": .string(storage.type),
                    "expression": .string(storage.expression),
                    "known": .bool(storage.create != nil),
                    "unknownComment": .string(storage.unknownComment),
                ])
            }),
        ])
    }

    /// The `@Environment` values the operations need: each storage they write, then the
    /// `MVVMEnvironment` a server-backed operation dispatches its request with.
    var environmentValues: [(type: String, name: String)] {
        var types: [String] = []
        for operation in viewModel.operations {
            if let output = operation.output, !types.contains(output.type) { types.append(output.type) }
        }
        let needsEnvironment = viewModel.operations.contains { operation in
            operation.parameters.contains { $0.type == .external(OperationBuilder.environmentType) }
        }
        var values = types.map { type -> (type: String, name: String) in
            let name = SwiftNames.lowerFirst(type)
            return (type, Self.memberNames.contains(name) || SwiftNames.keywords.contains(name) || name == "mvvmEnv" ? name + "Storage" : name)
        }
        if needsEnvironment { values.append((OperationBuilder.environmentType, "mvvmEnv")) }
        return values
    }

    /// The storage types the previews inject (the ones the view reads from `@Environment`).
    private var previewStorages: [StorageCreation] {
        environmentValues.compactMap { value in
            value.type == OperationBuilder.environmentType ? nil : storages.first { $0.type == value.type } ?? StorageCreation(type: value.type, create: nil)
        }
    }

    /// `private func setTheme(_ theme: Theme) { operations.setTheme(theme, output: userSettings); toggleRepaint() }`.
    private func action(_ operation: Operation, environments: [(type: String, name: String)]) -> TemplateValue {
        var parameters: [String] = []
        var arguments: [String] = []
        // A parameter of the method named like an environment value hides it: `self.` reaches it.
        let own = Set(operation.parameters.filter { $0.type != .external(OperationBuilder.environmentType) }.map(\.name))
        func environment(_ name: String) -> String { own.contains(name) ? "self." + name : name }
        for parameter in operation.parameters {
            let label = parameter.label ?? parameter.name
            let argumentLabel = label == "_" ? "" : label + ": "
            if parameter.type == .external(OperationBuilder.environmentType) {
                arguments.append(argumentLabel + environment("mvvmEnv"))
                continue
            }
            switch parameter.label {
            case nil: parameters.append("\(parameter.name): \(parameter.type.swift)")
            case "_"?: parameters.append("_ \(parameter.name): \(parameter.type.swift)")
            case let label?: parameters.append("\(label) \(parameter.name): \(parameter.type.swift)")
            }
            arguments.append(argumentLabel + parameter.name)
        }
        if let output = operation.output, let storage = environments.first(where: { $0.type == output.type }) {
            arguments.append("output: " + environment(storage.name))
        }
        var effects = ""
        if operation.isAsync { effects += " async" }
        if operation.isThrowing { effects += " throws" }
        var call = "operations.\(operation.name)(\(arguments.joined(separator: ", ")))"
        if operation.isAsync { call = "await " + call }
        if operation.isThrowing { call = "try " + call }
        let name = Self.memberNames.contains(operation.name) ? operation.name + "Action" : operation.name
        let prefix = "    private func \(name)"
        let signature = "private func \(name)(" + SignatureFormatter.list(parameters, indent: 4, prefix: prefix, suffix: ")" + effects + " {") + ")" + effects
        return .object(["signature": .string(signature), "call": .string(call)])
    }

    /// The protected body's first content: the ViewModel's text (its stored `LocalizableString`s
    /// too, such as an error display's message), then its children's views.
    private var defaultBody: [String] {
        var lines = viewModel.texts.map { "SwiftUI.Text(viewModel.\($0.name))" }
        lines += viewModel.properties.filter { $0.type == .plain(.localizableString) }.map { "SwiftUI.Text(viewModel.\($0.name))" }
        for property in viewModel.properties {
            guard let child = property.type.referencedViewModel else { continue }
            let view = child + "View"
            switch property.type {
            case .viewModel(_): lines.append("\(view)(viewModel: viewModel.\(property.name))")
            case .optional(.viewModel(_)):
                lines += ["if let \(property.name) = viewModel.\(property.name) {", "    \(view)(viewModel: \(property.name))", "}"]
            case .array(.viewModel(_)):
                lines += ["SwiftUI.ForEach(viewModel.\(property.name)) { child in", "    \(view)(viewModel: child)", "}"]
            default: continue
            }
        }
        if lines.isEmpty { return ["SwiftUI.EmptyView()"] }
        return ["SwiftUI.VStack {"] + lines.map { "    " + $0 } + ["}"]
    }
}
