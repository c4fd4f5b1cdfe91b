/// The template context of the Fields trio (`Fields.swift.template`,
/// `FieldsMessages.swift.template`, `FieldsMessages.yml.template`) and of the create request
/// whose body adopts the protocol (`CreateRequest.swift.template`): the shapes of reference
/// part 2 §1.4, decided here in typed code.
struct FieldsContext {
    let form: FormAdoption
    let fields: [FormFieldSpec]

    init(form: FormAdoption) {
        self.form = form
        self.fields = form.fields ?? []
    }

    var value: TemplateValue {
        .object([
            "protocolName": .string(form.fieldsProtocol),
            "messagesType": .string(form.messagesType),
            "messagesProperty": .string(form.messagesProperty),
            "requirements": .list(fields.map { .string("var \($0.name): \($0.type.swift) { get set }") }),
            "ranges": .list(fields.compactMap(rangeDeclaration).map(TemplateValue.string)),
            "formFields": .list(fields.map(formField)),
            "validators": .list(fields.filter { $0.checksRequired || $0.checksRange }.map(validator)),
            "messages": .list(fields.flatMap { field in field.messages.map { message(field, $0) } }),
        ])
    }

    // MARK: - Protocol

    /// `static var nameRange: ClosedRange<Int> { 1...60 }`.
    private func rangeDeclaration(_ field: FormFieldSpec) -> String? {
        let name = FieldNames.range(field.name)
        if let length = field.length {
            return "static var \(name): ClosedRange<Int> { \(length.lowerBound)...\(length.upperBound) }"
        }
        if let range = field.range {
            let type = field.plain == .int ? "Int" : "Double"
            return "static var \(name): ClosedRange<\(type)> { \(range.lower)...\(range.upper) }"
        }
        return nil
    }

    /// The lines of `static var nameField: FormField<String> { .init(…) }`.
    private func formField(_ field: FormFieldSpec) -> TemplateValue {
        let messages = form.messagesType + ".self"
        var arguments = [
            "fieldId: .init(id: \(SwiftLiteral.string(field.name)))",
            "title: .localized(for: \(messages), propertyName: \(SwiftLiteral.string(field.name)), messageKey: \"title\")",
        ]
        if field.placeholder != nil {
            arguments.append("placeholder: .localized(for: \(messages), propertyName: \(SwiftLiteral.string(field.name)), messageKey: \"placeholder\")")
        }
        arguments.append("type: " + fieldType(field))
        if let options = options(field) { arguments.append("options: " + options) }
        return .object([
            "name": .string(FieldNames.field(field.name)),
            "type": .string("FormField<\(field.type.swift)>"),
            "arguments": .list(arguments.enumerated().map { index, argument in
                .string(argument + (index < arguments.count - 1 ? "," : ""))
            }),
        ])
    }

    private func fieldType(_ field: FormFieldSpec) -> String {
        guard field.control.takesInputType, let input = field.inputType else { return "." + field.control.rawValue }
        return ".\(field.control.rawValue)(inputType: .\(input))"
    }

    /// `[.required(value: true)] + FormInputOption.rangeLength(nameRange)`, as the skill writes it.
    private func options(_ field: FormFieldSpec) -> String? {
        var items: [String] = []
        if field.isRequired { items.append(".required(value: true)") }
        if let autocomplete = field.autocomplete { items.append(".autocomplete(value: .\(autocomplete))") }
        if let autocapitalize = field.autocapitalize { items.append(".autocapitalize(value: .\(autocapitalize))") }
        if let bounds = field.range?.wholeBounds {
            items.append(".minValue(value: \(bounds.lowerBound))")
            items.append(".maxValue(value: \(bounds.upperBound))")
        }
        let length = field.length == nil ? nil : "FormInputOption.rangeLength(\(FieldNames.range(field.name)))"
        guard !items.isEmpty else { return length }
        var list = "[" + items.joined(separator: ", ") + "]"
        // At 8 spaces, after `options: `: past 100 columns, one option a line (the template
        // writes the first line; the others carry their own indentation).
        if 8 + 9 + list.count + (length.map { $0.count + 3 } ?? 0) > SignatureFormatter.maxWidth {
            list = "[\n" + items.map { String(repeating: " ", count: 12) + $0 + ",\n" }.joined() + String(repeating: " ", count: 8) + "]"
        }
        return length.map { list + " + " + $0 } ?? list
    }

    // MARK: - Validation

