/// The form ViewModel's side of a form: it adopts `{X}Fields`, holds a `var` per field (first,
/// in the protocol's order) and a stored `public let {x}ValidationMessages: {X}FieldsMessages`
/// set to `.init()` in its init. The fields leave the ViewModel's `properties` for `form:`;
/// a `stub()` value other than the one vmgen writes for a field becomes the field's `stub:`.
enum FormAdoptionReader {
    /// A member of a form ViewModel this reader takes (MemberReader asks first): the messages
    /// property, and each stored `var` (vmgen writes every property of a form ViewModel as `var`).
    static func take(_ member: SwiftDeclaration, into members: inout MemberReader) -> Bool {
        guard let form = members.reader.form, !member.isStatic, member.conditions.isEmpty else { return false }
        let adoption = form.adoption
        if member.kind == .let || member.kind == .var, member.name == adoption.messagesProperty {
            if member.kind != .let || GeneratedShape.plain(member.typeAnnotation ?? "") != adoption.messagesType || member.modifiers != ["public"]
                || member.initializer != nil || member.hasBody || !member.attributes.isEmpty {
                members.reader.note(member.location, "property '\(member.name)' is not carried as written: the spec generates 'public let \(adoption.messagesProperty): \(adoption.messagesType)', set to .init() in the init")
            }
            return true
        }
        guard member.kind == .var, !member.hasBody, member.initializer == nil, member.attributes.isEmpty else { return false }
        members.readProperty(member)
        return true
    }

    /// The init's `self.{x}ValidationMessages = .init()`, which the spec generates: left out of
    /// the tokens the init is read from.
    static func dropMessagesAssignment(_ code: inout [String], form: ImportedForm?) {
        guard let form else { return }
        let assignment = ["self", ".", form.adoption.messagesProperty, "=", ".", "init", "(", ")"]
        guard let start = code.indices.first(where: { code[$0...].starts(with: assignment) }) else { return }
        var end = start + assignment.count
        if end < code.count, code[end] == ";" { end += 1 }
        code.removeSubrange(start..<end)
    }

    /// After the ViewModel is read: its fields become the form's, with their stubs.
    static func attach(_ form: ImportedForm, to reader: inout ViewModelReader) {
        var form = form
        let fields = form.fields
        let names = Set(fields.map(\.name))
        let leading = reader.model.properties.prefix(fields.count)
        if leading.map(\.name) != fields.map(\.name) || !zip(leading, fields).allSatisfy({ $0.type == $1.type.swift && $0.display == nil }) {
            reader.note(reader.declaration.nameLocation, "the properties of '\(reader.declaration.name)' are not carried as written: the spec makes each field of '\(form.adoption.fieldsProtocol)' a property of the same type, first and in the protocol's order (\(fields.map { "\($0.name): \($0.type.swift)" }.joined(separator: ", ")))")
        }
        reader.model.properties.removeAll { names.contains($0.name) }
        form = withStubs(form, adopter: reader.declaration, in: reader.file)
        for key in form.usedKeys { _ = reader.table.translations(type: form.adoption.messagesType, key: key) }
        CreateRequestCheck.check(&form)
        reader.model.notes += form.notes
        form.notes = []
        reader.model.form = form
    }

    /// The form with the stubs its adopter's `stub()` gives the fields: a value other than the
    /// one vmgen writes for a field becomes its `stub:`. The importer takes them before it reads
    /// the requests too: a request whose body adopts the form (`body: {X}Fields`) sends them
    /// from its own `stub()`. (Taking them again gives the same form.)
    static func withStubs(_ form: ImportedForm, adopter: SwiftDeclaration, in file: SwiftSourceFile) -> ImportedForm {
        var form = form
        let fields = form.fields
        let written = writtenStubs(adopter, in: file)
        var adoption = form.adoption
        for index in fields.indices {
            guard let value = written[fields[index].name] else { continue }
            var field = fields[index]
            field.stub = nil
            form.writtenStubs[field.name] = value
            guard value != SwiftCode.stub(field.property, enums: [:]), let yaml = StubLiteral.yaml(value, for: field.type) else { continue }
            form.stubs[field.name] = yaml
            adoption.fields?[index].stub = FormStub.value(value, for: field.type)
        }
        form.adoption = adoption
        return form
    }

    /// The value `stub()` gives each property as written: a default of its parameter, or (in an
    /// interactive ViewModel) an argument of `.init(isStub: true, …)`.
    private static func writtenStubs(_ declaration: SwiftDeclaration, in file: SwiftSourceFile) -> [String: String] {
        guard let stub = declaration.members.first(where: { $0.kind == .func && $0.name == "stub" && $0.isStatic }) else { return [:] }
        if stub.parameters.isEmpty {
            let arguments = InteractiveShape.stubArguments(stub, in: file) ?? []
            return Dictionary(arguments.map { ($0.label, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        return Dictionary(stub.parameters.compactMap { parameter in parameter.defaultValue.map { (parameter.name, $0) } }, uniquingKeysWith: { first, _ in first })
    }
}

/// A field's stub as the spec model holds it, from the Swift literal vmgen writes.
enum FormStub {
    static func value(_ swift: String, for type: TypeRef) -> StubValue? {
        guard let yaml = StubLiteral.yaml(swift, for: type) else { return nil }
        if yaml == "null" { return .null }
        switch type {
        case .optional(.plain(let plain)), .plain(let plain):
            switch plain {
            case .string: return swift.count >= 2 ? .string(String(swift.dropFirst().dropLast())) : nil
            case .int: return Int(swift).map(StubValue.int)
            case .double: return .double(swift)
            case .bool: return .bool(swift == "true")
            default: return nil
            }
        default:
            return nil
        }
    }
}
