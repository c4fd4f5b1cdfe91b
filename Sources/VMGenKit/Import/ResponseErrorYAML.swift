/// Writes an imported `ResponseError` as the spec's `errors:` block (under `request:`, or a
/// form's `createRequest:`), in the style of the example specs: fields one per line, each
/// case's message as a text (`SpecYAMLWriter.text`).
enum ResponseErrorYAML {
    static func lines(_ errors: ImportedResponseError, indent: String) -> [String] {
        var lines = [indent + "errors:"]
        if !errors.fields.isEmpty {
            lines.append(indent + "  fields:")
            lines += errors.fields.map { indent + "    \($0.name): " + YAMLLiteral.type($0.type) }
        }
        lines.append(indent + "  cases:")
        for message in errors.cases { lines += SpecYAMLWriter.text(message, indent: indent + "    ") }
        return lines
    }
}
