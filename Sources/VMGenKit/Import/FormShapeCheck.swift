/// Compares the members of a form's hand-written or generated files with what vmgen writes
/// from the fields the import read: a member of the same shape is carried by the spec; any
/// other member, or comment inside one, is a note at its place.
enum FormShapeCheck {
    /// The Fields protocol's extension. `generated`: the file starts with vmgen's header, so
    /// `generate` writes it again at the same path and keeps the `validation` region's body.
    static func extensionMembers(_ declaration: SwiftDeclaration, in file: SwiftSourceFile, form: inout ImportedForm, generated: Bool) {
        guard let expected = expectedDeclaration(FileRenderer.TemplateName.fields, FieldsContext(form: form.adoption).value, kind: .extension) else { return }
        let name = form.adoption.fieldsProtocol
        if !declaration.modifiers.contains("public") || !declaration.inheritance.isEmpty || declaration.genericWhere != nil {
            form.note(declaration.location, "the extension of '\(name)' is not carried as written: the spec generates a plain 'public extension \(name)'")
        }
        let members = GeneratedShape.members(expected.declaration)
        for member in declaration.members {
            let what = "\(member.kind.rawValue) '\(member.name)' of the extension of '\(name)'"
            if !member.conditions.isEmpty {
                form.note(member.location, "\(what) is not carried: it is declared under #if \(member.conditions.joined(separator: ", "))")
                continue
            }
            if member.kind == .func, member.name == "validateBeyondLimits", let twin = members["func validateBeyondLimits"],
                GeneratedShape.signature(member, in: file) == GeneratedShape.signature(twin, in: expected.file) {
                // A generated file keeps its region on regeneration (same path); a hand-written body has to move.
                if !generated, GeneratedShape.code(member, in: file) != ["nil"] || BodyTokens.hasComment(member, in: file) {
                    form.note(member.location, "the body of 'validateBeyondLimits' is not carried: the spec generates it with the protected region 'validation'; move this body between its vmgen:begin and vmgen:end lines in the generated \(name).swift")
                }
                continue
            }
            guard GeneratedShape.matches(member, in: file, expected: members, generated: expected.file) else {
                form.note(member.location, "\(what) is not carried: \(mismatch(member, expected: members))")
                continue
            }
            noteComments(member, in: file, what: what, twin: members["\(member.kind.rawValue) \(member.name)"], generated: expected.file, form: &form)
        }
    }

    /// `@FieldValidationModel public struct {X}FieldsMessages`.
    static func messagesMembers(_ declaration: SwiftDeclaration, in file: SwiftSourceFile, form: inout ImportedForm) {
        let context = FieldsContext(form: form.adoption).value
        guard let expected = expectedDeclaration(FileRenderer.TemplateName.fieldsMessages, context, kind: .struct) else { return }
        let name = form.adoption.messagesType
        if declaration.attributes.map(\.name) != ["FieldValidationModel"] || !declaration.modifiers.contains("public") || !declaration.inheritance.isEmpty {
            form.note(declaration.nameLocation, "'\(name)' is not carried as written: the spec generates '@FieldValidationModel public struct \(name)' without conformances")
        }
        let members = GeneratedShape.members(expected.declaration)
        for member in declaration.members {
            let what = "\(member.kind.rawValue) '\(member.name)' of '\(name)'"
            guard member.conditions.isEmpty, GeneratedShape.matches(member, in: file, expected: members, generated: expected.file) else {
                let why = !member.conditions.isEmpty ? "it is declared under #if \(member.conditions.joined(separator: ", "))"
                    : members["\(member.kind.rawValue) \(member.name)"] == nil
                    ? "vmgen writes only a @LocalizedString(\"field\", messageGroup: \"validationMessages\", messageKey: \"key\") public var fieldKeyMessage for each message of a field, and init()"
                    : mismatch(member, expected: members)
                form.note(member.location, "\(what) is not carried: \(why)")
                continue
            }
            noteComments(member, in: file, what: what, twin: members["\(member.kind.rawValue) \(member.name)"], generated: expected.file, form: &form)
        }
    }

    /// Why a member is not vmgen's: another shape than the one vmgen writes, or none at all.
    static func mismatch(_ member: SwiftDeclaration, expected: [String: SwiftDeclaration]) -> String {
        guard expected["\(member.kind.rawValue) \(member.name)"] != nil else {
            return "vmgen does not write it from the form's fields (validation of your own goes in validateBeyondLimits' region, with its message under the field's 'messages:')"
        }
        return "it differs from what vmgen writes from the fields read (their types, limits, options and messages); the spec regenerates it"
    }

    /// Comments in a carried member, and a doc comment other than vmgen's, are not carried.
    static func noteComments(_ member: SwiftDeclaration, in file: SwiftSourceFile, what: String, twin: SwiftDeclaration?, generated: SwiftSourceFile, form: inout ImportedForm) {
        let comments = { (declaration: SwiftDeclaration, file: SwiftSourceFile) in
            declaration.bodyTokens.filter { file.tokens[$0].kind.isComment }.map { file.tokens[$0].text }
        }
        if BodyTokens.hasComment(member, in: file), twin.map({ comments($0, generated) }) != comments(member, file) {
            form.note(member.location, "the comments inside \(what) are not carried: the spec regenerates its body")
        }
        let doc = LeadingComments.lines(of: member, in: file, docOnly: true)
        if !doc.isEmpty, doc != twin.map({ LeadingComments.lines(of: $0, in: generated, docOnly: true) }) {
            form.note(member.location, "the doc comment of \(what) is not carried: the spec has no per-member doc")
        }
    }

    /// The first top-level declaration of `kind` in the file vmgen would render.
    static func expectedDeclaration(_ template: String, _ context: TemplateValue, kind: SwiftDeclaration.Kind) -> (declaration: SwiftDeclaration, file: SwiftSourceFile)? {
        guard let file = GeneratedShape.parse(template: template, context: context, path: "(vmgen)"),
            let declaration = file.declarations.first(where: { $0.kind == kind }) else { return nil }
        return (declaration, file)
    }
}
