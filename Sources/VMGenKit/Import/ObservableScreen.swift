/// A `style: observable` screen read back from its `@Observable` class: what its spec says.
struct ObservableScreen {
    struct Method {
        var name: String
        var parameters: [(name: String, type: String)]
        var returns: String?
    }

    struct Service {
        var name: String
        var type: String
        var defaultMember: String
        var isStruct: Bool
        var methods: [Method]
    }

    struct Feature: Sendable, Hashable {
        var name: String
        var type: String
        var defaultPath: String
        var test: String?
    }

    struct Exposed: Sendable, Hashable {
        var name: String
        var type: String
        var from: String
        var set: String?
    }

    var name: String
    var path: String
    var doc: [String] = []
    var state: String?
    var value: String?
    var services: [Service] = []
    var load: (service: String, method: String)?
    var features: [Feature] = []
    var exposes: [Exposed] = []
    var actions: [(name: String, parameters: [(name: String, type: String)], reloads: Bool, debounce: Int?)] = []
    /// The machine's states (from the nested `{Name}State` enum), each with its value's type.
    var states: [(name: String, associated: String?)] = []
    /// Each transition; `from` is `nil` where it moves from any state.
    var transitions: [(name: String, from: [String]?, to: String)] = []
    /// The tests' value of a non-list state, as the spec writes it.
    var stub: String?
    var view = false
    /// What identifies a row of the view's List (`List(viewModel.entries, id: \\.id)`).
    var rowId: String?
    var tests = false

    /// The spec, in the key order of the example specs.
    var yaml: String {
        var lines = ["# Imported by `vmgen import` from \(path).", "viewModel: \(name)", "style: observable"]
        if !doc.isEmpty { lines += SpecYAMLWriter.doc(doc, indent: "") }
        if let state { lines.append("state: " + YAMLLiteral.string(state)) }
        if !states.isEmpty {
            lines.append("states:")
            for state in states {
                lines.append("  \(state.name): " + (state.associated.map { "{ associated: \(YAMLLiteral.string($0)) }" } ?? "{}"))
            }
            lines.append("transitions:")
            for transition in transitions {
                let from = transition.from ?? states.map(\.name)
                let written = from.count == 1 ? from[0] : "[" + from.joined(separator: ", ") + "]"
                lines.append("  \(transition.name): { from: \(written), to: \(transition.to) }")
            }
        }
        if let value, value != "value" { lines.append("value: \(value)") }
        if !services.isEmpty {
            lines.append("services:")
            for service in services {
                lines.append("  \(service.name):")
                lines.append("    type: " + YAMLLiteral.type(service.type))
                lines.append("    default: \(service.defaultMember)")
                if service.isStruct { lines.append("    dependency: struct") }
                lines.append("    methods:")
                for method in service.methods {
                    var parts: [String] = []
                    if let returns = method.returns { parts.append("returns: " + YAMLLiteral.string(returns)) }
                    if !method.parameters.isEmpty { parts.append("parameters: " + Self.mapping(method.parameters)) }
                    lines.append("      \(method.name): { \(parts.joined(separator: ", ")) }".replacingOccurrences(of: "{  }", with: "{}"))
                }
            }
        }
        if let load { lines.append("load: { service: \(load.service), method: \(load.method) }") }
        if !features.isEmpty {
            lines.append("features:")
            for feature in features {
                lines.append("  \(feature.name):")
                lines.append("    type: " + YAMLLiteral.type(feature.type))
                lines.append("    default: \(feature.defaultPath)")
                if let test = feature.test { lines.append("    test: \(test)") }
            }
        }
        if !exposes.isEmpty {
            lines.append("exposes:")
            for exposed in exposes {
                let set = exposed.set.map { ", set: \($0)" } ?? ""
                lines.append("  \(exposed.name): { type: \(YAMLLiteral.string(exposed.type)), from: \(exposed.from)\(set) }")
            }
        }
        if !actions.isEmpty {
            lines.append("actions:")
            for action in actions {
                if action.parameters.isEmpty {
                    let debounce = action.debounce.map { ", debounce: \($0)ms" } ?? ""
                    lines.append("  \(action.name): { reloads: \(action.reloads)\(debounce) }")
                } else {
                    lines.append("  \(action.name):")
                    lines.append("    parameters: " + Self.mapping(action.parameters))
                    if action.reloads { lines.append("    reloads: true") }
                    if let debounce = action.debounce { lines.append("    debounce: \(debounce)ms") }
                }
            }
        }
        lines.append("view: \(view)")
        if let rowId { lines.append("rowId: \(rowId)") }
        lines.append("tests: \(tests)")
        if let stub { lines.append("stub: \(stub)") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mapping(_ pairs: [(name: String, type: String)]) -> String {
        "{ " + pairs.map { "\($0.name): \(YAMLLiteral.string($0.type))" }.joined(separator: ", ") + " }"
    }
}
