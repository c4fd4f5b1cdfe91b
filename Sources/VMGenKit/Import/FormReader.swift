/// Reads each `{X}Fields` protocol into the spec's `form:` (docs/spec.md, Forms): the
/// protocol's `{ get set }` requirements are the fields, in order; its extension gives each
/// field's limits and control (`FieldsExtensionReader`); `{X}FieldsMessages` and its YAML give
/// the messages, titles and placeholders (`FieldsMessagesReader`); `{Stem}CreateRequest` is
/// `createRequest: true`. Then the files vmgen would write from that are rendered and compared
/// member by member (`FormShapeCheck`): whatever differs is a note at its place.
enum FormReader {
    /// Forms by protocol name. `generated`: the paths of files that start with vmgen's header.
    static func read(_ files: [SwiftSourceFile], table: LocalizationTable, generated: Set<String>) -> [String: ImportedForm] {
        // The YAML keys a form reads count as used only once a ViewModel adopts it (`usedKeys`).
        var table = table
        var result: [String: ImportedForm] = [:]
        for file in files {
            for declaration in file.declarations where declaration.kind == .protocol && declaration.conditions.isEmpty
                && declaration.name.hasSuffix("Fields") && declaration.name.count > 6 && result[declaration.name] == nil {
                result[declaration.name] = read(declaration, in: file, files: files, table: &table, generated: generated)
            }
        }
        return result
    }

    private static func read(_ protocolDeclaration: SwiftDeclaration, in file: SwiftSourceFile, files: [SwiftSourceFile],
                             table: inout LocalizationTable, generated: Set<String>) -> ImportedForm {
        let name = protocolDeclaration.name
        let stem = String(name.dropLast(6))
        var adoption = FormAdoption(
            fieldsProtocol: name, messagesType: name + "Messages",
            messagesProperty: SwiftNames.lowerFirst(stem) + "ValidationMessages", location: protocolDeclaration.nameLocation)
        var form = ImportedForm(adoption: adoption, location: protocolDeclaration.nameLocation)
        form.consumed.insert(protocolDeclaration.location)
        adoption.fields = requirements(protocolDeclaration, in: file, form: &form)

        let all = files.flatMap { file in file.declarations.filter { $0.conditions.isEmpty }.map { (declaration: $0, file: file) } }
        let extensions = all.filter { $0.declaration.kind == .extension && $0.declaration.name == name }
        var fields = adoption.fields ?? []
        for found in extensions {
            form.consumed.insert(found.declaration.location)
            var reader = FieldsExtensionReader(file: found.file, fields: fields)
            reader.read(found.declaration)
            fields = reader.fields
        }
        if let messages = all.first(where: { $0.declaration.kind == .struct && $0.declaration.name == adoption.messagesType }) {
            form.consumed.insert(messages.declaration.location)
            var reader = FieldsMessagesReader(file: messages.file, messagesType: adoption.messagesType, fields: fields)
            reader.read(messages.declaration)
            fields = reader.fields
            form.notes += reader.notes
        } else {
            form.note(protocolDeclaration.nameLocation, "no struct '\(adoption.messagesType)' was found; the spec generates one with a message for each limit the fields declare")
        }
        fields = fields.map { FieldsMessagesReader.limitMessages(of: $0, form: &form) }
        fields = fields.map { FieldsMessagesReader.texts(of: $0, messagesType: adoption.messagesType, table: &table, form: &form) }
        adoption.fields = fields
        if let request = all.first(where: { $0.declaration.kind == .class && $0.declaration.name == adoption.createRequestType }) {
            form.consumed.insert(request.declaration.location)
            adoption.createRequest = true
            form.createRequest = request
        }
        form.adoption = adoption

        for found in extensions {
            FormShapeCheck.extensionMembers(found.declaration, in: found.file, form: &form, generated: generated.contains(found.file.path))
        }
        if let messages = all.first(where: { $0.declaration.kind == .struct && $0.declaration.name == adoption.messagesType }) {
            FormShapeCheck.messagesMembers(messages.declaration, in: messages.file, form: &form)
        }
        for found in all where form.consumed.contains(found.declaration.location)
            && !LeadingComments.lines(of: found.declaration, in: found.file, docOnly: true).isEmpty {
            form.note(found.declaration.location, "the doc comment of \(found.declaration.kind.rawValue) '\(found.declaration.name)' is not carried: the spec writes none for a form's files")
        }
        return form
    }