    /// `validateName(_:)`: the required check first, then the limit, each with its message.
    private func validator(_ field: FormFieldSpec) -> TemplateValue {
        let name = field.name
        let formField = "Self." + FieldNames.field(name)
        let range = "Self." + FieldNames.range(name)
        // The skill's layout: one argument a line.
        func append(_ key: String) -> [String] {
            [
                "result.append(.init(",
                "    status: .error,",
                "    field: \(formField),",
                "    message: \(form.messagesProperty).\(FieldNames.message(name, key: key))",
                "))",
            ]
        }
        var checks: [(condition: String, key: String)] = []
        if field.checksRequired {
            checks.append((field.type.isOptional ? (field.plain == .string ? "(\(name) ?? \"\").isEmpty" : "\(name) == nil") : "\(name).isEmpty", FieldMessage.required))
        }
        if field.checksRange {
            // The skill counts characters as NSString does (UTF-16), as HTML's maxlength does.
            let measured = field.length != nil ? "NSString(string: \(name)).length" : name
            let condition = field.type.isOptional
                ? "let \(name), \(field.plain == .string && !field.checksRequired ? "!\(name).isEmpty, " : "")!\(range).contains(\(measured))"
                : "!\(range).contains(\(measured))"
            checks.append((condition, FieldMessage.outOfRange))
        }
        var lines: [String] = []
        for (index, check) in checks.enumerated() {
            lines.append((index == 0 ? "if " : "} else if ") + check.condition + " {")
            lines += append(check.key).map { "    " + $0 }
        }
        lines.append("}")
        return .object([
            "name": .string(FieldNames.validate(name)),
            "formField": .string(formField),
            "lines": .list(lines.map(TemplateValue.string)),
        ])
    }

    // MARK: - Messages

    private func message(_ field: FormFieldSpec, _ message: FieldMessage) -> TemplateValue {
        .object([
            "attribute": .string("@LocalizedString(\(SwiftLiteral.string(field.name)), messageGroup: \(SwiftLiteral.string(FieldNames.messageGroup)), messageKey: \(SwiftLiteral.string(message.key)))"),
            "property": .string(FieldNames.message(field.name, key: message.key)),
        ])
    }
}

extension FieldsContext {
    /// `FieldsMessages.yml.template`: every configured locale, each field's title, placeholder
    /// and validation messages; a locale the spec gives no text for gets the fallback locale's
    /// text, marked so, or (with none) is marked UNRATIFIED.
    func localization(locales: [String], fallbackLocale: String? = nil) -> TemplateValue {
        func entry(_ key: String, _ values: LocalizedValues, _ locale: String) -> TemplateValue {
            var text = values[locale]
            var fallback: String?
            if text == nil, let fallbackLocale, let fallbackText = values[fallbackLocale] {
                (text, fallback) = (fallbackText, FallbackMarker.comment(fallbackLocale))
            }
            return .object([
                "key": .string(YAMLLiteral.key(key)),
                "value": .string(YAMLLiteral.string(text ?? "")),
                "missing": .bool(text == nil),
                "fallback": .string(fallback ?? ""),
            ])
        }
        return .object([
            "messagesType": .string(YAMLLiteral.key(form.messagesType)),
            "locales": .list(locales.map { locale in
                .object([
                    "key": .string(YAMLLiteral.key(locale)),
                    "fields": .list(fields.map { field in
                        var entries = [entry("title", field.title, locale)]
                        if let placeholder = field.placeholder { entries.append(entry("placeholder", placeholder, locale)) }
                        return .object([
                            "key": .string(YAMLLiteral.key(field.name)),
                            "entries": .list(entries),
                            "messages": .list(field.messages.map { entry($0.key, $0.text, locale) }),
                        ])
                    }),
                ])
            }),
        ])
    }

    /// `CreateRequest.swift.template`: the body holds the fields; `stub()` sends the fields'
    /// stubs (the spec's, else the reserved fake vocabulary).
    var createRequest: TemplateValue {
        let parameters = fields.map { "\($0.name): \($0.type.swift)" }
        let stubs = fields.map { "\($0.name): \(SwiftCode.stub($0.property, enums: [:]))" }
        return .object([
            "typeName": .string(form.createRequestType),
            "responseErrorLines": .list((form.createRequestErrors.map(ResponseErrorCode.lines) ?? []).map(TemplateValue.string)),
            "protocolName": .string(form.fieldsProtocol),
            "messagesType": .string(form.messagesType),
            "messagesProperty": .string(form.messagesProperty),
            "bodyProperties": .list(parameters.map(TemplateValue.string)),
            "bodyParameters": .string(SignatureFormatter.list(parameters, indent: 8, prefix: "public init", suffix: " {")),
            "bodyAssignments": .list(fields.map { .string("self.\($0.name) = \($0.name)") }),
            "stubArguments": .string(SignatureFormatter.list(stubs, indent: 8, prefix: ".init(requestBody: .init", suffix: "))")),
        ])
    }
}
