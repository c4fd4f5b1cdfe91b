import VMGenKit

/// One line per declaration, nested ones indented, with every field that is set, so a test
/// can state a whole file's declarations exactly and a failure shows what differs.
enum SwiftDeclarationDescription {
    static func lines(_ declarations: [SwiftDeclaration], indent: String = "") -> [String] {
        declarations.flatMap { declaration in
            [indent + describe(declaration)] + lines(declaration.members, indent: indent + "  ")
        }
    }

    static func describe(_ declaration: SwiftDeclaration) -> String {
        var parts = ["\(declaration.kind) \(declaration.name)"]
        for attribute in declaration.attributes {
            parts.append("@\(attribute.name)" + (attribute.arguments.map { "(\($0))" } ?? ""))
        }
        if !declaration.modifiers.isEmpty {
            parts.append("[\(declaration.modifiers.joined(separator: " "))]")
        }
        if !declaration.parameters.isEmpty {
            parts.append("(" + declaration.parameters.map(describe).joined(separator: ", ") + ")")
        }
        if !declaration.effects.isEmpty {
            parts.append(declaration.effects.joined(separator: " "))
        }
        if let returnType = declaration.returnType {
            parts.append("-> \(returnType)")
        }
        if let type = declaration.typeAnnotation {
            parts.append(": \(type)")
        }
        if !declaration.inheritance.isEmpty {
            parts.append(": " + declaration.inheritance.joined(separator: ", "))
        }
        if let genericWhere = declaration.genericWhere {
            parts.append("where \(genericWhere)")
        }
        if let initializer = declaration.initializer {
            parts.append("= \(initializer)")
        }
        if declaration.hasBody {
            parts.append("{}")
        }
        if !declaration.conditions.isEmpty {
            parts.append("#if " + declaration.conditions.joined(separator: " / "))
        }
        return parts.joined(separator: " ")
    }

    /// `label name: Type = default`, with `label` only when one is written.
    static func describe(_ parameter: SwiftParameter) -> String {
        var text = parameter.label.map { "\($0) " } ?? ""
        text += parameter.name.isEmpty ? parameter.type : "\(parameter.name): \(parameter.type)"
        if let defaultValue = parameter.defaultValue {
            text += " = \(defaultValue)"
        }
        return text
    }
}
