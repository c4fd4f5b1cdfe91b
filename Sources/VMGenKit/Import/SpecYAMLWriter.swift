/// Writes an imported page and its children as spec YAML, in the key order and style of the
/// hand-written example specs. Deterministic: the same models give the same bytes.
enum SpecYAMLWriter {
    /// `requests`: the requests in the page's folder (`requests:`, after its own keys).
    static func spec(_ root: ImportedViewModel, children: [ImportedViewModel], requests: [ImportedRequest] = []) -> String {
        var lines = ["# Imported by `vmgen import` from \(root.path).", "viewModel: \(root.name)"]
        lines.append("hosting: \(root.clientHosted ? "client" : "server")")
        if !root.requestable, !root.clientHosted { lines.append("page: false") }
        if root.live { lines.append("live: true") }
        if !root.versions.isEmpty { lines.append("versions: [\(root.versions.joined(separator: ", "))]") }
        if let display = root.errorDisplay { lines.append(display.yaml) }
        lines += body(root, indent: "")
        if !requests.isEmpty { lines += [""] + RequestYAMLWriter.lines(requests) }
        if !children.isEmpty {
            lines.append("")
            lines.append("children:")
            for (index, child) in children.enumerated() {
                if index > 0 { lines.append("") }
                lines.append("  \(child.name):")
                lines.append("    # Imported from \(child.path).")
                if child.nested { lines.append("    nested: true") }
                lines += body(child, indent: "    ")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `doc`, `identity`, `text` and `properties` of one ViewModel.
    private static func body(_ model: ImportedViewModel, indent: String) -> [String] {
        var lines: [String] = []
        if !model.doc.isEmpty { lines += doc(model.doc, indent: indent) }
        if let identity = identity(model.identity) { lines.append(indent + "identity: " + identity) }
        if !model.conforms.isEmpty { lines.append(indent + "conforms: [\(model.conforms.joined(separator: ", "))]") }
        if let form = model.form { lines += (indent.isEmpty ? [""] : []) + FormYAMLWriter.lines(form, indent: indent) }
        if !model.query.isEmpty || model.responseError != nil || model.errors != nil {
            lines += ["", "request:"]
            if !model.query.isEmpty { lines.append("  query:") }
            for field in model.query {
                lines.append("    \(field.name): " + YAMLLiteral.type(field.type))
            }
            if let responseError = model.responseError { lines.append("  responseError: \(responseError)") }
            if let errors = model.errors { lines += ResponseErrorYAML.lines(errors, indent: "  ") }
        }
        if !model.texts.isEmpty {
            if indent.isEmpty { lines.append("") }
            lines.append(indent + "text:")
            for text in model.texts { lines += self.text(text, indent: indent + "  ") }
        }
        if !model.properties.isEmpty {
            if indent.isEmpty { lines.append("") }
            lines.append(indent + "properties:")
            for property in model.properties {
                if property.stub != nil || property.display != nil || property.label != nil {
                    let type = YAMLLiteral.type(property.type)
                    let keys = ["type: \(type)"]
                        + [property.display.map { "display: \($0)" }, property.label.map { "label: \($0)" }, property.stub.map { "stub: \($0)" }].compactMap { $0 }
                    lines.append(indent + "  \(property.name): { \(keys.joined(separator: ", ")) }")
                } else {
                    lines.append(indent + "  \(property.name): " + YAMLLiteral.type(property.type, listAsSequence: true))
                }
            }
        }
        if !model.enums.isEmpty {
            if indent.isEmpty { lines.append("") }
            lines.append(indent + "enums:")
            for found in model.enums {
                lines.append(indent + "  \(found.name):")
                for item in found.cases {
                    let pairs = item.labels.map { YAMLLiteral.key($0.locale) + ": " + YAMLLiteral.string($0.value) }
                    lines.append(indent + "    \(item.name): " + (pairs.isEmpty ? "{}" : "{ \(pairs.joined(separator: ", ")) }"))
                }
            }
        }
        if !model.operations.isEmpty {
            if indent.isEmpty { lines.append("") }
            lines.append(indent + "operations:")
            for operation in model.operations { lines += self.operation(operation, clientHosted: model.clientHosted, indent: indent + "  ") }
        }
        return lines
    }

    /// A plain text on one line; a substitution or compound text as a block, as in docs/spec.md.
    static func text(_ text: ImportedViewModel.Text, indent: String) -> [String] {
        let pairs = text.translations.map { YAMLLiteral.key($0.locale) + ": " + YAMLLiteral.string($0.value) }
        if !text.pieces.isEmpty {
            var lines = [indent + "\(text.name):", indent + "  pieces:"]
            for locale in text.pieces {
                let items: [String] = locale.items.map { YAMLLiteral.string($0) }
                let key: String = YAMLLiteral.key(locale.locale)
                lines.append("\(indent)    \(key): [\(items.joined(separator: ", "))]")
            }
            if !text.separator.isEmpty {
                let separators = text.separator.map { YAMLLiteral.key($0.locale) + ": " + YAMLLiteral.string($0.value) }
                lines.append(indent + "  separator: { \(separators.joined(separator: ", ")) }")
            }
            return lines
        }
        guard !text.substitutions.isEmpty else { return [indent + "\(text.name): { \(pairs.joined(separator: ", ")) }"] }
        let bindings = text.substitutions.map { YAMLLiteral.key($0.key) + ": " + $0.property }
        return [indent + "\(text.name):"] + pairs.map { indent + "  " + $0 }
            + [indent + "  substitutions: { \(bindings.joined(separator: ", ")) }"]
    }

    /// One operation: its parameters in order, its output storage, and effects only where
    /// they differ from the hosting's (server: `async throws`, client: neither).
    private static func operation(_ operation: ImportedViewModel.Operation, clientHosted: Bool, indent: String) -> [String] {
        var lines = [indent + "\(operation.name):"]
        if let sends = operation.sends { lines.append(indent + "  sends: \(sends)") }
        if !operation.parameters.isEmpty {
            lines.append(indent + "  parameters:")
            for parameter in operation.parameters {
                let type = YAMLLiteral.type(parameter.type)
                if let label = parameter.label {
                    lines.append(indent + "    \(parameter.name): { type: \(type), label: \(label) }")
                } else {
                    lines.append(indent + "    \(parameter.name): \(type)")
                }
            }
        }
        if let output = operation.output {
            var keys = ["type: " + YAMLLiteral.type(output)]
            if let assigns = operation.assigns {
                keys.append("assigns: { " + assigns.map { "\($0.property): \($0.parameter)" }.joined(separator: ", ") + " }")
            }
            if let create = operation.create { keys.append("create: " + YAMLLiteral.string(create)) }
            lines.append(indent + "  output: { \(keys.joined(separator: ", ")) }")
        }
        let isAsync = operation.effects.contains("async"), isThrowing = operation.effects.contains("throws")
        if isAsync == clientHosted { lines.append(indent + "  async: \(isAsync)") }
        if isThrowing == clientHosted { lines.append(indent + "  throws: \(isThrowing)") }
        return lines
    }

    /// Nil for an identity the import could not read: the spec leaves it to vmgen's default.
    private static func identity(_ identity: ImportedViewModel.Identity) -> String? {
        switch identity {
        case .singleton: "singleton"
        case .id(let name): "{ id: \(name) }"
        case .compose(let names): "{ compose: [\(names.joined(separator: ", "))] }"
        case .modelIdentity(let name): "{ modelIdentity: \(name) }"
        case .unread: nil
        case .random(let reason): "{ random: \(YAMLLiteral.string(reason)) }"
        }
    }

    /// A literal block when every line reads plainly in one; otherwise one quoted scalar.
    static func doc(_ lines: [String], indent: String) -> [String] {
        if lines.count == 1 { return [indent + "doc: " + YAMLLiteral.string(lines[0])] }
        let plain = lines.allSatisfy { line in
            !line.isEmpty && line.first != " " && line == YAMLLiteral.string(line).dropFirst().dropLast()
        }
        guard plain else { return [indent + "doc: " + YAMLLiteral.string(lines.joined(separator: "\n"))] }
        return [indent + "doc: |"] + lines.map { indent + "  " + $0 }
    }
}
