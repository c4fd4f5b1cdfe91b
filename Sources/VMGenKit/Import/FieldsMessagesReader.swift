import Foundation

/// Reads `@FieldValidationModel struct {X}FieldsMessages`: each
/// `@LocalizedString("field", messageGroup: "validationMessages", messageKey: "key") public var
/// fieldKeyMessage` is the message `key` of `field`, in the order written. Its texts, and each
/// field's title and placeholder, come from the localization YAML (`{X}FieldsMessages.field.title`,
/// `.placeholder`, `.validationMessages.key`, the keys FOSMVVM derives).
struct FieldsMessagesReader {
    let file: SwiftSourceFile
    let messagesType: String
    var fields: [FormFieldSpec]
    var notes: [ImportNote] = []

    mutating func read(_ declaration: SwiftDeclaration) {
        for member in declaration.members where member.kind == .var && member.conditions.isEmpty {
            guard member.attributes.count == 1, member.attributes[0].name == "LocalizedString", member.typeAnnotation == nil,
                member.initializer == nil, !member.hasBody,
                let (field, key) = Self.message(member.attributes[0].arguments ?? ""),
                let index = fields.firstIndex(where: { $0.name == field }), member.name == FieldNames.message(field, key: key) else { continue }
            guard !fields[index].messages.contains(where: { $0.key == key }) else { continue }
            fields[index].messages.append(FieldMessage(key: key, text: LocalizedValues(), location: member.location))
        }
    }

    /// The messages a field's limits need (`required`, `outOfRange`), and only those: one
    /// missing is added (its text read from the YAML), one the field has no limit for is left out (the spec
    /// would refuse it); each with a note.
    static func limitMessages(of field: FormFieldSpec, form: inout ImportedForm) -> FormFieldSpec {
        var field = field
        let needed = [(FieldMessage.required, field.checksRequired), (FieldMessage.outOfRange, field.checksRange)]
        for (key, needs) in needed {
            let index = field.messages.firstIndex { $0.key == key }
            if needs, index == nil {
                form.note(field.location, "field '\(field.name)' has a limit without the message '\(key)' in \(form.adoption.messagesType); the spec needs one, so it declares it (with the YAML's text, if any)")
                field.messages.insert(FieldMessage(key: key, text: LocalizedValues(), location: field.location), at: key == FieldMessage.required ? 0 : min(1, field.messages.count))
            } else if !needs, let index {
                form.note(field.messages[index].location, "message '\(key)' of '\(field.name)' is not carried: it is shown only for a field with that limit ('required: true' for 'required', 'length' or 'range' for 'outOfRange'), which the extension does not declare")
                field.messages.remove(at: index)
            }
        }
        return field
    }

    /// `"name", messageGroup: "validationMessages", messageKey: "required"` → (name, required).
    static func message(_ arguments: String) -> (field: String, key: String)? {
        let parts = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let group = "messageGroup: \"\(FieldNames.messageGroup)\""
        guard parts.count == 3, parts[1] == group, parts[0].count > 2, parts[0].hasPrefix("\""), parts[0].hasSuffix("\""),
            parts[2].hasPrefix("messageKey: \""), parts[2].hasSuffix("\"") else { return nil }
        let field = String(parts[0].dropFirst().dropLast())
        let key = String(parts[2].dropFirst("messageKey: \"".count).dropLast())
        guard SwiftNames.isIdentifier(field), SwiftNames.isIdentifier(key) else { return nil }
        return (field, key)
    }

    /// The field's title, placeholder and messages in every locale the YAML gives them.
    static func texts(of field: FormFieldSpec, messagesType: String, table: inout LocalizationTable, form: inout ImportedForm) -> FormFieldSpec {
        var field = field
        func values(_ key: String) -> LocalizedValues? {
            let found = table.translations(type: messagesType, key: key).filter { $0.list == nil }
            form.usedKeys.append(key)
            guard !found.isEmpty else { return nil }
            return LocalizedValues(entries: found.map { .init(locale: $0.locale, text: $0.value, location: $0.location) })
        }
        if let title = values("\(field.name).title") {
            field.title = title
        } else {
            form.note(field.location, "no localization YAML gives '\(messagesType).\(field.name).title' in any locale; the spec needs a title, so it says 'title: {}' (generate marks each locale UNRATIFIED)")
        }
        if field.placeholder != nil {
            // Only a field whose FormField names a placeholder reads one.
            field.placeholder = values("\(field.name).placeholder") ?? LocalizedValues()
            if field.placeholder?.entries.isEmpty == true {
                form.note(field.location, "no localization YAML gives '\(messagesType).\(field.name).placeholder' in any locale; the spec says 'placeholder: {}'")
            }
        }
        for index in field.messages.indices {
            let key = field.messages[index].key
            if let text = values("\(field.name).\(FieldNames.messageGroup).\(key)") {
                field.messages[index].text = text
            } else {
                form.note(field.messages[index].location, "no localization YAML gives '\(messagesType).\(field.name).\(FieldNames.messageGroup).\(key)' in any locale; the spec says it empty")
            }
        }
        return field
    }
}