    /// A form no imported ViewModel adopts: every declaration it took is a note instead.
    static func unadoptedNotes(_ form: ImportedForm, in files: [SwiftSourceFile]) -> [ImportNote] {
        files.flatMap(\.declarations).filter { form.consumed.contains($0.location) }.map {
            ImportNote(location: $0.location, message: "\($0.kind.rawValue) '\($0.name)' is not carried: no imported ViewModel adopts '\(form.adoption.fieldsProtocol)', and the spec declares a form in the ViewModel that adopts it")
        }
    }

    /// The protocol's `var x: T { get set }` requirements, in order, as fields (control and
    /// input type as vmgen defaults them, until the extension says otherwise).
    private static func requirements(_ declaration: SwiftDeclaration, in file: SwiftSourceFile, form: inout ImportedForm) -> [FormFieldSpec] {
        let adoption = form.adoption
        if declaration.inheritance.map(GeneratedShape.plain) != ["ValidatableModel", "Codable", "Sendable"] {
            form.note(declaration.nameLocation, "the conformances of '\(declaration.name)' are not carried as written: the spec generates 'ValidatableModel, Codable, Sendable'")
        }
        if !declaration.modifiers.contains("public") {
            form.note(declaration.location, "'\(declaration.name)' is not public; the spec always generates a public Fields protocol")
        }
        var fields: [FormFieldSpec] = []
        for member in declaration.members {
            let accessors = BodyTokens.code(of: member, in: file)
            let type = GeneratedShape.plain(member.typeAnnotation ?? "")
            if member.kind == .var, member.name == adoption.messagesProperty, type == adoption.messagesType, accessors == ["get"], member.conditions.isEmpty {
                continue
            }
            guard member.kind == .var, !member.isStatic, member.conditions.isEmpty, accessors == ["get", "set"], member.attributes.isEmpty,
                let field = field(member.name, type: type, at: member.location) else {
                form.note(member.location, "requirement '\(member.name)' of '\(declaration.name)' is not carried: a field is 'var name: T { get set }' of String, Int, Double, Bool or Date (optional or not), and the only other requirement is 'var \(adoption.messagesProperty): \(adoption.messagesType) { get }'")
                continue
            }
            if SwiftNames.reservedMembers.contains(member.name) {
                form.note(member.location, "field '\(member.name)' is not carried: the name is generated by vmgen or the @ViewModel macro")
                continue
            }
            fields.append(field)
            if !LeadingComments.lines(of: member, in: file, docOnly: true).isEmpty {
                form.note(member.location, "the doc comment of '\(member.name)' is not carried: the spec has no per-field doc")
            }
        }
        return fields
    }

    /// A field as vmgen defaults it: a checkbox for a Bool, else a text field with the input
    /// type of its value.
    static func field(_ name: String, type: String, at location: SourceLocation) -> FormFieldSpec? {
        let optional = type.hasSuffix("?")
        guard let plain = PlainType(rawValue: optional ? String(type.dropLast()) : type),
            [.string, .int, .double, .bool, .date].contains(plain) else { return nil }
        let ref: TypeRef = optional ? .optional(.plain(plain)) : .plain(plain)
        let defaults = FormFieldSpec.defaults(for: plain)
        return FormFieldSpec(
            name: name, type: ref, control: defaults.control, inputType: defaults.inputType, autocomplete: nil, autocapitalize: nil,
            isRequired: false, length: nil, range: nil, title: LocalizedValues(), placeholder: nil, messages: [], stub: nil, location: location)
    }
}
