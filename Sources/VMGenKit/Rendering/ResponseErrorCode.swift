/// The lines of a request's generated `ResponseError`, nested in the request class (FOSMVVM's
/// canonical shape, reference part 2 §5.1): `@LocalizableError` (which does not refine
/// `ServerRequestError`, so the struct names it), one `@LocalizedString` / `@LocalizedSubs`
/// message per case, `localizedMessage` picking the case's, and a public init of the fields.
/// Each line is indented for its place in the class; an empty string is a blank line.
enum ResponseErrorCode {
    static func lines(_ errors: ResponseErrorSpec) -> [String] {
        let indent = "    "
        var lines = ["@LocalizableError", "public struct \(ResponseErrorSpec.typeName): ServerRequestError {"]
        var body: [String] = []
        if errors.hasCode {
            body.append("public enum Code: CaseIterable, Codable, Hashable, Sendable {")
            body += errors.cases.map { indent + "case \($0.name)" }
            body += ["}", "", "public let code: Code"]
        }
        body += errors.fields.map { "public let \($0.name): \($0.type.swift)" }
        if !body.isEmpty { body.append("") }

        for message in errors.cases {
            let property = ResponseErrorSpec.messageProperty(message.name)
            if case .substitutions = message.kind {
                body.append("@LocalizedSubs(substitutions: \\.\(LocalizedTextNames.substitutions(property))) public var \(property)")
            } else {
                body.append("@LocalizedString public var \(property)")
            }
        }
        body += ["", "// Already localized when the client decodes it: the server's localizing encoder resolved it."]
        if errors.hasCode {
            body += ["public var localizedMessage: any Localizable {", indent + "switch code {"]
            body += errors.cases.map { indent + "case .\($0.name): return \(ResponseErrorSpec.messageProperty($0.name))" }
            body += [indent + "}", "}"]
        } else if let only = errors.cases.first {
            body.append("public var localizedMessage: any Localizable { \(ResponseErrorSpec.messageProperty(only.name)) }")
        }

        for message in errors.cases {
            guard case .substitutions(_, let bindings) = message.kind else { continue }
            let entries = bindings.map { binding -> String in
                let field = errors.fields.first { $0.name == binding.property }
                return SwiftLiteral.string(binding.key) + ": " + (field.flatMap(SubstitutionValue.expression(for:)) ?? binding.property)
            }
            body += ["", "private var \(LocalizedTextNames.substitutions(ResponseErrorSpec.messageProperty(message.name))): [String: any Localizable] {"]
            body.append(indent + "[" + entries.joined(separator: ", ") + "]")
            body.append("}")
        }

        var parameters = errors.fields.map { "\($0.name): \($0.type.swift)" }
        var assignments = errors.fields.map { "self.\($0.name) = \($0.name)" }
        if errors.hasCode {
            parameters.insert("code: Code", at: 0)
            assignments.insert("self.code = code", at: 0)
        }
        body.append("")
        if assignments.isEmpty {
            body.append("public init() {}")
        } else {
            body.append("public init(" + parameters.joined(separator: ", ") + ") {")
            body += assignments.map { indent + $0 }
            body.append("}")
        }
        lines += body.map { $0.isEmpty ? "" : indent + $0 }
        lines.append("}")
        return lines.map { $0.isEmpty ? "" : indent + $0 }
    }
}
