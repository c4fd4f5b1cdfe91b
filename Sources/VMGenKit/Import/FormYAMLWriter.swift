/// Writes an imported form as the spec's `form:` (docs/spec.md, Forms): only what differs
/// from vmgen's defaults (a text field with the input type of its value, a Bool's checkbox).
enum FormYAMLWriter {
    static func lines(_ form: ImportedForm, indent: String) -> [String] {
        var lines = [indent + "form:", indent + "  name: \(form.adoption.fieldsProtocol)"]
        if form.adoption.createRequest, let errors = form.createRequestErrors {
            lines.append(indent + "  createRequest:")
            lines += ResponseErrorYAML.lines(errors, indent: indent + "    ")
        } else if form.adoption.createRequest {
            lines.append(indent + "  createRequest: true")
        }
        lines.append(indent + "  fields:")
        for field in form.fields {
            lines += self.field(field, stub: form.stubs[field.name], indent: indent + "    ")
        }
        return lines
    }

    private static func field(_ field: FormFieldSpec, stub: String?, indent: String) -> [String] {
        var lines = [indent + "\(field.name):", indent + "  type: " + YAMLLiteral.type(field.type.swift)]
        let defaults = FormReader.field(field.name, type: field.type.swift, at: field.location)
        if field.control != defaults?.control { lines.append(indent + "  fieldType: \(field.control.rawValue)") }
        if let input = field.inputType, input != defaults?.inputType { lines.append(indent + "  inputType: \(input)") }
        if let autocomplete = field.autocomplete { lines.append(indent + "  autocomplete: \(autocomplete)") }
        if let autocapitalize = field.autocapitalize { lines.append(indent + "  autocapitalize: \(autocapitalize)") }
        if field.isRequired { lines.append(indent + "  required: true") }
        if let length = field.length { lines.append(indent + "  length: \(length.lowerBound)...\(length.upperBound)") }
        if let range = field.range { lines.append(indent + "  range: \(range.lower)...\(range.upper)") }
        lines.append(indent + "  title: " + values(field.title))
        if let placeholder = field.placeholder { lines.append(indent + "  placeholder: " + values(placeholder)) }
        if !field.messages.isEmpty {
            lines.append(indent + "  messages:")
            for message in field.messages {
                lines.append(indent + "    \(message.key): " + values(message.text))
            }
        }
        if let stub { lines.append(indent + "  stub: \(stub)") }
        return lines
    }

    /// `{ en: "…", es: "…" }`, as the writer writes every text.
    private static func values(_ values: LocalizedValues) -> String {
        let pairs = values.entries.map { YAMLLiteral.key($0.locale) + ": " + YAMLLiteral.string($0.text) }
        return pairs.isEmpty ? "{}" : "{ \(pairs.joined(separator: ", ")) }"
    }
}
