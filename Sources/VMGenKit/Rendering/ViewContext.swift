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
    /// How the body region names SwiftUI's types.
    var swiftUI = SwiftUISpelling.plain

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

    /// The protected body's first content, written as a person writes SwiftUI (`Text(…)`, see
    /// `SwiftUISpelling`): the ViewModel's text, then each property in the spec's order that a
    /// view shows as it is — FOSMVVM's ViewModel holds display-ready values — and each child's
    /// view. `EmptyView()` only when there is nothing to show.
    private var defaultBody: [String] {
        let text = swiftUI("Text")
        var lines = viewModel.texts.map { "\(text)(viewModel.\($0.name))" }
        // A property a text fills in (`%{name}`) is shown through that text.
        var substituted = Set<String>()
        for localized in viewModel.texts {
            if case .substitutions(_, let bindings) = localized.kind { substituted.formUnion(bindings.map(\.property)) }
        }
        for property in viewModel.properties where !substituted.contains(property.name) {
            lines += shown(property)
        }
        if lines.isEmpty { return [swiftUI("EmptyView") + "()"] }
        return [swiftUI("VStack") + " {"] + lines.map { "    " + $0 } + ["}"]
    }

    /// How the body shows one property, or nothing:
    /// - text — a `String` (display text as the server sent it, which SwiftUI's `Text` shows
    ///   verbatim), a `LocalizableString`, a `Localizable*` projection (FOSMVVM's
    ///   `Text(_ localizable:)` formats a date or number for the user's locale) and an enum's
    ///   label — as `Text(viewModel.x)`, unwrapped with `if let` when optional;
    /// - a child ViewModel as its view (`ForEach` over a list of them);
    /// - nothing for the rest: an id, a `Bool`, a bare `Int`, `Date`, `URL`… is data the
    ///   ViewModel needs, and showing it would mean formatting it in the view (VIEW-01,
    ///   TYPE-02); a list of plain values and a nested type have no single way to show.
    private func shown(_ property: Property) -> [String] {
        let text = swiftUI("Text")
        let name = property.name
        if let label = property.enumLabel { return ["\(text)(viewModel.\(label))"] }
        if let child = property.type.referencedViewModel {
            let view = child + "View"
            switch property.type {
            case .viewModel: return ["\(view)(viewModel: viewModel.\(name))"]
            case .optional(.viewModel): return ["if let \(name) = viewModel.\(name) {", "    \(view)(viewModel: \(name))", "}"]
            case .array(.viewModel): return [swiftUI("ForEach") + "(viewModel.\(name)) { child in", "    \(view)(viewModel: child)", "}"]
            default: return []
            }
        }
        let isText: (PlainType) -> Bool = { plain in
            plain == .string || plain == .localizableString || property.display?.plainType == plain
        }
        switch property.type {
        case .plain(let plain) where isText(plain): return ["\(text)(viewModel.\(name))"]
        case .optional(.plain(let plain)) where isText(plain): return ["if let \(name) = viewModel.\(name) {", "    \(text)(\(name))", "}"]
        default: return []
        }
    }
}
